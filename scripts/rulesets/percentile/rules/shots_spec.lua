-- rules/shots_spec.lua — seed 002 "4.2.2.3 Determining the number of shots
-- or blows in the round" (the table decided here, every row) and "4.2.2":
-- "up to 5 bullets in the same round with a revolver and 3 bullets with a
-- rifle"; the secondary hand fires one less unless ambidextrous.
local twtw = require("twtw")
local R = twtw.rules

local function gunman(speed, over)
  local spec = { combat_speed = speed, weapons = { "revolver", "revolver", "rifle", "knife" } }
  for k, v in pairs(over or {}) do spec[k] = v end
  return fixtures.combatant(spec)
end

-- counts(speed) → instinctive, aimed, rifle, blows at that combat speed.
local function counts(speed)
  local c = gunman(speed)
  return (R["shots.count"](c, c.weapons[1], "instinctive")), (R["shots.count"](c, c.weapons[1], "aimed")),
    (R["shots.count"](c, c.weapons[3], "rifle")), (R["shots.count"](c, c.weapons[4], "knife"))
end

describe("shots (seed 002 \"4.2.2.3\", table decided here)", function()
  local rows = {
    { 1, { 1, 1, 1, 1 } }, { 5, { 1, 1, 1, 1 } }, { 6, { 2, 1, 1, 1 } }, { 10, { 2, 1, 1, 1 } },
    { 11, { 3, 2, 1, 2 } }, { 15, { 3, 2, 1, 2 } }, { 16, { 4, 3, 2, 2 } }, { 20, { 4, 3, 2, 2 } },
    { 21, { 5, 4, 2, 3 } }, { 25, { 5, 4, 2, 3 } }, { 26, { 5, 5, 3, 3 } }, { 40, { 5, 5, 3, 3 } },
  }
  for _, row in ipairs(rows) do
    local speed, want = row[1], row[2]
    it(string.format("combat speed %d: instinctive %d, aimed %d, rifle %d, blows %d", speed, want[1], want[2], want[3], want[4]), function()
      assert.same(want, { counts(speed) })
    end)
  end
  it("the count is read from its cell of shots.table: speed 18, aimed → row 4 (16–20), 3", function()
    local c = gunman(18)
    local n, t = R["shots.count"](c, c.weapons[1], "aimed")
    assert.equal(3, n)
    assert.equal(n, (twtw.datum("shots.table", 4, "aimed")))
    assert.equal("combat speed 18 (16–20), aimed pistol", t:list()[1].reason)
  end)
  it("an extremely fast character fires at most 5 revolver bullets and 3 rifle bullets (seed 002 \"4.2.2\")", function()
    for _, row in ipairs(R["shots.table"]) do
      assert.truthy(row.instinctive <= 5 and row.aimed <= 5 and row.rifle <= 3)
    end
    local last = R["shots.table"][#R["shots.table"]]
    assert.equal(5, last.aimed)
    assert.equal(3, last.rifle)
  end)
  it("the secondary-hand revolver fires one less: combat speed 18, instinctive 4 and 3", function()
    local c = gunman(18)
    assert.equal("main", c.weapons[1].hand)
    assert.equal("secondary", c.weapons[2].hand)
    assert.equal(4, (R["shots.count"](c, c.weapons[1], "instinctive")))
    local n, t = R["shots.count"](c, c.weapons[2], "instinctive")
    assert.equal(3, n)
    assert.equal(-1, (t:find("hand")))
    -- the one less is shots.hands.secondary (seed 002 "4.2.2.3")
    assert.equal(-1, (twtw.datum("shots.hands", "secondary")))
    assert.equal("secondary hand fires one less than the main hand's 4", t:list()[2].reason)
  end)
  it("one less than the main revolver fires: its 2 loaded, the secondary's 4 in the table → 2 and 1", function()
    local c = gunman(18)
    c.weapons[1].loaded = 2
    assert.equal(2, (R["shots.count"](c, c.weapons[1], "instinctive")))
    local n, t = R["shots.count"](c, c.weapons[2], "instinctive")
    assert.equal(1, n)
    assert.equal(-3, (t:find("hand")))
  end)
  it("a secondary revolver the action fires alone (the main one loaded but not fired) is not one less: 4", function()
    local c = gunman(18)
    local n, t = R["shots.count"](c, c.weapons[2], "instinctive", { 2 })
    assert.equal(4, n)
    assert.equal(0, select(2, t:find("hand")))
    assert.equal(3, (R["shots.count"](c, c.weapons[2], "instinctive", { 1, 2 })))
  end)
  it("a secondary revolver fired alone (the main one empty) is not one less: 4", function()
    local c = gunman(18)
    c.weapons[1].loaded = 0
    local n, t = R["shots.count"](c, c.weapons[2], "instinctive")
    assert.equal(4, n)
    assert.equal(0, select(2, t:find("hand")))
  end)
  it("an ambidextrous character is not affected: 4 and 4", function()
    local c = gunman(18, { ambidextrous = true })
    assert.equal(4, (R["shots.count"](c, c.weapons[2], "instinctive")))
  end)
  it("a secondary revolver beside a main one firing 1 fires none", function()
    local c = gunman(8)
    assert.equal(1, (R["shots.count"](c, c.weapons[1], "aimed")))
    assert.equal(0, (R["shots.count"](c, c.weapons[2], "aimed")))
  end)
  it("a revolver never fires more bullets than it holds: 2 loaded, 4 in the table → 2", function()
    local c = gunman(22)
    c.weapons[1].loaded = 2
    local n, t = R["shots.count"](c, c.weapons[1], "aimed")
    assert.equal(2, n)
    assert.equal(-2, (t:find("loaded")))
  end)
  it("combat speed counts its adjustments: 17 − 2 (heavy coat) = 15 → aimed 2, not 3", function()
    local c = gunman(17, { speed_adjustments = { heavy_coat = -2 } })
    local t = R["speed.combat"](c)
    assert.equal(15, t:total())
    assert.equal(-2, (t:find("adjustment")))
    assert.equal(2, (R["shots.count"](c, c.weapons[1], "aimed")))
  end)
end)
