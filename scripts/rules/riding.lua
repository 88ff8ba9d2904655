-- rules/riding.lua — controlled mounted and vehicular movement: maneuvers
-- and changes of speed, in the continuous action phases and as actions.
--
-- seed 001 "Continuous Action Example: Mounted and Vehicular Movement":
-- "Movement that is directed by a character involved in the action is called
-- controlled movement." "If the character wishes to perform actions with the
-- mount or vehicle, such as maneuver or change speed, at any time other than
-- during a continuous action phase, the cost is 2 AP and it is a free
-- action." "characters are limited to a single Free action during a turn, so
-- that a character cannot attempt a fast draw while also performing riding
-- maneuvers. The character can still fast draw while riding, but no
-- maneuvers or changes of speed may be performed unless they are declared as
-- actions and paid for with AP." "Maneuvering during continuous action
-- phases is limited by the skill of the character and the handling of the
-- mount or vehicle, the lower of these two values determines the number of
-- maneuvers that can be made during these phases." "If the character wishes
-- to use their regular action to maneuver … The mount or vehicle does not
-- move during this phase in any circumstance, however." "Changing speeds is
-- Easy (3), or +1 TN to any other maneuver. The speed change takes place
-- after the current phase. To change speeds before this phase, increase the
-- TN by +2."
--
-- A mover (continuous.add_automated's entry) is controlled when it says so
-- (controlled = true) and names its rider or driver; it has dir (a unit
-- heading), paces (per round), gait ("none", "walk", "run") and handling.
-- Decided here:
-- * The maneuver chart (an image, Maneuver.JPG) is data ride.chart: level 1
--   maneuvers in continuous phase IV, 2 in II and IV, 3 in II–IV, 4 and 5 in
--   every phase; level = the lower of the rider's riding skill (a driver's
--   driving skill when they have one) and the handling.
-- * A maneuver is a turn toward a point, a combatant or away from one
--   (Standard (5) riding check), and / or a change of gait (Easy (3) alone,
--   +1 with a turn, +2 more to take effect in this phase rather than after
--   it). A failed check changes nothing; a calamity throws the rider to the
--   ground, out of the saddle.
-- * The rider's policy steers (rule tactics.steer(fight, c, mover) → a
--   maneuver or nil); the ride action (kind "ride": Free, 2 AP; a Fast
--   action of 2 AP once the round's Free action is used) is the same
--   maneuver taken as a regular action, and the mover stands still in the
--   continuous phase that follows it.
-- * The walking pace of a mover is its speed (a mount's Speed); a run is
--   twice it.
-- * The maneuvers of the continuous phases are riding's Free action (the
--   quote above; ride.free): after a fast draw, or any other Free action,
--   the rider makes none that round (a maneuver then is the ride action,
--   paid with AP); the first one takes the round's Free action, so a fast
--   draw after it is a plain draw (round.begin_action). A ride action paid
--   as the Free action goes with them ("in addition to any others during
--   continuous action phases"); one after them is the Fast action of 2 AP.
local M = {
  name = "core.riding",
  version = "1.0.0",
  summary = "Controlled mounted and vehicular movement: maneuvers by skill and handling, speed changes, the ride action",
  source = "seed 001 \"Continuous Action Example: Mounted and Vehicular Movement\"",
}

local say = require("lib.say").say

local function set_gait(api, fight, v, gait, now)
  local paces = api.rules["ride.paces"](v, gait)
  v.gait = gait
  if now then v.paces = paces else v.next_paces = paces end
  for _, name in ipairs(v.carries or {}) do
    local o = fight.by_name[name]
    if o then o.state.mount_moving = gait end
  end
end

local function heading(api, fight, c, v, m)
  local o = (m.toward and fight.by_name[m.toward]) or (m.away and fight.by_name[m.away])
  local to = (o and o.pos) or m.to
  if m.heading then
    local r = math.rad(m.heading)
    return { x = math.cos(r), y = math.sin(r) }
  end
  if not to then return nil end
  local dx, dy = to.x - c.pos.x, to.y - c.pos.y
  if m.away then dx, dy = -dx, -dy end
  local len = math.sqrt(dx * dx + dy * dy)
  if len == 0 then return nil end
  return { x = dx / len, y = dy / len }
end

-- define_ride_paces(api): ride.paces.
local function define_ride_paces(api)
  -- ride.paces(v, gait) → the paces a round mover v makes at a gait: none 0,
  -- walk its walking pace (v.walk), run twice that (seed 000 "Target Speed": "running (double speed)").
  api.define("ride.paces", function(v, gait)
    return gait == "none" and 0 or (gait == "walk" and v.walk or 2 * v.walk)
  end, "a mover's paces a round at a gait")
end

-- define_ride_chart(api): ride.chart, ride.numbers, ride.controller, ….
local function define_ride_chart(api)
  local R = api.rules
  api.define("ride.chart", {
    [0] = {}, [1] = { [4] = true }, [2] = { [2] = true, [4] = true }, [3] = { [2] = true, [3] = true, [4] = true },
    [4] = { true, true, true, true }, [5] = { true, true, true, true },
  }, "continuous phases a rider may maneuver in, by the lower of skill and handling (decided here)")

  api.define("ride.numbers", { turn_tn = 5, speed_tn = 3, combined = 1, now = 2, ap = 2 },
    "maneuver Standard (5); speed change Easy (3), +1 with a maneuver, +2 this phase; 2 AP out of phase (seed 001)")

  -- ride.controller(fight, v) → the combatant steering mover v, or nil.
  api.define("ride.controller", function(fight, v)
    local name = v.rider or v.driver
    local c = name and fight.by_name[name]
    if c and R["combatant.active"](c) and not c.state.stunned then return c end
    return nil
  end, "who steers a mover")

  -- ride.mover(fight, c) → the controlled mover c steers, or nil.
  api.define("ride.mover", function(fight, c)
    local movers = fight.automated or {}
    for ix = 1, #movers do
      local v = movers[ix]
      if v.controlled and (v.rider == c.name or v.driver == c.name) then return v end
    end
    return nil
  end, "the mount or vehicle a combatant steers")

  -- ride.level(c, v) → the lower of c's riding (or driving) skill and v's handling.
  api.define("ride.level", function(c, v)
    local skill = (v.vehicle and c.skills.driving) or c.skills.riding or 0
    return math.max(0, math.min(skill, v.handling or 0))
  end, "maneuvers: the lower of skill and handling (seed 001)")

  -- ride.init(fight, v) fills v.gait and v.walk (its walking pace) when the
  -- entry does not say: from its rider's mount (c.mount: speed, gait) or
  -- state (mount_moving), else from its paces.
  api.define("ride.init", function(fight, v)
    if v.gait and v.walk then return v end
    local name = v.rider or v.driver or (v.carries and v.carries[1])
    local c = name and fight.by_name[name]
    local m = c and c.mount
    v.gait = v.gait or (m and m.gait) or (c and c.state.mount_moving) or ((v.paces or 0) > 0 and "walk" or "none")
    v.walk = v.walk or v.speed or (m and m.speed) or (v.gait == "run" and v.paces / 2) or v.paces
    return v
  end, "a mover's gait and walking pace")

  -- ride.tn(v, m) → the TN of maneuver m: {toward | away | to | heading, gait, now}.
  api.define("ride.tn", function(v, m)
    local n = R["ride.numbers"]
    local turn = m.toward or m.away or m.to or m.heading
    local change = m.gait and m.gait ~= v.gait
    local tn = api.terms("maneuver TN", turn and n.turn_tn or n.speed_tn,
      turn and "Standard: a maneuver" or "Easy: a change of speed", "maneuver")
    if turn and change then tn:add(n.combined, "and a change of speed", "speed") end
    if change and m.now then tn:add(n.now, "the speed change before this phase", "now") end
    return tn
  end, "the TN of a riding maneuver (seed 001)")
end

-- define_ride_maneuver(api): ride.maneuver, ride.thrown, action.ride.
local function define_ride_maneuver(api)
  local R = api.rules
  -- ride.maneuver(fight, c, v, m) → ok: the riding check and, on success,
  -- the new heading and gait (see the header).
  api.define("ride.maneuver", function(fight, c, v, m)
    R["ride.init"](fight, v)
    local tn = R["ride.tn"](v, m)
    local skill = (v.vehicle and c.skills.driving and "driving") or "riding"
    local r = R["check.skill"](c, skill, { tn = tn, trait = "dexterity", reason = "steer " .. tostring(v.name) })
    if r.success then
      local dir = heading(api, fight, c, v, m)
      if dir then v.dir = dir end
      if m.gait and m.gait ~= v.gait then set_gait(api, fight, v, m.gait, m.now) end
    elseif r.calamity then
      R["ride.thrown"](fight, c, v)
    end
    say(api, "ride", string.format("%s steers %s: %s", c.name, tostring(v.name), r.success and "done" or "no change"),
      { who = c.name, mover = v.name, ok = r.success })
    return r.success
  end, "a riding maneuver (seed 001)")

  -- ride.thrown(fight, c, v): the rider falls out of the saddle.
  api.define("ride.thrown", function(fight, c, v)
    for i, name in ipairs(v.carries or {}) do
      if name == c.name then table.remove(v.carries, i) break end
    end
    v.rider, v.driver = nil, nil
    c.state.mounted, c.state.mount_moving, c.state.prone = false, nil, true
    say(api, "ride", string.format("%s is thrown from %s", c.name, tostring(v.name)), { who = c.name })
  end, "a calamity on a maneuver: the rider is thrown (decided here)")

  -- action.ride: a = {toward | away | to | heading, gait, now}: the
  -- maneuver as a regular action; the mover stands still this phase.
  api.define("action.ride", function(fight, c, a)
    local v = R["ride.mover"](fight, c)
    if not v then return { done = false } end
    local ok = R["ride.maneuver"](fight, c, v, a)
    v.held_tick = fight.tick
    return { done = true, steered = ok }
  end, "steer a mount or vehicle as an action (seed 001: 2 AP, a Free action)")
end

-- define_ride_phase(api): ride.free, ride.phase.
local function define_ride_phase(api)
  local R = api.rules
  -- ride.free(c) → whether c may maneuver in a continuous phase with no AP:
  -- the round's one Free action is unused, or riding took it (an earlier
  -- maneuver of a continuous phase, a ride action paid as the Free action:
  -- state.free_by, round.begin_action). See the header.
  api.define("ride.free", function(c)
    local s = c.state
    return not s.free_used or s.free_by == "ride"
  end, "seed 001: \"a character cannot attempt a fast draw while also performing riding maneuvers\"")

  -- ride.phase(fight, v, phase) → whether v moves in this continuous phase:
  -- not after a maneuver taken as a regular action this phase; first the
  -- steerer may maneuver if the chart allows this phase and the round's Free
  -- action is riding's (ride.free), which the maneuver then takes.
  api.define("ride.phase", function(fight, v, phase)
    if v.held_tick and v.held_tick == fight.tick then return false end
    R["ride.init"](fight, v)
    local c = R["ride.controller"](fight, v)
    if c and R["ride.chart"][R["ride.level"](c, v)][phase] and api.has("tactics.steer") then
      local m = R["tactics.steer"](fight, c, v)
      if m and not R["ride.free"](c) then
        say(api, "ride", string.format("%s cannot steer %s in continuous phase %d: the round's Free action went to the %s",
          c.name, tostring(v.name), phase, (tostring(c.state.free_by):gsub("_", " "))), { who = c.name, mover = v.name })
      elseif m then
        c.state.free_used, c.state.free_by = true, "ride"
        R["ride.maneuver"](fight, c, v, m)
      end
    end
    return true
  end, "a controlled mover in a continuous phase")
end

function M.setup(api)
  define_ride_paces(api)
  define_ride_chart(api)
  define_ride_maneuver(api)
  define_ride_phase(api)
end

return M
