-- rules/summary.lua — ticks.summary: how each combatant ended the fight, for
-- simulations: the rule fight.summary(fight) the host calls after a fight
-- when a simulation tallies per-combatant outcomes.
--
-- seed 003 "Death and Dying": "If your wounds at the end of a round are equal
-- to or exceed your willpower, your character falls unconscious" — out (rule
-- combatant.active: conscious and alive); "If your wounds at the end of a
-- round exceed your resilience, your character is dying. If you are not
-- successfully given first aid within five minutes, your character dies" —
-- killed (the core never runs that clock; optional/bleeding_clock.lua does);
-- "it is possible for a strong-willed character to be dying but still
-- conscious and fighting" — such a one is still in the fight.
--
-- fight.summary(fight) → { [name] = { status, wounds, dying, fell } }: status
-- is "killed" (dead), "out" (alive, unconscious), "wounded" (still fighting,
-- with wounds) or "unhurt"; wounds the combatant's wounds at the end, the
-- count the seed's thresholds judge; dying 1 when alive and dying at the end
-- (wounds beyond resilience, no first aid yet), else 0; fell the order in
-- which the combatant left the fight (1 = first; those who left at the same
-- check share a number), absent for those still fighting.
--
-- Decided here: the seed's only measure of harm is wounds (no CT, no hit
-- points), so that is the one number beside dying; a scenario's starting
-- wounds count, as they do against willpower and resilience. Who left the
-- fight is checked at the end of every round ("round.end", after the
-- end-of-round health step and anything wrapping it, such as the bleeding
-- clock) and when the summary is taken: the seed judges unconsciousness at
-- the end of the round, so everyone who falls at one round's end shares its
-- number. One who is back in the fight at a check (a house rule's waking)
-- has his number struck out: fell is his last departure. The record lives
-- in the fight (fight.falls, the last number given; fight.fell, by name),
-- since a combatant's state is cleared each round; it only observes.
local M = {
  name = "ticks.summary",
  version = "1.0.0",
  summary = "How each combatant ended the fight: killed, out, wounded or unhurt; wounds, dying, order of falling",
  source = "seed 003 \"Death and Dying\"",
  requires = { "ticks.combatant", "ticks.health", "ticks.round" },
}

local falls = require("lib.falls")

function M.setup(api)
  local R = api.rules
  -- active(c) reads the rule at call time, so a house rule's wrap counts.
  local function active(c) return R["combatant.active"](c) end

  api.on("round.end", function(fight) falls.sweep(fight, active) end)

  -- fight.summary(fight) → per combatant {status, wounds, dying, fell}.
  api.define("fight.summary", function(fight)
    falls.sweep(fight, active)
    local out = {}
    for _, c in ipairs(fight.combatants) do
      local st = c.status
      out[c.name] = { status = falls.status(st.dead, active(c), c.wounds > 0), wounds = c.wounds,
        dying = (st.dying and not st.dead) and 1 or 0, fell = fight.fell[c.name] }
    end
    return out
  end, "how each combatant ended the fight: {name = {status, wounds, dying, fell}}")
end

return M
