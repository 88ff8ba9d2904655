-- rules/checks_spec.lua — seed 000 "Skill Checks", "Surprise" (the TN
-- ladder), "Wound Modifiers"; action-cards.md "Untrained".
local twtw = require("twtw")
local R = twtw.rules

describe("tn.ladder (seed 000 \"Surprise\")", function()
  it("Easy (3), Standard (5), Difficult (9)", function()
    local l = R["tn.ladder"]
    assert.equal(3, l.easy)
    assert.equal(5, l.standard)
    assert.equal(9, l.difficult)
  end)
end)

describe("skills.traits (rules contract)", function()
  it("maps skills to their traits", function()
    local t = R["skills.traits"]
    assert.equal("dexterity", t.shooting)
    assert.equal("spirit", t.bravery)
    assert.equal("reflex", t.initiative)
    assert.equal("strength", t.brawl)
  end)
end)

describe("check.trait (seed 000 \"Skill Checks\")", function()
  it("reads the trait's column, one row per trait-skill level", function()
    -- card 37, d8 column rows 1..5: 2, 4, 2, 5, 3 → two rows: best 4
    local c = fixtures.combatant { traits = { acuity = 8 }, skills = { acuity = 2 } }
    twtw.action.stack(37)
    local r = R["check.trait"](c, "acuity", { tn = 5 })
    assert.equal(37, r.number)
    assert.equal(8, r.die)
    assert.equal(2, r.rows)
    assert.equal(4, r.best)
    assert.falsy(r.success)
  end)
  it("a trait skill left out counts as level 1", function()
    -- card 37 d10 row 1 is 9
    local c = fixtures.combatant { traits = { reflex = 10 } }
    twtw.action.stack(37)
    local r = R["check.trait"](c, "reflex", { tn = 9 })
    assert.equal(1, r.rows)
    assert.equal(9, r.best)
    assert.truthy(r.success)
  end)
  it("defaults to a Standard (5) TN", function()
    local c = fixtures.combatant {}
    twtw.action.stack(37)
    assert.equal(5, R["check.trait"](c, "acuity").tn)
  end)
end)

describe("check.skill (action-cards.md \"Untrained\")", function()
  it("trained: the skill's trait die, rows = skill level", function()
    -- Miranda's fast draw card: 37, d10 rows 9 and 1 (seed 000 "Fast Draw")
    local c = fixtures.combatant { traits = { dexterity = 10 }, skills = { shooting = 2 } }
    twtw.action.stack(37)
    local r = R["check.skill"](c, "shooting", { tn = 4 })
    assert.equal(10, r.die)
    assert.equal(2, r.rows)
    assert.equal(9, r.best)
    assert.equal(1, r.bumps) -- TN 4: 9 is one full 4 over it (seed 001 "Bumps")
  end)
  it("untrained: the d4 column, rows = the trait skill's level", function()
    -- card 37, d4 column rows 1..5: 2, 1, 1, 1, 7; Dexterity trait skill 2 → rows 1-2, best 2
    local c = fixtures.combatant { traits = { dexterity = 10 }, skills = { dexterity = 2 } }
    twtw.action.stack(37)
    local r = R["check.skill"](c, "throwing", { tn = 3 })
    assert.equal(4, r.die)
    assert.equal(2, r.rows)
    assert.equal(2, r.best)
    assert.falsy(r.success)
  end)
  it("an unknown skill is an error naming it", function()
    local c = fixtures.combatant { name = "Hank" }
    assert.error(function() R["check.skill"](c, "juggling") end, "unknown skill \"juggling\"")
  end)
end)

describe("wound penalty on checks (seed 000 \"Wound Modifiers\")", function()
  it("adds rules[\"wounds.penalty\"](c) to the result", function()
    local c = fixtures.combatant { traits = { reflex = 10 } }
    c.body:apply("right arm", 2, 0) -- a Light wound
    local pen = R["wounds.penalty"](c)
    assert.truthy(pen < 0)
    twtw.action.stack(37) -- d10 row 1: 9
    local r = R["check.trait"](c, "reflex", { tn = 9 })
    assert.equal(pen, r.mod)
    assert.equal(9 + pen, r.total)
    assert.falsy(r.success)
  end)
  it("no_wound_penalty leaves it out", function()
    local c = fixtures.combatant { traits = { reflex = 10 } }
    c.body:apply("right arm", 2, 0)
    twtw.action.stack(37)
    local r = R["check.trait"](c, "reflex", { tn = 9, no_wound_penalty = true })
    assert.equal(0, r.mod)
    assert.truthy(r.success)
  end)
  it("is not taken twice when the mod terms already carry it", function()
    local c = fixtures.combatant { traits = { reflex = 10 } }
    c.body:apply("right arm", 2, 0)
    local mod = twtw.terms("mod")
    mod:add(-1, "wounds (from the attack rules)", "wounds")
    twtw.action.stack(37)
    local r = R["check.trait"](c, "reflex", { tn = 5, mod = mod })
    assert.equal(-1, r.mod)
  end)
end)

describe("api.action.check's two forms (scripts/README.md)", function()
  it("check(die, skill, rows, tn, mod, step, card) reads as check{...} does", function()
    -- card 37, d8 column rows 1..5: 2, 4, 2, 5, 3; skill 2 → best 4; +1 → 5 vs TN 5
    local a = twtw.action.check { die = 8, skill = 2, rows = 2, tn = 5, mod = 1, card = 37 }
    local b = twtw.action.check(8, 2, 2, 5, 1, nil, 37)
    for _, k in ipairs({ "number", "die", "rows", "best", "mod", "total", "tn", "margin", "bumps" }) do
      assert.equal(a[k], b[k])
    end
    assert.equal(4, b.best)
    assert.equal(5, b.total)
    assert.truthy(b.success)
  end)
  it("takes terms for tn and mod, and refuses anything else", function()
    local tn = twtw.terms("TN", 5, "Standard")
    tn:add(4, "hard")
    local b = twtw.action.check(8, 2, 2, tn, nil, nil, 37)
    assert.equal(9, b.tn)
    assert.error(function() twtw.action.check(8, 2, 2, "nine", nil, nil, 37) end)
  end)
end)

describe("check.calamity (decided here: a calamity counts on a failed check only)", function()
  it("a CF on a success is none; on a failure it is", function()
    assert.equal(false, R["check.calamity"]({ calamity = true, success = true }))
    assert.equal(true, R["check.calamity"]({ calamity = true, success = false }))
    assert.equal(false, R["check.calamity"]({ calamity = false, success = false }))
  end)
  it("card 16, d12 Initiative 3: 2, 9, 1 best 9 vs 5 — the card's CF, a success, so no calamity", function()
    local c = fixtures.combatant { traits = { reflex = 12 }, skills = { initiative = 3 } }
    twtw.action.stack(16)
    local r = R["check.skill"](c, "initiative", { tn = 5 })
    assert.equal(true, r.success)
    assert.equal(false, r.calamity)
    assert.equal(true, twtw.action.check(12, 3, 3, 5, nil, nil, 16).calamity) -- the card's CF, undecided
  end)
end)
