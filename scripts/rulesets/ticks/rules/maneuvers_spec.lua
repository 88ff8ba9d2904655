-- rules/maneuvers_spec.lua — seed 003 "Maneuvers": each maneuver's
-- requirement, test and outcome; "Luck in Combat": luck for a requirement and
-- for an extra maneuver.
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local function duel(a, d)
  a.name, a.side = a.name or "Att", "a"
  d.name, d.side = d.name or "Def", "d"
  d.position = d.position or { 1, 0 }
  d.stats = d.stats or {}
  d.stats.willpower, d.stats.resilience = d.stats.willpower or 40, d.stats.resilience or 40
  local f = F.fight(R, { a, d })
  return f, f.combatants[1], f.combatants[2]
end

local function attack(f, a, d, ms, opts)
  opts = opts or {}
  opts.maneuvers = ms
  return R["attack.resolve"](R["attack.context"](f, a, d, R["combatant.weapon"](a), opts))
end

-- Str 13, Dex 15, melee 3, sword (4): 7 plain against a defender of Str 8,
-- Dex 9, melee 2, evade 1 (best 18 / 27 as asked).
local BRUISER = { stats = { strength = 13, dexterity = 15 }, skills = { melee = 3 }, weapons = { "sword" }, drawn = "sword" }
local MOUSE = { stats = { strength = 8, dexterity = 9, quickness = 10 }, skills = { melee = 2, evade = 1 } }

describe("damage maneuvers (seed 003 \"Maneuvers\")", function()
  it("Mighty Blow: Str 13 × melee 3 = 39 beats Str/Dex × melee/evade 18; + 13 ÷ 4 = 3 → 10", function()
    local f, a, d = duel(BRUISER, MOUSE)
    local out = attack(f, a, d, { "mighty_blow" })
    assert.equal(39, out.test.attacker:total())
    assert.equal(18, out.test.defender:total())
    assert.equal(10, out.wounds)
    assert.equal(3, (out.damage:find("maneuver")))
  end)
  it("Mighty Blow failed: Str 5 × 3 = 15 against 18 — no damage at all", function()
    local f, a, d = duel({ stats = { strength = 5 }, skills = { melee = 3 }, weapons = { "sword" }, drawn = "sword" }, MOUSE)
    local out = attack(f, a, d, { "mighty_blow" })
    assert.falsy(out.test.success)
    assert.equal(0, out.wounds)
    assert.equal(0, d.wounds)
    assert.falsy(d.state.hit)
  end)
  it("Rapid Attack: Dex 15 × 3 = 45 beats 18; + 15 ÷ 4 = 3 → 10", function()
    local f, a, d = duel(BRUISER, MOUSE)
    assert.equal(10, attack(f, a, d, { "rapid_attack" }).wounds)
  end)
  it("Follow-up: Str × melee vs their Dex × melee or evade (18); double base + skill = 4 + 4 + 3 = 11", function()
    local f, a, d = duel(BRUISER, MOUSE)
    local out = attack(f, a, d, { "follow_up" })
    assert.equal(18, out.test.defender:total())
    assert.equal(11, out.wounds)
  end)
  it("Accurate Strike: Dex × melee vs their Str × melee or evade (16); base + double skill = 4 + 3 + 3 = 10", function()
    local f, a, d = duel(BRUISER, MOUSE)
    local out = attack(f, a, d, { "accurate_strike" })
    assert.equal(16, out.test.defender:total())
    assert.equal(10, out.wounds)
  end)
  it("Double tap: Dex 14 × ranged 4 = 56 vs Quick 10 × evade 1; double base + skill = 3 + 3 + 4 = 10; two rounds", function()
    local f, a, d = duel({ stats = { dexterity = 14 }, skills = { ranged = 4 }, weapons = { "pistol" }, drawn = "pistol" }, MOUSE)
    local out = attack(f, a, d, { "double_tap" })
    assert.equal(10, out.test.defender:total())
    assert.equal(10, out.wounds)
    assert.equal(4, a.weapons[1].loaded)
  end)
  it("Marksman: base + double skill = 3 + 4 + 4 = 11; against evade 0 the defence is half quickness (5)", function()
    local f, a, d = duel({ stats = { dexterity = 14 }, skills = { ranged = 4 }, weapons = { "pistol" }, drawn = "pistol" },
      { stats = { quickness = 10 } })
    local out = attack(f, a, d, { "marksman" })
    assert.equal(5, out.test.defender:total())
    assert.equal(11, out.wounds)
  end)
  it("Marksman failed against a quick evader (Quick 15 × evade 4 = 60 ≥ 56): nothing", function()
    local f, a, d = duel({ stats = { dexterity = 14 }, skills = { ranged = 4 }, weapons = { "pistol" }, drawn = "pistol" },
      { stats = { quickness = 15 }, skills = { evade = 4 } })
    assert.equal(0, attack(f, a, d, { "marksman" }).wounds)
  end)
end)

describe("the maneuvers' numbers are data (maneuver.table), read where they shape a term", function()
  it("Mighty Blow and Rapid Attack divide by 4; Disarm's unarmed bonus is 2", function()
    local t = R["maneuver.table"]
    assert.equal(4, t.mighty_blow.divide)
    assert.equal(4, t.rapid_attack.divide)
    assert.equal(2, t.disarm.unarmed_bonus)
  end)
  it("the Mighty Blow term is strength ÷ the row's divide, as the reason says", function()
    local f, a, d = duel(BRUISER, MOUSE)
    local x = attack(f, a, d, { "mighty_blow" }).damage:list()[3]
    assert.equal("Mighty Blow: strength 13 ÷ 4", x.reason)
    assert.equal(math.floor(13 / (twtw.datum("maneuver.table", "mighty_blow", "divide"))), x.amount)
    assert.is_nil(x.data) -- no set changed the row
  end)
end)

describe("control maneuvers (seed 003 \"Maneuvers\": Disarm, Trip, Grapple)", function()
  it("Disarm: Str or Dex × skill vs theirs with the weapon in hand; on a success they lose it, no damage", function()
    local f, a, d = duel(BRUISER, { stats = { strength = 8, dexterity = 9 }, skills = { ranged = 3 }, weapons = { "pistol" }, drawn = "pistol" })
    local out = attack(f, a, d, { "disarm" })
    assert.equal(45, out.test.attacker:total())
    assert.equal(27, out.test.defender:total())
    assert.equal(0, out.wounds)
    assert.equal(nil, d.held)
    assert.same({ x = 1, y = 0 }, d.weapons[1].on_ground)
  end)
  it("Disarm without a weapon: their skill counts two higher — Dex 15 × melee 3 = 45 vs Dex 9 × (3 + 2) = 45: they keep it", function()
    local f, a, d = duel({ stats = { dexterity = 15 }, skills = { melee = 3 } },
      { stats = { strength = 8, dexterity = 9 }, skills = { ranged = 3 }, weapons = { "pistol" }, drawn = "pistol" })
    local out = attack(f, a, d, { "disarm" })
    assert.equal(45, out.test.defender:total())
    assert.equal("dexterity 9 × ranged 5 (+2 disarmer has no weapon)", out.test.defender:list()[1].reason)
    assert.falsy(out.test.success)
    assert.equal(d.weapons[1], d.held)
  end)
  it("Trip: Dex × melee vs Dex × melee or evade; they fall and cannot move this round", function()
    local f, a, d = duel(BRUISER, MOUSE)
    local out = attack(f, a, d, { "trip" })
    assert.truthy(out.test.success)
    assert.truthy(d.state.prone)
    d.state.action = { kind = "evade", to = { x = 9, y = 0 }, start = 12 }
    assert.equal(nil, (R["movement.goal"](f, d)))
    assert.equal(0, out.wounds)
  end)
  it("Grapple: Str × melee vs Str × melee or evade; they are held this round, free next round", function()
    local f, a, d = duel(BRUISER, MOUSE)
    assert.truthy(attack(f, a, d, { "grapple" }).test.success)
    assert.equal("Att", d.state.grappled)
    R["round.start"](f)
    assert.equal(nil, d.state.grappled)
  end)
  it("Trick Shot: Dex × skill against a set difficulty — Dex 14 × ranged 4 = 56 clears Difficult 50, not Extreme 70", function()
    local f, a, d = duel({ stats = { dexterity = 14 }, skills = { ranged = 4 }, weapons = { "pistol" }, drawn = "pistol" }, {})
    local out = attack(f, a, d, { "trick_shot" }, { difficulty = "difficult" })
    assert.truthy(out.test.success)
    assert.equal(0, out.wounds)
    assert.falsy(attack(f, a, d, { "trick_shot" }, { difficulty = "extreme" }).test.success)
  end)
  it("Trick Shot is no hit for the armour (\"Trick Shot\": \"some unusual trick which may not deal damage\"; \"Armor\": "
    .. "\"Every round a person wearing armor is hit, its defense decreases by 1\"): heavy ballistic keeps 4 and 2", function()
    local f, a, d = duel({ stats = { dexterity = 14 }, skills = { ranged = 4 }, weapons = { "pistol" }, drawn = "pistol" },
      { armour = "heavy_ballistic" })
    local out = attack(f, a, d, { "trick_shot" }, { difficulty = "moderate" })
    assert.truthy(out.test.success)
    assert.falsy(out.hit)
    assert.falsy(d.state.hit)
    R["health.end_round"](f)
    assert.equal(4, R["armour.rating"](d, "ranged"))
    assert.equal(2, R["armour.rating"](d, "melee"))
  end)
end)

describe("requirements and declaring (seed 003 \"Maneuvers\", \"Quick Draw\", \"Run and Gun\", \"Luck in Combat\")", function()
  it("Quick Draw (melee): skill 3, attack at quickness − 5; Quick Draw (handgun/thrown) at quickness − 10", function()
    local c = fixtures.combatant { stats = { quickness = 16 }, skills = { melee = 3, ranged = 3 }, weapons = { "knife", "pistol" } }
    assert.equal(11, R["action.start"](c, { kind = "attack", maneuvers = { "quick_draw_melee" } }))
    assert.equal(6, R["action.start"](c, { kind = "attack", maneuvers = { "quick_draw_handgun" } }))
    local ok, _, need = R["maneuver.check"](c, { weapon = c.weapons[1] }, "quick_draw_melee")
    assert.truthy(ok)
    assert.equal(0, need)
  end)
  it("a Quick Draw that would come on tick 0 or below is refused (\"Combat\": the GM \"will count down\", and steps end "
    .. "\"on ... 4, and 1\"): quickness 10 − 10 = 0 and 5 − 5 = 0 cannot, 11 − 10 = 1 and 6 − 5 = 1 can", function()
    local function check(q, key, w)
      local c = fixtures.combatant { stats = { quickness = q }, skills = { melee = 3, ranged = 3 }, weapons = { "knife", "pistol" } }
      return R["maneuver.check"](c, { weapon = c.weapons[w] }, key)
    end
    local ok, why = check(10, "quick_draw_handgun", 2)
    assert.falsy(ok)
    assert.equal("Quick Draw (handgun/thrown) would attack on tick 0 (quickness 10 − 10): the count ends at tick 1", why)
    ok, why = check(5, "quick_draw_melee", 1)
    assert.falsy(ok)
    assert.equal("Quick Draw (melee) would attack on tick 0 (quickness 5 − 5): the count ends at tick 1", why)
    assert.truthy((check(11, "quick_draw_handgun", 2)))
    assert.truthy((check(6, "quick_draw_melee", 1)))
  end)
  it("a point of luck on quickness (\"Luck in Combat\": \"Increase your quickness by one\") starts 10 + 1 − 10 on tick 1", function()
    local c = fixtures.combatant { skills = { ranged = 3 }, weapons = { "pistol" } }
    c.state.quick_luck = 1
    assert.truthy((R["maneuver.check"](c, { weapon = c.weapons[1] }, "quick_draw_handgun")))
  end)
  it("declared at quickness 10 the Quick Draw + Double tap becomes Other: nothing, and spends none of its 2 luck", function()
    local f, a = duel({ skills = { ranged = 3 }, weapons = { "pistol" }, luck = 2 }, {})
    local act = R["action.declare"](f, a, { kind = "attack", target = "Def", weapon = 1,
      maneuvers = { "quick_draw_handgun", "double_tap" } }, 10)
    assert.equal("other", act.kind)
    assert.equal(2, a.luck)
  end)
  it("Quick Draw with skill 2 needs one luck for the requirement; a rifle cannot be quick-drawn", function()
    local c = fixtures.combatant { stats = { quickness = 16 }, skills = { ranged = 2 }, weapons = { "pistol", "rifle" } }
    local ok, _, need = R["maneuver.check"](c, { weapon = c.weapons[1] }, "quick_draw_handgun")
    assert.truthy(ok)
    assert.equal(1, need)
    assert.falsy((R["maneuver.check"](c, { weapon = c.weapons[2] }, "quick_draw_handgun")))
  end)
  it("Run and Gun needs ranged 4 and lets the shooter walk on after firing", function()
    local c = fixtures.combatant { skills = { ranged = 4 }, weapons = { "pistol" }, drawn = "pistol" }
    local _, _, need = R["maneuver.check"](c, { weapon = c.weapons[1], held = true }, "run_and_gun")
    assert.equal(0, need)
    assert.truthy(R["attack.keeps_moving"](c, { maneuvers = { "run_and_gun" } }))
    assert.falsy(R["attack.keeps_moving"](c, { maneuvers = {} }))
  end)
  it("one maneuver a round; a second costs a luck point (Quick Draw + Marksman), two tests in one attack are refused", function()
    local f, a = duel({ stats = { quickness = 16 }, skills = { ranged = 3 }, weapons = { "pistol" }, luck = 1 }, {})
    local act = R["action.declare"](f, a, { kind = "attack", target = "Def", weapon = 1, maneuvers = { "quick_draw_handgun", "marksman" } }, 10)
    assert.equal("attack", act.kind)
    assert.equal(0, a.luck)
    a.held = a.weapons[1]
    local ok, why = R["action.check"](f, a, { kind = "attack", target = "Def", maneuvers = { "marksman", "double_tap" } })
    assert.falsy(ok)
    assert.equal("one maneuver with a test per attack", why)
  end)
  it("luck that meets a requirement raises the skill for that purpose only: Quick Draw at ranged 2 + 1, Marksman tested at 2", function()
    local f, a, d = duel({ stats = { dexterity = 10, quickness = 16 }, skills = { ranged = 2 }, weapons = { "pistol" }, luck = 2 }, {})
    R["action.declare"](f, a, { kind = "attack", target = "Def", weapon = 1, maneuvers = { "quick_draw_handgun", "marksman" } }, 10)
    assert.equal(0, a.luck)
    assert.equal(1, a.state.luck_spent.requirement)
    a.held = a.weapons[1]
    local out = attack(f, a, d, { "quick_draw_handgun", "marksman" })
    assert.equal(20, out.test.attacker:total())
  end)
  it("without the luck for the extra maneuver the declaration becomes Other: nothing", function()
    local f, a = duel({ stats = { quickness = 16 }, skills = { ranged = 3 }, weapons = { "pistol" } }, {})
    local act = R["action.declare"](f, a, { kind = "attack", target = "Def", weapon = 1, maneuvers = { "quick_draw_handgun", "marksman" } }, 10)
    assert.equal("other", act.kind)
  end)
end)
