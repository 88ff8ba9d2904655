-- rules/round_spec.lua — seed 003 "Combat": a round is a declaration phase
-- (ticks 5 → 20, by quickness) and a resolution phase (counting down); "Death
-- and Dying": thresholds at the end of the round.
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local function gunfight()
  return F.fight(R, {
    { name = "Quick", side = "a", stats = { quickness = 16, willpower = 8, resilience = 8 }, skills = { ranged = 3 },
      weapons = { "pistol" }, drawn = "pistol", tactics = "none" },
    { name = "Slow", side = "b", position = { 6, 0 }, stats = { quickness = 9, willpower = 8, resilience = 8 }, skills = { ranged = 2 },
      weapons = { "pistol" }, drawn = "pistol", tactics = "none" },
  })
end

describe("fight.new's opening lines", function()
  it("say the wounds a combatant starts with and the rounds in a weapon not full, as the scenario set them", function()
    F.fight(R, {
      { name = "Sam", side = "a", wounds = 3, weapons = { "shotgun", "pistol", "knife" }, drawn = "shotgun", loaded = { shotgun = 1 } },
      { name = "Jo", side = "b", position = { 6, 0 }, wounds = 1, weapons = { "pistol" }, loaded = { pistol = 6 } },
    })
    local lines = twtw.logged("combatant")
    assert.equal("Sam (a): Str 10 Dex 10 Quick 10 Will 10 Res 10, luck 0, 3 wounds, at (0, 0); Shotgun (in hand, 1 of 2 loaded), "
      .. "Pistol, Knife", lines[1].text)
    assert.equal("Jo (b): Str 10 Dex 10 Quick 10 Will 10 Res 10, luck 0, 1 wound, at (6, 0); Pistol", lines[2].text)
  end)
end)

describe("round.run (seed 003 \"Combat\")", function()
  it("declarations run slowest first: Slow on tick 9, Quick on tick 16", function()
    local f = gunfight()
    R["round.run"](f)
    local d = twtw.logged("declare")
    assert.equal(2, #d)
    assert.truthy(string.find(d[1].text, "tick 9: Slow", 1, true))
    assert.truthy(string.find(d[2].text, "tick 16: Quick", 1, true))
  end)
  it("a declared attack resolves on the attacker's quickness: Quick fires on 16, Slow on 9", function()
    local f = gunfight()
    R["round.start"](f)
    local order = R["ticks.order"](f)
    R["action.declare"](f, f.combatants[2], { kind = "attack", target = "Quick" }, 9)
    R["action.declare"](f, f.combatants[1], { kind = "attack", target = "Slow" }, 16)
    R["round.resolve"](f, order)
    local a = twtw.logged("attack")
    assert.truthy(string.find(a[1].text, "tick 16: Quick attacks Slow", 1, true))
    assert.truthy(string.find(a[2].text, "tick 9: Slow attacks Quick", 1, true))
  end)
  it("both wounded past willpower in one round: both still act that round, both fall at its end — nobody left", function()
    local f = gunfight()
    R["round.start"](f)
    local order = R["ticks.order"](f)
    R["action.declare"](f, f.combatants[2], { kind = "attack", target = "Quick" }, 9)
    R["action.declare"](f, f.combatants[1], { kind = "aim", target = "Slow" }, 16)
    R["round.resolve"](f, order)
    assert.equal(15, f.combatants[2].wounds)
    assert.equal(5, f.combatants[1].wounds)
    R["round.finish"](f, order)
    assert.truthy(f.combatants[2].status.unconscious)
    assert.falsy(f.combatants[1].status.unconscious)
    assert.equal("a", (R["fight.over"](f)))
  end)
end)

describe("fight.over", function()
  it("two sides standing: nil; one: that side; none: nil and a draw", function()
    local f = gunfight()
    assert.equal(nil, (R["fight.over"](f)))
    f.combatants[2].status.unconscious = true
    assert.equal("a", (R["fight.over"](f)))
    f.combatants[1].status.dead = true
    assert.equal(nil, (R["fight.over"](f)))
    assert.equal("draw", f.ended)
  end)
  it("two combatants with one name are refused", function()
    assert.error(function() F.fight(R, { { name = "Twin" }, { name = "Twin", side = "b" } }) end, "two combatants are called \"Twin\"")
  end)
end)
