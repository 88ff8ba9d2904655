-- rules/summary_spec.lua — fight.summary: killed, out, wounded, unhurt,
-- wounds, dying and the order of falling (seed 003 "Death and Dying":
-- unconscious when "your wounds at the end of a round are equal to or exceed
-- your willpower", dying when they "exceed your resilience", "dying but still
-- conscious and fighting"; "Attack": "base weapon damage plus your skill").
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local f
before_each(function()
  f = F.fight(R, {
    { name = "Ann", side = "agents", stats = { willpower = 10, resilience = 8 } },
    { name = "Bo", side = "agents" },
    { name = "Cy", side = "smugglers", skills = { ranged = 5 }, weapons = { "rifle" }, drawn = "rifle", position = { 5, 0 } },
    { name = "Di", side = "smugglers", skills = { ranged = 5 }, weapons = { "shotgun" }, drawn = "shotgun", position = { 6, 0 } },
  })
end)

-- shoot(a, t) is one attack of a's weapon in hand at t.
local function shoot(a, t)
  local c = f.by_name[a]
  return R["attack.resolve"](R["attack.context"](f, c, f.by_name[t], R["combatant.weapon"](c)))
end

-- finish() ends the round: the health step, then "round.end".
local function finish() R["round.finish"](f, f.combatants) end

describe("fight.summary (seed 003 \"Death and Dying\")", function()
  it("a fight no one was hurt in: everyone unhurt, no wounds, no one dying, no one fell", function()
    local s = R["fight.summary"](f)
    for _, name in ipairs({ "Ann", "Bo", "Cy", "Di" }) do
      assert.same({ status = "unhurt", wounds = 0, dying = 0 }, s[name], name)
    end
  end)

  it("round 1: shotgun 5 + 5 = 10 on Bo (willpower 10) — out at the round's end, first, not dying (10 ≯ 10); "
    .. "rifle 4 + 5 = 9 on Ann — dying (9 > 8) but fighting", function()
    assert.equal(10, shoot("Di", "Bo").wounds)
    assert.equal(9, shoot("Cy", "Ann").wounds)
    -- wounds count only at the end of the round
    assert.same({ status = "wounded", wounds = 10, dying = 0 }, R["fight.summary"](f).Bo)
    finish()
    local s = R["fight.summary"](f)
    assert.same({ status = "out", wounds = 10, dying = 0, fell = 1 }, s.Bo)
    assert.same({ status = "wounded", wounds = 9, dying = 1 }, s.Ann)
    assert.same({ status = "unhurt", wounds = 0, dying = 0 }, s.Cy)
  end)

  it("round 2: the shotgun's 10 more (19 ≥ 10) put Ann out, second, still dying", function()
    shoot("Di", "Bo")
    shoot("Cy", "Ann")
    finish()
    shoot("Di", "Ann")
    finish()
    local s = R["fight.summary"](f)
    assert.same({ status = "out", wounds = 19, dying = 1, fell = 2 }, s.Ann)
    assert.equal(1, s.Bo.fell)
  end)

  it("first aid, Dex 12 × medicine 3 = 36 against 1 beyond resilience (10): Ann no longer dying", function()
    shoot("Cy", "Ann")
    finish()
    local doc = fixtures.combatant { name = "Doc", stats = { dexterity = 12 }, skills = { medicine = 3 } }
    assert.truthy(R["health.first_aid"](f, doc, f.by_name.Ann).success)
    assert.same({ status = "wounded", wounds = 9, dying = 0 }, R["fight.summary"](f).Ann)
  end)

  it("one who dies (the bleeding clock's doing) and one who falls unconscious at the same round's end share its number", function()
    shoot("Di", "Bo")
    f.by_name.Cy.status.dead = true
    finish()
    local s = R["fight.summary"](f)
    assert.same({ status = "out", wounds = 10, dying = 0, fell = 1 }, s.Bo)
    assert.same({ status = "killed", wounds = 0, dying = 0, fell = 1 }, s.Cy)
    assert.equal(nil, s.Di.fell)
  end)
end)
