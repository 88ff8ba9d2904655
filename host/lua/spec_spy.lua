-- host/lua/spec_spy.lua — spies, stubs, mocks and argument matchers for
-- `twtw test`, in the style of luassert: spy.new(fn) records its calls,
-- spy.on(t, "f") and stub(t, "f", ...) replace a field and are put back when
-- the test (or the describe block) that made them ends; match._ and
-- match.is_number() and friends stand for arguments in called_with.

local util = ...

local M = {}

-- levels is the stack of open scopes (file, describe blocks, the running
-- test), each the list of spies to put back when it closes.
local levels = { {} }

local methods = {}
local spy_mt = { __spy = true, __index = methods }

local function is_spy(v)
  return type(v) == "table" and getmetatable(v) == spy_mt
end

local function callable(v)
  if type(v) == "function" then return true end
  local mt = type(v) == "table" and getmetatable(v)
  return type(mt) == "table" and mt.__call ~= nil
end

spy_mt.__call = function(s, ...)
  s.calls[#s.calls + 1] = util.record(...)
  local rets = util.pack(s.callback(...))
  s.returnvals[#s.returnvals + 1] = util.record(unpack(rets, 1, rets.n))
  return unpack(rets, 1, rets.n)
end

-- called(n): called at all, or exactly n times.
function methods.called(s, n)
  if n == nil then return #s.calls > 0 end
  return #s.calls == n
end

function methods.called_with(s, ...)
  local want = util.pack(...)
  for _, call in ipairs(s.calls) do
    if util.args_match(want, call) then return true end
  end
  return false
end

function methods.returned_with(s, ...)
  local want = util.pack(...)
  for _, rets in ipairs(s.returnvals) do
    if util.args_match(want, rets) then return true end
  end
  return false
end

function methods.clear(s)
  s.calls, s.returnvals = {}, {}
  return s
end

-- revert puts the field back and returns what was there (for spy.new, the
-- function it wraps; for a stub that replaced nothing, nil).
function methods.revert(s)
  if s.target ~= nil then
    rawset(s.target, s.key, s.original)
    s.target = nil
    return s.original
  end
  if s.stub then return s.original end
  return s.callback
end

local function track(s)
  local list = levels[#levels]
  list[#list + 1] = s
end

local function new_spy(fn)
  if fn == nil then fn = function() end end
  if not callable(fn) then error("spy.new: expected a function, got " .. util.show(fn), 3) end
  return setmetatable({ callback = fn, calls = {}, returnvals = {} }, spy_mt)
end

local function attach(s, obj, key)
  if type(obj) ~= "table" then error("expected a table to spy on, got " .. util.show(obj), 4) end
  -- an inherited field (through __index) comes back as nil: inherited again
  s.target, s.key, s.original = obj, key, rawget(obj, key)
  rawset(obj, key, s)
  track(s)
  return s
end

local spy = {}
function spy.new(fn) return new_spy(fn) end
function spy.on(obj, key)
  local original = type(obj) == "table" and obj[key] or nil
  if not callable(original) then
    error("spy.on: " .. tostring(key) .. " is not a function but " .. util.show(original), 2)
  end
  return attach(new_spy(original), obj, key)
end
spy.is_spy = is_spy
setmetatable(spy, { __call = function(_, fn) return new_spy(fn) end })
M.spy = spy

-- strip_self drops a leading s, so that s:returns(1) works as s.returns(1).
local function strip_self(s, ...)
  if select("#", ...) > 0 and (...) == s then return select(2, ...) end
  return ...
end

local function returner(...)
  local rets = util.pack(...)
  return function() return unpack(rets, 1, rets.n) end
end

-- setters are a stub's returns(…) and invokes(fn), which set its answer
-- through set (the default one, or one for on_call_with's arguments).
local function setters(s, set)
  return {
    returns = function(...) set(returner(strip_self(s, ...))); return s end,
    invokes = function(...) set((strip_self(s, ...))); return s end,
  }
end

-- stub_new replaces obj[key] with a spy that answers nothing, the values
-- given, or what a single function given returns; s.returns(…),
-- s.invokes(fn), s.by_default.… and s.on_call_with(args…).returns(…) change
-- its answers.
local function stub_new(obj, key, ...)
  if obj ~= nil then
    if key == nil then error("stub: name the field to stub: stub(t, \"name\")", 3) end
    local cur = type(obj) == "table" and obj[key] or nil
    if cur ~= nil and not callable(cur) then error("stub: " .. tostring(key) .. " is not a function but " .. util.show(cur), 3) end
  end
  local s = new_spy()
  s.stub = true
  local default, rules = function() end, {}
  s.callback = function(...)
    local args = util.pack(...)
    for i = #rules, 1, -1 do
      if util.args_match(rules[i].args, args) then return rules[i].fn(...) end
    end
    return default(...)
  end
  local d = setters(s, function(f) default = f end)
  s.returns, s.invokes, s.by_default = d.returns, d.invokes, d
  s.on_call_with = function(...)
    local args = util.record(strip_self(s, ...))
    return setters(s, function(f) rules[#rules + 1] = { args = args, fn = f } end)
  end
  -- (not "default = (...)": gopher-lua 1.1.1 compiles that into a write
  -- that clobbers the next local)
  local n, first = select("#", ...), ...
  if n == 1 and callable(first) then default = first elseif n > 0 then default = returner(...) end
  if obj == nil then return s end
  return attach(s, obj, key)
end

local stub = { new = function(obj, key, ...) return stub_new(obj, key, ...) end }
setmetatable(stub, { __call = function(_, obj, key, ...) return stub_new(obj, key, ...) end })
M.stub = stub

-- mock(t [, dostub]) spies on (or stubs) every function of t, nested
-- tables included; mock.revert(t) puts them back, mock.clear(t) forgets
-- their calls.
local function mock_table(t, dostub, seen)
  if seen[t] then return t end
  seen[t] = true
  for _, k in ipairs(util.sorted_keys(t)) do
    local v = t[k]
    if type(v) == "function" then
      if dostub then stub_new(t, k) else attach(new_spy(v), t, k) end
    elseif type(v) == "table" and not is_spy(v) and not util.is_matcher(v) then
      mock_table(v, dostub, seen)
    end
  end
  return t
end

local function mock_revert(t, seen)
  seen = seen or {}
  if seen[t] then return t end
  seen[t] = true
  for _, k in ipairs(util.sorted_keys(t)) do
    local v = rawget(t, k)
    if is_spy(v) then v:revert() elseif type(v) == "table" then mock_revert(v, seen) end
  end
  return t
end

local function mock_clear(t, seen)
  seen = seen or {}
  if seen[t] then return t end
  seen[t] = true
  for _, k in ipairs(util.sorted_keys(t)) do
    local v = rawget(t, k)
    if is_spy(v) then v:clear() elseif type(v) == "table" then mock_clear(v, seen) end
  end
  return t
end

M.mock = setmetatable({ revert = mock_revert, clear = mock_clear }, {
  __call = function(_, t, dostub)
    if type(t) ~= "table" then error("mock: expected a table, got " .. util.show(t), 2) end
    return mock_table(t, dostub, {})
  end,
})

-- push opens a scope; pop puts back the spies made in it, newest first.
function M.push() levels[#levels + 1] = {} end

function M.pop()
  if #levels <= 1 then return end
  local list = table.remove(levels)
  for i = #list, 1, -1 do list[i]:revert() end
end

M.is_spy = is_spy
M.callable = callable

return M
