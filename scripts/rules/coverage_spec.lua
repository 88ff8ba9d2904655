-- rules/coverage_spec.lua — coverage.exempt: every entry gives a reason, and
-- names a rule of the core or of an optional module (the coverage test
-- checks the rest: that none of them ran).
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
  it("names core rules that exist (the healing rules run between fights)", function()
    local ex = twtw.rules["coverage.exempt"]
    assert.truthy(ex["healing.natural"]:find("between fights", 1, true))
    for name in pairs(ex) do
      local rule = name:match("^([^@]+)")
      if not (rule:match("^two_weapon%.") or rule:match("^victory%.") or rule:match("^arc_edges%.")) then
        assert.is_function(twtw.rules[rule], name .. " is not a core rule")
      end
    end
  end)
  it("names optional rules once the module is on", function()
    twtw.use({ "two_weapon_advanced", "victory_threshold", "fields_of_fire", "arc_edges" })
    for name in pairs(twtw.rules["coverage.exempt"]) do
      assert.is_function(twtw.rules[name:match("^([^@]+)")], name)
    end
  end)
end)
