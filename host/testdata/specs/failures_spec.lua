-- host/testdata/specs/failures_spec.lua — tests that fail on purpose: host/spec_test.go pins
-- each message with the file:line of the failing line, and its kind: the first six fail an
-- assertion, the rest raise an error (0 passed, 6 failed, 5 errors).

describe("failing", function()
  it("equal", function() assert.are.equal(1, 2) end)
  it("same", function() assert.are.same({ a = { 1 } }, { a = { 2 } }) end)
  it("is_not_nil", function() assert.is_not_nil(nil) end)
  it("has_no.errors", function() assert.has_no.errors(function() error("boom") end) end)
  it("spy", function() local s = spy.new(); s(1); assert.spy(s).was.not_called() end)
  it("assert as a function", function() assert(false, "my message") end)
  it("a runtime error", function() local t = nil; return t.x end)
  it("an error in finally", function() finally(function() error("in finally") end) end)
  it("an unknown assertion", function() assert.is_frobbed(1) end)
  it("a stub of a field that is no function", function() stub({ f = 1 }, "f") end)
  describe("before_each fails", function()
    before_each(function() error("in before_each") end)
    it("the test fails with its error", function() end)
  end)
end)
