-- optional/bleeding_clock_spec.lua — seed 003 "Death and Dying": "If you are
-- not successfully given first aid within five minutes, your character
-- dies." This file's rules have the module on (defaults: 10-second rounds, 5
-- minutes = 30 rounds); twtw.use {} is the core alone.
local twtw = require("twtw")
local F = require("rules.lib.fixture")

-- bleed(R, rounds) → the patient after it falls dying in round 1 and
-- `rounds` more rounds end.
local function bleed(R, rounds, stabilise)
  local f = F.fight(R, { { name = "Pal", wounds = 12, stats = { willpower = 20, resilience = 9 } } })
  local c = f.combatants[1]
  f.round = 1
  R["health.end_round"](f)
  if stabilise then
    R["health.first_aid"](f, fixtures.combatant { stats = { dexterity = 12 }, skills = { medicine = 3 } }, c)
  end
  for _ = 1, rounds do
    f.round = f.round + 1
    R["health.end_round"](f)
  end
  return c
end

describe("ticks.bleeding_clock", function()
  it("10-second rounds: 5 minutes is 30 rounds", function()
    assert.equal(30, twtw.rules["bleeding.rounds"]())
  end)
  it("dying at the end of round 1: alive after 29 more rounds, dead after 30", function()
    assert.falsy(bleed(twtw.rules, 29).status.dead)
    local c = bleed(twtw.rules, 30)
    assert.truthy(c.status.dead)
    assert.falsy(twtw.rules["combatant.active"](c))
  end)
  it("first aid in time: no death", function()
    assert.falsy(bleed(twtw.rules, 40, true).status.dead)
  end)
  it("option round_seconds = 60: five rounds", function()
    local R = twtw.use { ["ticks.bleeding_clock"] = { round_seconds = 60 } }
    assert.equal(5, R["bleeding.rounds"]())
    assert.truthy(bleed(R, 5).status.dead)
  end)
  it("off (the core): the dying stay dying however long the fight", function()
    local R = twtw.use {}
    assert.falsy(twtw.has("bleeding.rounds"))
    local c = bleed(R, 40)
    assert.falsy(c.status.dead)
    assert.truthy(c.status.dying)
  end)
end)
