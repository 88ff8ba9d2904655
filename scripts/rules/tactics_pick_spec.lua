-- rules/tactics_pick_spec.lua — what the policies look at: seed 000
-- "Declare Target" (the TN told before the draw), "Unintended Targets"
-- ("within one pace of the path"), "Throwing Things" (Strength × 5 paces),
-- "Fast Draw".
local twtw = require("twtw")
local R = twtw.rules

local F = require("rules.lib.fixture")

local function fight_of(list) return F.fight(R, list) end

local function me(extra)
  local t = { name = "Me", side = "posse", traits = { dexterity = 10, strength = 8 }, skills = { shooting = 2 } }
  for k, v in pairs(extra or {}) do t[k] = v end
  return t
end

local foe = F.foe

describe("tactics.enemies and tactics.clear", function()
  it("nearest first, ties in scenario order; the fallen are left out", function()
    local f = fight_of { me(), foe("Far", 9), foe("B", 0, 5), foe("A", 5, 0) }
    local names = {}
    for _, o in ipairs(R["tactics.enemies"](f, f.by_name.Me)) do names[#names + 1] = o.name end
    assert.same({ "B", "A", "Far" }, names)
    f.by_name.B.body:apply("head", 5, 0)
    assert.equal("A", R["tactics.enemies"](f, f.by_name.Me)[1].name)
  end)
  it("a pal within one pace of the line of fire blocks it", function()
    local f = fight_of { me(), { name = "Pal", side = "posse", traits = {}, pos = { x = 4, y = 1 } }, foe("A", 8) }
    assert.equal(false, R["tactics.clear"](f, f.by_name.Me, f.by_name.A))
    f.by_name.Pal.pos = { x = 4, y = 2 }
    assert.equal(true, R["tactics.clear"](f, f.by_name.Me, f.by_name.A))
  end)
end)

describe("tactics.reaches", function()
  it("a Peacemaker out to 5 increments (40 paces); a throwing knife to Strength d8 × 5 = 40; a knife 1 pace", function()
    local f = fight_of { me { weapons = { "peacemaker", "thrown_knife", "knife" } }, foe("A", 40) }
    local c, a = f.by_name.Me, f.by_name.A
    assert.equal(true, R["tactics.reaches"](c, c.weapons[1], a, 40))
    assert.equal(false, R["tactics.reaches"](c, c.weapons[1], a, 41))
    assert.equal(true, R["tactics.reaches"](c, c.weapons[2], a, 40))
    assert.equal(false, R["tactics.reaches"](c, c.weapons[2], a, 41))
    assert.equal(true, R["tactics.reaches"](c, c.weapons[3], a, 1))
    assert.equal(false, R["tactics.reaches"](c, c.weapons[3], a, 2))
  end)
end)

describe("tactics.ranged, tactics.ready, tactics.shot_tn", function()
  it("a drawn loaded gun first, then one to draw; jammed: clear; empty: reload", function()
    local f = fight_of { me { weapons = { "rifle", "peacemaker" } }, foe("A", 8) }
    local c, a = f.by_name.Me, f.by_name.A
    local i, _, why = R["tactics.ranged"](f, c, a, 8)
    assert.equal(1, i)
    assert.equal("draw", why)
    c.weapons[2].drawn = true
    i, _, why = R["tactics.ranged"](f, c, a, 8)
    assert.equal(2, i)
    assert.equal("ready", why)
    c.weapons[1].jammed, c.weapons[2].loaded = true, 0
    i, _, why = R["tactics.ranged"](f, c, a, 8)
    assert.equal(1, i)
    assert.equal("clear", why)
  end)
  it("readying: a fast draw with the skill and the Free action unused, else a draw; in hand: nothing", function()
    local f = fight_of { me { weapons = { "peacemaker" }, skills = { fast_draw = 1 } }, foe("A", 8) }
    local c = f.by_name.Me
    assert.same({ kind = "fast_draw", weapon = 1 }, R["tactics.ready"](c, 1, c.weapons[1]))
    c.state.free_used = true
    assert.same({ kind = "draw", weapon = 1 }, R["tactics.ready"](c, 1, c.weapons[1]))
    c.weapons[1].drawn = true
    assert.equal(nil, R["tactics.ready"](c, 1, c.weapons[1]))
  end)
  it("the TN the Judge tells: a Peacemaker at 10 paces, snap 5 + 1 + 2 = 8; aimed 6", function()
    local f = fight_of { me { weapons = { "peacemaker" } }, foe("A", 10) }
    local c, a = f.by_name.Me, f.by_name.A
    assert.equal(8, R["tactics.shot_tn"](f, c, a, c.weapons[1]))
    assert.equal(6, R["tactics.shot_tn"](f, c, a, c.weapons[1], { aimed = 1 }))
  end)
end)
