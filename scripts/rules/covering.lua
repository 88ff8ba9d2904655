-- rules/covering.lua — covering fire, a continuous action.
-- seed 001 "Continuous Action Example: Covering Fire": "Covering fire takes
-- place over the course of a full round, therefore it is a continuous
-- action … the weapon being used must have 4 or more bullets loaded … If the
-- firing arcs advanced rules … are being used, covering fire requires an
-- appropriate arc just like an aim action." "a character that is under fire
-- must make a Bravery check to perform an aimed shot or other careful …
-- action. They may choose to forgo the action. If they do, the action AP are
-- still spent, but they cannot be hit by the covering fire. Alternatively,
-- they may elect to attempt the action … standard (5) Bravery check …
-- failure indicates the APs are spent, but the action does not resolve. The
-- character also becomes a valid target … Calamity indicates the attempting
-- character is hit by the covering fire." "If a character wishes to attempt
-- an action that is not careful, use the previous procedure but substitute a
-- standard (5) Initiative check … If the test is successful, the character
-- may attempt their action without effect from the covering fire." "resolve
-- a snap shot at the appropriate range with an additional -1."
--
-- Decided here:
-- * "before the characters in phase 4 begin moving" is read as "before
--   phase I", i.e. it is declared in the declaration step and lasts the
--   round (rules/continuous.lua keeps it going round after round); the
--   covered area is the line of fire from the firer to the fire marker, 1
--   pace either side, and 1 pace around the marker; the firer may arm one
--   card per phase (before the phase's turns); a target's check is Bravery
--   for careful actions (aim, aimed shots) and Initiative for the rest, TN
--   Standard (5).
-- * Every covering shot costs what the same shot costs as an action
--   (action.cost of a shoot: the weapon's AP, and the cock AP when it is not
--   cocked; a Peacemaker 1 + 1), paid when its card is drawn, as its round
--   of ammunition goes. The declaration pays for the first shot ("Pay the AP
--   to cock (if necessary) and fire the weapon being used") and is refused
--   when the AP do not reach; the shot of each later phase (and of each
--   later round) is paid as it is armed.
-- * A shot the coverer cannot pay for is not fired: no card is drawn, no
--   round spent, and that phase the area is not covered; the covering fire
--   itself goes on (the seed lets it be "attempted for a portion of the
--   round" when the rounds run short, and AP are the same kind of budget),
--   so the coverer stays off the initiative stack and, with next round's AP,
--   fires again. action.ap.covering_fire (0) is the declaration's own cost.
-- * A calamity counts on a failed check only, as everywhere in these rules
--   (a check result's calamity): a successful check whose card shows CF is
--   "successful … without effect from the covering fire".
-- * "attempt to move … within 1 pace of the line of fire", "a movement
--   action through the covered area": a move (a move action, the move of an
--   attack, a continuous mover's paces in a continuous phase) is in the
--   covered area when its path — the segment from where the mover stands to
--   where the move ends — comes within 1 pace of the line of fire, moving
--   into the area or across it. The check is made before the move ("Resolve
--   the shot before the attempted action"), so the shot is taken at the
--   mover where he stands then, and a calamity stops the move there.
-- * "If the weapon malfunctions … The character may spend AP during their
--   action phase to address the malfunction, but may attempt no further
--   covering fire actions this round": the malfunction ends the covering
--   fire there and then, so the character is back on the initiative stack
--   from the phase of the malfunction on and acts on their count (clearing
--   the gun, or anything else their AP buy); covering fire declared again
--   is refused until the next round.
-- * Forgo or attempt (continuous.covering_choice, a policy's rule to wrap):
--   a careful action is forgone by one untrained in Bravery; everything else
--   is attempted.
local M = {
  name = "core.covering",
  version = "1.0.0",
  summary = "Covering fire: the covered area, the face-down card, the Bravery or Initiative check, forgoing",
  source = "seed 001 \"Continuous Action Example: Covering Fire\"",
}

local geometry = require("rules.lib.geometry")

-- pay_shot(api, c, w) pays one covering shot: "the AP to cock (if
-- necessary) and fire the weapon" — what a shot with w costs (action.cost:
-- the weapon's AP, and its cock AP when it is not cocked); false, nothing
-- paid, when c has fewer AP left.
local function pay_shot(api, c, w)
  local ap = api.rules["action.cost"](c, { kind = "shoot", weapon = w })
  if c.state.ap < ap then return false end
  c.state.ap = c.state.ap - ap
  w.cocked = true
  return true
end

-- move_end(api, fight, actor, action) → where the move an action makes
-- ends: action.ends (a continuous mover's phase), the end of a move action
-- (movement.plan) or of an attack's move (a.move, rules/move_fire.lua);
-- nil for an action that does not move.
local function move_end(api, fight, actor, action)
  local R = api.rules
  if action.ends then return action.ends end
  local m = action
  if action.kind ~= "move" then
    local mv = action.move
    if type(mv) ~= "table" then return nil end
    local to, stop = R["move_fire.destination"](fight, actor, mv)
    if not to then return nil end
    m = { kind = "move", to = to, stop = stop, paces = mv.paces, mode = mv.mode }
  end
  local _, _, _, _, ends = R["movement.plan"](fight, actor, m)
  return ends
end

-- at_point(actor, p) is a view of the actor standing at p, for
-- continuous.covered and its wrappers.
local function at_point(actor, p)
  return setmetatable({ pos = p }, { __index = actor })
end

-- path_covered(api, fight, c, actor, ends, cov) → whether coverer c's area
-- holds any point of the actor's path (actor.pos to ends): the point nearest
-- the line of fire (all the core's distance rule needs), then, for a
-- wrapper that narrows the area (fields_of_fire's arc), a point every pace
-- along the path.
local function path_covered(api, fight, c, actor, ends, cov)
  local covered = api.rules["continuous.covered"]
  if covered(fight, c, at_point(actor, (geometry.nearest_on(actor.pos, ends, c.pos, cov.at)))) then return true end
  local a = actor.pos
  local d = geometry.distance(a, ends)
  for i = 0, math.floor(d) do
    local f = d > 0 and i / d or 0
    if covered(fight, c, at_point(actor, { x = a.x + (ends.x - a.x) * f, y = a.y + (ends.y - a.y) * f })) then return true end
  end
  return covered(fight, c, at_point(actor, ends))
end

-- define_continuous_covering_min(api): continuous.covering_min, continuous.covering_fire.
local function define_continuous_covering_min(api)
  local R = api.rules
  -- continuous.covering_min: "the weapon being used must have 4 or more
  -- bullets loaded" for a full round of covering fire.
  api.define("continuous.covering_min", { loaded = 4, area = 1, check_tn = 5, snap = 1 },
    "covering fire: 4+ loaded, 1 pace either side, TN 5 checks, an extra −1 on the shot (seed 001)")

  -- continuous.covering_fire(fight, c, opts) starts covering fire for the
  -- round: opts.weapon (index; default the first loaded ranged weapon),
  -- opts.at {x, y} or opts.target (name: the fire marker goes where they
  -- stand). The firer leaves the initiative stack and pays for the first
  -- shot (pay_shot). Returns the covering state, or nil and a reason.
  api.define("continuous.covering_fire", function(fight, c, opts)
    opts = opts or {}
    local w = opts.weapon and c.weapons[opts.weapon]
    if w == nil then
      for _, x in ipairs(c.weapons) do
        if x.kind == "ranged" and x.loaded > 0 then w = x break end
      end
    end
    if w == nil or w.kind ~= "ranged" then return nil, "no ranged weapon" end
    if w.loaded < 1 then return nil, "the weapon is empty" end
    if w.jammed then return nil, "the weapon is jammed" end
    if c.state.covering_stopped == fight.round then
      return nil, "the weapon malfunctioned: no further covering fire this round"
    end
    local at = opts.at
    if at == nil and opts.target and fight.by_name[opts.target] then
      local p = fight.by_name[opts.target].pos
      at = { x = p.x, y = p.y }
    end
    if at == nil then return nil, "no fire marker" end
    if not w.drawn then return nil, "the weapon is not drawn" end
    if not pay_shot(api, c, w) then return nil, "too few AP left to cock and fire" end
    local full = w.loaded >= R["continuous.covering_min"].loaded
    local cov = { weapon = w, at = at, card = nil, armed_phase = nil, shot_phase = nil,
      jammed = false, full = full, shots = 0, paid = true }
    c.state.covering = cov
    api.log("covering", {
      text = string.format("%s lays covering fire with the %s toward (%g, %g)%s", c.name, w.name, at.x, at.y,
        full and "" or string.format(" (only %d loaded: part of the round)", w.loaded)),
      who = c.name, weapon = w.name, x = at.x, y = at.y, full = full,
    })
    return cov
  end, "start covering fire (seed 001)")
end

-- define_continuous_covering_arm(api): continuous.covering_arm, continuous.covered.
local function define_continuous_covering_arm(api)
  local R = api.rules
  -- continuous.covering_arm(fight, c, phase): before each phase, pay for
  -- the covering shot (unless the declaration did) and draw its card. If the
  -- weapon malfunctions (api.action.fails with its Rel) the covering fire
  -- ends and none may be laid again this round (state.covering_stopped);
  -- otherwise the card is kept face down and the ammunition goes down by
  -- one. Returns the card or nil, reason.
  api.define("continuous.covering_arm", function(fight, c, phase)
    local cov = c.state.covering
    if cov == nil then return nil, "not covering" end
    if cov.jammed or cov.weapon.jammed then return nil, "the weapon malfunctioned" end
    if cov.card then return cov.card end
    if cov.armed_phase == phase then return nil, "one covering shot per phase" end
    local w = cov.weapon
    if w.loaded < 1 then return nil, "the weapon is empty" end
    if not cov.paid and not pay_shot(api, c, w) then return nil, "too few AP left to cock and fire" end
    cov.paid = false
    local card = api.action.draw()
    cov.armed_phase = phase
    -- the failure check of any shot (ancillary.failure: the Rel ancillary.rel gives, a wrap's change credited)
    local f = R["ancillary.failure"]({ weapon = w, attacker = c, covering = true }, { card = card })
    if type(f) == "table" and f.failed then
      cov.jammed = true
      w.jammed = true
      c.state.covering, c.state.covering_stopped = nil, fight.round
      api.log("covering", {
        text = string.format("%s's %s malfunctions (card %d): the covering fire stops", c.name, w.name, card.number),
        who = c.name, card = card.number, malfunction = true,
      })
      return nil, "malfunction"
    end
    w.loaded = w.loaded - 1
    w.cocked = false
    cov.card = card
    cov.shots = cov.shots + 1
    api.log("covering", {
      text = string.format("%s covers (%g, %g): a card lies face down (%d left in the %s)", c.name,
        cov.at.x, cov.at.y, w.loaded, w.name),
      who = c.name, phase = phase, loaded = w.loaded,
    })
    return card
  end, "arm one covering shot for a phase (seed 001)")

  -- continuous.covered(fight, coverer, who) says whether `who` stands in the
  -- covered area: within 1 pace of the line of fire or the fire marker.
  api.define("continuous.covered", function(fight, coverer, who)
    local cov = coverer.state.covering
    if cov == nil then return false end
    local near = R["continuous.covering_min"].area
    return geometry.segment_distance(who.pos, coverer.pos, cov.at) <= near
  end, "is a combatant in the covered area")
end

-- define_continuous_covering_shot(api): continuous.covering_shot, continuous.covering_careful, continuous.covering_choice.
local function define_continuous_covering_shot(api)
  local R = api.rules
  -- continuous.covering_shot(fight, coverer, target, opts) resolves the
  -- covering shot with the face-down card: a snap shot at the range with an
  -- additional −1 (ctx.covering). opts.auto_hit = a calamity card: the target
  -- is hit, that card giving location and damage. The card is then used up.
  api.define("continuous.covering_shot", function(fight, coverer, target, opts)
    opts = opts or {}
    local cov = coverer.state.covering
    if cov == nil or (cov.card == nil and not opts.auto_hit) then return nil end
    local ctx = R["attack.context"](fight, coverer, target, cov.weapon, { aimed = 0 })
    ctx.covering = true
    ctx.card = opts.auto_hit or cov.card
    ctx.auto_hit = opts.auto_hit and true or false
    ctx.already_fired = true
    cov.card = nil
    cov.shot_phase = fight.phase
    return R["attack.ranged"](ctx)
  end, "resolve a covering shot (seed 001)")

  -- continuous.covering_careful(actor, action): an aim, an aimed shot or an
  -- action marked careful.
  api.define("continuous.covering_careful", function(actor, action)
    if not action then return false end
    if action.careful or action.kind == "aim" then return true end
    return action.kind == "shoot" and action.target ~= nil and R["aim.count"](actor, action.target) > 0
  end, "is an action careful (seed 001: \"an aimed shot or other careful (Judge's discretion) action\")")

  -- continuous.covering_choice(fight, coverer, actor, action, careful) →
  -- "forgo" | "attempt" (decided here: one untrained in Bravery forgoes a
  -- careful action; a policy may wrap this).
  api.define("continuous.covering_choice", function(fight, coverer, actor, action, careful)
    if careful and ((actor.skills and actor.skills.bravery) or 0) < 1 then return "forgo" end
    return "attempt"
  end, "forgo or attempt an action under covering fire (seed 001)")
end

-- define_continuous_covering_react(api): continuous.covering_react, continuous.covering_check.
local function define_continuous_covering_react(api)
  local R = api.rules
  -- continuous.covering_react(fight, coverer, actor, action): the actor
  -- forgoes the action (its AP spent, no shot: "they cannot be hit by the
  -- covering fire") or attempts it: careful actions (aim, aimed shots) need a
  -- Standard (5) Bravery check, the rest an Initiative check. Returns
  -- {proceed = bool, forgo = bool, shot = outcome | nil}.
  api.define("continuous.covering_react", function(fight, coverer, actor, action)
    local careful = R["continuous.covering_careful"](actor, action)
    if R["continuous.covering_choice"](fight, coverer, actor, action, careful) == "forgo" then
      if api.logging() then
        api.log("covering", { text = string.format("%s forgoes the %s under %s's covering fire", actor.name,
          tostring(action and action.kind), coverer.name), who = actor.name, forgo = true })
      end
      return { proceed = false, forgo = true, careful = careful }
    end
    local skill = careful and "bravery" or "initiative"
    local tn = api.terms("covering fire check", R["continuous.covering_min"].check_tn, "Standard", "base")
    local r = R["check.skill"](actor, skill, { tn = tn, reason = "acting under covering fire from " .. coverer.name })
    local out = { proceed = true, check = r, careful = careful }
    if r.calamity then
      out.proceed = false
      out.shot = R["continuous.covering_shot"](fight, coverer, actor, { auto_hit = r.card })
    elseif not r.success then
      out.proceed = not careful
      out.shot = R["continuous.covering_shot"](fight, coverer, actor)
    end
    return out
  end, "a target's Bravery/Initiative check under covering fire (seed 001)")

  -- continuous.covering_check(fight, actor, action) runs covering_react for
  -- each enemy with a card armed this phase whose covered area holds the
  -- actor's spot or, for an action that moves, the move's path (move_end:
  -- from the actor's spot to action.ends, or to where the move action or an
  -- attack's move ends); returns false when the action must not resolve.
  api.define("continuous.covering_check", function(fight, actor, action)
    local proceed, ends = true, nil
    for ix = 1, #fight.combatants do
      local c = fight.combatants[ix]
      local cov = c.state.covering
      if cov and cov.card and c.side ~= actor.side and R["combatant.active"](c) and R["combatant.active"](actor) then
        if ends == nil then ends = move_end(api, fight, actor, action) or false end
        local over
        if ends then over = path_covered(api, fight, c, actor, ends, cov) else over = R["continuous.covered"](fight, c, actor) end
        if over then
          local out = R["continuous.covering_react"](fight, c, actor, action)
          if not out.proceed then proceed = false end
        end
      end
    end
    return proceed
  end, "check every covering fire over an actor and the path of a move")
end

function M.setup(api)
  define_continuous_covering_min(api)
  define_continuous_covering_arm(api)
  define_continuous_covering_shot(api)
  define_continuous_covering_react(api)
end

return M
