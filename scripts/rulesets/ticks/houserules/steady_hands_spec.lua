-- houserules/steady_hands_spec.lua — ticks.steady_hands on seed 003 "Aim".
-- This file's rules have the house rule on (skills = 2); twtw.use {} is the
-- book.
local twtw = require("twtw")
local F = require("rules.lib.fixture")

-- shot(R, waited) → the outcome of a pistol shot (3 + ranged 3) after waiting.
local function shot(R, waited)
  local f = F.fight(R, {
    { name = "Gun", side = "a", stats = { quickness = 16 }, skills = { ranged = 3 }, weapons = { "pistol" }, drawn = "pistol" },
    { name = "Mark", side = "b", position = { 9, 0 }, stats = { willpower = 40, resilience = 40 } },
  })
  local g = f.combatants[1]
  return R["attack.resolve"](R["attack.context"](f, g, f.combatants[2], g.held, { aim_waited = waited }))
end

-- aimed(R, waited) → the wounds of that shot.
local function aimed(R, waited)
  return shot(R, waited).wounds
end

describe("ticks.steady_hands (house rule on seed 003 \"Aim\")", function()
  it("on: 15 ticks waited deals 3 + 2 × 3 = 9, not 15; 8 ticks deals 8 (under the cap)", function()
    assert.equal(9, aimed(twtw.rules, 15))
    assert.equal(8, aimed(twtw.rules, 8))
  end)
  it("skills = 3: the cap is 3 + 9 = 12", function()
    assert.equal(12, aimed(twtw.use { ["ticks.steady_hands"] = { skills = 3 } }, 15))
  end)
  it("off (the book): 15 ticks deal 15", function()
    assert.equal(15, aimed(twtw.use {}, 15))
  end)
  it("the cap reads the pistol's base damage: with ticks.firearms (pistol 4) it is 4 + 2 × 3 = 10, and its term names the entry", function()
    local cap = shot(twtw.rules, 15).damage:list()[4]
    assert.equal("steady hands: at most base 3 + 2 × skill 3 = 9", cap.reason)
    assert.equal(-6, cap.amount)
    assert.is_nil(cap.data) -- the book's pistol: no set to credit
    local out = shot(twtw.use { "ticks.steady_hands", "ticks.firearms" }, 15)
    assert.equal(10, out.wounds)
    cap = out.damage:list()[4]
    assert.equal("steady hands: at most base 4 + 2 × skill 3 = 10", cap.reason)
    assert.equal(-5, cap.amount)
    assert.equal("gear.weapons[pistol][damage]", cap.data)
    assert.equal("ticks.firearms " .. twtw.here("firearms.lua") .. ":35", cap.set_by)
  end)
  it("the cap reads the skill: with ticks.drilled (ranged 3 counts 4) it is 3 + 2 × 4 = 11, and its term credits the "
    .. "wrap of combatant.skill", function()
    local out = shot(twtw.use { "ticks.steady_hands", "ticks.drilled" }, 15)
    assert.equal(11, out.wounds)
    local cap = out.damage:list()[4]
    assert.same({ -4, "steady hands: at most base 3 + 2 × skill 4 = 11", "combatant.skill",
      "wrapped by ticks.drilled " .. twtw.here("drilled.lua") .. ":30" }, { cap.amount, cap.reason, cap.data, cap.set_by })
  end)
  it("the default tactics follow the cap: Marksman (9) ties the capped aim instead of losing to 15", function()
    local function choose(R)
      local f = F.fight(R, {
        { name = "Gun", side = "a", stats = { quickness = 16, dexterity = 12 }, skills = { ranged = 3 }, weapons = { "pistol" }, drawn = "pistol" },
        { name = "Mark", side = "b", position = { 9, 0 } },
      })
      local best, v = R["tactics.pick"](R["tactics.plans"](f, f.combatants[1], f.combatants[1].held), function(p) return p.value end)
      return best.kind, v
    end
    local _, v = choose(twtw.rules)
    assert.equal(9, v)
    local kind
    kind, v = choose(twtw.use {})
    assert.equal("aim", kind)
    assert.equal(15, v)
  end)
end)
