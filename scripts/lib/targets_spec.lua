-- lib/targets_spec.lua — the enemies every ruleset's tactics choose among (lib/targets.lua).
local targets = require("lib.targets")

describe("lib.targets.enemies", function()
  it("lists the other sides' combatants that keep holds for, nearest first, ties in scenario order", function()
    local me = { name = "Ada", side = "posse", x = 0, index = 1 }
    local far = { name = "Bo", side = "gang", x = 9, index = 2 }
    local near = { name = "Cy", side = "gang", x = 3, index = 3 }
    local tie = { name = "Di", side = "gang", x = 3, index = 4 }
    local down = { name = "Ed", side = "gang", x = 1, index = 5, dead = true }
    local friend = { name = "Flo", side = "posse", x = 1, index = 6 }
    local fight = { combatants = { me, far, near, tie, down, friend } }
    local got = targets.enemies(fight, me, function(o) return not o.dead end,
      function(a, b) return math.abs(a.x - b.x) end)
    local names = {}
    for i, o in ipairs(got) do names[i] = o.name end
    assert.same({ "Cy", "Di", "Bo" }, names)
  end)
  it("a lone enemy is listed without asking its distance", function()
    local me = { name = "Ada", side = "posse", index = 1 }
    local foe = { name = "Bo", side = "gang", index = 2 }
    local asked = 0
    local got = targets.enemies({ combatants = { me, foe } }, me, function() return true end,
      function() asked = asked + 1 return 0 end)
    assert.equal(1, #got)
    assert.equal("Bo", got[1].name)
    assert.equal(0, asked)
  end)
end)
