-- rules/skill_spec.lua — seed 002 "4.2.2.1.1 Skill to use with revolvers":
-- aimed when ready and not surprised, instinctive when not ready or
-- surprised, only in round 1 unless new opponents surprise, always aimed
-- beyond 20 m; the seed's three worked examples.
local twtw = require("twtw")
local fx = require("rules.lib.fixtures")
local R = twtw.rules

local function mode(fight, name, target)
  local c = fight.by_name[name]
  return R["skill.mode"](fight, c, c.weapons[1], fight.by_name[target])
end

describe("skill (seed 002 \"4.2.2.1.1 Skill to use with revolvers\")", function()
  it("example 1: main street, revolver in hand, perfectly aware of them → aimed pistol shot", function()
    local f = fx.start(R, fx.fight(R, { fx.bill(), fx.foe("Gunman", 12) }), 1)
    local m, why = mode(f, "Bill", "Gunman")
    assert.equal("aimed", m)
    assert.equal("ready and not surprised", why)
    assert.equal(56, R["skill.percent"](f.by_name.Bill, m))
    -- a skill the scenario gives names no data entry; an untrained one its chance
    assert.equal(nil, select(2, R["skill.percent"](f.by_name.Bill, m)))
    assert.same({ 25, "combatant.base_skills.rifle" }, { R["skill.percent"](f.by_name.Bill, "rifle") })
  end)
  it("example 2: revolver in hand, a gunman suddenly at a window → instinctive pistol shot", function()
    local f = fx.start(R, fx.fight(R, { fx.bill(), fx.foe("Window gunman", 10, { surprises = true }) }), 1)
    local m, why = mode(f, "Bill", "Window gunman")
    assert.equal("instinctive", m)
    assert.equal("surprised by a new opponent (Window gunman)", why)
    assert.equal(40, R["skill.percent"](f.by_name.Bill, m))
  end)
  it("example 3: the bandit raises his rifle and fires → instinctive; a second man appears behind in round 2 → instinctive again", function()
    local f = fx.fight(R, { fx.bill({ surprised = true }), fx.foe("Bandit", 6, { weapons = { "rifle" } }),
      fx.foe("Second man", 3, { enters = 2, surprises = true }) })
    fx.start(R, f, 1)
    assert.equal("instinctive", (mode(f, "Bill", "Bandit")))
    fx.start(R, f, 2)
    local m, why = mode(f, "Bill", "Second man")
    assert.equal("instinctive", m)
    assert.equal("surprised by a new opponent (Second man)", why)
    -- "he fires instinctively at ALL his opponents": the bandit too
    assert.equal("instinctive", (mode(f, "Bill", "Bandit")))
  end)
  it("instinctive shooting is no longer possible after round 1: surprised in round 1, aimed in round 2", function()
    local f = fx.fight(R, { fx.bill({ surprised = true }), fx.foe("Bandit", 6) })
    fx.start(R, f, 1)
    assert.equal("instinctive", (mode(f, "Bill", "Bandit")))
    fx.start(R, f, 2)
    assert.equal("aimed", (mode(f, "Bill", "Bandit")))
  end)
  it("not ready (holstered) in round 1 → instinctive; still holstered in round 2 → aimed", function()
    local s = { kind = "pistol", ready = false, first_round = true, distance = 10 }
    local m, why = R["skill.choose"](s)
    assert.equal("instinctive", m)
    assert.equal("not ready: draws in his first round", why)
    s.first_round = false
    m, why = R["skill.choose"](s)
    assert.equal("aimed", m)
    assert.equal("instinctive fire is no longer possible after round 1", why)
  end)
  it("beyond 20 m fire is always aimed: surprised and drawing at 21 m → aimed; at 20 m → instinctive", function()
    local s = { kind = "pistol", ready = false, surprised = true, first_round = true, distance = 21 }
    local m, why = R["skill.choose"](s)
    assert.equal("aimed", m)
    assert.equal("beyond 20 m fire is always aimed", why)
    s.distance = 20
    assert.equal("instinctive", (R["skill.choose"](s)))
  end)
  it("\"unless otherwise specified in the scenario\": aimed_beyond = 30 lets a surprised man fire instinctively at 25 m", function()
    local f = fx.start(R, fx.fight(R, { fx.bill({ surprised = true }), fx.foe("Rider", 25) }, { aimed_beyond = 30 }), 1)
    assert.equal("instinctive", (mode(f, "Bill", "Rider")))
  end)
  it("he fires instinctively at ALL his opponents: drawing on the first shot does not make the second aimed", function()
    local f = fx.start(R, fx.fight(R, { fx.bill({ ready = false }), fx.foe("Joe", 8), fx.foe("Ike", 9) }), 1)
    local bill = f.by_name.Bill
    twtw.dice.stack(90) -- a miss
    R["attack.resolve"](R["attack.context"](f, bill, f.by_name.Joe, bill.weapons[1]))
    assert.truthy(bill.state.ready)
    assert.equal("instinctive", (mode(f, "Bill", "Ike")))
  end)
  it("a latecomer's round 1 is his own: entering in round 3 with his gun holstered, he draws and fires instinctively", function()
    local f = fx.fight(R, { fx.bill({ enters = 3, ready = false }), fx.foe("Joe", 8) })
    fx.start(R, f, 1)
    assert.falsy(f.by_name.Bill.state.present)
    fx.start(R, f, 3)
    assert.equal("instinctive", (mode(f, "Bill", "Joe")))
  end)
  it("ambushed but not shot at (\"4.1.1\": \"attacked and surprised cannot act\"): Ann acts, and, being \"surprised by "
    .. "the sudden appearance of an opponent(s)\" (4.2.2.1.1), fires instinctive 30 − 60 cover = −30 %, 3 shots; aimed in round 2", function()
    local f = fx.fight(R, {
      fx.bill({ name = "Ann", ambushed = true, cover = 50, combat_speed = 12,
        skills = { aimed_pistol = 60, instinctive_pistol = 30 } }),
      fx.bill({ name = "Cal", hp = 99, combat_speed = 12, skills = { aimed_pistol = 1, instinctive_pistol = 1 },
        position = { 0, 15 } }),
      fx.foe("Bandit", 10, { hp = 99, combat_speed = 12, skills = { aimed_pistol = 50, instinctive_pistol = 40 },
        position = { 10, 5 }, cover = 60 }) })
    fx.start(R, f, 1)
    local ann
    for _, e in ipairs(R["round.declare"](f)) do
      if e.c.name == "Ann" then ann = e end
      if e.c.name == "Bandit" then assert.equal("Cal", e.a.target) end
    end
    assert.equal(false, f.by_name.Ann.state.lost_round)
    assert.same({ "instinctive", "surprised in his first round", -30, 3 }, { ann.mode, ann.reason, ann.pct, ann.n })
    fx.start(R, f, 2)
    local m, why = mode(f, "Ann", "Bandit")
    assert.same({ "aimed", "ready and not surprised" }, { m, why })
  end)
  it("rifles use the rifle skill and fists brawl, whatever the surprise", function()
    assert.equal("rifle", (R["skill.choose"] { kind = "rifle", skill = "rifle", surprised = true, first_round = true }))
    assert.equal("brawl", (R["skill.choose"] { kind = "melee", skill = "brawl", ready = false, first_round = true }))
  end)
end)
