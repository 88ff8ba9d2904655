-- rules/hit_spec.lua — seed 002 "4.2.5.1.2 Critical success": Bill, 56 %,
-- rolls 4: a critical success (< 1/10th of his percentage), difference 52.
local twtw = require("twtw")
local d100 = require("rules.lib.d100")

describe("hit (seed 002 \"4.2.5.1.2 Critical success\")", function()
  it("Bill: 56 %, D100 4 — a hit, critical (4 < 5.6), difference 56 − 4 = 52", function()
    d100.stack(twtw.dice, 4)
    local r = twtw.rules["hit.roll"](56)
    assert.equal(4, r.roll)
    assert.equal(0, r.tens)
    assert.equal(4, r.units)
    assert.truthy(r.success)
    assert.truthy(r.critical)
    assert.equal(52, r.difference)
  end)
end)

describe("hit.judge (seed 002 \"4.2.5.1.1\", \"4.2.5.1.2\": < 1/10th is critical)", function()
  local R = twtw.rules
  it("56 %: 5 is critical (50 < 56), 6 is not (60 ≥ 56) but hits; 56 hits, 57 misses", function()
    assert.truthy(R["hit.judge"](5, 56).critical)
    local r6 = R["hit.judge"](6, 56)
    assert.falsy(r6.critical)
    assert.truthy(r6.success)
    assert.truthy(R["hit.judge"](56, 56).success)
    assert.falsy(R["hit.judge"](57, 56).success)
  end)
  it("50 %: 4 is critical, 5 is not (5 is not under a tenth of 50)", function()
    assert.truthy(R["hit.judge"](4, 50).critical)
    assert.falsy(R["hit.judge"](5, 50).critical)
  end)
  it("a roll of 100 (\"00\") misses even at 120 % (decided here)", function()
    assert.falsy(R["hit.judge"](100, 120).success)
    assert.truthy(R["hit.judge"](99, 120).success)
  end)
end)

describe("hit.percentage (the skill and its adjustments as terms)", function()
  local R = twtw.rules
  local function ctx(over)
    local bill = fixtures.combatant { skills = { aimed_pistol = 56 } }
    local t = fixtures.combatant { name = "Joe", side = "gang" }
    local c = { attacker = bill, target = t, weapon = bill.weapons[1], mode = "aimed", distance = 10 }
    for k, v in pairs(over or {}) do c[k] = v end
    return c, t
  end
  it("Bill: no adjustment is considered — 56", function()
    local t = R["hit.percentage"](ctx())
    assert.equal(56, t:total())
    assert.equal(1, t:count())
  end)
  it("a revolver beyond its effective 25 m: −20 (long range) → 36", function()
    local t = R["hit.percentage"](ctx { distance = 30 })
    assert.equal(36, t:total())
    assert.equal(-20, (t:find("range")))
    assert.equal("long range (30 m, Colt revolver effective to 25 m)", t:list()[2].reason)
  end)
  -- seed 002 "4.2.2.3": "the revolver held by the character's secondary
  -- hand"; the transcript names a two-gun figure's revolvers by their hand
  -- (combatant.weapon_label), and the range term says which one it is.
  it("a two-gun figure's range term names the hand of the revolver: main-hand, secondary-hand", function()
    local c = ctx { distance = 30 }
    c.attacker = fixtures.combatant { skills = { aimed_pistol = 56 }, weapons = { "revolver", "revolver" } }
    c.weapon = c.attacker.weapons[2]
    local t = R["hit.percentage"](c)
    assert.equal(36, t:total())
    assert.equal("long range (30 m, secondary-hand Colt revolver effective to 25 m)", t:list()[2].reason)
    c.weapon = c.attacker.weapons[1]
    assert.equal("long range (30 m, main-hand Colt revolver effective to 25 m)",
      R["hit.percentage"](c):list()[2].reason)
  end)
  it("a target in cover 30 and aiming at the head −40: 56 − 30 − 40 = −14", function()
    local c, target = ctx { area = "head" }
    target.cover = 30
    local t = R["hit.percentage"](c)
    assert.equal(-14, t:total())
    assert.equal(-30, (t:find("cover")))
    assert.equal(-40, (t:find("area")))
  end)
  it("an untrained skill is its chance in combatant.base_skills: Joe's aimed pistol 25", function()
    local c = ctx()
    c.attacker = fixtures.combatant { name = "Joe", side = "gang" }
    local t = R["hit.percentage"](c)
    assert.equal(25, t:total())
    assert.equal(25, (twtw.datum("combatant.base_skills", "aimed_pistol")))
  end)
  it("a mod passes its data reference on to its term: a misspelt table is an error when the term is added", function()
    local t = R["hit.percentage"](ctx { mods = { { amount = -5, reason = "dust in the eyes", data = "gear.range_table.long" } } })
    assert.equal(51, t:total())
    assert.equal(-5, (t:find("mod")))
    assert.error(function() R["hit.percentage"](ctx { mods = { { amount = -5, reason = "dust", data = "gear.range_tabel.long" } } }) end,
      "no data table or rule of that name; did you mean \"gear.range_table\"?")
  end)
end)
