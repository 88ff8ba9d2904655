-- rules/scenario_spec.lua — the TWTW scenario schema and its cross-field check.
local twtw = require("twtw")

describe("scenario.schema (seed 000 \"Traits and Skills\", \"Dealing Damage\", \"Cover\")", function()
  it("traits are the six trait dice d4..d12 and are required", function()
    local t = twtw.rules["scenario.schema"].combatant.traits
    assert.equal("map", t.type)
    assert.truthy(t.required)
    assert.same({ "strength", "dexterity", "reflex", "fortitude", "acuity", "spirit" }, t.keys)
    assert.same({ 4, 6, 8, 10, 12 }, t.of.sides)
  end)
  it("skill levels run 0..5", function()
    local s = twtw.rules["scenario.schema"].combatant.skills.of
    assert.equal(0, s.min)
    assert.equal(5, s.max)
  end)
  it("cover locations are the core's hit locations", function()
    local locs = twtw.rules["scenario.schema"].combatant.cover.fields.locations.of.values
    assert.same(twtw.damage.locations(), locs)
    assert.equal("head", locs[1])
  end)
end)

describe("scenario.check", function()
  local function scenario(weapons)
    return { combatants = { { name = "A", side = "x", weapons = weapons }, { name = "B", side = "y" } } }
  end
  it("accepts gear names and inline weapon tables", function()
    assert.equal(nil, twtw.rules["scenario.check"](scenario({ "peacemaker", { base = "peacemaker" } })))
  end)
  it("names the field of an unknown weapon and lists the gear table", function()
    local field, msg = twtw.rules["scenario.check"](scenario({ "peacemaker", "bow" }))
    assert.equal("combatant[1] (A).weapons[2]", field)
    assert.truthy(msg:find("unknown weapon \"bow\"", 1, true))
    assert.truthy(msg:find("peacemaker", 1, true))
  end)
  it("refuses a weapon that is neither a name nor a table", function()
    local field, msg = twtw.rules["scenario.check"](scenario({ 7 }))
    assert.equal("combatant[1] (A).weapons[1]", field)
    assert.equal("want a gear name or an inline weapon table", msg)
  end)
end)
