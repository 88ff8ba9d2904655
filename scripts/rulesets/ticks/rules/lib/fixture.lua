-- rules/lib/fixture.lua — sensible combatant entries for specs and examples
-- (a library, not a module): every statistic 10, no skills, no luck, unarmed,
-- at (0, 0), unless the entry says otherwise. Used by rule combatant.fixture
-- (fixtures.combatant in specs) and by fight(), which builds a fight from
-- such entries.
local F = {}

local STATS = { "strength", "dexterity", "quickness", "willpower", "resilience" }

-- F.entry(t) → a scenario entry: t with the defaults filled in (t's stats
-- table may name only some statistics).
function F.entry(t)
  local e = {}
  for k, v in pairs(t or {}) do e[k] = v end
  e.name = e.name or "Fixture"
  e.side = e.side or "a"
  local stats = {}
  for _, s in ipairs(STATS) do stats[s] = 10 end
  for k, v in pairs((t and t.stats) or {}) do stats[k] = v end
  e.stats = stats
  e.skills = e.skills or {}
  e.weapons = e.weapons or {}
  return e
end

-- F.fight(R, entries, screens) → a fight of the entries (defaults filled).
function F.fight(R, entries, screens)
  local list = {}
  for i, t in ipairs(entries) do list[i] = F.entry(t) end
  return R["fight.new"]({ name = "spec fight", combatants = list, screens = screens })
end

return F
