-- lib/stack_spec.lua — the die faces of `twtw explain --stack` (lib/stack.lua;
-- README.md "Explain any attack").
local stack = require("lib.stack")

-- waiting(n): an api whose dice have n stacked faces still to roll (TWTW's
-- ruleset, whose specs run this file too, has no dice library) and whose
-- refuse raises "FIELD: message", as the host reports a refusal.
local function waiting(n)
  return { dice = { stacked = function() return n end },
    refuse = function(field, msg) error(field .. ": " .. msg, 0) end }
end
local api = waiting(0)

describe("lib.stack", function()
  it("faces reads whole numbers separated by commas, spaces allowed; a single one arrives as a number", function()
    assert.same({ 4, 64, 5 }, stack.faces(api, "4,64,5"))
    assert.same({ 2, 1 }, stack.faces(api, " 2 , 1"))
    assert.same({ 6 }, stack.faces(api, 6))
  end)
  it("a value that is not a whole number from 1 is refused (--stack), naming it", function()
    assert.error(function() stack.faces(api, "4,x") end,
      "--stack: \"x\" is not a die face (want whole numbers from 1, separated by commas)")
    assert.error(function() stack.faces(api, "3,0") end, "--stack: \"0\" is not a die face")
    assert.error(function() stack.faces(api, "2.5") end, "--stack: \"2.5\" is not a die face")
    assert.error(function() stack.faces(api, "1,,2") end, "--stack: \"\" is not a die face")
  end)
  it("rolled names the faces left over once the attack is over, the ruleset's reason after", function()
    local faces = stack.faces(api, "2,4,1,5")
    assert.error(function() stack.rolled(waiting(2), "2,4,1,5", faces, "one hit rolls a d6 and a d8") end,
      "--stack: \"2,4,1,5\": the attack rolled 2 of its 4 faces; 1, 5 not rolled (one hit rolls a d6 and a d8)")
    stack.rolled(waiting(0), "2,4,1,5", faces)
    -- faces stacked before the stack come out first: only the stack's own are named
    assert.error(function() stack.rolled(waiting(3), 3, { 3 }) end, "--stack: \"3\": the attack rolled 0 of its 1 face; 3 not rolled")
  end)
  it("attempt refuses a face larger than the die the attack rolled there (--stack), naming both", function()
    local roll = function() error("rules/attack.lua:86: dice.roll: d8: stacked face 64 is larger than the d8 rolled") end
    assert.error(function() stack.attempt(api, "4,64,5", "the hit D100, then the damage", roll) end,
      "--stack: \"4,64,5\": face 64 is larger than the d8 the attack rolled there (the hit D100, then the damage)")
  end)
  it("attempt returns what the attack returns, and lets any other error through as raised", function()
    assert.equal(7, stack.attempt(api, "1", "why", function(x) return x + 1 end, 6))
    assert.error(function() stack.attempt(api, "1", "why", function() error("boom", 0) end) end, "boom")
  end)
  it("resolve runs the attack as is with no faces, and under attempt and rolled with them", function()
    assert.equal(3, stack.resolve(api, nil, nil, "why", function(x) return x end, 3))
    assert.error(function() stack.resolve(waiting(1), "2,5", { 2, 5 }, "one roll", function() return 1 end) end,
      "--stack: \"2,5\": the attack rolled 1 of its 2 faces; 5 not rolled (one roll)")
  end)
end)
