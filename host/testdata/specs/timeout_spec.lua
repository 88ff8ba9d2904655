-- host/testdata/specs/timeout_spec.lua — a test that never ends is stopped
-- by the call deadline, an error; the next test runs in a fresh VM, whose
-- block runs its setup again (host/spec_test.go: 1 passed, 1 error).

describe("a block", function()
  setup(function() print("setup") end)
  it("loops", function() while true do end end)
  it("runs after", function() print("after") end)
end)
