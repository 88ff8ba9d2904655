-- rules/other_spec.lua — seed 003 "Other" (draw, reload, first aid),
-- "Disarm" (a lost weapon lies on the ground).
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local function run(f, c, from)
  for t = from, 1, -1 do
    f.tick = t
    R["movement.step"](f, c, t)
    R["action.act"](f, c, t)
  end
end

describe("action.other", function()
  it("draw: the weapon is in hand from the character's quickness", function()
    local f = F.fight(R, { { name = "A", stats = { quickness = 12 }, weapons = { "rifle" } } })
    local c = f.combatants[1]
    R["action.declare"](f, c, { kind = "other", what = "draw", weapon = 1 }, 12)
    R["action.act"](f, c, 13)
    assert.equal(nil, c.held)
    R["action.act"](f, c, 12)
    assert.equal("rifle", c.held.key)
  end)
  it("reload fills a shotgun back to 2", function()
    local f = F.fight(R, { { name = "A", weapons = { "shotgun" }, drawn = "shotgun", loaded = { shotgun = 0 } } })
    local c = f.combatants[1]
    R["action.declare"](f, c, { kind = "other", what = "reload", weapon = 1 }, 10)
    run(f, c, 10)
    assert.equal(2, c.weapons[1].loaded)
  end)
  it("pick up: walk to a knocked-away knife 3 steps off and take it back", function()
    local f = F.fight(R, { { name = "A", stats = { quickness = 10 }, weapons = { "knife" } } })
    local c = f.combatants[1]
    c.weapons[1].on_ground = { x = 3, y = 0 }
    R["action.declare"](f, c, { kind = "other", what = "pick_up", weapon = 1 }, 10)
    run(f, c, 10)
    assert.equal("knife", c.held.key)
    assert.equal(nil, c.weapons[1].on_ground)
  end)
  it("first aid: walk to the dying friend and test Dex × medicine against 10 per wound beyond", function()
    local f = F.fight(R, {
      { name = "Doc", stats = { dexterity = 12, quickness = 12 }, skills = { medicine = 3 } },
      { name = "Pal", position = { 4, 0 }, wounds = 12, stats = { willpower = 10, resilience = 9 } },
    })
    R["health.end_round"](f)
    local doc, pal = f.combatants[1], f.combatants[2]
    R["action.declare"](f, doc, { kind = "other", what = "first_aid", patient = "Pal" }, 12)
    run(f, doc, 12)
    assert.truthy(pal.status.stable)
    assert.falsy(pal.status.dying)
  end)
end)
