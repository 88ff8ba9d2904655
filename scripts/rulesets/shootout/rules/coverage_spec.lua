-- rules/coverage_spec.lua — coverage.exempt of the shootout game: every entry
-- gives a reason and names a rule that exists (the coverage test checks the
-- rest: that none of them ran); seed 004 "Really Simple Wild West Shootout
-- Rules" (a special move's LUCK roll, which no tactics policy attempts).
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
  it("marks a stunt's Luck roll as the tactics' to reach", function()
    assert.truthy(twtw.rules["coverage.exempt"]["luck.roll"]:find("(tactics)", 1, true))
  end)
end)
