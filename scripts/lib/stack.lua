-- lib/stack.lua — `twtw explain --stack R1,R2,…`: the die faces a judge fixes
-- for an explained attack, shared by every ruleset that rolls dice (a
-- library, not a module: require("lib.stack")). README.md "Explain any
-- attack"; each ruleset's README says which dice its attack rolls, in order.
local M = {}

-- faces(stack) → the whole numbers of "4,64,5" (a single one arrives as a
-- number). Anything else is an error naming the stack and the bad value, at
-- the line of the rule that asked (level 2: faces' caller).
function M.faces(stack)
  local out, text = {}, tostring(stack) .. ","
  for f in text:gmatch("([^,]*),") do
    local n = tonumber((f:gsub("^%s+", ""):gsub("%s+$", "")))
    if n == nil or n < 1 or n ~= math.floor(n) then
      error(string.format("explain: stack %q: %q is not a die face (want whole numbers from 1, separated by commas)",
        tostring(stack), f), 2)
    end
    out[#out + 1] = n
  end
  return out
end

return M
