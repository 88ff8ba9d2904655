-- lib/roster_spec.lua — the roll every ruleset's fight.new builds (lib/roster.lua).
local roster = require("lib.roster")

describe("lib.roster", function()
  it("keeps combatants in scenario order, by name, and the sides in order of first appearance", function()
    local f = roster.new({ name = "Main Street", summary = "s", combatants = {} })
    roster.add(f, { name = "Ada", side = "posse" }, 1)
    roster.add(f, { name = "Bo", side = "gang" }, 2)
    roster.add(f, { name = "Cy", side = "posse" }, 3)
    assert.equal("Main Street", f.name)
    assert.same({ "posse", "gang" }, f.sides)
    assert.equal(f.combatants[2], f.by_name.Bo)
    assert.equal(3, f.by_name.Cy.index)
  end)

  it("refuses a scenario without combatants and two of one name", function()
    assert.has_error(function() roster.new({ name = "x" }) end, "fight.new: a scenario table with combatants expected")
    local f = roster.new({ combatants = {} })
    roster.add(f, { name = "Ada", side = "posse" }, 1)
    assert.has_error(function() roster.add(f, { name = "Ada", side = "gang" }, 2, "figures") end,
      'fight.new: two figures are called "Ada"')
  end)
end)
