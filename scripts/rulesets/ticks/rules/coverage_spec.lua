-- rules/coverage_spec.lua — coverage.exempt of the ticks ruleset: what is
-- particular to it (the host checks that every entry names a rule and gives a
-- sentence, and the coverage test that none of them ran); seed 003 "Death and
-- Dying" (recovery comes after the fight), "Maneuvers" (Trip, Grapple, Trick
-- Shot: not planned).
local twtw = require("twtw")

describe("coverage.exempt (rules/coverage.lua)", function()
  it("excuses only the maneuvers the default plans skip", function()
    for name in pairs(twtw.rules["coverage.exempt"]) do
      local key = name:match("^maneuver%.outcome%.(.+)$")
      if key then assert.truthy(twtw.rules["plans.skip"][key], name .. " is weighed by the default plans") end
    end
  end)
end)
