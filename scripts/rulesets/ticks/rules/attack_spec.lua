-- rules/attack_spec.lua — seed 003 "Attack" (base weapon damage plus skill,
-- always hits), "Defend" (points = melee skill + base damage), "Armor",
-- "Shields", "Luck in Combat" (reduce a wound by one).
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

-- duel(a, d) → fight, attacker, defender from two partial entries.
local function duel(a, d)
  a.name, a.side = a.name or "Att", "a"
  d.name, d.side = d.name or "Def", "d"
  d.position = d.position or { 1, 0 }
  local f = F.fight(R, { a, d })
  return f, f.combatants[1], f.combatants[2]
end

local function hit(f, a, d, opts)
  return R["attack.resolve"](R["attack.context"](f, a, d, R["combatant.weapon"](a), opts))
end

describe("attack.resolve (seed 003 \"Attack\": \"always hits ... base weapon damage plus your skill\")", function()
  it("pistol 3 + ranged 4 = 7 wounds", function()
    local f, a, d = duel({ skills = { ranged = 4 }, weapons = { "pistol" }, drawn = "pistol" }, {})
    local out = hit(f, a, d)
    assert.equal(7, out.wounds)
    assert.equal(3, (out.damage:find("base")))
    assert.equal(4, (out.damage:find("skill")))
    assert.equal(7, d.wounds)
    assert.equal(5, a.weapons[1].loaded)
  end)
  it("fists: 1 + melee 2 = 3; a missing skill adds 0: a sword with melee 0 deals 4", function()
    local f, a, d = duel({ skills = { melee = 2 } }, {})
    assert.equal(3, hit(f, a, d).wounds)
    local f2, a2, d2 = duel({ weapons = { "sword" }, drawn = "sword" }, {})
    assert.equal(4, hit(f2, a2, d2).wounds)
  end)
  it("the skill is the context's term; a ctx.skill changed after it (as a wrap of attack.context would) adds the "
    .. "difference, so the damage is still base + ctx.skill: 3 + 4 + 1 = 8", function()
    local f, a, d = duel({ skills = { ranged = 4 }, weapons = { "pistol" }, drawn = "pistol" }, { stats = { willpower = 30 } })
    local ctx = R["attack.context"](f, a, d, a.held)
    assert.same({ 4, "skill: ranged 4", "skill" }, { ctx.skill_terms:total(), ctx.skill_terms:list()[1].reason, ctx.skill_terms:list()[1].tag })
    ctx.skill = 5
    local out = R["attack.resolve"](ctx)
    assert.equal(8, out.wounds)
    local s, n = out.damage:find("skill")
    assert.same({ 5, 2 }, { s, n })
    assert.equal("skill changed by rule attack.context", out.damage:list()[3].reason)
  end)
end)

describe("armour and shields against an attack (seed 003 \"Armor\", \"Shields\")", function()
  it("light ballistic stops 3 of a pistol's 7 but nothing of a bat's 7", function()
    local f, a, d = duel({ skills = { ranged = 4, melee = 4 }, weapons = { "pistol", "baseball_bat" }, drawn = "pistol" },
      { armour = "light_ballistic" })
    assert.equal(4, hit(f, a, d).wounds)
    a.held = a.weapons[2]
    assert.equal(7, hit(f, a, d).wounds)
  end)
  it("heavy ballistic stops 2 of a sword's 4 + 3 = 7 → 5", function()
    local f, a, d = duel({ skills = { melee = 3 }, weapons = { "sword" }, drawn = "sword" }, { armour = "heavy_ballistic" })
    local out = hit(f, a, d)
    assert.equal(5, out.wounds)
    assert.equal(-2, (out.damage:find("armour")))
  end)
  it("a shield with melee 3 stops 3 of a melee blow, nothing of a shot", function()
    local f, a, d = duel({ skills = { melee = 3, ranged = 3 }, weapons = { "sword", "pistol" }, drawn = "sword" },
      { shield = true, skills = { melee = 3 } })
    assert.equal(4, hit(f, a, d).wounds)
    a.held = a.weapons[2]
    assert.equal(6, hit(f, a, d).wounds)
  end)
  it("armour hit in a round loses 1 at the end of it (once, however many hits); a round unhit keeps it", function()
    local f, a, d = duel({ skills = { ranged = 2 }, weapons = { "pistol" }, drawn = "pistol" },
      { armour = "heavy_ballistic", stats = { willpower = 20, resilience = 20 } })
    hit(f, a, d)
    hit(f, a, d)
    R["health.end_round"](f)
    assert.equal(3, R["armour.rating"](d, "ranged"))
    d.state = {}
    R["health.end_round"](f)
    assert.equal(3, R["armour.rating"](d, "ranged"))
  end)
end)

describe("Defend (seed 003: \"as many defense points as your (melee) weapon skill plus weapon base damage\")", function()
  it("sword 4 + melee 3 = 7 points; a 7-wound blow is stopped, the next gets all 7 through", function()
    local f, a, d = duel({ skills = { melee = 4 }, weapons = { "baseball_bat" }, drawn = "baseball_bat" },
      { skills = { melee = 3 }, weapons = { "sword" }, drawn = "sword", stats = { willpower = 30, resilience = 30 } })
    R["action.declare"](f, d, { kind = "defend" }, 10)
    assert.equal(7, d.state.defense)
    -- the points are read from the sword's row: the defence term names it
    assert.equal("gear.weapons.sword.damage", d.state.defense_from)
    local out = hit(f, a, d)
    assert.equal(0, out.wounds)
    assert.equal(-7, (out.damage:find("defend")))
    assert.equal(7, hit(f, a, d).wounds)
  end)
  it("points may be split: 7 points against two blows of 4 → 0 and 3; they do not stop shots", function()
    local f, a, d = duel({ skills = { melee = 2, ranged = 1 }, weapons = { "nightstick", "pistol" }, drawn = "nightstick" },
      { skills = { melee = 3 }, weapons = { "sword" }, drawn = "sword", stats = { willpower = 30, resilience = 30 } })
    R["action.declare"](f, d, { kind = "defend" }, 10)
    assert.equal(0, hit(f, a, d).wounds)
    assert.equal(1, hit(f, a, d).wounds)
    a.held = a.weapons[2]
    assert.equal(4, hit(f, a, d).wounds)
  end)
  it("the defence term names the entry the points were read from (seen through one a set changed)", function()
    -- a reference shows only once a set changed its entry: ticks.firearms
    -- changes the pistol's damage, so the points are said to come from it
    local R2 = twtw.use { "ticks.firearms" }
    local f = F.fight(R2, { { name = "Att", side = "a", skills = { melee = 4 }, weapons = { "baseball_bat" }, drawn = "baseball_bat" },
      { name = "Def", side = "d", position = { 1, 0 }, stats = { willpower = 30, resilience = 30 } } })
    local a, d = f.combatants[1], f.combatants[2]
    d.state.defense, d.state.defense_from = 4, "gear.weapons.pistol.damage"
    local x = R2["attack.resolve"](R2["attack.context"](f, a, d, a.held)).damage:list()[3]
    assert.equal(-4, x.amount)
    assert.equal("defend", x.tag)
    assert.equal("gear.weapons[pistol][damage]", x.data)
  end)
  it("no melee weapon in hand: fists, 1 + melee skill", function()
    local f, _, d = duel({}, { skills = { melee = 2 }, weapons = { "pistol" }, drawn = "pistol" })
    R["action.declare"](f, d, { kind = "defend" }, 10)
    assert.equal(3, d.state.defense)
    assert.equal("gear.weapons.unarmed.damage", d.state.defense_from)
  end)
end)

describe("luck against wounds (seed 003 \"Luck in Combat\": \"Reduce a wound by one\")", function()
  it("10 wounds coming at willpower 10: one luck point keeps the defender at 9", function()
    local f, a, d = duel({ skills = { ranged = 5 }, weapons = { "shotgun" }, drawn = "shotgun" },
      { luck = 2, stats = { willpower = 10, resilience = 12 } })
    local out = hit(f, a, d)
    assert.equal(9, out.wounds)
    assert.equal(-1, (out.damage:find("luck")))
    assert.equal(1, d.luck)
  end)
end)

describe("thrown weapons (decided here: the knife and hatchet throw, with the ranged skill)", function()
  it("a thrown hatchet deals 3 + ranged 2 and lands at the target's feet", function()
    local f, a, d = duel({ skills = { ranged = 2, melee = 4 }, weapons = { "hatchet" }, drawn = "hatchet" }, { position = { 5, 0 } })
    local out = hit(f, a, d, { throw = true })
    assert.equal(5, out.wounds)
    assert.equal(nil, a.held)
    assert.same({ x = 5, y = 0 }, a.weapons[1].on_ground)
  end)
end)
