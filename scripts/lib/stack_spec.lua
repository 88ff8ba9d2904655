-- lib/stack_spec.lua — the die faces of `twtw explain --stack` (lib/stack.lua;
-- README.md "Explain any attack").
local stack = require("lib.stack")

describe("lib.stack", function()
  it("faces reads whole numbers separated by commas, spaces allowed; a single one arrives as a number", function()
    assert.same({ 4, 64, 5 }, stack.faces("4,64,5"))
    assert.same({ 2, 1 }, stack.faces(" 2 , 1"))
    assert.same({ 6 }, stack.faces(6))
  end)
  it("a value that is not a whole number from 1 is named with the stack", function()
    assert.error(function() stack.faces("4,x") end,
      "explain: stack \"4,x\": \"x\" is not a die face (want whole numbers from 1, separated by commas)")
    assert.error(function() stack.faces("3,0") end, "explain: stack \"3,0\": \"0\" is not a die face")
    assert.error(function() stack.faces("2.5") end, "explain: stack \"2.5\": \"2.5\" is not a die face")
    assert.error(function() stack.faces("1,,2") end, "explain: stack \"1,,2\": \"\" is not a die face")
  end)
end)
