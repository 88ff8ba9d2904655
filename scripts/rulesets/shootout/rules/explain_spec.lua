-- rules/explain_spec.lua — `twtw explain`: one card's shots with every
-- number logged (seed 004 "Hitting", "Hit Locations", "Use of Cover").
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local f
before_each(function()
  local t = F.figure("Bart", "gang", 0, 0, { toughness = 3 })
  t.position, t.cover = nil, "crates"
  f = F.fight(R, { F.figure("Hank", "posse", 0, 20), t },
    { { name = "crates", kind = "waist", position = { 0, 0 } } })
end)

describe("explain.attack", function()
  it("no names: the first figure shoots once at the nearest enemy; every number is logged", function()
    twtw.dice.stack(2, 4, 1, 7)
    local out = R["explain.attack"](f, nil, nil, {})
    assert.equal(1, #out.shots)
    assert.equal("head", out.read.where)
    assert.equal("explain: Hank shoots at Bart with the six-gun, 1 shot (Bart is behind the crates)",
      twtw.logged("explain")[1].text)
    assert.equal("Hank shoots at Bart with the six-gun: d6 rolls 2 — a hit", twtw.logged("shot")[1].text)
    assert.equal("Bart hit: d8 1 — #1 head; severity d6 4 → row 4: W (Wound)", twtw.logged("hit")[1].text)
    assert.equal("Bart tests Toughness (head wound): d8 rolls 7 against 3 — fails by 4", twtw.logged("test")[1].text)
  end)
  it("the 8 of diamonds fires two shots; a leg behind the crates is stopped and he flinches", function()
    twtw.dice.stack(5, 1, 3, 8)
    local out = R["explain.attack"](f, "Hank", "Bart", { card = "8D" })
    assert.equal(2, #out.shots)
    assert.truthy(out.covered)
    assert.equal("Bart hit: d8 8 — #8 left leg; severity d6 3 → row 3: W (Wound) — but the left leg is behind the crates: the shot is stopped",
      twtw.logged("hit")[1].text)
  end)
  it("a black card does not shoot", function()
    assert.error(function() R["explain.attack"](f, "Hank", "Bart", { card = "8S" }) end, "does not shoot")
  end)
  it("another weapon by key: a rifle he does not prefer is a level worse (d8)", function()
    twtw.dice.stack(8)
    local out = R["explain.attack"](f, "Hank", "Bart", { weapon = "rifle" })
    assert.equal(8, out.die)
  end)
end)
