-- rules/summary_spec.lua — fight.summary: killed, out, wounded, unhurt, W
-- wounds, a mortal wound and the order of falling (seed 004 "Really Simple
-- Wild West Shootout Rules": "F= Fatal, your character is killed instantly",
-- "M= Mortal roll 1d8 to score under your toughness", "W= Wound ... three
-- become a mortal wound", "S= Scratch, 'Tis but a scratch, you may carry
-- on", Toughness: "passes out for the difference in turns").
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local f
before_each(function()
  f = F.fight(R, { F.figure("Hank", "posse", 0, 0, { toughness = 5 }), F.figure("Jed", "posse", 2, 0),
    F.figure("Foe", "gang", 10, 0), F.figure("Kid", "gang", 12, 0) })
end)

-- hit(name, d6, d8) applies a six-gun hit read on the chart to a figure.
local function hit(name, d6, d8)
  return R["wound.apply"](f, f.by_name[name], R["hit.read"](d6, d8, R["weapon.new"]("pistol")))
end

describe("fight.summary (seed 004: F, M, W, S; Toughness)", function()
  it("a fight no one was hurt in: everyone unhurt, no wounds, no mortal wound, no one fell", function()
    local s = R["fight.summary"](f)
    for _, name in ipairs({ "Hank", "Jed", "Foe", "Kid" }) do
      assert.same({ status = "unhurt", wounds = 0, mortal = 0 }, s[name], name)
    end
  end)

  it("F kills Foe (first); a head W and d8 7 against Toughness 5 pass Hank out (second); an arm W, d8 4, Jed fights on; a scratch is nothing", function()
    hit("Foe", 1, 1) -- #1 head, row 1: F
    twtw.dice.stack(7)
    hit("Hank", 4, 1) -- #1 head, row 4: W; fails by 2: out 2 turns
    twtw.dice.stack(4)
    hit("Jed", 4, 2) -- #2 right arm, row 4: W; d8 4 ≤ 4 keeps the gun
    hit("Kid", 6, 3) -- #3 chest, row 6: S
    local s = R["fight.summary"](f)
    assert.same({ status = "killed", wounds = 0, mortal = 0, fell = 1 }, s.Foe)
    assert.same({ status = "out", wounds = 1, mortal = 0, fell = 2 }, s.Hank)
    assert.same({ status = "wounded", wounds = 1, mortal = 0 }, s.Jed)
    assert.same({ status = "unhurt", wounds = 0, mortal = 0 }, s.Kid)
  end)

  it("a third W in the upper abdomen is mortal: Toughness 4, d8 3 — alive, 3 wounds, mortal 1, still fighting", function()
    f.by_name.Kid.wounds[5] = 2
    twtw.dice.stack(3)
    hit("Kid", 4, 5) -- #5 upper abdomen, row 4: W, the third there
    assert.same({ status = "wounded", wounds = 3, mortal = 1 }, R["fight.summary"](f).Kid)
  end)

  it("Hank comes round at the end of turn 3 (his number struck out); Foe's M (d8 2: 2 turns) expires then — he falls second", function()
    twtw.dice.stack(7)
    hit("Hank", 4, 1) -- out 2 turns: out_until 3
    twtw.dice.stack(2)
    hit("Foe", 3, 3) -- #3 chest, row 3: M; Toughness 4 − d8 2: dies at the end of turn 3
    local s = R["fight.summary"](f)
    assert.same({ status = "out", wounds = 1, mortal = 0, fell = 1 }, s.Hank)
    assert.same({ status = "wounded", wounds = 0, mortal = 1 }, s.Foe)
    R["turn.end"](f)
    assert.equal(1, f.fell.Hank)
    f.turn = 3
    R["turn.end"](f)
    s = R["fight.summary"](f)
    assert.same({ status = "wounded", wounds = 1, mortal = 0 }, s.Hank)
    assert.same({ status = "killed", wounds = 0, mortal = 0, fell = 2 }, s.Foe)
  end)

  it("two who leave the fight without an event share the end of turn's number", function()
    hit("Foe", 1, 1)
    f.by_name.Jed.out_until = 4
    f.by_name.Kid.dead = true
    R["turn.end"](f)
    local s = R["fight.summary"](f)
    assert.equal(1, s.Foe.fell)
    assert.equal(2, s.Jed.fell)
    assert.equal(2, s.Kid.fell)
    assert.equal("out", s.Jed.status)
    assert.equal("killed", s.Kid.status)
    assert.equal(nil, s.Hank.fell)
  end)
end)
