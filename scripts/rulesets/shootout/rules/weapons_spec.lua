-- rules/weapons_spec.lua — seed 004 "Hit Locations" (the d6 adjustments),
-- "Expertise" (the cultural norm), "Fisticuffs" (long guns of any type).
local twtw = require("twtw")
local R = twtw.rules

describe("the severity adjustment of every weapon", function()
  local expect = { knife = 1, derringer = 1, pocket_pistol = 1, pistol = 0, carbine = -1, rifle = -1,
    scoped_rifle = -1, shotgun = -2, bow = 0 }
  for _, key in ipairs({ "knife", "derringer", "pocket_pistol", "pistol", "carbine", "rifle", "scoped_rifle", "shotgun", "bow" }) do
    it(string.format("%s: %+d", key, expect[key]), function()
      local w = R["weapon.new"](key)
      assert.equal(expect[key], R["weapons.severity"][w.class])
    end)
  end
end)

describe("which weapons are long guns", function()
  it("carbine, rifle, scoped rifle, shotgun and bow are long; knife, derringer, pistols are not", function()
    for _, k in ipairs({ "carbine", "rifle", "scoped_rifle", "shotgun", "bow" }) do assert.truthy(R["weapon.new"](k).long, k) end
    for _, k in ipairs({ "knife", "derringer", "pocket_pistol", "pistol" }) do assert.falsy(R["weapon.new"](k).long, k) end
  end)
end)

describe("weapon.usable", function()
  it("a long gun needs both arms; a pistol one", function()
    local c = fixtures.combatant { name = "Hank", weapons = { "rifle", "pistol" } }
    assert.truthy(R["weapon.usable"](c, c.weapons[1]))
    c.disabled[4] = true
    local ok, why = R["weapon.usable"](c, c.weapons[1])
    assert.falsy(ok)
    assert.equal("a long arm needs both arms", why)
    assert.truthy(R["weapon.usable"](c, c.weapons[2]))
    local i = R["weapon.pick"](c)
    assert.equal(2, i)
  end)
  it("dropped, empty or thrown weapons cannot be fired", function()
    local c = fixtures.combatant { name = "Hank", weapons = { "shotgun", "knife" } }
    c.weapons[1].empty = true
    c.weapons[2].spent = true
    assert.equal(nil, (R["weapon.pick"](c)))
    c.weapons[1].empty, c.weapons[1].dropped_at = nil, { x = 0, y = 0 }
    assert.equal(select(2, R["weapon.usable"](c, c.weapons[1])), "dropped")
  end)
  it("a bow is outside a city slicker's cultural norm; a six-gun is not", function()
    local c = fixtures.combatant { name = "Slicker", culture = "city" }
    assert.falsy(R["weapon.cultural"](c, R["weapon.new"]("bow")))
    assert.truthy(R["weapon.cultural"](c, R["weapon.new"]("pistol")))
    local z = fixtures.combatant { name = "Warrior", culture = "native" }
    assert.falsy(R["weapon.cultural"](z, R["weapon.new"]("scoped_rifle")))
  end)
end)

-- seed 004 "Use of Cover": "the head and arm holding the weapon are exposed";
-- which hand holds it is decided here (rules/weapons.lua).
describe("weapon.hand: the hand holding the weapon", function()
  it("his gun hand; with that arm disabled a pistol is in the other hand", function()
    local c = fixtures.combatant { name = "Hank", weapons = { "pistol" } }
    assert.equal("right", R["weapon.hand"](c, c.weapons[1]))
    c.disabled[2] = true
    assert.equal("left", R["weapon.hand"](c, c.weapons[1]))
    local l = fixtures.combatant { name = "Lefty", hand = "left", weapons = { "pistol" } }
    l.disabled[2] = true
    assert.equal("left", R["weapon.hand"](l, l.weapons[1]))
    l.disabled[4] = true
    assert.equal("right", R["weapon.hand"](l, l.weapons[1]))
  end)
end)
