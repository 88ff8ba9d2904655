-- rules/lib/dice.lua — the dice the percentile western rolls (plain library,
-- not a module). of(api) returns the host's api.dice when the ruleset's
-- `uses` names "dice"; until the host has that library, it returns the same
-- interface built on api.random (the fight's seeded generator) and stores it
-- as api.dice, so rules and specs share one queue of stacked faces:
--   d(sides) → face; roll("NdM±K") → total, rec {spec, n, sides, mod, faces,
--   total, text}; d100() → total 1..100, tens 0..9, units 0..9 (tens 0 and
--   units 0 read as 100); parse(spec) → n, sides, mod; stack(f1, …): the
--   next dice show these faces (a d100 shows one face as its total);
--   unstack() drops what is still stacked.
local M = {}

local function parse(spec)
  local s = tostring(spec)
  local n, sides, sign, mod = s:match("^(%d*)d(%d+)([%+%-]?)(%d*)$")
  if not sides or (sign ~= "" and mod == "") or (sign == "" and mod ~= "") then
    error(string.format("dice: malformed spec %q (want NdM, NdM+K, NdM-K)", s), 3)
  end
  n = n == "" and 1 or tonumber(n)
  mod = mod == "" and 0 or tonumber(mod) * (sign == "-" and -1 or 1)
  return n, tonumber(sides), mod
end

local function shim(api)
  local queue = {}
  local D = {}
  local function face(sides)
    if #queue > 0 then
      local f = table.remove(queue, 1)
      if f > sides then error(string.format("dice: stacked face %d is larger than the d%d rolled", f, sides), 3) end
      return f
    end
    return api.random(sides)
  end
  function D.parse(spec) return parse(spec) end
  function D.d(sides) return face(sides) end
  function D.d100()
    local total = face(100)
    return total, math.floor(total / 10) % 10, total % 10
  end
  function D.roll(spec)
    local n, sides, mod = parse(spec)
    local faces, total = {}, mod
    for i = 1, n do
      faces[i] = face(sides)
      total = total + faces[i]
    end
    local text = table.concat(faces, "+")
    if mod > 0 then text = text .. "+" .. mod elseif mod < 0 then text = text .. "-" .. -mod end
    return total, { spec = spec, n = n, sides = sides, mod = mod, faces = faces, total = total,
      text = string.format("%s: %s = %d", spec, text, total) }
  end
  function D.stack(...)
    for i, f in ipairs({ ... }) do
      if type(f) ~= "number" or f < 1 or f ~= math.floor(f) then
        error(string.format("dice: stack argument %d: a face 1.. expected, got %s", i, tostring(f)), 2)
      end
      queue[#queue + 1] = f
    end
  end
  function D.unstack() queue = {} end
  return D
end

-- of(api) → api.dice, the host's or the shim above.
function M.of(api)
  if api.dice == nil then api.dice = shim(api) end
  return api.dice
end

return M
