-- host/lua/spec_assert.lua — the `assert` of `twtw test`, in the style of
-- luassert: assert(v, msg) as a function, and chains of words ending in an
-- assertion (assert.are.same, assert.is_not_nil, assert.has_no.errors,
-- assert.are_not.equal, assert.spy(s).was.called_with(…)). "is", "are",
-- "was", "has", "does" only read well; each "not" or "no" negates;
-- spy(s), stub(s) and message(m) take an argument; case does not matter
-- (assert.True is assert.is_true). A failure is raised at
-- the line of the spec that called the assertion, as "expected 5, got 4"
-- (after the spec's own message when one is given: "msg: expected 5, got 4").
-- A failed assertion is noted as such (util.failed_assertion): the runner
-- counts its test as a failure, and a test stopped by any other error —
-- an assertion used wrongly among them — as an error.

local util, spies, matchers, A, locate = ...
local show = util.show

-- fail raises msg as error(msg, level) would where fail is called (locate
-- puts the same file:line before it), noted as a failed assertion's.
local function fail(msg, level)
  local located = locate(msg, level + 1)
  util.failed_assertion(located)
  error(located, 0)
end

local function times(n) return n == 1 and "1 time" or (tostring(n) .. " times") end

local function calls_of(s)
  if #s.calls == 0 then return "it was never called" end
  local parts = {}
  for i, c in ipairs(s.calls) do parts[i] = util.show_args(c) end
  return "its calls: " .. table.concat(parts, ", ")
end

local function spy_def(name, fn) A[name] = { spy = true, fn = fn } end

spy_def("called", function(a, s)
  local n, k = a[1], #s.calls
  if n == nil then
    return k > 0, "expected the spy to be called, it never was",
      "expected the spy not to be called, it was called " .. times(k)
  end
  return k == n, "expected the spy to be called " .. times(n) .. ", it was called " .. times(k),
    "expected the spy not to be called " .. times(n)
end)

for name, cmp in pairs({
  called_at_least = function(k, n) return k >= n end,
  called_at_most = function(k, n) return k <= n end,
  called_more_than = function(k, n) return k > n end,
  called_less_than = function(k, n) return k < n end,
}) do
  local words = string.gsub(name, "_", " ")
  spy_def(name, function(a, s)
    local k = #s.calls
    return cmp(k, a[1]), "expected the spy to be " .. words .. " " .. times(a[1]) .. ", it was called " .. times(k),
      "expected the spy not to be " .. words .. " " .. times(a[1]) .. ", it was called " .. times(k)
  end)
end

spy_def("called_with", function(a, s)
  return s:called_with(unpack(a, 1, a.n)),
    "expected the spy to be called with " .. util.show_args(a) .. "; " .. calls_of(s),
    "expected the spy not to be called with " .. util.show_args(a)
end)

spy_def("returned_with", function(a, s)
  return s:returned_with(unpack(a, 1, a.n)),
    "expected the spy to return " .. util.show_args(a),
    "expected the spy not to return " .. util.show_args(a)
end)

-- callables are the words that take an argument; names is everything a
-- chain may end in.
local callables = { spy = true, stub = true, message = true }
local names = setmetatable({}, { __index = function(_, k) return A[k] ~= nil or callables[k] end })

-- check runs assertion name under state st and returns the failure message,
-- or nil when it holds, and whether the assertion was misused (a spy's
-- without a spy, too few arguments, arguments it cannot judge: ok nil),
-- which is a mistake in the spec, not a failed expectation.
local function check(st, name, ...)
  local a, args, s = A[name], util.pack(...), st.payload
  if a.spy then
    if s == nil and spies.is_spy(args[1]) then s, args = args[1], util.pack(select(2, ...)) end
    if not spies.is_spy(s) then return "assert." .. name .. " needs a spy: assert.spy(s).was." .. name .. "(…)", true end
  elseif args.n < a.nargs and a.nargs > 1 then
    return "assert." .. name .. " takes " .. a.nargs .. " arguments, got " .. args.n, true
  end
  local ok, pos, neg = a.fn(args, s)
  local negated = st.negate % 2 == 1
  if ok ~= nil and (not not ok) ~= negated then return nil end
  local msg = pos
  if ok ~= nil and negated then msg = neg or ("expected assert." .. name .. " to fail") end
  local user = st.message
  local m = not a.spy and args[a.msg_at] or nil
  if type(m) == "string" or type(m) == "number" then user = tostring(m) end
  if user then msg = user .. ": " .. msg end
  return msg, ok == nil
end

-- A chain holds its state under STATE and, under CACHE, the chains its keys
-- led to (chains never change, so assert.are.same is resolved once).
local STATE, CACHE = {}, {}
local chain_mt = {}

local function new_chain(st)
  return setmetatable({ [STATE] = st, [CACHE] = {} }, chain_mt)
end

-- register adds an assertion or a matcher, as luassert's
-- assert:register("assertion", name, fn) does: fn(state, arguments)
-- returns whether it holds.
local function register(_, kind, name, fn)
  name = string.lower(name)
  if kind == "matcher" then return matchers.register(name, fn) end
  if kind ~= "assertion" then error("assert:register: the kind is \"assertion\" or \"matcher\"", 2) end
  A[name] = { nargs = 0, msg_at = 0, fn = function(args)
    local failed = "assert." .. name .. " failed for " .. util.show_args(args)
    return (not not fn({}, args)), failed, failed
  end }
end

local specials = {
  register = register,
  set_parameter = function() end,
  add_formatter = function() end,
}

-- after_name reads a key that follows an assertion's name: more modifiers
-- (assert.equals.Not) or the rest of a longer name (called.at_least).
local function after_name(st, key)
  local nst = { negate = st.negate, payload = st.payload, message = st.message, name = st.name }
  local neg, _, rest = util.parse_chain(key, {})
  nst.negate = nst.negate + neg
  if rest then
    local long = st.name .. "_" .. rest
    if not A[long] then error("assert." .. st.name .. "." .. key .. ": no such assertion", 4) end
    nst.name = long
  end
  return new_chain(nst)
end

local function resolve(st, key)
  if st.name then return after_name(st, key) end
  local neg, name, unknown = util.parse_chain(key, names)
  if unknown then error("assert." .. key .. ": no such assertion (" .. unknown .. ")", 3) end
  local nst = { negate = st.negate + neg, payload = st.payload, message = st.message }
  if callables[name] then nst.call = name else nst.name = name end
  return new_chain(nst)
end

chain_mt.__index = function(c, key)
  if type(key) ~= "string" then return nil end
  local st = rawget(c, STATE)
  if st.root and specials[key] then return specials[key] end
  local cache = rawget(c, CACHE)
  local hit = cache[key]
  if hit then return hit end
  hit = resolve(st, string.lower(key))
  cache[key] = hit
  return hit
end

-- Calling a chain: an assertion, assert(v, msg) itself, or spy(s) /
-- message(m) on the way.
chain_mt.__call = function(c, ...)
  local st = rawget(c, STATE)
  if st.name then
    local msg, misused = check(st, st.name, ...)
    if msg and misused then error(msg, 2) end
    if msg then fail(msg, 2) end
    return ...
  end
  local v, msg = ...
  if st.call == "spy" or st.call == "stub" then
    if not spies.is_spy(v) then error("assert." .. st.call .. ": expected a spy, got " .. show(v), 2) end
    return new_chain({ negate = st.negate, payload = v, message = st.message })
  elseif st.call == "message" then
    return new_chain({ negate = st.negate, payload = st.payload, message = tostring(v) })
  elseif not st.root then
    error("assert: end the chain in an assertion, as in assert.is_true(v)", 2)
  end
  if not v then
    if msg == nil then msg = "assertion failed!" elseif type(msg) ~= "string" then msg = show(msg) end
    fail(msg, 2)
  end
  return ...
end

return new_chain({ negate = 0, root = true })
