-- rules/melee.lua — melee Defense, advantage, the melee TN and result
-- modifier, attack types, entanglement.
-- seed 000 "Melee Combat", "Determining Defense", "Advantage", "Hand to Hand
-- Attack Types", "Entanglement", "Movement Actions" (forgoing defense).
--
-- "The standard TN is 3, adjusted by Fighting skill. Add 1 to Defense for
-- every level in the appropriate skill. If using a weapon rather than bare
-- hands, skill with the weapon is substituted." (Hank, Fighting: Brawl 1 →
-- Defense 4.)
-- "Whichever character has the most factors, has the advantage. Do not
-- subtract for negative factors, instead add to the opponent. The combatant
-- with the greatest advantage gains +1 in melee combat. If the defender has
-- the advantage, the +1 is applied to their defense, if it is the attacker,
-- the +1 is added to the result."
-- Forgoing defense: "their defense is 0; the TN to hit them is 3 and they
-- forfeit any advantage they might normally enjoy."
--
-- Decided here:
-- * Advantage factors are rules listed in data melee.factors, each
--   (att, def, ctx, a_terms, d_terms) adding terms: armed vs unarmed (a
--   drawn melee weapon), length (one factor for the longer weapon, however
--   much longer), Defend (the weapon's Defend value, defender only — the
--   "defend" attack type gives the attacker weapon Defend + 1), position
--   (ctx.position = "attacker"|"defender", or ctx.height for the attacker),
--   skill levels spent (ctx.attacker_spend / ctx.target_spend; never below 1).
--   A tie gives no one the +1. An immobilized target (hold) gives the
--   attacker advantage outright.
-- * Skill levels spent on advantage "are not used when determining result":
--   the attacker's check reads fewer rows (melee.attack_check) and the
--   defender's Defense drops by the levels spent.
-- * The defender's weapon is ctx.target_weapon, else its first drawn melee
--   weapon, else bare hands (skill "brawl").
-- * Attack types (the seed's table is an image): standard, power (DMG Add),
--   precise (Accurate), guarded (Defend); all Slow with a Slow weapon.
-- * Entanglement ("Instead of doing brawling damage some weapons can be used
--   to entangle and/or trip a target. Doing either is an opposed contest"):
--   two checks compared by total, a tie fails; ctx.trip trips (the target
--   goes down: rules/grapple.lua) instead of entangling. Breaking free ("by
--   exceeding the TN listed on the weapon table with a Strength check"): a
--   fragile weapon breaks on a Strength total above its break TN — equal is
--   not enough; otherwise an opposed Dexterity check against the attacker's
--   weapon skill wriggles out, also by exceeding it.
local M = {
  name = "core.melee",
  version = "1.0.0",
  summary = "Melee Defense (3 + skill), advantage factors, melee TN and modifier, attack types, entanglement",
  source = "seed 000 \"Melee Combat\", \"Determining Defense\", \"Advantage\", \"Hand to Hand Attack Types\", \"Entanglement\", \"Movement Actions\"",
}

local hit = require("rules.lib.hit")
local attrs, state = hit.attrs, hit.state

local DECIDED = "decided here (seed 000 \"Hand to Hand Attack Types\": the table is an image)"

-- with_weapons fills ctx.target_weapon for the advantage rules.
local function with_weapons(api, ctx)
  if ctx.target_weapon == nil and ctx.target then
    ctx.target_weapon = api.rules["melee.weapon"](ctx.target)
  end
  return ctx
end

-- define_melee_numbers(api): melee.numbers, melee.lengths, melee.factors, ….
local function define_melee_numbers(api)
  api.define("melee.numbers", {
    defense = 3, per_level = 1, forgo_tn = 3, advantage = 1, unarmed_skill = "brawl",
  }, "Defense 3 + 1 per level; forgoing defense TN 3; advantage +1 (seed 000 \"Determining Defense\", \"Advantage\")")

  api.define("melee.lengths", { short = 1, normal = 2, long = 3 },
    "weapon lengths, shortest first (seed 000 \"Advantage\")")

  api.define("melee.factors", {
    "melee.factor.armed", "melee.factor.length", "melee.factor.defend",
    "melee.factor.position", "melee.factor.skill",
  }, "the advantage factor rules, in order")

  api.define("melee.modifiers", {
    "melee.advantage_tn", "dodge.tn", "ranged.called", "ranged.unseen", "ranged.two_weapons",
    "continuous.target_tn",
  }, "rules (ctx, tn) adding to the melee TN after Defense; names not defined are skipped")

  api.define("melee.attack_types", {
    standard = { name = "standard", source = DECIDED },
    power = { name = "power blow", speed = "S", dmg_add = true, source = DECIDED .. "; DMG Add: damage bumps cost one bump" },
    precise = { name = "precise thrust", accurate = true, source = DECIDED .. "; Accurate: location bumps every 3" },
    guarded = { name = "guarded attack", defend = 1, source = DECIDED .. "; Defend: +1 defend value" },
  }, "melee attack types (seed 000 \"Hand to Hand Attack Types\")")

  api.define("entangle.numbers", { break_tn = 7 },
    "break TN of an entangling weapon without one (decided here)")

  -- melee.weapon(c) is the melee weapon c fights with: c.state.wielding, or
  -- the first drawn melee weapon, or nil (bare hands).
  api.define("melee.weapon", function(c)
    local st = state(c)
    if st.wielding then return st.wielding end
    for _, w in ipairs(c.weapons or {}) do
      if w.kind == "melee" and w.drawn ~= false then return w end
    end
    return nil
  end, "the melee weapon a combatant fights with, or nil for bare hands")

  -- melee.skill(c, weapon [, spent]) is the skill name and level used in
  -- melee: the weapon's skill, or brawl bare-handed; spent levels (on
  -- advantage) are taken off, never below 1.
  api.define("melee.skill", function(c, weapon, spent)
    local name = api.rules["melee.numbers"].unarmed_skill
    if weapon and weapon.kind ~= "unarmed" and weapon.skill then name = weapon.skill end
    local lv = (c.skills and c.skills[name]) or 0
    local s = math.max(0, math.min(spent or 0, lv - 1))
    return name, lv - s, s
  end, "the skill name and level used in melee, less levels spent on advantage (never below 1)")
end

-- define_melee_defense(api): melee.defense, melee.factor.armed, melee.factor.length, melee.factor.defend.
local function define_melee_defense(api)
  -- melee.defense(c, weapon [, spent]) is c's Defense as terms: 3 + 1 per
  -- level of the weapon's skill (brawl bare-handed).
  api.define("melee.defense", function(c, weapon, spent)
    local n = api.rules["melee.numbers"]
    local name, lv, s = api.rules["melee.skill"](c, weapon, spent)
    local t = api.terms("Defense", n.defense, "Standard (melee)", "defense", "melee.numbers.defense")
    local full = lv + s
    if full > 0 then
      t:add(full * n.per_level, string.format("%s %d", name, full), "skill", "melee.numbers.per_level")
    end
    if s > 0 then
      t:add(-s * n.per_level, string.format("%d level(s) spent on advantage", s), "spent", "melee.numbers.per_level")
    end
    return t
  end, "melee Defense: 3 + 1 per skill level (seed 000 \"Determining Defense\")")

  local function lengths(w)
    if not w or w.kind == "unarmed" then return nil end
    return api.rules["melee.lengths"][w.length or "normal"]
  end

  -- melee.factor.armed: "An armed character has AF versus an unarmed character."
  api.define("melee.factor.armed", function(att, def, ctx, a, d)
    local aw, dw = ctx.weapon, ctx.target_weapon
    local armed_a = aw ~= nil and aw.kind ~= "unarmed"
    local armed_d = dw ~= nil and dw.kind ~= "unarmed"
    if armed_a and not armed_d then a:add(1, "armed vs unarmed", "armed") end
    if armed_d and not armed_a then d:add(1, "armed vs unarmed", "armed") end
  end, "advantage factor: \"An armed character has AF versus an unarmed character\"")

  -- melee.factor.length: one factor to the longer weapon.
  api.define("melee.factor.length", function(att, def, ctx, a, d)
    local la, ld = lengths(ctx.weapon), lengths(ctx.target_weapon)
    if not la or not ld or la == ld then return end
    if la > ld then
      a:add(1, string.format("length: %s vs %s", ctx.weapon.length, ctx.target_weapon.length), "length")
    else
      d:add(1, string.format("length: %s vs %s", ctx.target_weapon.length, ctx.weapon.length), "length")
    end
  end, "advantage factor: one to the longer weapon")

  -- melee.factor.defend: the defender's weapon Defend value; the attacker's
  -- only through a Defend attack type.
  api.define("melee.factor.defend", function(att, def, ctx, a, d)
    local dv = tonumber(attrs(ctx.target_weapon).defend) or 0
    if dv > 0 then d:add(dv, "defend " .. dv, "defend") end
    local at = ctx.attack_type and api.rules["melee.attack_types"][ctx.attack_type]
    if at and at.defend then
      local av = (tonumber(attrs(ctx.weapon).defend) or 0) + at.defend
      a:add(av, string.format("%s: defend %d", at.name, av), "defend")
    end
  end, "advantage factor: the defender's weapon Defend value (the attacker's only through a Defend attack type)")
end

-- define_melee_factor_position(api): melee.factor.position, melee.factor.skill, melee.forgoing.
local function define_melee_factor_position(api)
  -- melee.factor.position: positional advantage (behind, standing vs
  -- ground, higher): ctx.position names the side; ctx.height is the attacker's.
  api.define("melee.factor.position", function(att, def, ctx, a, d)
    local side = ctx.position
    if side == nil and ctx.height then side = "attacker" end
    if side == nil then
      local sa, sd = state(att), state(def)
      if sd.prone and not sa.prone then side = "attacker" end
      if sa.prone and not sd.prone then side = "defender" end
      -- both on the ground: whoever took positional advantage (rules/grapple.lua)
      if side == nil and sa.pos_over == def.name then side = "attacker" end
      if side == nil and sd.pos_over == att.name then side = "defender" end
    end
    if side == "attacker" then a:add(1, "positional advantage", "position") end
    if side == "defender" then d:add(1, "positional advantage", "position") end
  end, "advantage factor: position (behind, standing versus on the ground, higher)")

  -- melee.factor.skill: skill levels spent on advantage (not below level 1).
  api.define("melee.factor.skill", function(att, def, ctx, a, d)
    local _, _, sa = api.rules["melee.skill"](att, ctx.weapon, ctx.attacker_spend)
    local _, _, sd = api.rules["melee.skill"](def, ctx.target_weapon, ctx.target_spend)
    if sa > 0 then a:add(sa, sa .. " skill level(s) spent", "skill") end
    if sd > 0 then d:add(sd, sd .. " skill level(s) spent", "skill") end
  end, "advantage factor: skill levels spent on advantage (not below level 1)")

  -- melee.forgoing(ctx): the target forgoes defense. Decided here: so does a continuous mover (seed 001:
  -- "is forgoing their defense"; seed 000's TN 3, no advantage), seed 001's −1 on top.
  api.define("melee.forgoing", function(ctx)
    if ctx.target_forgoing ~= nil then return ctx.target_forgoing end
    local st = state(ctx.target)
    local mv = ctx.target_continuous or (st.continuous ~= nil and st.continuous.kind == "move")
    return st.forgoing == true or mv == true
  end, "whether the target forgoes defense (a continuous mover does)")
end

-- define_melee_advantage(api): melee.advantage, melee.advantage_tn, melee.tn.
local function define_melee_advantage(api)
  -- melee.advantage(att, def, ctx) totals each side's factors and returns
  -- {attacker = terms, defender = terms, winner = "attacker"|"defender"|nil, bonus}.
  api.define("melee.advantage", function(att, def, ctx)
    ctx = ctx or {}
    ctx.attacker, ctx.target = ctx.attacker or att, ctx.target or def
    with_weapons(api, ctx)
    local a = api.terms("attacker advantage factors")
    local d = api.terms("defender advantage factors")
    for _, name in ipairs(api.rules["melee.factors"]) do
      if api.has(name) then api.rules[name](att, def, ctx, a, d) end
    end
    local forgo = api.rules["melee.forgoing"](ctx)
    local an, dn = a:total(), d:total()
    if forgo then dn = 0 end
    local winner
    if state(def).immobilized then
      winner = "attacker"
    elseif an > dn then
      winner = "attacker"
    elseif dn > an then
      winner = "defender"
    end
    return { attacker = a, defender = d, attacker_total = an, defender_total = dn, winner = winner,
      bonus = winner and api.rules["melee.numbers"].advantage or 0, forgoing = forgo }
  end, "who has advantage in melee (seed 000 \"Advantage\")")

  -- melee.advantage_tn(ctx, tn): the defender's advantage raises the TN.
  api.define("melee.advantage_tn", function(ctx, tn)
    local adv = api.rules["melee.advantage"](ctx.attacker, ctx.target, ctx)
    if adv.winner == "defender" then
      tn:add(adv.bonus, string.format("advantage: defender (%d factors vs %d)", adv.defender_total,
        adv.attacker_total), "advantage", "melee.numbers.advantage")
    end
  end, "the defender's advantage raises the melee TN")

  -- melee.tn(ctx) is the melee TN: the target's Defense (or 3 when it
  -- forgoes defense), then each rule of melee.modifiers.
  api.define("melee.tn", function(ctx)
    with_weapons(api, ctx)
    local tn
    if api.rules["melee.forgoing"](ctx) then
      tn = api.terms("melee TN", api.rules["melee.numbers"].forgo_tn, "target forgoes defense", "forgo",
        "melee.numbers.forgo_tn")
    else
      local def = api.rules["melee.defense"](ctx.target, ctx.target_weapon, ctx.target_spend)
      tn = api.terms("melee TN"):extend(def)
    end
    for _, name in ipairs(api.rules["melee.modifiers"]) do
      if api.has(name) then api.rules[name](ctx, tn) end
    end
    return tn
  end, "the melee TN (seed 000 \"Determining Defense\", \"Advantage\")")
end

-- define_melee_mod(api): melee.mod, melee.speed, melee.attack_check, entangle.break_tn.
local function define_melee_mod(api)
  -- melee.mod(ctx) is the melee result modifier: the attacker's advantage
  -- and the wound penalty (tagged "wound", so check.skill adds no other).
  api.define("melee.mod", function(ctx)
    with_weapons(api, ctx)
    local mod = api.terms("melee modifier")
    local adv = api.rules["melee.advantage"](ctx.attacker, ctx.target, ctx)
    if adv.winner == "attacker" then
      mod:add(adv.bonus, string.format("advantage: attacker (%d factors vs %d)", adv.attacker_total,
        adv.defender_total), "advantage", "melee.numbers.advantage")
    end
    local wp = api.rules["wounds.penalty"]
    local n, from = 0, nil
    if wp then n, from = wp(ctx.attacker) end
    if n ~= 0 then mod:add(n, "wound penalty", "wound", from) end
    return mod
  end, "the melee result modifier (seed 000 \"Advantage\", \"Wound Modifiers\")")

  -- melee.speed(ctx) is the attack's speed: the attack type's, but Slow
  -- with a Slow weapon.
  api.define("melee.speed", function(ctx)
    local w = ctx.weapon or {}
    local at = ctx.attack_type and api.rules["melee.attack_types"][ctx.attack_type]
    if w.speed == "S" then return "S" end
    return (at and at.speed) or w.speed or "N"
  end, "a melee attack's speed: the attack type's, but Slow with a Slow weapon")

  -- melee.attack_check(ctx [, opts]) makes the attack check: the weapon's
  -- skill (brawl bare-handed) and trait, fewer rows for levels spent on
  -- advantage, against melee.tn with melee.mod. opts: tn, mod, card, reason,
  -- silent (the caller logs the attack itself: attack.melee).
  api.define("melee.attack_check", function(ctx, opts)
    opts = opts or {}
    local att, w = ctx.attacker, ctx.weapon
    local name, lv, spent = api.rules["melee.skill"](att, w, ctx.attacker_spend)
    local who = att
    if spent > 0 then
      local skills = {}
      for k, v in pairs(att.skills or {}) do skills[k] = v end
      skills[name] = lv
      who = setmetatable({ skills = skills }, { __index = att })
    end
    local trait = (w and w.trait) or api.rules["skills.traits"][name]
    return api.rules["check.skill"](who, name, {
      tn = opts.tn or api.rules["melee.tn"](ctx), mod = opts.mod or api.rules["melee.mod"](ctx),
      trait = trait, card = opts.card, silent = opts.silent,
      reason = opts.reason or ("melee attack on " .. tostring(ctx.target and ctx.target.name)),
    })
  end, "the melee attack check")

  -- entangle.break_tn(weapon) is the Strength TN to break free.
  api.define("entangle.break_tn", function(weapon)
    return (weapon and (weapon.break_tn or tonumber(attrs(weapon).entangle)))
      or api.rules["entangle.numbers"].break_tn
  end, "the Strength TN to break free of an entangling weapon")
end

-- define_entangle_contest(api): entangle.contest.
local function define_entangle_contest(api)
  -- entangle.contest(ctx) is the opposed contest after an entangling hit:
  -- the attacker's weapon skill against the target's Dexterity; the higher
  -- total entangles, or with ctx.trip trips (a tie fails). The hit cancels
  -- the target's Dodge. Returns {entangled, attack, defense}.
  api.define("entangle.contest", function(ctx)
    local att, def, w = ctx.attacker, ctx.target, ctx.weapon
    local sd = state(def)
    -- seed 000 "Dodge": "hit by a weapon with the Entangle attribute"
    if api.rules["dodge.cancel"] then api.rules["dodge.cancel"](def, "hit by an entangling weapon") end
    sd.dodging = false
    local skill = (w and w.skill) or "fighting"
    local ra = api.rules["check.skill"](att, skill, { trait = w and w.trait, reason = "entangle" })
    local rd = api.rules["check.trait"](def, "dexterity", { reason = "resist entanglement" })
    local won = ra.total > rd.total
    if won and ctx.trip then
      if api.rules["grapple.fall"] then api.rules["grapple.fall"](def, "tripped by " .. tostring(att.name)) end
      sd.prone = true
    elseif won then
      sd.entangled = { by = att, by_name = att.name, weapon = w, break_tn = api.rules["entangle.break_tn"](w) }
    end
    api.log("entangle", {
      text = string.format("%s tries to %s %s: %d vs %d — %s", att.name or "?", ctx.trip and "trip" or "entangle",
        def.name or "?", ra.total, rd.total, won and (ctx.trip and "TRIPPED" or "ENTANGLED") or "slips it"),
      attacker = att.name, target = def.name, attack = ra.total, defense = rd.total, entangled = won,
    })
    return { entangled = won and not ctx.trip, tripped = won and ctx.trip or false, attack = ra, defense = rd }
  end, "seed 000 \"Entanglement\": opposed contest")
end

-- define_entangle_break_free(api): entangle.break_free.
local function define_entangle_break_free(api)
  -- entangle.break_free(fight, c) tries to get out: a fragile weapon is
  -- broken by a Strength check exceeding its break TN; otherwise an opposed
  -- Dexterity check against the attacker's weapon skill wriggles out.
  -- Returns nil when c is not entangled, else {free, broke, result}.
  api.define("entangle.break_free", function(fight, c)
    local st = state(c)
    local e = st.entangled
    if not e then return nil end
    local out = { free = false, broke = false }
    if attrs(e.weapon).fragile then
      local tn = api.terms("break free TN", e.break_tn, (e.weapon and e.weapon.name or "entanglement") .. " break TN", "entangle")
      local r = api.rules["check.trait"](c, "strength", { tn = tn, reason = "break free" })
      out.result = r
      -- "by exceeding the TN": a total equal to the TN does not break it
      if r.total > tn:total() then
        out.free, out.broke = true, true
        e.weapon.broken = true
      end
    else
      local r = api.rules["check.trait"](c, "dexterity", { reason = "wriggle free" })
      local w = e.weapon or {}
      local ra = api.rules["check.skill"](e.by, w.skill or "fighting", { trait = w.trait, reason = "hold the entanglement" })
      out.result, out.against = r, ra
      out.free = r.total > ra.total
    end
    if out.free then st.entangled = nil end
    api.log("entangle", {
      text = string.format("%s %s", c.name or "?", out.broke and "breaks the " .. (e.weapon.name or "weapon") .. " and is free"
        or (out.free and "wriggles free" or "is still entangled")),
      who = c.name, free = out.free, broke = out.broke,
    })
    return out
  end, "seed 000 \"Entanglement\": breaking free")
end

function M.setup(api)
  define_melee_numbers(api)
  define_melee_defense(api)
  define_melee_factor_position(api)
  define_melee_advantage(api)
  define_melee_mod(api)
  define_entangle_contest(api)
  define_entangle_break_free(api)
end

return M
