-- rules/continuing.lua — continuous actions go on from round to round.
--
-- seed 001 "Continuous Actions": "Continuous Actions are special cases where
-- an action is occurring continuously from round to round, for a minimum of
-- one full round." "A continuous action is resolved when the effects of the
-- action occur with or without any interaction from characters. In this
-- case, the action resolves in exactly the same way as the previous round:
-- no change in direction or speed is allowed. A continuous action can also
-- be resolved due to interaction from character(s). In this case, the
-- character makes the appropriate choices regarding speed and direction."
-- seed 001 "Covering Fire": "Repeat the previous steps before each phase or
-- until the character wishes to cease covering."
--
-- seed 001 "Continuous Action Example: Movement": "Continuous action
-- movement costs 1/2 AP per pace."
--
-- Decided here:
-- * At each round's start (round.start → continuous.renew) a continuous move
--   goes on while the AP buy a pace of it (fewer paces when they run short,
--   none: it ends) and covering fire goes on while the weapon is loaded and
--   ready; a combatant who is out, stunned or held ends them.
-- * At each declaration (round.declare → continuous.redeclare →
--   continuous.go_on) the one doing it is asked (their tactics policy):
--   {kind = "continue"} repeats it "without new input"; the same kind
--   (continuous_move, covering_fire) goes on with the new input (a new
--   heading or fire marker); anything else ends it and is that round's
--   declaration (state.answered: the declaration step takes it rather than
--   asking again, so the transcript's "ends the continuous move" is followed
--   by what he chose instead). A continuous action is declared in a
--   declaration step, so by the next one it has run a full round: the
--   minimum is always met.
-- * The round's paces of a continuous move are paid when it goes on, at the
--   declaration, not at the round's start: ½ AP a pace is the cost of the
--   paces moved, and a move ended at the declaration moves none, so the
--   whole round's AP are left for the action declared instead. The policy
--   asked sees those AP (the paces the move would buy are mv.due).
local M = {
  name = "core.continuing",
  version = "1.0.0",
  summary = "Continuous movement and covering fire go on round after round until the character ends them",
  source = "seed 001 \"Continuous Actions\", \"Continuous Action Example: Covering Fire\"",
}

local say = require("lib.say").say

-- define_continuous_renew(api): continuous.renew.
local function define_continuous_renew(api)
  local R = api.rules
  local function able(c)
    local s = c.state
    return R["combatant.active"](c) and not s.stunned and not s.immobilized and not s.entangled
  end

  -- renew_move: the paces this round's AP buy (mv.due, paid when the move
  -- goes on at the declaration); false when they buy none: it ends.
  local function renew_move(c, mv)
    local paces = math.min(mv.paces, R["continuous.reach"](c.state.ap))
    if paces <= 0 then return false end
    mv.due = paces
    return true
  end

  local function renew_cover(c, cov)
    local w = cov.weapon
    if cov.jammed or w.jammed or (w.loaded or 0) < 1 or not w.drawn then return false end
    cov.armed_phase, cov.rounds = nil, (cov.rounds or 1) + 1
    cov.full = w.loaded >= R["continuous.covering_min"].loaded
    return true
  end

  -- continuous.renew(fight, c): round.start calls it for each combatant.
  api.define("continuous.renew", function(fight, c)
    local s = c.state
    if s.continuous and not (able(c) and renew_move(c, s.continuous)) then
      say(api, "continuous", string.format("%s's continuous move ends", c.name), { who = c.name })
      s.continuous = nil
    end
    if s.covering and not (able(c) and renew_cover(c, s.covering)) then
      say(api, "covering", string.format("%s's covering fire ends", c.name), { who = c.name })
      s.covering = nil
    end
  end, "continuous actions go on into the new round (seed 001 \"Continuous Actions\")")
end

-- keep(fight, c, a) → whether c's ongoing continuous action goes on given
-- the policy's answer a; a new input of the same kind updates it.
local function keep(fight, c, a)
  local s = c.state
  if a and a.kind == "continue" then return true end
  if a and a.kind == "continuous_move" and s.continuous then
    local mv = s.continuous
    mv.toward, mv.away, mv.to, mv.dir = a.toward, a.away, a.to, a.dir
    return true
  end
  if a and a.kind == "covering_fire" and s.covering then
    local t = a.target and fight.by_name[a.target]
    s.covering.at = a.at or (t and { x = t.pos.x, y = t.pos.y }) or s.covering.at
    return true
  end
  return false
end

-- pay_move pays the round's paces of a move that goes on ("1/2 AP per
-- pace"); false when the AP buy none.
local function pay_move(api, c, mv)
  local R, s = api.rules, c.state
  local paces = math.min(mv.due or mv.paces, R["continuous.reach"](s.ap))
  if paces <= 0 then return false end
  local cost = R["continuous.cost"](paces)
  s.ap = s.ap - cost
  mv.paces, mv.parts, mv.done, mv.rounds = paces, R["continuous.split"](paces), 0, (mv.rounds or 1) + 1
  mv.due = nil
  s.forgoing_continuous = true
  if api.logging() then
    say(api, "continuous", string.format("%s keeps moving continuously: %d paces this round (%s per phase, %d AP)",
      c.name, paces, table.concat(mv.parts, ","), cost), { who = c.name, paces = paces, ap = cost })
  end
  return true
end

-- define_continuous_redeclare(api): continuous.go_on, continuous.redeclare.
local function define_continuous_redeclare(api)
  local R = api.rules
  -- continuous.go_on(fight, c, a) → whether c's continuous action goes on,
  -- given the policy's answer a: it goes on (state.continuing, the other
  -- declaration a.also; a move pays its paces now) or ends, nothing paid.
  api.define("continuous.go_on", function(fight, c, a)
    local s = c.state
    local what = s.covering and "covering fire" or "continuous move"
    if keep(fight, c, a) and (not s.continuous or pay_move(api, c, s.continuous)) then
      s.continuing, s.declared = true, a.also
      if api.logging() then
        say(api, "declare", string.format("%s goes on with the %s", c.name, what), { who = c.name, action = "continue" })
      end
      return true
    end
    if api.logging() then say(api, "continuous", string.format("%s ends the %s", c.name, what), { who = c.name }) end
    local kind = s.covering and "covering_fire" or "continuous_move"
    s.continuous, s.covering = nil, nil
    if type(a) == "table" and a.kind ~= "continue" and a.kind ~= kind then s.answered = a end -- the round's declaration
    return false
  end, "an ongoing continuous action goes on, paid for, or ends (seed 001 \"Continuous Actions\")")

  -- continuous.redeclare(fight): round.declare calls it first; each
  -- combatant with a continuous action under way is asked (their tactics
  -- policy) and goes on or ends it (continuous.go_on).
  api.define("continuous.redeclare", function(fight)
    for ix = 1, #fight.combatants do local c = fight.combatants[ix] -- not ipairs: a Go call a step
      local s = c.state
      if (s.continuous or s.covering) and R["combatant.active"](c) then
        R["continuous.go_on"](fight, c, R["tactics." .. c.tactics](fight, c))
      end
    end
  end, "each ongoing continuous action goes on, or ends (seed 001 \"Continuous Actions\")")

  -- an answer that ended a continuous action is that round's declaration
  -- only (round.declare takes it); one not taken (he could not act) goes
  api.on("round.declared", function(fight)
    for ix = 1, #fight.combatants do fight.combatants[ix].state.answered = nil end
  end)
end

function M.setup(api)
  define_continuous_renew(api)
  define_continuous_redeclare(api)
end

return M
