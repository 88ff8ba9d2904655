-- optional/ranged_in_melee_spec.lua — seed 000 "Advanced Rule: Ranged
-- Weapons in Hand to Hand": "some weapons, such as handguns, can sometimes be
-- effectively wielded even against opponents who have grappled … Normal
-- weapons suffer a -1 penalty against targets who successfully engage in
-- hand to hand."
local twtw = require("twtw")

local F = require("rules.lib.fixture")

local function tn(key, fields)
  local ctx = { weapon = twtw.rules["gear.weapon"](key), range = 1, aimed = 0 }
  for k, v in pairs(fields or {}) do ctx[k] = v end
  return twtw.rules["ranged.tn"](ctx)
end

local function penalty(t)
  local n, count = t:find("in_melee")
  return count > 0 and n or 0
end

-- The length table. These used to be asked of a bare context at 1 pace,
-- which the module once took for engaged (standing close was enough); now
-- the caller says the target is engaged (ctx.engaged), as a fight's own
-- state does below.
describe("ranged_in_melee (seed 000 \"Advanced Rule: Ranged Weapons in Hand to Hand\")", function()
  it("Short: never penalized — the gunslinger Peacemaker against an engaged target, snap shot TN 7", function()
    local t = tn("peacemaker", { engaged = true })
    assert.equal(0, penalty(t))
    assert.equal(7, t:total())
  end)
  it("Normal −1: the cavalry Peacemaker against an engaged target, snap shot TN 8 (7 with the module off)", function()
    local t = tn("peacemaker_cavalry", { engaged = true })
    assert.equal(1, penalty(t))
    assert.equal(8, t:total())
    local x = t:list()[#t:list()]
    assert.equal("ranged_in_melee: Colt Peacemaker, cavalry model (normal) against a target engaged in hand to hand "
      .. "(as the caller says)", x.reason)
    twtw.use {}
    assert.equal(7, tn("peacemaker_cavalry", { engaged = true }):total())
  end)
  it("Long −2: a rifle against an engaged target, snap shot TN 10 (5 + 3 snap + 2); the shotgun too", function()
    local t = tn("rifle", { engaged = true })
    assert.equal(2, penalty(t))
    assert.equal(10, t:total())
    assert.equal(2, penalty(tn("shotgun", { engaged = true })))
    twtw.use {}
    assert.equal(8, tn("rifle", { engaged = true }):total())
  end)
  it("1 pace alone is not engaged: a rifle at 1 pace with no one named takes nothing", function()
    assert.equal(0, penalty(tn("rifle")))
    assert.equal(0, penalty(tn("rifle", { range = 1, engaged = false })))
  end)
end)

-- Jonah (two cavalry Peacemakers, one drawn) at (0, 0) and Cole, unarmed, at
-- (1, 0): a snap shot at 1 pace is TN 5 + 2 (F/-2) = 7, 8 with the −1.
describe("engaged means met in hand to hand, not standing close", function()
  local R = twtw.rules
  local function stand_off()
    local f = F.fight(R, {
      { name = "Jonah", side = "posse", traits = { dexterity = 10, reflex = 8 }, skills = { shooting = 3 },
        weapons = { "peacemaker_cavalry", "peacemaker_cavalry" } },
      F.foe("Cole", 1, 0, { skills = { brawl = 2 } }),
    })
    local j, c = f.by_name.Jonah, f.by_name.Cole
    j.weapons[1].drawn = true -- the other stays holstered: no "weapon in each hand" term
    return f, j, c
  end
  local function shot(f, j, c) return R["ranged.tn"](R["attack.context"](f, j, c, j.weapons[1])) end
  local function punch(f, a, t)
    return R["action.melee"](f, a, { kind = "melee", target = t.name, weapon = 0, maneuver = "punch" })
  end

  it("Cole at 1 pace who never lifts a hand: TN 7, no in-melee term", function()
    local f, j, c = stand_off()
    local t = shot(f, j, c)
    assert.equal(0, penalty(t))
    assert.equal(7, t:total())
  end)

  it("a grapple hold either way: Cole holds Jonah, or Jonah holds Cole — +1, TN 8", function()
    local f, j, c = stand_off()
    R["grapple.hold"]({ fight = f, attacker = c, target = j })
    local t = shot(f, j, c)
    assert.equal(1, penalty(t))
    assert.equal(8, t:total())
    assert.matches("(Cole holds Jonah)", t:list()[#t:list()].reason, 1, true)
    R["grapple.release"](f, c, "spec")
    assert.equal(7, shot(f, j, c):total())
    R["grapple.hold"]({ fight = f, attacker = j, target = c })
    assert.equal(8, shot(f, j, c):total())
  end)

  it("Cole's punch, even a miss, engages them this round and the next; by the round after it has ended", function()
    local f, j, c = stand_off()
    twtw.action.stack(8) -- Cole's punch: 2 vs TN 3, a miss
    local out = punch(f, c, j)
    assert.equal(false, out.hit)
    local t = shot(f, j, c)
    assert.equal(1, penalty(t))
    assert.equal(8, t:total())
    assert.matches("(hand to hand in round 1, within 1 pace(s))", t:list()[#t:list()].reason, 1, true)
    f.round = 2
    assert.equal(8, shot(f, j, c):total())
    f.round = 3
    assert.equal(7, shot(f, j, c):total())
  end)

  it("a punch that lands engages them the same: card 1, TN 8", function()
    local f, j, c = stand_off()
    twtw.action.stack(1)
    assert.equal(true, punch(f, c, j).hit)
    assert.equal(8, shot(f, j, c):total())
  end)

  it("Jonah's own blow engages the two as well (\"or the firer the target\")", function()
    local f, j, c = stand_off()
    punch(f, j, c)
    assert.equal(8, shot(f, j, c):total())
  end)

  it("one who steps back out of reach has broken off: Cole at 2 paces after his punch, TN 7", function()
    local f, j, c = stand_off()
    punch(f, c, j)
    c.pos = { x = 2, y = 0 }
    assert.equal(7, shot(f, j, c):total())
  end)

  it("option rounds = 1: the punch engages its own round only", function()
    twtw.use { ranged_in_melee = { rounds = 1 } }
    local f, j, c = stand_off()
    punch(f, c, j)
    assert.equal(8, shot(f, j, c):total())
    f.round = 2
    assert.equal(7, shot(f, j, c):total())
  end)
end)

describe("bows (\"never allowed to be used against a target who has engaged the firer\")", function()
  local function archer()
    local R = twtw.rules
    local f = R["fight.new"] { name = "bow", combatants = {
      { name = "Running Elk", side = "a", skills = { shooting = 3 }, weapons = { {
        name = "bow", kind = "ranged", skill = "shooting", increment = 15, aim = "N/-2", dmg = "(2)6",
        rd = "(1)6", pen = 0, shots = 1, speed = "N", hands = 2, length = "long", attributes = { bow = true },
      } } },
      { name = "Perkins", side = "b", pos = { x = 1, y = 0 }, weapons = { "bowie_knife" }, tactics = "hold" },
    } }
    f.round, f.phase = 1, 1
    R["round.start"](f)
    local c = f.by_name["Running Elk"]
    c.weapons[1].drawn = true
    f.by_name.Perkins.weapons[1].drawn = true
    return f, c, f.by_name.Perkins
  end
  it("Perkins has come at him with the knife: the bow is refused, no arrow spent, no card drawn", function()
    local f, c, p = archer()
    twtw.rules["action.melee"](f, p, { kind = "melee", target = c.name, weapon = 1 })
    local drawn = #twtw.action.discard()
    local out = twtw.rules["attack.ranged"](twtw.rules["attack.context"](f, c, p, c.weapons[1]))
    assert.equal("engaged in hand to hand", out.refused)
    assert.equal(false, out.fired)
    assert.equal(1, c.weapons[1].loaded)
    assert.equal(drawn, #twtw.action.discard())
  end)
  it("Perkins only stands at 1 pace: the arrow flies (a card is drawn, the arrow spent)", function()
    local f, c, p = archer()
    local out = twtw.rules["attack.ranged"](twtw.rules["attack.context"](f, c, p, c.weapons[1]))
    assert.equal(true, out.fired)
    assert.equal(0, c.weapons[1].loaded)
    assert.equal(1, #twtw.action.discard())
  end)
  it("module off: the arrow flies even after the knife", function()
    twtw.use {}
    local f, c, p = archer()
    twtw.rules["action.melee"](f, p, { kind = "melee", target = c.name, weapon = 1 })
    local out = twtw.rules["attack.ranged"](twtw.rules["attack.context"](f, c, p, c.weapons[1]))
    assert.equal(true, out.fired)
    assert.equal(0, c.weapons[1].loaded)
  end)
end)
