-- rules/outcomes.lua — what each maneuver does on a success and on a failure
-- (seed 003 "Maneuvers"). One rule per maneuver, maneuver.outcome.<key>(ctx,
-- dmg, success) → effect text or nil; it adds its damage terms to dmg (the
-- attack's damage ledger, base + skill so far).
--
-- seed 003 "Maneuvers":
-- * Disarm: "in place of inflicting damage. On a success, they lose their
--   weapon, on a failure, nothing happens."
-- * Trip: "On a success they fall to the ground and may not continue moving
--   this round." Grapple: "you grab them and they may not continue moving ...
--   They do not continue to be grappled the next round unless you repeat this
--   maneuver". (Both in place of damage: decided in rules/maneuvers.lua.)
-- * Mighty Blow: "you inflict your strength divided by four in additional
--   damage. On a failure you do no damage." Rapid Attack: the same with
--   dexterity.
-- * Follow-up: "double base weapon damage plus skill in total damage. On a
--   failure you miss entirely". Accurate Strike: "base weapon damage plus
--   double your skill. On a failure ... you don't get a hit in."
-- * Double tap: "double base weapon damage plus your skill. On a failure you
--   do nothing." Marksman: "base weapon damage plus double your skill."
-- * Trick Shot: "some unusual trick which may not deal damage".
local M = {
  name = "ticks.outcomes",
  version = "1.0.0",
  summary = "Maneuver outcomes: damage added, disarm, trip, grapple, no damage on a failure",
  source = "seed 003 \"Maneuvers\"",
  requires = { "ticks.maneuvers" },
}

-- none(dmg, why) cancels all damage so far with one term.
local function none(dmg, why)
  if dmg:total() ~= 0 then dmg:add(-dmg:total(), why, "maneuver") end
end

-- extra(api, key, stat, name) is Mighty Blow / Rapid Attack: + stat ÷ the maneuver.table row's divide (4), rounded down.
local function extra(api, key, stat, name)
  return function(ctx, dmg, success)
    if not success then none(dmg, name .. " failed: no damage") return nil end
    local v, per, from = api.rules["combatant.stat"](ctx.attacker, stat), api.datum("maneuver.table", key, "divide")
    dmg:add(math.floor(v / per), string.format("%s: %s %d ÷ %d", name, stat, v, per), "maneuver", { "combatant.stat", from })
    return nil
  end
end

-- again(field, name, what) is Follow-up, Accurate Strike, Double tap,
-- Marksman: the base damage (its gear.weapons entry) or the skill once more
-- (the context's skill terms as its data: it credits what they credit, a
-- wrap of combatant.skill that changed the skill, though the maneuver's test
-- has called the rule since).
local function again(field, name, what)
  return function(ctx, dmg, success)
    if not success then none(dmg, name .. " failed: no damage") return nil end
    local from = ctx.skill_terms
    if field == "base" then from = ctx.weapon.key and "gear.weapons." .. ctx.weapon.key .. ".damage" end
    dmg:add(field == "base" and ctx.weapon.damage or ctx.skill, string.format("%s: %s", name, what), "maneuver", from)
    return nil
  end
end

-- define_extra_damage(api): the maneuvers that add damage.
local function define_extra_damage(api)
  api.define("maneuver.outcome.mighty_blow", extra(api, "mighty_blow", "strength", "Mighty Blow"),
    "Mighty Blow: + strength ÷ 4 (maneuver.table.mighty_blow.divide); none on a failure")
  api.define("maneuver.outcome.rapid_attack", extra(api, "rapid_attack", "dexterity", "Rapid Attack"),
    "Rapid Attack: + dexterity ÷ 4 (maneuver.table.rapid_attack.divide); none on a failure")
  api.define("maneuver.outcome.follow_up", again("base", "Follow-up", "a second hit on the return swing, double base damage"),
    "Follow-up: double base damage + skill; none on a failure")
  api.define("maneuver.outcome.accurate_strike", again("skill", "Accurate Strike", "a vulnerable spot, double skill"),
    "Accurate Strike: base damage + double skill; none on a failure")
  api.define("maneuver.outcome.double_tap", again("base", "Double tap", "two rounds, double base damage"),
    "Double tap: double base damage + skill; none on a failure")
  api.define("maneuver.outcome.marksman", again("skill", "Marksman", "double skill"),
    "Marksman: base damage + double skill; none on a failure")
end

-- define_in_place(api): the maneuvers that replace damage.
local function define_in_place(api)
  local R = api.rules

  api.define("maneuver.outcome.disarm", function(ctx, dmg, success)
    none(dmg, "Disarm: in place of damage")
    if not success then return nil end
    local w = R["combatant.drop"](ctx.fight, ctx.target)
    return w and string.format("%s loses the %s", ctx.target.name, w.name) or nil
  end, "Disarm: the target loses the weapon in hand; no damage")

  api.define("maneuver.outcome.trip", function(ctx, dmg, success)
    none(dmg, "Trip: in place of damage")
    if not success then return nil end
    ctx.target.state.prone = true
    return string.format("%s falls to the ground and cannot move this round", ctx.target.name)
  end, "Trip: the target falls and cannot move this round; no damage")

  api.define("maneuver.outcome.grapple", function(ctx, dmg, success)
    none(dmg, "Grapple: in place of damage")
    if not success then return nil end
    ctx.target.state.grappled = ctx.attacker.name
    return string.format("%s is grabbed by %s and cannot move this round", ctx.target.name, ctx.attacker.name)
  end, "Grapple: the target cannot move this round; no damage")

  api.define("maneuver.outcome.trick_shot", function(ctx, dmg, success)
    none(dmg, "Trick Shot: a trick, not a wound")
    return success and string.format("%s pulls off the trick", ctx.attacker.name) or nil
  end, "Trick Shot: the trick happens on a success; no damage")
end

function M.setup(api)
  define_extra_damage(api)
  define_in_place(api)
end

return M
