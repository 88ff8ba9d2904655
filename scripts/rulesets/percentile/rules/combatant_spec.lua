-- rules/combatant_spec.lua — a combatant from a scenario entry (seed 002
-- "4.2.2.3": main and secondary hand; "4.5.2": STRENGTH, RESISTANCE, HP).
local twtw = require("twtw")
local R = twtw.rules

describe("combatant.new", function()
  it("missing skills are the untrained chances (decided here); given ones win", function()
    local c = R["combatant.new"] { name = "Tenderfoot", side = "posse", skills = { rifle = 60 } }
    assert.equal(25, c.skills.aimed_pistol)
    assert.equal(15, c.skills.instinctive_pistol)
    assert.equal(60, c.skills.rifle)
    assert.equal(30, c.skills.brawl)
    assert.equal(20, c.skills.stealth)
    -- each skill left at its chance names its entry; a given one names none
    assert.equal("combatant.base_skills.aimed_pistol", c.untrained.aimed_pistol)
    assert.equal("combatant.base_skills.stealth", c.untrained.stealth)
    assert.equal(nil, c.untrained.rifle)
    assert.equal(c.skills.brawl, (twtw.datum("combatant.base_skills", "brawl")))
  end)
  it("the first pistol is in the main hand, the second in the secondary hand; fists are always at hand", function()
    local c = R["combatant.new"] { name = "Jake", weapons = { "rifle", "derringer", "revolver" } }
    assert.equal(nil, c.weapons[1].hand)
    assert.equal("main", c.weapons[2].hand)
    assert.equal("secondary", c.weapons[3].hand)
    assert.equal("fists", c.unarmed.name)
  end)
  it("a position [x, y] in metres; not present before his round comes", function()
    local c = R["combatant.new"] { name = "Ike", position = { 12, 5 } }
    assert.same({ x = 12, y = 5 }, c.pos)
    assert.falsy(c.state.present)
  end)
end)

describe("combatant.hurt (decided here: 0 HP out, −starting HP dead)", function()
  it("15 HP: 15 damage is out (0), 30 is dead (−15)", function()
    local c = fixtures.combatant { hp = 15 }
    local r = R["combatant.hurt"](c, 15, "spec")
    assert.truthy(r.out_now)
    assert.falsy(r.dead_now)
    r = R["combatant.hurt"](c, 15, "spec")
    assert.truthy(r.dead_now)
    assert.equal(-15, c.hp)
  end)
  it("14 damage leaves 1 HP, still fighting", function()
    local c = fixtures.combatant { hp = 15 }
    R["combatant.hurt"](c, 14, "spec")
    assert.truthy(R["combatant.active"](c))
  end)
end)
