-- host/lua/spec_match.lua — argument matchers for `twtw test`, in the style
-- of luassert: match._ stands for any value, match.is_number() for any
-- number, match.is_not_nil(), match.same({…}), match.matches("^a") and so
-- on; they work in called_with, returned_with and assert.same.

local util = ...

local function new_matcher(desc, test)
  return setmetatable({ desc = desc, test = test }, util.matcher_mt)
end

-- ctors are the matcher constructors by name: each takes the matcher's
-- arguments and returns the test of a value.
local ctors = {}

for _, t in ipairs({ "nil", "boolean", "number", "string", "table", "function", "userdata", "thread" }) do
  ctors[t] = function() return function(v) return type(v) == t end end
end

local function need(name, n, ...)
  if select("#", ...) < n then error("match." .. name .. " takes " .. n .. " argument" .. (n > 1 and "s" or ""), 4) end
end

ctors.truthy = function() return function(v) return v ~= nil and v ~= false end end
ctors.falsy = function() return function(v) return v == nil or v == false end end
ctors["true"] = function() return function(v) return v == true end end
ctors["false"] = function() return function(v) return v == false end end
ctors.equals = function(...)
  need("equals", 1, ...)
  local x = ...
  return function(v) return v == x end
end
ctors.equal = ctors.equals
ctors.same = function(...)
  need("same", 1, ...)
  local x = ...
  return function(v) return (util.deep(x, v)) end
end
ctors.ref = function(...)
  need("ref", 1, ...)
  local x = ...
  return function(v) return rawequal(v, x) end
end
ctors.near = function(x, tol)
  x, tol = tonumber(x), tonumber(tol)
  if not x or not tol then error("match.near takes a number and a tolerance", 3) end
  return function(v) v = tonumber(v); return v ~= nil and math.abs(v - x) <= tol end
end
ctors.matches = function(pattern, init, plain)
  if type(pattern) ~= "string" then error("match.matches takes a pattern (a string)", 3) end
  if init ~= nil and not tonumber(init) then error("match.matches: the start is a number", 3) end
  init = tonumber(init)
  return function(v) return type(v) == "string" and string.find(v, pattern, init, plain) ~= nil end
end
ctors.match = ctors.matches
ctors.unique = function()
  return function(t)
    if type(t) ~= "table" then return false end
    local keys = util.sorted_keys(t)
    for i = 1, #keys do
      for j = i + 1, #keys do
        if util.deep(t[keys[i]], t[keys[j]]) then return false end
      end
    end
    return true
  end
end

local function test_of(m)
  if util.is_matcher(m) then return m.test end
  return function(v) return (util.deep(m, v)) end
end

local function matchers_of(name, ...)
  local ms = { ... }
  if #ms == 0 or #ms ~= select("#", ...) then error("match." .. name .. " takes matchers", 4) end
  for _, m in ipairs(ms) do
    if not util.is_matcher(m) then error("match." .. name .. " takes matchers, got " .. util.show(m), 4) end
  end
  return ms
end

ctors.all_of = function(...)
  local ms = matchers_of("all_of", ...)
  return function(v)
    for _, m in ipairs(ms) do if not test_of(m)(v) then return false end end
    return true
  end
end
ctors.any_of = function(...)
  local ms = matchers_of("any_of", ...)
  return function(v)
    for _, m in ipairs(ms) do if test_of(m)(v) then return true end end
    return false
  end
end
ctors.none_of = function(...)
  local ms = matchers_of("none_of", ...)
  return function(v)
    for _, m in ipairs(ms) do if test_of(m)(v) then return false end end
    return true
  end
end

-- The match table reads keys as chains of words, as assert does:
-- match.is_not_nil(), match.is.Not.string(), match.equals.Not(1).
local STATE = {}
local chain_mt = {}

local function new_chain(st) return setmetatable({ [STATE] = st }, chain_mt) end

chain_mt.__index = function(c, key)
  if type(key) ~= "string" then return nil end
  local st = rawget(c, STATE)
  local negate, name, unknown = util.parse_chain(string.lower(key), st.name and {} or ctors)
  if st.name and unknown then error("match." .. st.name .. "." .. key .. ": no such matcher", 2) end
  if unknown then error("match." .. key .. ": no such matcher", 2) end
  return new_chain({ negate = st.negate + negate, name = name or st.name, key = st.key .. "." .. key })
end

chain_mt.__call = function(c, ...)
  local st = rawget(c, STATE)
  if not st.name then error("match" .. st.key .. ": end the chain in a matcher's name", 2) end
  local test = ctors[st.name](...)
  if st.negate % 2 == 1 then
    local inner = test
    test = function(v) return not inner(v) end
  end
  local m = new_matcher("match" .. st.key .. util.show_args(util.pack(...)), test)
  m.by_ref = st.name == "ref"
  return m
end

local match = new_chain({ negate = 0, key = "" })
rawset(match, "_", new_matcher("match._", function() return true end))

-- register adds a matcher constructor: fn(state, arguments) returns the
-- test of a value (luassert's assert:register("matcher", name, fn)).
local function register(name, fn)
  ctors[name] = function(...)
    local args = util.pack(...)
    return fn({}, args)
  end
end

return { match = match, register = register }
