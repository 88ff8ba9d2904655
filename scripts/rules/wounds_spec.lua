-- rules/wounds_spec.lua — seed 000 "Wound Markers", "Wound Modifiers",
-- "Wound Modifier Stun", "Wounds", "Recovery", "Taking Concussion", "Healing".
--
-- Fixtures have Fortitude d8 and trait skill 1: a Fortitude check reads d8
-- row 1. Standard deck d8 row 1: card 0 → 6, card 2 → 6, card 5 → 5, card 1 → 4,
-- card 13 → 1 with CF (calamity). Acuity d8 for Medicine.
local twtw = require("twtw")

local function person(t)
  local spec = { name = "Hero" }
  for k, v in pairs(t or {}) do spec[k] = v end
  return fixtures.combatant(spec)
end

describe("wound levels (seed 000 \"Wound Markers\")", function()
  it("a light wound and another light wound in the same arm: a serious wound (4)", function()
    local c = person()
    c.body:apply("right arm", 2, 0)
    c.body:apply("right arm", 2, 0)
    assert.equal(4, twtw.rules["wounds.level"](c))
    assert.equal("Serious", twtw.rules["wounds.name"](4))
  end)

  it("a light wound to the head and a heavy wound to the leg: wound level heavy (3), not added", function()
    local c = person()
    c.body:apply("head", 2, 0)
    c.body:apply("left leg", 3, 0)
    assert.equal(3, twtw.rules["wounds.level"](c))
    assert.equal("Heavy", twtw.rules["wounds.name"](3))
  end)
end)

describe("wound tables (seed 000 \"Wound Modifiers\" and \"Wounds\")", function()
  it("both printed tables are kept as data; the second (\"Wounds\") is the default", function()
    local t = twtw.rules["wounds.tables"]
    assert.equal(twtw.rules["wounds.levels"], t.wounds)
    -- first table: Flesh −1/3, Light −2/5, Heavy −3/7, Serious −4/9, Critical (limbs) −5/11
    local first = { { -1, 3 }, { -2, 5 }, { -3, 7 }, { -4, 9 }, { -5, 11 } }
    for i, row in ipairs(first) do
      assert.equal(row[1], t.conflict[i].penalty, "conflict penalty " .. i)
      assert.equal(row[2], t.conflict[i].stun, "conflict stun " .. i)
    end
    -- second: Scratched −1/3, Light −1/5, (Heavy = Serious's row), Serious −2/7, Critical −3/9
    local second = { { -1, 3 }, { -1, 5 }, { -2, 7 }, { -2, 7 }, { -3, 9 } }
    for i, row in ipairs(second) do
      assert.equal(row[1], t.wounds[i].penalty, "wounds penalty " .. i)
      assert.equal(row[2], t.wounds[i].stun, "wounds stun " .. i)
    end
  end)

  it("\"a light and a serious wound … subtract the penalty for serious wounds (−2)\" with the default table", function()
    local c = person()
    c.body:apply("head", 2, 0)
    c.body:apply("chest", 4, 0)
    assert.equal(-2, twtw.rules["wounds.penalty"](c))
    -- the first table's printed Serious row is −4 (its prose says −3, which is its Heavy row)
    assert.equal(-4, twtw.rules["wounds.tables"].conflict[4].penalty)
    assert.equal(-3, twtw.rules["wounds.tables"].conflict[3].penalty)
  end)

  it("no wounds, no penalty; the penalty reaches every check (check.skill adds it)", function()
    local c = person { skills = { shooting = 1 } }
    assert.equal(0, twtw.rules["wounds.penalty"](c))
    c.body:apply("left leg", 5, 0) -- a critical (lost) limb: −3
    assert.equal(-3, twtw.rules["wounds.penalty"](c))
    twtw.action.stack(0)
    local r = twtw.rules["check.skill"](c, "shooting", { tn = 5 })
    assert.equal(-3, r.mod)
  end)
end)

describe("stun.check (seed 000 \"Wound Modifier Stun\", \"Wounds\")", function()
  local function wounded_then_hit(card)
    -- Light (2) in the left leg, then 13 deadly (card 37) adds 2 more there: Serious (4)
    local c = person { ct = 30, traits = { fortitude = 8 } }
    c.body:apply("left leg", 2, 0)
    local w = { name = "gun", kind = "ranged", dmg = "(3)8", rd = "(2)8", pen = 1, damage = "deadly", attributes = {} }
    twtw.rules["damage.resolve"]({ target = c, weapon = w }, { card = twtw.action.card(37), success = true, bumps = 0 })
    assert.equal(4, c.body:level())
    twtw.action.stack(card)
    return c, twtw.rules["stun.check"](nil, c)
  end

  it("TN from the level before the new wound (Light: 5), its penalty (−1) applies: card 0 shows 6 → 5, not stunned", function()
    local c, s = wounded_then_hit(0)
    assert.equal(5, s.tn:total())
    assert.equal(-1, s.mod:total())
    assert.equal(5, s.result.total)
    assert.falsy(s.stunned)
    assert.falsy(c.state.stunned)
  end)

  it("card 5 shows 5: 5 − 1 = 4 < 5 → stunned (the previous wound penalty counts)", function()
    local c, s = wounded_then_hit(5)
    assert.equal(4, s.result.total)
    assert.truthy(s.stunned)
    assert.truthy(c.state.stunned)
  end)

  it("damage of CT only uses the Scratched TN 3", function()
    local c = person { ct = 30 }
    c.body:apply("belly", 3, 0)
    twtw.action.stack(1)
    local s = twtw.rules["stun.check"](nil, c, { wounds = 0, ct = 4, level_before = 3, level_after = 3 })
    assert.equal(3, s.tn:total())
    assert.equal(-2, s.mod:total())
    assert.equal(2, s.result.total)
    assert.truthy(s.stunned)
  end)

  it("no check when already stunned, or when nothing was dealt", function()
    local c = person()
    c.state.stunned = true
    assert.equal(nil, twtw.rules["stun.check"](nil, c, { wounds = 1, ct = 0, level_before = 0 }))
    c.state.stunned = false
    assert.equal(nil, twtw.rules["stun.check"](nil, c, { wounds = 0, ct = 0, level_before = 0 }))
  end)

  it("a stunned dodger loses Dodge", function()
    local c = person()
    c.state.dodging = true
    twtw.action.stack(13) -- 1: fails TN 3
    local s = twtw.rules["stun.check"](nil, c, { wounds = 1, ct = 0, level_before = 0 })
    assert.truthy(s.stunned)
    assert.falsy(c.state.dodging)
  end)
end)

describe("stun.recover (seed 000 \"Recovery\", \"Wound Modifier Stun\")", function()
  it("Recover: Fortitude vs the current level's stun TN; success ends the stun", function()
    local c = person()
    c.body:apply("right arm", 2, 0) -- Light: TN 5, penalty −1
    c.state.stunned = true
    twtw.action.stack(2) -- 6 − 1 = 5
    local out = twtw.rules["stun.recover"](nil, c)
    assert.equal(5, out.tn:total())
    assert.equal("S", out.speed)
    assert.truthy(out.recovered)
    assert.falsy(c.state.stunned)
  end)

  it("a calamity on the recovery check: unconscious for 1d6 hours", function()
    local c = person()
    c.state.stunned = true
    twtw.action.stack(13) -- d8 row 1: 1, CF
    local out = twtw.rules["stun.recover"](nil, c)
    assert.truthy(out.result.calamity)
    assert.truthy(out.unconscious)
    assert.truthy(c.state.unconscious)
    assert.truthy(c.state.out)
    assert.truthy(c.state.unconscious_hours >= 1 and c.state.unconscious_hours <= 6)
    assert.falsy(twtw.rules["combatant.active"](c))
  end)
end)

describe("concussion.check (seed 000 \"Taking Concussion\")", function()
  it("CT 0 or below: concussed, out of the fight", function()
    local c = person { ct = 5 }
    assert.falsy(twtw.rules["concussion.check"](nil, c))
    c.body:lose_ct(5)
    assert.truthy(twtw.rules["concussion.check"](nil, c))
    assert.truthy(c.state.concussed)
    assert.truthy(c.state.out)
  end)
end)

describe("healing (seed 000 \"Healing\")", function()
  it("Medicine TN by wound level: Wind 3, Light 5, Serious 7, Critical 9 (Heavy 7, decided here)", function()
    local tn = twtw.rules["healing.tn"]
    assert.equal(3, tn(1):total())
    assert.equal(5, tn(2):total())
    assert.equal(7, tn(3):total())
    assert.equal(7, tn(4):total())
    assert.equal(9, tn(5):total())
  end)

  it("a successful Medicine check removes one wound from the treated part, once per part", function()
    local doc = person { name = "Doc", skills = { medicine = 1 } }
    local pat = person { name = "Patient" }
    pat.body:apply("right arm", 2, 0)
    twtw.action.stack(0) -- d8 row 1: 6 ≥ 5
    local out = twtw.rules["healing.treat"](nil, doc, pat, "right arm")
    assert.equal(5, out.result.tn)
    assert.truthy(out.healed)
    assert.equal(1, pat.body:wounds("right arm"))
    assert.equal(nil, twtw.rules["healing.treat"](nil, doc, pat, "right arm"))
  end)

  it("a failed Medicine check changes nothing; the unskilled may not treat wounds", function()
    local doc = person { name = "Doc", skills = { medicine = 1 } }
    local pat = person { name = "Patient" }
    pat.body:apply("vitals", 4, 0)
    twtw.action.stack(0) -- 6 < 7
    local out = twtw.rules["healing.treat"](nil, doc, pat, "torso")
    assert.falsy(out.healed)
    assert.equal(4, pat.body:wounds("torso"))
    assert.error(function() twtw.rules["healing.treat"](nil, pat, doc, "torso") end, "no Medicine skill")
  end)

  it("simple (3) Medicine restores all CT", function()
    local helper = person { name = "Helper" }
    local pat = person { name = "Patient", ct = 14 }
    pat.body:lose_ct(16)
    twtw.rules["concussion.check"](nil, pat)
    twtw.action.stack(0) -- untrained: d4 row 1 of card 0 shows 1 → fails; card 2 d4 row 1: 2 → fails; use card 8 (7)
    local out = twtw.rules["healing.concussion"](nil, helper, pat)
    assert.falsy(out.restored)
    twtw.action.stack(8)
    local out2 = twtw.rules["healing.concussion"](nil, helper, pat)
    assert.truthy(out2.restored)
    assert.equal(14, pat.body:ct())
    assert.falsy(pat.state.concussed)
  end)
end)

describe("healing.concussion: back in the fight (seed 000 \"Healing\": \"On a simple (3) Medicine check anyone can "
  .. "provide the necessary care to restore all CT\"; \"Taking Concussion\": out at 0 CT or lower)", function()
  -- concussed() → a fight of Hero (CT 10, down to −2: concussed, out) and Doc (Medicine 2, Acuity d12)
  local function concussed()
    local c = fixtures.combatant { name = "Hero", ct = 10 }
    local doc = fixtures.combatant { name = "Doc", skills = { medicine = 2 }, traits = { acuity = 12 } }
    local f = { combatants = { c, doc } }
    c.body:lose_ct(12)
    twtw.rules["concussion.check"](f, c)
    return f, c, doc
  end

  it("a concussed man whose CT Doc restores (card 52, Medicine 2, Acuity d12, TN 3) is no longer out", function()
    local f, c, doc = concussed()
    assert.equal(true, c.state.out)
    twtw.action.stack(52)
    local h = twtw.rules["healing.concussion"](f, doc, c)
    assert.equal(true, h.restored)
    assert.equal(10, c.body:ct())
    assert.equal(false, c.state.out)
    assert.equal(true, twtw.rules["combatant.active"](c))
  end)
  it("one the risk rule took out for the scene (state.risk_out) stays out, as healing.rest keeps him", function()
    local f, c, doc = concussed()
    c.state.risk_out = true
    twtw.action.stack(52)
    assert.equal(true, twtw.rules["healing.concussion"](f, doc, c).restored)
    assert.equal(true, c.state.out)
  end)
end)
