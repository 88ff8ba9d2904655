-- host/testdata/specs/order_spec.lua — the order busted runs hooks and
-- tests in, written for twtw in the spirit of busted's execution-order spec:
-- each hook and test appends a letter, and the tests check the string so
-- far. S/T: the outer block's setup/teardown, s/t: the inner block's;
-- b/a: outer before_each/after_each, B/A: inner; f: a finally; 1-4 tests.
-- Every test passes (host/spec_test.go pins 5 passed, 0 failed).

local trail = ""
local function add(s) return function() trail = trail .. s end end

setup(add("<"))

describe("outer", function()
  setup(add("S"))
  teardown(add("T"))
  before_each(add("b"))
  after_each(add("a"))

  it("1", function()
    assert.equal("<Sb", trail)
    trail = trail .. "1"
    finally(add("f"))
  end)

  describe("inner", function()
    setup(add("s"))
    teardown(add("t"))
    before_each(add("B"))
    after_each(add("A"))
    it("2", function()
      assert.equal("<Sb1fasbB", trail)
      trail = trail .. "2"
    end)
    it("3", function()
      assert.equal("<Sb1fasbB2AabB", trail)
      trail = trail .. "3"
    end)
  end)

  it("4", function()
    assert.equal("<Sb1fasbB2AabB3Aatb", trail)
    trail = trail .. "4"
  end)
end)

it("after the block", function()
  assert.equal("<Sb1fasbB2AabB3Aatb4aT", trail)
end)
