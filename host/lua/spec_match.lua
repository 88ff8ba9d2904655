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

ctors.truthy = function() return function(v) return v ~= nil and v ~= false end end
ctors.falsy = function() return function(v) return v == nil or v == false end end
ctors["true"] = function() return function(v) return v == true end end
ctors["false"] = function() return function(v) return v == false end end
ctors.equals = function(x) return function(v) return v == x end end
ctors.equal = ctors.equals
ctors.same = function(x) return function(v) return (util.deep(x, v)) end end
ctors.ref = function(x) return function(v) return rawequal(v, x) end end
ctors.near = function(x, tol)
  return function(v) return type(v) == "number" and math.abs(v - x) <= tol end
end
ctors.matches = function(pattern, init, plain)
  return function(v) return type(v) == "string" and string.find(v, pattern, init, plain) ~= nil end
end
ctors.match = ctors.matches

local function test_of(m)
  if util.is_matcher(m) then return m.test end
  return function(v) return (util.deep(m, v)) end
end

ctors.all_of = function(...)
  local ms = { ... }
  return function(v)
    for _, m in ipairs(ms) do if not test_of(m)(v) then return false end end
    return true
  end
end
ctors.any_of = function(...)
  local ms = { ... }
  return function(v)
    for _, m in ipairs(ms) do if test_of(m)(v) then return true end end
    return false
  end
end
ctors.none_of = function(...)
  local any = ctors.any_of(...)
  return function(v) return not any(v) end
end

local match = { _ = new_matcher("match._", function() return true end) }

-- match.is_not_nil() and the like: the key is read as a chain of words
-- (is, not, …) ending in a constructor's name.
setmetatable(match, {
  __index = function(_, key)
    if type(key) ~= "string" then return nil end
    local negate, name = util.parse_chain(string.lower(key), ctors)
    if not name then error("match." .. key .. ": no such matcher", 2) end
    local ctor = ctors[name]
    return function(...)
      local test = ctor(...)
      if negate % 2 == 1 then
        local inner = test
        test = function(v) return not inner(v) end
      end
      return new_matcher("match." .. key .. util.show_args(util.pack(...)), test)
    end
  end,
})

-- register adds a matcher constructor: fn(state, arguments) returns the
-- test of a value (luassert's assert:register("matcher", name, fn)).
local function register(name, fn)
  ctors[name] = function(...)
    local args = util.pack(...)
    return fn({}, args)
  end
end

return { match = match, register = register }
