-- rules/tactics_task_spec.lua — the judge's orders (scenario field task),
-- built on seed 000 "Fan Firing", "Movement Actions", "Unarmed Combat",
-- "Fast Draw", "Extended Actions"; seed 001 "Continuous Action Example:
-- Movement" (Hank, 11 AP: 22 paces, 5, 6, 5, 6 a phase).
local twtw = require("twtw")
local R = twtw.rules

local F = require("rules.lib.fixture")

local function fight_of(specs, phase) return F.fight(R, specs, phase) end

local function me(task, extra)
  local t = { name = "Me", side = "law", traits = { dexterity = 10, strength = 10 }, skills = { shooting = 3 },
    task = task }
  for k, v in pairs(extra or {}) do t[k] = v end
  return t
end

local foe = F.foe

describe("task.parse: the orders a scenario may give", function()
  it("reads the plain orders and skill:SKILL[:VICTORIES[:TN]]", function()
    assert.same({ order = "fan", name = "fan" }, R["task.parse"]("fan"))
    assert.same({ order = "skill", name = "athletics", skill = "athletics", victories = 4 },
      R["task.parse"]("skill:athletics:4"))
    assert.same({ order = "skill", name = "medicine", skill = "medicine", victories = 2, tn = 7 },
      R["task.parse"]("skill:medicine:2:7"))
  end)
  it("refuses an unknown order or skill, and scenario.check names the field", function()
    local o, why = R["task.parse"]("dance")
    assert.is_nil(o)
    assert.truthy(why:find("unknown task \"dance\"", 1, true))
    o, why = R["task.parse"]("skill:knitting")
    assert.is_nil(o)
    assert.truthy(why:find("unknown skill \"knitting\"", 1, true))
    local field = R["scenario.check"] { combatants = { { name = "A", side = "x", task = "fan fire" },
      { name = "B", side = "y" } } }
    assert.equal("combatant[1] (A).task", field)
  end)
end)

describe("the default policy follows the order when it can", function()
  it("fan (seed 000 \"Fan Firing\"): three shots at the foes within 16 paces, nearest first, round again", function()
    local f = fight_of { me("fan", { weapons = { "peacemaker" }, in_hand = { right = "peacemaker" } }),
      foe("A", 3), foe("B", 6), foe("C", 20) }
    local a = R["tactics.default"](f, f.by_name.Me)
    assert.same({ kind = "shoot", weapon = 1, target = "A", fan = { "A", "B", "A" } }, a)
    assert.equal(3, R["action.cost"](f.by_name.Me, a)) -- fan fire cocks as it fires: 1 AP a shot
  end)
  it("fan with one round left is no fan: the policy shoots as usual", function()
    local f = fight_of { me("fan", { weapons = { { base = "peacemaker", loaded = 1 } }, in_hand = { right = "peacemaker" } }),
      foe("A", 3), foe("B", 6) }
    assert.is_nil(R["task.fan"](f, f.by_name.Me))
    assert.is_nil(R["tactics.default"](f, f.by_name.Me).fan)
  end)
  it("run (seed 001): 11 AP buy 22 paces, declared in the declaration step only", function()
    local f = fight_of({ me("run", { ap = 11 }), foe("A", 40) }, 0)
    local a = R["tactics.default"](f, f.by_name.Me)
    assert.same({ kind = "continuous_move", toward = "A", paces = 22 }, a)
    local mv = R["continuous.start_move"](f, f.by_name.Me, a)
    assert.same({ 5, 6, 5, 6 }, mv.parts)
    assert.equal(0, f.by_name.Me.state.ap)
    f = fight_of({ me("run", { ap = 11 }), foe("A", 40) }, 1)
    assert.is_nil(R["task.run"](f, f.by_name.Me)) -- phase I: the declaration step is over
  end)
  it("run: a foe within a walk is no run", function()
    local f = fight_of({ me("run", { ap = 11 }), foe("A", 10) }, 0)
    assert.is_nil(R["task.run"](f, f.by_name.Me))
  end)
  it("forgo (seed 000 \"Movement Actions\"): Speed 12 runs 24, forgoing defense 36; 29 paces to the foe", function()
    local f = fight_of { me("forgo"), foe("A", 30) }
    local c = f.by_name.Me
    local a = R["tactics.default"](f, c)
    assert.same({ kind = "move", toward = "A", mode = "forgo" }, a)
    assert.equal(36, R["movement.limit"](c, "forgo"))
    local out = R["action.move"](f, c, a)
    assert.equal(29, out.moved)
    assert.is_true(c.state.forgoing)
  end)
  it("shove (seed 000 \"Unarmed Combat\"): bare hands at an adjacent foe; farther off, no shove", function()
    local f = fight_of { me("shove"), foe("A", 1) }
    assert.same({ kind = "melee", target = "A", weapon = 0, maneuver = "shove" }, R["tactics.default"](f, f.by_name.Me))
    f = fight_of { me("shove"), foe("A", 5) }
    assert.is_nil(R["task.shove"](f, f.by_name.Me))
  end)
  it("fast_draw_both (seed 000 \"Fast Draw\"): TN 5 and 6; cards 19 (Hesitate) and 22 (Draw F): the slower counts",
    function()
      local f = fight_of { me("fast_draw_both", { skills = { shooting = 3, fast_draw = 2 },
        weapons = { "peacemaker", { base = "peacemaker", key = "left", name = "left Peacemaker" } } }), foe("A", 8) }
      local c = f.by_name.Me
      local a = R["tactics.default"](f, c)
      assert.same({ kind = "fast_draw_both", weapon = 1, off = 2, speed = "free", ap = 0 }, a)
      twtw.action.stack(19, 22)
      local out = R["action.fast_draw_both"](f, c, a)
      assert.equal(5, out.result.main.tn:total())
      assert.equal(6, out.result.off.tn:total())
      assert.equal("hesitate", out.result.main.result)
      assert.equal("draw_f", out.result.off.result)
      assert.equal("hesitate", out.result.result)
      assert.is_true(out.turn_over)
      assert.is_true(c.state.done) -- a Hesitate spends the round's turn, as one hand's does (rules/fastdraw.lua)
      assert.is_false(c.weapons[1].drawn)
      assert.is_true(c.weapons[2].drawn)
    end)
  it("skill:athletics:4 (rules/skill_actions_spec.lua): card 40, (2)10 = 13, two victories of four", function()
    local f = fight_of { me("skill:athletics:4", { skills = { athletics = 2 } }), foe("A", 20) }
    local c = f.by_name.Me
    local a = R["tactics.default"](f, c)
    assert.same({ kind = "skill", skill = "athletics", task = "athletics", victories = 4 }, a)
    assert.equal("S", R["action.speed"](c, a))
    twtw.action.stack(40)
    local out = R["action.skill"](f, c, a)
    assert.equal(13, out.magnitude)
    assert.equal(2, c.state.tasks.athletics.victories)
  end)
  it("skill: a foe adjacent ends the work for now", function()
    local f = fight_of { me("skill:athletics:4", { skills = { athletics = 2 } }), foe("A", 1) }
    assert.is_nil(R["tactics.order"](f, f.by_name.Me))
  end)
end)
