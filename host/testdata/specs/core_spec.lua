-- host/testdata/specs/core_spec.lua — the busted DSL, written for twtw in
-- the spirit of busted's own core spec: every name a busted spec relies on
-- exists, hooks run as busted runs them, environments are insulated, and
-- the DSL refuses to be used inside a test. Every test here passes
-- (host/spec_test.go pins the count: 29 passed, 0 failed).

assert(file == nil)
-- the DSL as collected, to call it again inside a test
local dsl = {
  describe = describe, context = context, insulate = insulate, expose = expose, it = it, spec = spec,
  test = test, setup = setup, teardown = teardown, strict_setup = strict_setup, lazy_setup = lazy_setup,
  strict_teardown = strict_teardown, lazy_teardown = lazy_teardown, before_each = before_each,
  after_each = after_each, randomize = randomize,
}
assert(type(describe) == "function" and type(context) == "function" and type(it) == "function")
assert(type(spec) == "function" and type(test) == "function" and type(pending) == "function")
assert(type(setup) == "function" and type(teardown) == "function")
assert(type(spy) == "table" and type(stub) == "table" and type(mock) == "table")
assert(type(assert) == "table" and type(match) == "table")
assert(finally == nil, "finally exists only inside a test")

describe("before_each", function()
  local n = 0
  before_each(function() n = n + 1 end)
  it("has run once before the first test", function() assert(n == 1) end)
  it("and again before the second", function() assert.are.equal(2, n) end)
end)

describe("after_each", function()
  local ran = false
  after_each(function() ran = true end)
  it("has not run before the first test ends", function() assert.is_false(ran) end)
  it("has run after it", function() assert.is_true(ran) end)
end)

describe("before_each and after_each together", function()
  local n = 0
  before_each(function() n = n + 1 end)
  after_each(function() n = n + 10 end)
  it("first: 1", function() assert.equal(1, n) end)
  it("second: 1 + 10 + 1", function() assert.equal(12, n) end)
end)

describe("hooks of outer blocks", function()
  local n = 0
  before_each(function() n = n + 1 end)
  it("an outer test sees the outer hook once", function() assert.equal(1, n) end)
  context("a nested context", function()
    before_each(function() n = n + 100 end)
    it("runs the outer hook, then its own", function() assert.equal(102, n) end)
    it("each time", function() assert.equal(203, n) end)
  end)
end)

describe("setup and teardown", function()
  local log = {}
  describe("a block", function()
    setup(function() log[#log + 1] = "setup" end)
    teardown(function() log[#log + 1] = "teardown" end)
    it("runs setup before its first test", function() assert.same({ "setup" }, log) end)
    it("and only once", function() assert.same({ "setup" }, log) end)
  end)
  it("runs teardown after its last test", function() assert.same({ "setup", "teardown" }, log) end)
end)

describe("strict and lazy setups", function()
  local strict, lazy = 0, 0
  describe("a block with no tests", function()
    strict_setup(function() strict = strict + 1 end)
    strict_teardown(function() strict = strict + 10 end)
    lazy_setup(function() lazy = lazy + 1 end)
    lazy_teardown(function() lazy = lazy + 10 end)
  end)
  it("ran its strict setup and teardown, not its lazy ones", function()
    assert.equal(11, strict)
    assert.equal(0, lazy)
  end)
  describe("a block with a test", function()
    lazy_setup(function() lazy = lazy + 1 end)
    it("runs its lazy setup", function() assert.equal(1, lazy) end)
  end)
end)

describe("finally", function()
  local calls = {}
  it("registers a function for the end of the test", function()
    finally(function() calls[#calls + 1] = "finally" end)
    calls[#calls + 1] = "body"
  end)
  it("which ran after the body", function() assert.same({ "body", "finally" }, calls) end)
end)

describe("environments", function()
  shared = "block"
  setup(function() from_setup = "setup" end)
  before_each(function() from_before = "before" end)
  it("a test sees its block's globals and sets its own", function()
    assert.equal("block", shared)
    assert.equal("setup", from_setup)
    assert.equal("before", from_before)
    mine = "mine"
  end)
  it("a global set by a sibling test is gone", function() assert.is_nil(mine) end)
  describe("a child block", function()
    it("sees its parent's globals", function() assert.equal("block", shared) end)
  end)
end)

describe("a later block", function()
  it("does not see an earlier block's globals", function()
    assert.is_nil(shared)
    assert.is_nil(from_setup)
  end)
end)

describe "syntactic sugar" (function()
  it "works without parentheses around the function" (function() assert(true) end)
end)

describe("aliases", function()
  local n = 0
  context("context", function()
    spec("spec", function() n = n + 1 end)
    test("test", function() n = n + 1 end)
  end)
  it("ran spec and test", function() assert.equal(2, n) end)
end)

describe("inside a test", function()
  it("the DSL is refused, naming the function", function()
    local n = 0
    for name, fn in pairs(dsl) do
      assert.has_error(function() fn("x", function() end) end, "'" .. name .. "' not supported inside current context block")
      n = n + 1
    end
    assert.equal(16, n)
  end)
  it("describe says so", function()
    assert.has_error(function() describe("x", function() end) end, "'describe' not supported inside current context block")
    assert.has_error(function() it("x", function() end) end, "'it' not supported inside current context block")
    assert.has_error(function() setup(function() end) end, "'setup' not supported inside current context block")
  end)
  it("pending inside a finally is refused", function()
    finally(function()
      assert.has_error(function() pending("x") end, "'pending' not supported inside current context block")
    end)
  end)
end)

describe("assert as a function", function()
  it("returns all its arguments", function()
    local a, b, c = assert(1, "msg", 3)
    assert.same({ 1, "msg", 3 }, { a, b, c })
  end)
  it("raises its message", function()
    assert.has_error(function() assert(false, "the message") end, "the message")
    assert.has_error(function() assert(nil) end, "assertion failed!")
  end)
end)
