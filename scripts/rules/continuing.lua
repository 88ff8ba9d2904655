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
-- Decided here:
-- * At each round's start (round.start → continuous.renew) a continuous move
--   is paid again (½ AP a pace; fewer paces when the AP run short, none: it
--   ends) and covering fire goes on while the weapon is loaded and ready; a
--   combatant who is out, stunned or held ends them.
-- * At each declaration (round.declare → continuous.redeclare) the one
--   doing it is asked (their tactics policy): {kind = "continue"} repeats it
--   "without new input"; the same kind (continuous_move, covering_fire) goes
--   on with the new input (a new heading or fire marker); anything else ends
--   it and is that round's declaration. A continuous action is declared in a
--   declaration step, so by the next one it has run a full round: the
--   minimum is always met.
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

  -- renew_move pays a continuous move's next round; false when it ends.
  local function renew_move(c, mv)
    local s = c.state
    local paces = math.min(mv.paces, R["continuous.reach"](s.ap))
    if paces <= 0 then return false end
    local cost = R["continuous.cost"](paces)
    s.ap = s.ap - cost
    mv.paces, mv.parts, mv.done, mv.rounds = paces, R["continuous.split"](paces), 0, (mv.rounds or 1) + 1
    s.forgoing_continuous = true
    say(api, "continuous", string.format("%s keeps moving continuously: %d paces this round (%s per phase, %d AP)",
      c.name, paces, table.concat(mv.parts, ","), cost), { who = c.name, paces = paces, ap = cost })
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

-- define_continuous_redeclare(api): continuous.redeclare.
local function define_continuous_redeclare(api)
  local R = api.rules
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

  -- continuous.redeclare(fight): round.declare calls it first; each
  -- combatant with a continuous action under way goes on (state.continuing,
  -- their other declaration a.also) or ends it.
  api.define("continuous.redeclare", function(fight)
    for ix = 1, #fight.combatants do local c = fight.combatants[ix] -- not ipairs: a Go call a step
      local s = c.state
      if (s.continuous or s.covering) and R["combatant.active"](c) then
        local a = R["tactics." .. c.tactics](fight, c)
        if keep(fight, c, a) then
          s.continuing, s.declared = true, a.also
          say(api, "declare", string.format("%s goes on with the %s", c.name,
            s.covering and "covering fire" or "continuous move"), { who = c.name, action = "continue" })
        else
          say(api, "continuous", string.format("%s ends the %s", c.name,
            s.covering and "covering fire" or "continuous move"), { who = c.name })
          s.continuous, s.covering = nil, nil
        end
      end
    end
  end, "an ongoing continuous action goes on, or ends (seed 001 \"Continuous Actions\")")
end

function M.setup(api)
  define_continuous_renew(api)
  define_continuous_redeclare(api)
end

return M
