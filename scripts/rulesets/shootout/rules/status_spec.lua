-- rules/status_spec.lua — seed 004: "F= Fatal, your character is killed
-- instantly, if he was holding a card, too bad, dead."; Toughness "passes out
-- for the difference in turns"; Fisticuffs "knocked him unconscious for as
-- many turns as the difference was"; "not to drop your weapon"; "Mark the
-- location ... so that the player knows where to go to retrieve his gun".
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local f, c
before_each(function()
  f = F.fight(R, { F.figure("Hank", "posse", 3, 4), F.figure("Bart", "gang", 0, 20) })
  c = f.by_name.Hank
end)

describe("killed", function()
  it("dead, his hand and his face-down card go back to the gamemaster", function()
    F.place(R, f, c, twtw, "AS")
    R["combatant.kill"](f, c, "spec")
    assert.truthy(c.dead)
    assert.equal(0, #c.cards)
    assert.truthy(c.state.spent)
    assert.falsy(R["combatant.fighting"](f, c))
    assert.falsy(R["combatant.downed"](f, c))
  end)
end)

describe("passed out", function()
  it("out for 2 in turn 1: senseless through turn 3, and down", function()
    R["combatant.pass_out"](f, c, 2, "spec")
    assert.equal(3, c.out_until)
    assert.truthy(c.fallen)
    assert.truthy(R["combatant.downed"](f, c))
    f.turn = 3
    assert.falsy(R["combatant.conscious"](f, c))
    f.turn = 4
    assert.truthy(R["combatant.conscious"](f, c))
  end)
  it("a longer spell already running stands", function()
    R["combatant.pass_out"](f, c, 4, "spec")
    R["combatant.pass_out"](f, c, 1, "spec")
    assert.equal(5, c.out_until)
  end)
  it("the log says for how long", function()
    R["combatant.pass_out"](f, c, 1, "a bad fall")
    assert.equal("Hank passes out for 1 turn (a bad fall)", twtw.logged("out")[1].text)
  end)
end)

describe("fallen and disarmed", function()
  it("he falls and gets up", function()
    R["combatant.fall"](f, c, "spec")
    assert.truthy(c.fallen)
    R["combatant.stand"](f, c, "spec")
    assert.falsy(c.fallen)
  end)
  it("a dropped gun lies at his feet, the spot marked", function()
    R["combatant.drop"](f, c, "spec")
    assert.same({ x = 3, y = 4 }, c.weapons[1].dropped_at)
    assert.equal("Hank drops his six-gun at (3, 4) (spec)", twtw.logged("drop")[1].text)
  end)
end)

describe("the end of the turn", function()
  it("a mortal wound's time runs out: he dies at the end of his last turn", function()
    c.dies_after = 2
    R["status.end_turn"](f)
    assert.falsy(c.dead)
    f.turn = 2
    R["status.end_turn"](f)
    assert.truthy(c.dead)
    assert.equal("Hank is killed (the mortal wound)", twtw.logged("death")[1].text)
  end)
end)
