-- rules/lib/d100.lua — stacking percentile rolls, for specs and `twtw
-- explain` (plain library, not a module).
-- seed 002 "4.2.5.1.1 Success": "the character rolls 1D100"; the dice's
-- d100() reads tens and units, "00" as 100, and a stacked face is the total.
local M = {}

-- stack(dice, n, ...) makes the next d100 rolls of dice read n, … (1..100).
function M.stack(dice, ...)
  local rolls = { ... }
  for i, n in ipairs(rolls) do
    if type(n) ~= "number" or n < 1 or n > 100 or n ~= math.floor(n) then
      error(string.format("d100: roll %d: 1..100 expected, got %s", i, tostring(n)), 2)
    end
  end
  dice.stack(unpack(rolls))
end

return M
