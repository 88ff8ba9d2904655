-- rules/riding_spec.lua — seed 001 "Continuous Action Example: Mounted and
-- Vehicular Movement": Miranda on Wash (Speed 24 walking, handling 2).
-- Cards: 40 d10 rows 10, 1, 11 (riding 3 succeeds on TN 5); 26 d10 row 1
-- 1 with a calamity mark.
local twtw = require("twtw")
local R = twtw.rules

local function ride(extra)
  local m = { name = "Miranda", side = "posse", traits = { dexterity = 10 }, skills = { riding = 3, fast_draw = 1 },
    weapons = { "peacemaker" }, tactics = "default" }
  for k, v in pairs(extra or {}) do m[k] = v end
  local f = R["fight.new"] { name = "chase", combatants = { m,
    { name = "Angus", side = "gang", traits = {}, pos = { x = 0, y = 100 }, tactics = "hold" } } }
  f.round, f.phase, f.tick = 1, 1, 1
  R["round.start"](f)
  local c = f.by_name.Miranda
  local v = R["continuous.add_automated"](f, { name = "Wash", paces = 24, speed = 24, gait = "walk", dir = { x = 1, y = 0 },
    pos = { x = 0, y = 0 }, carries = { "Miranda" }, rider = "Miranda", controlled = true, mount = true, handling = 2 })
  c.state.mounted, c.state.mount_moving = true, "walk"
  return f, c, v
end

describe("riding: maneuvers by the lower of skill and handling (seed 001)", function()
  it("riding 3 on a handling 2 horse: level 2, maneuvers in continuous phases II and IV (decided chart)", function()
    local _, c, v = ride()
    assert.equal(2, R["ride.level"](c, v))
    assert.same({ [2] = true, [4] = true }, R["ride.chart"][2])
  end)

  it("phase I: no maneuver, Wash walks 6 paces east; phase II: Miranda turns him toward Angus (card 40: 11 ≥ 5)", function()
    local f, c, v = ride()
    R["continuous.phase"](f, 1)
    assert.same({ x = 6, y = 0 }, c.pos)
    assert.equal(0, #twtw.logged("check"))
    twtw.action.stack(40)
    f.tick = 2
    R["continuous.phase"](f, 2)
    -- from (6, 0) toward (0, 100)
    assert.near(-0.06, v.dir.x, 0.001)
    assert.near(0.998, v.dir.y, 0.001)
    assert.equal(1, #twtw.logged("check"))
  end)

  it("riding 0: no maneuver in any phase", function()
    local f, c, v = ride { skills = { riding = 0 } }
    assert.equal(0, R["ride.level"](c, v))
    for p = 1, 4 do R["continuous.phase"](f, p) end
    assert.equal(0, #twtw.logged("check"))
    assert.equal(24, c.pos.x)
  end)
end)

describe("ride.init: a mover the scenario built (a mount entry without gait or walk)", function()
  it("reads the rider's mount: Speed 14 galloping (28 paces a round)", function()
    local f, c = ride()
    c.mount = { name = "Biscuit", speed = 14, gait = "run" }
    local v = R["continuous.add_automated"](f, { name = "Biscuit", paces = 28, dir = { x = 1, y = 0 },
      carries = { "Miranda" }, rider = "Miranda", controlled = true, mount = true, handling = 2 })
    R["ride.init"](f, v)
    assert.equal("run", v.gait)
    assert.equal(14, v.walk)
  end)
end)

describe("ride.tn (seed 001: \"Changing speeds is Easy (3), or +1 TN to any other maneuver … +2\")", function()
  it("a turn 5; a speed change alone 3; both 6; a speed change before this phase 5; both, now, 8", function()
    local _, _, v = ride()
    assert.equal(5, R["ride.tn"](v, { toward = "Angus" }):total())
    assert.equal(3, R["ride.tn"](v, { gait = "run" }):total())
    assert.equal(6, R["ride.tn"](v, { toward = "Angus", gait = "run" }):total())
    assert.equal(5, R["ride.tn"](v, { gait = "run", now = true }):total())
    assert.equal(8, R["ride.tn"](v, { toward = "Angus", gait = "run", now = true }):total())
  end)

  it("\"The speed change takes place after the current phase\": a gallop asked in phase I shows from the next", function()
    local f, c, v = ride()
    twtw.action.stack(40)
    R["ride.maneuver"](f, c, v, { gait = "run" })
    assert.equal("run", c.state.mount_moving)
    R["continuous.phase"](f, 1)
    assert.equal(6, c.pos.x)
    R["continuous.phase"](f, 3) -- phase III: no maneuver at level 2
    assert.equal(18, c.pos.x) -- 48 paces a round: 12 a phase
  end)
end)

describe("the ride action (seed 001: \"the cost is 2 AP and it is a free action\")", function()
  it("Free and 2 AP; Wash stands still in this phase's continuous phase", function()
    local f, c = ride()
    local a = { kind = "ride", toward = "Angus" }
    assert.equal("free", R["action.speed"](c, a))
    assert.equal(2, R["action.cost"](c, a))
    local ap = c.state.ap
    twtw.action.stack(40)
    R["round.begin_action"](f, c, a)
    assert.equal(ap - 2, c.state.ap)
    assert.equal(true, c.state.free_used)
    R["continuous.phase"](f, 1)
    assert.same({ x = 0, y = 0 }, c.pos)
  end)

  it("\"a character cannot attempt a fast draw while also performing riding maneuvers\": after the ride, a plain draw", function()
    local f, c = ride()
    twtw.action.stack(40)
    R["round.begin_action"](f, c, { kind = "ride", toward = "Angus" })
    local discards = #twtw.action.discard()
    R["round.begin_action"](f, c, { kind = "fast_draw", weapon = 1 })
    assert.equal(true, c.weapons[1].drawn)
    assert.equal(discards, #twtw.action.discard()) -- no fast draw card: a plain draw
  end)

  it("after a fast draw, the ride is a Fast action paid with AP", function()
    local f, c = ride()
    c.state.free_used = true
    twtw.action.stack(40)
    local out = R["round.begin_action"](f, c, { kind = "ride", toward = "Angus" })
    assert.falsy(out.free)
  end)

  it("a calamity on the maneuver (card 26, riding 1): thrown from the saddle", function()
    local f, c, v = ride { skills = { riding = 1 } }
    twtw.action.stack(26)
    R["action.ride"](f, c, { kind = "ride", toward = "Angus" })
    assert.equal(true, c.state.prone)
    assert.equal(false, c.state.mounted)
    assert.same({}, v.carries)
  end)
end)

describe("one Free action a turn (seed 001: \"a character cannot attempt a fast draw while also performing riding "
  .. "maneuvers … no maneuvers or changes of speed may be performed unless they are declared as actions and paid "
  .. "for with AP\")", function()
  it("after a fast draw, no free maneuver in continuous phase II: Wash keeps heading east, no riding check", function()
    local f, c, v = ride()
    R["round.begin_action"](f, c, { kind = "fast_draw", weapon = 1 })
    assert.equal("fast_draw", c.state.free_by)
    local checks = #twtw.logged("check")
    twtw.action.stack(40)
    f.tick = 2
    R["continuous.phase"](f, 2)
    assert.equal(checks, #twtw.logged("check"))
    assert.same({ x = 1, y = 0 }, v.dir)
    assert.same({ x = 6, y = 0 }, c.pos) -- Wash walks on, 6 paces east (24 a round)
    local said = twtw.logged("ride")
    assert.truthy(said[#said].text:find("Miranda cannot steer Wash in continuous phase 2: the round's Free action went "
      .. "to the fast draw", 1, true))
  end)

  it("after a fast draw the maneuver is the ride action, a Fast action paid with 2 AP", function()
    local f, c, v = ride()
    R["round.begin_action"](f, c, { kind = "fast_draw", weapon = 1 })
    local ap = c.state.ap
    twtw.action.stack(40)
    local out = R["round.begin_action"](f, c, { kind = "ride", toward = "Angus" })
    assert.falsy(out.free)
    assert.equal(ap - 2, c.state.ap)
    assert.near(1, v.dir.y, 0.001)
  end)

  it("a free maneuver in continuous phase II takes the Free action: the fast draw after it is a plain draw", function()
    local f, c, v = ride()
    twtw.action.stack(40)
    f.tick = 2
    R["continuous.phase"](f, 2)
    assert.near(1, v.dir.y, 0.001)
    assert.equal(true, c.state.free_used)
    assert.equal("ride", c.state.free_by)
    assert.same({ kind = "draw", weapon = 1 }, R["tactics.ready"](c, 1, c.weapons[1]))
    local discards = #twtw.action.discard()
    R["round.begin_action"](f, c, { kind = "fast_draw", weapon = 1 })
    assert.equal(true, c.weapons[1].drawn)
    assert.equal(discards, #twtw.action.discard()) -- no fast draw card: a plain draw
  end)

  it("a ride action paid as the Free action goes with the maneuvers of the continuous phases", function()
    local f, c, v = ride()
    twtw.action.stack(40)
    R["round.begin_action"](f, c, { kind = "ride", toward = "Angus", gait = "run" })
    assert.equal("ride", c.state.free_by)
    assert.equal(true, R["ride.free"](c))
    v.dir = { x = 1, y = 0 } -- headed away again: the policy turns him in phase II
    twtw.action.stack(40)
    f.tick = 2
    R["continuous.phase"](f, 2)
    assert.near(1, v.dir.y, 0.01)
  end)
end)

describe("tactics.ready in the saddle (seed 001's Miranda: \"She could choose to fast draw her pistol, but then she "
  .. "would need to forgo shooting if any maneuvering with her mount became necessary\")", function()
  local function mounted(riding, gait)
    local f = R["fight.new"] { name = "chase", combatants = {
      { name = "Miranda", side = "posse", traits = { dexterity = 10 }, skills = { riding = riding, fast_draw = 2 },
        weapons = { "peacemaker" }, mount = { name = "Wash", speed = 14, handling = 3, gait = gait } },
      { name = "Angus", side = "gang", traits = {}, pos = { x = 0, y = 100 }, tactics = "hold" } } }
    return f.by_name.Miranda
  end

  it("a rider who can maneuver on a galloping horse keeps the Free action: a plain draw (decided here)", function()
    local c = mounted(3, "run")
    assert.same({ kind = "draw", weapon = 1 }, R["tactics.ready"](c, 1, c.weapons[1]))
  end)

  it("a driver who can maneuver his moving stage keeps it too (the vehicle is his as the mount a rider's)", function()
    local f = R["fight.new"] { name = "stage", vehicles = { { name = "stage", speed = 10, driver = "Reuben", handling = 2 } },
      combatants = {
        { name = "Reuben", side = "posse", traits = { dexterity = 8 }, skills = { driving = 2, fast_draw = 1 },
          weapons = { "peacemaker" } },
        { name = "Angus", side = "gang", traits = {}, pos = { x = 0, y = 100 }, tactics = "hold" } } }
    local c = f.by_name.Reuben
    assert.same({ kind = "draw", weapon = 1 }, R["tactics.ready"](c, 1, c.weapons[1]))
  end)

  it("one who cannot maneuver (riding 0), or on a horse standing still, fast draws", function()
    local c = mounted(0, "run")
    assert.same({ kind = "fast_draw", weapon = 1 }, R["tactics.ready"](c, 1, c.weapons[1]))
    c = mounted(3, "none")
    assert.same({ kind = "fast_draw", weapon = 1 }, R["tactics.ready"](c, 1, c.weapons[1]))
  end)
end)
