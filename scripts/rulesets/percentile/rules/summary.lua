-- rules/summary.lua — percentile.summary: how each combatant ended the
-- fight, for simulations: the rule fight.summary(fight) the host calls after
-- a fight when a simulation tallies per-combatant outcomes.
--
-- seed 002 "4.5.2 Stunning an opponent": "the victim systematically loses
-- 1D6 HP. If the roll is successful, the victim falls unconscious for 3D10
-- rounds" — out while it lasts; "4.2.5 Hit location": damage comes off HP
-- ("It's much more deadly to be shot in the chest than in the foot"). The
-- extract never says at what HP a man drops or dies; rules/combatant.lua
-- decided it: 0 HP or less is out of the fight, −(starting HP) or less dead
-- (rule combatant.standing: not out, not dead, not unconscious).
--
-- fight.summary(fight) → { [name] = { status, hp_lost, fell } }: status is
-- "killed" (dead), "out" (alive, at 0 HP or less or unconscious at the end),
-- "wounded" (still standing, with HP lost) or "unhurt"; hp_lost the starting
-- HP less the HP left (the game's one measure of harm: it has no wound
-- count, so none is reported); fell the order in which the combatant left
-- the fight (1 = first; those who left at the same check share a number),
-- absent for those still standing or yet to appear.
--
-- Decided here: who left the fight is checked after every shot or blow
-- ("attack.resolved", its target), at the end of every round ("round.end",
-- after the unconscious count down: a stun blow and a waking show there) and
-- when the summary is taken. One who has come round is back in the fight and
-- his number is struck out: fell is his last departure. The record lives in
-- the fight (fight.falls, the last number given; fight.fell, by name); it
-- only observes.
local M = {
  name = "percentile.summary",
  version = "1.0.0",
  summary = "How each combatant ended the fight: killed, out, wounded or unhurt; HP lost, order of falling",
  source = "seed 002 \"4.5.2 Stunning an opponent\", \"4.2.5 Hit location\"",
  requires = { "percentile.combatant", "percentile.attack", "percentile.round" },
}

local falls = require("lib.falls")

function M.setup(api)
  local R = api.rules
  -- standing(c) reads the rule at call time, so a house rule's wrap counts.
  local function standing(c) return R["combatant.standing"](c) end

  api.on("attack.resolved", function(ctx)
    -- A shot outside a fight (a spec's bare attack) has no fight to count in.
    if ctx.target then falls.note(ctx.fight, ctx.target, standing) end
  end)
  api.on("round.end", function(fight) falls.sweep(fight, standing) end)

  -- fight.summary(fight) → per combatant {status, hp_lost, fell}.
  api.define("fight.summary", function(fight)
    falls.sweep(fight, standing)
    local out = {}
    for _, c in ipairs(fight.combatants) do
      local lost = c.hp_max - c.hp
      out[c.name] = { status = falls.status(c.state.dead, standing(c), lost > 0), hp_lost = lost,
        fell = fight.fell[c.name] }
    end
    return out
  end, "how each combatant ended the fight: {name = {status, hp_lost, fell}}")
end

return M
