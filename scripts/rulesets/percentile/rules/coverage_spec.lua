-- rules/coverage_spec.lua — coverage.exempt of the percentile western: what
-- is particular to it (the host checks that every entry names a rule and gives
-- a sentence, and the coverage test that none of them ran); seed 002
-- "4.2.5.1.2 Critical success" (aiming for a specific area, which no tactics
-- policy does).
local twtw = require("twtw")

describe("coverage.exempt (rules/coverage.lua)", function()
  it("marks aiming at an area as the tactics' to reach", function()
    assert.truthy(twtw.rules["coverage.exempt"]["location.parse"]:find("(tactics)", 1, true))
  end)
end)
