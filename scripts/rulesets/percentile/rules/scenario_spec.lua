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
  it("a combatant who enters after the fight's last round would never appear (the host gives sc.rounds: --rounds, else the scenario's)", function()
    local late = sc { { name = "Jack", side = "a" }, { name = "Posse", side = "b", enters = 50 } }
    late.rounds = 20
    local field, msg = R["scenario.check"](late)
    assert.equal("combatant[2].enters", field)
    assert.equal("round 50 is past the fight's last round, 20 (--rounds, else the scenario's rounds, else the default): "
      .. "Posse would never appear", msg)
    late.combatants[2].enters = 20
    assert.equal(nil, R["scenario.check"](late))
  end)
  it("a latecomer cannot be ambushed in round 1; a good scenario passes", function()
    assert.equal("combatant[1].ambushed", (R["scenario.check"](sc { { name = "A", side = "a", enters = 2, ambushed = true },
      { name = "B", side = "b" } })))
    assert.equal(nil, R["scenario.check"](sc { { name = "A", side = "a", weapons = { "revolver", "knife" } },
      { name = "B", side = "b", weapons = { "rifle" } } }))
  end)
  it("an unknown tactics policy names its field, the policies there are and the nearest (fight.new failed on it)", function()
    local field, msg = R["scenario.check"](sc { { name = "A", side = "a" }, { name = "B", side = "b", tactics = "flee" } })
    assert.equal("combatant[2].tactics", field)
    assert.equal("no tactics policy \"flee\" (there are: default, guard, hold, sneak; a house rule adds one with rule "
      .. "tactics.flee and an entry \"flee\" in data tactics.policies)", msg)
    field, msg = R["scenario.check"](sc { { name = "A", side = "a", tactics = "hodl" }, { name = "B", side = "b" } })
    assert.equal("combatant[1].tactics", field)
    assert.equal("no tactics policy \"hodl\"; did you mean \"hold\"? (there are: default, guard, hold, sneak; a house rule "
      .. "adds one with rule tactics.hodl and an entry \"hodl\" in data tactics.policies)", msg)
    assert.equal(nil, R["scenario.check"](sc { { name = "A", side = "a", tactics = "sneak" }, { name = "B", side = "b" } }))
  end)
  -- rule tactics.target chooses whom a policy shoots: played as a policy, its combatant waited all fight
  it("a rule the policies call is no policy (data tactics.policies does not list it)", function()
    local field, msg = R["scenario.check"](sc { { name = "A", side = "a" }, { name = "B", side = "b", tactics = "target" } })
    assert.equal("combatant[2].tactics", field)
    assert.equal("no tactics policy \"target\": rule tactics.target is defined, but data tactics.policies does not list it "
      .. "(there are: default, guard, hold, sneak)", msg)
  end)
end)

describe("fight.new", function()
  it("refuses an unknown tactics policy by name, not as a lookup of a rule there is not", function()
    assert.has_error(function()
      R["fight.new"](sc { { name = "A", side = "a", tactics = "flee" }, { name = "B", side = "b" } })
    end, "fight.new: combatant \"A\": no tactics policy \"flee\" (there are: default, guard, hold, sneak; a house rule "
      .. "adds one with rule tactics.flee and an entry \"flee\" in data tactics.policies)")
  end)
end)
