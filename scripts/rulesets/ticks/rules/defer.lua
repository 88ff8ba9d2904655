-- rules/defer.lua — the Defer action: an attack on a simple condition (seed
-- 003 "Defer").
--
-- seed 003 "Defer": "You specify some simple condition on which you will
-- attack someone ... Any time after your quickness is called, if that
-- condition has been met, you must make that attack unless you succeed at a
-- quickness test of difficulty 13, in which case you may choose not to.
-- Having succeeded at this test, you may still choose to make the attack if
-- someone else triggers the condition in that round. Any condition which
-- involves distinguishing whether new arrivals are friends or foes is not
-- simple enough ... ("I will hit the first enemy in this room who gets within
-- reach.")"
--
-- Conditions (rule defer.condition.<kind>(fight, c, cond) → who meets it):
--   reach — the first enemy within reach (of the participants: simple enough);
--   sight — the first enemy in sight;
--   near  — the first person, friend or foe, within cond.steps steps (the
--           doorway case: it does not tell friends from foes).
-- Decided here: "first" among several at once is the nearest (then the
-- faster); an unwanted trigger (tactics.defer_wants says no) takes the test —
-- quickness alone, no skill — each time; a failed test owes the attack, made
-- as soon as reach or sight allows; Defer takes no maneuver.
local M = {
  name = "ticks.defer",
  version = "1.0.0",
  summary = "Defer: attack on a simple condition; a quickness test of 13 to hold back",
  source = "seed 003 \"Defer\"",
  requires = { "ticks.attack", "ticks.tests", "ticks.movement" },
}

local G = require("rules.lib.geometry")

-- others(R, fight, c, enemies_only, keep) → the active people (enemies only
-- when asked) other than c that keep(o) accepts, nearest first.
local function others(R, fight, c, enemies_only, keep)
  local out = {}
  for _, o in ipairs(fight.combatants) do
    if o ~= c and R["combatant.active"](o) and (not enemies_only or o.side ~= c.side) and keep(o) then out[#out + 1] = o end
  end
  table.sort(out, function(a, b)
    local da, db = G.distance(c.pos, a.pos), G.distance(c.pos, b.pos)
    if da ~= db then return da < db end
    return (a.state.rank or a.index) < (b.state.rank or b.index)
  end)
  return out
end

-- HOLD: the test to hold back names its difficulty's entry (test.check).
local HOLD = { difficulty_from = "defer.table.difficulty", difficulty_why = "hold back a deferred attack" }

-- trigger(api, fight, c, x, tick): x met the condition — attack, or test to hold.
local function trigger(api, fight, c, x, tick)
  local R = api.rules
  local s = c.state
  if R["tactics.defer_wants"](fight, c, x) then s.owed = x.name return end
  local r = R["test.check"](c, R["defer.table"].difficulty, "quickness", nil, HOLD)
  if r.success then
    s.passed = s.passed or {}
    s.passed[x.name] = true
    if api.logging() then
      api.log("defer", { text = string.format("tick %d: %s holds back from %s", tick, c.name, x.name), who = c.name })
    end
  else
    s.owed = x.name
    if api.logging() then
      api.log("defer", { text = string.format("tick %d: %s cannot hold back and must attack %s", tick, c.name, x.name) })
    end
  end
end

-- define_conditions(api): the test to hold back, and the conditions a Defer waits for.
local function define_conditions(api)
  local R = api.rules
  api.define("defer.table", { difficulty = 13 }, "the quickness test to hold back a deferred attack (seed 003 \"Defer\")")

  api.define("defer.condition.reach", function(fight, c)
    return others(R, fight, c, true, function(o) return R["reach.within"](c, o) end)
  end, "the first enemy within reach")
  api.define("defer.condition.sight", function(fight, c)
    return others(R, fight, c, true, function(o) return R["sight.clear"](fight, c, o) end)
  end, "the first enemy in sight")
  api.define("defer.condition.near", function(fight, c, cond)
    return others(R, fight, c, false, function(o) return G.distance(c.pos, o.pos) <= (cond.steps or 1) + 1e-9 end)
  end, "the first person within a number of steps")

  -- defer.describe(cond) is a condition in words.
  api.define("defer.describe", function(cond)
    if cond.kind == "near" then return string.format("anyone comes within %d steps", cond.steps or 1) end
    if cond.kind == "reach" then return "an enemy gets within reach" end
    return "an enemy is in sight"
  end, "a defer condition in words")
end

-- define_action(api): the Defer action.
local function define_action(api)
  local R = api.rules

  -- action.defer(fight, c, tick): watch the condition from quickness on;
  -- make the owed attack when reach or sight allows.
  api.define("action.defer", function(fight, c, tick)
    local s, a = c.state, c.state.action
    if s.attacked or tick > a.start then return end
    if s.owed == nil then
      for _, x in ipairs(R["defer.condition." .. a.condition.kind](fight, c, a.condition)) do
        if not (s.passed and s.passed[x.name]) then
          trigger(api, fight, c, x, tick)
          break
        end
      end
    end
    if s.owed == nil then return end
    local t, w = fight.by_name[s.owed], R["action.weapon"](c, a)
    if not R["attack.ready"](c, w) or not R["attack.possible"](fight, c, t, w) then return end
    s.attacked = true
    R["attack.resolve"](R["attack.context"](fight, c, t, w, {}))
  end, "Defer: attack when the condition is met, unless a quickness test of 13 holds it back")
end

function M.setup(api)
  define_conditions(api)
  define_action(api)
end

return M
