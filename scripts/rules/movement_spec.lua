-- rules/movement_spec.lua — seed 000 "Tactical Movement" (walk ≤ Speed,
-- run beyond), "Movement Actions" (forgoing defense: 50% further), "Target
-- Speed" (running is double speed).
local twtw = require("twtw")
local R = twtw.rules

describe("movement.kind (seed 000 \"Tactical Movement\")", function()
  it("Speed 12: 0 none, 1 and 12 walk, 13 run", function()
    local c = fixtures.combatant { speed = 12 }
    assert.equal("none", R["movement.kind"](c, 0))
    assert.equal("walk", R["movement.kind"](c, 1))
    assert.equal("walk", R["movement.kind"](c, 12))
    assert.equal("run", R["movement.kind"](c, 13))
  end)
  it("Speed 8: 9 paces is a run", function()
    local c = fixtures.combatant { speed = 8 }
    assert.equal("run", R["movement.kind"](c, 9))
  end)
end)

describe("movement.forgo (seed 000 \"Movement Actions\")", function()
  it("50% further: Speed 12 → 18, Speed 11 → 16; a forgoing run 24 → 36", function()
    assert.equal(18, R["movement.forgo"](fixtures.combatant { speed = 12 }))
    assert.equal(16, R["movement.forgo"](fixtures.combatant { speed = 11 }))
    assert.equal(36, R["movement.limit"](fixtures.combatant { speed = 12 }, "forgo"))
  end)
  it("walk limit Speed, run limit double (seed 000 \"Target Speed\")", function()
    local c = fixtures.combatant { speed = 12 }
    assert.equal(12, R["movement.limit"](c, "walk"))
    assert.equal(24, R["movement.limit"](c, "run"))
  end)
end)

describe("action.move", function()
  local function two(dist)
    return R["fight.new"] { name = "m", combatants = {
      { name = "Miranda", side = "posse", traits = {}, speed = 12, cover = { name = "barrel", av = 3, locations = {} } },
      { name = "Bandit", side = "gang", traits = {}, pos = { x = dist, y = 0 } },
    } }
  end
  it("closes to 1 pace; 9 paces is a walk", function()
    local f = two(10)
    local m = f.by_name.Miranda
    local out = R["action.move"](f, m, { kind = "move", toward = "Bandit" })
    assert.equal(9, out.moved)
    assert.equal("walk", m.state.moved)
    assert.equal(9, m.pos.x)
    assert.equal(1, R["combatant.distance"](m, f.by_name.Bandit))
  end)
  it("19 paces is a run, and leaving one's spot leaves the cover", function()
    local f = two(20)
    local m = f.by_name.Miranda
    R["action.move"](f, m, { kind = "move", toward = "Bandit" })
    assert.equal("run", m.state.moved)
    assert.equal(19, m.state.paces)
    assert.equal(nil, m.cover)
  end)
  it("leaving one's spot leaves every piece of cover, and the line names them all", function()
    local f = R["fight.new"] { name = "m", combatants = {
      { name = "Miranda", side = "posse", traits = {}, speed = 12, covers = {
        { name = "a boulder", av = 4, locations = { "chest" } }, { name = "a dead juniper", av = 2, locations = { "belly" } } } },
      { name = "Bandit", side = "gang", traits = {}, pos = { x = 10, y = 0 } },
    } }
    local m = f.by_name.Miranda
    R["action.move"](f, m, { kind = "move", toward = "Bandit" })
    assert.equal(nil, m.cover)
    assert.equal(nil, m.covers)
    local lines = twtw.logged("cover")
    assert.equal("Miranda leaves cover (a boulder and a dead juniper)", lines[#lines].text)
  end)
  it("a round's moves add up and stop at the run limit (24 for Speed 12)", function()
    local f = two(40)
    local m = f.by_name.Miranda
    R["action.move"](f, m, { kind = "move", toward = "Bandit", paces = 10 })
    assert.equal("walk", m.state.moved)
    local out = R["action.move"](f, m, { kind = "move", toward = "Bandit" })
    assert.equal(14, out.moved)
    assert.equal(24, m.state.paces)
    assert.equal("run", m.state.moved)
  end)
end)
