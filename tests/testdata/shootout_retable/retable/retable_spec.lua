-- retable/retable_spec.lua — with probe.retable on, each shootout term read
-- from a data table names the entry it read and credits the set that changed
-- it (scripts/README.md "Data provenance"): a term that named another entry,
-- or the whole table, would show another `data` or none. twtw.use {} is the
-- core alone, where no term credits a set. Run by
-- tests/provenance_shootout_test.go.
local twtw = require("twtw")
local F = require("rules.lib.fixture")

-- by(line) is the credit of retable.lua's api.set at that line.
local function by(line) return "probe.retable retable/retable.lua:" .. line end

-- tagged(t, tag) → the first term of t with that tag.
local function tagged(t, tag)
  for _, x in ipairs(t:list()) do
    if x.tag == tag then return x end
  end
  error("no term tagged " .. tag, 2)
end

-- level(R, extra, key, dist, flags) → the expertise level (terms) of Hank's
-- shot with weapon key at Bart, dist inches off; extra: Hank's fields, flags:
-- weak_side, off_hand.
local function level(R, extra, key, dist, flags)
  local f = F.fight(R, { F.figure("Hank", "posse", 0, 0, extra), F.figure("Bart", "gang", dist, 0) })
  local a = f.by_name.Hank
  local ctx = { fight = f, attacker = a, target = f.by_name.Bart }
  for _, w in ipairs(a.weapons) do
    if w.key == key then ctx.weapon = w end
  end
  for k, v in pairs(flags or {}) do ctx[k] = v end
  return R["expertise.level"](ctx)
end

describe("probe.retable on: each term names the entry it read", function()
  it("shoot.table: each level lost names its own entry", function()
    local t = level(twtw.rules, { culture = "city", weapons = { "pistol", "bow" } }, "bow", 5,
      { weak_side = true, off_hand = true })
    for tag, key in pairs({ culture = "off_culture", corner = "weak_side", off_hand = "off_hand" }) do
      local x = tagged(t, tag)
      assert.equal(2, x.amount, tag)
      assert.equal("shoot.table[" .. key .. "]", x.data, tag)
      assert.equal(by(15), x.set_by, tag)
    end
    local x = tagged(level(twtw.rules, { weapons = { "pistol", "rifle" } }, "rifle", 5), "preference")
    assert.equal(2, x.amount)
    assert.equal("shoot.table[off_weapon]", x.data)
  end)
  it("expertise.levels: a Gunslinger's level names the second entry, a Neophyte's the seventh", function()
    local x = level(twtw.rules, {}, "pistol", 5):list()[1]
    assert.equal("the Gunslinger (d6)", x.reason)
    assert.equal(1, x.amount)
    assert.equal("expertise.levels[2]", x.data)
    assert.equal(by(16), x.set_by)
    assert.equal("expertise.levels[7]", level(twtw.rules, { expertise = "neophyte" }, "pistol", 5):list()[1].data)
  end)
  it("expertise.levels: the bottom of the ladder names its last level", function()
    local x = tagged(level(twtw.rules, { expertise = "neophyte", weapons = { "pistol", "rifle" } }, "rifle", 5), "ladder")
    assert.equal(-2, x.amount)
    assert.equal("no worse than the Neophyte", x.reason)
    assert.equal("expertise.levels[7]", x.data)
    assert.equal(by(16), x.set_by)
  end)
  it("fisticuffs.table: the bonus for an exchange won last turn (2) names its entry", function()
    local f = F.fight(twtw.rules, { F.figure("Miner", "posse", 5, 5, { fisticuffs = 6 }), F.figure("Slicker", "gang", 5.5, 5) })
    local miner, slicker = f.by_name.Miner, f.by_name.Slicker
    twtw.rules["fisticuffs.engage"](f, miner, slicker)
    twtw.dice.stack(3, 4, 1, 6) -- 3 + 2 = 5 against 4: the miner's bonus; next turn 1 + 2 + 2 against 6
    twtw.rules["fisticuffs.exchange"](f, miner, slicker)
    f.turn = f.turn + 1
    local x = tagged(twtw.rules["fisticuffs.exchange"](f, miner, slicker).a, "bonus")
    assert.equal(2, x.amount)
    assert.equal("fisticuffs.table[bonus]", x.data)
    assert.equal(by(20), x.set_by)
  end)
  it("range_bands.table: the six-gun's 6\" names its entry; a rifle's 36\", unchanged, credits nothing", function()
    local x = tagged(level(twtw.rules, {}, "pistol", 13), "range")
    assert.equal(2, x.amount)
    assert.equal("at 13\", beyond the six-gun's 6\" short range", x.reason)
    assert.equal("range_bands.table[pistol]", x.data)
    assert.equal(by(21), x.set_by)
    x = tagged(level(twtw.rules, { weapons = { "rifle" } }, "rifle", 40), "range")
    assert.equal(1, x.amount)
    assert.is_nil(x.data)
  end)
end)

describe("probe.short_ladder: a set that ends the ladder at Slob", function()
  it("the bottom of the ladder names the level the set removed; a Slob's own level credits nothing", function()
    local t = level(twtw.use { "probe.short_ladder" }, { expertise = "slob", weapons = { "pistol", "rifle" } }, "rifle", 5)
    local x = tagged(t, "ladder")
    assert.equal(-1, x.amount)
    assert.equal("no worse than Slob", x.reason)
    assert.equal("expertise.levels[7]", x.data)
    assert.equal("probe.short_ladder retable/short_ladder.lua:13", x.set_by)
    assert.is_nil(t:list()[1].data)
  end)
end)

describe("probe.chart: the head's row 2 re-tabled M", function()
  it("the hit's chart term is the row read, naming the cell and crediting the set", function()
    local hit = twtw.use { "probe.chart" }["hit.read"](2, 1, nil)
    assert.equal("M", hit.letter)
    local x = hit.chart:list()[1]
    assert.equal(2, x.amount)
    assert.equal("#1 head, row 2: M (Mortal)", x.reason)
    assert.equal("rules/locations.lua:80", x.where)
    assert.equal("locations.chart[1][rows][2]", x.data)
    assert.equal("probe.chart retable/chart.lua:13", x.set_by)
  end)
  it("a cell the set left alone credits nothing: the chest's row 2 is still F", function()
    local x = twtw.use { "probe.chart" }["hit.read"](2, 3, nil).chart:list()[1]
    assert.equal("#3 chest, row 2: F (Fatal)", x.reason)
    assert.is_nil(x.data)
  end)
end)

describe("probe.wound_table: three wounds disable a limb, four are mortal", function()
  it("the lines say the counts in force and credit the set on the entry each read", function()
    local R = twtw.use { "probe.wound_table" }
    local f = F.fight(R, { F.figure("Hank", "posse", 0, 0, { toughness = 8 }), F.figure("Foe", "gang", 10, 0) })
    local c = f.by_name.Hank
    twtw.dice.stack(1, 1, 1, 1, 1) -- every arm test passes; the mortal roll 1 against Toughness 8
    for _ = 1, 4 do R["wound.apply"](f, c, R["hit.read"](4, 4, nil)) end
    local disabled = twtw.logged("disabled")
    assert.equal(1, #disabled)
    assert.equal("Hank's left arm is disabled (three wounds)", disabled[1].text)
    local x = disabled[1].fields.wounds:list()[1]
    assert.same({ 3, "wounds.table[disable]", "probe.wound_table retable/wound_table.lua:14" }, { x.amount, x.data, x.set_by })
    local mortal = twtw.logged("wound")[5]
    assert.equal("Hank: four wounds in the left arm become a mortal wound", mortal.text)
    x = mortal.fields.wounds:list()[1]
    assert.same({ 4, "wounds.table[mortal]", "probe.wound_table retable/wound_table.lua:14" }, { x.amount, x.data, x.set_by })
  end)
end)

describe("the core alone (twtw.use {}): no term credits a set", function()
  it("a city Gunslinger with a bow: −3, the seed's number", function()
    local t = level(twtw.use {}, { culture = "city", weapons = { "pistol", "bow" } }, "bow", 5)
    for _, x in ipairs(t:list()) do assert.is_nil(x.data, x.reason) end
    assert.equal(3, tagged(t, "culture").amount)
  end)
end)
