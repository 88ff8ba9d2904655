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
  it("suggests the gear name one letter from a misspelt one, as shootout does", function()
    local field, msg = twtw.rules["scenario.check"](scenario({ "peacemakr" }))
    assert.equal("combatant[1] (A).weapons[1]", field)
    assert.equal("unknown weapon \"peacemakr\"; did you mean \"peacemaker\"? (the gear table has bowie_knife, "
      .. "cavalry_saber, derringer, dynamite, fists, knife, lariat, peacemaker, peacemaker_cavalry, rifle, shotgun, "
      .. "thrown_knife, walker_colt)", msg)
    local _, far = twtw.rules["scenario.check"](scenario({ "bow" }))
    assert.falsy(far:find("did you mean", 1, true), far)
  end)
  it("refuses a weapon that is neither a name nor a table", function()
    local field, msg = twtw.rules["scenario.check"](scenario({ 7 }))
    assert.equal("combatant[1] (A).weapons[1]", field)
    assert.equal("want a gear name or an inline weapon table", msg)
  end)
end)

describe("scenario.schema: every situation field is declared with a type and a doc", function()
  it("combatant fields", function()
    local c = twtw.rules["scenario.schema"].combatant
    for _, f in ipairs({ "ap", "dodge", "in_hand", "armor", "covers", "facing", "facing_toward", "height",
      "mount", "vehicle", "surprised", "aim", "wounds", "ct_lost", "stunned", "prone", "immobilized", "entangled" }) do
      assert.is_table(c[f], f)
      assert.is_string(c[f].type, f)
      assert.truthy(#c[f].doc > 10, f)
    end
    assert.same({ "none", "walk", "run" }, c.mount.fields.gait.values)
    assert.equal(2, c.aim.fields.actions.max) -- "aimed up to two consecutive actions"
  end)
  it("scenario fields: surprise (default true), action_time, vehicles", function()
    local f = twtw.rules["scenario.schema"].fields
    assert.equal(true, f.surprise.default)
    assert.equal("bool", f.action_time.type)
    assert.truthy(f.vehicles.of.fields.speed.required)
  end)
end)

describe("scenario.check: fields that name what exists", function()
  local function check(a, top)
    local sc = { combatants = { a, { name = "B", side = "y", traits = { fortitude = 8 } } } }
    for k, v in pairs(top or {}) do sc[k] = v end
    return twtw.rules["scenario.check"](sc)
  end
  local function a(t)
    t.name, t.side, t.traits = "A", "x", { fortitude = 8 }
    return t
  end
  local cases = {
    { a { weapons = { "peacemaker" }, in_hand = { left = "rifle" } }, "combatant[1] (A).in_hand.left", "\"rifle\" is not one of A's weapons" },
    { a { weapons = { "rifle" }, in_hand = { both = "rifle", left = "rifle" } }, "combatant[1] (A).in_hand.both", "no hand for another" },
    { a { weapons = { { base = "peacemaker", colour = "blue" } } }, "combatant[1] (A).weapons[1]", "unknown field \"colour\"" },
    { a { weapons = { { base = "peacemaker", loaded = 9 } } }, "combatant[1] (A).weapons[1]", "loaded 9 is more than its 6 shots" },
    -- an inline weapon's starting state and reload are checked before the fight: "x" rounds loaded
    -- failed a comparison in the check, "abc" a reload mid-fight, jammed = "no" started the gun jammed
    { a { weapons = { { base = "peacemaker", loaded = "x" } } }, "combatant[1] (A).weapons[1]",
      "field \"loaded\": want a whole number ≥ 0 (rounds in the weapon), got x" },
    { a { weapons = { { base = "peacemaker", loaded = -1 } } }, "combatant[1] (A).weapons[1]", "got -1" },
    { a { weapons = { { base = "peacemaker", jammed = "no" } } }, "combatant[1] (A).weapons[1]",
      "field \"jammed\": want true or false, got no" },
    { a { weapons = { { base = "peacemaker", reload = "abc" } } }, "combatant[1] (A).weapons[1]",
      "field \"reload\": want a whole number ≥ 1 (rounds a reload action loads), got abc" },
    { a { weapons = { { base = "peacemaker", reload = -1 } } }, "combatant[1] (A).weapons[1]", "got -1" },
    { a { weapons = { { base = "nosuch" } } }, "combatant[1] (A).weapons[1]",
      "weapon (unnamed): field \"base\": no gear entry \"nosuch\"" },
    { a { weapons = { { name = "odd gun", kind = "ranged", skill = "shooting" } } }, "combatant[1] (A).weapons[1]", "field \"increment\"" },
    -- an inline weapon's numbers have the bounds a gear entry's have (rules/datacheck.lua): a Pen of 400 played
    { a { weapons = { { base = "peacemaker", pen = 400 } } }, "combatant[1] (A).weapons[1]",
      "field \"pen\": 400: want a whole number 0..20 (a Pen)" },
    { a { weapons = { { base = "peacemaker", increment = 5000 } } }, "combatant[1] (A).weapons[1]",
      "field \"increment\": 5000: want a number above 0, up to 1000 (paces a range increment)" },
    { a { aim = { target = "Z" } }, "combatant[1] (A).aim.target", "no combatant \"Z\"" },
    { a { entangled = { by = "A", weapon = "lariat" } }, "combatant[1] (A).entangled.by", "names the combatant themself" },
    { a { entangled = { by = "B", weapon = "net" } }, "combatant[1] (A).entangled.weapon", "unknown weapon \"net\"" },
    { a { vehicle = "stage" }, "combatant[1] (A).vehicle", "no vehicle \"stage\"" },
    { a { wounds = { head = 5 } }, "combatant[1] (A).wounds.head", "cannot start dead" },
    { a { ct_lost = 14 }, "combatant[1] (A).ct_lost", "14 of 14 CT lost" },
    { a { tactics = "berserk" }, "combatant[1] (A).tactics", "no tactics policy \"berserk\" (there are: brawler, default, "
      .. "dodger, hold, simple; a house rule adds one with rule tactics.berserk and an entry \"berserk\" in data "
      .. "tactics.policies)" },
    -- seed 000 "Hit Location and Damage": a limb at its 5th wound is "rendered useless" (rules/limbs.lua)
    { a { weapons = { "peacemaker" }, in_hand = { right = "peacemaker" }, wounds = { ["right arm"] = 5 } },
      "combatant[1] (A).in_hand.right", "the right arm is lost (5 wounds): its hand holds nothing (seed 000 " },
    { a { weapons = { "rifle" }, in_hand = { both = "rifle" }, wounds = { ["left arm"] = 5 } },
      "combatant[1] (A).in_hand.both", "the left arm is lost (5 wounds)" },
    { a { weapons = { { base = "peacemaker", drawn = true } }, wounds = { ["right arm"] = 5 } },
      "combatant[1] (A).weapons[1].drawn", "the right arm, the dominant hand's, is lost (5 wounds), and a drawn weapon no "
        .. "in_hand names is in the dominant hand: name the hand that holds it (in_hand.left)" },
    -- a hand holds one weapon, a two-handed one both (rules/limbs.lua): a third drawn has no hand
    { a { weapons = { { base = "peacemaker", drawn = true }, { base = "derringer", drawn = true },
      { base = "walker_colt", drawn = true } } }, "combatant[1] (A).weapons[3].drawn",
      "no hand is free to hold it: a hand holds one weapon, a two-handed one both, and in_hand and the weapons drawn "
        .. "before it fill both" },
    { a { weapons = { "peacemaker", { base = "rifle", drawn = true } }, in_hand = { right = "peacemaker" } },
      "combatant[1] (A).weapons[2].drawn", "and in_hand and the weapons drawn before it leave one hand at most" },
    { a { weapons = { "rifle", { base = "derringer", drawn = true } }, in_hand = { both = "rifle" } },
      "combatant[1] (A).weapons[2].drawn", "no hand is free to hold it" },
    -- seed 000 "Aim and Snap Shots": a weapon is aimed; an aim with none drawn made its aimer "not expecting danger"
    { a { weapons = { "peacemaker" }, aim = { target = "B", actions = 2, held = 5 } }, "combatant[1] (A).aim",
      "an aim needs a weapon in hand" },
    { a { skills = { shooting = 3, shootin = 2 } }, "combatant[1] (A).skills.shootin", "unknown skill \"shootin\" (skills.traits "
      .. "has acuity, ambidexterity, athletics, bravery, brawl, dexterity, dodge, driving, fast_draw, fighting, first_aid, "
      .. "fortitude, initiative, medicine, reflex, riding, shooting, spirit, strength, throwing; a house rule adds one "
      .. "there)" },
  }
  for i, c in ipairs(cases) do
    it("case " .. i .. ": " .. c[2], function()
      local field, msg = check(c[1])
      assert.equal(c[2], field)
      assert.truthy(tostring(msg):find(c[3], 1, true), msg)
    end)
  end
  it("names the combatant that fails and its place: the second's second weapon", function()
    local sc = { combatants = {
      a { weapons = { "peacemaker" } },
      { name = "B", side = "y", traits = { fortitude = 8 }, weapons = { "rifle", "blunderbuss" } },
    } }
    local field, msg = twtw.rules["scenario.check"](sc)
    assert.equal("combatant[2] (B).weapons[2]", field)
    assert.truthy(msg:find("unknown weapon \"blunderbuss\"", 1, true), msg)
  end)
  it("a lost arm leaves the other hand: in_hand.left, or an inline weapon drawn that it names, is accepted", function()
    assert.equal(nil, check(a { weapons = { "peacemaker" }, in_hand = { left = "peacemaker" }, wounds = { ["right arm"] = 5 } }))
    assert.equal(nil, check(a { weapons = { { base = "peacemaker", drawn = true } }, in_hand = { left = "peacemaker" },
      wounds = { ["right arm"] = 5 } }))
    assert.equal(nil, check(a { weapons = { { base = "peacemaker", drawn = true } }, aim = { target = "B" } }))
  end)
  it("two weapons drawn, one in each hand, are accepted, and so is one in_hand names beside one drawn", function()
    assert.equal(nil, check(a { weapons = { { base = "peacemaker", drawn = true }, { base = "derringer", drawn = true } } }))
    assert.equal(nil, check(a { weapons = { { base = "peacemaker", drawn = true }, { base = "derringer", drawn = true } },
      in_hand = { left = "derringer" } }))
  end)
  -- scripts/scenarios/README.md: surprise = false, "nobody may be surprised"
  it("surprised = true under the scenario's surprise = false is a contradiction", function()
    local field, msg = check(a { surprised = true }, { surprise = false })
    assert.equal("combatant[1] (A).surprised", field)
    assert.equal("true, but the scenario says surprise = false (nobody may be surprised): leave one of them out", msg)
    assert.equal(nil, check(a { surprised = false }, { surprise = false }))
    assert.equal(nil, check(a { surprised = true }, { surprise = true }))
  end)
  -- rules tactics.shot_tn and tactics.ready are what the policies call: played as a policy, the fight failed (exit 1)
  it("a tactics names a policy of data tactics.policies, not a rule the policies call, with the nearest", function()
    local there = "(there are: brawler, default, dodger, hold, simple)"
    local field, msg = check(a { tactics = "shot_tn" })
    assert.equal("combatant[1] (A).tactics", field)
    assert.equal("no tactics policy \"shot_tn\": rule tactics.shot_tn is defined, but data tactics.policies does not list "
      .. "it " .. there, msg)
    field, msg = check(a { tactics = "ready" })
    assert.equal("combatant[1] (A).tactics", field)
    assert.equal("no tactics policy \"ready\": rule tactics.ready is defined, but data tactics.policies does not list "
      .. "it " .. there, msg)
    field, msg = check(a { tactics = "dodgr" })
    assert.equal("combatant[1] (A).tactics", field)
    assert.equal("no tactics policy \"dodgr\"; did you mean \"dodger\"? (there are: brawler, default, dodger, hold, "
      .. "simple; a house rule adds one with rule tactics.dodgr and an entry \"dodgr\" in data tactics.policies)", msg)
    assert.equal(nil, check(a { tactics = "dodger" }))
  end)
  it("a vehicle's driver must be in the scenario", function()
    local field, msg = check(a {}, { vehicles = { { name = "stage", speed = 10, driver = "Reuben" } } })
    assert.equal("vehicles[1].driver", field)
    assert.truthy(msg:find("no combatant \"Reuben\"", 1, true))
  end)
  it("accepts a full situation", function()
    assert.equal(nil, check(a { weapons = { "peacemaker", { base = "thrown_knife", shots = 4, name = "knives" } },
      in_hand = { right = "peacemaker", left = "knives" }, aim = { target = "B" }, vehicle = "stage",
      entangled = { by = "B", weapon = "lariat" }, wounds = { head = 4 }, ct_lost = 13 },
      { vehicles = { { name = "stage", speed = 10, driver = "B" } } }))
  end)
end)

describe("scenario.setup (seed 001 \"Mounted and Vehicular Movement\", seed 000 \"Surprise\")", function()
  local T = { fortitude = 8, acuity = 8, spirit = 8 }
  local function new(sc)
    sc.name = "setup"
    for _, c in ipairs(sc.combatants) do c.traits = c.traits or T end
    return twtw.rules["fight.new"](sc)
  end
  it("the train is automated movement carrying its riders: 27 paces → 7, 7, 7, 6", function()
    local f = new({ vehicles = { { name = "train", speed = 27, heading = 0, position = { 0, 6 } } },
      combatants = { { name = "Angus", side = "g", vehicle = "train", pos = { x = 0, y = 6 } },
        { name = "Miranda", side = "p", mount = { name = "Wash", speed = 14, gait = "run", heading = 0 } } } })
    local train, wash = f.automated[1], f.automated[2]
    assert.equal("train", train.name)
    assert.same({ "Angus" }, train.carries)
    assert.falsy(train.controlled)
    assert.truthy(f.by_name.Angus.state.mounted)
    assert.equal("run", f.by_name.Angus.state.mount_moving) -- 27 paces a round: more than a walk
    assert.same({ 7, 7, 7, 6 }, twtw.rules["continuous.automated"](train.paces))
    assert.equal(28, wash.paces) -- galloping: twice its Speed
    assert.truthy(wash.controlled)
    assert.equal("Miranda", wash.rider)
    twtw.rules["continuous.phase"](f, 1)
    assert.equal(7, f.by_name.Angus.pos.x)
    assert.equal(7, f.by_name.Miranda.pos.x)
  end)
  it("a driver steers: controlled movement", function()
    local f = new({ vehicles = { { name = "stage", speed = 10, heading = 90, driver = "Reuben" } },
      combatants = { { name = "Reuben", side = "p" }, { name = "B", side = "g" } } })
    assert.truthy(f.automated[1].controlled)
    assert.same({ "Reuben" }, f.automated[1].carries)
    assert.same({ x = 0, y = 1 }, f.automated[1].dir)
  end)
  it("an entanglement is held by the combatant named, with their own lariat", function()
    local f = new({ combatants = { { name = "Jonah", side = "p", entangled = { by = "Vaquero", weapon = "lariat" } },
      { name = "Vaquero", side = "g", weapons = { "lariat" } } } })
    local e = f.by_name.Jonah.state.entangled
    assert.equal(f.by_name.Vaquero, e.by)
    assert.equal(f.by_name.Vaquero.weapons[1], e.weapon)
    assert.equal(7, e.break_tn)
  end)
  it("facing_toward faces the combatant named: due north is 90 degrees", function()
    local f = new({ combatants = { { name = "A", side = "p", facing_toward = "B" },
      { name = "B", side = "g", pos = { x = 0, y = 5 } } } })
    assert.equal(90, f.by_name.A.facing)
  end)
  it("nobody can be surprised: no surprise check is drawn", function()
    local f = new({ surprise = false, combatants = { { name = "A", side = "p" }, { name = "B", side = "g" } } })
    f.round = 1
    twtw.rules["round.surprise"](f)
    assert.falsy(f.by_name.A.state.surprised or f.by_name.B.state.surprised)
    assert.equal(0, #twtw.action.discard())
  end)
  it("surprised = true: caught by surprise without a check; false: cannot be; the rest check", function()
    local f = new({ combatants = { { name = "A", side = "p", surprised = true },
      { name = "B", side = "g", surprised = false }, { name = "C", side = "g" } } })
    f.round = 1
    twtw.action.stack(19)
    twtw.rules["round.surprise"](f)
    assert.truthy(f.by_name.A.state.surprised)
    assert.falsy(f.by_name.B.state.surprised)
    assert.same({ 19 }, twtw.action.discard()) -- only C checked
  end)
  it("during action time an unaware combatant checks Standard (5), not Difficult (9)", function()
    local f = new({ action_time = true, combatants = { { name = "A", side = "p" }, { name = "B", side = "g", surprised = false } } })
    f.round = 1
    twtw.rules["round.surprise"](f)
    local ev = twtw.logged("check")
    assert.truthy(#ev >= 1)
    assert.truthy(ev[1].text:find("vs TN 5", 1, true), ev[1].text)
  end)
end)
