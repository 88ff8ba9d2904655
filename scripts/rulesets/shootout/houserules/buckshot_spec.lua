-- houserules/buckshot_spec.lua — posse.buckshot: a shotgun subtracts one
-- from the severity d6 (option adjust, default −1), not two. Changes seed
-- 004 "Hit Locations": "shotguns subtract two from the d6 roll". This file's
-- rules have the house rule on; twtw.use {} is the core.
--
-- The chest (#3) reads 1F 2F 3M 4W 5W 6S (the Hit Location Chart).
local twtw = require("twtw")
local F = require("rules.lib.fixture")

-- SET is where the house rule's api.set stands: the terms credit it, by the
-- file's path as twtw loads this folder (twtw.here), wherever it is copied.
local SET = "posse.buckshot " .. twtw.here("buckshot.lua") .. ":40"

-- chest(R, key, d6) → the chart reading of a hit in the chest with weapon key.
local function chest(R, key, d6)
  return R["hit.read"](d6, 3, R["weapon.new"](key))
end

-- shot(R) → outcome, target: Doc (a Troublemaker, d10) fires his shotgun at
-- Bart (Toughness 4): hitting roll 1, severity d6 4, location d8 3 (the
-- chest), then a mortal roll d8 2 if there is one.
local function shot(R)
  local f = F.fight(R, { F.figure("Doc", "posse", 0, 0, { expertise = "troublemaker", weapons = { "shotgun" } }),
    F.figure("Bart", "gang", 10, 0) })
  local a, t = f.by_name.Doc, f.by_name.Bart
  twtw.dice.stack(1, 4, 3, 2)
  return R["shoot.resolve"]({ fight = f, attacker = a, target = t, weapon = a.weapons[1] }), t
end

describe("posse.buckshot on", function()
  it("a shotgun hit in the chest on a d6 of 4 reads row 3: M (the seed's −2: row 2, F)", function()
    local hit = chest(twtw.rules, "shotgun", 4)
    assert.equal(3, hit.row)
    assert.equal("M", hit.letter)
    assert.equal(3, hit.severity:total())
  end)
  it("the shotgun's term names the entry and the house rule's set", function()
    local x = chest(twtw.rules, "shotgun", 4).severity:list()[2]
    assert.equal(-1, x.amount)
    assert.equal("shotgun (shotgun -1)", x.reason)
    assert.equal("rules/locations.lua:60", x.where)
    assert.equal("weapons.severity[shotgun]", x.data)
    assert.equal(SET, x.set_by)
  end)
  it("a rifle keeps the seed's −1, and its term credits no set (the house rule left that entry alone)", function()
    local hit = chest(twtw.rules, "rifle", 4)
    assert.equal(3, hit.row)
    local x = hit.severity:list()[2]
    assert.equal(-1, x.amount)
    assert.is_nil(x.data)
    assert.is_nil(x.set_by)
  end)
  it("the whole shot: a Mortal wound in the chest, d8 2 against Toughness 4 — conscious 2 more turns", function()
    local out, t = shot(twtw.rules)
    assert.equal("M", out.read.letter)
    assert.equal(2, out.wound.mortal)
    assert.falsy(t.dead)
  end)
  it("option adjust = -2 is the seed's number: the set changes nothing and credits nothing", function()
    local x = chest(twtw.use { ["posse.buckshot"] = { adjust = -2 } }, "shotgun", 4).severity:list()[2]
    assert.equal(-2, x.amount)
    assert.is_nil(x.data)
  end)
end)

describe("posse.buckshot off (the seed: shotguns −2)", function()
  it("a shotgun hit in the chest on a d6 of 4 reads row 2: F, and the term is the core's alone", function()
    local hit = chest(twtw.use {}, "shotgun", 4)
    assert.equal(2, hit.row)
    assert.equal("F", hit.letter)
    local x = hit.severity:list()[2]
    assert.equal(-2, x.amount)
    assert.is_nil(x.data)
    assert.is_nil(x.set_by)
  end)
  it("the whole shot: a Fatal hit in the chest", function()
    local out, t = shot(twtw.use {})
    assert.equal("F", out.read.letter)
    assert.truthy(out.wound.killed)
    assert.truthy(t.dead)
  end)
end)
