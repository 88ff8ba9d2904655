-- rules/location_spec.lua — seed 002 "4.2.5 Hit location", "4.2.5.1.2
-- Critical success" (the chart and the adjustment table decided here so the
-- seed's example holds: difference 52 moves a hand hit to the forearm, which
-- needs 30 %; the arm would need 60 %).
local twtw = require("twtw")
local R = twtw.rules

local function name(loc) return R["location.name"](loc) end

describe("location chart (seed 002 \"4.2.5.1.1\", decided here)", function()
  local rows = {
    { 1, 4, "right foot", 0.5 }, { 5, 8, "left foot", 0.5 }, { 9, 14, "right lower leg", 1 },
    { 15, 20, "left lower leg", 1 }, { 21, 27, "right thigh", 1 }, { 28, 34, "left thigh", 1 },
    { 35, 46, "abdomen", 1.5 }, { 47, 62, "chest", 2 }, { 63, 65, "right hand", 0.5 }, { 66, 68, "left hand", 0.5 },
    { 69, 73, "right forearm", 1 }, { 74, 78, "left forearm", 1 }, { 79, 83, "right arm", 1 }, { 84, 88, "left arm", 1 },
    { 89, 91, "right shoulder", 1 }, { 92, 94, "left shoulder", 1 }, { 95, 100, "head", 3 },
  }
  for _, row in ipairs(rows) do
    it(string.format("%02d–%02d %s, damage ×%g", row[1], row[2] % 100, row[3], row[4]), function()
      local lo = R["location.lookup"](row[1])
      local hi = R["location.lookup"](row[2])
      assert.equal(row[3], name(lo))
      assert.equal(row[3], name(hi))
      assert.equal(row[4], (R["location.multiplier"](lo)))
    end)
  end
  it("the chart covers 1..100 in 17 rows, each roll once", function()
    assert.equal(17, #R["location.chart"])
    assert.equal(100, R["location.chart"][17].upto)
  end)
  it("a rolled location comes from the D100 (00 reads 100: the head)", function()
    twtw.dice.stack(100)
    local loc, roll = R["location.roll"]()
    assert.equal(100, roll)
    assert.equal("head", name(loc))
  end)
end)

describe("location.multiplier names its entry of location.multipliers (a term's data)", function()
  it("the right hand ×½ is location.multipliers.hand; the head ×3 location.multipliers.head", function()
    for _, row in ipairs({ { { part = "hand", side = "right" }, "hand", 0.5 }, { { part = "head" }, "head", 3 },
      { { part = "lower leg", side = "left" }, "lower leg", 1 } }) do
      local m, from = R["location.multiplier"](row[1])
      assert.equal(row[3], m)
      assert.equal("location.multipliers." .. row[2], from)
      assert.equal(m, (twtw.datum("location.multipliers", row[2])))
    end
  end)
end)

describe("critical adjustment (seed 002 \"4.2.5.1.2\")", function()
  it("Bill's example: hand, difference 52 → forearm (needs 30 %); the arm would need 60 %", function()
    local loc, steps = R["location.adjust"]({ part = "hand", side = "right" }, 52)
    assert.equal("right forearm", name(loc))
    assert.equal(1, #steps)
    assert.same({ from = "right hand", to = "right forearm", need = 30, total = 30 }, steps[1])
    assert.equal(30, R["location.cost"]("hand", "forearm"))
    assert.equal(60, R["location.cost"]("hand", "arm"))
  end)
  it("difference 60 reaches the arm, 59 stops at the forearm", function()
    assert.equal("left arm", name((R["location.adjust"]({ part = "hand", side = "left" }, 60))))
    assert.equal("left forearm", name((R["location.adjust"]({ part = "hand", side = "left" }, 59))))
  end)
  it("difference 29 does not move the hand", function()
    local loc, steps = R["location.adjust"]({ part = "hand", side = "right" }, 29)
    assert.equal("right hand", name(loc))
    assert.equal(0, #steps)
  end)
  it("always in the direction indicated, never from forearm to hand: a forearm with 52 goes to the arm", function()
    assert.equal("right arm", name((R["location.adjust"]({ part = "forearm", side = "right" }, 52))))
    assert.equal(nil, R["location.cost"]("forearm", "hand"))
  end)
  it("the arm chain: hand → forearm → arm → shoulder → chest, 30 % a step (90 reaches the shoulder)", function()
    assert.equal("right shoulder", name((R["location.adjust"]({ part = "hand", side = "right" }, 90))))
    assert.equal(120, R["location.cost"]("hand", "chest"))
  end)
  it("the leg chain: foot → lower leg → thigh → abdomen → chest, 30 % a step", function()
    assert.equal("left thigh", name((R["location.adjust"]({ part = "foot", side = "left" }, 60))))
    assert.equal(90, R["location.cost"]("foot", "abdomen"))
    assert.equal("chest", name((R["location.adjust"]({ part = "thigh", side = "left" }, 60))))
  end)
  it("the chest and the head move no further", function()
    assert.equal("chest", name((R["location.adjust"]({ part = "chest" }, 99))))
    assert.equal("head", name((R["location.adjust"]({ part = "head" }, 99))))
  end)
end)

describe("aiming at an area (decided here)", function()
  local want = { { "chest", -10 }, { "abdomen", -10 }, { "left thigh", -20 }, { "right lower leg", -20 },
    { "left arm", -20 }, { "right forearm", -30 }, { "left shoulder", -30 }, { "right hand", -40 },
    { "left foot", -40 }, { "head", -40 } }
  for _, row in ipairs(want) do
    local area, pen = row[1], row[2]
    it(string.format("aiming at the %s costs %d %%", area, pen), function()
      assert.equal(pen, (R["location.area_penalty"](area)))
    end)
  end
  it("the penalty names its entry of location.areas, by part (left and right share one)", function()
    for _, row in ipairs({ { "right hand", "hand" }, { "left lower leg", "lower leg" }, { "head", "head" }, { "abdomen", "abdomen" } }) do
      local pen, from = R["location.area_penalty"](row[1])
      assert.equal("location.areas." .. row[2], from)
      assert.equal(pen, (twtw.datum("location.areas", row[2])))
    end
  end)
  it("an unknown area is an error naming it", function()
    assert.error(function() R["location.area_penalty"]("left ear") end, "unknown area \"left ear\"")
  end)
end)
