-- rules/damage_spec.lua — seed 000 "Dealing Damage", "Brawling", "Hand to Hand
-- Damage", "Hit Location Modifiers", "Hit Location and Damage", "Hit Location
-- and Cover", "Cover Penetration", "Wound Markers"; seed 001 "Bumping Penetration".
--
-- Card 37 (the standard deck): stack right arm / belly / [left leg] / right
-- leg, penetration +1; effect d8 column (1) 8, (2) 12, (3) 13; d6 (2) 4, (3) 5.
-- Card 1: stack chest / head / [chest] / vitals, penetration +1; d6 (2) 7, (3) 14.
local twtw = require("twtw")

local F = require("rules.lib.fixture")
local weigh_check = require("rules.lib.weigh_check")

local function gun(t) return F.gun("(3)8", "(2)8", t) end

local function hit(n) return F.hit(twtw.action.card(n), 0, 9) end

local function target(t) return fixtures.combatant(F.with({ name = "Target", traits = { fortitude = 4 } }, t)) end

describe("damage.resolve (seed 000 \"Dealing Damage\")", function()
  it("13 deadly against Size 6: 2 wounds and 1 CT in the card's standard location", function()
    local t = target { ct = 14 }
    local ctx = { attacker = fixtures.combatant { name = "Shooter" }, target = t, weapon = gun() }
    local rec = twtw.rules["damage.resolve"](ctx, hit(37), nil)
    assert.equal("left leg", twtw.action.card(37).standard)
    assert.equal("left leg", rec.location)
    assert.equal(13, rec.effect:total())
    assert.equal(2, rec.wounds)
    assert.equal(1, rec.ct)
    assert.equal(2, t.body:wounds("left leg"))
    assert.equal(13, t.body:ct())
    -- the "wound.applied" event carries the body's apply table
    local ev = rec.event
    assert.equal(t, ev.target)
    assert.equal("left leg", ev.location)
    assert.equal("left leg", ev.part)
    assert.equal(2, ev.wounds)
    assert.equal(1, ev.ct)
    assert.equal(0, ev.before)
    assert.equal(2, ev.after)
    assert.equal(1, ev.ct_lost)
    assert.equal(0, ev.level_before)
    assert.equal(2, ev.level_after)
    assert.equal("Light", ev.level_name)
    assert.equal("deadly", ev.kind)
    assert.equal(ev, t.state.last_hit)
    -- one table: body:apply's record is the event
    assert.equal(rec.applied, ev)
    assert.equal(14, ev.ct_left + ev.ct_lost)
  end)

  it("brawling: 3 CT per full Size, 1 wound per double (13 → 1 wound, 6 CT); impact: 1 wound, 13 CT (seed 000 \"Brawling\")", function()
    local t = target { ct = 30 }
    local rec = twtw.rules["damage.resolve"]({ target = t, weapon = gun { damage = "brawling" } }, hit(37))
    assert.equal(1, rec.wounds)
    assert.equal(6, rec.ct)
    local t2 = target { ct = 30 }
    local rec2 = twtw.rules["damage.resolve"]({ target = t2, weapon = gun { damage = "impact" } }, hit(37))
    assert.equal(1, rec2.wounds)
    assert.equal(13, rec2.ct)
    assert.equal(17, t2.body:ct())
  end)

  it("normal damage: wounds per 12 (2 × Size): 13 → 1 wound, 1 CT (seed 000 \"Hand to Hand Damage\")", function()
    local t = target { ct = 30 } -- Fortitude d4: no natural armor
    local rec = twtw.rules["damage.resolve"]({ target = t, weapon = gun { damage = "normal" } }, hit(37))
    assert.equal(0, #rec.layers)
    assert.equal(1, rec.wounds)
    assert.equal(1, rec.ct)
  end)

  it("a melee weapon with the strength attribute: Strength d12 adds 2 damage bumps, a row each (decided here)", function()
    local strong = fixtures.combatant { name = "Strong", traits = { strength = 12 } }
    local weak = fixtures.combatant { name = "Weak", traits = { strength = 6 } }
    local knife = twtw.rules["gear.weapon"]("bowie_knife") -- (2)6, strength attribute
    local a = twtw.rules["damage.preview"]({ attacker = strong, target = target(), weapon = knife }, twtw.action.card(37))
    local b = twtw.rules["damage.preview"]({ attacker = weak, target = target(), weapon = knife }, twtw.action.card(37))
    -- card 37, d6 column: (2) 4, (3) 5, (4) 13
    assert.equal(2, a.bumps:find("strength"))
    assert.equal(4, a.row)
    assert.equal(13, a.value)
    assert.equal(2, b.row)
    assert.equal(4, b.value)
  end)
end)

describe("damage.forced_shift (seed 000 \"Hit Location Modifiers\")", function()
  it("punch one up, height one up, point blank one up, kick one down", function()
    local hank = fixtures.combatant { name = "Hank", skills = { brawl = 1 } }
    local f = twtw.rules["damage.forced_shift"]
    assert.equal(-1, (f { attacker = hank, maneuver = "punch" }))
    assert.equal(1, (f { attacker = hank, maneuver = "kick" }))
    assert.equal(-2, (f { attacker = hank, maneuver = "punch", height = true, melee = true }))
    assert.equal(-1, (f { attacker = hank, weapon = gun(), point_blank = true }))
    assert.equal(1, (f { attacker = hank, weapon = gun(), point_blank = true, point_blank_low = true }))
    -- height counts only when fighting
    assert.equal(0, (f { attacker = hank, weapon = gun(), height = true }))
  end)

  it("on card 37 a punch lands in the belly, a kick in the right leg, punch + height in the right arm", function()
    local hank = fixtures.combatant { name = "Hank", skills = { brawl = 1 } }
    local p = twtw.rules["damage.preview"]
    assert.equal("belly", p({ attacker = hank, target = target(), maneuver = "punch" }, twtw.action.card(37)).location)
    assert.equal("right leg", p({ attacker = hank, target = target(), maneuver = "kick" }, twtw.action.card(37)).location)
    assert.equal("right arm", p({ attacker = hank, target = target(), maneuver = "punch", height = true, melee = true },
      twtw.action.card(37)).location)
    assert.equal("belly", p({ attacker = hank, target = target(), weapon = gun(), point_blank = true }, twtw.action.card(37)).location)
  end)

  it("a called shot hits the called location", function()
    local rec = twtw.rules["damage.preview"]({ target = target(), weapon = gun(), called = "head" }, twtw.action.card(37))
    assert.equal("head", rec.location)
  end)
end)

describe("hit.bumps (seed 000 \"Hit Location and Damage\", \"Damage Bumps\"; rules/lib/effect.lua)", function()
  -- "Any hit to the head provides 2 damage bumps. Any hit to vitals provides
  -- 1." "These add directly to the effect row": a damage bump is one row.
  it("a head hit gives 2 damage bumps: card 1 (2)6 reads row (4) 18 in the head: 3 wounds", function()
    local t = target { ct = 30 }
    local rec = twtw.rules["damage.resolve"]({ target = t, weapon = gun { dmg = "(2)6", rd = "(1)6" } }, hit(1),
      { shift = -1 })
    assert.equal("head", rec.location)
    assert.equal(2, rec.bumps:find("location"))
    assert.equal(4, rec.row)
    assert.equal(18, rec.value)
    assert.equal(3, t.body:wounds("head"))
  end)

  it("a vitals hit gives 1: alone it reads row (3) 14, not the chest's (2) 7; one spent bump more buys nothing", function()
    local w = gun { dmg = "(2)6", rd = "(1)6" }
    local a = twtw.rules["damage.preview"]({ target = target(), weapon = w }, twtw.action.card(1), { shift = 1 })
    assert.equal("vitals", a.location)
    assert.equal(1, a.bumps:find("location"))
    assert.equal(3, a.row)
    assert.equal(14, a.value)
    assert.equal("torso", a.part)
    -- "For each two bumps spent, increase the row value of the effect by one"
    local b = twtw.rules["damage.preview"]({ target = target(), weapon = w }, twtw.action.card(1), { shift = 1, damage = 1 })
    assert.equal(3, b.row)
    local c = twtw.rules["damage.preview"]({ target = target(), weapon = w }, twtw.action.card(1), { shift = 1, damage = 2 })
    assert.equal(4, c.row)
    assert.equal(18, c.value)
  end)

  it("the chest has none: card 1 (2)6 in the chest reads row (2) 7; two bumps spent read row (3) 14", function()
    local w = gun { dmg = "(2)6", rd = "(1)6" }
    local a = twtw.rules["damage.preview"]({ target = target(), weapon = w }, twtw.action.card(1))
    assert.equal("chest", a.location)
    assert.equal(7, a.value)
    local b = twtw.rules["damage.preview"]({ target = target(), weapon = w }, twtw.action.card(1), { damage = 2 })
    assert.equal(14, b.value)
  end)

  it("DMG Add: one spent bump is a row (seed 000 \"Hand to Hand Attack Types\"): the chest's (2)6 + 1 bump → (3) 14", function()
    local w = gun { kind = "melee", dmg = "(2)6", rd = "(1)6" }
    local ctx = { attacker = fixtures.combatant {}, target = target(), weapon = w, melee = true, attack_type = "power" }
    assert.equal(1, twtw.rules["damage.per_row"](ctx, w))
    local a = twtw.rules["damage.preview"](ctx, twtw.action.card(1), { damage = 1 })
    assert.equal(3, a.row)
    assert.equal(14, a.value)
    ctx.attack_type = nil
    assert.equal(2, twtw.rules["damage.per_row"](ctx, w))
    assert.equal(2, twtw.rules["damage.preview"](ctx, twtw.action.card(1), { damage = 1 }).row)
  end)

  it("past row (7) each damage bump adds a die, the card's (1) cell (seed 001: \"adding the die value for each bump thereafter\")", function()
    local lib = require("rules.lib.effect")
    local c = twtw.action.card(1) -- d6: (1) 1, (6) 20, (7) 16
    assert.same({ 16, 7, 0 }, { lib.read(c, 6, 6, 1, 0, 2) })
    assert.same({ 17, 7, 1 }, { lib.read(c, 6, 6, 2, 0, 2) }) -- the head's 2 from (6): (7) and one die
    assert.same({ 17, 7, 1 }, { lib.read(c, 6, 6, 0, 3, 2) }) -- 2 bumps a row, then 1 a die
    assert.same({ 20, 6, 0 }, { lib.read(c, 6, 6, 0, 1, 2) }) -- an odd bump below (7) buys nothing
  end)
end)

describe("cover (seed 000 \"Hit Location and Cover\", \"Cover Penetration\")", function()
  local function behind(key, name, pen)
    local t = target { ct = 30 }
    t.cover = { name = name, av = twtw.rules["gear.cover"][key] } -- no locations named: all but the head
    local rec = twtw.rules["damage.resolve"]({ target = t, weapon = gun { pen = pen } }, hit(37))
    return rec, t
  end

  it("PV = card penetration + weapon Pen; thin wood (2) vs PV 2: A, the RD (2)8 = 12 → 2 wounds", function()
    local rec, t = behind("thin_wood", "thin wood", 1)
    assert.equal("thin wood", rec.cover)
    assert.equal(2, rec.layers[1].av)
    assert.equal(2, rec.pv:total())
    assert.equal(1, rec.pv:find("card"))
    assert.equal(1, rec.pv:find("weapon"))
    assert.equal("A", rec.outcome)
    assert.equal("(2)8", rec.ref)
    assert.equal(12, rec.value)
    assert.equal(2, t.body:wounds("left leg"))
    assert.equal(1, t.cover.ablated) -- an A result wears the cover (decided here)
  end)

  it("hardwood (3) vs PV 2: D, no effect", function()
    local rec, t = behind("hardwood", "hardwood", 1)
    assert.equal(3, rec.layers[1].av)
    assert.equal("D", rec.outcome)
    assert.equal(0, rec.wounds)
    assert.equal(0, t.body:wounds("left leg"))
    assert.equal(30, t.body:ct())
    assert.equal(nil, rec.event)
  end)

  it("thin wood (2) vs PV 4: P, the DMG 13; bricks (4) vs PV 4: A", function()
    local rec = behind("thin_wood", "thin wood", 3)
    assert.equal("P", rec.outcome)
    assert.equal(13, rec.value)
    local rec2 = behind("bricks", "bricks", 3)
    assert.equal(4, rec2.layers[1].av)
    assert.equal("A", rec2.outcome)
    assert.equal(12, rec2.value)
  end)

  it("only a hit on a covered location hits the cover", function()
    local t = target { ct = 30 }
    t.cover = { name = "bricks", av = 4, locations = { "head", "torso" } }
    local rec = twtw.rules["damage.resolve"]({ target = t, weapon = gun() }, hit(37))
    assert.equal(nil, rec.cover)
    assert.equal("P", rec.outcome)
    assert.equal(2, t.body:wounds("left leg"))
    -- a punch on card 37 lands in the belly: torso, covered
    local p = twtw.rules["damage.preview"]({ attacker = fixtures.combatant {}, target = t, maneuver = "punch" }, twtw.action.card(37))
    assert.equal("bricks", p.cover)
    assert.equal("D", p.outcome)
  end)

  it("a cover naming no locations covers all but the head", function()
    local t = target()
    t.cover = { name = "wagon", av = 3, locations = {} }
    assert.equal(nil, twtw.rules["damage.cover"]({ target = t }, "head"))
    assert.equal(t.cover, twtw.rules["damage.cover"]({ target = t }, "chest"))
    assert.equal(t.cover, twtw.rules["damage.cover"]({ target = t }, "left arm"))
  end)

  it("penetration bumps raise the card's modifier: +1 → +2 costs 1 bump (seed 001 \"Bumping Penetration\")", function()
    local t = target { ct = 30 }
    t.cover = { name = "hardwood", av = 3 }
    local rec = twtw.rules["damage.preview"]({ target = t, weapon = gun() }, twtw.action.card(37), { pen_bumps = 1 })
    assert.equal(3, rec.pv:total())
    assert.equal("A", rec.outcome)
  end)
end)

describe("damage.weigh: damage.preview's numbers for many spends of one hit (seed 000 \"Cover Penetration\"; " ..
  "seed 001 \"Bumping Penetration\", \"Bumping Damage or Effect Magnitude\")", function()
  it("card 37 behind hardwood (AV 3): PV 2 is D; +1 → +2 costs a bump, PV 3: A, the RD (2)8 = 12 → 2 wounds", function()
    local t = target { ct = 30 }
    t.cover = { name = "hardwood", av = 3 }
    local weigh = twtw.rules["damage.weigh"]({ target = t, weapon = gun() }, twtw.action.card(37))
    local w, ct, part, outcome, layers = weigh(0, 0, false, 0)
    assert.equal(0, w)
    assert.equal(0, ct)
    assert.equal("left leg", part)
    assert.equal("D", outcome)
    assert.equal(1, layers)
    w, ct, part, outcome = weigh(0, 1, false, 0)
    assert.equal("left leg", part)
    assert.equal("A", outcome)
    assert.equal(2, w)
    assert.equal(0, ct)
    -- one step up the stack is the belly: covered too (all but the head)
    assert.equal("torso", select(3, weigh(-1, 1, false, 0)))
  end)

  it("card 37 in the open: (3)8 reads 13 (2 wounds, 1 CT); 2 damage bumps buy one row: (4)8 = 20 (3 wounds, 2 CT)", function()
    local ctx = { target = target { ct = 30 }, weapon = gun() }
    local weigh = twtw.rules["damage.weigh"](ctx, twtw.action.card(37))
    local w, ct, _, outcome, layers = weigh(0, 0, false, 0)
    assert.equal("P", outcome)
    assert.equal(0, layers)
    assert.equal(2, w)
    assert.equal(1, ct)
    local rec = twtw.rules["damage.preview"](ctx, twtw.action.card(37), { damage = 2 })
    assert.equal(4, rec.row)
    assert.equal(20, rec.value)
    w, ct = weigh(0, 0, false, 2)
    assert.equal(3, w)
    assert.equal(2, ct)
  end)

  -- One it per attack and slot shift, so each stays a small call: the whole
  -- sweep is 1,920 previews.
  local function sweep(ctx, shift)
    assert.is_nil(weigh_check.difference(twtw, ctx, shift))
  end
  local function covered()
    local t = target { ct = 30, traits = { fortitude = 12 } }
    t.cover = { name = "hardwood", av = 3, locations = { "legs" } }
    return t
  end
  for shift = -2, 2 do
    it("agrees with damage.preview on every card, penetration, RD and damage bump: a gun, cover on the legs, slot shift " .. shift, function()
      sweep({ target = covered(), weapon = gun() }, shift)
    end)
    it("agrees with damage.preview on every card, penetration, RD and damage bump: a punch, cover on the legs, slot shift " .. shift, function()
      sweep({ target = covered(), attacker = fixtures.combatant { name = "Hank" }, maneuver = "punch" }, shift)
    end)
  end
end)

describe("hand-to-hand damage (seed 000 \"Hand to Hand Damage\")", function()
  it("Hank's punch (Strength d8, Brawl 1): Pen 2 + card +1 = PV 3 vs natural armor 1: P; (2)8 = 12 normal → 1 wound in the belly", function()
    local hank = fixtures.combatant { name = "Hank", skills = { brawl = 1 } }
    local t = fixtures.combatant { name = "Angus" } -- Fortitude d8: natural armor 1
    local rec = twtw.rules["damage.resolve"]({ attacker = hank, target = t, maneuver = "punch" }, hit(37))
    assert.equal("belly", rec.location)
    assert.equal("natural", rec.layers[1].what)
    assert.equal(1, rec.layers[1].av)
    assert.equal(3, rec.pv:total())
    assert.equal("P", rec.outcome)
    assert.equal("normal", rec.kind)
    assert.equal(12, rec.value)
    assert.equal(1, rec.wounds)
    assert.equal(0, rec.ct)
    assert.equal(1, t.body:wounds("torso"))
  end)

  it("the wound penalty applies to punching damage: a Light-wounded Hank deals 11 → 0 wounds, 11 CT", function()
    local hank = fixtures.combatant { name = "Hank", skills = { brawl = 1 } }
    hank.body:apply("left arm", 2, 0)
    local rec = twtw.rules["damage.preview"]({ attacker = hank, target = fixtures.combatant {}, maneuver = "punch" },
      twtw.action.card(37))
    assert.equal(-1, rec.effect:find("wound"))
    assert.equal(0, rec.wounds)
    assert.equal(11, rec.ct)
  end)

  it("natural armor d12 (2) deflects an untrained d4 punch on a −1 card (PV −1)", function()
    local weak = fixtures.combatant { name = "Weak", traits = { strength = 4 } }
    local tough = fixtures.combatant { name = "Tough", traits = { fortitude = 12 } }
    local rec = twtw.rules["damage.preview"]({ attacker = weak, target = tough, maneuver = "punch" }, twtw.action.card(3))
    assert.equal(-1, rec.pv:total())
    assert.equal(2, rec.layers[1].av)
    assert.equal("D", rec.outcome)
  end)

  it("natural armor stops only normal damage: a gun ignores it", function()
    local tough = fixtures.combatant { name = "Tough", traits = { fortitude = 12 } }
    local rec = twtw.rules["damage.preview"]({ target = tough, weapon = gun() }, twtw.action.card(37))
    assert.equal(0, #rec.layers)
  end)
end)
