-- retable-rules/retable_spec.lua — with posse.retable on, each term read
-- from a changed entry names it, and a term read from an unchanged one
-- names nothing.
local twtw = require("twtw")
local R = twtw.rules

local function term(t, tag)
  for _, x in ipairs(t:list()) do
    if x.tag == tag then return x end
  end
  return nil
end

describe("percentile terms name their data", function()
  it("hit.percentage: the untrained skill, the long range, the aimed-at area", function()
    local joe = fixtures.combatant { name = "Joe", side = "gang", skills = { instinctive_pistol = 40 } }
    local ctx = { attacker = joe, target = fixtures.combatant {}, weapon = joe.weapons[1], mode = "aimed", distance = 22, area = "head" }
    local t = R["hit.percentage"](ctx)
    assert.equal(30 - 25 - 30, t:total())
    assert.equal("combatant.base_skills[aimed_pistol]", term(t, "skill").data)
    assert.equal("gear.range_table[long], gear.weapons[revolver][effective]", term(t, "range").data)
    assert.equal("location.areas[head]", term(t, "area").data)
    assert.truthy(term(t, "area").set_by:find("^posse%.retable retable%-rules/retable%.lua:%d+$"))
  end)
  it("damage.roll: the revolver's dice; the chest's ×2 is unchanged", function()
    local joe = fixtures.combatant { name = "Joe" }
    twtw.dice.stack(7)
    local t = R["damage.roll"]({ weapon = joe.weapons[1] }, { part = "chest" })
    assert.equal(14, t:total())
    assert.equal("gear.weapons[revolver][damage]", term(t, "dice").data)
    assert.equal(nil, term(t, "location").data)
  end)
  it("the location line: the chart row a D100 read and the bound before it; each critical step's entry", function()
    local bill = fixtures.combatant { skills = { aimed_pistol = 56 } }
    local joe = fixtures.combatant { name = "Joe", side = "gang", hp = 30 }
    twtw.dice.stack(4, 63, 5, 30, 66, 5)
    R["attack.resolve"]({ attacker = bill, target = joe, weapon = bill.weapons[1], mode = "aimed", distance = 10 })
    R["attack.resolve"]({ attacker = bill, target = joe, weapon = bill.weapons[1], mode = "aimed", distance = 10 })
    local chest, hand = twtw.logged("damage")[1].fields, twtw.logged("damage")[2].fields
    assert.equal("D100 63 on the chart: chest, 47–64", term(chest.chart, "chart").reason)
    assert.equal("location.chart[8]", term(chest.chart, "chart").data)
    assert.equal("posse.retable retable-rules/retable.lua:19", term(chest.chart, "chart").set_by)
    assert.equal("the chest moves no further", term(chest.critical_steps, "stop").reason)
    assert.equal(nil, term(chest.critical_steps, "stop").data)
    assert.equal("D100 66 on the chart: left hand, 66–68", term(hand.chart, "chart").reason)
    assert.equal(nil, term(hand.chart, "chart").data)
    assert.equal(nil, hand.critical_steps)
  end)
  it("location.adjust: the hand's step to the forearm needs 20 % (a critical of difference 52 reaches the arm)", function()
    local bill = fixtures.combatant { skills = { aimed_pistol = 56 } }
    local joe = fixtures.combatant { name = "Joe", side = "gang", hp = 30 }
    twtw.dice.stack(4, 65, 5)
    local out = R["attack.resolve"]({ attacker = bill, target = joe, weapon = bill.weapons[1], mode = "aimed", distance = 10 })
    assert.equal("right arm", out.location)
    local steps = twtw.logged("damage")[1].fields.critical_steps:list()
    assert.same({ 20, "right hand → right forearm", "location.steps[hand]", "posse.retable retable-rules/retable.lua:19" },
      { steps[1].amount, steps[1].reason, steps[1].data, steps[1].set_by })
    assert.same({ 30, "right forearm → right arm", nil, nil }, { steps[2].amount, steps[2].reason, steps[2].data, steps[2].set_by })
  end)
  it("shots.count: the cell and the bound that picked its row; the secondary hand", function()
    local c = fixtures.combatant { combat_speed = 17, weapons = { "revolver", "revolver" } }
    local n, t = R["shots.count"](c, c.weapons[1], "aimed")
    assert.equal(2, n)
    assert.equal("shots.table[4][aimed], shots.table[3][upto]", term(t, "table").data)
    n, t = R["shots.count"](c, c.weapons[2], "instinctive")
    assert.equal(2, n)
    assert.equal("shots.table[3][upto]", term(t, "table").data)
    assert.equal("secondary hand fires 2 less than the main hand's 4", term(t, "hand").reason)
    assert.equal("shots.hands[secondary]", term(t, "hand").data)
  end)
  it("stun.rolls: table 71's conditions and distance rows", function()
    local n, t = R["stun.rolls"]({ light = "dark", noise = "silent", cover = "little" }, 15)
    assert.equal(-4 + 2 + 0 + 4, n)
    assert.equal("stun.table[light][dark]", term(t, "light").data)
    assert.equal(nil, term(t, "noise").data)
    assert.equal("stun.table[distance][3][rolls]", term(t, "distance").data)
  end)
  it("stun.attempt: STRENGTH + 12 − RESISTANCE", function()
    local bill = fixtures.combatant { strength = 13 }
    local guard = fixtures.combatant { name = "Guard", side = "ranch", resistance = 11 }
    twtw.dice.stack(12, 4, 2, 9, 5)
    local out = R["stun.attempt"](bill, guard)
    assert.equal(14, out.target:total())
    assert.equal("+ 12", term(out.target, "ten").reason)
    assert.equal("stun.target[plus]", term(out.target, "ten").data)
  end)
end)
