-- rules/summary.lua — shootout.summary: how each figure ended the fight, for
-- simulations: the rule fight.summary(fight) the host calls after a fight
-- when a simulation tallies per-combatant outcomes.
--
-- seed 004 "Really Simple Wild West Shootout Rules": "F= Fatal, your
-- character is killed instantly" and "M= Mortal roll 1d8 to score under your
-- toughness, the difference is how long your character remains conscious
-- before expiring" — killed; Toughness: "the character passes out for the
-- difference in turns", Fisticuffs: "knocked him unconscious for as many
-- turns as the difference was" — out (rules/combatant.lua
-- combatant.fighting: alive and conscious); "W= Wound ... two wounds in the
-- same place disable a limb, three become a mortal wound"; "S= Scratch, 'Tis
-- but a scratch, you may carry on."
--
-- fight.summary(fight) → { [name] = { status, wounds, mortal, fell } }:
-- status is "killed" (dead), "out" (alive, senseless at the end), "wounded"
-- (still fighting with a W or a mortal wound) or "unhurt"; wounds the W
-- results he took, summed over the chart's locations; mortal 1 when he is
-- alive at the end with a mortal wound ticking (he will expire: the seed's
-- "remains conscious before expiring"), else 0; fell the order in which he
-- left the fight (1 = first; figures who left at the same check share a
-- number), absent for those still fighting.
--
-- Decided here: the seed has no "CT": a scratch is no wound ("you may carry
-- on") and counts for nothing; a direct M is no W, so it shows in mortal and
-- the status, not in wounds. A figure leaves the fight when he is killed or
-- passes out ("combatant.died", "combatant.out": each its own number); at the
-- end of every turn ("turn.end") and when the summary is taken the figures
-- are checked again: one who has come round is back in the fight (his number
-- is struck out — fell is his last departure), one who left without either
-- event shares the check's number. The record lives in the fight
-- (fight.falls, the last number given; fight.fell, by name), since a
-- figure's state is cleared each turn; it only observes.
local M = {
  name = "shootout.summary",
  version = "1.0.0",
  summary = "How each figure ended the fight: killed, out, wounded or unhurt; W wounds, a mortal wound, order of falling",
  source = "seed 004 \"Really Simple Wild West Shootout Rules\" (F, M, W, S; Toughness; Fisticuffs)",
  requires = { "shootout.combatant", "shootout.status", "shootout.turn" },
}

-- CHART: the Hit Location Chart's locations, #1..#8 (c.wounds is by location).
local CHART = 8

local falls = require("lib.falls")

function M.setup(api)
  local R = api.rules
  -- fighting(fight) is the test of "still in the fight" for this fight.
  local function fighting(fight)
    return function(c) return R["combatant.fighting"](fight, c) end
  end

  api.on("combatant.died", function(fight, c) falls.note(fight, c, fighting(fight)) end)
  api.on("combatant.out", function(fight, c) falls.note(fight, c, fighting(fight)) end)
  api.on("turn.end", function(fight) falls.sweep(fight, fighting(fight)) end)

  -- fight.summary(fight) → per figure {status, wounds, mortal, fell}.
  api.define("fight.summary", function(fight)
    local standing = fighting(fight)
    falls.sweep(fight, standing)
    local out = {}
    for _, c in ipairs(fight.combatants) do
      local wounds = 0
      for loc = 1, CHART do wounds = wounds + (c.wounds[loc] or 0) end
      out[c.name] = { status = falls.status(c.dead, standing(c), wounds > 0 or c.dies_after),
        wounds = wounds, mortal = (not c.dead and c.dies_after) and 1 or 0, fell = fight.fell[c.name] }
    end
    return out
  end, "how each figure ended the fight: {name = {status, wounds, mortal, fell}}")
end

return M
