-- rules/movement.lua — tactical movement: walking, running, forgoing defense,
-- and the move action that carries a combatant across the map.
--
-- seed 000 "Tactical Movement": "a character is considered to be walking if
-- they move up to their speed value, and running if they move greater than
-- the value. The penalty is applied no matter when the movement occurs, as
-- long as it is combined with the attack action ... (happens during the same
-- Phase)."
-- seed 000 "Movement Actions": "Characters who wish to forgo defense may move
-- 50% further than their listed movement rate."
-- seed 000 "Target Speed": "If both were running (double speed)" — a run
-- covers up to twice the Speed.
-- seed 000 "Scale": "1 Pace = 1 Meter".
--
-- seed 000 "Movement Actions": "normal movement (walk, run, crawl, etc)".
--
-- Decided here: Speed is paces per round (a dodger moves "up to their
-- Dexterity Trait die type in paces each round", seed 000 "Dodge"); a round's
-- moves add up: walking while the round's total is at most Speed, running up
-- to 2 × Speed, forgoing defense up to 1.5 × the rate. Leaving one's spot
-- leaves one's cover. Positions are points in paces; distances round to the
-- nearest pace.
local M = {
  name = "core.movement",
  version = "1.0.0",
  summary = "Walk/run classification, forgoing defense, the move action",
  source = "seed 000 \"Tactical Movement\", \"Movement Actions\", \"Target Speed\"",
}

local geometry, header = require("rules.lib.geometry"), require("rules.lib.header") -- header: cover names

-- destination(fight, c, a) → the point a move action heads for and how far
-- short of it it stops (a.toward: 1 pace short of that combatant).
local function destination(fight, c, a)
  local to, stop = a.to, a.stop
  if a.toward then
    local t = fight.by_name[a.toward]
    if t == nil then error(string.format("action.move: %s: no combatant %q", c.name, tostring(a.toward)), 3) end
    to = t.pos
    if stop == nil then stop = 1 end
  end
  if to == nil then error(string.format("action.move: %s: no destination", c.name), 3) end
  return to, stop
end

-- define_movement_rates(api): movement.rates, movement.kind, movement.forgo, ….
local function define_movement_rates(api)
  -- movement.rates: multiples of Speed per round for each way of moving.
  api.define("movement.rates", { walk = 1, run = 2, forgo = 1.5 },
    "Speed multiples: walk 1, run 2 (seed 000 \"Target Speed\"), forgo ×1.5 (\"Movement Actions\")")

  -- movement.kind(c, paces) classifies a movement: "none", "walk" (up to
  -- Speed) or "run" (more) — seed 000 "Tactical Movement".
  api.define("movement.kind", function(c, paces)
    if paces == nil or paces <= 0 then return "none" end
    if paces <= c.speed then return "walk" end
    return "run"
  end, "none / walk (≤ Speed) / run (> Speed)")

  -- movement.forgo(c) is how far a combatant forgoing defense may move: 50%
  -- further than the rate (Speed, or the given rate), rounded down.
  api.define("movement.forgo", function(c, rate)
    return math.floor((rate or c.speed) * api.rules["movement.rates"].forgo)
  end, "movement when forgoing defense: ×1.5 (seed 000 \"Movement Actions\")")

  -- movement.limit(c, mode) is the most a combatant may move in a round:
  -- walk Speed, run 2 × Speed, forgo 1.5 × the run; less with a leg lost (limbs.move_limit: rules/limbs.lua).
  api.define("movement.limit", function(c, mode)
    local r, legs = api.rules["movement.rates"], api.rules["limbs.move_limit"]
    if mode == "forgo" then return legs(c, api.rules["movement.forgo"](c, c.speed * r.run)) end
    return legs(c, math.floor(c.speed * (r[mode or "walk"] or 1)))
  end, "paces per round by mode (a leg lost: limbs.move_limit)")

  -- movement.step(c, to, paces, stop) moves c up to `paces` toward point `to`,
  -- stopping `stop` paces short of it; returns the paces moved.
  api.define("movement.step", function(c, to, paces, stop)
    local at, go, heading = geometry.toward(c.pos, to, paces, stop)
    if go <= 0 then return 0 end
    c.pos = at
    if c.state then c.state.heading = heading end -- where c last moved (ranged.relative_speed)
    return go
  end, "move toward a point")

  -- movement.record(c, paces) adds paces to the round's and phase's totals
  -- and reclassifies c.state.moved; moving leaves cover.
  api.define("movement.record", function(c, paces)
    if paces <= 0 then return end
    local s = c.state
    s.paces = s.paces + paces
    s.phase_paces = s.phase_paces + paces
    s.moved = api.rules["movement.kind"](c, s.paces)
    if c.cover then -- every piece of it (a scenario's covers too)
      api.log("cover", { text = string.format("%s leaves cover (%s)", c.name, header.cover_names(c)),
        who = c.name, cover = c.cover.name })
      c.cover, c.covers = nil, nil
    end
  end, "book movement against the round")
end

-- define_movement_plan(api): movement.plan.
local function define_movement_plan(api)
  local R = api.rules
  -- movement.plan(fight, c, a) → how a move action a goes from where c
  -- stands: the point it heads for, the paces it may go (as far as asked,
  -- within the round's room for its mode), the stop short of the point, the
  -- mode, and the point where it ends. action.move goes by it; covering fire
  -- reads the path from c.pos to that end.
  api.define("movement.plan", function(fight, c, a)
    local to, stop = destination(fight, c, a)
    local dist = R["combatant.distance"](c.pos, to)
    local want = a.paces or math.max(0, dist - (stop or 0))
    local mode = a.mode
    if mode == nil then
      mode = (c.state.paces + want <= c.speed or api.rules["limbs.legs"](c) > 0) and "walk" or "run" -- a leg lost: no run
    end
    local room = math.max(0, R["movement.limit"](c, mode) - c.state.paces)
    -- seed 000 "Unarmed Combat", "Entanglement": held fast or entangled, no
    -- one moves; on the ground, one crawls (decided here: ¼ Speed a round)
    if c.state.immobilized or c.state.entangled then room = 0 end
    if c.state.prone then
      local n = api.has("grapple.numbers") and R["grapple.numbers"].crawl or 0.25
      room = math.max(0, math.min(room, math.floor(c.speed * n) - c.state.paces))
    end
    local go = math.min(want, room)
    return to, go, stop, mode, (geometry.toward(c.pos, to, go, stop))
  end, "where a move action goes and how far")
end

-- define_action_move(api): action.move.
local function define_action_move(api)
  -- action.move(fight, c, a): a.toward (a combatant's name) or a.to {x, y};
  -- a.paces (how far; default all the way); a.mode "walk" | "run" | "forgo"
  -- (default: walk if the round's total stays within Speed, else run);
  -- a.stop (paces short of the point; default 1 for a combatant: adjacent).
  api.define("action.move", function(fight, c, a)
    destination(fight, c, a) -- a move without a destination is refused first
    local ok, why = api.rules["move_fire.may_move"](fight, c)
    if not ok then
      api.log("move", { text = string.format("%s may not move: %s", c.name, why), who = c.name })
      return { moved = 0 }
    end
    -- a held aim at c may fire first (seed 000 "Procedure": rules/aim_flow.lua)
    if api.has("aim.react") then
      api.rules["aim.react"](fight, c)
      if not api.rules["combatant.active"](c) or c.state.stunned then return { moved = 0 } end
    end
    local to, go, stop, mode = api.rules["movement.plan"](fight, c, a)
    local moved = api.rules["movement.step"](c, to, go, stop)
    if mode == "forgo" then c.state.forgoing = true end
    api.rules["movement.record"](c, moved)
    api.log("move", {
      text = string.format("%s moves %d pace(s)%s (%s this round: %d, %s)", c.name, moved,
        a.toward and (" toward " .. a.toward) or "", mode, c.state.paces, c.state.moved),
      who = c.name, paces = moved, mode = mode, x = c.pos.x, y = c.pos.y,
    })
    return { moved = moved, mode = mode }
  end, "the move action")
end

-- define_movement_speed(api): movement.speed.
local function define_movement_speed(api)
  local R = api.rules
  -- movement.speed(fight, c, paces, heading) → the speed c counts for
  -- Target Speed (ranged.relative_speed) and its heading {x, y}, or nil.
  -- paces and heading are c's own: the paces c has moved this round along
  -- where c last moved (attack.context; decided here: the round's paces, so
  -- a 2-pace sidestep is no 12-pace run, and a continuous move counts in
  -- full). One a mount or vehicle carries (continuous.carrier) goes at its
  -- paces a round along its heading as well: the two are added as
  -- velocities (own paces with no heading go the carrier's way), rounded to
  -- the nearest pace. Decided here: seed 000 "Target Speed" counts Reuben's
  -- wagon's 18 paces for Jonah riding in it ("the relative speed is 26");
  -- mounted and vehicular movement is a continuous action (seed 001
  -- "Continuous Action Example: Mounted and Vehicular Movement"), so, as a
  -- continuous move does, it counts in full in every phase of the round,
  -- whether or not its rider moved on his own. A mounted firer's gait is
  -- also his Move and Fire penalty (ranged.movement: "a galloping mount
  -- costs the character a penalty of 4"): two rows of seed 000's Situation
  -- Modifier table, both taken, as a running firer on foot takes both.
  api.define("movement.speed", function(fight, c, paces, heading)
    local auto = fight and fight.automated
    local v = auto and auto[1] and R["continuous.carrier"](fight, c) -- nothing rides in most fights
    local vp = v and v.paces or 0
    if vp <= 0 then return paces, heading end
    if paces <= 0 then return vp, v.dir end
    local h, d = heading or v.dir, v.dir
    local x, y = vp * d.x + paces * h.x, vp * d.y + paces * h.y
    local len = math.sqrt(x * x + y * y)
    if len == 0 then return 0, nil end
    return math.floor(len + 0.5), { x = x / len, y = y / len }
  end, "the speed a combatant counts for Target Speed and its heading: its own paces this round, and a mount's or "
    .. "vehicle's paces a round in full under its rider (decided here: seed 000 \"Target Speed\" counts the wagon's 18)")
end

function M.setup(api)
  define_movement_rates(api)
  define_movement_plan(api)
  define_action_move(api)
  define_movement_speed(api)
end

return M
