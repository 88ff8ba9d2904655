-- rules/timing_spec.lua — seed 003 "Combat": declaring on ticks 5 → 20 by
-- quickness, stepping "on 16, 13, 10, 7, 4, and 1"; "Evade": every number from
-- quickness + evade; "Luck in Combat": +1 quickness for order; the roll-off
-- for equal quickness (decided here).
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

describe("ticks.schedule (seed 003 \"Combat\" example)", function()
  it("quickness 16 steps on 16, 13, 10, 7, 4 and 1", function()
    assert.same({ 16, 13, 10, 7, 4, 1 }, R["ticks.schedule"](16, 3))
  end)
  it("quickness 5 steps on 5 and 2; an evader with evade ≥ 1 steps on every tick from quickness + evade", function()
    assert.same({ 5, 2 }, R["ticks.schedule"](5, 3))
    assert.same({ 4, 3, 2, 1 }, R["ticks.schedule"](4, 1))
    assert.truthy(R["ticks.on"](16, 3, 7))
    assert.falsy(R["ticks.on"](16, 3, 8))
    assert.falsy(R["ticks.on"](16, 3, 17))
  end)
end)

describe("ticks.declare_tick (seed 003 \"Combat\": \"count from five to twenty\")", function()
  it("quickness 16 declares on tick 16; below 5 on 5, above 20 on 20 (decided here)", function()
    assert.equal(16, R["ticks.declare_tick"](fixtures.combatant { stats = { quickness = 16 } }))
    assert.equal(5, R["ticks.declare_tick"](fixtures.combatant { stats = { quickness = 3 } }))
    local c = fixtures.combatant { stats = { quickness = 20 } }
    c.state.quick_luck = 1
    assert.equal(21, R["ticks.quickness"](c))
    assert.equal(20, R["ticks.declare_tick"](c))
  end)
  it("luck spent on quickness moves the order, not the declaration: quickness 15 + 1 luck still declares on 15", function()
    local c = fixtures.combatant { stats = { quickness = 15 } }
    c.state.quick_luck = 1
    assert.equal(16, R["ticks.quickness"](c))
    assert.equal(15, R["ticks.declare_tick"](c))
  end)
end)

describe("ticks.order (seed 003 \"Combat\", \"Luck in Combat\"; roll-off decided here)", function()
  it("fastest first: quickness 16, 14, 9", function()
    local f = F.fight(R, { { name = "Slow", stats = { quickness = 9 } }, { name = "Fast", stats = { quickness = 16 } },
      { name = "Mid", side = "b", stats = { quickness = 14 } } })
    local o = R["ticks.order"](f)
    assert.equal("Fast", o[1].name)
    assert.equal("Mid", o[2].name)
    assert.equal("Slow", o[3].name)
  end)
  it("equal quickness: a d20 roll-off, the higher roll first (stacked 4 and 17)", function()
    local f = F.fight(R, { { name = "Ann", stats = { quickness = 12 } }, { name = "Bo", side = "b", stats = { quickness = 12 } } })
    twtw.dice.stack(4, 17)
    local o = R["ticks.order"](f)
    assert.equal("Bo", o[1].name)
    assert.equal("Ann", o[2].name)
    assert.equal(1, #twtw.logged("rolloff"))
  end)
  it("a tied roll-off rolls again among the tied (9, 9, then 2, 11)", function()
    local f = F.fight(R, { { name = "Ann", stats = { quickness = 12 } }, { name = "Bo", side = "b", stats = { quickness = 12 } } })
    twtw.dice.stack(9, 9, 2, 11)
    local o = R["ticks.order"](f)
    assert.equal("Bo", o[1].name)
    assert.equal(2, #twtw.logged("rolloff"))
  end)
  it("a luck point for quickness puts 12 + 1 ahead of 12 without a roll-off", function()
    local f = F.fight(R, { { name = "Ann", stats = { quickness = 12 } }, { name = "Bo", side = "b", stats = { quickness = 12 } } })
    f.combatants[1].state.quick_luck = 1
    local o = R["ticks.order"](f)
    assert.equal("Ann", o[1].name)
    assert.equal(0, #twtw.logged("rolloff"))
  end)
end)
