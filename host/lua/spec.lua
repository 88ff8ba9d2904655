-- host/lua/spec.lua — the spec framework behind `twtw test`, in the style of
-- busted: describe/context (insulate, expose), it/spec/test, pending,
-- setup/teardown (strict and lazy), before_each/after_each, finally, #tags
-- in names, the syntactic sugar describe "name" (function() … end), and the
-- assert, spy, stub, mock and match of luassert (spec_assert.lua,
-- spec_spy.lua, spec_match.lua). spec_run.lua runs what this collects.
--
-- The host loads a spec file's chunk into body and calls collect, which
-- runs it with the DSL in its environment and returns every item — a test,
-- or a block without tests whose strict setups must still run (visit) —
-- marked selected or not by the options (tags, exclude_tags, filter,
-- filter_out). Then, for each selected item in file order, the host calls
-- leave(item) (teardowns of the blocks the item is not in), enter(item,
-- before) (the setups it needs, each block's with a deck of its own) and
-- run_one(item), each in a call of its own under the deadline, and leave()
-- at the end.
-- Each describe block gets an environment over its parent's: a global that
-- one block sets is not seen by its siblings.

local util, spies, assert, match, run, setfenv = ...

local M = { leave = run.leave, enter = run.enter, run_one = run.run_one }
local state = run.state

local function new_block(name, parent, env)
  local path = {}
  if parent then
    for i, n in ipairs(parent.path) do path[i] = n end
    path[#path + 1] = name
  end
  return { name = name, parent = parent, path = path, env = env, ntests = 0,
    setup = {}, teardown = {}, before = {}, after = {} }
end

local function tags_of(name)
  local tags = {}
  for tag in string.gmatch(name, "#([%w_%-]+)") do tags[#tags + 1] = tag end
  return tags
end

local function any_tag(tags, wanted)
  for _, t in ipairs(tags) do
    for _, w in ipairs(wanted) do if t == w then return true end end
  end
  return false
end

-- matches: a plain substring, or a Lua pattern, of the name.
local function matches(name, patterns)
  for _, p in ipairs(patterns) do
    if string.find(name, p, 1, true) then return true end
    local ok, hit = pcall(string.find, name, p)
    if ok and hit then return true end
  end
  return false
end

local function selected(t, opts)
  if #opts.tags > 0 and not any_tag(t.tags, opts.tags) then return false end
  if any_tag(t.tags, opts.exclude_tags) then return false end
  if #opts.filter > 0 and not matches(t.name, opts.filter) then return false end
  if matches(t.name, opts.filter_out) then return false end
  return true
end

local function check_name(what, name)
  if type(name) ~= "string" then error(what .. ": the first argument is a name, got " .. util.show(name), 3) end
end

local function has_strict(blk)
  for _, h in ipairs(blk.setup) do if not h.lazy then return true end end
  for _, h in ipairs(blk.teardown) do if not h.lazy then return true end end
  return false
end

-- definers returns describe, it, pending and the hooks, each adding to
-- items and blocks (cur is the block being declared).
local function definers(items, root)
  local cur = root
  local d = {}
  local function path_of(name)
    local path = { unpack(cur.path) }
    path[#path + 1] = name
    return table.concat(path, " › ")
  end
  local function add(name, fn, pending)
    local t = { name = path_of(name), block = cur, fn = fn, pending = pending }
    items[#items + 1] = t
    local b = cur
    while b do b.ntests = b.ntests + 1; b = b.parent end
    return t
  end
  function d.describe(name, fn)
    if type(fn) ~= "function" then error("describe(" .. util.show(name) .. "): expected a function, got " .. util.show(fn), 3) end
    local b = new_block(name, cur, setmetatable({}, { __index = cur.env }))
    setfenv(fn, b.env)
    cur = b
    local ok, err = run.try(fn)
    cur = b.parent
    if not ok then
      -- the file did not load whole: a (loading) error, as busted's, whatever
      -- the filters, naming the block whose tests after it were not collected
      items[#items + 1] = { name = "(loading)", block = b, load_error = run.err_string(err) ..
        " (in describe " .. util.show(table.concat(b.path, " › ")) .. ": its tests after the error were not collected)" }
    end
    if b.ntests == 0 and has_strict(b) then
      items[#items + 1] = { name = table.concat(b.path, " › "), block = b, visit = true }
    end
  end
  function d.it(name, fn)
    if fn ~= nil and type(fn) ~= "function" then
      error("it(" .. util.show(name) .. "): expected a function, got " .. util.show(fn), 3)
    end
    return add(name, fn, fn == nil and "not written yet" or nil)
  end
  function d.pending(name) add(tostring(name), nil, "pending") end
  function d.hook(list, lazy, fn)
    if type(fn) ~= "function" then error("expected a function, got " .. util.show(fn), 3) end
    local l = cur[list]
    l[#l + 1] = (list == "setup" or list == "teardown") and { fn = fn, lazy = lazy } or fn
  end
  return d
end

-- dsl makes the functions a spec file sees, each under its own name so
-- that using one inside a test says which ("'it' not supported inside
-- current context block", as busted does).
local function dsl(d)
  local env = {}
  local function guarded(name, fn)
    env[name] = function(...)
      if state.phase ~= "collect" then run.unsupported(name) end
      return fn(...)
    end
  end
  for _, name in ipairs({ "describe", "context", "insulate", "expose" }) do
    guarded(name, function(n, fn)
      check_name(name, n)
      if fn == nil then return function(f) d.describe(n, f) end end
      d.describe(n, fn)
    end)
  end
  for _, name in ipairs({ "it", "spec", "test" }) do
    guarded(name, function(n, fn)
      check_name(name, n)
      local t = d.it(n, fn)
      if fn == nil then
        return function(f) t.fn, t.pending = f, nil end
      end
    end)
  end
  guarded("pending", d.pending)
  guarded("randomize", function() end)
  for name, hook in pairs({
    setup = { "setup", false }, strict_setup = { "setup", false }, lazy_setup = { "setup", true },
    teardown = { "teardown", false }, strict_teardown = { "teardown", false }, lazy_teardown = { "teardown", true },
    before_each = { "before", false }, after_each = { "after", false },
  }) do
    guarded(name, function(fn) d.hook(hook[1], hook[2], fn) end)
  end
  return env
end

-- compat_require is require for a spec: "luassert", "luassert.spy",
-- "luassert.stub", "luassert.mock", "luassert.match" and "busted" give the
-- framework's own; any other name is a script of the set.
local function compat_require(env)
  local own = {
    luassert = assert, ["luassert.spy"] = spies.spy, ["luassert.stub"] = spies.stub,
    ["luassert.mock"] = spies.mock, ["luassert.match"] = match, ["luassert.assert"] = assert,
  }
  local busted = {}
  for _, name in ipairs({ "describe", "context", "it", "spec", "test", "pending", "setup", "teardown",
    "before_each", "after_each", "lazy_setup", "lazy_teardown", "strict_setup", "strict_teardown" }) do
    busted[name] = env[name]
  end
  busted.assert, busted.spy, busted.stub, busted.mock, busted.match = assert, spies.spy, spies.stub, spies.mock, match
  own.busted = busted
  return function(name)
    if own[name] ~= nil then return own[name] end
    return require(name)
  end
end

-- collect runs the spec file's chunk with the DSL set in env and its name
-- as require would give it ("gulch.grit_spec": ... in the chunk, as a
-- module gets its own) and returns its items, each {name, tags, selected,
-- …}, in file order.
function M.collect(body, env, opts, chunk_name)
  local items = {}
  local root = new_block(nil, nil, env)
  for name, fn in pairs(dsl(definers(items, root))) do env[name] = fn end
  env.assert, env.spy, env.stub, env.mock, env.match = assert, spies.spy, spies.stub, spies.mock, match
  env.require = compat_require(env)
  body(chunk_name)
  state.phase = "run"
  for _, t in ipairs(items) do
    t.tags = tags_of(t.name)
    t.selected = t.load_error ~= nil or selected(t, opts)
  end
  return items
end

return M
