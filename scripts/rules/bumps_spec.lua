-- rules/bumps_spec.lua — seed 001 "Using Bumps", "Bumping Hit Location",
-- "Bumping Penetration", "Bumping Damage or Effect Magnitude"; seed 000 "Hit
-- Location and Damage", "Hand to Hand Damage", "Hand to Hand Attack Types".
--
-- Card 1: stack chest / head / [chest] / vitals, penetration +1; d6 effects
-- (2) 7, (3) 14, (4) 18. Card 37: stack right arm / belly / [left leg] / right
-- leg, penetration +1; d8 effects (1) 8, (2) 12.
local twtw = require("twtw")

local F = require("rules.lib.fixture")

local function gun(t) return F.gun("(2)6", "(1)6", t) end

local function hit(n, bumps, total, tn) return F.hit(twtw.action.card(n), bumps, total, tn) end

local function target(t) return fixtures.combatant(F.with({ name = "Target", ct = 30, traits = { fortitude = 4 } }, t)) end

local function tags(terms)
  local out = {}
  for _, x in ipairs(terms:list()) do out[#out + 1] = x.tag .. "=" .. x.amount end
  return table.concat(out, " ")
end

describe("bumps.spend: the default policy (seed 001 \"Using Bumps\")", function()
  it("no bumps or a miss: nothing spent", function()
    local ctx = { target = target(), weapon = gun() }
    local s = twtw.rules["bumps.spend"](ctx, hit(1, 0))
    assert.equal(0, s.spent)
    assert.equal(0, s.terms:count())
    local miss = hit(1, 2)
    miss.success = false
    assert.equal(0, twtw.rules["bumps.spend"](ctx, miss).spent)
  end)

  -- two bumps more would read row (5) 11, less than (4) 18: they are kept
  it("3 bumps on card 1: one moves the hit up to the head, whose 2 damage bumps read (2)6 at row (4) 18: 3 wounds", function()
    local t = target()
    local ctx = { target = t, weapon = gun() }
    local r = hit(1, 3)
    local s = twtw.rules["bumps.spend"](ctx, r)
    assert.equal(-1, s.shift)
    assert.equal(0, s.damage)
    assert.equal(1, s.spent)
    assert.equal(2, s.left)
    assert.equal("location=1", tags(s.terms))
    local rec = twtw.rules["damage.resolve"](ctx, r, s)
    assert.equal("head", rec.location)
    assert.equal(4, rec.row)
    assert.equal(18, rec.value)
    assert.equal(3, t.body:wounds("head"))
  end)

  it("a wrapped damage.preview is weighed as it stands (optional risk: a Hero's killing torso wound is capped)", function()
    local function hero()
      local t = target { player = true }
      t.body:apply("chest", 4, 0, 6)
      return t
    end
    local w = gun { dmg = "(3)8", rd = "(2)8" }
    -- core: card 37's left leg (13: 2 wounds, 1 CT); one bump up is the belly, a fifth torso wound
    local s = twtw.rules["bumps.spend"]({ target = hero(), weapon = w }, hit(37, 1))
    assert.equal(-1, s.shift)
    assert.equal("belly", s.preview.location)
    -- with risk the belly hit reads 0 wounds (capped at 4), so the leg stays
    local R = twtw.use { "risk" }
    local s2 = R["bumps.spend"]({ target = hero(), weapon = w }, hit(37, 1))
    assert.equal(0, s2.shift)
    assert.equal(0, s2.spent)
    assert.equal("left leg", s2.preview.location)
  end)

  it("2 bumps on card 1: the head for one bump (row (4) 18) beats the chest with two bought (row (3) 14); one is left", function()
    local s = twtw.rules["bumps.spend"]({ target = target(), weapon = gun() }, hit(1, 2))
    assert.equal("head", s.preview.location)
    assert.equal(18, s.preview.value)
    assert.equal(1, s.spent)
    assert.equal(1, s.left)
    assert.equal(0, s.damage)
  end)

  it("hardwood (AV 3) over the legs, PV 2: one bump moves the hit up out of cover to the belly (P, (2)8 = 12)", function()
    local t = target()
    t.cover = { name = "hardwood", av = 3, locations = { "legs" } }
    local ctx = { target = t, weapon = gun { dmg = "(2)8", rd = "(1)8" } }
    local s = twtw.rules["bumps.spend"](ctx, hit(37, 1))
    assert.equal(-1, s.shift)
    assert.equal("location=1", tags(s.terms))
    local rec = twtw.rules["damage.resolve"](ctx, hit(37, 1), s)
    assert.equal("belly", rec.location)
    assert.equal(nil, rec.cover)
    assert.equal("P", rec.outcome)
    assert.equal(12, rec.value)
    assert.equal(2, t.body:wounds("torso"))
  end)

  it("waist-high hardwood, 2 bumps: belly + 1 penetration (A in the torso) beats the right arm out of cover (P)", function()
    local t = target()
    t.cover = { name = "hardwood", av = 3, locations = { "belly", "legs" } }
    local ctx = { target = t, weapon = gun { dmg = "(2)8", rd = "(1)8" } }
    local s = twtw.rules["bumps.spend"](ctx, hit(37, 2))
    assert.equal("location=1 penetration=1", tags(s.terms))
    local rec = twtw.rules["damage.resolve"](ctx, hit(37, 2), s)
    assert.equal("belly", rec.location)
    assert.equal("hardwood", rec.cover)
    assert.equal("A", rec.outcome)
    assert.equal(8, rec.value)
    assert.equal(1, t.body:wounds("torso"))
    -- the arm would have given 2 wounds in a limb: scored lower (bumps.score)
    local arm = twtw.rules["damage.preview"](ctx, twtw.action.card(37), { shift = -2 })
    assert.equal("right arm", arm.location)
    assert.equal(2, arm.wounds)
    assert.truthy(twtw.rules["bumps.score_hit"](ctx, rec) > twtw.rules["bumps.score_hit"](ctx, arm))
  end)

  it("hardwood all but the head, 1 bump: +1 penetration (+1 → +2) turns D into A (RD (1)8 = 8)", function()
    local t = target()
    t.cover = { name = "hardwood", av = 3 } -- no locations: all but the head
    local ctx = { target = t, weapon = gun { dmg = "(2)8", rd = "(1)8" } }
    local s = twtw.rules["bumps.spend"](ctx, hit(37, 1))
    assert.equal(1, s.pen_bumps)
    assert.equal("penetration=1", tags(s.terms))
    local rec = twtw.rules["damage.resolve"](ctx, hit(37, 1), s)
    assert.equal(3, rec.pv:total())
    assert.equal("A", rec.outcome)
    assert.equal(8, rec.value)
    assert.equal(1, rec.wounds)
    assert.equal(2, rec.ct)
  end)

  it("1 bump against thin wood (AV 2, PV 2: A everywhere behind it): the belly's torso wound beats the leg's", function()
    local t = target()
    t.cover = { name = "thin wood", av = 2, locations = { "belly", "legs" } }
    local ctx = { target = t, weapon = gun { dmg = "(2)8", rd = "(1)8" } }
    local s = twtw.rules["bumps.spend"](ctx, hit(37, 1))
    assert.equal(-1, s.shift)
    assert.equal("location=1", tags(s.terms))
    local rec = twtw.rules["damage.resolve"](ctx, hit(37, 1), s)
    assert.equal("belly", rec.location)
    assert.equal("A", rec.outcome)
    assert.equal(1, t.body:wounds("torso"))
  end)

  it("when nothing can get through (bricks AV 4 everywhere, PV 2, +1 is not enough) the hit deflects: " ..
    "\"There is no effect from an attack that deflects\" (seed 000 \"Cover Penetration\"), the bump ablates nothing", function()
    local t = target()
    t.cover = { name = "bricks", av = 4, locations = { "all" } }
    local ctx = { target = t, weapon = gun { dmg = "(2)8", rd = "(1)8" } }
    local s = twtw.rules["bumps.spend"](ctx, hit(37, 1))
    assert.equal(0, s.shift)
    assert.equal(0, s.pen_bumps)
    assert.equal(0, s.ablate)
    assert.equal(1, s.left)
    assert.equal("", tags(s.terms))
    local rec = twtw.rules["damage.resolve"](ctx, hit(37, 1), s)
    assert.equal("D", rec.outcome)
    assert.is_nil(t.cover.ablated)
    assert.equal(30, t.body:ct())
  end)

  it("a spend that names ablation on a deflected hit wears nothing either (damage.ablate)", function()
    local t = target()
    t.cover = { name = "bricks", av = 4, locations = { "all" } }
    local ctx = { target = t, weapon = gun { dmg = "(2)8", rd = "(1)8" } }
    local rec = twtw.rules["damage.resolve"](ctx, hit(37, 1), { ablate = 1 })
    assert.equal("D", rec.outcome)
    assert.is_nil(t.cover.ablated)
  end)
end)

describe("bumps.spend on a card whose rows do not grow (seed 001 \"Bumping Damage or Effect Magnitude\")", function()
  it("card 46 reads (2)8 = 14 but (3)8 = 10: no row is bought; 2 bumps move the hit from the left leg to the belly", function()
    local ctx = { target = target(), weapon = gun { dmg = "(2)8", rd = "(1)8" } }
    local one = twtw.rules["bumps.spend"](ctx, hit(46, 1))
    assert.equal(0, one.spent)
    assert.equal(1, one.left)
    assert.equal("left leg", one.preview.location)
    assert.equal(14, one.preview.value)
    local two = twtw.rules["bumps.spend"](ctx, hit(46, 2))
    assert.equal(0, two.damage)
    assert.equal("location=2", tags(two.terms))
    assert.equal("belly", two.preview.location)
    assert.equal(14, two.preview.value)
  end)
end)

describe("bumps.spend with hand-to-hand and attack types (seed 000 \"Hand to Hand Damage\", \"Hand to Hand Attack Types\")", function()
  it("an RD hand-to-hand result bumped to DMG: Hank's punch vs natural armor 2 (PV 3: A) deals (2)8 = 12", function()
    local hank = fixtures.combatant { name = "Hank", skills = { brawl = 1 } }
    local tough = target { traits = { fortitude = 12 } }
    local ctx = { attacker = hank, target = tough, maneuver = "punch" }
    local s = twtw.rules["bumps.spend"](ctx, hit(37, 1))
    assert.truthy(s.rd_to_dmg)
    assert.equal("rd_to_dmg=1", tags(s.terms))
    local rec = twtw.rules["damage.resolve"](ctx, hit(37, 1), s)
    assert.equal("A", rec.outcome)
    assert.equal("(2)8", rec.ref)
    assert.equal(12, rec.value)
    assert.equal(1, rec.wounds)
    -- without the bump: RD (1)8 = 8, CT only
    local plain = twtw.rules["damage.preview"](ctx, twtw.action.card(37), nil)
    assert.equal(8, plain.value)
    assert.equal(0, plain.wounds)
  end)

  it("DMG Add (power blow): one bump buys a row (a blow called at the chest: card 1 (2)6 → (3) 14)", function()
    local ctx = { attacker = fixtures.combatant {}, target = target(), melee = true, attack_type = "power",
      weapon = gun { kind = "melee" }, called = "chest" }
    local s = twtw.rules["bumps.spend"](ctx, hit(1, 1))
    assert.equal(1, s.damage)
    assert.equal("damage=1", tags(s.terms))
    assert.equal(3, s.preview.row)
    assert.equal(14, s.preview.value)
  end)

  it("Accurate (precise thrust): location bumps every 3 — total 12 vs TN 5 gives the head for free", function()
    local ctx = { attacker = fixtures.combatant {}, target = target(), melee = true, attack_type = "precise",
      weapon = gun { kind = "melee" } }
    local s = twtw.rules["bumps.spend"](ctx, hit(1, 1, 12, 5))
    assert.equal("head", s.preview.location)
    -- the one bump left is a minor action (rules/bumps_more.lua): 1 AP back for a blade
    assert.equal("location=0 minor=1", tags(s.terms))
    assert.equal(1, s.spent)
    assert.equal("ap", s.minor)
  end)

  it("Accurate at a margin of 3 — total 8 vs TN 5: no bump at step 4, one location bump at step 3 (chest → head)", function()
    local ctx = { attacker = fixtures.combatant {}, target = target(), melee = true, attack_type = "precise",
      weapon = gun { kind = "melee" } }
    local s = twtw.rules["bumps.spend"](ctx, hit(1, 0, 8, 5))
    assert.equal("head", s.preview.location)
    assert.equal("location=0", tags(s.terms))
    assert.equal(0, s.spent)
  end)

  it("a standard attack at a margin of 3 has no bump to spend", function()
    local ctx = { attacker = fixtures.combatant {}, target = target(), melee = true,
      weapon = gun { kind = "melee" } }
    local s = twtw.rules["bumps.spend"](ctx, hit(1, 0, 8, 5))
    assert.equal(0, s.terms:count())
  end)
end)
