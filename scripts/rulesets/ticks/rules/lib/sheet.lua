-- rules/lib/sheet.lua — what the fight's opening lines say of a combatant's
-- state beyond his statistics (a library, not a module): each weapon, the one
-- in hand and its rounds when fewer than it holds, and the wounds he starts
-- with (a scenario's `drawn`, `loaded` and `wounds`).
local M = {}

-- weapons(c) → the texts of c's weapons in order: "Shotgun (in hand, 1 of 2
-- loaded)", "Pistol".
function M.weapons(c)
  local out = {}
  for _, w in ipairs(c.weapons) do
    local notes = {}
    if w == c.held then notes[#notes + 1] = "in hand" end
    if w.shots and w.loaded ~= w.shots then notes[#notes + 1] = string.format("%d of %d loaded", w.loaded, w.shots) end
    out[#out + 1] = #notes > 0 and string.format("%s (%s)", w.name, table.concat(notes, ", ")) or w.name
  end
  return out
end

-- wounds(c) → ", 3 wounds" when c has wounds, else "".
function M.wounds(c)
  local n = c.wounds or 0
  if n == 0 then return "" end
  return string.format(", %d wound%s", n, n == 1 and "" or "s")
end

return M
