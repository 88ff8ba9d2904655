-- rules/scenario_spec.lua — the scenario schema and the checks across fields.
local twtw = require("twtw")
local R = twtw.rules

describe("scenario.schema", function()
  it("declares the five statistics as required 1..20 and skills 0..5", function()
    local s = R["scenario.schema"].combatant
    for _, k in ipairs({ "strength", "dexterity", "quickness", "willpower", "resilience" }) do
      assert.equal(true, s.stats.fields[k].required, k)
      assert.equal(20, s.stats.fields[k].max, k)
    end
    assert.equal(5, s.skills.of.max)
    assert.equal("pistol", s.weapons.of.values[6])
    assert.equal("list", R["scenario.schema"].fields.screens.type)
  end)
end)

describe("scenario.check", function()
  local function sc(c) return { combatants = { { name = "A", side = "a" }, c } } end
  it("a good scenario passes", function()
    assert.equal(nil, (R["scenario.check"](sc({ name = "B", weapons = { "pistol" }, drawn = "pistol", loaded = { pistol = 4 } }))))
  end)
  it("a skill a letter off one the rules read is a misspelling (\"rangd\" fought at ranged 0); other names are free", function()
    local f, m = R["scenario.check"](sc({ name = "B", skills = { rangd = 4, climbing = 2 } }))
    assert.equal("combatant[2].skills.rangd", f)
    assert.equal("unknown skill \"rangd\"; did you mean \"ranged\"? (other skills may be any name; the rules read evade, medicine, "
      .. "melee, ranged)", m)
    assert.equal(nil, (R["scenario.check"](sc({ name = "B", skills = { ranged = 4, climbing = 2, lifting = 1 } }))))
  end)
  it("drawn must be carried", function()
    local f, m = R["scenario.check"](sc({ name = "B", weapons = { "knife" }, drawn = "pistol" }))
    assert.equal("combatant[2].drawn", f)
    assert.equal("\"pistol\" is not among its weapons", m)
  end)
  it("loaded must fit the weapon: a pistol holds 6; a knife holds none", function()
    local f, m = R["scenario.check"](sc({ name = "B", weapons = { "pistol" }, loaded = { pistol = 7 } }))
    assert.equal("combatant[2].loaded.pistol", f)
    assert.equal("the Pistol holds 6", m)
    assert.equal("combatant[2].loaded.knife", (R["scenario.check"](sc({ name = "B", weapons = { "knife" }, loaded = { knife = 1 } }))))
  end)
  it("an unknown tactics policy is named, with the policies there are and the nearest", function()
    local f, m = R["scenario.check"](sc({ name = "B", tactics = "berserk" }))
    assert.equal("combatant[2].tactics", f)
    assert.equal("no tactics policy \"berserk\" (there are: default, none; a house rule adds one with rule tactics.berserk "
      .. "and an entry \"berserk\" in data tactics.policies)", m)
    f, m = R["scenario.check"](sc({ name = "B", tactics = "nune" }))
    assert.equal("combatant[2].tactics", f)
    assert.equal("no tactics policy \"nune\"; did you mean \"none\"? (there are: default, none; a house rule adds one with "
      .. "rule tactics.nune and an entry \"nune\" in data tactics.policies)", m)
    assert.equal(nil, (R["scenario.check"](sc({ name = "B", tactics = "none" }))))
  end)
  -- rule tactics.pick picks the best of a list: played as a policy, the fight failed in action.check (exit 1)
  it("a rule the policies call is no policy (data tactics.policies does not list it)", function()
    local f, m = R["scenario.check"](sc({ name = "B", tactics = "pick" }))
    assert.equal("combatant[2].tactics", f)
    assert.equal("no tactics policy \"pick\": rule tactics.pick is defined, but data tactics.policies does not list it "
      .. "(there are: default, none)", m)
    assert.has_error(function()
      require("rules.lib.fixture").fight(R, { { name = "A", side = "a" }, { name = "B", side = "b", tactics = "pick" } })
    end, "fight.new: combatant \"B\": no tactics policy \"pick\": rule tactics.pick is defined, but data tactics.policies "
      .. "does not list it (there are: default, none)")
  end)
  it("nobody starts unconscious: wounds ≥ willpower are refused (100 wounds fought a round, then fell unconscious); "
    .. "dying but conscious may start", function()
    local stats = { strength = 12, dexterity = 10, quickness = 9, willpower = 10, resilience = 6 }
    local f, m = R["scenario.check"](sc({ name = "Sam", stats = stats, wounds = 100 }))
    assert.equal("combatant[2].wounds", f)
    assert.equal("100 wounds at the start ≥ willpower 10: he would be unconscious before the fight began (seed 003 "
      .. "\"Death and Dying\"; he may start with at most 9)", m)
    assert.equal("combatant[2].wounds", (R["scenario.check"](sc({ name = "Sam", stats = stats, wounds = 10 }))))
    assert.equal(nil, (R["scenario.check"](sc({ name = "Sam", stats = stats, wounds = 9 }))))
  end)
end)
