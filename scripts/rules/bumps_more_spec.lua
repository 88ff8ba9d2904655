-- rules/bumps_more_spec.lua — seed 001 "Bumping Penetration" (a secondary
-- location), "Minor Actions", "Bumping Stray Shots".
--
-- Card 1: stack chest / head / [chest] / vitals; d6 effects (2) 7, (3) 14,
-- (4) 18: two bumps move a (2)6 hit to the head (one) and leave one.
local twtw = require("twtw")

local F = require("rules.lib.fixture")

local function gun(t) return F.gun("(2)6", "(1)6", t) end

local function hit(n, bumps) return F.hit(twtw.action.card(n), bumps) end

local function target(t) return fixtures.combatant(F.with({ name = "Target", ct = 30, traits = { fortitude = 4 } }, t)) end

describe("a secondary location (seed 001: Hank's \"two holes in an overturned table\")", function()
  it("the hit goes to the bare head; the bump left holes the table over the torso", function()
    local t = target()
    t.cover = { name = "overturned table", av = 2, locations = { "torso" } }
    local ctx = { attacker = fixtures.combatant { name = "Hank" }, target = t, weapon = gun() }
    local r = hit(1, 2)
    local s = twtw.rules["bumps.spend"](ctx, r)
    assert.equal("head", s.preview.location)
    assert.equal(t.cover, s.other)
    assert.equal(1, s.ablate_other)
    assert.equal(0, s.left)
    twtw.rules["damage.resolve"](ctx, r, s)
    assert.equal(1, t.cover.ablated)
  end)
end)

describe("a deflected hit (seed 000 \"Cover Penetration\": \"There is no effect from an attack that deflects\")", function()
  it("card 1's chest behind an iron plate (AV 20): D; the bump left is no hole in the table over the legs", function()
    local t = target()
    local plate = { name = "iron plate", av = 20, locations = { "torso", "head" } }
    local crate = { name = "crate", av = 2, locations = { "legs" } }
    t.cover, t.covers = plate, { plate, crate }
    local ctx = { attacker = fixtures.combatant { name = "Hank" }, target = t, weapon = gun() }
    local r = hit(1, 2)
    local s = twtw.rules["bumps.spend"](ctx, r)
    assert.equal("D", s.preview.outcome)
    assert.is_nil(s.other)
    assert.equal(0, s.ablate_other or 0)
    twtw.rules["damage.resolve"](ctx, r, s)
    assert.is_nil(crate.ablated)
    assert.is_nil(plate.ablated)
    -- a spend that names the crate anyway wears nothing on a deflection
    twtw.rules["damage.resolve"](ctx, r, { other = crate, ablate_other = 1 })
    assert.is_nil(crate.ablated)
  end)
end)

describe("a minor action (seed 001 \"Minor Actions\": \"spend a bump to perform a 1 AP action\")", function()
  it("a Peacemaker just fired is cocked by the bump left", function()
    local a = fixtures.combatant { name = "Miranda" }
    local w = twtw.rules["gear.weapon"]("peacemaker")
    local ctx = { attacker = a, target = target(), weapon = w }
    local s = twtw.rules["bumps.spend"](ctx, hit(1, 2))
    assert.equal("cock", s.minor)
    w.cocked = false
    twtw.rules["bumps.minor"](ctx, s)
    assert.equal(true, w.cocked)
  end)
  it("a knife: 1 AP back (\"another action for 1 AP less\")", function()
    local a = fixtures.combatant { name = "Jonah" }
    local ctx = { attacker = a, target = target(), weapon = gun { kind = "melee" }, melee = true }
    local s = twtw.rules["bumps.spend"](ctx, hit(1, 2))
    assert.equal("ap", s.minor)
    local ap = a.state.ap
    twtw.rules["bumps.minor"](ctx, s)
    assert.equal(ap + 1, a.state.ap)
  end)
  it("without the Judge's approval (bumps.minor_action off) the bump is left unspent", function()
    local R = twtw.rules
    R["bumps.minor_action"].on = false
    finally(function() R["bumps.minor_action"].on = true end)
    local ctx = { attacker = fixtures.combatant {}, target = target(), weapon = gun() }
    local s = R["bumps.spend"](ctx, hit(1, 2))
    assert.equal(nil, s.minor)
    assert.equal(1, s.left)
  end)
end)

describe("bumping stray shots (seed 001: \"instead of hitting target 3, target 2 or 4 could be hit\")", function()
  it("a stray bound for the shooter's pal (target 2) goes to target 1, a foe", function()
    local me = fixtures.combatant { name = "Hank", side = "posse" }
    local pal = fixtures.combatant { name = "Jonah", side = "posse" }
    local foe = fixtures.combatant { name = "Goon", side = "gang" }
    local ctx = { attacker = me, stray_bumps = 1 }
    assert.same({ 1 }, twtw.rules["bumps.strays"](ctx, { 2 }, { foe, pal }))
    assert.equal(0, ctx.stray_bumps)
  end)
  it("no bump left, or a foe there already: the stray stays", function()
    local me = fixtures.combatant { name = "Hank", side = "posse" }
    local pal = fixtures.combatant { name = "Jonah", side = "posse" }
    local foe = fixtures.combatant { name = "Goon", side = "gang" }
    assert.same({ 2 }, twtw.rules["bumps.strays"]({ attacker = me, stray_bumps = 0 }, { 2 }, { foe, pal }))
    assert.same({ 1 }, twtw.rules["bumps.strays"]({ attacker = me, stray_bumps = 1 }, { 1 }, { foe, pal }))
  end)
  it("pals on both sides: to the number past the list (nobody), not onto the other pal", function()
    local me = fixtures.combatant { name = "Hank", side = "posse" }
    local p1 = fixtures.combatant { name = "Jonah", side = "posse" }
    local p2 = fixtures.combatant { name = "Miranda", side = "posse" }
    assert.same({ 3 }, twtw.rules["bumps.strays"]({ attacker = me, stray_bumps = 2 }, { 2 }, { p1, p2 }))
  end)
end)
