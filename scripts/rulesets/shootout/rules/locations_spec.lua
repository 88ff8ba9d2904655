-- rules/locations_spec.lua — seed 004 "Hit Locations" and the Hit Location
-- Chart, every row: "the player doing the shooting rolls two additional
-- dice; 1d6 and 1d8. The d6 indicates the level of severity and the d8 shows
-- where the hit occurred. Knives, Derringers and small pistols always add one
-- to the d6 roll, Carbines and rifles subtract one from the d6 roll, shotguns
-- subtract two from the d6 roll."
local twtw = require("twtw")
local R = twtw.rules

-- The chart as printed in the seed: location, rows 1..6, the Toughness note.
local CHART = {
  { "head", "FFMWWS", "fall" },
  { "right arm", "MMWWWS", "drop" },
  { "chest", "FFMWWS", nil },
  { "left arm", "MMWWWS", "drop" },
  { "upper abdomen", "FFMWWS", nil },
  { "lower abdomen", "FFMWWS", "fall" },
  { "right leg", "MMWWWS", "fall" },
  { "left leg", "MMWWWS", "fall" },
}
local NAMES = { F = "Fatal", M = "Mortal", W = "Wound", S = "Scratch" }

describe("the Hit Location Chart, a six-gun (no adjustment)", function()
  for d8, row in ipairs(CHART) do
    for d6 = 1, 6 do
      local letter = row[2]:sub(d6, d6)
      it(string.format("#%d %s, d6 %d: %s", d8, row[1], d6, letter), function()
        local hit = R["hit.read"](d6, d8, R["weapon.new"]("pistol"))
        assert.equal(row[1], hit.where)
        assert.equal(d6, hit.row)
        assert.equal(letter, hit.letter)
        assert.equal(NAMES[letter], hit.result)
        assert.equal(row[3], hit.test)
      end)
    end
  end
end)

describe("severity adjustments", function()
  it("a derringer adds one: d6 3 on the head reads row 4, W", function()
    local hit = R["hit.read"](3, 1, R["weapon.new"]("derringer"))
    assert.equal(4, hit.row)
    assert.equal("W", hit.letter)
    assert.equal(2, hit.severity:count())
  end)
  it("a derringer on a 6 stays on the chart: row 6, S", function()
    local hit = R["hit.read"](6, 3, R["weapon.new"]("derringer"))
    assert.equal(6, hit.row)
    assert.equal("S", hit.letter)
    assert.equal(-1, (hit.severity:find("chart")))
  end)
  it("a rifle subtracts one: d6 3 in the chest reads row 2, F", function()
    local hit = R["hit.read"](3, 3, R["weapon.new"]("rifle"))
    assert.equal(2, hit.row)
    assert.equal("F", hit.letter)
  end)
  it("a shotgun subtracts two: d6 5 in the right leg reads row 3, W; d6 1 reads row 1, M", function()
    assert.equal("W", R["hit.read"](5, 7, R["weapon.new"]("shotgun")).letter)
    local hit = R["hit.read"](1, 7, R["weapon.new"]("shotgun"))
    assert.equal(1, hit.row)
    assert.equal("M", hit.letter)
  end)
  it("the severity terms name the d6 and the weapon", function()
    local t = R["hit.severity"](R["weapon.new"]("carbine"), 4)
    local l = t:list()
    assert.equal(3, t:total())
    assert.equal("d6 severity roll", l[1].reason)
    assert.equal("carbine (carbine -1)", l[2].reason)
  end)
end)

describe("the chart cell a hit reads (hit.read's chart terms, on the hit's line)", function()
  it("a rifle's d6 5 in the left arm: row 4, W, named by the cell", function()
    local x = R["hit.read"](5, 4, R["weapon.new"]("rifle")).chart:list()[1]
    assert.same({ 4, "#4 left arm, row 4: W (Wound)", "chart" }, { x.amount, x.reason, x.tag })
    assert.is_nil(x.data) -- the book's chart: no set to credit
  end)
end)
