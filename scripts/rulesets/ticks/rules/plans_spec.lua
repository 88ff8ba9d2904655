-- rules/plans_spec.lua — what an attack is worth before it is declared (no
-- dice: both sides' numbers are known; seed 003 "Maneuvers", "Armor", "Aim").
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local function scene(def)
  def.name, def.side, def.position = "Def", "b", def.position or { 1, 0 }
  local f = F.fight(R, {
    { name = "Att", side = "a", stats = { strength = 13, dexterity = 15 }, skills = { melee = 3 }, weapons = { "sword" }, drawn = "sword" },
    def,
  })
  return f, f.combatants[1], f.combatants[2]
end

local function by(plans)
  local out = {}
  for _, p in ipairs(plans) do out[p.maneuvers[#p.maneuvers] or "plain"] = p end
  return out
end

describe("plans.attack", function()
  it("against a weak defender every damage maneuver wins: plain 7, Mighty 10, Rapid 10, Follow-up 11, Accurate 10", function()
    local f, a, d = scene({ stats = { strength = 8, dexterity = 9 }, skills = { melee = 2, evade = 1 } })
    local p = by(R["plans.attack"](f, a, d, a.held))
    assert.equal(7, p.plain.value)
    assert.equal(10, p.mighty_blow.value)
    assert.equal(10, p.rapid_attack.value)
    assert.equal(11, p.follow_up.value)
    assert.equal(10, p.accurate_strike.value)
    assert.equal(nil, p.trip)
  end)
  it("armour and a shield come off: heavy (2) and shield with melee 2 → plain 3", function()
    local f, a, d = scene({ armour = "heavy_ballistic", shield = true, skills = { melee = 2 } })
    assert.equal(3, by(R["plans.attack"](f, a, d, a.held)).plain.value)
  end)
  it("Mighty Blow 39 beats Dex 9 × evade 4 = 36, but not once the defender's spare luck point makes it 45: not planned", function()
    local f, a, d = scene({ stats = { strength = 8, dexterity = 9 }, skills = { evade = 4 } })
    assert.equal(10, by(R["plans.attack"](f, a, d, a.held)).mighty_blow.value)
    d.luck = 2
    assert.equal(nil, by(R["plans.attack"](f, a, d, a.held)).mighty_blow)
  end)
end)

describe("plans.aim and plans.in_reach", function()
  it("quickness 14 with a rifle (4 + 3 = 7): aim worth 13 less heavy armour's 4 = 9", function()
    local f = F.fight(R, {
      { name = "Gun", side = "a", stats = { quickness = 14 }, skills = { ranged = 3 }, weapons = { "rifle" }, drawn = "rifle" },
      { name = "Def", side = "b", position = { 20, 0 }, armour = "heavy_ballistic" },
    })
    assert.equal(9, R["plans.aim"](f, f.combatants[1], f.combatants[2], f.combatants[1].held).value)
  end)
  it("quickness 16 walks 6 steps a round: a target 7 away is in reach this round, 8 away is not", function()
    local c = fixtures.combatant { stats = { quickness = 16 } }
    assert.truthy(R["plans.in_reach"](nil, c, { pos = { x = 7, y = 0 } }))
    assert.falsy(R["plans.in_reach"](nil, c, { pos = { x = 8, y = 0 } }))
  end)
end)
