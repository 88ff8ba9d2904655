-- rules/tactics_spec.lua — the players' mid-round choices (decided here; seed
-- 003 "Luck in Combat", "Defend", "Aim", "Defer").
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

describe("tactics.wound_luck (seed 003 \"Luck in Combat\": \"Reduce a wound by one\")", function()
  it("8 wounds, willpower 12, 6 coming: 3 points keep them at 11", function()
    local c = fixtures.combatant { luck = 3, wounds = 8, stats = { willpower = 12, resilience = 10 } }
    assert.equal(3, R["tactics.wound_luck"](nil, c, 6))
  end)
  it("too little luck to stay conscious: enough to stay out of dying (resilience 13: 1 point), else none", function()
    local c = fixtures.combatant { luck = 1, wounds = 8, stats = { willpower = 12, resilience = 13 } }
    assert.equal(1, R["tactics.wound_luck"](nil, c, 6))
    c.stats.resilience = 10
    assert.equal(0, R["tactics.wound_luck"](nil, c, 6))
  end)
end)

describe("tactics.test_luck (seed 003 \"Tests\": luck for skill levels)", function()
  it("Dex 9 × melee 2 = 18 against 25: one level (27) wins; a defender keeps one point back", function()
    local c = fixtures.combatant { luck = 2, stats = { dexterity = 9 }, skills = { melee = 2 } }
    assert.equal(1, R["tactics.test_luck"](nil, c, "dexterity", "melee", 7))
    c.luck = 1
    assert.equal(0, R["tactics.test_luck"](nil, c, "dexterity", "melee", 7))
  end)
  it("a deficit beyond two levels is not chased", function()
    local c = fixtures.combatant { luck = 5, stats = { dexterity = 9 }, skills = { melee = 2 } }
    assert.equal(0, R["tactics.test_luck"](nil, c, "dexterity", "melee", 30))
  end)
  it("a defender buys the level that wins: Mighty Blow 39 against Dex 10 × evade 3 = 30; one luck level makes it 40", function()
    local f = F.fight(R, {
      { name = "Brute", side = "a", stats = { strength = 13 }, skills = { melee = 3 }, weapons = { "sword" }, drawn = "sword" },
      { name = "Quick", side = "b", position = { 1, 0 }, luck = 2, stats = { strength = 6, dexterity = 10 }, skills = { evade = 3 } },
    })
    local b, q = f.combatants[1], f.combatants[2]
    local out = R["attack.resolve"](R["attack.context"](f, b, q, b.held, { maneuvers = { "mighty_blow" } }))
    assert.equal(40, out.test.defender:total())
    assert.falsy(out.test.success)
    assert.equal(1, q.luck)
  end)
end)

describe("tactics.order_luck (seed 003: \"Increase your quickness by one ... the order people move in\")", function()
  it("an enemy of equal quickness and 3 luck: one point; 2 luck: none", function()
    local f = F.fight(R, { { name = "A", luck = 3 }, { name = "B", side = "b" } })
    assert.equal(1, R["tactics.order_luck"](f, f.combatants[1]))
    f.combatants[1].luck = 2
    assert.equal(0, R["tactics.order_luck"](f, f.combatants[1]))
  end)
end)

describe("tactics.pick (ties by the seeded generator)", function()
  it("the single best is taken; a tie is broken by api.random", function()
    local best, v = R["tactics.pick"]({ 3, 9, 4 }, function(x) return x end)
    assert.equal(9, best)
    assert.equal(9, v)
    local seen = {}
    for _ = 1, 40 do seen[(R["tactics.pick"]({ "a", "b" }, function() return 1 end))] = true end
    assert.truthy(seen.a and seen.b)
  end)
end)

describe("tactics.aim_fire and tactics.defer_wants", function()
  it("an aimer holds until tick 1 unless the target evades and the wait already pays", function()
    local f = F.fight(R, {
      { name = "Gun", side = "a", stats = { quickness = 16 }, skills = { ranged = 3 }, weapons = { "pistol" }, drawn = "pistol" },
      { name = "Mark", side = "b", position = { 9, 0 } },
    })
    local g, m = f.combatants[1], f.combatants[2]
    R["action.declare"](f, g, { kind = "aim", target = "Mark" }, 16)
    assert.falsy(R["tactics.aim_fire"](f, g, 5, 11))
    assert.truthy(R["tactics.aim_fire"](f, g, 1, 15))
    m.state.action = { kind = "evade" }
    assert.truthy(R["tactics.aim_fire"](f, g, 9, 7))
    assert.falsy(R["tactics.aim_fire"](f, g, 11, 5))
  end)
  it("a deferred attack is wanted on an enemy, not a friend", function()
    local a, b = fixtures.combatant { side = "x" }, fixtures.combatant { side = "y" }
    assert.truthy(R["tactics.defer_wants"](nil, a, b))
    assert.falsy(R["tactics.defer_wants"](nil, a, fixtures.combatant { side = "x" }))
  end)
end)
