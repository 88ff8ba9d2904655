-- houserules/last_stand.lua — gulch.last_stand: a hero brought down fights on
-- for one more round before falling.
-- House rule (Gulch campaign). Technique: ADD BEHAVIOUR AT AN EVENT
-- (api.on "wound.applied" and "round.end"), with small wraps so the rest of
-- the rules see the hero as still standing.
--
-- What: when a hit leaves a hero (a scenario combatant with player = true;
-- option who = "everyone" for NPCs too) concussed (CT 0 or below) or at
-- wound level 5 (Critical: a lost limb — a fifth wound to the head or torso
-- kills, and the dead make no stand), the hero makes a LAST STAND, once per
-- fight: for the rest of that round and `rounds` (option, default 1) more
-- full rounds the hero
--   * makes no stun checks, and a stun already on the hero is shaken off
--     (with a Recover action under way, which is dropped);
--   * is not taken out by concussion: still active, still acts, still a
--     target, and still holds the side's ground for fight.over.
-- Wound penalties still apply, and more hits still wound (a fifth wound to
-- the head or torso still kills). At the end step of the stand's last
-- round it ends: a hero at CT 0 or below then drops, concussed, as the seed
-- says; a hero who is only critically wounded fights on under the normal
-- rules (stun checks again). Each step is logged ("last stand: Hank fights
-- on …", "last stand over: Hank collapses").
--
-- Why a group wants it: the heroes' big moments. A player whose hero falls
-- in the middle of the shoot-out gets one more action to finish what they
-- started — the film's dying gunman firing his last shot.
--
-- Seed rules changed: rules/wounds.lua stun.check (seed 000 "Wound Modifier
-- Stun": "Whenever a character is dealt damage they must check Fortitude")
-- and concussion.check (seed 000 "Taking Concussion": "When a character is
-- reduced to 0 CT or lower they become 'Concussed' … unable to participate
-- in the combat"); rules/combatant.lua combatant.active. Listens to
-- "wound.applied" (rules/damage.lua damage.resolve: emitted after the wound
-- is on the body, before the stun and concussion checks) and "round.end"
-- (rules/round.lua round.end_step).
--
-- Host gap worked around: the scenario passes `player` to combatant.new, but
-- core's combatant.new does not keep it; this module wraps combatant.new to
-- copy it onto the combatant (c.player), leaving a value core sets alone.
local M = {
  name = "gulch.last_stand",
  version = "1.0.0",
  summary = "A hero who is concussed or critically wounded ignores stun and concussion for one more round",
  source = "house rule; changes seed 000 \"Wound Modifier Stun\" and \"Taking Concussion\"",
  options = {
    rounds = { type = "int", default = 1, min = 1, max = 3,
      doc = "full rounds the last stand lasts after the round it starts in" },
    who = { type = "enum", values = { "players", "everyone" }, default = "players",
      doc = "who makes a last stand: the players' heroes, or everyone" },
  },
}

-- CRITICAL is the wound level of a critical wound (seed 000 "Wounds
-- Description": 5 Critical).
local CRITICAL = 5

-- define_combatant_new(api, opts): combatant.new, gulch.last_stand.eligible.
local function define_combatant_new(api, opts)
  api.wrap("combatant.new", function(next, spec)
    local c = next(spec)
    if c.player == nil then c.player = (type(spec) == "table" and spec.player) and true or false end
    return c
  end)

  -- gulch.last_stand.eligible(c): may c make a last stand (option who)?
  api.define("gulch.last_stand.eligible", function(c)
    return opts.who == "everyone" or c.player == true
  end, "who may make a last stand (gulch.last_stand option who)")
end

-- define_wound_applied(api, opts): wound.applied, stun.check, concussion.check, combatant.active.
local function define_wound_applied(api, opts)
  local R = api.rules
  local function standing(c)
    local s = c.state
    return s ~= nil and s.last_stand ~= nil and not c.body:dead()
  end

  api.on("wound.applied", function(fight, ev)
    local c = ev.target
    local s = c and c.state
    if not s or s.last_stand or s.last_stand_used or ev.died or c.body:dead() then return end
    local why
    if c.body:concussed() then
      why = string.format("concussed, CT %d", c.body:ct())
    elseif (ev.level_after or 0) >= CRITICAL and (ev.level_before or 0) < CRITICAL then
      why = string.format("critical wound to the %s", tostring(ev.part))
    end
    if not why or not R["gulch.last_stand.eligible"](c) then return end
    local round = (fight and fight.round) or 0
    s.last_stand = { until_round = round + opts.rounds, why = why }
    s.last_stand_used = true
    local shaken = s.stunned
    s.stunned = false
    -- a Recover under way has nothing left to do: the turn is the hero's again
    if s.pending and s.pending.action and s.pending.action.kind == "recover" then s.pending = nil end
    api.log("last_stand", {
      text = string.format("last stand: %s fights on (%s)%s until the end of round %d", c.name, why,
        shaken and ", shaking off the stun," or "", round + opts.rounds),
      who = c.name, until_round = round + opts.rounds,
    })
  end)

  -- No stun check during a last stand.
  api.wrap("stun.check", function(next, fight, c, ev)
    if standing(c) then
      c.state.last_hit = nil
      api.log("last_stand", { text = string.format("last stand: %s makes no stun check", c.name), who = c.name })
      return nil
    end
    return next(fight, c, ev)
  end)

  -- Concussion does not take the hero out during a last stand.
  api.wrap("concussion.check", function(next, fight, c)
    if standing(c) then return false end
    return next(fight, c)
  end)

  api.wrap("combatant.active", function(next, c)
    local s = c.state
    if standing(c) and not s.unconscious and not s.fled then return true end
    return next(c)
  end)
end

-- define_round_end(api, opts): round.end.
local function define_round_end(api, opts)
  local R = api.rules
  api.on("round.end", function(fight)
    for _, c in ipairs(fight.combatants or {}) do
      local ls = c.state and c.state.last_stand
      if ls and (fight.round or 0) >= ls.until_round then
        c.state.last_stand = nil
        if c.body:dead() then -- luacheck: ignore 542 (already logged as dead)
        elseif c.body:concussed() then
          api.log("last_stand", { text = string.format("last stand over: %s collapses", c.name), who = c.name })
          R["concussion.check"](fight, c)
        else
          api.log("last_stand", {
            text = string.format("last stand over: %s fights on, stun checks as usual", c.name), who = c.name })
        end
      end
    end
  end)
end

function M.setup(api, opts)
  define_combatant_new(api, opts)
  define_wound_applied(api, opts)
  define_round_end(api, opts)
end

return M
