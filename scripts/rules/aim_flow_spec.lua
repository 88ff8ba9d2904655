-- rules/aim_flow_spec.lua — seed 000 "Aim and Snap Shots" (consecutive aim
-- actions), "Tactical Aiming" (the Bravery check), "Procedure" (the held
-- aim's Reflex contest); seed 001 "Covering Fire" ("a character that is
-- under fire must make a Bravery check to perform an aimed shot").
--
-- Cause cells used: card 1 d4 row 1: 1, d6 row 1: 4, d12 row 1: 2; card 8
-- d4 row 1: 7; card 40 d10: 10, 1, 11; card 45 d6 row 1: 8, d12 row 1: 23.
local twtw = require("twtw")
local R = twtw.rules

local function duel()
  local f = R["fight.new"] { name = "duel", combatants = {
    { name = "Jonah", side = "posse", traits = { dexterity = 10 }, skills = { shooting = 3 },
      weapons = { "peacemaker" }, tactics = "hold" },
    { name = "Villain", side = "gang", traits = {}, weapons = { "peacemaker" }, pos = { x = 8, y = 0 }, tactics = "hold" },
  } }
  f.round, f.phase = 1, 1
  R["round.start"](f)
  local j, v = f.by_name.Jonah, f.by_name.Villain
  j.weapons[1].drawn, v.weapons[1].drawn = true, true
  return f, j, v
end

local function aim(f, c, target)
  return R["action.resolve"](f, c, { kind = "aim", target = target or "Villain", weapon = 1 })
end

describe("aim actions count only when consecutive (seed 000 \"Aim and Snap Shots\")", function()
  it("aim, aim: two aim actions; aim, draw, aim: one", function()
    local f, j = duel()
    aim(f, j)
    aim(f, j)
    assert.equal(2, j.state.aim.actions)
    f, j = duel()
    aim(f, j)
    R["action.resolve"](f, j, { kind = "reload", weapon = 1 })
    assert.equal(nil, j.state.aim)
    aim(f, j)
    assert.equal(1, j.state.aim.actions)
  end)

  it("an aim at someone else starts over", function()
    local f, j = duel()
    aim(f, j)
    aim(f, j)
    aim(f, j, "Jonah")
    assert.equal("Jonah", j.state.aim.target)
    assert.equal(1, j.state.aim.actions)
  end)
end)

describe("an aimed shot under fire (seed 001 \"Covering Fire\", seed 000 \"Tactical Aiming\")", function()
  it("not shot at since the aim: no check; card 40's 11 against TN 5 at 8 paces, no snap penalty", function()
    local f, j = duel()
    aim(f, j)
    twtw.action.stack(40)
    local out = R["action.shoot"](f, j, { kind = "shoot", target = "Villain", weapon = 1 })
    assert.equal(40, out.card)
    assert.equal(5, out.tn)
    assert.equal(0, #twtw.logged("check"))
  end)

  it("shot at since the aim: Standard (5) Bravery — card 8's 7 keeps the aim (TN 5)", function()
    local f, j = duel()
    aim(f, j)
    j.state.since_shots = 1
    twtw.action.stack(8, 40)
    local out = R["action.shoot"](f, j, { kind = "shoot", target = "Villain", weapon = 1 })
    assert.equal(40, out.card)
    assert.equal(5, out.tn)
  end)

  it("card 1's 1 fails it: the aim is lost and the shot goes off as a snap shot (TN 5 + 2 = 7)", function()
    local f, j = duel()
    aim(f, j)
    j.state.since_shots = 1
    twtw.action.stack(1, 40)
    local out = R["action.shoot"](f, j, { kind = "shoot", target = "Villain", weapon = 1 })
    assert.equal(40, out.card)
    assert.equal(7, out.tn)
    assert.equal(2, out.tn_terms:find("snap"))
  end)

  it("hit in melee since the aim: no aim at all, no check (Tactical Aiming 3)", function()
    local f, j = duel()
    aim(f, j)
    j.state.since_melee, j.state.since_melee_hits = 1, 1
    twtw.action.stack(40)
    local out = R["action.shoot"](f, j, { kind = "shoot", target = "Villain", weapon = 1 })
    assert.equal(7, out.tn)
  end)
end)

describe("the held aim's Reflex contest (seed 000 \"Procedure\")", function()
  local function standoff()
    local f = R["fight.new"] { name = "standoff", combatants = {
      { name = "Miranda", side = "posse", traits = { reflex = 12 }, pos = { x = 0, y = 0 }, tactics = "hold" },
      { name = "Angus", side = "gang", skills = { shooting = 3 }, weapons = { "peacemaker" }, pos = { x = 0, y = 8 },
        tactics = "hold" },
    } }
    f.round, f.phase = 1, 1
    R["round.start"](f)
    local m, a = f.by_name.Miranda, f.by_name.Angus
    a.weapons[1].drawn = true
    R["action.aim"](f, a, { kind = "aim", target = "Miranda", weapon = 1 })
    return f, m, a
  end

  it("Angus's 8 (card 45) beats Miranda's 2 (card 1): he fires before she moves", function()
    local f, m, a = standoff()
    local ap = a.state.ap
    twtw.action.stack(45, 1)
    R["action.move"](f, m, { kind = "move", to = { x = -6, y = 0 }, stop = 0 })
    local shots = twtw.logged("attack")
    assert.equal(1, #shots)
    assert.matches("^Angus shoots at Miranda", shots[1].text)
    assert.equal(5, a.weapons[1].loaded)
    assert.equal(ap - 2, a.state.ap) -- 1 AP to fire and 1 to cock the single action
    assert.equal(nil, a.state.aim) -- spent by the shot
  end)

  it("Miranda's 23 (card 45) beats his 4 (card 1): she moves, his aim follows her", function()
    local f, m, a = standoff()
    twtw.action.stack(1, 45)
    local out = R["action.move"](f, m, { kind = "move", to = { x = -6, y = 0 }, stop = 0 })
    assert.equal(6, out.moved)
    assert.equal(0, #twtw.logged("attack"))
    assert.equal("Miranda", a.state.aim.target)
  end)

  it("no AP for the shot: no contest, no card drawn", function()
    local f, m, a = standoff()
    a.state.ap = 1
    R["action.move"](f, m, { kind = "move", to = { x = -6, y = 0 }, stop = 0 })
    assert.equal(0, #twtw.action.discard())
    assert.truthy(a.state.aim)
  end)
end)
