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

describe("continuous.renew (round.start) and continuous.go_on (the declaration)", function()
  it("Hank's 22-pace continuous move goes on into round 2, paid when it goes on: 11 AP, 5,6,5,6", function()
    local f, hank = fight_of()
    assert.equal(11, hank.ap)
    R["continuous.start_move"](f, hank, { kind = "continuous_move", paces = 22, dir = { x = -1, y = 0 } })
    assert.equal(0, hank.state.ap)
    f.round = 2
    R["round.start"](f)
    local mv = hank.state.continuous
    assert.truthy(mv)
    assert.equal(22, mv.due) -- what his AP buy; nothing paid before the declaration
    assert.equal(11, hank.state.ap)
    assert.equal(true, R["continuous.go_on"](f, hank, { kind = "continue" }))
    assert.equal(22, mv.paces)
    assert.same({ 5, 6, 5, 6 }, mv.parts)
    assert.equal(2, mv.rounds)
    assert.equal(0, hank.state.ap)
    assert.equal(true, hank.state.continuing)
    assert.equal(true, hank.state.forgoing_continuous)
  end)

  it("fewer AP, fewer paces: 6 AP buy 12 (3,3,3,3); a stunned mover stops", function()
    local f, hank = fight_of()
    R["continuous.start_move"](f, hank, { kind = "continuous_move", paces = 22, dir = { x = -1, y = 0 } })
    hank.ap = 6
    R["round.start"](f)
    R["continuous.go_on"](f, hank, { kind = "continue" })
    assert.equal(12, hank.state.continuous.paces)
    assert.same({ 3, 3, 3, 3 }, hank.state.continuous.parts)
    assert.equal(0, hank.state.ap)
    hank.state.stunned = true
    R["round.start"](f)
    assert.equal(nil, hank.state.continuous)
  end)

  it("seed 001 \"Continuous Action Example: Movement\": \"Continuous action movement costs 1/2 AP per pace\" — "
    .. "a move ended at the declaration moves no pace and costs nothing: Hank's 11 AP are left for the new action", function()
    local f, hank = fight_of()
    R["continuous.start_move"](f, hank, { kind = "continuous_move", paces = 22, dir = { x = -1, y = 0 } })
    f.round = 2
    R["round.start"](f)
    assert.equal(false, R["continuous.go_on"](f, hank, { kind = "draw", weapon = 1 }))
    assert.equal(nil, hank.state.continuous)
    assert.equal(11, hank.state.ap)
    R["round.begin_action"](f, hank, { kind = "draw", weapon = 1 })
    assert.equal(true, hank.weapons[1].drawn)
    assert.equal(10, hank.state.ap) -- the draw's 1 AP
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
    assert.equal(11, hank.state.ap) -- none of the round's AP went on the move it ended
  end)

  it("the answer that ends it is the round's declaration: Hank answers draw, and the declaration step takes it "
    .. "(his policy, hold, is not asked again: it would wait)", function()
    local f, hank = fight_of()
    R["continuous.start_move"](f, hank, { kind = "continuous_move", paces = 22, dir = { x = -1, y = 0 } })
    R["round.start"](f)
    assert.equal(false, R["continuous.go_on"](f, hank, { kind = "draw", weapon = 1 }))
    R["round.declare"](f)
    assert.equal("draw", hank.state.declared.kind)
    assert.equal(nil, hank.state.answered) -- taken for this round only
  end)
end)
