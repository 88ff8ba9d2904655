-- houserules/firearms_spec.lua — ticks.firearms on seed 003 "Weapons and
-- Damage" (Pistol 3, Rifle 4, Shotgun 5, Automatic weapon 5). This file's
-- rules have the house rule on (extra = 1); twtw.use {} is the book. A term
-- read from a row the set changed names the entry and the set's line.
local twtw = require("twtw")
local F = require("rules.lib.fixture")

-- SET is how a term credits the house rule's api.set: the module and the
-- file:line of the set (the file as twtw loads this folder, wherever it is
-- copied: twtw.here).
local SET = "ticks.firearms " .. twtw.here("firearms.lua") .. ":35"

-- attack(R, a, d, maneuvers) → the outcome of a's attack on d (partial
-- entries; d stands a step away and takes 40 wounds before falling).
local function attack(R, a, d, maneuvers)
  a.name, a.side = "Vera", "agents"
  d.name, d.side, d.position = "Marlowe", "smugglers", { 1, 0 }
  d.stats = { quickness = 10, willpower = 40, resilience = 40 }
  local f = F.fight(R, { a, d })
  local v = f.combatants[1]
  return R["attack.resolve"](R["attack.context"](f, v, f.combatants[2], R["combatant.weapon"](v), { maneuvers = maneuvers }))
end

-- PISTOL: ranged 1, a pistol in hand, against heavy ballistic armour.
local function pistol_at_armour(R)
  return attack(R, { skills = { ranged = 1 }, weapons = { "pistol" }, drawn = "pistol" }, { armour = "heavy_ballistic" })
end

describe("ticks.firearms: the weapons table (seed 003 \"Weapons and Damage\")", function()
  it("on: pistol 4, rifle 5, shotgun 6, automatic weapon 6; the bow, knife, sword and fists keep 3, 2, 4, 1", function()
    local w = twtw.rules["gear.weapons"]
    local want = { pistol = 4, rifle = 5, shotgun = 6, automatic_weapon = 6, bow = 3, knife = 2, sword = 4, unarmed = 1 }
    for key, n in pairs(want) do assert.equal(n, w[key].damage, key) end
  end)
  it("extra = 2: pistol 5, automatic weapon 7", function()
    local w = twtw.use({ ["ticks.firearms"] = { extra = 2 } })["gear.weapons"]
    assert.equal(5, w.pistol.damage)
    assert.equal(7, w.automatic_weapon.damage)
  end)
  it("off (the book): pistol 3, rifle 4, shotgun 5, automatic weapon 5", function()
    local w = twtw.use {}["gear.weapons"]
    local want = { pistol = 3, rifle = 4, shotgun = 5, automatic_weapon = 5 }
    for key, n in pairs(want) do assert.equal(n, w[key].damage, key) end
  end)
end)

describe("ticks.firearms: a pistol with ranged 1 against heavy ballistic armour (seed 003 \"Armor\": 4)", function()
  it("on: 4 + 1 − 4 = 1 wound; the base damage names gear.weapons[pistol][damage] and this rule's set", function()
    local out = pistol_at_armour(twtw.rules)
    assert.equal(1, out.wounds)
    local base, skill, armour = unpack(out.damage:list())
    assert.equal(4, base.amount)
    assert.equal("rules/attack.lua:86", base.where)
    assert.equal("gear.weapons[pistol][damage]", base.data)
    assert.equal(SET, base.set_by)
    -- the skill is the shooter's, the armour's row is the book's: no set to credit
    assert.is_nil(skill.data)
    assert.equal(-4, armour.amount)
    assert.is_nil(armour.data)
  end)
  it("off: 3 + 1 − 4 → nothing gets through, and no term names a set", function()
    local out = pistol_at_armour(twtw.use {})
    assert.equal(0, out.wounds)
    assert.equal(3, out.damage:list()[1].amount)
    assert.is_nil(out.damage:list()[1].data)
  end)
end)

describe("ticks.firearms: Double tap counts the base damage twice (seed 003 \"Maneuvers\")", function()
  local gun = { stats = { dexterity = 14 }, skills = { ranged = 3 }, weapons = { "pistol" }, drawn = "pistol" }
  it("on: 4 + 3 + 4 = 11; the second base damage names the same entry", function()
    local out = attack(twtw.rules, gun, {}, { "double_tap" })
    assert.equal(11, out.wounds)
    local again = out.damage:list()[3]
    assert.equal("Double tap: two rounds, double base damage", again.reason)
    assert.equal(4, again.amount)
    assert.equal("gear.weapons[pistol][damage]", again.data)
    assert.equal(SET, again.set_by)
  end)
  it("off: 3 + 3 + 3 = 9", function()
    local out = attack(twtw.use {}, gun, {}, { "double_tap" })
    assert.equal(9, out.wounds)
    assert.is_nil(out.damage:list()[3].data)
  end)
end)

describe("ticks.firearms leaves melee weapons alone", function()
  it("on: a sword's 4 + melee 2 = 6, its base damage names no set", function()
    local out = attack(twtw.rules, { skills = { melee = 2 }, weapons = { "sword" }, drawn = "sword" }, {})
    assert.equal(6, out.wounds)
    assert.is_nil(out.damage:list()[1].data)
  end)
end)
