-- rules/luck.lua — spending luck points (seed 003 "Tests", "Luck in Combat").
--
-- seed 003 "Tests": "you can spend any number of Luck points to increase your
-- Skill for the purposes of one test by a number of levels equal to the number
-- of Luck spent. Note that this can increase your Skill to beyond 5."
-- seed 003 "Luck in Combat": "you may spend a luck point to: Increase a skill
-- for the purpose of meeting the requirements of a maneuver; Perform an extra
-- maneuver that you could otherwise perform; Increase your quickness by one
-- for the purpose of calculating the order people move in; Reduce a wound by
-- one ... luck raises a skill for a single purpose".
--
-- Every spend goes through luck.spend, so a house rule can wrap one place
-- (price luck differently, refund it, forbid a use). Luck is c.luck; spent
-- points do not come back during a fight (the seed never says when luck
-- returns; decided here: not within a fight).
local M = {
  name = "ticks.luck",
  version = "1.0.0",
  summary = "Luck points: skill levels for a test, maneuver requirements, extra maneuvers, quickness for order, −1 wound",
  source = "seed 003 \"Tests\", \"Luck in Combat\"",
}

local words = require("lib.words")

-- plural(n, one, many) → "one skill level", "two skill levels": n in words
-- with the noun that fits it.
local function plural(n, one, many)
  return words.number(n) .. " " .. (n == 1 and one or many)
end

-- COUNTED: what n points buy, as the transcript line says it before the
-- spender's why ("in ranged for one test", "against Dutch's attack").
local COUNTED = {
  test = function(n) return plural(n, "skill level", "skill levels") end,
  requirement = function(n) return plural(n, "skill level", "skill levels") end,
  maneuver = function(n) return n == 1 and "an extra maneuver" or words.number(n) .. " extra maneuvers" end,
  quickness = function(n) return "+" .. n .. " quickness" end,
  wound = function(n) return n == 1 and "one wound less" or words.number(n) .. " fewer wounds" end,
}

-- spent_text(uses, n, use, why) → what the points bought, in words: the
-- count and the why ("an extra maneuver this round"); a use COUNTED does not
-- know (a house rule's), its luck.uses line and the why after a dash.
local function spent_text(uses, n, use, why)
  local counted = COUNTED[use]
  if counted then return counted(n) .. (why and (" " .. why) or "") end
  return uses[use] .. (why and (" — " .. why) or "")
end

function M.setup(api)
  -- luck.uses: what a point buys, one line each (seed 003 "Luck in Combat").
  api.define("luck.uses", {
    test = "one skill level for one test",
    requirement = "one skill level toward a maneuver's requirement",
    maneuver = "one extra maneuver this round",
    quickness = "one quickness for the order people move in",
    wound = "one wound less",
  }, "what one luck point buys (seed 003 \"Tests\", \"Luck in Combat\")")

  -- luck.spend(c, n, use, why) takes n points from c.luck for use (a key of
  -- luck.uses), logs it ("Abe spends 1 luck: one skill level in ranged for
  -- one test (0 left)": why follows what the points bought) and counts it in
  -- c.state.luck_spent[use]. n = 0 does
  -- nothing. Spending more than c has is an error naming both numbers.
  api.define("luck.spend", function(c, n, use, why)
    n = n or 0
    if n == 0 then return 0 end
    if n < 0 or n ~= math.floor(n) then
      error(string.format("luck.spend: %s: a whole number of points ≥ 0 expected, got %s", c.name, tostring(n)), 2)
    end
    if api.rules["luck.uses"][use] == nil then
      error(string.format("luck.spend: %s: unknown use %q", c.name, tostring(use)), 2)
    end
    if (c.luck or 0) < n then
      error(string.format("luck.spend: %s has %d luck, cannot spend %d", c.name, c.luck or 0, n), 2)
    end
    c.luck = c.luck - n
    c.state = c.state or {}
    c.state.luck_spent = c.state.luck_spent or {}
    c.state.luck_spent[use] = (c.state.luck_spent[use] or 0) + n
    if api.logging() then
      api.log("luck", { text = string.format("%s spends %d luck: %s (%d left)", c.name, n,
        spent_text(api.rules["luck.uses"], n, use, why), c.luck), who = c.name, use = use, points = n })
    end
    return n
  end, "spend luck points for one use")
end

return M
