-- rules/tactics_ride.lua — the default policy in the saddle or on the box:
-- steering the mount or vehicle toward the fight.
--
-- seed 001 "Continuous Action Example: Mounted and Vehicular Movement" (the
-- maneuvers of rules/riding.lua); seed 000 "Move and Fire": "a stationary or
-- walking mount confers a -2 penalty on shooting, while a galloping mount
-- costs the character a penalty of 4."
--
-- Decided here (numbers in data tactics.table): a rider steers toward the
-- nearest foe, galloping while he is more than two walks away, walking
-- while more than 10 paces off, standing within 10 (a steadier −2 shot);
-- a steer is worth a maneuver when the heading is more than 30° off or the
-- gait is wrong. In a continuous phase the chart allows, that is a free
-- maneuver (tactics.steer); when the mount heads more than 90° away from the
-- foe, the rider spends the ride action on it (tactics.ride).
local M = {
  name = "core.tactics_ride",
  version = "1.0.0",
  summary = "The default policy riding: steer toward the fight, gallop, walk or stand",
  source = "seed 001 \"Continuous Action Example: Mounted and Vehicular Movement\"; seed 000 \"Move and Fire\"",
}

function M.setup(api)
  local R = api.rules

  local function off_by(c, v, t)
    local dx, dy = t.pos.x - c.pos.x, t.pos.y - c.pos.y
    local len = math.sqrt(dx * dx + dy * dy)
    if len == 0 or v.paces == 0 then return 0 end
    local cos = (dx * v.dir.x + dy * v.dir.y) / len
    return math.deg(math.acos(math.max(-1, math.min(1, cos))))
  end

  -- want(c, v, t) → the maneuver toward t and the gait wanted.
  local function want(c, v, t)
    local d = R["combatant.distance"](c, t)
    local walk = v.walk
    local gait = (d > 2 * walk and "run") or (d > R["tactics.table"].ride_near and "walk") or "none"
    return { toward = t.name, gait = gait }, d
  end

  -- tactics.steer(fight, c, v) → a maneuver for mover v, or nil.
  api.define("tactics.steer", function(fight, c, v)
    R["ride.init"](fight, v)
    local t = R["tactics.enemies"](fight, c)[1]
    if not t then return v.gait ~= "none" and { gait = "none" } or nil end
    local m = want(c, v, t)
    local turn = m.gait ~= "none" and off_by(c, v, t) > R["tactics.table"].ride_turn
    if not turn then m.toward = nil end
    if not turn and m.gait == v.gait then return nil end
    return m
  end, "how a rider steers in a continuous phase")

  -- tactics.ride(fight, c, t, d) → a ride action when c's mount heads well
  -- away from the foe, or nil.
  api.define("tactics.ride", function(fight, c, t, d)
    local v = R["ride.mover"](fight, c)
    if not v or c.state.ap < R["ride.numbers"].ap then return nil end
    R["ride.init"](fight, v)
    if off_by(c, v, t) <= R["tactics.table"].ride_about then return nil end
    local m = want(c, v, t)
    return { kind = "ride", toward = t.name, gait = m.gait }
  end, "steer as an action when the mount heads away from the fight")
end

return M
