-- rules/tactics_ride_spec.lua — the default policy riding (decided here,
-- rules/tactics_ride.lua), on seed 001 "Mounted and Vehicular Movement".
local twtw = require("twtw")
local R = twtw.rules

local function ride(angus_at, dir)
  local f = R["fight.new"] { name = "chase", combatants = {
    { name = "Miranda", side = "posse", traits = { dexterity = 10 }, skills = { riding = 3, shooting = 2 },
      weapons = { "peacemaker" } },
    { name = "Angus", side = "gang", traits = {}, pos = angus_at, tactics = "hold" } } }
  f.round, f.phase, f.tick = 1, 1, 1
  R["round.start"](f)
  local c = f.by_name.Miranda
  c.weapons[1].drawn = true
  local v = R["continuous.add_automated"](f, { name = "Wash", paces = 24, speed = 24, gait = "walk", dir = dir,
    pos = { x = 0, y = 0 }, carries = { "Miranda" }, rider = "Miranda", controlled = true, mount = true, handling = 2 })
  c.state.mounted, c.state.mount_moving = true, "walk"
  return f, c, v
end

describe("tactics.steer", function()
  it("Angus 100 paces north, Wash walking east: turn toward him and gallop (100 > two walks of 24)", function()
    local f, c, v = ride({ x = 0, y = 100 }, { x = 1, y = 0 })
    assert.same({ toward = "Angus", gait = "run" }, R["tactics.steer"](f, c, v))
  end)
  it("30 paces, straight ahead: keep the heading, walk (no maneuver needed)", function()
    local f, c, v = ride({ x = 30, y = 0 }, { x = 1, y = 0 })
    assert.equal(nil, R["tactics.steer"](f, c, v))
  end)
  it("within 10 paces: rein in to a stand for a steadier shot (seed 000 \"Move and Fire\": −2, not −4)", function()
    local f, c, v = ride({ x = 8, y = 0 }, { x = 1, y = 0 })
    assert.same({ gait = "none" }, R["tactics.steer"](f, c, v))
  end)
end)

describe("tactics.ride in the default policy", function()
  it("Wash carrying her away from Angus (180° off): the ride action, 2 AP, turning toward him", function()
    local f, c = ride({ x = -30, y = 0 }, { x = 1, y = 0 })
    assert.same({ kind = "ride", toward = "Angus", gait = "walk" }, R["tactics.default"](f, c))
  end)
  it("heading his way: no ride action; a hard mounted shot at 30 paces (TN 12+) is aimed", function()
    local f, c = ride({ x = 30, y = 0 }, { x = 1, y = 0 })
    assert.equal("aim", R["tactics.default"](f, c).kind)
    -- a walking mount: −1 moving, topped up to the mounted −2 (seed 000 "Move and Fire")
    local tn = R["ranged.tn"](R["attack.context"](f, c, f.by_name.Angus, c.weapons[1]))
    assert.equal(2, tn:find("moving") + tn:find("mounted"))
  end)
end)
