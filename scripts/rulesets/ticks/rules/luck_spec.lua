-- rules/luck_spec.lua — seed 003 "Luck in Combat": the five things a point
-- buys, and that each point buys one thing once.
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

describe("luck.spend (seed 003 \"Tests\", \"Luck in Combat\")", function()
  it("names the five uses", function()
    for _, u in ipairs({ "test", "requirement", "maneuver", "quickness", "wound" }) do
      assert.truthy(R["luck.uses"][u], u)
    end
  end)
  it("3 points, spend 2 on a wound: 1 left, counted by use, logged", function()
    local c = fixtures.combatant { luck = 3 }
    assert.equal(2, R["luck.spend"](c, 2, "wound"))
    assert.equal(1, c.luck)
    assert.equal(2, c.state.luck_spent.wound)
    assert.equal(1, #twtw.logged("luck"))
  end)
  it("the line says what the points bought, counted, then why", function()
    local c = fixtures.combatant { name = "Abe", luck = 12 }
    R["luck.spend"](c, 1, "test", "in ranged for one test")
    R["luck.spend"](c, 2, "test", "in ranged for one test")
    R["luck.spend"](c, 1, "requirement", "toward a maneuver's requirement")
    R["luck.spend"](c, 1, "maneuver", "this round")
    R["luck.spend"](c, 2, "maneuver", "this round")
    R["luck.spend"](c, 1, "quickness", "to act sooner")
    R["luck.spend"](c, 1, "wound", "against Dutch's attack")
    R["luck.spend"](c, 2, "wound", "against Dutch's attack")
    R["luck.spend"](c, 1, "wound")
    local got = {}
    for _, e in ipairs(twtw.logged("luck")) do got[#got + 1] = e.text end
    assert.same({
      "Abe spends 1 luck: one skill level in ranged for one test (11 left)",
      "Abe spends 2 luck: two skill levels in ranged for one test (9 left)",
      "Abe spends 1 luck: one skill level toward a maneuver's requirement (8 left)",
      "Abe spends 1 luck: an extra maneuver this round (7 left)",
      "Abe spends 2 luck: two extra maneuvers this round (5 left)",
      "Abe spends 1 luck: +1 quickness to act sooner (4 left)",
      "Abe spends 1 luck: one wound less against Dutch's attack (3 left)",
      "Abe spends 2 luck: two fewer wounds against Dutch's attack (1 left)",
      "Abe spends 1 luck: one wound less (0 left)",
    }, got)
  end)
  it("0 points does nothing; an unknown use or too many points is an error", function()
    local c = fixtures.combatant { luck = 1 }
    assert.equal(0, R["luck.spend"](c, 0, "wound"))
    assert.equal(0, #twtw.logged("luck"))
    assert.error(function() R["luck.spend"](c, 1, "reroll") end, "unknown use \"reroll\"")
    assert.error(function() R["luck.spend"](c, 2, "wound") end, "cannot spend 2")
  end)
  it("a point for quickness at the start of a round is spent once and counts for that round's order only", function()
    local f = F.fight(R, { { name = "A", luck = 3 }, { name = "B", side = "b" } })
    R["round.start"](f)
    assert.equal(1, f.combatants[1].state.quick_luck)
    assert.equal(11, R["ticks.quickness"](f.combatants[1]))
    assert.equal(2, f.combatants[1].luck)
  end)
end)
