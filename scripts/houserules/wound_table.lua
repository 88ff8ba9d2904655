-- houserules/wound_table.lua — gulch.wound_table: play with the seed's FIRST
-- wound table (the harsher one) instead of the default second one.
-- House rule (Gulch campaign). Technique: REPLACE A DATA TABLE (api.set).
--
-- What: seed 000 prints two wound tables. Core (rules/wounds.lua, data
-- `wounds.tables`) keeps both and plays the second ("Wounds": Scratched −1/3,
-- Light −1/5, Serious −2/7, Critical −3/9) as `wounds.levels`. This house
-- rule sets `wounds.levels` to the first ("Wound Modifiers": Flesh −1/3,
-- Light −2/5, Heavy −3/7, Serious −4/9, Critical (limbs) −5/11), printed rows
-- as printed. Every rule that reads the table at call time follows:
-- wounds.penalty (every check), stun.check (the stun TN and the previous
-- wounds' penalty), stun.recover.
--
-- Why a group wants it: wounds hurt more. A Serious wound costs −4 on every
-- check instead of −2 and makes the next stun check TN 9 instead of 7, so a
-- shot-up gunman stops being a threat sooner and fights end faster.
--
-- Seed rule changed: rules/wounds.lua, seed 000 "Wound Modifiers" (the first
-- table) in place of seed 000 "Wounds" (the second). Note the first table's
-- prose says a light and a serious wound cost "(−3)", but its printed Serious
-- row is −4 (its −3 is Heavy); like core, this rule keeps the printed rows.
-- The Healing table (healing.table) is not changed.
local M = {
  name = "gulch.wound_table",
  version = "1.0.0",
  summary = "Play the seed's first, harsher wound table (Serious −4 / stun 9) instead of the second",
  source = "house rule; seed 000 \"Wound Modifiers\" (first table) instead of \"Wounds\"",
}

function M.setup(api)
  -- The table is taken from the library core.wounds itself defines
  -- wounds.tables from (rules/lib/wound_tables.lua), so the house rule
  -- cannot drift from the rows core keeps; a copy is made so nothing else
  -- sees a shared table change.
  api.set("wounds.levels", function(old)
    local first = require("rules.lib.wound_tables").conflict
    local t = { name = first.name, source = first.source .. "; made the table in force by gulch.wound_table" }
    for i, row in ipairs(first) do
      t[i] = { name = row.name, penalty = row.penalty, stun = row.stun }
    end
    return t
  end)
end

return M
