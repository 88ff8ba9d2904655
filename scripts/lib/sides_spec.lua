-- lib/sides_spec.lua — when a fight is over (lib/sides.lua).
local sides = require("lib.sides")

local function fight(...)
  return { sides = { "posse", "gang" }, combatants = { ... } }
end

local function fighting(c) return not c.down end

describe("lib.sides.over", function()
  it("goes on while two sides have someone fighting", function()
    local f = fight({ side = "posse" }, { side = "gang" })
    local winner, why = sides.over(f, fighting)
    assert.is_nil(winner)
    assert.equal("2 sides still fighting", why)
  end)

  it("gives the fight to the one side left", function()
    local f = fight({ side = "posse" }, { side = "gang", down = true }, { side = "gang", down = true })
    local winner, why = sides.over(f, fighting)
    assert.equal("posse", winner)
    assert.equal("no other side is still fighting", why)
    assert.is_nil(f.ended)
  end)

  it("is a draw when nobody is left", function()
    local f = fight({ side = "posse", down = true }, { side = "gang", down = true })
    local winner, why = sides.over(f, fighting)
    assert.is_nil(winner)
    assert.equal("nobody is left fighting", why)
    assert.equal("draw", f.ended)
  end)
end)
