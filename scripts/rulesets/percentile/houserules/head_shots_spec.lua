-- houserules/head_shots_spec.lua — posse.head_shots: the head's damage
-- multiplier ×2 instead of core's ×3 (seed 002 "4.2.5 Hit location": "the
-- damage multiplier"). The file's own rules have the house rule ON;
-- twtw.use {} gives the core rules only, the same situation without it.
--
-- Bill has 56 % aimed pistol; Joe 12 HP. Stacked dice: the hit D100, then
-- (for a rolled location) the chart's D100, then the Colt's 1D8.
local twtw = require("twtw")

-- SET is where the house rule's api.set stands: the terms credit it, by the
-- file's path as twtw loads this folder (twtw.here), wherever it is copied.
local SET = "posse.head_shots " .. twtw.here("head_shots.lua") .. ":36"

-- shot(R, stack, area) → Bill's aimed shot at Joe with the rules R.
local function shot(R, stack, area)
  local bill = fixtures.combatant { skills = { aimed_pistol = 56 } }
  local joe = fixtures.combatant { name = "Joe", side = "gang", hp = 12 }
  twtw.dice.stack(unpack(stack))
  local ctx = { attacker = bill, target = joe, weapon = bill.weapons[1], mode = "aimed", distance = 10, area = area }
  return R["attack.resolve"](ctx), joe
end

-- term(t, tag) → the entry of terms t with that tag (from t:list()).
local function term(t, tag)
  for _, x in ipairs(t:list()) do
    if x.tag == tag then return x end
  end
  return nil
end

describe("posse.head_shots: the multipliers in force (seed 002 \"4.2.5 Hit location\")", function()
  it("on: the head ×2; the chest ×2, abdomen ×1½, hand ×½ as core has them", function()
    local m = twtw.rules["location.multipliers"]
    assert.equal(2, m.head)
    assert.equal(2, m.chest)
    assert.equal(1.5, m.abdomen)
    assert.equal(0.5, m.hand)
    local n, from = twtw.rules["location.multiplier"]({ part = "head" })
    assert.equal(2, n)
    assert.equal("location.multipliers.head", from)
  end)
  it("off (core only): the head ×3", function()
    assert.equal(3, twtw.use {}["location.multipliers"].head)
  end)
end)

describe("posse.head_shots: a Colt to the head, aimed (56 − 40 = 16 %, D100 1, 1D8 6)", function()
  it("on: 6 × 2 = 12 damage, Joe at 0 HP; the head's term credits the house rule's set", function()
    local out, joe = shot(twtw.rules, { 1, 6 }, "head")
    assert.equal("head", out.location)
    assert.equal(12, out.damage)
    assert.equal(0, joe.hp)
    local x = term(out.damage_terms, "location")
    assert.equal(6, x.amount)
    assert.equal("head ×2", x.reason)
    assert.equal("rules/attack.lua:159", x.where)
    assert.equal("location.multipliers[head]", x.data)
    assert.equal(SET, x.set_by)
    -- the dice and the aiming penalty read entries the house rule left alone
    assert.is_nil(term(out.damage_terms, "dice").data)
    assert.equal(-40, term(out.pct_terms, "area").amount)
    assert.is_nil(term(out.pct_terms, "area").data)
  end)
  it("off: 6 × 3 = 18 damage, Joe at −6; the term names no set", function()
    local out, joe = shot(twtw.use {}, { 1, 6 }, "head")
    assert.equal(18, out.damage)
    assert.equal(-6, joe.hp)
    local x = term(out.damage_terms, "location")
    assert.equal(12, x.amount)
    assert.equal("head ×3", x.reason)
    assert.is_nil(x.data)
    assert.is_nil(x.set_by)
  end)
end)

describe("posse.head_shots: what it leaves alone", function()
  it("on: a chest hit (chart 50) is ×2 as before, and its term credits no set", function()
    local out = shot(twtw.rules, { 30, 50, 5 })
    assert.equal("chest", out.location)
    assert.equal(10, out.damage)
    local x = term(out.damage_terms, "location")
    assert.equal("chest ×2", x.reason)
    assert.is_nil(x.data)
  end)
  it("head = 3 sets the book's own number: ×3, 18 damage, and the set changed no entry to credit", function()
    local out = shot(twtw.use { ["posse.head_shots"] = { head = 3 } }, { 1, 6 }, "head")
    assert.equal(18, out.damage)
    assert.is_nil(term(out.damage_terms, "location").data)
  end)
  it("head = 1: a head hit does the dice alone, 6, and a 0 term says the set made it ×1 (it had no term at all)", function()
    local out = shot(twtw.use { ["posse.head_shots"] = { head = 1 } }, { 1, 6 }, "head")
    assert.equal(6, out.damage)
    local x = term(out.damage_terms, "location")
    assert.same({ 0, "head ×1: the dice as rolled", "rules/attack.lua:162", "location.multipliers[head]",
      SET }, { x.amount, x.reason, x.where, x.data, x.set_by })
  end)
  it("a ×1 the book's chart gives (the forearm) changes nothing and adds no term", function()
    local out = shot(twtw.rules, { 30, 70, 5 })
    assert.equal("right forearm", out.location)
    assert.equal(5, out.damage)
    assert.is_nil(term(out.damage_terms, "location"))
  end)
end)
