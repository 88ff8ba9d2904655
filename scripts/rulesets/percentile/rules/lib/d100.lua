-- rules/lib/d100.lua — the percentile die read as the seed reads it and the
-- faces that make a given roll, for specs and `twtw explain` (plain library,
-- not a module).
-- seed 002 "4.2.5.1.1 Success": "the character rolls 1D100"; the host's
-- api.dice.d100() rolls two d10 — tens then units, each face 1..10 with the
-- 10 read as 0 — and reads tens 0 and units 0 ("00") as 100.
local M = {}

-- faces(n) returns the two d10 faces (tens, units) that api.dice.d100()
-- reads as n (1..100): 4 → 10, 4 ("04"); 56 → 5, 6; 100 → 10, 10 ("00").
function M.faces(n)
  if type(n) ~= "number" or n < 1 or n > 100 or n ~= math.floor(n) then
    error(string.format("d100: a roll 1..100 expected, got %s", tostring(n)), 2)
  end
  local tens, units = math.floor(n / 10) % 10, n % 10
  if tens == 0 then tens = 10 end
  if units == 0 then units = 10 end
  return tens, units
end

-- stack(dice, n, ...) makes the next d100 rolls of dice (api.dice) read n, ….
function M.stack(dice, ...)
  local faces = {}
  for _, n in ipairs({ ... }) do
    local t, u = M.faces(n)
    faces[#faces + 1] = t
    faces[#faces + 1] = u
  end
  dice.stack(unpack(faces))
end

return M
