-- optional/arc_edges_spec.lua — seed 000 "Optional Rule: Arc edges" on
-- seed 000 "Advanced Rule: Fields of Fire" (aim.track, aim.in_arc).
local twtw = require("twtw")

-- A goon 10 paces from Miranda aims his rifle (60° field: she leaves it by
-- moving MORE than half the range, 5 paces, to the side). Card 1 shows
-- toggle YES, card 2 NO (go run ./cmd/twtw card 1 / card 2).
local YES, NO = 1, 2

local function setup(miranda_player)
  local R = twtw.rules
  local f = R["fight.new"] { name = "arc", combatants = {
    { name = "Miranda", side = "posse", pos = { x = 0, y = 0 }, player = miranda_player ~= false },
    { name = "Goon", side = "gang", skills = { shooting = 2 }, traits = { dexterity = 8 }, weapons = { "rifle" },
      pos = { x = 0, y = 10 } },
  } }
  f.round, f.phase = 1, 1
  R["round.start"](f)
  local m, g = f.by_name.Miranda, f.by_name.Goon
  g.weapons[1].drawn = true
  R["aim.add"](g, m)
  return f, m, g
end

local function track(g, m, sidestep)
  return twtw.rules["aim.track"](g, g.weapons[1], 10, sidestep, m)
end

describe("arc_edges (seed 000 \"Optional Rule: Arc edges\"), when = movement", function()
  it("5 paces aside at 10 is on the 60° edge: toggle YES — into the clear, aim lost; the card is discarded", function()
    local _, m, g = setup()
    twtw.action.stack(YES)
    assert.equal(false, track(g, m, 5))
    assert.equal(nil, g.state.aim)
    assert.same({ YES }, twtw.action.discard())
  end)
  it("toggle NO — still in the field, aim kept", function()
    local _, m, g = setup()
    twtw.action.stack(NO)
    assert.equal(true, track(g, m, 5))
    assert.truthy(g.state.aim)
    assert.same({ NO }, twtw.action.discard())
  end)
  it("an edge is read once where the target stands: measured there again (the next aim action), no card", function()
    local _, m, g = setup()
    twtw.action.stack(NO, YES)
    assert.equal(true, track(g, m, 5))
    assert.equal(true, track(g, m, 5))
    assert.same({ NO }, twtw.action.discard())
    m.pos = { x = 5, y = 1 } -- moved along the edge: a new reading, card YES
    assert.equal(false, track(g, m, 5))
    assert.same({ NO, YES }, twtw.action.discard())
  end)
  it("off the edge no card is drawn: 3 paces in, 7 paces out", function()
    local _, m, g = setup()
    assert.equal(true, track(g, m, 3))
    assert.equal(false, track(g, m, 7))
    assert.same({}, twtw.action.discard())
  end)
  it("module off: the edge counts as in (the core's \"more than half\"), no card", function()
    twtw.use {}
    local _, m, g = setup()
    assert.equal(true, track(g, m, 5))
    assert.truthy(g.state.aim)
    assert.same({}, twtw.action.discard())
  end)
  it("the 120° edge of a handgun: 10 paces aside at 10", function()
    assert.equal(true, twtw.rules["arc_edges.edge"](10, 10, 120))
    assert.equal(false, twtw.rules["arc_edges.edge"](10, 5, 120))
    assert.equal(true, twtw.rules["arc_edges.edge"](10, 5, 60))
  end)
end)

describe("arc_edges players and NPCs (\"handled differently between players and NPCs\")", function()
  it("players = in: Miranda (a player's hero) on the edge stays in the field, no card", function()
    twtw.use { "fields_of_fire", arc_edges = { players = "in" } }
    local _, m, g = setup(true)
    assert.equal(true, track(g, m, 5))
    assert.same({}, twtw.action.discard())
  end)
  it("npcs = out: an NPC on the edge is clear, no card; a player still draws", function()
    twtw.use { "fields_of_fire", arc_edges = { npcs = "out" } }
    local _, m, g = setup(false)
    assert.equal(false, track(g, m, 5))
    assert.same({}, twtw.action.discard())
    _, m, g = setup(true)
    twtw.action.stack(NO)
    assert.equal(true, track(g, m, 5))
    assert.same({ NO }, twtw.action.discard())
  end)
end)

describe("arc_edges when = shot (\"done as the shot is attempted, the TN could be adjusted significantly\")", function()
  local function shoot(f)
    return twtw.rules["action.shoot"](f, f.by_name.Goon, { kind = "shoot", target = "Miranda", weapon = 1 })
  end
  it("the edge is left open at the move; at the shot toggle YES makes it a snap shot (TN 5 + 3), read off the NEXT card", function()
    twtw.use { "fields_of_fire", arc_edges = { when = "shot" } }
    local f, m, g = setup()
    assert.equal(true, track(g, m, 5))
    assert.same({}, twtw.action.discard())
    twtw.action.stack(YES, 16)
    local out = shoot(f)
    assert.equal(16, out.card)
    assert.equal(8, out.tn) -- Standard 5 + snap shot (N/-3); 10 paces is inside the rifle's first increment
    assert.same({ YES, 16 }, twtw.action.discard())
  end)
  it("toggle NO: the aimed shot stands, TN 5", function()
    twtw.use { "fields_of_fire", arc_edges = { when = "shot" } }
    local f, m, g = setup()
    track(g, m, 5)
    twtw.action.stack(NO, 16)
    local out = shoot(f)
    assert.equal(16, out.card)
    assert.equal(5, out.tn)
  end)
end)

describe("arc_edges with fields_of_fire in the flow", function()
  it("Miranda walks exactly 5 paces aside: the goon's aim hangs on the toggle (YES: lost)", function()
    twtw.use { "fields_of_fire", "arc_edges" }
    local R = twtw.rules
    local f = R["fight.new"] { name = "arc", combatants = {
      { name = "Miranda", side = "posse", pos = { x = 0, y = 0 }, player = true },
      { name = "Goon", side = "gang", skills = { shooting = 2 }, weapons = { "rifle" }, pos = { x = 0, y = 10 } },
    } }
    f.round, f.phase = 1, 1
    R["round.start"](f)
    local m, g = f.by_name.Miranda, f.by_name.Goon
    g.weapons[1].drawn = true
    R["action.aim"](f, g, { kind = "aim", target = "Miranda", weapon = 1 })
    assert.truthy(g.state.aim)
    g.state.ap = 0 -- no AP left for a shot: no Reflex contest before she moves (rules/aim_flow.lua)
    twtw.action.stack(YES)
    R["action.move"](f, m, { kind = "move", to = { x = -5, y = 0 }, stop = 0 })
    assert.equal(nil, g.state.aim)
    assert.same({ YES }, twtw.action.discard())
  end)
end)
