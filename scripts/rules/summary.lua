-- rules/summary.lua — how each combatant ended the fight, for simulations:
-- the rule fight.summary(fight) the host calls after a fight when a
-- simulation tallies per-combatant outcomes (host/summary.go).
--
-- seed 000 "Wounds": "Only a hit to the head or torso can spell the end" —
-- killed; seed 000 "Taking Concussion": concussed characters "are no longer
-- able to participate in combat" — out, as is anyone else no longer active
-- (rules/combatant.lua combatant.active: unconscious, fled, out).
--
-- fight.summary(fight) → { [name] = { status, wounds, ct_lost, fell } }:
-- status is "killed" (dead), "out" (alive, no longer active), "wounded"
-- (still fighting, with a wound or CT lost) or "unhurt"; wounds is the sum of
-- the wound levels of the six parts; ct_lost the starting CT less the CT
-- left; fell the order in which the combatant left the fight (1 = first;
-- combatants who left at the same check share a number), absent for those
-- still standing.
--
-- Decided here (the seeds keep no such record): who left the fight is
-- checked after every hit ("wound.applied", the target), at the start of
-- every round ("round.start", everyone: after every end-step listener of the
-- round before, such as bleeding) and when the summary is taken, so a fall
-- without a hit (bleeding, an unconscious calamity, fleeing) counts at the
-- end of its round.
local M = {
  name = "core.summary",
  version = "1.0.0",
  summary = "How each combatant ended the fight: killed, out, wounded or unhurt; wounds, CT lost, order of falling",
  source = "seed 000 \"Wounds\", \"Taking Concussion\"",
}

function M.setup(api)
  local R = api.rules
  local PARTS = api.damage.parts() -- the core's order

  -- mark(fight, c, seq) records c's fall at number seq if c has just left the fight.
  local function mark(c, seq)
    if c.state.fell == nil and not R["combatant.active"](c) then
      c.state.fell = seq
      return true
    end
    return false
  end

  api.on("wound.applied", function(fight, ev)
    local t = ev.target
    -- A hit outside a fight (a spec's bare attack) has no fight to count in.
    if fight and t and t.state and t.state.fell == nil then
      local seq = (fight.falls or 0) + 1
      if mark(t, seq) then fight.falls = seq end
    end
  end)

  -- sweep(fight) marks everyone who has left the fight since the last check.
  local function sweep(fight)
    local seq, any = (fight.falls or 0) + 1, false
    for _, c in ipairs(fight.combatants) do
      if mark(c, seq) then any = true end
    end
    if any then fight.falls = seq end
  end

  api.on("round.start", sweep)

  -- fight.summary(fight) → per combatant {status, wounds, ct_lost, fell}.
  api.define("fight.summary", function(fight)
    sweep(fight)
    local out = {}
    for _, c in ipairs(fight.combatants) do
      local b, wounds = c.body, 0
      for _, p in ipairs(PARTS) do wounds = wounds + b:wounds(p) end
      local lost = b:start_ct() - b:ct()
      local status
      if b:dead() or c.state.dead then
        status = "killed"
      elseif not R["combatant.active"](c) then
        status = "out"
      elseif wounds > 0 or lost > 0 then
        status = "wounded"
      else
        status = "unhurt"
      end
      out[c.name] = { status = status, wounds = wounds, ct_lost = lost, fell = c.state.fell }
    end
    return out
  end, "how each combatant ended the fight: {name = {status, wounds, ct_lost, fell}}")
end

return M
