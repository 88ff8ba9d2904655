-- rules/move_fire.lua — moving and attacking in one action.
--
-- seed 000 "Tactical Movement": "A character may move before, during or
-- after making an attack roll (depending on their declared action type and
-- speed) … The penalty is applied no matter when the movement occurs, as
-- long as it is combined with the attack action for declaration purposes
-- (happens during the same Phase)."
-- seed 000 "Move and Fire": "This penalty applies if any part of the current
-- action is movement, including if the character will move after firing. A
-- character who did not take the movement penalty on a shot may not move
-- after the attempt."
--
-- An attack action may carry a.move = {to = {x, y} | toward = name | away =
-- name, paces?, mode?, stop?, after?}: the move is part of the action (its
-- AP, action.ap.move, is added to the action's cost: action.cost). Without
-- `after` the combatant moves first ("before, during": the same, decided
-- here) and the attack reads the movement already made this phase; with
-- `after` the attack takes the penalty of the move to come (ctx.moving: the
-- round's paces with the planned ones, walk or run) and the move follows.
-- Decided here: "may not move after the attempt" holds for the rest of the
-- phase of the shot (state.still_after = the phase's tick); "away" moves
-- straight away from that combatant.
local M = {
  name = "core.move_fire",
  version = "1.0.0",
  summary = "Move and Fire: movement before or after an attack in the same action, with its penalty",
  source = "seed 000 \"Tactical Movement\", \"Move and Fire\"",
}

-- define_move_fire_destination(api): move_fire.destination.
local function define_move_fire_destination(api)
  -- move_fire.destination(fight, c, mv) → the point mv aims at and the stop.
  api.define("move_fire.destination", function(fight, c, mv)
    if mv.toward then
      local t = fight.by_name[mv.toward]
      return t and t.pos, mv.stop or 1
    end
    if mv.away then
      local o = fight.by_name[mv.away]
      if not o then return nil end
      local dx, dy = c.pos.x - o.pos.x, c.pos.y - o.pos.y
      local len = math.sqrt(dx * dx + dy * dy)
      if len == 0 then dx, dy, len = 1, 0, 1 end
      local n = mv.paces or c.speed
      return { x = c.pos.x + dx / len * n, y = c.pos.y + dy / len * n }, 0
    end
    return mv.to, mv.stop or 0
  end, "where a move of an attack action goes")
end

-- define_move_fire_before(api): move_fire.before, move_fire.planned, move_fire.after, move_fire.may_move.
local function define_move_fire_before(api)
  local R = api.rules
  local function move_action(fight, c, mv)
    local to, stop = R["move_fire.destination"](fight, c, mv)
    if not to then return nil end
    return { kind = "move", to = to, stop = stop, paces = mv.paces, mode = mv.mode }
  end

  -- move_fire.before(fight, c, a): the move of an attack action that comes
  -- first (a.move without after). Returns the move's outcome or nil.
  api.define("move_fire.before", function(fight, c, a)
    local mv = a.move
    if not mv or mv.after then return nil end
    local m = move_action(fight, c, mv)
    return m and R["action.move"](fight, c, m)
  end, "the move before an attack in the same action")

  -- move_fire.planned(fight, c, a) → extra ctx fields for an attack whose
  -- move comes after: moving (walk or run, counting the round's paces) and
  -- firer_speed (movement.speed of the round's paces); nil without such a move.
  api.define("move_fire.planned", function(fight, c, a)
    local mv = a.move
    if not (mv and mv.after) then return nil end
    local m = move_action(fight, c, mv)
    if not m then return nil end
    local dist = math.max(0, R["combatant.distance"](c.pos, m.to) - (m.stop or 0))
    local mode = m.mode or ((c.state.paces + (m.paces or dist) <= c.speed or R["limbs.legs"](c) > 0) and "walk" or "run")
    local room = math.max(0, R["movement.limit"](c, mode) - c.state.paces)
    local paces = math.min(m.paces or dist, room)
    if paces <= 0 then return nil end
    local total = c.state.paces + paces
    -- on a mount or vehicle, its paces as well (movement.speed), the step counted its way (decided here)
    return { moving = R["movement.kind"](c, total), firer_speed = (R["movement.speed"](fight, c, total)) }
  end, "the Move and Fire penalty of a move still to come")

  -- move_fire.after(fight, c, a, outcome): the move that follows the attack;
  -- without one, a shot that took no movement penalty keeps c still for the
  -- rest of the phase.
  api.define("move_fire.after", function(fight, c, a, outcome)
    local mv = a.move
    if mv and mv.after then
      if not R["combatant.active"](c) then return nil end
      local m = move_action(fight, c, mv)
      return m and R["action.move"](fight, c, m)
    end
    local tn = type(outcome) == "table" and outcome.tn_terms
    if outcome and outcome.fired and tn and select(2, tn:find("moving")) == 0 then
      c.state.still_after = fight.tick
    end
    return nil
  end, "the move after an attack; no move after a shot without the movement penalty")

  -- move_fire.may_move(fight, c) → ok, why: whether c may move now.
  api.define("move_fire.may_move", function(fight, c)
    if c.state.still_after ~= nil and c.state.still_after == fight.tick then
      return false, "took no movement penalty on a shot this phase"
    end
    return true
  end, "seed 000 \"Move and Fire\": \"may not move after the attempt\"")
end

function M.setup(api)
  define_move_fire_destination(api)
  define_move_fire_before(api)
end

return M
