-- rules/aim_spec.lua — seed 003 "Aim": "If you wait more ticks than the base
-- damage of your weapon plus your skill, you deal an amount of damage equal to
-- the number of ticks you waited ... if they ever leave your line of sight,
-- you must start over saving up ticks from when they reappear."
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

-- range(screens) → fight, aimer (quickness 16, ranged 3, pistol), target at 10.
local function range(screens)
  local f = F.fight(R, {
    { name = "Aimer", side = "a", stats = { quickness = 16 }, skills = { ranged = 3 }, weapons = { "pistol" }, drawn = "pistol" },
    { name = "Mark", side = "b", position = { 10, 0 }, stats = { willpower = 40, resilience = 40 } },
  }, screens)
  return f, f.combatants[1], f.combatants[2]
end

local function shoot(f, a, t, waited)
  return R["attack.resolve"](R["attack.context"](f, a, t, a.held, { aim_waited = waited }))
end

describe("aim.damage (seed 003 \"Aim\")", function()
  it("pistol 3 + skill 3 = 6: waiting 7 ticks deals 7", function()
    local f, a, t = range()
    local out = shoot(f, a, t, 7)
    assert.equal(7, out.wounds)
    assert.equal(1, (out.damage:find("aim")))
  end)
  it("waiting exactly 6 (not more than 6) deals the plain 6; waiting 2 deals 6", function()
    local f, a, t = range()
    assert.equal(6, shoot(f, a, t, 6).wounds)
    assert.equal(6, shoot(f, a, t, 2).wounds)
  end)
  it("quickness 16 holding fire to tick 1 waits 15 ticks: 15 wounds", function()
    local f, a, t = range()
    R["action.declare"](f, a, { kind = "aim", target = "Mark" }, 16)
    for tick = 16, 1, -1 do
      f.tick = tick
      R["action.act"](f, a, tick)
    end
    assert.equal(15, t.wounds)
  end)
  it("a point of luck on quickness starts him on tick 17 but saves no tick more: 15 wounds (\"for the purpose of calculating the order\")", function()
    local f, a, t = range()
    a.state.quick_luck = 1
    local act = R["action.declare"](f, a, { kind = "aim", target = "Mark" }, 16)
    assert.equal(17, act.start)
    assert.equal(0, R["aim.track"](f, a, 17)) -- not −1: the saving starts on his quickness tick, 16
    for tick = 17, 1, -1 do
      f.tick = tick
      R["action.act"](f, a, tick)
    end
    assert.equal(15, t.wounds)
  end)
end)

describe("aim.track (seed 003 \"Aim\": the target must stay in sight)", function()
  it("the target ducks behind a screen on tick 12 and reappears on tick 8: the count restarts, 7 ticks to tick 1", function()
    local f, a, t = range({ { 5, 1, 5, 3 } })
    R["action.declare"](f, a, { kind = "aim", target = "Mark" }, 16)
    for tick = 16, 1, -1 do
      f.tick = tick
      if tick == 12 then t.pos = { x = 10, y = 4 } end
      if tick == 8 then t.pos = { x = 10, y = 0 } end
      R["action.act"](f, a, tick)
    end
    assert.equal(7, t.wounds)
    assert.equal(2, #twtw.logged("aim"))
  end)
  it("an aim at a target out of sight cannot be declared: Other, nothing", function()
    local f, a = range({ { 5, -1, 5, 1 } })
    local act = R["action.declare"](f, a, { kind = "aim", target = "Mark" }, 16)
    assert.equal("other", act.kind)
  end)
  it("an aimer disarmed mid-round (seed 003 \"Disarm\": \"they lose their weapon\") never fires", function()
    local f, a, t = range()
    R["action.declare"](f, a, { kind = "aim", target = "Mark" }, 16)
    for tick = 16, 1, -1 do
      f.tick = tick
      if tick == 9 then R["combatant.drop"](f, a) end
      R["action.act"](f, a, tick)
    end
    assert.equal(0, t.wounds)
    assert.falsy(a.state.attacked)
  end)
  it("an aim needs a ranged weapon in hand", function()
    local f, a = range()
    a.held = nil
    assert.falsy((R["action.check"](f, a, { kind = "aim", target = "Mark" })))
  end)
end)
