-- rules/lib/bands.lua — look a number up in a banded table (plain library,
-- not a module). The seed's tables are banded: the shots table by combat
-- speed (seed 002 "4.2.2.3"), the hit-location chart by the D100 roll
-- ("4.2.5.1.1"), the stealth distance by metres ("4.5.2").
local M = {}

-- find(rows, n) returns the first row whose `upto` is at least n (a row
-- without `upto` takes everything above), and its index.
function M.find(rows, n)
  for i, row in ipairs(rows) do
    if row.upto == nil or n <= row.upto then return row, i end
  end
  return nil
end

-- range(rows, i) is the band of row i as "lo–hi" (the first starts at
-- `first`, default 1; a row without `upto` reads "lo+").
function M.range(rows, i, first)
  local lo = i == 1 and (first or 1) or rows[i - 1].upto + 1
  local hi = rows[i].upto
  if hi == nil then return tostring(lo) .. "+" end
  if hi == lo then return tostring(lo) end
  return string.format("%d–%d", lo, hi)
end

-- refs(name, rows, i, field) names the data entries a value read from row i
-- of the banded data table `name` depends on, for a term's data reference
-- (scripts/README.md "Data provenance"): the value itself, the row's `upto`
-- and the row before's, the bounds that picked the row —
-- refs("shots.table", rows, 3, "aimed") → {"shots.table.3.aimed",
-- "shots.table.3.upto", "shots.table.2.upto"}.
function M.refs(name, rows, i, field)
  local row = name .. "." .. i
  local out = { row .. "." .. field }
  if rows[i].upto ~= nil then out[#out + 1] = row .. ".upto" end
  if i > 1 then out[#out + 1] = name .. "." .. (i - 1) .. ".upto" end
  return out
end

-- sorted_keys(t) lists the keys of t in sorted order, so a loop over a map
-- is the same every run (lib/tables' own).
M.sorted_keys = require("lib.tables").sorted_keys

return M
