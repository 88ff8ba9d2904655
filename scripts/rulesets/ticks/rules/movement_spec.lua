-- rules/movement_spec.lua — seed 003 "Combat" (a step on the quickness tick
-- and every third after), "Evade" (every tick from quickness + evade),
-- "Attack" (ranged attackers move only before firing, unless Run and Gun).
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local function walker(action, skills)
  local f = F.fight(R, {
    { name = "Walker", side = "a", stats = { quickness = 16 }, skills = skills or {}, weapons = { "pistol" }, drawn = "pistol" },
    { name = "Far", side = "b", position = { 30, 0 } },
  })
  local c = f.combatants[1]
  R["action.declare"](f, c, action, 16)
  return f, c
end

local function ticks_stepped(f, c)
  local out = {}
  for t = 20, 1, -1 do
    if R["movement.step"](f, c, t) then out[#out + 1] = t end
  end
  return out
end

describe("movement.step (seed 003 \"Combat\")", function()
  it("quickness 16 walking to a spot steps on 16, 13, 10, 7, 4, 1: six steps", function()
    local f, c = walker({ kind = "defend", to = { x = 0, y = 20 } })
    assert.same({ 16, 13, 10, 7, 4, 1 }, ticks_stepped(f, c))
    assert.same({ x = 0, y = 6 }, c.pos)
  end)
  it("Evade with evade 2 starts on 18 and steps every tick: 18 steps", function()
    local f, c = walker({ kind = "evade", to = { x = 0, y = -30 } }, { evade = 2 })
    local s = ticks_stepped(f, c)
    assert.equal(18, #s)
    assert.equal(18, s[1])
  end)
  it("Evade with evade 0 still moves on every third number from quickness", function()
    local f, c = walker({ kind = "evade", to = { x = 0, y = -30 } })
    assert.same({ 16, 13, 10, 7, 4, 1 }, ticks_stepped(f, c))
  end)
  it("a ranged attacker stops walking once they have fired; Run and Gun walks on", function()
    local f, c = walker({ kind = "attack", target = "Far", to = { x = 0, y = 20 } }, { ranged = 4 })
    c.state.attacked = true
    assert.equal(nil, (R["movement.goal"](f, c)))
    local f2, c2 = walker({ kind = "attack", target = "Far", to = { x = 0, y = 20 }, maneuvers = { "run_and_gun" } }, { ranged = 4 })
    c2.state.attacked = true
    assert.truthy(R["movement.goal"](f2, c2))
  end)
  it("a melee attacker walks at the target and stops at reach (one step)", function()
    local f = F.fight(R, {
      { name = "Brute", side = "a", stats = { quickness = 10 }, weapons = { "nightstick" }, drawn = "nightstick" },
      { name = "Mark", side = "b", position = { 3, 0 } },
    })
    local c = f.combatants[1]
    R["action.declare"](f, c, { kind = "attack", target = "Mark" }, 10)
    assert.same({ 10, 7 }, ticks_stepped(f, c))
    assert.same({ x = 2, y = 0 }, c.pos)
  end)
end)

describe("sight.clear (decided here: screens block sight)", function()
  it("a screen across the line blocks it; one beside it does not", function()
    local f = F.fight(R, { { name = "A" }, { name = "B", side = "b", position = { 10, 0 } } }, { { 5, -1, 5, 1 } })
    assert.falsy(R["sight.clear"](f, f.combatants[1], f.combatants[2]))
    f.screens = { { 5, 1, 5, 3 } }
    assert.truthy(R["sight.clear"](f, f.combatants[1], f.combatants[2]))
  end)
end)
