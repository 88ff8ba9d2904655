-- host/lua/spec_util.lua — shared helpers of the spec framework behind
-- `twtw test`: a deterministic printer for values (no table addresses: the
-- output of a spec run must not change between runs), a deep comparison that
-- names the first difference and understands matchers, and the parser of
-- luassert-style chains ("is_not_nil" → modifiers is, not and the name nil).

local M = {}

local MAX_DEPTH, MAX_ITEMS = 3, 12

-- matcher_mt marks a matcher (spec_match.lua): m.test(v), or m(v), says
-- whether v matches.
M.matcher_mt = { __call = function(m, v) return m.test(v) end }

local function is_matcher(v)
  return type(v) == "table" and getmetatable(v) == M.matcher_mt
end
M.is_matcher = is_matcher

local type_order = { number = 1, string = 2, boolean = 3, table = 4, ["function"] = 5, userdata = 6 }

local function key_less(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then return (type_order[ta] or 9) < (type_order[tb] or 9) end
  if ta == "number" or ta == "string" then return a < b end
  if ta == "boolean" then return (not a) and b end
  return false
end

local function sorted_keys(t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = k end
  table.sort(keys, key_less)
  return keys
end
M.sorted_keys = sorted_keys

local show

local function show_key(k)
  if type(k) == "string" and k:match("^[%a_][%w_]*$") then return k end
  return "[" .. show(k, MAX_DEPTH) .. "]"
end

local function show_table(t, depth)
  if is_matcher(t) then return t.desc end
  local mt = getmetatable(t)
  if type(mt) == "table" and mt.__spy then return "spy" end
  if depth >= MAX_DEPTH then return "{…}" end
  local parts, n = {}, #t
  for i = 1, n do
    if i > MAX_ITEMS then parts[#parts + 1] = "…"; break end
    parts[#parts + 1] = show(t[i], depth + 1)
  end
  local extra = 0
  for _, k in ipairs(sorted_keys(t)) do
    if not (type(k) == "number" and k >= 1 and k <= n and k % 1 == 0) then
      extra = extra + 1
      if #parts >= MAX_ITEMS then parts[#parts + 1] = "…"; break end
      parts[#parts + 1] = show_key(k) .. " = " .. show(t[k], depth + 1)
    end
  end
  if #parts == 0 then return "{}" end
  return "{ " .. table.concat(parts, ", ") .. " }"
end

-- show(v) prints v for a failure message: strings quoted, tables by their
-- contents (keys sorted, three levels deep), functions as "function".
function show(v, depth)
  local t = type(v)
  if t == "string" then return string.format("%q", v) end
  if t == "table" then return show_table(v, depth or 0) end
  if t == "function" or t == "userdata" or t == "thread" then return t end
  return tostring(v)
end
M.show = show

-- show_args prints an argument list "(1, "a", nil)".
function M.show_args(args)
  local parts = {}
  for i = 1, args.n or #args do parts[i] = show(args[i]) end
  return "(" .. table.concat(parts, ", ") .. ")"
end

-- try is pcall(fn) for the error assertions, without a side effect of
-- gopher-lua 1.1.1 (its issue 448): a pcall that catches an error closes
-- the open upvalues of every running function, so a local of the running
-- test that a closure shares would no longer be shared after
-- assert.has_error. Under xpcall they stay open. (Test bodies and hooks
-- keep pcall: under xpcall a call stopped by the deadline would lose the
-- file:line it was stopped at.)
local function keep(e) return e end
function M.try(fn)
  return xpcall(function() return fn() end, keep)
end

-- failed holds the messages, as raised (with their file:line), of the
-- assertions that failed since the runner last cleared it (forget_failures,
-- at each call it makes: a test, the setups it needs, the teardowns due).
-- An error holding one of them is that failed assertion — raised as it was,
-- or raised again after a pcall, with another position before it or
-- wrapped in more text by the code that caught it — and the test counts it
-- as a failure; any other error is an error (see is_failure).
local failed = {}

-- failed_assertion notes the message a failing assertion is about to raise.
function M.failed_assertion(msg)
  if string.find(msg, "%S") then failed[msg] = true end
end

function M.forget_failures() failed = {} end

-- is_failure says whether the error value err, caught by the runner, is
-- (or holds) the message of an assertion that failed.
function M.is_failure(err)
  if type(err) ~= "string" then return false end
  for msg in pairs(failed) do
    if string.find(err, msg, 1, true) then return true end
  end
  return false
end

-- pack is Lua 5.2's table.pack: the values and their count n.
function M.pack(...)
  return { n = select("#", ...), ... }
end

local function child_path(path, k)
  if type(k) == "string" and k:match("^[%a_][%w_]*$") then
    return path == "" and k or (path .. "." .. k)
  end
  return path .. "[" .. show(k) .. "]"
end

local deep

local function deep_tables(e, a, path, seen)
  if seen[e] == a then return true end
  seen[e] = a
  for _, k in ipairs(sorted_keys(e)) do
    local ok, where = deep(e[k], a[k], child_path(path, k), seen)
    if not ok then return false, where end
  end
  for _, k in ipairs(sorted_keys(a)) do
    if e[k] == nil then return false, child_path(path, k) end
  end
  return true
end

-- deep(expected, actual) compares by value: tables key by key, matchers by
-- their test. It returns false and the path of the first difference ("[2].x").
function deep(e, a, path, seen)
  path = path or ""
  if is_matcher(e) then
    if e.test(a) then return true end
    return false, path
  end
  if e == a then return true end
  if type(e) ~= "table" or type(a) ~= "table" then return false, path end
  return deep_tables(e, a, path, seen or {})
end
M.deep = deep

-- copy copies plain tables deeply (a table with a metatable is an object
-- and is kept), so that a spy remembers arguments as they were when passed.
local function copy(v, seen)
  if type(v) ~= "table" or getmetatable(v) ~= nil then return v end
  if seen[v] then return seen[v] end
  local c = {}
  seen[v] = c
  for k, x in pairs(v) do c[k] = copy(x, seen) end
  return c
end

-- record is a spy's record of values: a copy of them as they were (vals),
-- the values themselves (refs) and their count n.
function M.record(...)
  local refs = M.pack(...)
  local vals = copy(refs, {})
  vals.n, vals.vals, vals.refs = refs.n, vals, refs
  return vals
end

-- args_match compares an expected argument list with a record (as in
-- luassert the counts must agree: f(1, nil) is not called_with(1)); a
-- match.is_ref matcher compares the value itself, anything else the copy.
function M.args_match(expected, actual)
  if expected.n ~= actual.n then return false end
  local refs = actual.refs or actual
  for i = 1, expected.n do
    local e = expected[i]
    if is_matcher(e) and e.by_ref then
      if not e.test(refs[i]) then return false end
    elseif not deep(e, actual[i]) then
      return false
    end
  end
  return true
end

-- The words of a chain that only read well ("is", "are") or negate ("not",
-- "no"); any other word is part of the name of an assertion or matcher.
local noise = { is = true, are = true, was = true, has = true, have = true, does = true, ["do"] = true, to = true, be = true }
local negators = { ["not"] = true, no = true }

-- parse_chain reads a key such as "is_not_nil" or "has_no": it returns the
-- number of negations, the name it ends in ("nil", or nil when the key is
-- only modifiers) and the first unknown word when it names nothing in names.
function M.parse_chain(key, names)
  local words = {}
  for w in string.gmatch(key, "[^_]+") do words[#words + 1] = w end
  local negate = 0
  for i = 1, #words do
    local rest = table.concat(words, "_", i)
    if names[rest] then return negate, rest end
    local w = words[i]
    if negators[w] then
      negate = negate + 1
    elseif not noise[w] then
      return negate, nil, rest
    end
  end
  return negate, nil
end

return M
