describe("headshot", function()
  it("one", function() assert.is_true(true) end)
  it("two", function() assert.are.equal(2, 1 + 1) end)
end)
