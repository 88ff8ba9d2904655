-- rules/coverage_spec.lua — coverage.exempt of the shootout game: what is
-- particular to it (the host checks that every entry names a rule and gives a
-- sentence, and the coverage test that none of them ran); seed 004 "Really
-- Simple Wild West Shootout Rules" (a special move's LUCK roll, which no
-- tactics policy attempts).
local twtw = require("twtw")

describe("coverage.exempt (rules/coverage.lua)", function()
  it("marks a stunt's Luck roll as the tactics' to reach", function()
    assert.truthy(twtw.rules["coverage.exempt"]["luck.roll"]:find("(tactics)", 1, true))
  end)
end)
