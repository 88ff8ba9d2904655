-- rules/skill_actions_spec.lua — seed 000 "Skill Checks", "Extended
-- Actions"; seed 001 "Bumping Damage or Effect Magnitude" (bumping effect
-- magnitude for victories), "Setting Victory Threshold: Optional" (6).
--
-- Hank barricades the door: athletics 2 on Strength d10, TN 5. Card 40 d10
-- rows 10, 1 (one bump), effect (2)10 13; card 9 rows 3, 3 (a failure);
-- card 46 rows 8, 18 (three bumps), effect (2)10 5, (3)10 21.
local twtw = require("twtw")
local R = twtw.rules

local function fight_of(task)
  local f = R["fight.new"] { name = "hacienda", combatants = {
    { name = "Hank", side = "posse", traits = { strength = 10 }, skills = { athletics = 2 }, tactics = "default" },
    { name = "Bandit", side = "gang", traits = {}, pos = { x = 20, y = 0 }, tactics = "hold" } } }
  f.round, f.phase = 1, 1
  R["round.start"](f)
  local h = f.by_name.Hank
  h.task = task
  return f, h
end

local DOOR = { name = "barricade the door", skill = "athletics", tn = 5, victories = 4 }

describe("an extended action in a fight (seed 000 \"Extended Actions\": a Slow action)", function()
  it("card 40: 10 vs 5, one bump (wasted below a second): (2)10 = 13, two victories of four", function()
    local f, h = fight_of(DOOR)
    local a = R["tactics.default"](f, h)
    assert.same({ kind = "skill", skill = "athletics", tn = 5, task = "barricade the door", victories = 4 }, a)
    assert.equal("S", R["action.speed"](h, a))
    twtw.action.stack(40)
    local out = R["action.skill"](f, h, a)
    assert.equal(13, out.magnitude)
    assert.equal(2, out.victories)
    assert.equal(2, h.state.tasks["barricade the door"].victories)
  end)

  it("then card 9 fails (no victories) and card 46's 18 — three bumps, one row: (3)10 = 21, three more: done", function()
    local f, h = fight_of(DOOR)
    local a = R["tactics.default"](f, h)
    twtw.action.stack(40, 9, 46)
    R["action.skill"](f, h, a)
    assert.equal(0, R["action.skill"](f, h, a).victories)
    local out = R["action.skill"](f, h, a)
    assert.equal(21, out.magnitude)
    assert.equal(3, out.victories)
    assert.equal(true, out.task.done)
    -- done: the policy turns to the fight
    assert.equal("move", R["tactics.default"](f, h).kind)
  end)

  it("a foe in reach: the fight first", function()
    local f, h = fight_of(DOOR)
    f.by_name.Bandit.pos = { x = 1, y = 0 }
    assert.equal("melee", R["tactics.default"](f, h).kind)
  end)

  it("a plain skill check is a Normal action", function()
    local _, h = fight_of()
    assert.equal("N", R["action.speed"](h, { kind = "skill", skill = "athletics" }))
  end)

  it("victory_threshold on, threshold 9: the 21 of card 46 is two victories", function()
    local R2 = twtw.use { victory_threshold = { threshold = 9 } }
    local f, h = fight_of(DOOR)
    twtw.action.stack(46)
    assert.equal(2, R2["action.skill"](f, h, { kind = "skill", skill = "athletics", tn = 5 }).victories)
  end)
end)
