-- rules/actions_spec.lua — seed 003 "Combat" (declare on your quickness,
-- begin on it), "Actions", "Quick Draw" (quickness − 5 / − 10), "Evade"
-- (quickness + evade), "Defend" (points set when declared).
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local function pair()
  local f = F.fight(R, {
    { name = "Ann", side = "a", stats = { quickness = 14 }, skills = { melee = 3, evade = 2, ranged = 3 },
      weapons = { "sword", "pistol" }, drawn = "sword" },
    { name = "Bo", side = "b", position = { 5, 0 } },
  })
  return f, f.combatants[1]
end

describe("action.start (seed 003 \"Combat\", \"Evade\", \"Quick Draw\")", function()
  it("Attack, Defend, Aim, Defer and Other begin on quickness 14; Evade on 14 + evade 2 = 16", function()
    local _, c = pair()
    for _, k in ipairs({ "attack", "defend", "aim", "defer", "other" }) do
      assert.equal(14, R["action.start"](c, { kind = k }), k)
    end
    assert.equal(16, R["action.start"](c, { kind = "evade" }))
  end)
end)

describe("action.declare", function()
  it("Defend with a sword (4) and melee 3: 7 points for the round", function()
    local f, c = pair()
    R["action.declare"](f, c, { kind = "defend" }, 14)
    assert.equal(7, c.state.defense)
    assert.equal(1, #f.declared)
  end)
  it("an attack with a weapon not in hand and no Quick Draw becomes Other: nothing, and the log says why", function()
    local f, c = pair()
    local a = R["action.declare"](f, c, { kind = "attack", target = "Bo", weapon = 2 }, 14)
    assert.equal("other", a.kind)
    assert.truthy(string.find(twtw.logged("declare")[1].text, "the Pistol is not in hand", 1, true))
  end)
  it("a melee maneuver on a shot is refused; an unknown action too", function()
    local f, c = pair()
    c.held = c.weapons[2]
    assert.falsy((R["action.check"](f, c, { kind = "attack", target = "Bo", maneuvers = { "mighty_blow" } })))
    assert.falsy((R["action.check"](f, c, { kind = "dance" })))
  end)
  it("action.describe reads an attack back", function()
    local f, c = pair()
    assert.equal("Attack Bo with the Sword [Mighty Blow]",
      R["action.describe"](f, c, { kind = "attack", target = "Bo", maneuvers = { "mighty_blow" } }))
  end)
  it("action.describe reads an Other action back in words: what, the weapon, the patient", function()
    local f, c = pair()
    assert.equal("Other, pick up the Pistol", R["action.describe"](f, c, { kind = "other", what = "pick_up", weapon = 2 }))
    assert.equal("Other, reload the Pistol", R["action.describe"](f, c, { kind = "other", what = "reload", weapon = 2 }))
    assert.equal("Other, draw the Pistol", R["action.describe"](f, c, { kind = "other", what = "draw", weapon = 2 }))
    assert.equal("Other, first aid on Bo",
      R["action.describe"](f, c, { kind = "other", what = "first_aid", patient = "Bo" }))
    assert.equal("Other, nothing", R["action.describe"](f, c, { kind = "other", what = "nothing" }))
    R["action.declare"](f, c, { kind = "other", what = "reload", weapon = 2 }, 14)
    assert.equal("tick 14: Ann declares Other, reload the Pistol", twtw.logged("declare")[1].text)
  end)
  it("an Evade may draw a weapon on its first tick (a small action)", function()
    local f, c = pair()
    c.held = nil
    R["action.declare"](f, c, { kind = "evade", to = { x = -5, y = 0 }, weapon = 2 }, 14)
    f.tick = 16
    R["action.act"](f, c, 16)
    assert.equal("pistol", c.held.key)
  end)
end)
