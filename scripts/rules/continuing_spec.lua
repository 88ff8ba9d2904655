-- rules/continuing_spec.lua — seed 001 "Continuous Actions": "occurring
-- continuously from round to round, for a minimum of one full round";
-- "Continuous Action Example: Movement" (Hank's 11 AP buy 22 paces);
-- "Covering Fire" ("Repeat the previous steps before each phase or until the
-- character wishes to cease covering").
local twtw = require("twtw")
local R = twtw.rules

local function fight_of(hank)
  local h = { name = "Hank", side = "posse", traits = { reflex = 10 }, skills = { reflex = 1 },
    weapons = { "peacemaker" }, tactics = "hold" }
  for k, v in pairs(hank or {}) do h[k] = v end
  local f = R["fight.new"] { name = "dynamite", combatants = {
    h, { name = "Bandit", side = "gang", traits = {}, pos = { x = 30, y = 0 }, tactics = "hold" } } }
  f.round = 1
  R["round.start"](f)
  return f, f.by_name.Hank, f.by_name.Bandit
end

describe("continuous.renew (round.start)", function()
  it("Hank's 22-pace continuous move goes on into round 2, paid again: 11 AP, 5,6,5,6", function()
    local f, hank = fight_of()
    assert.equal(11, hank.ap)
    R["continuous.start_move"](f, hank, { kind = "continuous_move", paces = 22, dir = { x = -1, y = 0 } })
    assert.equal(0, hank.state.ap)
    f.round = 2
    R["round.start"](f)
    local mv = hank.state.continuous
    assert.truthy(mv)
    assert.equal(22, mv.paces)
    assert.same({ 5, 6, 5, 6 }, mv.parts)
    assert.equal(2, mv.rounds)
    assert.equal(0, hank.state.ap)
    assert.equal(true, hank.state.forgoing_continuous)
  end)

  it("fewer AP, fewer paces: 6 AP buy 12 (3,3,3,3); a stunned mover stops", function()
    local f, hank = fight_of()
    R["continuous.start_move"](f, hank, { kind = "continuous_move", paces = 22, dir = { x = -1, y = 0 } })
    hank.ap = 6
    R["round.start"](f)
    assert.equal(12, hank.state.continuous.paces)
    assert.same({ 3, 3, 3, 3 }, hank.state.continuous.parts)
    hank.state.stunned = true
    R["round.start"](f)
    assert.equal(nil, hank.state.continuous)
  end)

  it("covering fire goes on while the gun is loaded; empty, it ends", function()
    local f, hank = fight_of()
    local gun = hank.weapons[1]
    gun.drawn = true
    R["continuous.covering_fire"](f, hank, { target = "Bandit" })
    R["round.start"](f)
    assert.truthy(hank.state.covering)
    assert.equal(2, hank.state.covering.rounds)
    gun.loaded = 0
    R["round.start"](f)
    assert.equal(nil, hank.state.covering)
  end)
end)

describe("continuous.redeclare (round.declare)", function()
  it("a policy that declares something else ends the continuous action (\"hold\" waits)", function()
    local f, hank = fight_of()
    R["continuous.start_move"](f, hank, { kind = "continuous_move", paces = 22, dir = { x = -1, y = 0 } })
    R["round.start"](f)
    R["round.declare"](f)
    assert.equal(nil, hank.state.continuous)
    assert.falsy(hank.state.continuing)
  end)
end)
