-- houserules/swing_spec.lua — ticks.swing on seed 003 "Tests" (opposed:
-- "the higher one wins ... a tie, the defender ... wins"). This file's rules
-- have the house rule on (d10); twtw.use {} is the book.
local twtw = require("twtw")
local F = require("rules.lib.fixture")

-- trip(R) → the outcome of Dex 9 × melee 3 = 27 tripping Dex 10 × evade 3 = 30.
local function trip(R)
  local f = F.fight(R, {
    { name = "Kid", side = "a", stats = { dexterity = 9 }, skills = { melee = 3 }, weapons = { "knife" }, drawn = "knife" },
    { name = "Vet", side = "b", position = { 1, 0 }, stats = { dexterity = 10 }, skills = { melee = 2, evade = 3 } },
  })
  local k = f.combatants[1]
  return R["attack.resolve"](R["attack.context"](f, k, f.combatants[2], k.held, { maneuvers = { "trip" } }))
end

describe("ticks.swing (house rule on seed 003 \"Tests\")", function()
  it("on: 27 + 9 beats 30 + 2 — the underdog's Trip comes off", function()
    twtw.dice.stack(9, 2)
    local out = trip(twtw.rules)
    assert.equal(36, out.test.attacker:total())
    assert.equal(32, out.test.defender:total())
    assert.truthy(out.test.success)
    assert.truthy(out.target.state.prone)
  end)
  it("on: 27 + 4 against 30 + 1 — a tie still goes to the defender", function()
    twtw.dice.stack(4, 1)
    assert.falsy(trip(twtw.rules).test.success)
  end)
  it("die = 20 rolls d20s (a face of 17 is allowed)", function()
    twtw.dice.stack(17, 1)
    assert.truthy(trip(twtw.use { ["ticks.swing"] = { die = 20 } }).test.success)
  end)
  it("off (the book): 27 against 30, the Trip always fails and no die is rolled", function()
    local out = trip(twtw.use {})
    assert.equal(27, out.test.attacker:total())
    assert.falsy(out.test.success)
  end)
end)
