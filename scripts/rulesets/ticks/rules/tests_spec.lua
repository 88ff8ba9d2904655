-- rules/tests_spec.lua — seed 003 "Tests": statistic × skill against the
-- difficulty ladder, half the statistic without the skill, opposed tests
-- (the defender wins ties), help, luck and the GM's award.
local twtw = require("twtw")
local R = twtw.rules

local LADDER = { { "Easy", 5 }, { "Basic", 20 }, { "Moderate", 35 }, { "Difficult", 50 }, { "Extreme", 70 }, { "Impossible", 90 } }

describe("the difficulty ladder (seed 003 \"Tests\" table)", function()
  for i, row in ipairs(LADDER) do
    it(string.format("row %d: %s %d", i, row[1], row[2]), function()
      assert.equal(row[1], R["test.ladder"][i].name)
      assert.equal(row[2], R["test.ladder"][i].difficulty)
      assert.equal(row[2], (R["test.difficulty"](row[1])))
      assert.equal(row[2], (R["test.difficulty"](string.lower(row[1]))))
    end)
  end
  it("has exactly six rows; an unknown name is an error", function()
    assert.equal(6, #R["test.ladder"])
    assert.error(function() R["test.difficulty"]("trivial") end, "unknown difficulty \"trivial\"")
  end)
end)

describe("test.check (seed 003 \"Tests\": \"equal to or greater than the difficulty\")", function()
  it("Dex 7 × lockpicking 5 = 35 meets Moderate 35 exactly: success", function()
    local c = fixtures.combatant { stats = { dexterity = 7 }, skills = { lockpicking = 5 } }
    local r = R["test.check"](c, "moderate", "dexterity", "lockpicking")
    assert.equal(35, r.score:total())
    assert.truthy(r.success)
    assert.equal(0, r.margin)
  end)
  it("Dex 7 × skill 4 = 28 falls short of Moderate 35", function()
    local c = fixtures.combatant { stats = { dexterity = 7 }, skills = { lockpicking = 4 } }
    local r = R["test.check"](c, "moderate", "dexterity", "lockpicking")
    assert.equal(28, r.score:total())
    assert.falsy(r.success)
  end)
  it("a test of a statistic alone takes the unmodified statistic: Str 13 vs 13 succeeds, vs 14 fails", function()
    local c = fixtures.combatant { stats = { strength = 13 } }
    assert.truthy(R["test.check"](c, 13, "strength").success)
    assert.falsy(R["test.check"](c, 14, "strength").success)
  end)
  it("without the skill: half the statistic, rounded down (decided here): Dex 13 → 6, so Easy 5 passes, 7 fails", function()
    local c = fixtures.combatant { stats = { dexterity = 13 } }
    local r = R["test.check"](c, "easy", "dexterity", "lockpicking")
    assert.equal(6, r.score:total())
    assert.truthy(r.success)
    assert.falsy(R["test.check"](c, 7, "dexterity", "lockpicking").success)
  end)
end)

describe("luck and the GM's award (seed 003 \"Tests\")", function()
  it("two luck raise skill 5 to 7 for one test (beyond 5): Dex 10 × 7 = 70 meets Extreme; two points spent", function()
    local c = fixtures.combatant { skills = { climbing = 5 }, luck = 3 }
    local r = R["test.check"](c, "extreme", "dexterity", "climbing", { luck = 2 })
    assert.equal(70, r.score:total())
    assert.truthy(r.success)
    assert.equal(1, c.luck)
    assert.equal(2, c.state.luck_spent.test)
  end)
  it("the raise is for that test only: the next test is at skill 5 again (50)", function()
    local c = fixtures.combatant { skills = { climbing = 5 }, luck = 3 }
    R["test.check"](c, "extreme", "dexterity", "climbing", { luck = 2 })
    assert.equal(50, R["test.check"](c, "extreme", "dexterity", "climbing").score:total())
  end)
  it("one luck lifts a missing skill to level 1: Dex 10 × 1 = 10, not half (5)", function()
    local c = fixtures.combatant { luck = 1 }
    assert.equal(10, R["test.score"](c, "dexterity", "climbing", { luck = 1 }):total())
  end)
  it("spending more luck than one has is an error; luck does not raise a statistic", function()
    local c = fixtures.combatant { luck = 1 }
    assert.error(function() R["test.score"](c, "dexterity", "climbing", { luck = 2 }) end, "has 1 luck, cannot spend 2")
    assert.error(function() R["test.score"](c, "strength", nil, { luck = 1 }) end, "luck raises a skill")
  end)
  it("role playing: the GM's award of one level — Dex 12 × (2 + 1) = 36 meets Moderate", function()
    local c = fixtures.combatant { stats = { dexterity = 12 }, skills = { disguise = 2 } }
    assert.falsy(R["test.check"](c, "moderate", "dexterity", "disguise").success)
    assert.truthy(R["test.check"](c, "moderate", "dexterity", "disguise", { award = 1 }).success)
  end)
end)

describe("help (seed 003 \"Tests\": \"half of their relevant Statistic if they have the Skill ... Otherwise ... 3 points\")", function()
  it("Str 10 × lifting 3 = 30, helped by Str 14 with the skill (+7) and Str 16 without (+3): 40, enough for Moderate 35", function()
    local c = fixtures.combatant { name = "Ann", stats = { strength = 10 }, skills = { lifting = 3 } }
    local h1 = fixtures.combatant { name = "Bo", stats = { strength = 14 }, skills = { lifting = 1 } }
    local h2 = fixtures.combatant { name = "Cy", stats = { strength = 16 } }
    local t = R["test.score"](c, "strength", "lifting", { help = { h1, h2 } })
    assert.equal(40, t:total())
    assert.equal(10, (t:find("help")))
    assert.truthy(R["test.check"](c, "moderate", "strength", "lifting", { help = { h1, h2 } }).success)
  end)
  it("the 3 is data, test.table.help: test.help returns it with its reference; half a statistic names the rules it is "
    .. "worked out by (test.half, combatant.stat, combatant.skill)", function()
    local bo = fixtures.combatant { name = "Bo", stats = { strength = 14 }, skills = { lifting = 1 } }
    local cy = fixtures.combatant { name = "Cy", stats = { strength = 16 } }
    local n, why, from = R["test.help"](cy, "strength", "lifting")
    assert.equal(3, n)
    assert.equal("help: Cy without lifting", why)
    local v, ref = twtw.datum("test.table", "help")
    assert.equal(v, n)
    assert.equal(ref, from)
    assert.equal("test.table.help", from)
    n, why, from = R["test.help"](bo, "strength", "lifting")
    assert.equal("help: Bo, half strength 14 (has lifting)", why)
    assert.equal(7, n)
    assert.same({ "test.half", "combatant.stat", "combatant.skill" }, from)
  end)
end)

describe("test.opposed (seed 003 \"Tests\": \"the higher one wins ... a tie, the defender ... wins\")", function()
  local a = fixtures.combatant { name = "Att", stats = { strength = 12 }, skills = { melee = 3 } }
  local d = fixtures.combatant { name = "Def", stats = { dexterity = 9 }, skills = { melee = 4 } }
  it("36 against 36: the defender wins the tie", function()
    local r = R["test.opposed"](a, d, R["test.score"](a, "strength", "melee"), R["test.score"](d, "dexterity", "melee"))
    assert.falsy(r.success)
    assert.equal(d, r.winner)
  end)
  it("37 against 36: the attacker wins", function()
    local s = R["test.score"](a, "strength", "melee")
    s:add(1, "spec: one more")
    local r = R["test.opposed"](a, d, s, R["test.score"](d, "dexterity", "melee"))
    assert.truthy(r.success)
    assert.equal(1, r.margin)
  end)
  it("test.best takes the better of Str or Dex × melee or evade (\"their choice\")", function()
    local c = fixtures.combatant { stats = { strength = 8, dexterity = 13 }, skills = { melee = 2, evade = 3 } }
    local t, s, k = R["test.best"](c, { "strength", "dexterity" }, { "melee", "evade" })
    assert.equal(39, t:total())
    assert.equal("dexterity", s)
    assert.equal("evade", k)
  end)
end)

-- A bonus read from a data table (Disarm's unarmed_bonus) names its entry on
-- the statistic term. A reference shows only once a set changed the entry,
-- so this borrows one that ticks.firearms changes (the pistol's damage) to
-- see the reference reach the term through test.best and test.score.
describe("a bonus's data reference reaches the statistic term", function()
  it("test.score (× skill and half a statistic) and test.best pass opts.bonus_from on", function()
    local R2 = twtw.use { "ticks.firearms" }
    local from = "gear.weapons.pistol.damage"
    local c = fixtures.combatant { stats = { dexterity = 9 }, skills = { ranged = 3 } }
    local x = R2["test.score"](c, "dexterity", "ranged", { bonus = 2, bonus_from = from }):list()[1]
    assert.equal(45, x.amount)
    assert.equal("gear.weapons[pistol][damage]", x.data)
    x = R2["test.score"](c, "dexterity", "melee", { bonus = 0, bonus_from = from }):list()[1]
    assert.equal("half dexterity 9 (no melee skill)", x.reason)
    assert.equal("gear.weapons[pistol][damage]", x.data)
    local best = R2["test.best"](c, { "dexterity" }, { "ranged" }, { bonus = 2, bonus_from = from })
    assert.equal("gear.weapons[pistol][damage]", best:list()[1].data)
    assert.is_nil(R2["test.score"](c, "dexterity", "ranged"):list()[1].data)
  end)
  it("opts.from (the maneuver row a side's statistic and skill were chosen from) reaches the statistic term, "
    .. "beside a bonus's entry, and through test.best", function()
    local R2 = twtw.use { "ticks.firearms" }
    local pistol, rifle = "gear.weapons.pistol.damage", "gear.weapons.rifle.damage"
    local c = fixtures.combatant { stats = { dexterity = 9, strength = 11 }, skills = { ranged = 3 } }
    local x = R2["test.score"](c, "dexterity", "ranged", { from = pistol }):list()[1]
    assert.same({ 27, "gear.weapons[pistol][damage]" }, { x.amount, x.data })
    x = R2["test.score"](c, "dexterity", "melee", { from = pistol, bonus = 0, bonus_from = rifle }):list()[1]
    assert.same({ 4, "gear.weapons[pistol][damage], gear.weapons[rifle][damage]" }, { x.amount, x.data })
    x = R2["test.score"](c, "strength", nil, { from = rifle }):list()[1]
    assert.same({ 11, "gear.weapons[rifle][damage]" }, { x.amount, x.data })
    x = R2["test.best"](c, { "strength", "dexterity" }, { "ranged" }, { from = rifle }):list()[1]
    assert.same({ 33, "strength 11 × ranged 3", "gear.weapons[rifle][damage]" }, { x.amount, x.reason, x.data })
  end)
end)

-- The difficulty a test is against is terms in the transcript (scripts/README.md
-- "Data provenance"): a ladder difficulty names its row, so a house rule that
-- re-tables the ladder is credited on it; a number read from another table
-- names that entry (test.check's difficulty_from).
describe("test.check logs its difficulty as terms", function()
  it("Moderate 35 from the ladder: reason Moderate, added at rules/tests.lua:150, read from test.ladder[3]", function()
    local c = fixtures.combatant { name = "Ann", stats = { dexterity = 7 }, skills = { lockpicking = 5 } }
    assert.equal("test.ladder.3.difficulty", select(3, R["test.difficulty"]("Moderate")))
    assert.is_nil(select(3, R["test.difficulty"](35)))
    R["test.check"](c, "moderate", "dexterity", "lockpicking", { what = "Lockpicking" })
    local ev = twtw.logged("test")[1]
    assert.equal("Ann: Lockpicking 35 vs Moderate 35 — success", ev.text)
    local x = ev.fields.difficulty:list()[1]
    assert.same({ 35, "Moderate", "difficulty", "rules/tests.lua:150" }, { x.amount, x.reason, x.tag, x.where })
    assert.is_nil(x.data) -- the book's ladder: no set to credit
  end)
  it("a number given with its entry names it: with ticks.firearms on, the pistol's damage (4) as the difficulty", function()
    local R2 = twtw.use { "ticks.firearms" }
    local c = fixtures.combatant { name = "Bo", stats = { quickness = 12 } }
    local n, from = twtw.datum("gear.weapons", "pistol", "damage")
    R2["test.check"](c, n, "quickness", nil, { difficulty_from = from, difficulty_why = "spec: the pistol's damage" })
    local ev = twtw.logged("test")[1]
    assert.equal("Bo tests quickness: 12 vs 4 — success", ev.text)
    local x = ev.fields.difficulty:list()[1]
    assert.same({ 4, "spec: the pistol's damage" }, { x.amount, x.reason })
    assert.equal("gear.weapons[pistol][damage]", x.data)
    assert.equal("ticks.firearms houserules/firearms.lua:35", x.set_by)
  end)
end)
