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
