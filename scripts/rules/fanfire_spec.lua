-- rules/fanfire_spec.lua — seed 000 "Fan Firing": Miranda's four shots
-- (−3, −4, −6, −8) and Jonah's two (TN 8, then 10; cards 40 and 15).
local twtw = require("twtw")

local function person(name, dex, skill)
  return { name = name, side = "a", size = 6, speed = 12, traits = { dexterity = dex or 8, acuity = 8 },
    skills = { shooting = skill or 2 }, body = twtw.damage.body(12), state = { moved = "none" } }
end

local function peacemaker() return twtw.rules["gear.weapon"]("peacemaker") end

describe("fanfire.plan (seed 000 \"Fan Firing\")", function()
  -- "The first shot on Angus is -3 (-2 for lack of aim, -1 for fan fire), the
  -- second shot is -4 (extra -2 for fan fire). The shot on crony 1 is -6 (an
  -- additional -1 for fan fire and -1 for second target) and the last crony
  -- … -8 (-1 for a third target and -1 more for fan fire)"
  it("Miranda: 2 shots on Angus, then one on each crony: −3, −4, −6, −8 (TN 8, 9, 11, 13)", function()
    local miranda = person("Miranda Valentine", 10, 3)
    local angus, c1, c2 = person("Angus Laroq"), person("Crony 1"), person("Crony 2")
    local plan = twtw.rules["fanfire.plan"](miranda, peacemaker(), {
      { target = angus, range = 6 }, { target = angus, range = 6 },
      { target = c1, range = 7 }, { target = c2, range = 7 },
    })
    local want_pen = { -3, -4, -6, -8 }
    local want_tn = { 8, 9, 11, 13 }
    for i, e in ipairs(plan) do
      local mod = twtw.rules["ranged.mod"](e.ctx)
      -- the seed's "penalty" = −(TN − 5) + result modifier
      assert.equal(want_pen[i], -(e.tn:total() - 5) + mod:total(), "shot " .. i)
      assert.equal(want_tn[i], e.tn:total(), "shot " .. i)
    end
    assert.equal(1, plan[2].target_index)
    assert.equal(2, plan[3].target_index)
    assert.equal(3, plan[4].target_index)
    assert.equal(4, (plan[4].tn:find("fan_fire")))
    assert.equal(2, (plan[4].tn:find("second_target")))
    assert.equal(2, (plan[4].tn:find("snap")))
  end)

  -- "making the new total 8 and 9 (due to lack of aim), plus one additional
  -- on the second brother for a total of 10"
  it("Jonah: one shot on each Perkins brother at 3 paces: TN 8 and 10", function()
    local jonah = person("Jonah Benton", 10, 3)
    local p1, p2 = person("Perkins 1"), person("Perkins 2")
    local plan = twtw.rules["fanfire.plan"](jonah, peacemaker(),
      { { target = p1, range = 3 }, { target = p2, range = 3 } })
    assert.equal(8, plan[1].tn:total())
    assert.equal(10, plan[2].tn:total())
    assert.equal(2, (plan[2].tn:find("fan_fire")))
    assert.equal(1, (plan[2].tn:find("second_target")))
  end)

  it("Jonah's cards: 40 (d10 rows 10, 1, 11: best 11 ≥ 8, hit) then 15 (tops out at 8 < 10, miss)", function()
    local jonah = person("Jonah Benton", 10, 3)
    local plan = twtw.rules["fanfire.plan"](jonah, peacemaker(),
      { { target = person("Perkins 1"), range = 3 }, { target = person("Perkins 2"), range = 3 } })
    twtw.action.stack(40, 15)
    twtw.rules["fanfire.draw"](plan)
    assert.equal(40, plan[1].card.number)
    assert.equal(15, plan[2].card.number)
    local r1 = twtw.action.check({ die = 10, skill = 3, tn = plan[1].tn, card = plan[1].card })
    assert.same({ 10, 1, 11 }, r1.values)
    assert.equal(11, r1.best)
    assert.equal(true, r1.success)
    local r2 = twtw.action.check({ die = 10, skill = 3, tn = plan[2].tn, card = plan[2].card })
    assert.equal(8, r2.best)
    assert.equal(10, r2.tn)
    assert.equal(false, r2.success)
  end)

  it("combatants can be listed directly; base ctx fields apply to every shot", function()
    local a, b = person("A"), person("B")
    local plan = twtw.rules["fanfire.plan"](person("F"), peacemaker(), { a, b, a }, { range = 3, moving = "walk" })
    assert.equal(1, plan[3].target_index)
    -- 5 + 2 snap + 3 fan + 1 walk
    assert.equal(11, plan[3].tn:total())
  end)

  it("only a single action revolver can be fanned, and not for more rounds than it holds", function()
    local rifle = twtw.rules["gear.weapon"]("rifle")
    assert.error(function() twtw.rules["fanfire.plan"](person("F"), rifle, { person("A") }) end, "single action")
    local pm = twtw.rules["gear.weapon"]("peacemaker", { loaded = 1 })
    assert.error(function() twtw.rules["fanfire.plan"](person("F"), pm, { person("A"), person("A") }) end, "holds 1")
    assert.equal(true, (twtw.rules["fanfire.allowed"](twtw.rules["gear.weapon"]("walker_colt"))))
  end)
end)

-- seed 000 "Fan Firing": "the trigger is held down, while the off hand slams,
-- or 'fans', the hammer repeatedly": the off hand must be there and free
-- (rules/limbs.lua for a lost arm).
describe("fanfire.hand: an off hand free to fan the hammer (seed 000 \"Fan Firing\")", function()
  local F = require("rules.lib.fixture")
  local R = twtw.rules
  -- bob(extra) → the fight and Bob (Dexterity d10, Shooting 4, a Peacemaker in the right hand and a
  -- second Colt, the left one) with C1 and C2 three paces off, round 1 begun.
  local function bob(extra)
    local f = F.fight(R, { F.with({ name = "Bob", side = "gang", traits = { dexterity = 10, reflex = 12 },
      skills = { shooting = 4 }, weapons = { "peacemaker", { base = "peacemaker", key = "pm2", name = "left Colt" } },
      in_hand = { right = "peacemaker" } }, extra), F.foe("C1", 3, 0, { side = "town" }), F.foe("C2", 3, 2, { side = "town" }) })
    return f, f.by_name.Bob
  end

  it("one gun in hand: the off hand is free and the fan is allowed", function()
    local _, b = bob()
    assert.same({ true }, { R["fanfire.allowed"](b.weapons[1], b) })
  end)

  it("a gun in each hand: no fan, and neither tactic nor order chooses one", function()
    local f, b = bob({ in_hand = { right = "peacemaker", left = "pm2" }, task = "fan" })
    assert.same({ false, "the off hand holds the left Colt, so it is not free to fan the hammer" },
      { R["fanfire.allowed"](b.weapons[1], b) })
    assert.equal(nil, R["task.fan"](f, b))
    assert.equal(nil, R["tactics.fan"](f, b, 1, b.weapons[1]))
    assert.equal("two_guns", R["tactics.default"](f, b).kind)
  end)

  it("the left arm lost: no fan; the action is refused with no card drawn", function()
    local f, b = bob({ wounds = { ["left arm"] = 5 } })
    assert.same({ false, "the left arm is lost, so no off hand can fan the hammer" }, { R["fanfire.allowed"](b.weapons[1], b) })
    local out = R["action.fan"](f, b, { kind = "shoot", weapon = 1, target = "C1", fan = { "C1", "C2" } })
    assert.equal(false, out.done)
    assert.equal(6, b.weapons[1].loaded)
    assert.equal(0, #twtw.action.discard())
    local said = twtw.logged("action")
    assert.equal("Bob cannot fan the Colt Peacemaker, gunslinger model: the left arm is lost, so no off hand can fan the "
      .. "hammer", said[#said].text)
  end)

  it("the fan is declared as fan fire at each shot's target, in order", function()
    local f = bob({ task = "fan" })
    f.round, f.phase = 1, 0
    R["round.declare"](f)
    local said = twtw.logged("declare")
    assert.equal("Bob declares: fan fire C1, C2, C1 (Fast)", said[1].text)
    assert.same({ "C1", "C2", "C1" }, said[1].fields.fan)
  end)
end)
