-- rules/defer_spec.lua — seed 003 "Defer": "if that condition has been met,
-- you must make that attack unless you succeed at a quickness test of
-- difficulty 13 ... Having succeeded at this test, you may still choose to
-- make the attack if someone else triggers the condition".
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

-- doorway(q) → a fight: a guard of quickness q with a bat at (0, 0),
-- watching "anyone within 2 steps"; a friend and a foe come through.
local function doorway(q)
  local f = F.fight(R, {
    { name = "Guard", side = "a", stats = { quickness = q }, skills = { melee = 2 }, weapons = { "baseball_bat" }, drawn = "baseball_bat" },
    { name = "Friend", side = "a", position = { 5, 0 }, stats = { willpower = 40, resilience = 40 } },
    { name = "Foe", side = "b", position = { 9, 0 }, stats = { willpower = 40, resilience = 40 } },
  })
  local g = f.combatants[1]
  R["action.declare"](f, g, { kind = "defer", condition = { kind = "near", steps = 1 } }, q)
  return f, g, f.combatants[2], f.combatants[3]
end

local function tick(f, g, n)
  f.tick = n
  R["action.act"](f, g, n)
end

describe("Defer (seed 003 \"Defer\")", function()
  it("quickness 13 passes the test of 13: the guard holds back from the friend, then hits the foe (3 + 2 = 5)", function()
    local f, g, friend, foe = doorway(13)
    friend.pos = { x = 1, y = 0 }
    tick(f, g, 13)
    assert.equal(0, friend.wounds)
    assert.truthy(g.state.passed.Friend)
    foe.pos = { x = 0, y = 1 }
    tick(f, g, 12)
    assert.equal(5, foe.wounds)
    assert.equal(0, friend.wounds)
  end)
  it("quickness 12 fails the test of 13: the guard must hit the friend who triggered it", function()
    local f, g, friend = doorway(12)
    friend.pos = { x = 1, y = 0 }
    tick(f, g, 12)
    assert.equal(5, friend.wounds)
    assert.truthy(g.state.attacked)
  end)
  it("an enemy trigger is attacked without a test; nothing happens before the guard's quickness", function()
    local f, g, _, foe = doorway(10)
    foe.pos = { x = 1, y = 0 }
    tick(f, g, 11)
    assert.equal(0, foe.wounds)
    tick(f, g, 10)
    assert.equal(5, foe.wounds)
    assert.equal(0, #twtw.logged("test"))
  end)
  it("\"the first enemy within reach\": a friend in reach does not trigger it", function()
    local f = F.fight(R, {
      { name = "Guard", side = "a", weapons = { "knife" }, drawn = "knife" },
      { name = "Friend", side = "a", position = { 1, 0 } },
      { name = "Foe", side = "b", position = { 0, 1 } },
    })
    local g = f.combatants[1]
    assert.same({ f.combatants[3] }, R["defer.condition.reach"](f, g, { kind = "reach" }))
  end)
end)

describe("the test to hold back logs its difficulty as terms (scripts/README.md \"Data provenance\")", function()
  it("quickness 12 against defer.table's 13: +13 \"hold back a deferred attack\", added at rules/tests.lua:150", function()
    local f, g, friend = doorway(12)
    friend.pos = { x = 1, y = 0 }
    tick(f, g, 12)
    local ev = twtw.logged("test")[1]
    assert.equal("Guard tests quickness: 12 vs 13 — failure", ev.text)
    local x = ev.fields.difficulty:list()[1]
    assert.same({ 13, "hold back a deferred attack", "difficulty", "rules/tests.lua:150" },
      { x.amount, x.reason, x.tag, x.where })
    assert.is_nil(x.data) -- the book's 13
  end)
end)
