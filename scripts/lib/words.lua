-- lib/words.lua — word helpers every ruleset shares (a library, not a
-- module: require("lib.words")): telling a misspelt name from a new one;
-- a count in words.
local M = {}

-- NUMBERS are the counts a transcript line spells out.
local NUMBERS = { "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve" }

-- number(n) is a whole number as a line says it: one to twelve in words
-- ("three wounds"), others in digits.
function M.number(n)
  return NUMBERS[n] or tostring(n)
end

-- near(a, b) says whether a and b differ by one letter added, dropped,
-- changed, or two neighbours swapped ("rangd" and "ranged", "evdae" and
-- "evade"), and are not the same.
function M.near(a, b)
  if a == b then return false end
  local la, lb = #a, #b
  if math.abs(la - lb) > 1 then return false end
  local i = 1
  while i <= la and i <= lb and a:sub(i, i) == b:sub(i, i) do i = i + 1 end
  if la == lb then
    if a:sub(i + 1) == b:sub(i + 1) then return true end -- one changed
    return a:sub(i, i) == b:sub(i + 1, i + 1) and a:sub(i + 1, i + 1) == b:sub(i, i) and a:sub(i + 2) == b:sub(i + 2)
  end
  if la > lb then return a:sub(i + 1) == b:sub(i) end -- one dropped from a
  return a:sub(i) == b:sub(i + 1) -- one added to a
end

-- nearest(name, names) is the first of names (a list) near name, or nil.
function M.nearest(name, names)
  for _, n in ipairs(names) do
    if M.near(name, n) then return n end
  end
  return nil
end

return M
