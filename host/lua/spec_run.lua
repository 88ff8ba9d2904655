-- host/lua/spec_run.lua — runs the tests spec.lua collected, with busted's
-- order: a describe block's setups once, before its first test that runs
-- (strict setups — setup, strict_setup — also for a block without tests;
-- lazy_setup only for a block with a test), before_each hooks outer block
-- first, the test, its finally functions, after_each hooks inner block
-- first, and a block's teardowns after its last test. Each test runs in an
-- environment of its own over its block's, so a global it sets is gone for
-- the next test; finally and pending exist only there. Spies made in a test
-- (or a block) are put back when it ends.
--
-- What stops a test is a failure when it is a failed assertion (one that
-- spec_assert.lua noted: util.is_failure), wherever it was raised — the
-- test, a hook, a setup, a teardown, a rule or spy the test called — and
-- an error otherwise; the host reads which from the item's failure field
-- (a teardown's from its entry in leave's list).

local util, spies, setfenv, defined = ...

local R = {}

-- state.phase is "collect" while the spec file's chunk runs, then "run";
-- state.in_body is true while a test's own function runs.
local state = { phase = "collect", in_body = false }
R.state = state

local PENDING = {}   -- metatable of the error pending() raises inside a test
local open = {}      -- the blocks entered, outermost first

function R.err_string(err)
  if type(err) == "string" then return err end
  if type(err) == "table" and getmetatable(err) == PENDING then return "pending: " .. tostring(err.msg) end
  return util.show(err)
end

-- R.try calls fn protected, as pcall does; but an error value that is not a
-- string (error{…}, error()) carries no position, so it becomes a message
-- naming the file:line where fn begins. A pending() error stays as it is.
function R.try(fn)
  local ok, err = pcall(fn)
  if ok or type(err) == "string" or (type(err) == "table" and getmetatable(err) == PENDING) then return ok, err end
  local at = defined(fn)
  if not at then return ok, err end
  return false, at .. ": error value " .. util.show(err) .. " (raised in the function that begins here)"
end

local function unsupported(name)
  error("'" .. name .. "' not supported inside current context block", 3)
end
R.unsupported = unsupported

local function chain_of(block)
  local chain = {}
  while block do table.insert(chain, 1, block); block = block.parent end
  return chain
end

-- run_setups runs a block's setups of one kind (lazy or strict) and keeps
-- the first error, and whether it is a failed assertion.
local function run_setups(blk, lazy)
  for _, h in ipairs(blk.setup) do
    if h.lazy == lazy and not blk.setup_err then
      local ok, err = R.try(h.fn)
      if not ok then blk.setup_err, blk.setup_failure = R.err_string(err), util.is_failure(err) end
    end
  end
end

-- enter opens the blocks of chain not open yet (their strict setups, and for
-- a test their lazy ones, which also run now for blocks opened earlier
-- without a test); it returns the first block of the chain whose setup
-- failed.
-- before(path), when given, is called before a block's setups run (the host
-- gives them a deck of their own, seeded from the block's path).
local function enter(chain, for_test, before)
  for i = #open + 1, #chain do
    local blk = chain[i]
    open[i] = blk
    spies.push()
    blk.setup_err, blk.setup_failure, blk.lazy_ran = nil, false, false
    if before and #blk.setup > 0 then before(table.concat(blk.path, " › ")) end
    run_setups(blk, false)
  end
  if for_test then
    for _, blk in ipairs(chain) do
      if not blk.lazy_ran then
        blk.lazy_ran = true
        if before and #blk.setup > 0 then before(table.concat(blk.path, " › ") .. " › lazy") end
        run_setups(blk, true)
      end
    end
  end
  for _, blk in ipairs(chain) do
    if blk.setup_err then return blk end
  end
end

-- leave runs the teardowns of the open blocks that do not hold item (all of
-- them when item is nil), innermost first, and returns their failures,
-- each {name, err, failure}. A lazy teardown runs only when the block ran a
-- test.
function R.leave(item)
  util.forget_failures()
  local keep = {}
  local b = item and item.block
  while b do keep[b] = true; b = b.parent end
  local failures = {}
  while #open > 0 and not keep[open[#open]] do
    local blk = table.remove(open)
    for _, h in ipairs(blk.teardown) do
      if not h.lazy or blk.lazy_ran then
        local ok, err = R.try(h.fn)
        if not ok then
          local path = { unpack(blk.path) }
          path[#path + 1] = "teardown"
          failures[#failures + 1] = { name = table.concat(path, " › "), err = R.err_string(err),
            failure = util.is_failure(err) }
        end
      end
    end
    spies.pop()
  end
  return failures
end

local function run_hooks(list, ok, err)
  for _, f in ipairs(list) do
    local fine, e = R.try(f)
    if ok and not fine then ok, err = false, e end
  end
  return ok, err
end

-- test_env is a test's environment: its block's, plus finally and pending.
local function test_env(block, finals)
  local env = setmetatable({}, { __index = block.env })
  env.finally = function(fn)
    if not spies.callable(fn) then error("finally: expected a function, got " .. util.show(fn), 2) end
    finals[#finals + 1] = fn
  end
  env.pending = function(msg)
    if not state.in_body then unsupported("pending") end
    error(setmetatable({ msg = msg }, PENDING), 0)
  end
  return env
end

local function run_test(test, chain)
  spies.push()
  local finals = {}
  setfenv(test.fn, test_env(test.block, finals))
  local ok, err = true, nil
  for _, blk in ipairs(chain) do
    for _, f in ipairs(blk.before) do
      if ok then ok, err = R.try(f) end
    end
  end
  if ok then
    state.in_body = true
    ok, err = R.try(test.fn)
    state.in_body = false
  end
  ok, err = run_hooks(finals, ok, err)
  for i = #chain, 1, -1 do ok, err = run_hooks(chain[i].after, ok, err) end
  spies.pop()
  if ok then return nil end
  if type(err) == "table" and getmetatable(err) == PENDING then return "pending", tostring(err.msg) end
  test.failure = util.is_failure(err)
  error(R.err_string(err), 0)
end

-- R.enter(item, before) runs the setups item needs before it runs (enter),
-- calling before(path) ahead of each block's; a failed setup is raised by
-- run_one, as the test's error.
function R.enter(item, before)
  util.forget_failures()
  if item.load_error or item.pending then return end
  pcall(enter, chain_of(item.block), not item.visit, before)
end

-- run_one runs an item: a test (nil when it passes, "pending" and its
-- message, or the error raised), or the visit of a block without tests
-- ("visit": its strict setups run, its teardowns at the next leave). When
-- it raises, item.failure says whether a failed assertion stopped it.
function R.run_one(item)
  util.forget_failures()
  item.failure = false
  if item.load_error then error(item.load_error, 0) end
  if item.pending then return "pending", item.pending end
  local chain = chain_of(item.block)
  local failed = enter(chain, not item.visit)
  if failed then
    item.failure = failed.setup_failure
    error("setup failed: " .. failed.setup_err, 0)
  end
  if item.visit then return "visit" end
  return run_test(item, chain)
end

return R
