-- host/lua/spec_assertions.lua — the value assertions of `twtw test`, in the
-- style of luassert (equal, same, near, truthy, falsy, true, false, nil, the
-- type names, unique, matches, error, error_matches); spec_assert.lua chains
-- them. Failures read "expected 5, got 4".

local util, spies = ...
local show = util.show

-- assertions by name: fn(args) returns ok, the message when a positive
-- assertion fails and the message when a negated one fails (ok nil: the
-- assertion was misused, which fails either way). nargs is the number of
-- arguments it needs, msg_at where the spec's own message may follow.
local A = {}

local function def(names, nargs, fn, msg_at)
  for _, name in ipairs(names) do A[name] = { nargs = nargs, fn = fn, msg_at = msg_at or nargs + 1 } end
end

def({ "equal", "equals" }, 2, function(a)
  return a[1] == a[2], "expected " .. show(a[1]) .. ", got " .. show(a[2]),
    "expected a value other than " .. show(a[1])
end)

def({ "same" }, 2, function(a)
  local ok, where = util.deep(a[1], a[2])
  local msg = "expected " .. show(a[1]) .. ", got " .. show(a[2])
  if type(a[1]) == "table" and type(a[2]) == "table" then
    msg = "tables differ" .. ((where and where ~= "") and (" at " .. where) or "") .. ": " .. msg
  end
  return ok, msg, "expected a value not the same as " .. show(a[1])
end)

def({ "near" }, 3, function(a)
  local e, v, tol = a[1], a[2], a[3]
  if type(e) ~= "number" or type(tol) ~= "number" then
    return nil, "near(expected, value, tolerance): expected and tolerance are numbers, got " .. show(e) .. " and " .. show(tol)
  end
  local ok = type(v) == "number" and math.abs(e - v) <= tol
  return ok, "expected " .. show(e) .. " ± " .. show(tol) .. ", got " .. show(v),
    "expected a value outside " .. show(e) .. " ± " .. show(tol) .. ", got " .. show(v)
end)

def({ "truthy" }, 1, function(a)
  return a[1] ~= nil and a[1] ~= false, "expected a true value, got " .. show(a[1]),
    "expected a false value, got " .. show(a[1])
end)

def({ "falsy" }, 1, function(a)
  return a[1] == nil or a[1] == false, "expected a false value, got " .. show(a[1]),
    "expected a true value, got " .. show(a[1])
end)

for _, v in ipairs({ true, false }) do
  def({ tostring(v) }, 1, function(a)
    return a[1] == v, "expected " .. tostring(v) .. ", got " .. show(a[1]),
      "expected a value other than " .. tostring(v)
  end)
end

for _, t in ipairs({ "nil", "boolean", "number", "string", "table", "function", "userdata", "thread" }) do
  local an = (t == "userdata") and "a userdata" or ((t == "nil") and "nil" or "a " .. t)
  def({ t }, 1, function(a)
    return type(a[1]) == t, "expected " .. an .. ", got " .. show(a[1]),
      "expected a value other than " .. an .. ", got " .. show(a[1])
  end)
end

def({ "unique" }, 1, function(a)
  local t = a[1]
  if type(t) ~= "table" then return nil, "expected a table, got " .. show(t) end
  local keys = util.sorted_keys(t)
  for i = 1, #keys do
    for j = i + 1, #keys do
      if util.deep(t[keys[i]], t[keys[j]]) then
        return false, "expected unique values, but " .. show(t[keys[i]]) .. " repeats", nil
      end
    end
  end
  return true, nil, "expected a repeated value in " .. show(t)
end)

-- strip_where drops the "file:line: " that error() put before a message.
local function strip_where(s)
  return (string.gsub(s, "^[^:\n]+:%d+: ", "", 1))
end

def({ "matches", "match" }, 2, function(a)
  local pattern, s = a[1], a[2]
  if type(pattern) ~= "string" then return nil, "matches(pattern, s): the pattern is a string, got " .. show(pattern) end
  local found, hit = pcall(string.find, "", pattern)
  if not found then return nil, "matches(pattern, s): " .. show(pattern) .. " is no Lua pattern (" .. strip_where(tostring(hit)) .. ")" end
  local ok = type(s) == "string" and string.find(s, pattern, tonumber(a[3]), a[4]) ~= nil
  return ok, "expected a string matching " .. show(pattern) .. ", got " .. show(s),
    "expected a string not matching " .. show(pattern) .. ", got " .. show(s)
end, 5)


local function error_is(want, err)
  if type(want) == "string" and type(err) == "string" then
    return err == want or strip_where(err) == want or string.find(err, want, 1, true) ~= nil
  end
  return (util.deep(want, err))
end

-- error(fn [, expected]): fn raises an error; with expected, one equal to it
-- (after the error's "file:line: ") or, for a string, containing it.
def({ "error", "errors" }, 1, function(a)
  local fn, want = a[1], a[2]
  if not spies.callable(fn) then return nil, "expected a function, got " .. show(fn) end
  local ok, err = util.try(fn)
  if ok then return false, "expected an error, got none", nil end
  if type(err) == "userdata" then err = tostring(err) end -- api.refuse's: its message
  if want == nil then return true, nil, "expected no error, got " .. show(err) end
  return error_is(want, err), "expected an error containing " .. show(want) .. ", got " .. show(err),
    "expected no error " .. show(want) .. ", got " .. show(err)
end, 3)

-- error_matches(fn, pattern [, init, plain]): the error message matches.
def({ "error_matches", "matches_error" }, 2, function(a)
  local fn, pattern = a[1], a[2]
  if not spies.callable(fn) then return nil, "expected a function, got " .. show(fn) end
  local ok, err = util.try(fn)
  if ok then return false, "expected an error matching " .. show(pattern) .. ", got none", nil end
  if type(err) == "userdata" then err = tostring(err) end -- api.refuse's: its message
  local hit = type(err) == "string" and string.find(err, pattern, tonumber(a[3]), a[4]) ~= nil
  return hit, "expected an error matching " .. show(pattern) .. ", got " .. show(err),
    "expected no error matching " .. show(pattern) .. ", got " .. show(err)
end, 5)

return A
