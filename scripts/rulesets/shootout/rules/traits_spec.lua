-- rules/traits_spec.lua — seed 004 "Really Simple Wild West Shootout Rules":
-- the Expertise dice ("Professional d4 Gunslinger d6 Soldier d8 Troublemaker
-- d10 Citizen d12 Slob d20 Neophyte d30"); "Toughness is tested by rolling a
-- d8 against your Toughness value and trying to score equal or less than, if
-- you score higher the character passes out for the difference in turns";
-- Luck: "rolling a d8 and trying to score equal or less than the rating".
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

describe("the Expertise ladder", function()
  local rows = { { "professional", "Professional", 4 }, { "gunslinger", "Gunslinger", 6 }, { "soldier", "Soldier", 8 },
    { "troublemaker", "Troublemaker", 10 }, { "citizen", "Citizen", 12 }, { "slob", "Slob", 20 },
    { "neophyte", "Neophyte", 30 } }
  for i, row in ipairs(rows) do
    it(string.format("%s rolls a d%d (step %d)", row[2], row[3], i - 1), function()
      local l = R["expertise.levels"][i]
      assert.equal(row[1], l.key)
      assert.equal(row[2], l.name)
      assert.equal(row[3], l.die)
      assert.equal(i - 1, R["expertise.step"](row[1]))
    end)
  end
end)

describe("Toughness (d8, equal or less)", function()
  local f, c
  before_each(function()
    f = F.fight(R, { F.figure("Miner", "posse", 0, 0, { toughness = 5 }), F.figure("Slicker", "gang", 10, 0) })
    c = f.by_name.Miner
  end)
  it("5 against Toughness 5 passes", function()
    twtw.dice.stack(5)
    local r = R["toughness.test"](f, c, "spec")
    assert.truthy(r.success)
    assert.equal(nil, c.out_until)
  end)
  it("8 against Toughness 5 fails by 3: he passes out for 3 turns (out through turn 4) and falls", function()
    twtw.dice.stack(8)
    local r = R["toughness.test"](f, c, "spec")
    assert.falsy(r.success)
    assert.equal(3, r.by)
    assert.equal(4, c.out_until)
    assert.truthy(c.fallen)
    assert.falsy(R["combatant.conscious"](f, c))
    f.turn = 5
    assert.truthy(R["combatant.conscious"](f, c))
  end)
  it("he comes round at the end of the last turn he is out", function()
    twtw.dice.stack(6)
    R["toughness.test"](f, c, "spec")
    assert.equal(2, c.out_until)
    R["status.end_turn"](f)
    assert.equal(2, c.out_until)
    f.turn = 2
    R["status.end_turn"](f)
    assert.equal(nil, c.out_until)
    assert.truthy(c.fallen)
  end)
  it("the test is logged with its target as a term", function()
    twtw.dice.stack(6)
    R["toughness.test"](f, c, "head wound", { pass_out = false })
    local e = twtw.logged("test")[1]
    assert.equal("Miner tests Toughness (head wound): d8 rolls 6 against 5 — fails by 1", e.text)
    assert.equal(nil, c.out_until)
  end)
end)

describe("Luck and Strength (d8, equal or less)", function()
  it("Luck 3: a 3 passes, a 4 fails", function()
    local f = F.fight(R, { F.figure("Lucky", "posse", 0, 0, { luck = 3 }), F.figure("B", "gang", 5, 0) })
    twtw.dice.stack(3, 4)
    assert.truthy(R["luck.roll"](f, f.by_name.Lucky, "spec").success)
    assert.falsy(R["luck.roll"](f, f.by_name.Lucky, "spec").success)
  end)
  it("Strength 8 (the miner) passes on an 8", function()
    local f = F.fight(R, { F.figure("Ole", "posse", 0, 0, { strength = 8 }), F.figure("B", "gang", 5, 0) })
    twtw.dice.stack(8)
    assert.truthy(R["strength.test"](f, f.by_name.Ole, "lift the wagon").success)
  end)
end)
