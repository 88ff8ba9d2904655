-- rules/melee_spec.lua — seed 000 "Determining Defense", "Advantage",
-- "Movement Actions" (forgoing defense), "Hand to Hand Attack Types",
-- "Entanglement".
local twtw = require("twtw")

local function weapon(key)
  return twtw.rules["gear.weapon"](key)
end

describe("melee.defense (seed 000 \"Determining Defense\")", function()
  it("Hank, Fighting: Brawl 1, bare-handed: Defense 4", function()
    local hank = fixtures.combatant { name = "Hank", skills = { brawl = 1 } }
    local d = twtw.rules["melee.defense"](hank, nil)
    assert.equal(4, d:total())
    assert.equal(3, d:find("defense"))
    assert.equal(1, d:find("skill"))
  end)

  it("standard 3, +1 per level of the weapon's skill (Fighting 3 with a saber: 6); untrained: 3", function()
    local percy = fixtures.combatant { name = "Percy", skills = { fighting = 3, brawl = 1 } }
    assert.equal(6, twtw.rules["melee.defense"](percy, weapon("cavalry_saber")):total())
    -- bare-handed the brawl skill counts, not fighting
    assert.equal(4, twtw.rules["melee.defense"](percy, nil):total())
    local green = fixtures.combatant { name = "Green" }
    assert.equal(3, twtw.rules["melee.defense"](green, weapon("cavalry_saber")):total())
  end)

  it("a target forgoing defense: TN 3 and no advantage (seed 000 \"Movement Actions\")", function()
    local don = fixtures.combatant { name = "Don", skills = { fighting = 2 } }
    local percy = fixtures.combatant { name = "Percy", skills = { fighting = 4 } }
    local ctx = { attacker = don, target = percy, weapon = weapon("knife"),
      target_weapon = weapon("cavalry_saber"), target_forgoing = true, melee = true }
    local tn = twtw.rules["melee.tn"](ctx)
    assert.equal(3, tn:total())
    assert.equal(0, select(2, tn:find("advantage")))
    local adv = twtw.rules["melee.advantage"](don, percy, ctx)
    assert.equal(0, adv.defender_total)
    assert.falsy(adv.winner == "defender")
    -- the same target defending normally: Defense 7 + advantage 1
    ctx.target_forgoing = false
    assert.equal(8, twtw.rules["melee.tn"](ctx):total())
  end)

  it("a target moving continuously forgoes defense too (decided here; seed 001: \"is forgoing their defense\"): TN 3 − 1 = 2", function()
    local don = fixtures.combatant { name = "Don", skills = { fighting = 2 } }
    local percy = fixtures.combatant { name = "Percy", skills = { fighting = 4 } }
    percy.state.continuous = { kind = "move", paces = 6 }
    local ctx = { attacker = don, target = percy, weapon = weapon("knife"),
      target_weapon = weapon("cavalry_saber"), melee = true }
    local tn = twtw.rules["melee.tn"](ctx)
    assert.equal(2, tn:total())
    assert.equal(0, select(2, tn:find("advantage")))
    assert.equal(-1, (tn:find("continuous")))
  end)
end)

describe("melee.tn and Dodge (seed 000 \"Dodge\": \"be it a hand-to-hand, melee or ranged attack\")", function()
  it("a dodging target's Dodge adds to the melee TN (c.dodge 2, dodging in place +1)", function()
    local hank = fixtures.combatant { name = "Hank", skills = { brawl = 1 } }
    local angus = fixtures.combatant { name = "Angus", skills = { brawl = 1 } }
    angus.dodge = 2
    angus.state.dodging = true
    local tn = twtw.rules["melee.tn"]({ attacker = hank, target = angus, weapon = nil, target_weapon = nil })
    assert.equal(4 + 3, tn:total())
    assert.equal(3, tn:find("dodge"))
  end)
end)

-- seed 001 "Continuous Action Example: Movement": "the TN for all attacks targeting them is reduced by 1"
describe("melee.tn: a target moving continuously (seed 001 \"Continuous Action Example: Movement\")", function()
  it("Hank's Defense 4: while he runs as a continuous action he forgoes it (TN 3), and the −1 comes on top: 2", function()
    local hank = fixtures.combatant { name = "Hank", skills = { brawl = 1 } }
    local don = fixtures.combatant { name = "Don" }
    assert.equal(4, twtw.rules["melee.tn"]({ attacker = don, target = hank }):total())
    hank.state.continuous = { kind = "move", paces = 22 }
    local tn = twtw.rules["melee.tn"]({ attacker = don, target = hank })
    assert.equal(2, tn:total())
    assert.equal(-1, tn:find("continuous"))
  end)
end)

describe("melee.advantage (seed 000 \"Advantage\")", function()
  it("Don (knife: short, fast) attacks Percy (saber: defend): Percy 2 factors, Don 0 → +1 to Percy's defense", function()
    local don = fixtures.combatant { name = "Don", skills = { fighting = 2 } }
    local percy = fixtures.combatant { name = "Percy", skills = { fighting = 2 } }
    local ctx = { attacker = don, target = percy, weapon = weapon("knife"), target_weapon = weapon("cavalry_saber") }
    local adv = twtw.rules["melee.advantage"](don, percy, ctx)
    assert.equal(0, adv.attacker_total)
    assert.equal(2, adv.defender_total)
    assert.equal(1, adv.defender:find("length"))
    assert.equal(1, adv.defender:find("defend"))
    assert.equal("defender", adv.winner)
    local tn = twtw.rules["melee.tn"](ctx)
    assert.equal(3 + 2 + 1, tn:total())
    assert.equal(1, tn:find("advantage"))
    assert.equal(0, twtw.rules["melee.mod"](ctx):find("advantage"))
  end)

  it("Percy attacks Don: defend no longer counts, but length still wins → +1 to Percy's result", function()
    local don = fixtures.combatant { name = "Don", skills = { fighting = 2 } }
    local percy = fixtures.combatant { name = "Percy", skills = { fighting = 2 } }
    local ctx = { attacker = percy, target = don, weapon = weapon("cavalry_saber"), target_weapon = weapon("knife") }
    local adv = twtw.rules["melee.advantage"](percy, don, ctx)
    assert.equal(1, adv.attacker_total)
    assert.equal(0, adv.attacker:find("defend"))
    assert.equal(0, adv.defender_total)
    assert.equal("attacker", adv.winner)
    assert.equal(1, twtw.rules["melee.mod"](ctx):find("advantage"))
    assert.equal(3 + 2, twtw.rules["melee.tn"](ctx):total())
  end)

  it("an armed character has a factor against an unarmed one; the longer weapon counts once", function()
    local a = fixtures.combatant { name = "A", skills = { fighting = 1 } }
    local b = fixtures.combatant { name = "B", skills = { brawl = 1 } }
    local adv = twtw.rules["melee.advantage"](a, b, { weapon = weapon("cavalry_saber"), target_weapon = nil })
    assert.equal(1, adv.attacker_total)
    assert.equal(1, adv.attacker:find("armed"))
    assert.equal(0, adv.attacker:find("length"))
    -- a lariat (long) against a knife (short): one length factor, not two
    local l = twtw.rules["melee.advantage"](a, b, { weapon = weapon("lariat"), target_weapon = weapon("knife") })
    assert.equal(1, l.attacker:find("length"))
  end)

  it("skill levels spent as advantage factors: not below 1, and not used for the result", function()
    local don = fixtures.combatant { name = "Don", skills = { fighting = 3 } }
    local percy = fixtures.combatant { name = "Percy", skills = { fighting = 2 } }
    local ctx = { attacker = don, target = percy, weapon = weapon("knife"), target_weapon = weapon("cavalry_saber"),
      attacker_spend = 2 }
    local adv = twtw.rules["melee.advantage"](don, percy, ctx)
    assert.equal(2, adv.attacker_total)
    assert.equal(2, adv.defender_total)
    assert.equal(nil, adv.winner) -- a tie: no +1
    local _, level = twtw.rules["melee.skill"](don, ctx.weapon, 2)
    assert.equal(1, level)
    -- Fighting 2 can spend only 1 level (never below 1)
    local _, lv2, spent = twtw.rules["melee.skill"](percy, weapon("cavalry_saber"), 2)
    assert.equal(1, lv2)
    assert.equal(1, spent)
    -- spent levels read fewer rows: card 37 d8 rows 2, 4, 2 → Fighting 3 best 4, spending 2 reads row 1 only: 2
    twtw.action.stack(37)
    local r = twtw.rules["melee.attack_check"](ctx)
    assert.equal(1, r.rows)
    assert.equal(2, r.best)
  end)

  it("a defender's spent levels come off its Defense", function()
    local percy = fixtures.combatant { name = "Percy", skills = { fighting = 3 } }
    local d = twtw.rules["melee.defense"](percy, weapon("cavalry_saber"), 2)
    assert.equal(4, d:total())
    assert.equal(-2, d:find("spent"))
  end)

  it("the guarded attack type gives the attacker Defend: saber 1 + 1", function()
    local percy = fixtures.combatant { name = "Percy", skills = { fighting = 2 } }
    local don = fixtures.combatant { name = "Don", skills = { fighting = 2 } }
    local adv = twtw.rules["melee.advantage"](percy, don, { weapon = weapon("cavalry_saber"),
      target_weapon = weapon("knife"), attack_type = "guarded" })
    assert.equal(2, adv.attacker:find("defend"))
    assert.equal(3, adv.attacker_total)
  end)
end)

describe("melee.speed (seed 000 \"Hand to Hand Attack Types\")", function()
  it("all attack types are Slow with a Slow weapon", function()
    local club = { name = "club", kind = "melee", speed = "S" }
    assert.equal("S", twtw.rules["melee.speed"]({ weapon = club, attack_type = "standard" }))
    assert.equal("S", twtw.rules["melee.speed"]({ weapon = weapon("knife"), attack_type = "power" }))
    assert.equal("F", twtw.rules["melee.speed"]({ weapon = weapon("knife"), attack_type = "standard" }))
  end)
end)

describe("entangle (seed 000 \"Entanglement\")", function()
  it("attacker's skill vs target's Dexterity: the higher total entangles and cancels Dodge", function()
    local roper = fixtures.combatant { name = "Roper", skills = { fighting = 1 } }
    local calf = fixtures.combatant { name = "Calf" }
    calf.state.dodging = true
    -- card 2 d8 row 1 shows 6 (Roper), card 3 d8 row 1 shows 2 (Calf)
    twtw.action.stack(2, 3)
    local lariat = weapon("lariat")
    local out = twtw.rules["entangle.contest"]({ attacker = roper, target = calf, weapon = lariat })
    assert.equal(6, out.attack.total)
    assert.equal(2, out.defense.total)
    assert.truthy(out.entangled)
    assert.equal(7, calf.state.entangled.break_tn)
    assert.falsy(calf.state.dodging)
  end)

  it("a tie fails", function()
    local roper = fixtures.combatant { name = "Roper", skills = { fighting = 1 } }
    local calf = fixtures.combatant { name = "Calf" }
    -- cards 2 and 0 both show 6 in d8 row 1
    twtw.action.stack(2, 0)
    local out = twtw.rules["entangle.contest"]({ attacker = roper, target = calf, weapon = weapon("lariat") })
    assert.falsy(out.entangled)
    assert.equal(nil, calf.state.entangled)
  end)

  it("breaking free: Strength against the lariat's TN 7 breaks the fragile lariat", function()
    local roper = fixtures.combatant { name = "Roper", skills = { fighting = 1 } }
    local calf = fixtures.combatant { name = "Calf" }
    local lariat = weapon("lariat")
    calf.state.entangled = { by = roper, weapon = lariat, break_tn = 7 }
    -- card 2 d8 row 1: 6 < 7, still entangled; card 4 d8 row 1: 13 ≥ 7
    twtw.action.stack(2, 4)
    local first = twtw.rules["entangle.break_free"](nil, calf)
    assert.falsy(first.free)
    local second = twtw.rules["entangle.break_free"](nil, calf)
    assert.truthy(second.free)
    assert.truthy(second.broke)
    assert.truthy(lariat.broken)
    assert.equal(nil, calf.state.entangled)
  end)

  it("a weapon that is not fragile must be wriggled out of: Dexterity vs the attacker's skill", function()
    local roper = fixtures.combatant { name = "Roper", skills = { fighting = 1 } }
    local calf = fixtures.combatant { name = "Calf" }
    local net = { name = "chain net", kind = "melee", skill = "fighting", trait = "dexterity",
      attributes = { entangle = true }, break_tn = 9 }
    calf.state.entangled = { by = roper, weapon = net, break_tn = 9 }
    -- Calf reads card 4 (d8 row 1: 13), Roper card 3 (2)
    twtw.action.stack(4, 3)
    local out = twtw.rules["entangle.break_free"](nil, calf)
    assert.truthy(out.free)
    assert.falsy(out.broke)
    assert.equal(13, out.result.total)
    assert.equal(2, out.against.total)
  end)
end)
