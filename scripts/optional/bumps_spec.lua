-- optional/bumps_spec.lua — seed 001 "Optional Results: Bumps": "For a TN 5
-- task, bumps would occur on 9, 13, 17, etc."
local twtw = require("twtw")

-- Jonah: Dexterity d10, Shooting 3 (seed 000 "Fan Firing"). Card 25 reads
-- d10 rows 12, 5, 5 (best 12); card 9 reads 3, 3, 13 (best 13).
local function jonah()
  return fixtures.combatant { name = "Jonah", traits = { dexterity = 10 }, skills = { shooting = 3 } }
end

describe("bumps (seed 001 \"Optional Results: Bumps\"), on by default", function()
  it("is on in the core's own selection (default_on): bumps.enabled = {on = true, step = 4}", function()
    assert.same({ on = true, step = 4 }, twtw.rules["bumps.enabled"])
    twtw.use {}
    assert.same({ on = true, step = 4 }, twtw.rules["bumps.enabled"])
  end)
  it("with it on the core awards bumps: TN 5, 12 → 1 bump, 13 → 2 bumps", function()
    local r = twtw.rules["check.skill"](jonah(), "shooting", { tn = 5, card = twtw.action.card(25), silent = true })
    assert.equal(12, r.total)
    assert.equal(1, r.bumps)
    r = twtw.rules["check.skill"](jonah(), "shooting", { tn = 5, card = twtw.action.card(9), silent = true })
    assert.equal(13, r.total)
    assert.equal(2, r.bumps)
  end)
  it("the step option is carried in bumps.enabled", function()
    twtw.use { bumps = { step = 3 } }
    assert.equal(3, twtw.rules["bumps.enabled"].step)
  end)
  it("switched off (a campaign's without = {\"bumps\"}): bumps.enabled is absent — the core's sign for \"no bumps\"", function()
    twtw.use { without = { "bumps" } }
    assert.falsy(twtw.has("bumps.enabled"))
    assert.truthy(twtw.rules["bumps.spend"]) -- the core's spend rule is still there; it must read bumps.enabled
  end)
end)

-- seed 000 "Hand to Hand Attack Types": "Accurate: Hit location bumps
-- available every 3 instead of every 4 (cost one less…)": one less than the
-- step in force. The Deputy's precise thrust with a cavalry saber at the
-- Knifer: card 36, 16 vs TN 5 (a margin of 11); the card's standard location
-- is the left arm, the head 2 up.
describe("bumps.step and the Accurate attack type (seed 000 \"Hand to Hand Attack Types\")", function()
  local function thrust()
    local deputy = fixtures.combatant { name = "Deputy", skills = { fighting = 2 }, weapons = { "cavalry_saber" } }
    local knifer = fixtures.combatant { name = "Knifer", skills = { fighting = 2 }, weapons = { "bowie_knife" } }
    return { attacker = deputy, target = knifer, melee = true, attack_type = "precise", weapon = deputy.weapons[1] }
  end
  local function tags(terms)
    local out = {}
    for _, x in ipairs(terms:list()) do out[#out + 1] = x.tag .. "=" .. x.amount end
    return table.concat(out, " ")
  end

  it("step 4 (the book's): Accurate every 3 — margin 11 is 2 bumps and 3 location bumps: the head costs 1, 1 is a minor action", function()
    assert.equal(3, twtw.rules["bumps.accurate_step"].step)
    local s = twtw.rules["bumps.spend"](thrust(), { card = twtw.action.card(36), success = true, bumps = 2, total = 16, tn = 5 })
    assert.equal("head", s.preview.location)
    assert.equal("location=1 minor=1", tags(s.terms))
    local x = s.terms:list()[1]
    assert.equal("hit location: left arm → head (2 up), Accurate (a location bump per 3)", x.reason)
    assert.is_nil(x.set_by) -- the core's 3, no module changed it
  end)

  it("step 5: Accurate every 4 — margin 11 is 2 bumps and 2 location bumps: the head costs both, no minor action", function()
    twtw.use { bumps = { step = 5 } }
    local s = twtw.rules["bumps.spend"](thrust(), { card = twtw.action.card(36), success = true, bumps = 2, total = 16, tn = 5 })
    assert.equal("head", s.preview.location)
    assert.equal("location=2", tags(s.terms))
    assert.equal(4, twtw.rules["bumps.accurate_step"].step)
    assert.equal(2, s.spent)
    assert.equal(0, s.left)
    local x = s.terms:list()[1]
    assert.equal("hit location: left arm → head (2 up), Accurate (a location bump per 4)", x.reason)
    -- the step of 4 is set by the module from its step option, which this spec's use set
    assert.equal("bumps.accurate_step[step], option bumps.step", x.data)
    assert.equal("bumps optional/bumps.lua:43; twtw.use optional/bumps_spec.lua:64", x.set_by)
  end)

  it("step 5 at a margin of 4 (9 vs TN 5): no bump, but one Accurate location bump (left arm → chest)", function()
    twtw.use { bumps = { step = 5 } }
    local s = twtw.rules["bumps.spend"](thrust(), { card = twtw.action.card(36), success = true, bumps = 0, total = 9, tn = 5 })
    assert.equal("chest", s.preview.location)
    assert.equal("location=0", tags(s.terms))
    assert.equal("hit location: left arm → chest (1 up), Accurate (a location bump per 4)", s.terms:list()[1].reason)
    assert.equal(0, s.spent)
  end)

  it("the Accurate step is never below 1: step 1 keeps 1, step 12 gives 11", function()
    twtw.use { bumps = { step = 1 } }
    assert.equal(1, twtw.rules["bumps.accurate_step"].step)
    twtw.use { bumps = { step = 12 } }
    assert.equal(11, twtw.rules["bumps.accurate_step"].step)
  end)

  it("the bumps a check earns at step 2 are terms crediting the option (at the book's 4 there are none)", function()
    twtw.use { bumps = { step = 2 } }
    local x = twtw.rules["bumps.earned"]({ bumps = 4, total = 16, tn = 7 }, twtw.rules["bumps.enabled"]):list()[1]
    assert.same({ 4, "9 over TN 7, a bump per full 2", "bumps", "option bumps.step" }, { x.amount, x.reason, x.tag, x.data })
    assert.matches("^twtw%.use optional/bumps_spec%.lua:%d+$", x.set_by)
    twtw.use {}
    assert.is_nil(twtw.rules["bumps.earned"]({ bumps = 2, total = 16, tn = 7 }, twtw.rules["bumps.enabled"]))
  end)

  it("an option reference names a module's option: misspelt, an error naming the nearest; a module that is off, no credit", function()
    twtw.use { bumps = { step = 2 } }
    local function add(ref) return twtw.terms("x"):add(1, "y", "z", ref) end
    assert.error(function() add { option = "bumps.stpe" } end, 'terms: option "bumps.stpe": module bumps has no option "stpe"; did you mean "step"?')
    assert.error(function() add { option = "bumpz.step" } end, 'terms: option "bumpz.step": unknown module "bumpz"')
    assert.error(function() add { option = "bumps" } end, 'terms: option "bumps": want MODULE.OPTION ("bumps.step")')
    assert.is_nil(add({ option = "bleeding.heavy" }):list()[1].data)
    assert.equal("option bumps.step", add({ option = "bumps.step" }):list()[1].data)
  end)
end)
