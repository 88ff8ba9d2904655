-- rules/coverage_spec.lua — coverage.exempt of the ticks ruleset: every entry
-- gives a reason and names a rule that exists (the coverage test checks the
-- rest: that none of them ran); seed 003 "Death and Dying" (recovery comes
-- after the fight), "Maneuvers" (Trip, Grapple, Trick Shot: not planned).
local twtw = require("twtw")

describe("coverage.exempt (rules/coverage.lua)", function()
  it("gives a reason for every rule it excuses", function()
    local n = 0
    for name, why in pairs(twtw.rules["coverage.exempt"]) do
      n = n + 1
      assert.is_string(why)
      assert.truthy(#why >= 20, name .. ": a reason is a sentence, got " .. why)
    end
    assert.truthy(n > 0)
  end)
  it("names core rules that exist", function()
    for name in pairs(twtw.rules["coverage.exempt"]) do
      assert.is_function(twtw.rules[name:match("^([^@]+)")], name .. " is not a core rule")
    end
  end)
  it("excuses only the maneuvers the default plans skip", function()
    for name in pairs(twtw.rules["coverage.exempt"]) do
      local key = name:match("^maneuver%.outcome%.(.+)$")
      if key then assert.truthy(twtw.rules["plans.skip"][key], name .. " is weighed by the default plans") end
    end
  end)
end)
