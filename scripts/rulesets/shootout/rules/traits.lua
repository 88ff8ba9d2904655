-- rules/traits.lua — shootout.traits: the Expertise ladder and the d8 tests
-- of Toughness, Luck and Strength.
--
-- seed 004 "Really Simple Wild West Shootout Rules":
--   "When performing any shooting action a score of one or two is required
--   to score a hit. The various skill levels are reflected by using different
--   dice; Professional d4 Gunslinger d6 Soldier d8 Troublemaker d10 Citizen
--   d12 Slob d20 Neophyte d30".
--   "Toughness is tested by rolling a d8 against your Toughness value and
--   trying to score equal or less than, if you score higher the character
--   passes out for the difference in turns."
--   "Any foolish, risky or just plain crazy task ... will be rolled against
--   the character's Luck rating by rolling a d8 and trying to score equal or
--   less than the rating." "Strength is the measure of the physical power of
--   the character, difficult tasks are tested against strength."
--
-- Decided here: Strength is tested like Luck (a d8, equal or less passes),
-- since the seed names no other roll; every rating is 1..8 (a d8 test); a
-- Toughness test passes out the tester on a failure unless its caller says
-- otherwise (opts.pass_out = false: the flinch of rules/cover.lua, which
-- only costs the action).
local ladder = require("rules.lib.ladder")

local M = {
  name = "shootout.traits",
  version = "1.0.0",
  summary = "Expertise dice (Professional d4 … Neophyte d30) and d8 tests of Toughness, Luck, Strength",
  source = "seed 004 \"Really Simple Wild West Shootout Rules\" (Expertise, Toughness, Luck, Strength)",
}

local NAMES = { toughness = "Toughness", luck = "Luck", strength = "Strength" }

function M.setup(api)
  local R = api.rules

  -- expertise.levels: the ladder, best first (seed 004, the dice list).
  api.define("expertise.levels", ladder.copy(),
    "seed 004: Professional d4, Gunslinger d6, Soldier d8, Troublemaker d10, Citizen d12, Slob d20, Neophyte d30")

  -- expertise.step(key) is a level's place on the ladder (0 Professional …
  -- 6 Neophyte), or nil for an unknown key.
  api.define("expertise.step", function(key)
    for i, l in ipairs(R["expertise.levels"]) do
      if l.key == key then return i - 1 end
    end
    return nil
  end, "a level's step on the Expertise ladder (0 = Professional)")

  -- traits.test(fight, c, attr, why) rolls a d8 against c[attr]: equal or
  -- less passes. → {attr, roll, value, success, by} (by: how far the roll
  -- went over the rating; 0 on a pass).
  api.define("traits.test", function(fight, c, attr, why)
    local value = c[attr]
    if type(value) ~= "number" then
      error(string.format("traits.test: %s has no %s rating", tostring(c.name), tostring(attr)), 2)
    end
    local roll = api.dice.d(8)
    local r = { attr = attr, roll = roll, value = value, success = roll <= value, by = math.max(0, roll - value) }
    if api.logging() then
      local target = api.terms(NAMES[attr] or attr, value, string.format("%s's %s", c.name, NAMES[attr] or attr), attr)
      api.log("test", { who = c.name, attr = attr, roll = roll, target = target, success = r.success,
        text = string.format("%s tests %s (%s): d8 rolls %d against %d — %s", c.name, NAMES[attr] or attr,
          why or "a test", roll, value, r.success and "passes" or ("fails by " .. r.by)) })
    end
    return r
  end, "a d8 test against a rating: equal or less passes")

  -- toughness.test(fight, c, why, opts) tests Toughness; a failure passes c
  -- out for the difference in turns unless opts.pass_out == false.
  api.define("toughness.test", function(fight, c, why, opts)
    local r = R["traits.test"](fight, c, "toughness", why)
    if not r.success and not (opts and opts.pass_out == false) then
      R["combatant.pass_out"](fight, c, r.by, "failed Toughness: " .. tostring(why))
    end
    return r
  end, "seed 004: d8 ≤ Toughness, else pass out for the difference in turns")

  -- luck.roll(fight, c, why) tests Luck (d8 ≤ Luck).
  api.define("luck.roll", function(fight, c, why)
    return R["traits.test"](fight, c, "luck", why)
  end, "seed 004: a Luck roll, d8 ≤ Luck")

  -- strength.test(fight, c, why) tests Strength (d8 ≤ Strength).
  api.define("strength.test", function(fight, c, why)
    return R["traits.test"](fight, c, "strength", why)
  end, "seed 004: a Strength test for difficult tasks, d8 ≤ Strength (decided: like Luck)")
end

return M
