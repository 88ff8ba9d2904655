-- rules/outcomes_spec.lua — maneuver outcomes are rules a table can wrap
-- (seed 003 "Maneuvers": Mighty Blow "strength divided by four").
local twtw = require("twtw")
local R = twtw.rules

local function ctx(str)
  local a = fixtures.combatant { name = "A", stats = { strength = str }, skills = { melee = 3 }, weapons = { "sword" }, drawn = "sword" }
  return { attacker = a, target = fixtures.combatant { name = "T" }, weapon = a.held, skill = 3, kind = "melee" }
end

describe("maneuver.outcome.*", function()
  it("Mighty Blow adds strength ÷ 4 rounded down: Str 15 → 3, Str 16 → 4", function()
    for _, row in ipairs({ { 15, 3 }, { 16, 4 } }) do
      local c = ctx(row[1])
      local dmg = R["attack.damage"](c)
      R["maneuver.outcome.mighty_blow"](c, dmg, true)
      assert.equal(7 + row[2], dmg:total())
    end
  end)
  it("a failed damage maneuver cancels all damage with one term", function()
    local c = ctx(12)
    local dmg = R["attack.damage"](c)
    R["maneuver.outcome.follow_up"](c, dmg, false)
    assert.equal(0, dmg:total())
    assert.equal(3, dmg:count())
  end)
  it("every maneuver with a test has an outcome rule", function()
    for key, m in pairs(R["maneuver.table"]) do
      if m.attacker then assert.equal("function", type(R["maneuver.outcome." .. key]), key) end
    end
  end)
end)
