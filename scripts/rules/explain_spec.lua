-- rules/explain_spec.lua — one attack of each kind explained, with stacked
-- cards (seed 000 "Range", "Aim and Snap Shots", "Determining Defense",
-- "Advantage", "Two Weapons", "Throwing Things", "Unarmed Combat", "Fan
-- Firing"; seed 001 "Continuous Action Example: Covering Fire").
local twtw = require("twtw")

local TRAITS = { dexterity = 10, reflex = 12, fortitude = 8, acuity = 8, spirit = 8, strength = 8 }

local function fight(a, b)
  a.name, a.side, a.traits = a.name or "Miranda", "posse", a.traits or TRAITS
  b.name, b.side, b.traits = b.name or "Vaquero", "gang", b.traits or TRAITS
  return twtw.rules["fight.new"]({ name = "explain", combatants = { a, b } })
end

local function duel(range)
  return fight({ skills = { shooting = 3 }, weapons = { "peacemaker" }, pos = { x = 0, y = 0 } },
    { skills = { shooting = 2 }, weapons = { "peacemaker" }, pos = { x = range, y = 0 } })
end

describe("explain.attack: a shot (seed 000 \"Combat Actions\")", function()
  it("a snap shot at 8 paces: TN 5 Standard + 2 snap = 7, read off the stacked card", function()
    local out = twtw.rules["explain.attack"](duel(8), "Miranda", "Vaquero", { card = 40 })
    assert.equal(40, out.card)
    assert.equal(7, out.tn)
    local base, n = out.tn_terms:find("base")
    assert.equal(5, base)
    assert.equal(1, n)
    assert.equal(2, (out.tn_terms:find("snap")))
    -- card 40's d10 rows 1..3 are 10, 1, 11 (seed 000 "Fan Firing"): best 11 hits TN 7
    assert.equal(11, out.result.best)
    assert.truthy(out.hit)
  end)
  it("at 9 paces the range adds one: TN 8", function()
    local out = twtw.rules["explain.attack"](duel(9), "Miranda", "Vaquero", { card = 40 })
    assert.equal(8, out.tn)
    assert.equal(1, (out.tn_terms:find("range")))
  end)
  it("stack fixes every card drawn: the shot reads the first, the stun check the second", function()
    local out = twtw.rules["explain.attack"](duel(8), "Miranda", "Vaquero", { stack = "40,12" })
    assert.equal(40, out.card)
    assert.truthy(out.hit)
    assert.equal(12, out.stun.result.number)
  end)
  -- seed 000 "Fast Draw": "+1 toward snap shot penalty (max 0 penalty)"
  it("a fast draw's relief as a context field (--opt snap_bonus=1): TN 5 + 1 snap (F/-2, 1 off) = 6; a word is refused",
    function()
    local out = twtw.rules["explain.attack"](duel(8), "Miranda", "Vaquero", { card = 40, snap_bonus = 1 })
    assert.equal(6, out.tn)
    assert.equal(1, (out.tn_terms:find("snap")))
    assert.error(function() twtw.rules["explain.attack"](duel(8), "Miranda", "Vaquero", { snap_bonus = "x" }) end,
      "x: want a number, 0 or more")
  end)
  it("names an unknown combatant", function()
    assert.error(function() twtw.rules["explain.attack"](duel(8), "Angus", "Vaquero", {}) end, "no combatant \"Angus\"")
  end)
  it("refuses a part the called-shot table has no row for (--called hed failed inside core.called)", function()
    assert.error(function() twtw.rules["explain.attack"](duel(8), "Miranda", "Vaquero", { called = "hed" }) end,
      "no called-shot row for \"hed\" (want arm, belly, chest, eye, eyeball, foot, hand, head, heart, leg, torso, vitals;"
      .. " with a side or in the plural too: \"left hand\", \"eyes\")")
    -- seed 000 "Called Shots": heads, hands, feet −6: 5 Standard + 2 snap shot at 8 paces + 6 = 13
    assert.equal(13, twtw.rules["explain.attack"](duel(8), "Miranda", "Vaquero", { called = "Left Hands", card = 40 }).tn)
  end)
end)

describe("explain.attack: melee against the defender's own weapon (seed 000 \"Determining Defense\")", function()
  it("Hank, Fighting: Brawl 1, bare-handed: \"His Defense in hand to hand combat is 4\"", function()
    local f = fight({ skills = { brawl = 1 }, pos = { x = 0, y = 0 } },
      { name = "Hank", skills = { brawl = 1 }, pos = { x = 1, y = 0 } })
    local out = twtw.rules["explain.attack"](f, "Miranda", "Hank", { weapon = "fists", card = 40 })
    assert.equal(4, out.tn)
  end)
  it("a defender with a Bowie knife defends with its skill and is armed against fists: 3 + 2 + 1 = 6", function()
    local f = fight({ skills = { brawl = 1 }, pos = { x = 0, y = 0 } },
      { skills = { fighting = 2 }, weapons = { "bowie_knife" }, pos = { x = 1, y = 0 } })
    local out = twtw.rules["explain.attack"](f, "Miranda", "Vaquero", { weapon = "fists", card = 40 })
    assert.equal(6, out.tn)
    assert.equal(2, (out.tn_terms:find("skill")))
    assert.equal(1, (out.tn_terms:find("advantage")))
    assert.equal("Bowie knife", out.ctx.target_weapon.name)
  end)
  it("the same defender bare-handed (defend_with = fists): Defense 3, brawl 0, no advantage", function()
    local f = fight({ skills = { brawl = 1 }, pos = { x = 0, y = 0 } },
      { skills = { fighting = 2 }, weapons = { "bowie_knife" }, pos = { x = 1, y = 0 } })
    local out = twtw.rules["explain.attack"](f, "Miranda", "Vaquero", { weapon = "fists", defend_with = "fists", card = 40 })
    assert.equal(3, out.tn)
    assert.equal(0, select(2, out.tn_terms:find("advantage")))
  end)
  it("an unarmed maneuver: a kick is brawl against Defense, and hits one location down", function()
    local f = fight({ skills = { brawl = 1 }, pos = { x = 0, y = 0 } }, { skills = { brawl = 1 }, pos = { x = 1, y = 0 } })
    local out = twtw.rules["explain.attack"](f, "Miranda", "Vaquero", { maneuver = "kick", card = 40 })
    assert.equal("kick", out.ctx.maneuver)
    assert.equal(4, out.tn)
    assert.equal(1, (twtw.rules["damage.forced_shift"](out.ctx)))
    assert.truthy(twtw.logged("explain")[1].text:find("strike (kick)", 1, true))
  end)
end)

describe("explain.attack: two weapons, throws, fan fire", function()
  it("both hands: −1 each, the off hand −3 more, \"for a total of -4\" (seed 000 \"Two Weapons\")", function()
    local f = fight({ skills = { shooting = 3 }, pos = { x = 0, y = 0 },
      weapons = { "peacemaker", { base = "peacemaker", key = "left_colt", name = "left Colt" } },
      in_hand = { right = "peacemaker", left = "left_colt" } }, { pos = { x = 8, y = 0 } })
    local out = twtw.rules["explain.attack"](f, "Miranda", "Vaquero", { hands = "both", stack = "40,12,30,20" })
    assert.equal(2, #out)
    assert.equal(1, (out[1].tn_terms:find("two_weapons")))
    assert.equal(0, (out[1].tn_terms:find("off_hand")))
    assert.equal("left Colt", out[2].weapon)
    assert.equal(4, out[2].tn_terms:find("two_weapons") + out[2].tn_terms:find("off_hand"))
    assert.equal(7 + 4, out[2].tn)
  end)
  it("a throw at 10 paces with Strength d8: increment 6, one step (seed 000 \"Throwing Things\")", function()
    local f = fight({ skills = { throwing = 2 }, weapons = { "thrown_knife" }, pos = { x = 0, y = 0 } },
      { pos = { x = 10, y = 0 } })
    local out = twtw.rules["explain.attack"](f, "Miranda", "Vaquero", { card = 40 })
    assert.equal(1, (out.tn_terms:find("range")))
    assert.equal(5 + 1 + 1, out.tn) -- Standard, one increment, snap F/-1
  end)
  it("no throw beyond Strength × 5 paces: nothing is drawn", function()
    local f = fight({ skills = { throwing = 2 }, weapons = { "thrown_knife" }, pos = { x = 0, y = 0 } },
      { pos = { x = 41, y = 0 } })
    local out = twtw.rules["explain.attack"](f, "Miranda", "Vaquero", { card = 40 })
    assert.truthy(out.out_of_range)
    assert.equal(nil, out.card)
  end)
  it("fan fire: three shots, +1, +2, +3 (seed 000 \"Fan Firing\"), cards in stacked order", function()
    local out = twtw.rules["explain.attack"](duel(8), "Miranda", "Vaquero", { fan = 3, stack = "40,12,30" })
    assert.equal(3, #out.shots)
    for i, s in ipairs(out.shots) do
      assert.equal(i, (s.tn_terms:find("fan_fire")))
      assert.equal(({ 40, 12, 30 })[i], s.card)
    end
  end)
end)

describe("explain.attack: covering fire (seed 001 \"Continuous Action Example: Covering Fire\")", function()
  it("the target checks Initiative (Standard 5) to shoot; a failure draws the covering shot on the armed card", function()
    local f = fight({ skills = { shooting = 2 }, weapons = { "rifle" }, pos = { x = 0, y = 0 } },
      { skills = { shooting = 2 }, weapons = { "peacemaker" }, pos = { x = 16, y = 0 } })
    -- card 40 is armed face down; card 3 is the Vaquero's check: 3 on the d4 row, under TN 5
    local out = twtw.rules["explain.attack"](f, "Miranda", "Vaquero", { covering = 1, stack = "40,3" })
    assert.equal(3, out.check.number)
    assert.equal(5, out.check.tn)
    assert.falsy(out.check.success)
    assert.equal(40, out.shot.card)
    assert.equal(1, (out.shot.tn_terms:find("covering")))
    assert.equal(14, f.by_name["Miranda"].weapons[1].loaded)
  end)
end)

describe("explain.attack: the defender's weapon in hand comes first", function()
  it("a knife in hand is preferred to the saber on the belt: one length factor fewer for the defender", function()
    local f = fight({ skills = { fighting = 1 }, weapons = { "bowie_knife" }, pos = { x = 0, y = 0 } },
      { skills = { fighting = 1 }, weapons = { "cavalry_saber", "knife" }, in_hand = { right = "knife" },
        pos = { x = 1, y = 0 } })
    local out = twtw.rules["explain.attack"](f, "Miranda", "Vaquero", { weapon = "bowie_knife", card = 40 })
    assert.equal("knife", out.ctx.target_weapon.name)
    -- Bowie (short) against a knife (short): no length factor, no Defend: Defense 3 + fighting 1
    assert.equal(4, out.tn)
  end)
end)
