-- host/lua/spec.lua — the spec framework behind `twtw test`: describe, it,
-- before_each, after_each and assert, in the style of busted. The host runs
-- one spec file per call of run(); the file's chunk has been loaded into fn.
-- Failures carry the file:line of the failing assert (error level 2).

local M = {}

local function fmt(v)
  if type(v) == "string" then return string.format("%q", v) end
  return tostring(v)
end

local function deep_equal(a, b, seen)
  if a == b then return true end
  if type(a) ~= "table" or type(b) ~= "table" then return false end
  seen = seen or {}
  if seen[a] == b then return true end
  seen[a] = b
  for k, v in pairs(a) do
    if not deep_equal(v, b[k], seen) then return false end
  end
  for k in pairs(b) do
    if a[k] == nil then return false end
  end
  return true
end

-- fail raises msg at the line of the spec that called the assert: level 1
-- is fail, 2 the assert, 3 the spec (the sandbox's error follows Lua 5.1).
local function fail(msg, user)
  if user then msg = user .. ": " .. msg end
  error(msg, 3)
end

local assert = {}

function assert.equal(expected, actual, msg)
  if expected ~= actual then
    fail("expected " .. fmt(expected) .. ", got " .. fmt(actual), msg)
  end
end

function assert.same(expected, actual, msg)
  if not deep_equal(expected, actual) then
    fail("tables differ: expected " .. fmt(expected) .. ", got " .. fmt(actual), msg)
  end
end

function assert.near(expected, actual, tol, msg)
  if type(actual) ~= "number" or math.abs(expected - actual) > tol then
    fail("expected " .. fmt(expected) .. " ± " .. fmt(tol) .. ", got " .. fmt(actual), msg)
  end
end

function assert.truthy(v, msg)
  if not v then fail("expected a true value, got " .. fmt(v), msg) end
end

function assert.falsy(v, msg)
  if v then fail("expected a false value, got " .. fmt(v), msg) end
end

-- assert.error(fn [, pattern]): fn must raise an error (matching the plain
-- text pattern when given).
function assert.error(fn, pattern, msg)
  local ok, err = pcall(fn)
  if ok then fail("expected an error, got none", msg) end
  if pattern and not string.find(tostring(err), pattern, 1, true) then
    fail("expected an error containing " .. fmt(pattern) .. ", got " .. fmt(err), msg)
  end
end

M.assert = assert

-- collect(fn, env) runs a spec file's chunk with describe/it/before_each/
-- after_each bound and returns the list of tests, each {name, fn, before,
-- after}, in file order.
function M.collect(body, bind)
  local tests = {}
  local stack = { { name = nil, before = {}, after = {} } }
  local function path()
    local names = {}
    for i = 2, #stack do names[#names + 1] = stack[i].name end
    return names
  end
  local function describe(name, fn)
    stack[#stack + 1] = { name = name, before = {}, after = {} }
    fn()
    stack[#stack] = nil
  end
  local function it(name, fn)
    local before, after = {}, {}
    for i = 1, #stack do
      for _, f in ipairs(stack[i].before) do before[#before + 1] = f end
    end
    for i = #stack, 1, -1 do
      for _, f in ipairs(stack[i].after) do after[#after + 1] = f end
    end
    local names = path()
    names[#names + 1] = name
    tests[#tests + 1] = { name = table.concat(names, " › "), fn = fn, before = before, after = after }
  end
  local function before_each(fn) local b = stack[#stack].before; b[#b + 1] = fn end
  local function after_each(fn) local a = stack[#stack].after; a[#a + 1] = fn end
  bind(describe, it, before_each, after_each, assert)
  body()
  return tests
end

-- run_one(test) runs one test's before_each hooks, body and after_each hooks.
function M.run_one(test)
  for _, f in ipairs(test.before) do f() end
  local ok, err = pcall(test.fn)
  for _, f in ipairs(test.after) do f() end
  if not ok then error(err, 0) end
end

return M
