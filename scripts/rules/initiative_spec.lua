-- rules/initiative_spec.lua — seed 000 "Action Time" (counts d12..d4),
-- "Initiative"; seed 001 "Continuous Actions", "Mounted and Vehicular
-- Movement" (AP costs); the phase/AP model decided in initiative.lua.
local twtw = require("twtw")
local R = twtw.rules

local function fight_of(specs)
  local sc = { name = "order", combatants = specs }
  return R["fight.new"](sc)
end

local function names(list)
  local out = {}
  for i, c in ipairs(list) do out[i] = c.name end
  return out
end

describe("round.counts (seed 000 \"Action Time\")", function()
  it("five counts, d12 first", function()
    assert.same({ 12, 10, 8, 6, 4 }, R["round.counts"])
  end)
end)

describe("initiative.order (seed 000 \"Action Time\"; ties decided here)", function()
  it("by Reflex count, then Initiative skill, then Reflex trait skill, then scenario order", function()
    local f = fight_of {
      { name = "Angus", side = "gang", traits = { reflex = 10 }, skills = { initiative = 1 } },
      { name = "Hank", side = "posse", traits = { reflex = 10 } },
      { name = "Goon", side = "gang", traits = { reflex = 6 } },
      { name = "Jonah", side = "posse", traits = { reflex = 10 }, skills = { initiative = 2 } },
      { name = "Miranda", side = "posse", traits = { reflex = 12 } },
      { name = "Cook", side = "gang", traits = { reflex = 10 }, skills = { initiative = 1, reflex = 2 } },
      { name = "Goon 2", side = "gang", traits = { reflex = 6 } },
    }
    assert.same({ "Miranda", "Jonah", "Cook", "Angus", "Hank", "Goon", "Goon 2" },
      names(R["initiative.order"](f, 1)))
  end)
  it("leaves out the fallen and those laying covering fire", function()
    local f = fight_of {
      { name = "A", side = "x", traits = { reflex = 12 } },
      { name = "B", side = "y", traits = { reflex = 8 } },
      { name = "C", side = "y", traits = { reflex = 4 } },
    }
    f.by_name.A.body:apply("head", 5, 0)
    f.by_name.C.state.covering = { weapon = {} }
    assert.same({ "B" }, names(R["initiative.order"](f, 2)))
  end)
end)

describe("action speeds (decided here)", function()
  it("Free 0 phases, Fast 1, Normal 2, Slow 4", function()
    assert.equal(0, R["action.phases"]("free"))
    assert.equal(1, R["action.phases"]("F"))
    assert.equal(2, R["action.phases"]("N"))
    assert.equal(4, R["action.phases"]("S"))
  end)
  it("a shot takes the weapon's speed; fast draw is Free; Recover is Slow (seed 000 \"Stun\")", function()
    local c = R["combatant.new"] { name = "Angus", side = "gang", traits = {}, weapons = { "peacemaker", "walker_colt" } }
    assert.equal("F", R["action.speed"](c, { kind = "shoot", weapon = 1 }))
    assert.equal("N", R["action.speed"](c, { kind = "shoot", weapon = 2 }))
    assert.equal("free", R["action.speed"](c, { kind = "fast_draw", weapon = 1 }))
    assert.equal("S", R["action.speed"](c, { kind = "recover" }))
    assert.equal("F", R["action.speed"](c, { kind = "aim", weapon = 1 })) -- Peacemaker aim F/-2
  end)
end)

describe("action.cost (seed 001: \"Peacemaker, which is 1 AP to shoot\")", function()
  it("a cocked Peacemaker: 1 AP; uncocked: 1 more to cock", function()
    local c = R["combatant.new"] { name = "Miranda", side = "posse", traits = {}, weapons = { "peacemaker", "shotgun" } }
    assert.equal(2, R["action.cost"](c, { kind = "shoot", weapon = 1 }))
    c.weapons[1].cocked = true
    assert.equal(1, R["action.cost"](c, { kind = "shoot", weapon = 1 }))
    assert.equal(1, R["action.cost"](c, { kind = "shoot", weapon = 2 })) -- shotgun: nothing to cock
  end)
  it("fan fire: the weapon's AP per shot, no cocking (seed 000 \"Fan Firing\")", function()
    local c = R["combatant.new"] { name = "Miranda", side = "posse", traits = {}, weapons = { "peacemaker" } }
    assert.equal(4, R["action.cost"](c, { kind = "shoot", weapon = 1, fan = { "a", "a", "b", "c" } }))
  end)
  it("draw 1, fast draw 0, reload 2, aim 1", function()
    local c = fixtures.combatant { weapons = { "peacemaker" } }
    assert.equal(1, R["action.cost"](c, { kind = "draw", weapon = 1 }))
    assert.equal(0, R["action.cost"](c, { kind = "fast_draw", weapon = 1 }))
    assert.equal(2, R["action.cost"](c, { kind = "reload", weapon = 1 }))
    assert.equal(1, R["action.cost"](c, { kind = "aim", weapon = 1 }))
  end)
end)
