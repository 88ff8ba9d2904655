-- optional/fumbles_spec.lua — fumbles (decided here; seed 002 section 3.3.8
-- is missing): a missed D100 of 96–00 ends that weapon's round.
local twtw = require("twtw")
local fx = require("rules.lib.fixtures")

local function kid_round(R)
  local f = fx.fight(R, { fx.bill({ combat_speed = 22, tactics = "default" }), fx.foe("Joe", 10, { tactics = "hold", hp = 99 }) })
  R["round.run"](f)
  return f
end

describe("percentile.fumbles (decided here)", function()
  it("on: 4 aimed shots, the second rolls 97 — the revolver fires no more this round", function()
    local R = twtw.rules
    twtw.dice.stack(80, 97)
    local f = kid_round(R)
    assert.equal(2, #twtw.logged("attack"))
    assert.equal(4, f.by_name.Bill.weapons[1].loaded)
    assert.equal(1, #twtw.logged("fumble"))
  end)
  it("off: the same 97 is a plain miss and all 4 shots are fired", function()
    local R = twtw.use {}
    twtw.dice.stack(80, 97, 80, 80)
    local f = kid_round(R)
    assert.equal(4, #twtw.logged("attack"))
    assert.equal(2, f.by_name.Bill.weapons[1].loaded)
  end)
  it("on: 95 is no fumble; a hit of 97 (at 120 %) is none either", function()
    local R = twtw.rules
    assert.falsy(R["hit.judge"](95, 40).fumble)
    assert.truthy(R["hit.judge"](96, 40).fumble)
    assert.falsy(R["hit.judge"](97, 120).fumble)
  end)
  it("the option: from = 91 makes 91 a fumble", function()
    local R = twtw.use { ["percentile.fumbles"] = { from = 91 } }
    assert.truthy(R["hit.judge"](91, 40).fumble)
  end)
end)
