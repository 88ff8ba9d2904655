-- rules/move_fire_spec.lua — seed 000 "Move and Fire", "Tactical Movement".
-- Jonah (Dexterity d10, shooting 3, Speed 12) and his Peacemaker (increment
-- 8, F/-2 unaimed): Standard 5, +2 snap, walking +1, running +4.
local twtw = require("twtw")
local R = twtw.rules

local function duel(x, y)
  local f = R["fight.new"] { name = "duel", combatants = {
    { name = "Jonah", side = "posse", traits = { dexterity = 10 }, skills = { shooting = 3, fighting = 1 },
      weapons = { "peacemaker", "knife" }, tactics = "hold" },
    { name = "Villain", side = "gang", traits = {}, pos = { x = x, y = y or 0 }, tactics = "hold" },
  } }
  f.round, f.phase, f.tick = 1, 1, 1
  R["round.start"](f)
  local j = f.by_name.Jonah
  j.weapons[1].drawn = true -- the gun alone: a knife drawn too is a weapon in each hand, +1 (rules/twoweapon.lua)
  return f, j, f.by_name.Villain
end

local function shoot(f, j, move)
  twtw.action.stack(40)
  return R["action.shoot"](f, j, { kind = "shoot", target = "Villain", weapon = 1, move = move })
end

describe("Move and Fire (seed 000 \"Move and Fire\")", function()
  it("walking 3 paces, then the shot at 5 paces: TN 5 + 1 (walking) + 2 (snap) = 8", function()
    local f, j = duel(4)
    local out = shoot(f, j, { to = { x = 0, y = 3 } })
    assert.same({ x = 0, y = 3 }, j.pos)
    assert.equal(5, out.ctx.range)
    assert.equal(8, out.tn)
    assert.equal(1, out.tn_terms:find("moving"))
  end)

  it("running 14 paces (more than Speed 12), then the shot at 15 paces: 5 + 1 (range) + 4 (running) + 2 (snap) = 12 "
    .. "(the villain stands: seed 000 \"Target Speed\"'s row is \"Target is moving\")", function()
    local f, j = duel(4)
    local out = shoot(f, j, { to = { x = 0, y = 14 } })
    assert.equal("run", j.state.moved)
    assert.equal(15, out.ctx.range)
    assert.equal(4, out.tn_terms:find("moving"))
    assert.equal(0, select(2, out.tn_terms:find("speed")))
    assert.equal(12, out.tn)
  end)

  it("\"including if the character will move after firing\": the shot at 4 paces takes the walk's −1, then he moves", function()
    local f, j = duel(4)
    local out = shoot(f, j, { to = { x = 0, y = 3 }, after = true })
    assert.equal(4, out.ctx.range)
    assert.equal(8, out.tn)
    assert.same({ x = 0, y = 3 }, j.pos)
    assert.equal(3, j.state.paces)
  end)

  it("\"may not move after the attempt\" without the penalty: still for the rest of the phase", function()
    local f, j = duel(4)
    local out = shoot(f, j)
    assert.equal(7, out.tn)
    assert.equal(0, R["action.move"](f, j, { kind = "move", to = { x = 0, y = 3 } }).moved)
    f.tick = 2
    assert.equal(3, R["action.move"](f, j, { kind = "move", to = { x = 0, y = 3 } }).moved)
  end)

  it("the move is part of the action: its AP are paid with the shot (1 + 1 to cock + 1 to move)", function()
    local _, j = duel(4)
    assert.equal(2, R["action.cost"](j, { kind = "shoot", weapon = 1 }))
    assert.equal(3, R["action.cost"](j, { kind = "shoot", weapon = 1, move = { to = { x = 0, y = 3 } } }))
  end)

  it("a charge: 2 paces toward him and the knife in one action (seed 000 \"Tactical Movement\")", function()
    local f, j = duel(3)
    j.weapons[1].drawn, j.weapons[2].drawn = false, true
    twtw.action.stack(40)
    local out = R["action.melee"](f, j, { kind = "melee", target = "Villain", weapon = 2, move = { toward = "Villain" } })
    assert.equal(2, j.pos.x)
    assert.equal(true, out.melee)
    assert.equal(40, out.card)
  end)
end)
