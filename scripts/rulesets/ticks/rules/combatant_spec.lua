-- rules/combatant_spec.lua — building combatants (seed 003 "Tests":
-- statistics and skills; "Death and Dying": who is still in the fight).
local twtw = require("twtw")
local R = twtw.rules

describe("combatant.new", function()
  it("reads statistics, skills, luck, armour, shield, position and the weapon drawn", function()
    local c = R["combatant.new"]({ name = "Vera", side = "a",
      stats = { strength = 8, dexterity = 14, quickness = 16, willpower = 12, resilience = 10 },
      skills = { ranged = 4 }, luck = 3, weapons = { "pistol", "knife" }, drawn = "pistol", armour = "light_ballistic",
      shield = true, position = { 2, -1 } })
    assert.equal(14, R["combatant.stat"](c, "dexterity"))
    assert.equal(4, R["combatant.skill"](c, "ranged"))
    assert.equal(0, R["combatant.skill"](c, "melee"))
    assert.equal(3, c.luck)
    assert.equal("pistol", c.held.key)
    assert.equal(3, c.armour.ranged)
    assert.truthy(c.shield)
    assert.same({ x = 2, y = -1 }, c.pos)
    assert.equal("default", c.tactics)
  end)
  it("weapons start put away unless drawn names one; fists are always at hand", function()
    local c = fixtures.combatant { weapons = { "sword" } }
    assert.equal(nil, c.held)
    assert.equal("unarmed", R["combatant.weapon"](c).key)
    assert.equal(1, R["combatant.weapon"](c).damage)
  end)
  it("a missing statistic, an unknown weapon or armour is an error naming it", function()
    assert.error(function() R["combatant.new"]({ name = "X", stats = { strength = 1 } }) end, "statistic dexterity missing")
    assert.error(function() fixtures.combatant { weapons = { "lance" } } end, "unknown weapon \"lance\"")
    assert.error(function() fixtures.combatant { armour = "plate" } end, "unknown armour \"plate\"")
    assert.error(function() fixtures.combatant { weapons = { "knife" }, drawn = "sword" } end, "drawn \"sword\"")
  end)
  it("dying but conscious is still active; unconscious or dead is not", function()
    local c = fixtures.combatant {}
    c.status.dying = true
    assert.truthy(R["combatant.active"](c))
    c.status.unconscious = true
    assert.falsy(R["combatant.active"](c))
  end)
end)
