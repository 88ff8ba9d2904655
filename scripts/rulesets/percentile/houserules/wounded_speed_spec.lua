-- houserules/wounded_speed_spec.lua — the house rule: −3 combat speed per
-- full quarter of starting HP lost (builds on seed 002 "4.2.2": combat speed
-- "including adjustments").
local twtw = require("twtw")

describe("posse.wounded_speed (house rule)", function()
  it("on: Bill (16 HP, speed 17) down 8 HP is 2 quarters: 17 − 6 = 11 → 2 aimed shots, not 3", function()
    local R = twtw.rules
    local bill = fixtures.combatant { hp = 16, combat_speed = 17 }
    R["combatant.hurt"](bill, 8, "spec")
    local t = R["speed.combat"](bill)
    assert.equal(11, t:total())
    assert.equal(-6, (t:find("wounds")))
    assert.equal(2, (R["shots.count"](bill, bill.weapons[1], "aimed")))
  end)
  it("on: 3 HP lost of 16 is less than a quarter — no change", function()
    local R = twtw.rules
    local bill = fixtures.combatant { hp = 16, combat_speed = 17 }
    R["combatant.hurt"](bill, 3, "spec")
    assert.equal(17, R["speed.combat"](bill):total())
  end)
  it("off: the same wounds leave speed 17 and 3 aimed shots", function()
    local R = twtw.use {}
    local bill = fixtures.combatant { hp = 16, combat_speed = 17 }
    R["combatant.hurt"](bill, 8, "spec")
    assert.equal(17, R["speed.combat"](bill):total())
    assert.equal(3, (R["shots.count"](bill, bill.weapons[1], "aimed")))
  end)
end)
