-- optional/two_weapon_advanced_spec.lua — seed 001 "Advanced Two-Weapon
-- Actions" (serial and parallel), against seed 000 "Two Weapons" (the core).
local twtw = require("twtw")

-- a Peacemaker shot at 5 paces: Standard 5, snap shot (F/-2) +2 unless aimed.
local function tn(fields)
  local ctx = { weapon = twtw.rules["gear.weapon"]("peacemaker"), range = 5, aimed = 0,
    attacker = fixtures.combatant { name = "Jonah", skills = { shooting = 3 } } }
  for k, v in pairs(fields) do ctx[k] = v end
  return twtw.rules["ranged.tn"](ctx)
end

local function ambi()
  return fixtures.combatant { name = "Lefty", skills = { shooting = 3, ambidexterity = 1 } }
end

describe("serial actions (seed 001 \"Advanced Two-Weapon Actions\" 4)", function()
  it("off hand −3, dominant hand no penalty: snap shots TN 10 and 7", function()
    local off = tn({ two_weapons = true, off_hand = true, two_weapon_mode = "serial" })
    assert.equal(10, off:total())
    assert.equal(3, (off:find("off_hand")))
    local dom = tn({ two_weapons = true, two_weapon_mode = "serial" })
    assert.equal(7, dom:total())
    assert.equal(0, select(2, dom:find("two_weapons")))
  end)
  it("with ambidexterity 1 the off hand is −2: TN 9", function()
    local off = tn({ two_weapons = true, off_hand = true, two_weapon_mode = "serial", attacker = ambi() })
    assert.equal(9, off:total())
  end)
  it("both shots aimed (paid for): no snap penalty, off hand TN 8, dominant TN 5", function()
    assert.equal(8, tn({ two_weapons = true, off_hand = true, two_weapon_mode = "serial", aimed = 1 }):total())
    assert.equal(5, tn({ two_weapons = true, two_weapon_mode = "serial", aimed = 1 }):total())
    assert.equal(2, twtw.rules["two_weapon.aimable"]("serial", "Angus", "Crony"))
  end)
end)

describe("parallel actions (seed 001 \"Advanced Two-Weapon Actions\" 4)", function()
  it("off hand −4, dominant −1: snap shots TN 11 and 8 (the option's default mode)", function()
    local off = tn({ two_weapons = true, off_hand = true })
    assert.equal(11, off:total())
    assert.equal(4, (off:find("off_hand")))
    local dom = tn({ two_weapons = true, two_weapon_mode = "parallel" })
    assert.equal(8, dom:total())
    assert.equal(1, (dom:find("two_weapons")))
  end)
  it("with ambidexterity 1: off hand −3 (TN 10), dominant 0 (TN 7)", function()
    assert.equal(10, tn({ two_weapons = true, off_hand = true, attacker = ambi() }):total())
    assert.equal(7, tn({ two_weapons = true, attacker = ambi() }):total())
  end)
  it("both may be aimed only at a shared target", function()
    assert.equal(2, twtw.rules["two_weapon.aimable"]("parallel", { name = "Angus" }, "Angus"))
    assert.equal(1, twtw.rules["two_weapon.aimable"]("parallel", "Angus", "Crony"))
  end)
  it("aimed at two different targets in parallel, only the dominant hand is aimed: off hand TN 11 (snap), at one target 9", function()
    local t = { name = "Angus" }
    assert.equal(11, tn({ two_weapons = true, off_hand = true, aimed = 1, target = t, other_target = "Crony" }):total())
    assert.equal(9, tn({ two_weapons = true, off_hand = true, aimed = 1, target = t, other_target = "Angus" }):total())
    assert.equal(6, tn({ two_weapons = true, aimed = 1, target = t, other_target = "Crony" }):total())
    -- the Accurate bonus goes with the aim: a one-handed rifle (Accurate 1) off hand at Crony gets none
    local function acc(other)
      local ctx = { weapon = twtw.rules["gear.weapon"]("rifle"), range = 5, aimed = 1, two_weapons = true,
        off_hand = true, target = t, other_target = other, attacker = fixtures.combatant { name = "Jonah" } }
      return (twtw.rules["ranged.mod"](ctx):find("accurate"))
    end
    assert.equal(0, acc("Crony"))
    assert.equal(1, acc("Angus"))
    -- serial: both may be aimed
    assert.equal(8, tn({ two_weapons = true, off_hand = true, aimed = 1, target = t, other_target = "Crony",
      two_weapon_mode = "serial" }):total())
  end)
  it("option mode = serial makes a ctx without a mode serial", function()
    twtw.use { two_weapon_advanced = { mode = "serial" } }
    assert.equal(10, tn({ two_weapons = true, off_hand = true }):total())
    assert.equal(7, tn({ two_weapons = true }):total())
  end)
end)

describe("the module off (seed 000 \"Two Weapons\": −1 each, −3 more off hand)", function()
  it("serial or parallel, ambidextrous or not: TN 8 and 11", function()
    twtw.use {}
    assert.equal(11, tn({ two_weapons = true, off_hand = true, two_weapon_mode = "serial" }):total())
    assert.equal(8, tn({ two_weapons = true, two_weapon_mode = "serial", attacker = ambi() }):total())
    assert.falsy(twtw.has("two_weapon.ap_cost"))
  end)
end)

describe("two_weapon.ap_cost (seed 001 \"Advanced Two-Weapon Actions\" 1–3)", function()
  local function gunman()
    local c = fixtures.combatant { name = "Jonah", skills = { shooting = 3 }, weapons = { "peacemaker", "walker_colt" } }
    for _, w in ipairs(c.weapons) do w.drawn, w.cocked = true, true end
    return c
  end
  it("serial: the full AP of both (1 + 1), plus each aim paid (1 + 1): 4 AP", function()
    local c = gunman()
    assert.equal(2, (twtw.rules["two_weapon.ap_cost"](c, { mode = "serial",
      actions = { { weapon = 1, target = "Angus" }, { weapon = 2, target = "Crony" } } })))
    assert.equal(4, (twtw.rules["two_weapon.ap_cost"](c, { mode = "serial",
      actions = { { weapon = 1, target = "Angus", aim = 1 }, { weapon = 2, target = "Crony", aim = 1 } } })))
  end)
  it("parallel: the highest AP plus 1 — two 2 AP actions cost 3 in parallel, 4 in serial", function()
    local c = gunman()
    local acts = { { weapon = 1, target = "Angus", ap = 2 }, { weapon = 2, target = "Angus", ap = 2 } }
    assert.equal(3, (twtw.rules["two_weapon.ap_cost"](c, { mode = "parallel", actions = acts })))
    assert.equal(4, (twtw.rules["two_weapon.ap_cost"](c, { mode = "serial", actions = acts })))
    -- aimed together at Angus: one aim action
    assert.equal(3, (twtw.rules["two_weapon.ap_cost"](c, { mode = "parallel",
      actions = { { weapon = 1, target = "Angus", aim = 1 }, { weapon = 2, target = "Angus", aim = 1 } } })))
  end)
  it("disparate targets are free; a weapon's second target is 1 AP to switch", function()
    local c = gunman()
    local cost, terms = twtw.rules["two_weapon.ap_cost"](c, { mode = "parallel",
      actions = { { weapon = 1, targets = { "Angus", "Crony" } }, { weapon = 2, target = "Crony" } } })
    assert.equal(1 + 1 + 1, cost)
    assert.equal(1, (terms:find("second_target")))
  end)
  it("pricing a two-gun action says nothing: the cost is logged once, when the action is taken", function()
    local c = gunman()
    local a = { kind = "two_guns", shots = { { weapon = 1, target = "Angus" }, { weapon = 2, target = "Angus" } } }
    assert.equal(2, twtw.rules["twoweapon.cost"](c, a)) -- parallel: the highest (1) plus 1
    assert.same({}, twtw.logged("two_weapon"))
  end)
  it("an uncocked Peacemaker costs its cock AP too (core action.cost): serial 3", function()
    local c = gunman()
    c.weapons[1].cocked = false
    assert.equal(3, (twtw.rules["two_weapon.ap_cost"](c, { mode = "serial",
      actions = { { weapon = 1, target = "Angus" }, { weapon = 2, target = "Angus" } } })))
  end)
end)

-- seed 001 "Serial Actions": "1. Pay the full AP cost for both actions. 2. If
-- firing a weapon, both shots may be aimed if the AP is paid." An aim action
-- with both = 2 aims the other hand's gun too (rules/two_guns.lua).
describe("aiming both weapons (seed 001 \"Advanced Two-Weapon Actions\", \"Serial Actions\" 1–2)", function()
  local F = require("rules.lib.fixture")
  local AIM = { kind = "aim", target = "Cole", weapon = 1, both = 2 }
  local function gunman(guns)
    local c = fixtures.combatant { name = "Jonah", skills = { shooting = 3 }, weapons = guns or { "peacemaker", "peacemaker" } }
    for _, w in ipairs(c.weapons) do w.drawn, w.cocked = true, true end
    return c
  end

  it("serial: each weapon's aim is paid, 1 + 1 = 2 AP (1 with the module off)", function()
    local R = twtw.use { two_weapon_advanced = { mode = "serial" } }
    local c = gunman()
    assert.equal(2, R["action.cost"](c, AIM))
    local ap, terms = R["two_weapon.aim_cost"](c, AIM)
    assert.equal(2, ap)
    assert.equal("Colt Peacemaker, gunslinger model: its aim, full AP", terms:list()[1].reason)
    assert.equal(1, terms:list()[2].amount)
    assert.equal(1, R["action.cost"](c, { kind = "aim", target = "Cole", weapon = 1 })) -- one gun: one aim
    assert.equal(3, R["action.cost"](c, { kind = "aim", target = "Cole", weapon = 1, both = 2, ap = 3 })) -- a.ap wins
    local off = twtw.use {}
    assert.equal(1, off["action.cost"](gunman(), AIM))
  end)

  it("serial, then both shots: 2 AP for the aims and 2 for the shots, 4 in all, as two_weapon.ap_cost prices it", function()
    local R = twtw.use { two_weapon_advanced = { mode = "serial" } }
    local c = gunman()
    local shots = { kind = "two_guns", shots = { { weapon = 1, target = "Cole" }, { weapon = 2, target = "Cole" } } }
    assert.equal(4, R["action.cost"](c, AIM) + R["action.cost"](c, shots))
    assert.equal(4, (R["two_weapon.ap_cost"](c, { mode = "serial",
      actions = { { weapon = 1, target = "Cole", aim = 1 }, { weapon = 2, target = "Cole", aim = 1 } } })))
  end)

  it("parallel (decided here): aimed together, one aim action, 1 AP; the plus 1 is the shots' (1 + 2 = 3 in all)", function()
    local R = twtw.rules
    local c = gunman()
    assert.equal(1, R["action.cost"](c, AIM))
    local shots = { kind = "two_guns", shots = { { weapon = 1, target = "Cole" }, { weapon = 2, target = "Cole" } } }
    assert.equal(3, R["action.cost"](c, AIM) + R["action.cost"](c, shots))
    assert.equal(3, (R["two_weapon.ap_cost"](c, { mode = "parallel",
      actions = { { weapon = 1, target = "Cole", aim = 1 }, { weapon = 2, target = "Cole", aim = 1 } } })))
  end)

  it("speed: serial, the two aims one after the other — Fast + Fast is Normal, a Peacemaker then a rifle (Fast + Normal) Slow", function()
    local R = twtw.use { two_weapon_advanced = { mode = "serial" } }
    assert.equal("N", R["action.speed"](gunman(), AIM))
    local mixed = gunman { "peacemaker", "rifle" }
    assert.equal("S", R["action.speed"](mixed, AIM))
    local _, why = R["two_weapon.aim_speed"](mixed, AIM, "N")
    assert.equal("serial: one aim after the other, 3 phases", why)
    -- parallel: pointed together, the first gun's aim one level slower (the core's): Normal
    R = twtw.use { two_weapon_advanced = { mode = "parallel" } }
    assert.equal("N", R["action.speed"](mixed, AIM))
  end)

  it("in a fight, serial: the aim takes 2 of Jonah's AP and is Normal; both shots of the two-gun action are aimed", function()
    local R = twtw.use { two_weapon_advanced = { mode = "serial" } }
    local f = F.fight(R, {
      { name = "Jonah", side = "posse", traits = { dexterity = 10 }, skills = { shooting = 3 },
        weapons = { "peacemaker", "peacemaker" } },
      F.foe("Cole", 5, 0),
    })
    local j = f.by_name.Jonah
    for _, w in ipairs(j.weapons) do w.drawn, w.cocked = true, true end
    local before = j.state.ap
    R["round.begin_action"](f, j, { kind = "aim", target = "Cole", weapon = 1, both = 2 })
    assert.equal(before - 2, j.state.ap)
    assert.equal("N", j.state.pending.speed)
    R["action.resolve"](f, j, j.state.pending.action)
    local logged = twtw.logged("two_weapon")
    assert.equal("two_weapon_advanced: Jonah's serial aim with both weapons costs 2 AP, Normal (serial: one aim after "
      .. "the other, 2 phases)", logged[#logged].text)
    local out = R["action.two_guns"](f, j, { kind = "two_guns",
      shots = { { weapon = 1, target = "Cole" }, { weapon = 2, target = "Cole" } } })
    assert.equal(2, #out.shots)
    local aimed = 0
    for _, e in ipairs(twtw.logged("attack")) do
      if e.text:find("(aimed ×1)", 1, true) then aimed = aimed + 1 end
    end
    assert.equal(2, aimed)
  end)
end)
