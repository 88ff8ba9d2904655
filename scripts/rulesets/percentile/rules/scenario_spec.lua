-- rules/scenario_spec.lua — the scenario schema and its cross-field checks.
local twtw = require("twtw")
local R = twtw.rules

local function sc(combatants) return { name = "spec", combatants = combatants } end

describe("scenario.schema", function()
  it("declares the seed's fields: aimed beyond 20 m by default, duel, witnesses, stealth conditions", function()
    local s = R["scenario.schema"]
    assert.equal(20, s.fields.aimed_beyond.default)
    assert.equal("bool", s.fields.duel.type)
    assert.equal("int", s.fields.witnesses.type)
    assert.equal("table", s.fields.stealth.type)
    assert.equal(true, s.combatant.ready.default)
    assert.equal("map", s.combatant.skills.type)
  end)
end)

describe("scenario.check", function()
  it("an unknown weapon names its field", function()
    local field, msg = R["scenario.check"](sc { { name = "A", side = "a", weapons = { "bow" } }, { name = "B", side = "b" } })
    assert.equal("combatant[1].weapons[1]", field)
    assert.equal("unknown weapon \"bow\"", msg)
  end)
  it("three pistols are one too many for two hands", function()
    local field = R["scenario.check"](sc { { name = "A", side = "a" },
      { name = "B", side = "b", weapons = { "revolver", "revolver", "derringer" } } })
    assert.equal("combatant[2].weapons", field)
  end)
  it("a fight needs two sides", function()
    local field, msg = R["scenario.check"](sc { { name = "A", side = "a" }, { name = "B", side = "a" } })
    assert.equal("combatant", field)
    assert.equal("a fight needs at least two sides", msg)
  end)
  it("a latecomer cannot be ambushed in round 1; a good scenario passes", function()
    assert.equal("combatant[1].ambushed", (R["scenario.check"](sc { { name = "A", side = "a", enters = 2, ambushed = true },
      { name = "B", side = "b" } })))
    assert.equal(nil, R["scenario.check"](sc { { name = "A", side = "a", weapons = { "revolver", "knife" } },
      { name = "B", side = "b", weapons = { "rifle" } } }))
  end)
end)
