-- rules/twoweapon_spec.lua — seed 000 "Two Weapons" and "Two handed ranged weapons".
local twtw = require("twtw")

local function tn(fields)
  local ctx = { weapon = twtw.rules["gear.weapon"]("peacemaker"), range = 5, aimed = 0 }
  for k, v in pairs(fields) do ctx[k] = v end
  return twtw.rules["ranged.tn"](ctx)
end

describe("ranged.two_weapons (seed 000 \"Two Weapons\")", function()
  -- "suffers -1 to each attack … an additional -3 (for a total of -4) … in
  -- addition to any snap shot penalties"
  it("a Peacemaker in each hand, snap shots: main hand TN 8 (−2 snap −1), off hand TN 11 (−2 −4)", function()
    local main = tn({ two_weapons = true })
    assert.equal(8, main:total())
    assert.equal(1, (main:find("two_weapons")))
    local off = tn({ two_weapons = true, off_hand = true })
    assert.equal(11, off:total())
    assert.equal(4, (off:find("two_weapons")) + (off:find("off_hand")))
  end)
  it("one weapon, no two-weapon term", function()
    local t = tn({})
    assert.equal(7, t:total())
    local _, count = t:find("two_weapons")
    assert.equal(0, count)
  end)
  it("a gun in each hand, one fired: \"A Hero using weapons in each hand suffers -1 to each attack\" — " ..
    "Jonah's left-hand Peacemaker alone is TN 11 (−2 snap −1 −3), his right-hand one 8; holstered, 7", function()
    local jonah = fixtures.combatant { name = "Jonah", weapons = { "peacemaker", "peacemaker" } }
    jonah.weapons[1].drawn, jonah.weapons[2].drawn = true, true
    assert.equal(true, twtw.rules["twoweapon.in_each_hand"](jonah))
    assert.equal(11, tn({ attacker = jonah, off_hand = true }):total())
    assert.equal(8, tn({ attacker = jonah }):total())
    jonah.weapons[2].drawn = false
    assert.equal(false, twtw.rules["twoweapon.in_each_hand"](jonah))
    assert.equal(7, tn({ attacker = jonah }):total())
  end)
  it("a rifle (two hands) and a knife are not one in each hand; a dropped gun is in no hand", function()
    local c = fixtures.combatant { name = "Rook", weapons = { "rifle", "knife", "peacemaker" } }
    c.weapons[1].drawn, c.weapons[2].drawn = true, true
    assert.equal(false, twtw.rules["twoweapon.in_each_hand"](c))
    c.weapons[3].drawn, c.weapons[3].dropped = true, true
    assert.equal(false, twtw.rules["twoweapon.in_each_hand"](c))
    c.weapons[3].dropped = nil
    assert.equal(true, twtw.rules["twoweapon.in_each_hand"](c))
  end)
  it("aiming both weapons together is one speed slower (F → N, N → S), at one target only", function()
    assert.equal("N", twtw.rules["twoweapon.aim_speed"]("F"))
    assert.equal("S", twtw.rules["twoweapon.aim_speed"]("N"))
    assert.equal("S", twtw.rules["twoweapon.aim_speed"]("S"))
    assert.equal(true, twtw.rules["twoweapon.can_aim"]({ name = "Angus" }, "Angus"))
    assert.equal(false, twtw.rules["twoweapon.can_aim"]("Angus", "Crony"))
  end)
end)

describe("ranged.one_handed (seed 000 \"Two handed ranged weapons\")", function()
  it("a rifle fired one-handed: +2; a pistol \"one-handed\" takes nothing", function()
    local rifle = tn({ weapon = twtw.rules["gear.weapon"]("rifle"), aimed = 1, one_handed = true })
    assert.equal(7, rifle:total())
    assert.equal(2, (rifle:find("one_handed")))
    local pistol = tn({ aimed = 1, one_handed = true })
    assert.equal(5, pistol:total())
  end)
end)
