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
