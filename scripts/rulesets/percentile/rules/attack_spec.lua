-- rules/attack_spec.lua — one shot from hit roll to HP (seed 002 "4.2.1 The
-- sequence of combat", "4.2.5 Hit location", "4.2.5.1.2 Critical success").
local twtw = require("twtw")
local R = twtw.rules

local function shot(stack, over, target_over)
  local bill = fixtures.combatant(over or {})
  local t = fixtures.combatant(target_over or { name = "Joe", side = "gang", hp = 12 })
  twtw.dice.stack(unpack(stack))
  local ctx = { attacker = bill, target = t, weapon = bill.weapons[1], mode = "aimed", distance = 10 }
  for k, v in pairs((over or {}).ctx or {}) do ctx[k] = v end
  return R["attack.resolve"](ctx), t, bill
end

describe("attack.resolve (seed 002 \"4.2.1\", \"4.2.5\")", function()
  it("Bill's example: 56 %, D100 4 — critical, difference 52; the hand (64) becomes the forearm; 1d8 6 × 1 = 6", function()
    local out, joe = shot({ 4, 64, 6 }, { skills = { aimed_pistol = 56 } })
    assert.truthy(out.hit)
    assert.truthy(out.critical)
    assert.equal(52, out.difference)
    assert.equal("right hand", out.rolled)
    assert.equal("right forearm", out.location)
    assert.equal(6, out.damage)
    assert.equal(6, joe.hp)
  end)
  it("aiming at the right hand (−40 → 16 %): D100 1 is critical but stays in the hand — 6 × ½ = 3", function()
    local out, joe = shot({ 1, 6 }, { skills = { aimed_pistol = 56 }, ctx = { area = "right hand" } })
    assert.equal(16, out.pct)
    assert.truthy(out.critical)
    assert.equal("right hand", out.location)
    assert.equal(nil, out.location_roll)
    assert.equal(0, #out.steps)
    assert.equal(3, out.damage)
    assert.equal(9, joe.hp)
  end)
  it("a miss rolls no location and no damage, and spends the bullet", function()
    local out, joe, bill = shot({ 80 }, { skills = { aimed_pistol = 56 } })
    assert.falsy(out.hit)
    assert.equal(nil, out.location)
    assert.equal(12, joe.hp)
    assert.equal(5, bill.weapons[1].loaded)
  end)
  it("the foot halves damage, rounded down, at least 1: 1d8 1 → 1", function()
    local out = shot({ 30, 3, 1 }, { skills = { aimed_pistol = 56 } })
    assert.equal("right foot", out.location)
    assert.equal(1, out.damage)
  end)
  it("the abdomen ×1½: 1d8 5 → 7 (rounded down)", function()
    local out = shot({ 30, 40, 5 }, { skills = { aimed_pistol = 56 } })
    assert.equal("abdomen", out.location)
    assert.equal(7, out.damage)
    assert.equal(2, (out.damage_terms:find("location")))
  end)
  it("the dice term names the revolver as the attack line does: a two-gun figure's by its hand, an only gun by its name", function()
    local out = shot({ 30, 40, 5 }, { skills = { aimed_pistol = 56 } })
    assert.equal("Colt revolver d8: 5", out.damage_terms:list()[1].reason)
    out = shot({ 30, 40, 5 }, { skills = { aimed_pistol = 56 }, weapons = { "revolver", "revolver" } })
    assert.equal("main-hand Colt revolver d8: 5", out.damage_terms:list()[1].reason)
    local bill = fixtures.combatant { skills = { aimed_pistol = 56 }, weapons = { "revolver", "revolver" } }
    twtw.dice.stack(30, 40, 5)
    out = R["attack.resolve"]({ attacker = bill, target = fixtures.combatant { name = "Joe", side = "gang", hp = 12 },
      weapon = bill.weapons[2], mode = "aimed", distance = 10 })
    assert.equal("secondary-hand Colt revolver d8: 5", out.damage_terms:list()[1].reason)
  end)
  it("the head ×3: 1d8 5 → 15, Joe (12 HP) at −3 is out of the fight but alive", function()
    local out, joe = shot({ 30, 97, 5 }, { skills = { aimed_pistol = 56 } })
    assert.equal(15, out.damage)
    assert.equal(-3, joe.hp)
    assert.truthy(joe.state.out)
    assert.falsy(joe.state.dead)
  end)
  it("the chest ×2 with a rifle: 2d6 6 + 6 → 24, Joe at −12 (−starting HP) is dead", function()
    local out, joe = shot({ 30, 50, 6, 6 }, { weapons = { "rifle" }, skills = { rifle = 60 }, ctx = { mode = "rifle" } })
    assert.equal(24, out.damage)
    assert.equal(-12, joe.hp)
    assert.truthy(joe.state.dead)
  end)
  it("the transcript names the critical adjustment", function()
    shot({ 4, 64, 6 }, { skills = { aimed_pistol = 56 } })
    local lines = twtw.logged("damage")
    assert.equal(1, #lines)
    assert.truthy(lines[1].text:find("right hand → right forearm (needs 30 %, 30 in all)", 1, true))
  end)
end)

-- rows(t) → each term of t as {amount, reason, tag, data}, for assert.same.
local function rows(t)
  local out = {}
  for _, x in ipairs(t:list()) do out[#out + 1] = { x.amount, x.reason, x.tag, x.data } end
  return out
end

describe("where a hit lands, as terms naming the chart row and the steps (seed 002 \"4.2.5\", decided here)", function()
  it("Bill's example: the chart row that read 64 (the right hand, 63–65), then the step to the forearm (30 %) and the "
    .. "arm it did not reach (22 of the 52 left); the book's chart and steps credit no set", function()
    shot({ 4, 64, 6 }, { skills = { aimed_pistol = 56 } })
    local f = twtw.logged("damage")[1].fields
    assert.same({ { 64, "D100 64 on the chart: right hand, 63–65", "chart" } }, rows(f.chart))
    assert.equal("percentile.attack", f.chart:list()[1].module)
    assert.truthy(f.chart:list()[1].where:find("^rules/attack%.lua:%d+$"))
    assert.same({ { 30, "right hand → right forearm", "step" },
      { 0, "right forearm → right arm not reached: needs 30 %, only 22 of the difference 52 left", "stop" } }, rows(f.critical_steps))
    assert.equal(30, f.critical_steps:total())
  end)
  it("a critical in the chest moves no further, and says so", function()
    shot({ 4, 50, 6 }, { skills = { aimed_pistol = 56 } })
    local f = twtw.logged("damage")[1].fields
    assert.same({ { 0, "the chest moves no further", "stop" } }, rows(f.critical_steps))
  end)
  it("a plain hit has the chart row and no steps; a hit aimed at an area has neither", function()
    shot({ 30, 3, 5 }, { skills = { aimed_pistol = 56 } })
    local f = twtw.logged("damage")[1].fields
    assert.same({ { 3, "D100 3 on the chart: right foot, 1–4", "chart" } }, rows(f.chart))
    assert.is_nil(f.critical_steps)
    shot({ 1, 6 }, { skills = { aimed_pistol = 56 }, ctx = { area = "right hand" } })
    f = twtw.logged("damage")[2].fields
    assert.is_nil(f.chart)
    assert.is_nil(f.critical_steps)
  end)
  it("the book's critical adds no critical terms to the attack line (a changed hit.critical would)", function()
    shot({ 4, 64, 6 }, { skills = { aimed_pistol = 56 } })
    local a = twtw.logged("attack")[1].fields
    assert.truthy(a.critical)
    assert.is_nil(a.critical_terms)
  end)
end)
