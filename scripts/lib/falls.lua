-- lib/falls.lua — the order in which combatants leave a fight, for the rule
-- fight.summary of every ruleset (a library, not a module:
-- require("lib.falls")). The host tallies "who fell first" from it when a
-- simulation asks for per-combatant outcomes.
--
-- The record lives in the fight: fight.falls is the last number given,
-- fight.fell[name] a combatant's number (1 = first; those who left at the
-- same check share a number). One who is back in the fight has his number
-- struck out, so fell is his last departure. standing(c) is the ruleset's own
-- test of "still in the fight".
local M = {}

-- note(fight, c, standing) gives c, who has just left the fight, the next
-- number. A call outside a fight (a spec's bare rule call) does nothing.
function M.note(fight, c, standing)
  if type(fight) ~= "table" or fight.combatants == nil then return end
  fight.fell = fight.fell or {}
  if fight.fell[c.name] == nil and not standing(c) then
    fight.falls = (fight.falls or 0) + 1
    fight.fell[c.name] = fight.falls
  end
end

-- sweep(fight, standing): the ones back in the fight lose their number; the
-- ones who left since the last check share the next.
function M.sweep(fight, standing)
  fight.fell = fight.fell or {}
  local seq, any = (fight.falls or 0) + 1, false
  for _, c in ipairs(fight.combatants) do
    if standing(c) then
      fight.fell[c.name] = nil
    elseif fight.fell[c.name] == nil then
      fight.fell[c.name], any = seq, true
    end
  end
  if any then fight.falls = seq end
end

-- status(dead, standing, hurt) is the word for how a combatant ended:
-- "killed", "out" (alive, no longer in the fight), "wounded" or "unhurt".
function M.status(dead, standing, hurt)
  if dead then return "killed" end
  if not standing then return "out" end
  if hurt then return "wounded" end
  return "unhurt"
end

return M
