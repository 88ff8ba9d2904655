-- rules/aim.lua — aimed and snap shots, keeping aim under fire, fields of fire.
-- seed 000 "Aim and Snap Shots": "the number is the penalty the weapon takes
-- if used without a preceding aim action … If aimed, that number [Accurate]
-- is added to the result … A weapon may be aimed up to two consecutive
-- actions for added bonus. Aim does not persist from shot to shot."
-- seed 000 "Advanced Rule: Fields of Fire" ("if a target moves more than half
-- of the range … they have exited a 60 degree arc … more than an equal amount
-- of the range, … a 120 degree arc"), its "Procedure" (held aim: "For each
-- round after the first where an aim is held, add in the Accurate bonus"),
-- "Tactical Aiming" 1–4 and "Aim and Cover".
--
-- Aim state lives in c.state.aim = {target = name, actions = n, held = rounds}.
local M = {
  name = "core.aim",
  version = "1.0.0",
  summary = "Snap shot penalty, Accurate bonus, aim kept under fire (Bravery), fields of fire",
  source = "seed 000 \"Aim and Snap Shots\", \"Advanced Rule: Fields of Fire\", \"Procedure\", \"Tactical Aiming\", \"Aim and Cover\"",
}

local refs = require("rules.lib.refs")

-- accurate_refs(key) lists the data references of an Accurate bonus term:
-- aim.bonus, and the weapon's accurate entry (built once per weapon).
local accurate_cache = {}
local function accurate_list(key) return { "aim.bonus", refs.weapon(key, "accurate") } end
local function accurate_refs(key) return refs.once(accurate_cache, key or "", accurate_list, key) end

local function name_of(t)
  if type(t) == "table" then return t.name end
  return t
end

-- define_aim_table(api): aim.table, ranged.aim, aim.bonus.
local function define_aim_table(api)
  api.define("aim.table", {
    max_actions = 2,            -- "aimed up to two consecutive actions"
    arcs = { [60] = 0.5, [120] = 1 }, -- sidestep / range that leaves the arc
    arc = 60, handgun_arc = 120, -- "Most weapons … 60 degrees"; "handguns have a 120 degree field"
    ranged_tn = 5, melee_tn = 9, -- Tactical Aiming 2 (Standard) and 3 (Difficult)
    per_shot = 1, per_hit = 2,   -- +1 per shot after the first, +2 per attack that hit
  }, "numbers of aiming")

  -- ranged.aim(ctx, tn): a snap shot (ctx.aimed 0 or nil, or any fan fire)
  -- takes the weapon's aim penalty (F/-2 → +2). ctx.snap_bonus (fast draw
  -- bumps: seed 000 "Fast Draw" key "+1 toward snap shot penalty (max 0
  -- penalty)") reduces it, never below 0 (cut to 0, its term stays, 0).
  api.define("ranged.aim", function(ctx, tn)
    local w = ctx.weapon
    local aim = w and w.aim
    if not aim or ((ctx.aimed or 0) > 0 and not ctx.fan) then return end
    local n = -(aim.penalty or 0)
    local sb, cut = ctx.snap_bonus, 0
    if sb and sb > 0 then
      cut = math.min(sb, n)
      n = n - cut
    end
    if n <= 0 and cut == 0 then return end -- a relief that cancels it all still shows (a 0 term)
    local reason = "snap shot (" .. tostring(aim.speed or "?") .. "/" .. (aim.penalty or 0) .. ")"
    if ctx.fan then reason = reason .. ": fan firing is never aimed" end
    if sb and sb > 0 then
      reason = string.format("%s, %d off for the fast draw", reason, cut)
    end
    tn:add(n, reason, "snap", refs.weapon(w.key, "aim.penalty"))
  end, "seed 000 \"Aim and Snap Shots\": the snap shot penalty")

  -- aim.bonus(ctx) -> n, reason, data: the Accurate bonus of an aimed shot
  -- and the data references of a term of it (aim.bonus and the weapon's
  -- accurate entry):
  -- Accurate × (aim actions, at most 2, + rounds the aim was held after the
  -- first). Decided here: the second aim action adds Accurate again (the
  -- seed's "for added bonus"). Fan fire is never aimed: 0.
  api.define("aim.bonus", function(ctx)
    local w = ctx.weapon
    local acc = (w and w.accurate) or 0
    local aimed = ctx.aimed or 0
    if ctx.fan or aimed <= 0 or acc == 0 then return 0, "" end
    local t = api.rules["aim.table"]
    local steps = math.min(aimed, t.max_actions) + (ctx.held or 0)
    return acc * steps, string.format("Accurate (%d) × %d: %d aim action(s), held %d round(s)",
      acc, steps, math.min(aimed, t.max_actions), ctx.held or 0), accurate_refs(w.key)
  end, "the Accurate bonus of an aimed shot")
end

-- define_aim_keep(api): aim.keep, aim.resolve.
local function define_aim_keep(api)
  -- aim.keep(ctx) -> tn, mod, verdict: whether a character keeps (and may
  -- add to) aim under attack. ctx: character (or attacker), shots (ranged
  -- attacks that targeted them since their aim began or their last action;
  -- default state.shot_at_this_round), hits (of those, the ones that hit;
  -- default state.hit_this_round), melee (melee attacks at them), melee_hits,
  -- cover_av (the lowest cover AV of their turn; default their cover's AV as
  -- worn down: seed 001 "Bumping Penetration" ablation reduces "the armor value").
  -- verdict: "free" (not attacked: aim as normal, no check), "lost" (hit in
  -- melee: no aim), "check" (draw a Bravery check against tn, adding mod).
  -- Decided here: when both melee and ranged attacks came, the Difficult (9)
  -- base applies and the ranged shots and hits still add.
  api.define("aim.keep", function(ctx)
    local c = ctx.character or ctx.attacker
    local st = (c and c.state) or {}
    local t = api.rules["aim.table"]
    local shots = ctx.shots or st.shot_at_this_round or 0
    local hits = ctx.hits or st.hit_this_round or 0
    local melee = ctx.melee or st.melee_at_this_round or 0
    local melee_hits = ctx.melee_hits or st.melee_hit_this_round or 0
    if melee_hits > 0 then return nil, nil, "lost" end
    if shots <= 0 and melee <= 0 then return nil, nil, "free" end
    local tn
    if melee > 0 then
      tn = api.terms("Bravery TN", t.melee_tn, "Difficult: attacked in melee", "base", "aim.table.melee_tn")
    else
      tn = api.terms("Bravery TN", t.ranged_tn, "Standard: under fire", "base", "aim.table.ranged_tn")
    end
    if shots > 1 then
      tn:add(t.per_shot * (shots - 1), string.format("%d shots after the first", shots - 1), "shots", "aim.table.per_shot")
    end
    if hits > 0 then tn:add(t.per_hit * hits, string.format("hit %d time(s)", hits), "hits", "aim.table.per_hit") end
    local mod = api.terms("Bravery result modifier")
    local av = ctx.cover_av
    if av == nil and c and c.cover then av = math.max(0, (c.cover.av or 0) - (c.cover.ablated or 0)) end -- worn down
    if av and av > 0 then mod:add(av, string.format("behind cover (AV %d)", av), "cover") end
    return tn, mod, "check"
  end, "seed 000 \"Tactical Aiming\", \"Aim and Cover\": the Bravery check to keep aim")

  -- aim.resolve(ctx) -> kept, result: runs aim.keep; on "check" draws the
  -- Bravery check (check.skill, a new draw) and clears the aim on failure;
  -- "lost" clears it. result is the check result (nil without a check).
  api.define("aim.resolve", function(ctx)
    local c = ctx.character or ctx.attacker
    local tn, mod, verdict = api.rules["aim.keep"](ctx)
    if verdict == "free" then return true, nil end
    if verdict == "lost" then
      api.rules["aim.clear"](c, "hit in melee")
      return false, nil
    end
    local r = api.rules["check.skill"](c, "bravery", { tn = tn, mod = mod, reason = "keep aim under fire" })
    if not r.success then api.rules["aim.clear"](c, "failed the Bravery check") end
    return r.success, r
  end, "keep or lose aim under attack")
end

-- define_aim_add(api): aim.add, aim.hold, aim.count, ….
local function define_aim_add(api)
  -- aim.add(c, target [, weapon]) records one aim action at target (a
  -- combatant or a name) with weapon (an index into c.weapons): a new target
  -- starts over; at most max_actions count. (rules/aim_flow.lua clears the
  -- aim on any other action, so the actions that count are consecutive.)
  api.define("aim.add", function(c, target, weapon)
    c.state = c.state or {}
    local who = name_of(target)
    local a = c.state.aim
    if a and a.target == who then
      a.actions = math.min(a.actions + 1, api.rules["aim.table"].max_actions)
      a.weapon = weapon or a.weapon
    else
      c.state.aim = { target = who, actions = 1, held = 0, weapon = weapon }
    end
    return c.state.aim
  end, "record an aim action")

  -- aim.hold(c) records a round the aim was held as a continuous action.
  api.define("aim.hold", function(c)
    local a = c.state and c.state.aim
    if a then a.held = a.held + 1 end
    return a
  end, "record a held round of aim")

  -- aim.count(c, target) -> aimed, held for a shot at target (0, 0 when the
  -- aim is at someone else or there is none).
  api.define("aim.count", function(c, target)
    local a = c.state and c.state.aim
    if not a or a.target ~= name_of(target) then return 0, 0 end
    return a.actions, a.held
  end, "aim actions and held rounds at a target")

  -- aim.clear(c, why) drops the aim ("Any firing action also nullifies the aim").
  api.define("aim.clear", function(c, why)
    if c and c.state and c.state.aim then
      if api.logging() then
        api.log("aim", { text = string.format("%s loses aim: %s", c.name or "?", why or "?"),
          who = c.name, reason = why })
      end
      c.state.aim = nil
    end
  end, "drop a character's aim")

  -- aim.arc(weapon) -> the weapon's field of fire in degrees.
  api.define("aim.arc", function(weapon)
    local t = api.rules["aim.table"]
    if weapon and weapon.attributes and weapon.attributes.handgun then return t.handgun_arc end
    return t.arc
  end, "a weapon's field of fire")
end

-- define_aim_in_arc(api): aim.in_arc, aim.track.
local function define_aim_in_arc(api)
  -- aim.in_arc(range, sidestep, arc) -> whether a target that moved
  -- sidestep paces across the line of fire at range paces is still in an arc
  -- of that many degrees (seed 000: at 10 paces 6 leaves 60 but not 120, 12
  -- leaves both; exactly half / equal stays in: "more than" leaves).
  api.define("aim.in_arc", function(range, sidestep, arc)
    local ratio = api.rules["aim.table"].arcs[arc]
    if not ratio then
      error(string.format("aim.in_arc: no field of fire of %s degrees in aim.table.arcs", tostring(arc)), 2)
    end
    return sidestep <= range * ratio
  end, "seed 000 \"Advanced Rule: Fields of Fire\"")

  -- aim.track(c, weapon, range, sidestep) keeps a held aim when the target
  -- stays in the weapon's arc and clears it otherwise; returns whether it is kept.
  api.define("aim.track", function(c, weapon, range, sidestep)
    if not (c.state and c.state.aim) then return false end
    if api.rules["aim.in_arc"](range, sidestep, api.rules["aim.arc"](weapon)) then return true end
    api.rules["aim.clear"](c, "target left the field of fire")
    return false
  end, "keep or lose a held aim as the target moves")
end

function M.setup(api)
  define_aim_table(api)
  define_aim_keep(api)
  define_aim_add(api)
  define_aim_in_arc(api)
end

return M
