-- houserules/drilled_spec.lua — ticks.drilled on seed 003 "Tests" (the GM's
-- award of a level, made standing) and "Attack" ("base weapon damage plus
-- your skill"). This file's rules have the house rule on (ranged, 1 level);
-- twtw.use {} is the book. The damage line's skill term is worked out in
-- attack.context and names the rules it comes from, so the wrap of
-- combatant.skill is credited on it where it changed the skill.
local twtw = require("twtw")
local F = require("rules.lib.fixture")

-- WRAP is how a term credits the house rule's wrap: what it did, the module
-- and the file:line of the api.wrap (the file as twtw loads this folder,
-- wherever it is copied: twtw.here).
local WRAP = "wrapped by ticks.drilled " .. twtw.here("drilled.lua") .. ":30"

-- CONTEXT is where attack.context makes the skill's term.
local CONTEXT = "rules/attack.lua:75"

-- shot(R, a, opts) → a fight and the context of a's attack on Mark, a step
-- away (40 wounds before he falls, no armour, no evade).
local function shot(R, a, opts)
  a.name, a.side = "Gun", "a"
  local f = F.fight(R, { a, { name = "Mark", side = "b", position = { 1, 0 }, stats = { willpower = 40, resilience = 40 } } })
  local g = f.combatants[1]
  return f, R["attack.context"](f, g, f.combatants[2], R["combatant.weapon"](g), opts)
end

-- PISTOL: ranged 3, a pistol (base 3) in hand.
local function pistol() return { skills = { ranged = 3 }, weapons = { "pistol" }, drawn = "pistol" } end

-- skill_term(out) → the damage line's skill term of an outcome.
local function skill_term(out)
  for _, x in ipairs(out.damage:list()) do
    if x.tag == "skill" then return x end
  end
  return nil
end

describe("ticks.drilled: a weapon skill counts higher (seed 003 \"Tests\": the GM's award)", function()
  it("on: ranged 3 counts 4, melee 2 stays 2; a skill the combatant lacks stays 0 (half the statistic)", function()
    local c = fixtures.combatant { skills = { ranged = 3, melee = 2 } }
    assert.equal(4, twtw.rules["combatant.skill"](c, "ranged"))
    assert.equal(2, twtw.rules["combatant.skill"](c, "melee"))
    assert.equal(0, twtw.rules["combatant.skill"](fixtures.combatant {}, "ranged"))
  end)
  it("skill = melee, levels = 2: melee 2 counts 4, ranged 3 stays 3", function()
    local R = twtw.use { ["ticks.drilled"] = { skill = "melee", levels = 2 } }
    local c = fixtures.combatant { skills = { ranged = 3, melee = 2 } }
    assert.equal(4, R["combatant.skill"](c, "melee"))
    assert.equal(3, R["combatant.skill"](c, "ranged"))
  end)
end)

describe("the damage's skill term credits the wrap of combatant.skill (seed 003 \"Attack\"; scripts/README.md "
  .. "\"Data provenance\")", function()
  it("on: a pistol shot deals 3 + 4 = 7; the skill term is +4, added by ticks.attack at attack.context's line, "
    .. "credited to the wrap", function()
    local R = twtw.rules
    local _, ctx = shot(R, pistol())
    local out = R["attack.resolve"](ctx)
    assert.equal(7, out.wounds)
    local x = skill_term(out)
    assert.same({ 4, "skill: ranged 4", "ticks.attack", CONTEXT, "combatant.skill", WRAP },
      { x.amount, x.reason, x.module, x.where, x.data, x.set_by })
  end)
  it("the credit is the context's: a call of combatant.skill the wrap left alone, between the context and the "
    .. "damage, does not take it away", function()
    local R = twtw.rules
    local f, ctx = shot(R, pistol())
    assert.equal(0, R["combatant.skill"](f.combatants[2], "evade")) -- Mark's evade: the wrap changes nothing
    local x = skill_term(R["attack.resolve"](ctx))
    assert.same({ 4, "combatant.skill", WRAP }, { x.amount, x.data, x.set_by })
  end)
  it("Marksman's double skill credits the wrap too, though Mark's test (quickness × evade, which the wrap leaves "
    .. "alone) called combatant.skill since: 3 + 4 + 4 = 11", function()
    local R = twtw.rules
    local _, ctx = shot(R, pistol(), { maneuvers = { "marksman" } })
    local out = R["attack.resolve"](ctx)
    assert.is_true(out.test.success) -- dexterity 10 × ranged 4 = 40 against half quickness 10 = 5
    assert.equal(11, out.wounds)
    local x = out.damage:list()[3]
    assert.same({ 4, "Marksman: double skill", "maneuver", "ticks.outcomes", "combatant.skill", WRAP },
      { x.amount, x.reason, x.tag, x.module, x.data, x.set_by })
  end)
  it("skill = melee: Def's defence points, knife 2 + melee 2 counting 3 = 5 (seed 003 \"Defend\"), credit the wrap "
    .. "where they take Att's bat (3 + melee 0, which the wrap leaves alone) off", function()
    local R = twtw.use { ["ticks.drilled"] = { skill = "melee" } }
    local f = F.fight(R, { { name = "Att", side = "a", weapons = { "baseball_bat" }, drawn = "baseball_bat" },
      { name = "Def", side = "d", position = { 1, 0 }, skills = { melee = 2 }, weapons = { "knife" }, drawn = "knife",
        stats = { willpower = 40, resilience = 40 } } })
    local a, d = f.combatants[1], f.combatants[2]
    R["action.declare"](f, d, { kind = "defend" }, 10)
    assert.equal(5, d.state.defense)
    local out = R["attack.resolve"](R["attack.context"](f, a, d, a.held))
    assert.equal(0, out.wounds)
    local x = out.damage:list()[3]
    assert.same({ -3, "defence points (3 of 5)", "defend", "combatant.skill", WRAP },
      { x.amount, x.reason, x.tag, x.data, x.set_by })
  end)
  it("only where it changed the skill: a knife (melee 2) deals 2 + 2 = 4, its skill term credits no rule", function()
    local R = twtw.rules
    local _, ctx = shot(R, { skills = { ranged = 3, melee = 2 }, weapons = { "knife" }, drawn = "knife" })
    local out = R["attack.resolve"](ctx)
    assert.equal(4, out.wounds)
    local x = skill_term(out)
    assert.same({ 2, "skill: melee 2", CONTEXT }, { x.amount, x.reason, x.where })
    assert.is_nil(x.data)
    assert.is_nil(x.set_by)
  end)
  it("off (the book): the shot deals 3 + 3 = 6 and its skill term credits nothing", function()
    local R = twtw.use {}
    local _, ctx = shot(R, pistol())
    local out = R["attack.resolve"](ctx)
    assert.equal(6, out.wounds)
    local x = skill_term(out)
    assert.same({ 3, "skill: ranged 3", "ticks.attack", CONTEXT }, { x.amount, x.reason, x.module, x.where })
    assert.is_nil(x.data)
  end)
end)
