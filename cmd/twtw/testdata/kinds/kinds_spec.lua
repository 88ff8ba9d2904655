-- cmd/twtw/testdata/kinds/kinds_spec.lua — a test that passes, one that fails
-- an assertion and one that a runtime error stops: test_kinds_test.go pins how
-- each report of twtw test tells a failure from an error.

describe("kinds", function()
  it("passes", function() assert.are.equal(4, 2 + 2) end)
  it("fails an assertion", function() assert.are.equal(5, 2 + 2) end)
  it("raises an error", function()
    local rule = nil
    return rule(2)
  end)
end)
