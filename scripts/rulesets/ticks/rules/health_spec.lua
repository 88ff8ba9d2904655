-- rules/health_spec.lua — seed 003 "Death and Dying": unconscious when wounds
-- at the end of a round equal or exceed willpower; dying when they exceed
-- resilience; first aid difficulty 10 per wound beyond resilience; a wound
-- every other day; beyond resilience only with a carer of medicine 3.
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local function one(wounds, will, res)
  local f = F.fight(R, { { name = "Hurt", stats = { willpower = will, resilience = res }, wounds = wounds } })
  return f, f.combatants[1]
end

describe("health.check (seed 003 \"Death and Dying\")", function()
  it("wounds equal to willpower 10: unconscious; equal to resilience 10: not dying", function()
    local f, c = one(10, 10, 10)
    R["health.end_round"](f)
    assert.truthy(c.status.unconscious)
    assert.falsy(c.status.dying)
    assert.falsy(R["combatant.active"](c))
  end)
  it("9 wounds at willpower 10 and resilience 8: conscious but dying (\"dying but still conscious and fighting\")", function()
    local f, c = one(9, 10, 8)
    R["health.end_round"](f)
    assert.falsy(c.status.unconscious)
    assert.truthy(c.status.dying)
    assert.truthy(R["combatant.active"](c))
  end)
  it("wounds taken mid-round count only at its end", function()
    local f, c = one(0, 10, 10)
    R["health.wound"](f, c, 12)
    assert.falsy(c.status.unconscious)
    R["health.end_round"](f)
    assert.truthy(c.status.unconscious)
  end)
end)

describe("first aid (seed 003: \"The difficulty of the test is 10 for every wound beyond your resilience\")", function()
  it("3 wounds beyond resilience 9: difficulty 30; none beyond: 0", function()
    local _, c = one(12, 20, 9)
    assert.equal(30, R["health.first_aid_difficulty"](c))
    local _, d = one(9, 20, 9)
    assert.equal(0, R["health.first_aid_difficulty"](d))
  end)
  it("Dex 12 × medicine 3 = 36 stabilises 3 beyond (30) but not 4 beyond (40)", function()
    local f, c = one(12, 20, 9)
    local medic = fixtures.combatant { name = "Doc", stats = { dexterity = 12 }, skills = { medicine = 3 } }
    R["health.end_round"](f)
    assert.truthy(R["health.first_aid"](f, medic, c).success)
    assert.falsy(c.status.dying)
    local f2, c2 = one(13, 20, 9)
    R["health.end_round"](f2)
    assert.falsy(R["health.first_aid"](f2, medic, c2).success)
    assert.truthy(c2.status.dying)
  end)
  it("a stabilised patient wounded again is dying again", function()
    local f, c = one(12, 20, 9)
    R["health.end_round"](f)
    R["health.first_aid"](f, fixtures.combatant { stats = { dexterity = 12 }, skills = { medicine = 3 } }, c)
    R["health.wound"](f, c, 1)
    R["health.end_round"](f)
    assert.truthy(c.status.dying)
  end)
end)

describe("health.recovery (seed 003: \"one wound every other day\")", function()
  it("6 wounds, resilience 9, 4 days of care: 4 wounds; 5 days: still 4", function()
    local _, c = one(6, 20, 9)
    assert.equal(4, R["health.recovery"](c, 4, 1))
    assert.equal(4, R["health.recovery"](c, 5, 1))
  end)
  it("12 wounds beyond resilience 9: a carer of medicine 3 heals 2 in 4 days; medicine 2 heals none", function()
    local _, c = one(12, 20, 9)
    assert.equal(10, R["health.recovery"](c, 4, 3))
    assert.equal(12, R["health.recovery"](c, 4, 2))
  end)
end)

describe("first aid's difficulty is terms in the transcript (scripts/README.md \"Data provenance\")", function()
  it("3 wounds beyond resilience 9: +30, its reason the wounds beyond, added at rules/tests.lua:150; no set to credit", function()
    local f, c = one(12, 20, 9)
    R["health.end_round"](f)
    R["health.first_aid"](f, fixtures.combatant { name = "Doc", stats = { dexterity = 12 }, skills = { medicine = 3 } }, c)
    local ev = twtw.logged("test")[1]
    assert.equal("Doc tests dexterity × medicine: 36 vs 30 — success", ev.text)
    local x = ev.fields.difficulty:list()[1]
    assert.same({ 30, "first aid: 3 wound(s) beyond resilience", "difficulty", "rules/tests.lua:150" },
      { x.amount, x.reason, x.tag, x.where })
    assert.is_nil(x.data) -- the book's rule and table
  end)
end)

-- The end-of-round checks log their numbers as terms, as a test logs its
-- score and difficulty: the wounds, the statistic they are held against, and
-- the dying's first aid difficulty (10 per wound beyond resilience).
describe("the unconscious and dying checks log their numbers as terms (seed 003 \"Death and Dying\"; scripts/README.md "
  .. "\"Data provenance\")", function()
  -- terms(t) → each term of t as { amount, reason, tag, module, where }.
  local function terms(t)
    local out = {}
    for i, x in ipairs(t:list()) do
      out[i] = { x.amount, x.reason, x.tag, x.module, x.where }
      assert.is_nil(x.data, x.reason) -- the book's rules and table: nothing to credit
    end
    return out
  end
  it("12 wounds at willpower 12 (\"equal to or exceed\"): unconscious, the wounds +12 and the willpower +12 as terms", function()
    local f = one(12, 12, 20)
    R["health.end_round"](f)
    local ev = twtw.logged("unconscious")[1]
    assert.equal("Hurt falls unconscious (12 wounds ≥ willpower 12)", ev.text)
    assert.same({ { 12, "wounds at the end of the round", "wounds", "ticks.health", "rules/health.lua:97" } }, terms(ev.fields.wounds))
    assert.same({ { 12, "willpower 12", "stat", "ticks.health", "rules/health.lua:98" } }, terms(ev.fields.willpower))
    assert.equal(0, #twtw.logged("dying")) -- 12 does not exceed resilience 20
  end)
  it("12 wounds past resilience 9: dying, first aid difficulty 3 × 10 = 30, each number a term", function()
    local f = one(12, 20, 9)
    R["health.end_round"](f)
    assert.equal(0, #twtw.logged("unconscious")) -- 12 is under willpower 20
    local ev = twtw.logged("dying")[1]
    assert.equal("Hurt is dying (12 wounds > resilience 9): first aid difficulty 30", ev.text)
    assert.same({ { 12, "wounds at the end of the round", "wounds", "ticks.health", "rules/health.lua:97" } }, terms(ev.fields.wounds))
    assert.same({ { 9, "resilience 9", "stat", "ticks.health", "rules/health.lua:98" } }, terms(ev.fields.resilience))
    assert.same({ { 30, "3 wounds beyond resilience 9 × 10", "first_aid", "ticks.health", "rules/health.lua:108" } },
      terms(ev.fields.difficulty))
  end)
  it("one wound past resilience 10 (11 wounds): first aid difficulty 1 × 10 = 10; at 10 wounds, not dying", function()
    local f = one(11, 20, 10)
    R["health.end_round"](f)
    local ev = twtw.logged("dying")[1]
    assert.equal(10, ev.fields.difficulty:total())
    assert.equal("1 wound beyond resilience 10 × 10", ev.fields.difficulty:list()[1].reason)
    local f2 = one(10, 20, 10)
    R["health.end_round"](f2)
    assert.equal(1, #twtw.logged("dying")) -- still only the first
  end)
end)
