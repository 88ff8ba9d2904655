-- rules/combatant_spec.lua — seed 004: "Each character will have a list of
-- skills and attributes, these comprise the following; Expertise (weapons
-- skill), Fisticuffs, Luck, Strength and Toughness"; the stat sheet's
-- PREFERRED WEAPON. The scenario schema and its checks (decided here).
local twtw = require("twtw")
local R = twtw.rules

local function sc(figures, cover) return { name = "spec", combatants = figures, cover = cover } end

describe("scenario.schema", function()
  it("declares the stat sheet: expertise, fisticuffs, luck, strength, toughness, preferred weapon", function()
    local s = R["scenario.schema"].combatant
    for _, k in ipairs({ "expertise", "fisticuffs", "luck", "strength", "toughness", "preferred", "weapons" }) do
      assert.truthy(s[k], k)
    end
    assert.same({ "professional", "gunslinger", "soldier", "troublemaker", "citizen", "slob", "neophyte" }, s.expertise.values)
    assert.equal(8, s.toughness.max)
    assert.equal("waist", R["scenario.schema"].fields.cover.of.fields.kind.values[1])
  end)
end)

describe("scenario.check", function()
  it("an unknown weapon names the figure and the weapon", function()
    local field, msg = R["scenario.check"](sc { { name = "Hank", side = "a", weapons = { "pistol", "gatling" }, position = { 0, 0 } } })
    assert.equal("combatant[1].weapons[2]", field)
    assert.equal("unknown weapon \"gatling\" (the weapons: bow, carbine, derringer, knife, pistol, pocket_pistol, rifle, "
      .. "scoped_rifle, shotgun)", msg)
  end)
  it("a misspelt weapon: the nearest name first", function()
    local field, msg = R["scenario.check"](sc { { name = "Hank", side = "a", weapons = { "shotgn" }, position = { 0, 0 } } })
    assert.equal("combatant[1].weapons[1]", field)
    assert.truthy(msg:find("unknown weapon \"shotgn\"; did you mean \"shotgun\"? (the weapons: bow,", 1, true))
  end)
  it("a cover spot that is not in the scenario", function()
    local field, msg = R["scenario.check"](sc({ { name = "Hank", side = "a", cover = "barn" } },
      { { name = "trough", kind = "waist", position = { 1, 1 } } }))
    assert.equal("combatant[1].cover", field)
    assert.equal("no cover spot called \"barn\" in the scenario", msg)
  end)
  it("a position more than 1 inch from the figure's cover spot contradicts it (the header put him at (50, 50) behind the counter)", function()
    local counter = { { name = "bank counter", kind = "waist", position = { 2, 0 } } }
    local field, msg = R["scenario.check"](sc({ { name = "Sam", side = "a", cover = "bank counter", position = { 50, 50 } } }, counter))
    assert.equal("combatant[1].position", field)
    assert.equal("(50, 50) is 69.3 inches from its cover \"bank counter\" at (2, 0): a figure is behind a cover spot only "
      .. "within 1 inch of it (leave position out to stand at the spot)", msg)
    assert.equal(nil, R["scenario.check"](sc({ { name = "Sam", side = "a", cover = "bank counter", position = { 2, 1 } } }, counter)))
    assert.equal(nil, R["scenario.check"](sc({ { name = "Sam", side = "a", cover = "bank counter" } }, counter)))
  end)
  it("a preferred weapon he does not carry (the header said \"with the bow\"); a six-gun when weapons are left out", function()
    local field, msg = R["scenario.check"](sc { { name = "Marshal", side = "a", weapons = { "pistol", "rifle", "pistol" },
      preferred = "bow", position = { 0, 0 } } })
    assert.equal("combatant[1].preferred", field)
    assert.equal("\"bow\" is not one of Marshal's weapons (Marshal carries pistol, rifle)", msg)
    field, msg = R["scenario.check"](sc { { name = "Ole", side = "a", weapons = {}, preferred = "knife", position = { 0, 0 } } })
    assert.equal("combatant[1].preferred", field)
    assert.equal("\"knife\": Ole carries no weapon", msg)
    field, msg = R["scenario.check"](sc { { name = "Hank", side = "a", preferred = "rifle", position = { 0, 0 } } })
    assert.equal("combatant[1].preferred", field)
    assert.equal("\"rifle\" is not one of Hank's weapons (Hank carries pistol)", msg)
    assert.equal(nil, R["scenario.check"](sc { { name = "Hank", side = "a", preferred = "pistol", position = { 0, 0 } } }))
  end)
  it("a misspelt preferred weapon: the nearest name", function()
    local field, msg = R["scenario.check"](sc { { name = "Hank", side = "a", weapons = { "rifle" }, preferred = "rilfe",
      position = { 0, 0 } } })
    assert.equal("combatant[1].preferred", field)
    assert.equal("unknown weapon \"rilfe\"; did you mean \"rifle\"? (the weapons: bow, carbine, derringer, knife, pistol, "
      .. "pocket_pistol, rifle, scoped_rifle, shotgun)", msg)
  end)
  it("a corner needs a side, and only a corner has one", function()
    local field, msg = R["scenario.check"](sc({}, { { name = "alley", kind = "corner", position = { 0, 0 } } }))
    assert.equal("cover[1].side", field)
    assert.equal("a corner needs a side: left or right, the side a figure leans out to (his weak side when it is not his "
      .. "gun hand)", msg)
    field, msg = R["scenario.check"](sc({}, { { name = "alley", kind = "corner", side = "left", position = { 0, 0 } },
      { name = "trough", kind = "waist", side = "left", position = { 5, 0 } } }))
    assert.equal("cover[2].side", field)
    assert.equal("only a corner has a side (a waist spot hides the same from every side)", msg)
  end)
  it("a figure with neither a position nor cover", function()
    local field = R["scenario.check"](sc { { name = "Hank", side = "a" } })
    assert.equal("combatant[1].position", field)
  end)
  it("two cover spots of one name", function()
    local field = R["scenario.check"](sc({}, { { name = "t", kind = "waist", position = { 0, 0 } },
      { name = "t", kind = "waist", position = { 1, 0 } } }))
    assert.equal("cover[2].name", field)
  end)
  it("a tactics policy the rules do not know names the figure's field (it was an error of fight.new, exit 1)", function()
    local field, msg = R["scenario.check"](sc { { name = "Hank", side = "a", position = { 0, 0 }, tactics = "berserk" } })
    assert.equal("combatant[1].tactics", field)
    assert.equal("no tactics policy \"berserk\" (there are: default, hold, overwatch; a house rule adds one with rules "
      .. "tactics.berserk.<step> and an entry \"berserk\" in data tactics.policies)", msg)
    field, msg = R["scenario.check"](sc { { name = "Hank", side = "a", position = { 0, 0 }, tactics = "hodl" } })
    assert.equal("combatant[1].tactics", field)
    assert.equal("no tactics policy \"hodl\"; did you mean \"hold\"? (there are: default, hold, overwatch; a house rule "
      .. "adds one with rules tactics.hodl.<step> and an entry \"hodl\" in data tactics.policies)", msg)
    assert.equal(nil, R["scenario.check"](sc { { name = "Hank", side = "a", position = { 0, 0 }, tactics = "overwatch" } }))
  end)
  it("a good scenario passes", function()
    assert.equal(nil, R["scenario.check"](sc { { name = "Hank", side = "a", weapons = { "rifle" }, preferred = "rifle", position = { 0, 0 } } }))
  end)
end)

describe("combatant.new", function()
  it("a figure prefers his first weapon unless he says; at a cover spot he stands on it", function()
    local spots = R["cover.spots"]({ { name = "trough", kind = "waist", position = { 4, 2 } } })
    local c = R["combatant.new"]({ name = "Hank", side = "a", weapons = { "shotgun", "pistol" }, cover = "trough" }, spots)
    assert.equal("shotgun", c.preferred)
    assert.same({ x = 4, y = 2 }, c.pos)
    assert.equal("trough", c.cover.name)
    assert.equal(1, c.weapon)
  end)
  it("left-out ratings: Citizen, Fisticuffs 3, Luck, Strength and Toughness 4, a gentleman, default tactics", function()
    local c = R["combatant.new"]({ name = "Joe", side = "a", position = { 0, 0 } })
    assert.same({ "citizen", 3, 4, 4, 4, "gentleman", "default", "pistol" },
      { c.expertise, c.fisticuffs, c.luck, c.strength, c.toughness, c.code, c.tactics, c.weapons[1].key })
  end)
end)
