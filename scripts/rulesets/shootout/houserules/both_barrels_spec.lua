-- houserules/both_barrels_spec.lua — posse.both_barrels: a shotgun is empty
-- after both barrels (option barrels, default 2), not on a double. Changes
-- seed 004 "Hit Locations": "NOTE Shotguns run out of ammo after any
-- double." This file's rules have the house rule on; twtw.use {} is the core.
local twtw = require("twtw")
local F = require("rules.lib.fixture")

local function scene(R)
  local f = F.fight(R, { F.figure("Doc", "posse", 0, 0, { weapons = { "shotgun" } }), F.figure("Bart", "gang", 10, 0) })
  local a = f.by_name.Doc
  local function fire() return R["shoot.resolve"]({ fight = f, attacker = a, target = f.by_name.Bart, weapon = a.weapons[1] }) end
  return a, fire
end

describe("posse.both_barrels on", function()
  it("two misses empty the shotgun", function()
    local a, fire = scene(twtw.rules)
    twtw.dice.stack(5, 6)
    fire()
    assert.falsy(a.weapons[1].empty)
    fire()
    assert.truthy(a.weapons[1].empty)
    assert.equal("Doc has fired both barrels: the shotgun is empty", twtw.logged("empty")[1].text)
  end)
  it("a double (d6 6, d8 6) no longer empties it", function()
    local a, fire = scene(twtw.rules)
    twtw.dice.stack(1, 6, 6)
    local out = fire()
    assert.falsy(out.emptied)
    assert.falsy(a.weapons[1].empty)
  end)
  it("option barrels = 1: every shot needs a reload", function()
    local a, fire = scene(twtw.use { ["posse.both_barrels"] = { barrels = 1 } })
    twtw.dice.stack(5)
    fire()
    assert.truthy(a.weapons[1].empty)
  end)
end)

describe("posse.both_barrels off (the seed's double)", function()
  it("two misses leave it loaded; a double empties it", function()
    local a, fire = scene(twtw.use {})
    twtw.dice.stack(5, 6, 1, 6, 6)
    fire()
    fire()
    assert.falsy(a.weapons[1].empty)
    local out = fire()
    assert.truthy(out.emptied)
    assert.truthy(a.weapons[1].empty)
  end)
end)
