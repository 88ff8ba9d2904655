-- rules/gear_spec.lua — seed 003 "Weapons and Damage" (every row), "Armor"
-- (both rows and the wear), "Shields".
local twtw = require("twtw")
local R = twtw.rules

local ROWS = { { "unarmed", "Unarmed attack", 1 }, { "nightstick", "Nightstick", 2 }, { "knife", "Knife", 2 },
  { "hatchet", "Hatchet", 3 }, { "baseball_bat", "Baseball bat", 3 }, { "pistol", "Pistol", 3 }, { "bow", "Bow", 3 },
  { "sword", "Sword", 4 }, { "rifle", "Rifle", 4 }, { "shotgun", "Shotgun", 5 }, { "automatic_weapon", "Automatic weapon", 5 } }

describe("gear.weapons (seed 003 \"Weapons and Damage\")", function()
  for _, row in ipairs(ROWS) do
    it(string.format("%s: base damage %d", row[2], row[3]), function()
      local w = R["gear.weapons"][row[1]]
      assert.equal(row[2], w.name)
      assert.equal(row[3], w.damage)
    end)
  end
  it("has the seed's eleven rows in its order", function()
    assert.equal(11, #R["gear.weapon_order"])
    for i, row in ipairs(ROWS) do assert.equal(row[1], R["gear.weapon_order"][i]) end
  end)
  it("a weapon instance is a loaded copy: a pistol holds 6 (decided here), the table is untouched", function()
    local w = R["gear.weapon"]("pistol")
    assert.equal(6, w.loaded)
    w.damage = 99
    assert.equal(3, R["gear.weapons"].pistol.damage)
  end)
end)

describe("armour (seed 003 \"Armor\")", function()
  it("light ballistic: 3 against ranged, no defence against melee", function()
    local c = fixtures.combatant { armour = "light_ballistic" }
    assert.equal(3, R["armour.rating"](c, "ranged"))
    assert.equal(0, R["armour.rating"](c, "melee"))
  end)
  it("heavy ballistic: 4 against ranged, 2 against melee", function()
    local c = fixtures.combatant { armour = "heavy_ballistic" }
    assert.equal(4, R["armour.rating"](c, "ranged"))
    assert.equal(2, R["armour.rating"](c, "melee"))
  end)
  it("each round it is hit, its defence drops by 1 until repaired: 4/2 → 3/1 → 2/0 → 1/0", function()
    local c = fixtures.combatant { armour = "heavy_ballistic" }
    R["armour.wear"](c)
    assert.equal(3, R["armour.rating"](c, "ranged"))
    assert.equal(1, R["armour.rating"](c, "melee"))
    R["armour.wear"](c)
    R["armour.wear"](c)
    assert.equal(1, R["armour.rating"](c, "ranged"))
    assert.equal(0, R["armour.rating"](c, "melee"))
  end)
  it("no armour: 0", function()
    assert.equal(0, R["armour.rating"](fixtures.combatant {}, "ranged"))
  end)
  it("the wear is data (gear.table.wear, the seed's 1)", function()
    assert.equal(1, R["gear.table"].wear)
  end)
  it("a rating names the entries it was read from: the armour's row, then the wear once it is worn", function()
    local c = fixtures.combatant { armour = "heavy_ballistic" }
    local n, from = R["armour.rating"](c, "melee")
    assert.equal(2, n)
    assert.equal("gear.armour.heavy_ballistic.melee", from)
    -- the reference api.datum gives for the entry that holds the 2
    local base, ref = twtw.datum("gear.armour", "heavy_ballistic", "melee")
    assert.equal(2, base)
    assert.equal(ref, from)
    R["armour.wear"](c)
    n, from = R["armour.rating"](c, "ranged")
    assert.equal(3, n)
    assert.same({ "gear.armour.heavy_ballistic.ranged", "gear.table.wear" }, from)
    assert.same({ 0 }, { R["armour.rating"](fixtures.combatant {}, "ranged") })
  end)
end)

describe("shields (seed 003 \"Shields\": \"your skill as its defense rating\")", function()
  it("a shield bearer with melee 3 has rating 3 against melee; without a shield 0", function()
    assert.equal(3, R["shield.rating"](fixtures.combatant { shield = true, skills = { melee = 3 } }))
    assert.equal(0, R["shield.rating"](fixtures.combatant { skills = { melee = 3 } }))
  end)
end)
