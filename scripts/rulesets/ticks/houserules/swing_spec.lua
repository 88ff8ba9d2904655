-- houserules/swing_spec.lua — ticks.swing on seed 003 "Tests" (opposed:
-- "the higher one wins ... a tie, the defender ... wins"). This file's rules
-- have the house rule on (d10); twtw.use {} is the book.
local twtw = require("twtw")
local F = require("rules.lib.fixture")

-- kid_vet(R) → a fight: Kid, Dex 9 × melee 3 = 27, beside Vet, Dex 10 × evade 3 = 30.
local function kid_vet(R)
  return F.fight(R, {
    { name = "Kid", side = "a", stats = { dexterity = 9 }, skills = { melee = 3 }, weapons = { "knife" }, drawn = "knife" },
    { name = "Vet", side = "b", position = { 1, 0 }, stats = { dexterity = 10 }, skills = { melee = 2, evade = 3 } },
  })
end

-- trip(R) → the outcome of Kid's 27 tripping Vet's 30.
local function trip(R)
  local f = kid_vet(R)
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
  it("`twtw explain --stack 9,2` fixes the two d10s (attacker's first): 36 against 32, the Trip comes off", function()
    local f = kid_vet(twtw.rules)
    local out = twtw.rules["explain.attack"](f, "Kid", "Vet", { maneuver = "trip", stack = "9,2" })
    assert.same({ 36, 32, true }, { out.test.attacker:total(), out.test.defender:total(), out.test.success })
    assert.truthy(f.by_name.Vet.state.prone)
  end)
  it("`twtw explain --stack 9,2,5`: one opposed test rolls two dice, so the 5 is named; an 11 is no d10 face", function()
    local function explain(stack)
      return twtw.rules["explain.attack"](kid_vet(twtw.rules), "Kid", "Vet", { maneuver = "trip", stack = stack })
    end
    assert.error(function() explain("9,2,5") end, "\"9,2,5\": the attack rolled 2 of its 3 faces; 5 not rolled (")
    assert.error(function() explain(11) end, "\"11\": face 11 is larger than the d10 the attack rolled there")
  end)
  it("off (the book): 27 against 30, the Trip always fails and no die is rolled", function()
    local out = trip(twtw.use {})
    assert.equal(27, out.test.attacker:total())
    assert.falsy(out.test.success)
  end)
end)
