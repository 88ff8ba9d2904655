-- optional/weapon_length.lua — the length advantage changes hands.
-- seed 000 "Advanced Rule: Weapon Length": "If one combatant has a weapon with
-- a greater length than the other, they begin the engagement with the length
-- advantage. If the combatant with the shorter weapon successfully hits their
-- opponent in the torso or head, they take the length advantage. They have
-- successfully closed the distance and made the longer weapon unwieldy. The
-- combatant with the longer weapon can take back the advantage in the same
-- way, by successfully hitting the opponent in the head or torso."
--
-- core.melee counts length as one advantage factor for the longer weapon
-- (melee.factor.length; seed 000 "Advantage"). This module wraps that factor:
-- between two combatants whose weapons differ in length the factor goes to
-- whoever HOLDS the length advantage — the longer weapon at first, then
-- whoever last hit the other in the head or torso (vitals, chest and belly
-- are torso) with a melee attack ("attack.resolved").
--
-- Decided here: who holds it is kept per pair on both combatants
-- (state.length_holder[opponent name] = holder's name) for the whole fight;
-- weapons of equal length (or bare hands) have no length factor at all, as in
-- the core; a hit counts when the attack hits and the hit location is in the
-- head or torso, whatever cover or armor then does to the damage.
local M = {
  name = "weapon_length",
  version = "1.0.0",
  summary = "Weapon length advantage: the longer weapon starts with it; a head or torso hit takes it",
  source = "seed 000 \"Advanced Rule: Weapon Length\"",
}

function M.setup(api)
  local function length(w)
    if not w or w.kind == "unarmed" then return nil end
    return api.rules["melee.lengths"][w.length or "normal"]
  end

  local function state(c)
    c.state = c.state or {}
    c.state.length_holder = c.state.length_holder or {}
    return c.state.length_holder
  end

  -- weapon_length.holder(att, def, ctx) -> the combatant who holds the
  -- length advantage between the two (nil when the lengths are equal).
  api.define("weapon_length.holder", function(att, def, ctx)
    local la, ld = length(ctx.weapon), length(ctx.target_weapon)
    if not la or not ld or la == ld then return nil end
    local who = state(att)[def.name]
    if who == att.name then return att end
    if who == def.name then return def end
    return la > ld and att or def
  end, "who holds the length advantage in an engagement")

  -- weapon_length.take(att, def) gives att the length advantage over def.
  api.define("weapon_length.take", function(att, def)
    state(att)[def.name] = att.name
    state(def)[att.name] = att.name
  end, "take the length advantage")

  api.wrap("melee.factor.length", function(next, att, def, ctx, a, d)
    local holder = api.rules["weapon_length.holder"](att, def, ctx)
    if not holder then return next(att, def, ctx, a, d) end
    local longer = length(ctx.weapon) > length(ctx.target_weapon) and att or def
    if holder == longer then return next(att, def, ctx, a, d) end
    local t = holder == att and a or d
    t:add(1, string.format("weapon_length: %s holds the length advantage (closed in on the longer weapon)",
      holder.name or "?"), "length")
  end)

  api.on("attack.resolved", function(fight, outcome)
    if not (outcome and outcome.melee and outcome.hit) then return end
    local ctx = outcome.ctx
    local rec = outcome.damage
    local loc = (type(rec) == "table" and rec.location) or outcome.location
    local part = loc and api.damage.part_of(loc)
    if not (ctx and (part == "head" or part == "torso")) then return end
    local att, def = ctx.attacker, ctx.target
    local before = api.rules["weapon_length.holder"](att, def, ctx)
    if not before or before == att then return end
    api.rules["weapon_length.take"](att, def)
    api.log("advantage", {
      text = string.format("weapon_length: %s hits %s in the %s and takes the length advantage", att.name or "?",
        def.name or "?", loc),
      who = att.name, target = def.name, location = loc,
    })
  end)
end

return M
