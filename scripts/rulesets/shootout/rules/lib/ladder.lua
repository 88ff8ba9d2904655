-- rules/lib/ladder.lua — the Expertise ladder of seed 004 "Really Simple
-- Wild West Shootout Rules": "Professional d4 Gunslinger d6 Soldier d8
-- Troublemaker d10 Citizen d12 Slob d20 Neophyte d30". Shared by
-- rules/traits.lua (the rule expertise.levels) and rules/combatant.lua (the
-- scenario schema's allowed values), which reads it while the rules are
-- still being set up.
local L = {}

-- LEVELS is the ladder, best first.
L.LEVELS = {
  { key = "professional", name = "Professional", die = 4 },
  { key = "gunslinger", name = "Gunslinger", die = 6 },
  { key = "soldier", name = "Soldier", die = 8 },
  { key = "troublemaker", name = "Troublemaker", die = 10 },
  { key = "citizen", name = "Citizen", die = 12 },
  { key = "slob", name = "Slob", die = 20 },
  { key = "neophyte", name = "Neophyte", die = 30 },
}

-- copy() returns a fresh copy of the ladder (a rule's data table of its own).
function L.copy()
  local out = {}
  for i, l in ipairs(L.LEVELS) do out[i] = { key = l.key, name = l.name, die = l.die } end
  return out
end

-- keys() lists the level keys, best first.
function L.keys()
  local out = {}
  for i, l in ipairs(L.LEVELS) do out[i] = l.key end
  return out
end

return L
