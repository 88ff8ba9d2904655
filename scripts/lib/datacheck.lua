-- lib/datacheck.lua — helpers for a ruleset's data.check (a library, not a
-- module: require("lib.datacheck")), the rule the host calls when the rules
-- are built on each data table a house rule's api.set changed
-- (host/datacheck.go, scripts/README.md "Changing rules"). A check returns
-- nil, or the entry at fault as a key path ("peacemaker.aim.penalty") and a
-- message that shows the value; these helpers say what a number must be
-- once, so every ruleset's refusals read alike.
--
-- A number spec: { whole = true, min = a, max = b, above = a, what = "…" }:
-- whole (no fraction), at least min, at most max, more than above; what
-- says what the number is. NaN and the infinities are never a value.
local sorted_keys = require("lib.tables").sorted_keys

local M = {}

-- INF is the infinity (math.huge may be the largest finite number).
local INF = 1 / 0

-- show(v) → v as a message shows it: a string quoted, NaN and the
-- infinities by name ("NaN", "inf", "-inf"), nil as "nothing", a table or
-- function by its kind ("a table": its address changes every run).
function M.show(v)
  if v == nil then return "nothing" end
  if type(v) == "string" then return string.format("%q", v) end
  if type(v) == "table" or type(v) == "function" then return "a " .. type(v) end
  if type(v) == "number" then
    if v ~= v then return "NaN" end
    if v == INF then return "inf" end
    if v == -INF then return "-inf" end
  end
  return tostring(v)
end

-- finite(v) says whether v is a number that is neither NaN nor infinite.
function M.finite(v)
  return type(v) == "number" and v == v and v > -INF and v < INF
end

-- whole(v, min) says whether v is a finite whole number, min or more
-- (min defaults to 1: a count, a die's sides).
function M.whole(v, min)
  return M.finite(v) and v == math.floor(v) and v >= (min or 1)
end

-- want(spec) → what spec asks for, in words: "a whole number 0..20 (a TN
-- penalty)", "a number above 0, up to 1000", "a whole number, 1 or more".
function M.want(spec)
  local s = spec.whole and "a whole number" or "a number"
  if spec.min and spec.max then
    s = string.format("%s %s..%s", s, M.show(spec.min), M.show(spec.max))
  elseif spec.min then
    s = string.format("%s, %s or more", s, M.show(spec.min))
  elseif spec.above then
    s = string.format("%s above %s", s, M.show(spec.above))
    if spec.max then s = string.format("%s, up to %s", s, M.show(spec.max)) end
  elseif spec.max then
    s = string.format("%s, %s or less", s, M.show(spec.max))
  end
  if spec.what then s = s .. " (" .. spec.what .. ")" end
  return s
end

-- number(v, spec) → nil when v is a number spec allows, else the message
-- ("-1000: want a whole number 0..20 (a TN penalty)").
function M.number(v, spec)
  local ok = M.finite(v) and (not spec.whole or v == math.floor(v))
    and (spec.min == nil or v >= spec.min) and (spec.max == nil or v <= spec.max)
    and (spec.above == nil or v > spec.above)
  if ok then return nil end
  return string.format("%s: want %s", M.show(v), M.want(spec))
end

-- one_of(v, words) → nil when v is one of the strings words lists, else the
-- message ("\"both\": want relative or total").
function M.one_of(v, words)
  for _, w in ipairs(words) do
    if v == w then return nil end
  end
  local last = words[#words]
  local list = #words > 1 and table.concat(words, ", ", 1, #words - 1) .. " or " .. last or last
  return string.format("%s: want %s", M.show(v), list)
end

-- path(at, key) → key under the path at (nil: key alone): "peacemaker.pen".
function M.path(at, key)
  if at == nil then return tostring(key) end
  return at .. "." .. tostring(key)
end

-- entry(v, spec) → nil or the message for one value: spec is a number spec,
-- a list of words (one_of), or a function(v) → nil or message; a value
-- spec.optional leaves nil is allowed.
local function entry(v, spec)
  if v == nil and type(spec) == "table" and spec.optional then return nil end
  if type(spec) == "function" then return spec(v) end
  if spec[1] ~= nil then return M.one_of(v, spec) end
  return M.number(v, spec)
end

-- fields(t, specs, at) → nil, or the path (under at) and message of the
-- first key of specs, in sorted order, whose value in t the spec refuses.
-- Keys specs does not name are left alone (the table's shape is the host's).
function M.fields(t, specs, at)
  for _, key in ipairs(sorted_keys(specs)) do
    local why = entry(t[key], specs[key])
    if why then return M.path(at, key), why end
  end
  return nil
end

-- each(t, spec, at) → nil, or the path and message of the first entry of t,
-- in sorted key order, whose value spec refuses: every entry alike (a table
-- of TN penalties by part).
function M.each(t, spec, at)
  for _, key in ipairs(sorted_keys(t)) do
    local why = entry(t[key], spec)
    if why then return M.path(at, key), why end
  end
  return nil
end

return M
