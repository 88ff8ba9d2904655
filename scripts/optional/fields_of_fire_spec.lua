-- optional/fields_of_fire_spec.lua — seed 000 "Advanced Rule: Fields of
-- Fire" and its "Procedure", in the flow (aim actions, moves, declarations).
local twtw = require("twtw")

-- seed 000 "Fields of Fire": "Angus Laroq is staring down Miranda at 10
-- meters, with his Walker Colt … one of his worthless goons wielding a rifle
-- right next to him. Angus and the flunky both aimed with their last action".
local function standoff()
  local R = twtw.rules
  local f = R["fight.new"] { name = "hacienda", combatants = {
    { name = "Miranda", side = "posse", traits = { reflex = 12 }, speed = 12, pos = { x = 0, y = 0 } },
    { name = "Angus", side = "gang", skills = { shooting = 3 }, weapons = { "walker_colt" }, pos = { x = 0, y = 10 } },
    { name = "Goon", side = "gang", skills = { shooting = 2 }, weapons = { "rifle" }, pos = { x = 1, y = 10 } },
  } }
  f.round, f.phase = 1, 1
  R["round.start"](f)
  local m, a, g = f.by_name.Miranda, f.by_name.Angus, f.by_name.Goon
  a.weapons[1].drawn, g.weapons[1].drawn = true, true
  return f, m, a, g
end

-- "Next round, Miranda goes first": the aimers' AP are spent, so neither
-- takes the held aim's Reflex contest (seed 000 "Procedure", rules/aim_flow.lua)
-- before she moves.
local function aim(f, c)
  local out = twtw.rules["action.aim"](f, c, { kind = "aim", target = "Miranda", weapon = 1 })
  c.state.ap = 0
  return out
end

local function step_left(f, m, to_x)
  return twtw.rules["action.move"](f, m, { kind = "move", to = { x = to_x, y = m.pos.y }, stop = 0 })
end

-- second_aim_then_away: the goon holds an aim on Miranda and starts a second
-- (Normal: under way), then she steps 8 paces left, out of his rifle's field.
local function second_aim_then_away()
  local f, m, _, g = standoff()
  aim(f, g)
  g.state.ap = 20
  local started = twtw.rules["round.begin_action"](f, g, { kind = "aim", target = "Miranda", weapon = 1 })
  assert.truthy(started.turn_over) -- N: under way
  g.state.ap = 0
  step_left(f, m, -8)
  return f, m, g
end

describe("fields_of_fire (seed 000 \"Advanced Rule: Fields of Fire\": Miranda, Angus and the goon)", function()
  it("6 paces to her left: out of the rifle's 60° field (goon loses aim), inside the Walker's 120° (Angus keeps it)", function()
    local f, m, a, g = standoff()
    aim(f, a)
    aim(f, g)
    step_left(f, m, -6)
    assert.truthy(a.state.aim)
    assert.equal("Miranda", a.state.aim.target)
    assert.equal(nil, g.state.aim)
  end)

  it("her full movement, 12 paces: outside both fields, both aims lost", function()
    local f, m, a, g = standoff()
    aim(f, a)
    aim(f, g)
    step_left(f, m, -12)
    assert.equal(nil, a.state.aim)
    assert.equal(nil, g.state.aim)
  end)

  it("module off: the core does not track fields in the flow — both keep their aims after 12 paces", function()
    twtw.use {}
    local f, m, a, g = standoff()
    aim(f, a)
    aim(f, g)
    step_left(f, m, -12)
    assert.truthy(a.state.aim)
    assert.truthy(g.state.aim)
  end)

  it("moving straight at the firer keeps her on the line of fire: the goon keeps his aim", function()
    local f, m, _, g = standoff()
    aim(f, g)
    twtw.rules["action.move"](f, m, { kind = "move", to = { x = 0.8, y = 8 }, stop = 0 })
    assert.truthy(g.state.aim)
  end)

  it("\"the aim will be lost\": the goon's rifle aim (Normal) is under way while she steps 6 left; it resolves lost", function()
    local f, m, _, g = standoff()
    local a = { kind = "aim", target = "Miranda", weapon = 1 }
    local started = twtw.rules["round.begin_action"](f, g, a)
    assert.truthy(started.turn_over) -- N: under way for two phases
    assert.truthy(g.state.pending)
    step_left(f, m, -6)
    local out = twtw.rules["action.resolve"](f, g, g.state.pending.action)
    assert.equal(false, out.aimed)
    assert.equal(nil, g.state.aim)
  end)

  it("\"automatically adjusted each declaration phase\": 4 + 4 paces across a declaration keep the rifle's aim; 8 at once lose it", function()
    local f, m, _, g = standoff()
    aim(f, g)
    step_left(f, m, -4)
    assert.truthy(g.state.aim)
    twtw.emit("round.declared", f)
    step_left(f, m, -8)
    assert.truthy(g.state.aim)

    f, m, _, g = standoff()
    aim(f, g)
    step_left(f, m, -4)
    step_left(f, m, -8)
    assert.equal(nil, g.state.aim)
  end)

  it("an aim held from before the fight (the scenario's) gets its field at the first declaration: 8 paces aside lose it", function()
    local f, m, _, g = standoff()
    g.state.aim = { target = "Miranda", actions = 2, held = 1 }
    g.state.ap = 0
    twtw.emit("round.declared", f)
    assert.equal(60, g.state.aim_field.weapon and twtw.rules["aim.arc"](g.state.aim_field.weapon))
    step_left(f, m, -8)
    assert.equal(nil, g.state.aim)
  end)

  it("a second aim action under way when she leaves the field is lost with the first (\"during the aim\")", function()
    local f, _, g = second_aim_then_away()
    assert.equal(nil, g.state.aim) -- the first aim: lost as she moves
    local out = twtw.rules["action.resolve"](f, g, g.state.pending.action)
    assert.equal(false, out.aimed)
    assert.equal("field of fire", out.aim_lost)
    assert.equal(nil, g.state.aim)
  end)

  it("an aim action dropped after she left (a stunned man's) spoils no later aim", function()
    local f, _, g = second_aim_then_away()
    g.state.pending = nil -- dropped, never resolved
    local out = twtw.rules["action.aim"](f, g, { kind = "aim", target = "Miranda", weapon = 1 })
    assert.equal(true, out.aimed)
    assert.truthy(g.state.aim)
  end)

  it("option recenter = false: the field stays on the original line across declarations", function()
    twtw.use { fields_of_fire = { recenter = false } }
    local f, m, _, g = standoff()
    aim(f, g)
    step_left(f, m, -4)
    twtw.emit("round.declared", f)
    step_left(f, m, -8)
    assert.equal(nil, g.state.aim)
  end)

  it("fields_of_fire.measure: 10 paces, 6 to the side", function()
    local range, side = twtw.rules["fields_of_fire.measure"]({ from = { x = 0, y = 10 }, at = { x = 0, y = 0 } }, { x = -6, y = 0 })
    assert.equal(10, range)
    assert.equal(6, side)
  end)
end)

describe("fields_of_fire and covering fire (seed 001 \"Covering Fire\": \"requires an appropriate arc just like an aim action\")", function()
  local function cover(weapon)
    local R = twtw.rules
    local f = R["fight.new"] { name = "cover", combatants = {
      { name = "Miranda", side = "posse", weapons = { weapon }, pos = { x = 0, y = 0 } },
      { name = "Bandit", side = "gang", pos = { x = 1, y = 1 } },
    } }
    f.round, f.phase = 1, 1
    R["round.start"](f)
    local m = f.by_name.Miranda
    m.weapons[1].drawn = true
    R["continuous.covering_fire"](f, m, { at = { x = 10, y = 0 } })
    return R["continuous.covered"](f, m, f.by_name.Bandit)
  end

  it("a bandit 1 pace along the line and 1 aside: outside a rifle's 60° field (1 > ½ × 1), inside a Peacemaker's 120°", function()
    assert.equal(false, cover("rifle"))
    assert.equal(true, cover("peacemaker"))
  end)

  it("module off: the core's corridor, 1 pace either side of the line, covers him either way", function()
    twtw.use {}
    assert.equal(true, cover("rifle"))
  end)
end)

describe("fields_of_fire and a move along the covered lane (seed 001 \"Covering Fire\": \"if a target attempts a movement "
  .. "action through the covered area\")", function()
  it("a rifle covering (20, 0): a run from (1, 0.9) to (19, 0.9) passes inside its 60° field far out, so it is checked", function()
    local R = twtw.rules
    local f = R["fight.new"] { name = "lane", combatants = {
      { name = "Miranda", side = "posse", weapons = { "rifle" }, pos = { x = 0, y = 0 } },
      { name = "Bandit", side = "gang", traits = { reflex = 8 }, pos = { x = 1, y = 0.9 } },
    } }
    f.round, f.phase = 1, 1
    R["round.start"](f)
    local m, b = f.by_name.Miranda, f.by_name.Bandit
    m.weapons[1].drawn = true
    R["continuous.covering_fire"](f, m, { at = { x = 20, y = 0 } })
    twtw.action.stack(37, 8) -- the face-down card; his Initiative check
    R["continuous.covering_arm"](f, m, 1)
    assert.equal(false, R["continuous.covered"](f, m, b)) -- where he starts, 0.9 aside at 1 pace: outside the field
    R["action.resolve"](f, b, { kind = "move", to = { x = 19, y = 0.9 }, stop = 0 })
    assert.equal(1, #twtw.logged("check"))
  end)
end)
