-- rules/attack.lua — the attack pipeline: the attack context, the unintended
-- targets along a line of fire, the ranged and melee attacks (the actions
-- that start them are rules/actions.lua's).
--
-- seed 000 "Combat Resolution": "I. Movement II. Declare Target III. Attack
-- Resolution"; "Combat Actions": "figure out the Target Number (TN) and draw
-- a card. If the result is equal to or higher than the TN, you've succeeded".
-- seed 000 "Applying Results" → "Hit Location", "Cover Penetration",
-- "Dealing Damage"; "Wound Modifier Stun": "Whenever a character is dealt
-- damage they must check Fortitude"; "Ancillary Effects": "They are always
-- applied last, after any other indicated effects."
-- seed 000 "Aim and Snap Shots": "Any firing action also nullifies the aim."
-- seed 000 "Dodge": a missed dodging target leaps one pace (dodge.leap).
-- seed 001 "Continuous Action Example: Movement": "the TN for all attacks
-- targeting them is reduced by 1"; "Covering Fire": "resolve a snap shot at
-- the appropriate range with an additional -1".
--
-- The pipeline (attack.ranged / attack.melee): TN (ranged.tn / melee.tn,
-- plus attack.ranged_tn's flow terms) → result modifier (ranged.mod /
-- melee.mod) → check (check.skill with the weapon's skill and trait; aimed
-- shots may use Acuity: ranged.trait) → log "attack" → on a hit bumps.spend →
-- damage.resolve → stun.check → concussion.check (a melee hit with an
-- entangling weapon: entangle.contest instead) → ancillary (failure; strays
-- on a miss and on a scatter weapon's hit; scatter for missed throws) → emit
-- "attack.resolved". A weapon that fails (ancillary.failure) is jammed until
-- a clear action. The melee check is melee.attack_check (skill levels spent
-- on advantage read fewer rows).
--
-- Decided here: a shot spends its round when fired, hit or miss; a thrown
-- weapon is gone once thrown; a weapon that must be cocked (gear cock_ap) is
-- cocked as part of the shot and the AP is charged (action.cost); firing
-- uncocks it. A stray shot that hits a bystander (ancillary.strays over
-- ctx.bystanders) deals damage read off the same card, without bumps. Melee
-- reaches 1 pace (2 with a long weapon). reload.rounds is read by
-- rules/actions.lua's reload action.
local M = {
  name = "core.attack",
  version = "1.0.0",
  summary = "The attack pipeline and weapon-handling actions",
  source = "seed 000 \"Combat Resolution\", \"Attack Resolution\", \"Applying Results\", \"Ancillary Effects\", " ..
    "\"Aim and Snap Shots\"; seed 001 \"Continuous Actions\"",
  events = {
    ["attack.resolved"] = {
      doc = "a ranged or melee attack has resolved (hit or miss, damage and ancillary effects applied)",
      args = { "fight", "outcome" },
      fields = {
        attacker = "the attacker's name", target = "the target's name", weapon = "the weapon's name",
        hit = "true when the attack hit", result = "the check result (api.action.check)",
        tn = "the TN", tn_terms = "the TN's terms", mod_terms = "the result modifier's terms",
        card = "the number of the card read", fired = "true for a ranged attack", melee = "true for a melee attack",
        ctx = "the attack context",
      },
    },
  },
}

local need = require("rules.lib.need").need
local NONE = require("rules.lib.hit").NONE -- an empty list to read, never to write
local geometry = require("rules.lib.geometry")

local function describe(api, r)
  return string.format("card %d [%s] best %d%+d = %d vs TN %d", r.number, table.concat(r.values, ","),
    r.best, r.mod, r.total, r.tn)
end

-- on_hit runs the hit half of the pipeline: bumps → damage → stun →
-- concussion; a melee hit with an entangling weapon (attributes.entangle)
-- runs entangle.contest instead (seed 000 "Entanglement": "Instead of
-- doing brawling damage some weapons can be used to entangle").
local function on_hit(api, ctx, r, outcome)
  local R = api.rules
  local t = ctx.target
  t.state.hit_this_round = (t.state.hit_this_round or 0) + 1
  if ctx.melee then
    t.state.since_melee_hits = (t.state.since_melee_hits or 0) + 1
  else
    t.state.since_hits = (t.state.since_hits or 0) + 1
  end
  local wa = ctx.melee and ctx.weapon and ctx.weapon.attributes
  if wa and wa.entangle then
    outcome.entangle = need(api, "entangle.contest", "attack.melee")(ctx)
    return
  end
  -- seed 000 "Unarmed Combat": a maneuver that deals no damage takes effect instead
  local w = ctx.weapon
  if w and w.kind == "unarmed" and w.maneuver and not w.dmg and R["unarmed.effect"] then
    outcome.maneuver = R["unarmed.effect"](ctx, r)
    return
  end
  local spend = need(api, "bumps.spend", "attack")(ctx, r)
  local rec = need(api, "damage.resolve", "attack")(ctx, r, spend)
  outcome.spend, outcome.damage = spend, rec
  if spend.minor and R["bumps.minor"] then R["bumps.minor"](ctx, spend) end
  if type(rec) == "table" then
    outcome.wounds = rec.wounds
    outcome.location = rec.location
  end
  if R["stun.check"] then outcome.stun = R["stun.check"](ctx.fight, t) end
  if R["concussion.check"] then R["concussion.check"](ctx.fight, t) end
  if t.body:dead() then t.state.out = true end
end

-- stray_hit applies a stray shot to a bystander: the same card gives the
-- location and damage, no bumps (decided here).
local function stray_hit(api, ctx, r, b)
  local R = api.rules
  local sctx = {}
  for k, v in pairs(ctx) do sctx[k] = v end
  sctx.target, sctx.called, sctx.stray = b, nil, true
  if api.logging() then api.log("strays", { text = "a stray shot hits " .. tostring(b.name), target = b.name }) end
  local rec = need(api, "damage.resolve", "attack")(sctx, r, nil)
  if R["stun.check"] then R["stun.check"](ctx.fight, b) end
  if b.body:dead() then b.state.out = true end
  return rec
end

local function record(api, fight, outcome)
  if fight and fight.history then
    fight.history[#fight.history + 1] = {
      kind = "attack", round = fight.round, phase = fight.phase, attacker = outcome.attacker,
      target = outcome.target, weapon = outcome.weapon, hit = outcome.hit, card = outcome.card,
      wounds = outcome.wounds, location = outcome.location,
    }
  end
end

-- dud(api, ctx, r, outcome) → true when an explosive fails to go off: its
-- failure check comes before the hit, since the explosion is its damage (a
-- dud that hits deals none: rules/blast.lua). Other weapons: false, their
-- failure is read last, with the other ancillary effects.
local function dud(api, ctx, r, outcome)
  local w, fail = ctx.weapon, api.rules["ancillary.failure"]
  if not (fail and w.attributes and w.attributes.explosive) then return false end
  outcome.failure = fail(ctx, r)
  return type(outcome.failure) == "table" and outcome.failure.failed or false
end

local function ancillary(api, ctx, r, outcome, thrown)
  local R = api.rules
  if R["ancillary.failure"] and outcome.failure == nil and not ctx.covering then -- a covering shot's: at its arming
    outcome.failure = R["ancillary.failure"](ctx, r)
    if type(outcome.failure) == "table" and outcome.failure.failed then ctx.weapon.jammed = true end
  end
  if not ctx.melee and R["ancillary.strays"] then
    -- every shot: a miss's stray shots, and a scatter weapon's strays on a
    -- hit too (seed 000 "Scatter and Unintended Targets": Hank's hit puts
    -- targets 1–2 at risk). ancillary.strays deals the stray hits itself
    -- (its damage list); a bystander it names without a damage record is
    -- dealt here, so none is hit twice — unless ancillary.numbers says
    -- stray hits deal no damage (resolve_hits = false). No stray hit: no table.
    -- bumps left over may move a stray between unintended targets (seed 001 "Bumping Stray Shots")
    ctx.stray_bumps = outcome.spend and outcome.spend.left or 0
    local s = R["ancillary.strays"](ctx, r)
    outcome.strays = s
    local nums = R["ancillary.numbers"]
    if type(s) == "table" and s.targets and s.targets[1] ~= nil and not (nums and nums.resolve_hits == false) then
      local dealt = {}
      for _, d in ipairs(s.damage or NONE) do dealt[d.target] = true end
      for _, b in ipairs(s.targets) do
        if not dealt[b] then stray_hit(api, ctx, r, b) end
      end
    end
  end
  if not outcome.hit then
    if thrown and R["ancillary.scatter"] then outcome.scatter = R["ancillary.scatter"](ctx, r) end
    if ctx.target.state.dodging and R["dodge.leap"] then outcome.leap = R["dodge.leap"](ctx, r.card) end
  end
end

-- define_attack_reach(api): attack.reach, reload.rounds, attack.context.
local function define_attack_reach(api)
  local R = api.rules
  -- attack.reach: melee reach in paces by weapon length (decided here).
  api.define("attack.reach", { short = 1, normal = 1, long = 2 }, "melee reach in paces (decided here)")

  -- reload.rounds: rounds loaded per reload action unless the weapon says `reload`.
  api.define("reload.rounds", { default = 2 }, "rounds per reload action (decided here)")

  -- attack.context(fight, attacker, target, weapon, extra) builds a ctx for
  -- the attack rules: range (whole paces), aim (aim.count), movement this
  -- phase (seed 000 "Tactical Movement": only movement in the same phase
  -- counts), the speeds and headings for relative speed (movement.speed:
  -- the paces each has moved this round, a target's continuous move in
  -- full, and a mount's or vehicle's under its rider), mount, the target's
  -- forgoing / continuous movement, point blank (within 1 pace), melee /
  -- throwing flags, the weapon's fast-draw snap bonus, and for shots the
  -- bystanders and into_melee (attack.bystanders); extra fields last.
  api.define("attack.context", function(fight, attacker, target, weapon, extra)
    local range = R["combatant.distance"](attacker, target)
    local aimed, held, count = 0, 0, R["aim.count"]
    if count then aimed, held = count(attacker, target) end
    local s, ts = attacker.state, target.state
    local kind, cont = weapon.kind, ts.continuous
    local moving = (s.phase_paces or 0) > 0 and s.moved or "none"
    local fs, fh = R["movement.speed"](fight, attacker, moving ~= "none" and (s.paces or 0) or 0, moving ~= "none" and s.heading or nil)
    local tsp, th = R["movement.speed"](fight, target, (cont and cont.paces) or ts.paces or 0, ts.heading)
    local ctx = {
      fight = fight, attacker = attacker, target = target, weapon = weapon, range = range,
      aimed = aimed, held = held,
      moving = moving,
      firer_speed = fs, target_speed = tsp,
      mount_moving = s.mount_moving,
      visible = not (target.cover and target.cover.hides),
      position = R["combatant.position"](attacker, target), height = R["combatant.higher"](attacker, target) or nil,
      snap_bonus = weapon.snap_bonus,
    }
    -- the flags are set only when true (absent = false): every key a table
    -- gets costs, and most are false in most attacks (written out, not a
    -- helper: eight calls a context cost more than the tests)
    if fh then ctx.firer_heading = fh end
    if th then ctx.target_heading = th end
    if s.mounted then ctx.mounted = true end
    if ts.forgoing then ctx.target_forgoing = true end
    if cont ~= nil and cont.kind == "move" then ctx.target_continuous = true end
    if kind == "ranged" and range <= 1 then ctx.point_blank = true end
    if R["combatant.off_hand"](attacker, weapon) then ctx.off_hand = true end
    if R["combatant.one_handed"](attacker, weapon) then ctx.one_handed = true end
    if kind == "melee" or kind == "unarmed" then ctx.melee = true end
    if kind == "thrown" then ctx.throwing = true end
    -- extra.no_bystanders: a TN asked for ahead of the shot (tactics.shot_tn) needs none
    if kind ~= "melee" and kind ~= "unarmed" and not (extra and extra.no_bystanders) then
      ctx.bystanders, ctx.into_melee = R["attack.bystanders"](fight, attacker, target)
    end
    if extra then
      for k, v in pairs(extra) do ctx[k] = v end
    end
    return ctx
  end, "build an attack context")
end

-- define_attack_bystanders(api): attack.bystanders, attack.ranged_tn.
local function define_attack_bystanders(api)
  local R = api.rules
  -- attack.bystanders(fight, attacker, target) → the unintended targets in
  -- the order a Judge would name them (seed 000 "Unintended Targets":
  -- "within one pace of the path of the projectile"; "Declaring Unintended
  -- Targets": the most likely first): active combatants other than the two
  -- within 1 pace of the line of fire, nearest the target first (ties:
  -- scenario order); and whether the target is in a scrum (someone within
  -- 1 pace of it: "Unintended Targets and Melee").
  api.define("attack.bystanders", function(fight, attacker, target)
    -- made or read only once someone else is there (rare): d, each one's distance to the target,
    -- and n, data ancillary.numbers (path: paces from the line of fire; contact: for a scrum)
    local list, scrum, d, n = {}, false, nil, nil
    local all = (fight and fight.combatants) or NONE
    for ix = 1, #all do
      local o = all[ix]
      if o ~= attacker and o ~= target and R["combatant.active"](o) then
        n = n or R["ancillary.numbers"] or { path = 1, contact = 1 }
        if geometry.segment_distance(o.pos, attacker.pos, target.pos) <= n.path then
          d = d or {}
          list[#list + 1], d[o] = o, geometry.distance(o.pos, target.pos)
          if d[o] <= n.contact then scrum = true end
        end
      end
    end
    if #list > 1 then
      table.sort(list, function(a, b)
        if d[a] ~= d[b] then return d[a] < d[b] end
        return (a.index or 0) < (b.index or 0)
      end)
    end
    return list, scrum
  end, "unintended targets along the line of fire")

  -- attack.ranged_tn(ctx) is ranged.tn plus the flow's own terms: a target in
  -- continuous movement −1 (seed 001), covering fire's extra −1 (seed 001).
  api.define("attack.ranged_tn", function(ctx)
    local tn = need(api, "ranged.tn", "attack.ranged")(ctx)
    R["continuous.target_tn"](ctx, tn)
    if ctx.covering then
      tn:add(R["continuous.covering_min"].snap, "covering fire (additional −1)", "covering")
    end
    return tn
  end, "the TN of a ranged attack with the flow's terms")
end

-- define_attack_ranged(api): attack.ranged.
local function define_attack_ranged(api)
  local R = api.rules
  -- attack.ranged(ctx) → outcome {attacker, target, weapon, hit, result, tn,
  -- card, spend, damage, wounds, location, stun, failure, strays}. Spends the
  -- round (unless ctx.already_fired), runs the pipeline and emits
  -- "attack.resolved" (fight, outcome). ctx.card: read that card (a covering
  -- shot's face-down card, a fan fire card); ctx.auto_hit: a hit regardless.
  api.define("attack.ranged", function(ctx)
    local a, t, w, fight = ctx.attacker, ctx.target, ctx.weapon, ctx.fight
    if not ctx.already_fired then
      if (w.loaded or 0) < 1 then
        api.log("attack", { text = string.format("%s: the %s is empty", a.name, w.name), who = a.name })
        return { attacker = a.name, target = t.name, weapon = w.name, hit = false, fired = false }
      end
      w.loaded = w.loaded - 1
    end
    w.cocked = false
    if w.kind == "thrown" and w.loaded < 1 then -- the last one thrown: the hand is empty
      w.drawn = false
      R["combatant.let_go"](ctx.attacker, w)
    end
    local ts = t.state
    ts.shot_at_this_round = (ts.shot_at_this_round or 0) + 1
    ts.since_shots = (ts.since_shots or 0) + 1
    local tn = R["attack.ranged_tn"](ctx)
    local mod = need(api, "ranged.mod", "attack.ranged")(ctx)
    local trait = R["ranged.trait"] and R["ranged.trait"](ctx) or w.trait
    local skill = w.skill or "shooting"
    local r = R["check.skill"](a, skill, { tn = tn, mod = mod, trait = trait, card = ctx.card,
      no_wound_penalty = true, silent = true, reason = "shot at " .. t.name })
    if ctx.auto_hit then
      r.success, r.bumps, r.auto_hit, r.earned = true, 0, true, nil
    end
    local outcome = { attacker = a.name, target = t.name, weapon = w.name, hit = r.success, result = r,
      tn = r.tn, tn_terms = tn, mod_terms = mod, card = r.number, fired = true, ctx = ctx }
    if api.logging() then api.log("attack", {
      text = string.format("%s %s %s with the %s at %d paces%s%s: %s — %s%s", a.name,
        w.kind == "thrown" and "throws at" or "shoots at", t.name, w.name, ctx.range,
        (ctx.aimed or 0) > 0 and string.format(" (aimed ×%d)", ctx.aimed) or "",
        ctx.fan and string.format(" (fan shot %d)", ctx.fan.shot) or "",
        describe(api, r), r.success and "HIT" or "miss",
        ctx.auto_hit and " (covering fire: calamity card)" or
        (r.bumps > 0 and r.success and string.format(", %d bump(s)", r.bumps) or "")),
      attacker = a.name, target = t.name, weapon = w.name, trait = trait, skill = skill,
      tn = tn, mod = mod, card = r.number, values = r.values, best = r.best, total = r.total,
      hit = r.success, bumps = r.bumps, bumps_earned = r.earned, calamity = r.calamity, range = ctx.range,
    }) end
    local fizzled = dud(api, ctx, r, outcome) -- an explosive's fuse, hit or miss (it is thrown, not jammed)
    if r.success and not fizzled then on_hit(api, ctx, r, outcome) end
    ancillary(api, ctx, r, outcome, w.kind == "thrown")
    if w.kind == "thrown" and R["attack.blast"] then outcome.blast = R["attack.blast"](ctx, r, outcome) end
    if R["aim.clear"] then R["aim.clear"](a, "fired") else a.state.aim = nil end
    w.snap_bonus = nil -- the fast draw's relief is this gun's, spent on its shot
    record(api, fight, outcome)
    api.emit("attack.resolved", fight, outcome)
    return outcome
  end, "the ranged attack pipeline")
end

-- define_attack_melee(api): attack.melee.
local function define_attack_melee(api)
  local R = api.rules
  -- attack.melee(ctx) → outcome, as attack.ranged: melee.tn, melee.mod, the
  -- weapon's skill (fighting, brawl), bumps → damage → stun → ancillary.
  api.define("attack.melee", function(ctx)
    local a, t, w, fight = ctx.attacker, ctx.target, ctx.weapon, ctx.fight
    t.state.melee_at_this_round = (t.state.melee_at_this_round or 0) + 1
    t.state.since_melee = (t.state.since_melee or 0) + 1
    local tn = need(api, "melee.tn", "attack.melee")(ctx)
    local mod = R["melee.mod"] and R["melee.mod"](ctx) or api.terms("result modifier")
    local skill = w.skill or (w.kind == "unarmed" and "brawl" or "fighting")
    local r
    if R["melee.attack_check"] then
      -- spent skill levels read fewer rows (seed 000 "Advantage")
      r = R["melee.attack_check"](ctx, { tn = tn, mod = mod, card = ctx.card, silent = true,
        reason = "attack on " .. t.name })
    else
      r = R["check.skill"](a, skill, { tn = tn, mod = mod, trait = w.trait, card = ctx.card,
        silent = true, reason = "attack on " .. t.name })
    end
    local outcome = { attacker = a.name, target = t.name, weapon = w.name, hit = r.success, result = r,
      tn = r.tn, tn_terms = tn, mod_terms = mod, card = r.number, melee = true, ctx = ctx }
    if api.logging() then api.log("attack", {
      text = string.format("%s attacks %s with the %s%s: %s — %s%s", a.name, t.name, w.name,
        ctx.attack_type and (" (" .. ctx.attack_type .. ")") or "", describe(api, r), r.success and "HIT" or "miss",
        r.bumps > 0 and r.success and string.format(", %d bump(s)", r.bumps) or ""),
      attacker = a.name, target = t.name, weapon = w.name, skill = skill, tn = tn, mod = mod,
      card = r.number, values = r.values, best = r.best, total = r.total, hit = r.success,
      bumps = r.bumps, bumps_earned = r.earned, calamity = r.calamity, melee = true,
    }) end
    -- seed 000 "Unarmed Combat" Block: a ready block may cancel the hit
    if r.success and R["grapple.block"] and R["grapple.block"](ctx, r) then
      outcome.hit, outcome.blocked = false, true
    elseif r.success then
      t.state.melee_hit_this_round = (t.state.melee_hit_this_round or 0) + 1
      on_hit(api, ctx, r, outcome)
    end
    ancillary(api, ctx, r, outcome, false)
    if R["aim.clear"] then R["aim.clear"](a, "attacked") else a.state.aim = nil end
    -- decided here: a blow turns both to face each other ("Combatants are
    -- assumed to be facing each other"): a scenario's facing, and coming
    -- from behind, hold until the first blow between them — for a surprised
    -- defender, who cannot act (turn) this round, until he can
    a.facing = nil
    if not t.state.surprised then t.facing = nil end
    record(api, fight, outcome)
    api.emit("attack.resolved", fight, outcome)
    return outcome
  end, "the melee attack pipeline")
end

function M.setup(api)
  define_attack_reach(api)
  define_attack_bystanders(api)
  define_attack_ranged(api)
  define_attack_melee(api)
end

return M
