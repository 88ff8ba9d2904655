-- host/testdata/specs/tags_spec.lua — #tags and names for --tags,
-- --exclude-tags, --filter and --filter-out (host/spec_test.go): 5 tests,
-- all passing; each setup prints, so a test can see which blocks ran.

describe("saloon #unit", function()
  setup(function() print("setup saloon") end)
  it("a #fast draw", function() end)
  it("a #slow reload", function() end)
  it("plain", function() end)
end)

describe("street", function()
  setup(function() print("setup street") end)
  it("b #slow", function() end)
  it("c (card 37)", function() end)
end)
