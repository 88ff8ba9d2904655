-- rules/round_spec.lua — seed 002 "4.1.1 The round of combat" (one basic
-- action; "attacked and surprised cannot act during that round"), "4.2.1 The
-- sequence of combat" (each bullet repeats from "Determining the target"),
-- "4.2.2" (the combat order from the shots).
local twtw = require("twtw")
local fx = require("rules.lib.fixtures")
local R = twtw.rules

local function shooters()
  local out = {}
  for _, e in ipairs(twtw.logged("attack")) do out[#out + 1] = e.text:match("^(%S+)") end
  return table.concat(out, " ")
end

describe("round.run (seed 002 \"4.1.1\", \"4.2.1\", \"4.2.2\")", function()
  it("the Kid (speed 22: 4 aimed shots) fires 3 times before Bill (speed 14: 2), then the counts interleave", function()
    local f = fx.fight(R, { fx.bill(), fx.foe("Kid", 10, { combat_speed = 22 }) })
    twtw.dice.stack(99, 99, 99, 99, 99, 99)
    R["round.run"](f)
    assert.equal("Kid Kid Kid Bill Kid Bill", shooters())
    assert.equal(2, f.by_name.Kid.weapons[1].loaded)
    assert.equal(4, f.by_name.Bill.weapons[1].loaded)
  end)
  it("attacked and surprised (ambushed): Bill cannot act in round 1, and acts in round 2", function()
    local f = fx.fight(R, { fx.bill({ ambushed = true }), fx.foe("Joe", 10, { combat_speed = 5 }) })
    twtw.dice.stack(99, 99, 99, 99)
    R["round.run"](f)
    assert.equal("Joe", shooters())
    local d = twtw.logged("declare")
    assert.equal("Bill is attacked and surprised: no action this round", d[1].text)
    R["round.run"](f)
    assert.equal("Joe Bill Bill Joe", shooters())
  end)
  it("the next bullet picks its target again: Joe falls to the first, the second goes to Ike", function()
    local f = fx.fight(R, { fx.bill(), fx.foe("Joe", 8, { hp = 1, tactics = "hold" }),
      fx.foe("Ike", 9, { tactics = "hold" }) })
    twtw.dice.stack(10, 50, 3, 99)
    R["round.run"](f)
    assert.truthy(f.by_name.Joe.state.out)
    local lines = twtw.logged("attack")
    assert.equal(2, #lines)
    assert.truthy(lines[2].text:find("^Bill fires at Ike"))
  end)
  it("a combatant who enters in round 2 is not there in round 1", function()
    local f = fx.fight(R, { fx.bill({ tactics = "hold" }), fx.foe("Late", 10, { enters = 2, tactics = "hold" }) })
    R["round.run"](f)
    assert.falsy(f.by_name.Late.state.present)
    R["round.run"](f)
    assert.truthy(f.by_name.Late.state.present)
    assert.equal(2, f.by_name.Late.state.first_round)
  end)
  it("the unconscious count down and come round", function()
    local f = fx.fight(R, { fx.bill({ tactics = "hold" }), fx.foe("Joe", 10, { tactics = "hold" }) })
    f.by_name.Joe.state.unconscious = 2
    R["round.run"](f)
    assert.equal(1, f.by_name.Joe.state.unconscious)
    R["round.run"](f)
    assert.equal(0, f.by_name.Joe.state.unconscious)
    assert.truthy(R["combatant.active"](f.by_name.Joe))
    assert.equal("Joe comes round", twtw.logged("wake")[1].text)
  end)
end)

describe("fight.over", function()
  it("one side left standing wins; a late entrant still counts as coming", function()
    local f = fx.fight(R, { fx.bill(), fx.foe("Joe", 10), fx.foe("Late", 10, { enters = 3 }) })
    f.by_name.Joe.state.out = true
    assert.equal(nil, (R["fight.over"](f)))
    f.by_name.Late.state.out = true
    assert.equal("posse", (R["fight.over"](f)))
  end)
  it("nobody standing: nil and a draw", function()
    local f = fx.fight(R, { fx.bill(), fx.foe("Joe", 10) })
    f.by_name.Joe.state.out, f.by_name.Bill.state.out = true, true
    local w, why = R["fight.over"](f)
    assert.equal(nil, w)
    assert.equal("nobody is left fighting", why)
    assert.equal("draw", f.ended)
  end)
end)
