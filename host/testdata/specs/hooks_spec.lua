-- host/testdata/specs/hooks_spec.lua — hooks that fail, pending tests and
-- a describe block that fails while it is declared. host/spec_test.go pins
-- the results: 3 passed, 0 failed, 4 errors, 3 pending.

describe("a setup that fails", function()
  setup(function() error("no saloon") end)
  it("first", function() end)
  it("second", function() end)
end)

describe("a teardown that fails", function()
  teardown(function() error("door stuck") end)
  it("passes", function() end)
end)

describe("pending", function()
  pending("a pending test")
  it("a test without a body")
  it("pends inside", function()
    pending("later")
    error("not reached")
  end)
  it("passes", function() end)
end)

describe("an error while declaring", function()
  it("before the error", function() end)
  error("bad describe")
end)
