-- lib/stack.lua — `twtw explain --stack R1,R2,…`: the die faces a judge fixes
-- for an explained attack, shared by every ruleset that rolls dice (a
-- library, not a module: require("lib.stack")). README.md "Explain any
-- attack"; each ruleset's README says which dice its attack rolls, in order.
-- A stack fixes exactly the dice the attack rolls: a value that is not a die
-- face, and a face the attack never rolled, are refused as bad input
-- (api.refuse, field --stack) naming them, and so is a face larger than the
-- die the attack rolls there (the dice library's error, caught by attempt).
local M = {}

-- faces(api, stack) → the whole numbers of "4,64,5" (a single one arrives as
-- a number). Anything else is refused, naming the bad value.
function M.faces(api, stack)
  local out, text = {}, tostring(stack) .. ","
  for f in text:gmatch("([^,]*),") do
    local n = tonumber((f:gsub("^%s+", ""):gsub("%s+$", "")))
    if n == nil or n < 1 or n ~= math.floor(n) then
      api.refuse("--stack", string.format("%q is not a die face (want whole numbers from 1, separated by commas)", f))
    end
    out[#out + 1] = n
  end
  return out
end

-- rolled(api, stack, faces, why) checks, once the attack is over, that it
-- rolled every face of the stack (faces: M.faces(stack), put on api.dice
-- after any stacked before): a face left over fixed nothing, and is an error
-- refused naming it, with why (the ruleset's word on which dice it rolls) after.
function M.rolled(api, stack, faces, why)
  local left = math.min(api.dice.stacked(), #faces)
  if left == 0 then return end
  local rest = {}
  for i = #faces - left + 1, #faces do rest[#rest + 1] = tostring(faces[i]) end
  api.refuse("--stack", string.format("%q: the attack rolled %d of its %d face%s; %s not rolled%s", tostring(stack),
    #faces - left, #faces, #faces == 1 and "" or "s", table.concat(rest, ", "), why and (" (" .. why .. ")") or ""))
end

-- attempt(api, stack, why, fn, ...) → fn(...)'s first result: a stacked
-- face larger than the die the attack rolled there is refused as --stack,
-- naming both, with why (the ruleset's word on which dice it rolls) after;
-- any other error goes on as it was raised.
function M.attempt(api, stack, why, fn, ...)
  local ok, out = pcall(fn, ...)
  if ok then return out end
  local face, sides
  if type(out) == "string" then face, sides = out:match("stacked face (%d+) is larger than the d(%d+) rolled") end
  if face then
    api.refuse("--stack", string.format("%q: face %s is larger than the d%s the attack rolled there (%s)", tostring(stack),
      face, sides, why))
  end
  error(out, 0)
end

-- resolve(api, stack, faces, why, fn, ...) → fn(...)'s first result: with
-- faces (M.faces(stack), already put on api.dice) the attack runs under
-- attempt, and rolled then checks it rolled them all; without, fn just runs.
function M.resolve(api, stack, faces, why, fn, ...)
  if not faces then return fn(...) end
  local out = M.attempt(api, stack, why, fn, ...)
  M.rolled(api, stack, faces, why)
  return out
end

return M
