-- optional/ranged_in_melee_spec.lua — seed 000 "Advanced Rule: Ranged
-- Weapons in Hand to Hand".
local twtw = require("twtw")

local function tn(key, fields)
  local ctx = { weapon = twtw.rules["gear.weapon"](key), range = 1, aimed = 0 }
  for k, v in pairs(fields or {}) do ctx[k] = v end
  return twtw.rules["ranged.tn"](ctx)
end

local function penalty(t)
  local n, count = t:find("in_melee")
  return count > 0 and n or 0
end

describe("ranged_in_melee (seed 000 \"Advanced Rule: Ranged Weapons in Hand to Hand\")", function()
  it("Short: never penalized — the gunslinger Peacemaker at arm's length, snap shot TN 7", function()
    local t = tn("peacemaker")
    assert.equal(0, penalty(t))
    assert.equal(7, t:total())
  end)
  it("Normal −1: the cavalry Peacemaker at 1 pace, snap shot TN 8 (7 with the module off)", function()
    local t = tn("peacemaker_cavalry")
    assert.equal(1, penalty(t))
    assert.equal(8, t:total())
    twtw.use {}
    assert.equal(7, tn("peacemaker_cavalry"):total())
  end)
  it("Long −2: a rifle at 1 pace, snap shot TN 10 (5 + 3 snap + 2); the shotgun too", function()
    local t = tn("rifle")
    assert.equal(2, penalty(t))
    assert.equal(10, t:total())
    assert.equal(2, penalty(tn("shotgun")))
    twtw.use {}
    assert.equal(8, tn("rifle"):total())
  end)
  it("only against an engaged target: a rifle at 5 paces takes nothing; ctx.engaged = true at 5 does", function()
    assert.equal(0, penalty(tn("rifle", { range = 5 })))
    assert.equal(2, penalty(tn("rifle", { range = 5, engaged = true })))
    assert.equal(0, penalty(tn("rifle", { range = 1, engaged = false })))
  end)
  it("option reach = 0: distance alone no longer engages; state.engaged_with does", function()
    twtw.use { ranged_in_melee = { reach = 0 } }
    assert.equal(0, penalty(tn("rifle")))
    local a = fixtures.combatant { name = "Jonah" }
    local b = fixtures.combatant { name = "Perkins" }
    b.state.engaged_with = "Jonah"
    assert.equal(2, penalty(tn("rifle", { attacker = a, target = b })))
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
    return f, c, f.by_name.Perkins
  end
  it("at 1 pace the bow is refused: no arrow spent, no card drawn", function()
    local f, c, p = archer()
    local out = twtw.rules["attack.ranged"](twtw.rules["attack.context"](f, c, p, c.weapons[1]))
    assert.equal("engaged in hand to hand", out.refused)
    assert.equal(false, out.fired)
    assert.equal(1, c.weapons[1].loaded)
    assert.same({}, twtw.action.discard())
  end)
  it("module off: the arrow flies (a card is drawn, the arrow spent)", function()
    twtw.use {}
    local f, c, p = archer()
    local out = twtw.rules["attack.ranged"](twtw.rules["attack.context"](f, c, p, c.weapons[1]))
    assert.equal(true, out.fired)
    assert.equal(0, c.weapons[1].loaded)
    assert.equal(1, #twtw.action.discard())
  end)
end)
