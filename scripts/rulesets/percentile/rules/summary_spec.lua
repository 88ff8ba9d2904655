-- rules/summary_spec.lua — fight.summary: killed, out, wounded, unhurt, HP
-- lost and the order of falling (seed 002 "4.2.5 Hit location" — damage
-- off HP by the location's multiplier; "4.5.2 Stunning an opponent" — "loses
-- 1D6 HP", "unconscious for 3D10 rounds"; out at 0 HP, dead at −starting HP
-- as rules/combatant.lua decided).
local twtw = require("twtw")
local fx = require("rules.lib.fixtures")
local R = twtw.rules

local f
before_each(function()
  f = fx.fight(R, { fx.bill(), fx.bill({ name = "Ned", hp = 14, weapons = { "rifle" }, skills = { rifle = 60 } }),
    fx.foe("Joe", 10), fx.foe("Sam", 12), fx.foe("Cole", 14, { enters = 3 }) })
  fx.start(R, f, 1)
end)

-- shoot(a, t, dice…) is one aimed shot (or rifle shot) of a's first weapon
-- at t, on stacked dice: D100 to hit, D100 location, damage dice.
local function shoot(a, t, ...)
  local c = f.by_name[a]
  local w = c.weapons[1]
  twtw.dice.stack(...)
  return R["attack.resolve"](R["attack.context"](f, c, f.by_name[t], w, { mode = w.kind == "rifle" and "rifle" or "aimed" }))
end

describe("fight.summary (seed 002 \"4.2.5 Hit location\", \"4.5.2 Stunning an opponent\")", function()
  it("a fight no one was hurt in: everyone unhurt, no HP lost, no one fell — Cole, yet to appear, too", function()
    local s = R["fight.summary"](f)
    for _, name in ipairs({ "Bill", "Ned", "Joe", "Sam", "Cole" }) do
      assert.same({ status = "unhurt", hp_lost = 0 }, s[name], name)
    end
  end)

  it("Bill's head shot (D100 30, location 97, 1d8 5 × 3 = 15) puts Joe at −3: out, first; "
    .. "the chest (50, 1d8 3 × 2 = 6) leaves Sam at 6 HP", function()
    assert.equal(15, shoot("Bill", "Joe", 30, 97, 5).damage)
    assert.equal(6, shoot("Bill", "Sam", 30, 50, 3).damage)
    local s = R["fight.summary"](f)
    assert.same({ status = "out", hp_lost = 15, fell = 1 }, s.Joe)
    assert.same({ status = "wounded", hp_lost = 6 }, s.Sam)
    assert.same({ status = "unhurt", hp_lost = 0 }, s.Bill)
  end)

  it("Ned's rifle in the chest (2d6 6 + 6 × 2 = 24) kills Sam at −12, first; Bill's stun blow "
    .. "(1D20 12 ≤ 13 + 10 − 10, 1D6 4, 3D10 3) puts Joe out until he comes round 3 rounds on", function()
    shoot("Ned", "Sam", 30, 50, 6, 6)
    twtw.dice.stack(12, 4, 1, 1, 1)
    local blow = R["stun.attempt"](f.by_name.Bill, f.by_name.Joe)
    assert.equal(3, blow.rounds)
    R["round.end_step"](f)
    local s = R["fight.summary"](f)
    assert.same({ status = "killed", hp_lost = 24, fell = 1 }, s.Sam)
    assert.same({ status = "out", hp_lost = 4, fell = 2 }, s.Joe)
    R["round.end_step"](f)
    R["round.end_step"](f)
    assert.same({ status = "wounded", hp_lost = 4 }, R["fight.summary"](f).Joe)
  end)

  it("two who drop between shots (no attack to see it) share the round's end number", function()
    shoot("Bill", "Joe", 30, 97, 5)
    R["combatant.hurt"](f.by_name.Sam, 12, "a fall from the balcony")
    f.by_name.Ned.state.unconscious = 2
    R["round.end_step"](f)
    local s = R["fight.summary"](f)
    assert.equal(1, s.Joe.fell)
    assert.same({ status = "out", hp_lost = 12, fell = 2 }, s.Sam)
    assert.same({ status = "out", hp_lost = 0, fell = 2 }, s.Ned)
  end)
end)
