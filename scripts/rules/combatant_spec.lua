-- rules/combatant_spec.lua — building combatants: seed 000 "Dealing Damage"
-- (Size 6), "Target Speed" (Speed 12), "Taking Concussion"; seed 001
-- "Continuous Action Example: Movement" (Hank's 11 AP); CT and AP decided here.
local twtw = require("twtw")
local R = twtw.rules

local function hank(extra)
  local t = { name = "Hank", side = "posse",
    traits = { reflex = 10, fortitude = 8, dexterity = 8, strength = 10 },
    skills = { shooting = 2 }, weapons = { "shotgun" } }
  for k, v in pairs(extra or {}) do t[k] = v end
  return t
end

describe("combatant.ct (decided here: Fortitude die + Size)", function()
  it("d8 Fortitude, Size 6: CT 14", function()
    assert.equal(14, R["combatant.ct"]({ traits = { fortitude = 8 }, size = 6 }))
  end)
  it("d4 Fortitude: 10; d12: 18; Size 12 with d8: 20", function()
    assert.equal(10, R["combatant.ct"]({ traits = { fortitude = 4 }, size = 6 }))
    assert.equal(18, R["combatant.ct"]({ traits = { fortitude = 12 }, size = 6 }))
    assert.equal(20, R["combatant.ct"]({ traits = { fortitude = 8 }, size = 12 }))
  end)
  it("a scenario's ct wins", function()
    local c = R["combatant.new"](hank { ct = 9 })
    assert.equal(9, c.body:ct())
    assert.equal(9, c.body:start_ct())
  end)
end)

describe("combatant.ap (seed 001 \"Continuous Action Example: Movement\")", function()
  it("Hank, Reflex d10, trait skill 1: 11 AP", function()
    assert.equal(11, R["combatant.new"](hank()).ap)
  end)
  it("Reflex d12 and Reflex trait skill 2: 14 AP", function()
    local c = fixtures.combatant { traits = { reflex = 12 }, skills = { reflex = 2 } }
    assert.equal(14, c.ap)
    assert.equal(14, c.state.ap)
  end)
end)

describe("combatant.new (host/scenario.go table())", function()
  it("fills the defaults: Size 6, Speed 12, right hand, default tactics, d6 traits left out", function()
    local c = R["combatant.new"](hank())
    assert.equal(6, c.size)
    assert.equal(12, c.speed)
    assert.equal("right", c.hand)
    assert.equal("default", c.tactics)
    assert.equal(6, c.traits.spirit)
    assert.equal(14, c.body:ct())
    assert.same({ x = 0, y = 0 }, c.pos)
    assert.equal(false, c.state.surprised)
    assert.equal("none", c.state.moved)
  end)
  it("looks weapons up by name: holstered, uncocked, fully loaded", function()
    local c = R["combatant.new"](hank { weapons = { "peacemaker", "bowie_knife" } })
    local p = c.weapons[1]
    assert.equal("peacemaker", p.key)
    assert.equal(6, p.loaded)
    assert.equal(false, p.drawn)
    assert.equal(false, p.cocked)
    assert.equal(8, p.increment)
    assert.equal("melee", c.weapons[2].kind)
    -- an instance is a copy: changing it leaves the gear table alone
    p.loaded = 0
    assert.equal(6, R["gear.weapons"].peacemaker.shots)
  end)
  it("fists are always at hand", function()
    local c = R["combatant.new"](hank { weapons = {} })
    assert.equal("unarmed", c.unarmed.kind)
    assert.equal(true, c.unarmed.drawn)
  end)
  it("an unknown weapon is an error naming the combatant and the weapon", function()
    assert.error(function() R["combatant.new"](hank { weapons = { "bazooka" } }) end,
      "combatant \"Hank\": unknown weapon \"bazooka\"")
  end)
  it("inline weapons go through gear.validate", function()
    local c = R["combatant.new"](hank { weapons = { { name = "Sharps", base = "rifle", increment = 25, drawn = true } } })
    local w = c.weapons[1]
    assert.equal(25, w.increment)
    assert.equal(15, w.loaded) -- the rifle's shots
    assert.equal(true, w.drawn)
  end)
  it("a bad inline weapon is an error naming the combatant", function()
    assert.error(function() R["combatant.new"](hank { weapons = { { name = "Stick", kind = "wand" } } }) end,
      "combatant \"Hank\": inline weapon \"Stick\"")
  end)
  it("a trait that is not a die is refused", function()
    assert.error(function() R["combatant.new"](hank { traits = { reflex = 7 } }) end,
      "trait reflex = 7")
  end)
  it("position and cover come from the scenario", function()
    local c = R["combatant.new"](hank { pos = { x = 3, y = -2 }, cover = { name = "bar", av = 3, locations = {} } })
    assert.same({ x = 3, y = -2 }, c.pos)
    assert.equal(3, c.cover.av)
  end)
end)

describe("combatant.active (seed 000 \"Taking Concussion\")", function()
  it("a fresh combatant is active", function()
    assert.truthy(R["combatant.active"](fixtures.combatant {}))
  end)
  it("0 CT or lower: concussed, not active", function()
    local c = fixtures.combatant {}
    c.body:lose_ct(c.body:ct())
    assert.falsy(R["combatant.active"](c))
  end)
  it("a fifth wound to the head: dead, not active", function()
    local c = fixtures.combatant {}
    c.body:apply("head", 5, 0)
    assert.falsy(R["combatant.active"](c))
  end)
  it("a fifth wound to an arm: still active", function()
    local c = fixtures.combatant {}
    c.body:apply("left arm", 5, 0)
    assert.truthy(R["combatant.active"](c))
  end)
end)

describe("combatant.distance (seed 000 \"Scale\")", function()
  it("3-4-5: 5 paces; rounds to the nearest pace", function()
    assert.equal(5, R["combatant.distance"]({ x = 0, y = 0 }, { x = 3, y = 4 }))
    assert.equal(1, R["combatant.distance"]({ x = 0, y = 0 }, { x = 1, y = 1 }))
  end)
end)
