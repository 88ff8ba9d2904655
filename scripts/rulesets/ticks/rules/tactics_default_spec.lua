-- rules/tactics_default_spec.lua — the default tactics policy (decided here;
-- built on seed 003 "Aim", "Maneuvers", "Evade", "Defend", "Defer", "Quick
-- Draw"): what a player of the game would declare.
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

describe("tactics.default", function()
  it("a gunman with quickness 16 aims (15 on tick 1) rather than shoot plainly (3 + 3 = 6)", function()
    local f = F.fight(R, {
      { name = "Gun", side = "a", stats = { quickness = 16 }, skills = { ranged = 3 }, weapons = { "pistol" }, drawn = "pistol" },
      { name = "Mark", side = "b", position = { 10, 0 } },
    })
    local a = R["tactics.default"](f, f.combatants[1])
    assert.equal("aim", a.kind)
    assert.equal("Mark", a.target)
  end)
  it("a slow gunman (quickness 6: 5 ticks) takes Marksman when it wins: 3 + 3 + 3 = 9", function()
    local f = F.fight(R, {
      { name = "Gun", side = "a", stats = { quickness = 6, dexterity = 12 }, skills = { ranged = 3 }, weapons = { "pistol" }, drawn = "pistol" },
      { name = "Mark", side = "b", position = { 10, 0 }, stats = { quickness = 10 } },
    })
    local a = R["tactics.default"](f, f.combatants[1])
    assert.equal("attack", a.kind)
    assert.same({ "marksman" }, a.maneuvers)
  end)
  it("nothing in hand, ranged 3, quickness 15: Quick Draw (handgun/thrown) the pistol, to fire on 15 − 10 = 5", function()
    local f = F.fight(R, {
      { name = "Gun", side = "a", stats = { quickness = 15 }, skills = { ranged = 3 }, weapons = { "pistol" } },
      { name = "Mark", side = "b", position = { 10, 0 } },
    })
    local a = R["tactics.default"](f, f.combatants[1])
    assert.equal("attack", a.kind)
    assert.equal("quick_draw_handgun", a.maneuvers[1])
  end)
  it("nothing in hand, ranged 3, quickness 10: the Quick Draw would come on tick 10 − 10 = 0, after the count's last "
    .. "(seed 003 \"Combat\": steps \"on 16, 13, 10, 7, 4, and 1\"): Other, draw the pistol", function()
    local f = F.fight(R, {
      { name = "Gun", side = "a", stats = { quickness = 10 }, skills = { ranged = 3 }, weapons = { "pistol" }, luck = 2 },
      { name = "Mark", side = "b", position = { 10, 0 } },
    })
    local a = R["tactics.default"](f, f.combatants[1])
    assert.equal("other", a.kind)
    assert.equal("draw", a.what)
  end)
  it("nothing in hand, ranged 1, no luck: Other, draw the pistol", function()
    local f = F.fight(R, {
      { name = "Gun", side = "a", skills = { ranged = 1 }, weapons = { "pistol" } },
      { name = "Mark", side = "b", position = { 10, 0 } },
    })
    local a = R["tactics.default"](f, f.combatants[1])
    assert.equal("other", a.kind)
    assert.equal("draw", a.what)
  end)
  it("an empty gun is reloaded", function()
    local f = F.fight(R, {
      { name = "Gun", side = "a", skills = { ranged = 3 }, weapons = { "shotgun" }, drawn = "shotgun", loaded = { shotgun = 0 } },
      { name = "Mark", side = "b", position = { 10, 0 } },
    })
    assert.equal("reload", R["tactics.default"](f, f.combatants[1]).what)
  end)
  it("aimed at, with a screen within reach: the target evades behind it", function()
    local f = F.fight(R, {
      { name = "Sniper", side = "a", stats = { quickness = 14 }, skills = { ranged = 3 }, weapons = { "rifle" }, drawn = "rifle" },
      { name = "Mark", side = "b", position = { 12, 0 }, stats = { quickness = 15 }, skills = { ranged = 1, evade = 2 },
        weapons = { "pistol" }, drawn = "pistol" },
    }, { { 10, 1, 14, 1 } })
    local s, m = f.combatants[1], f.combatants[2]
    R["action.declare"](f, s, R["tactics.default"](f, s), 14)
    assert.equal("aim", s.state.action.kind)
    local a = R["tactics.default"](f, m)
    assert.equal("evade", a.kind)
    assert.falsy(R["sight.clear"](f, s, { pos = a.to }))
  end)
  it("a sword (4 + 4, less 2 armour: 6) coming at a bat-wielder whose blow the armour blunts (4 − 2): Defend stops 4", function()
    local f = F.fight(R, {
      { name = "Brute", side = "a", stats = { strength = 16 }, skills = { melee = 4 }, weapons = { "sword" }, drawn = "sword",
        armour = "heavy_ballistic" },
      { name = "Kid", side = "b", position = { 1, 0 }, stats = { willpower = 9 }, skills = { melee = 1 }, weapons = { "baseball_bat" },
        drawn = "baseball_bat", armour = "heavy_ballistic" },
    })
    local b, k = f.combatants[1], f.combatants[2]
    R["action.declare"](f, b, { kind = "attack", target = "Kid", weapon = 1 }, 10)
    assert.equal("defend", R["tactics.default"](f, k).kind)
  end)
  it("a guard with nobody in reach defers on the first enemy within reach", function()
    local f = F.fight(R, {
      { name = "Guard", side = "a", skills = { melee = 3 }, weapons = { "sword" }, drawn = "sword", stance = "guard" },
      { name = "Mark", side = "b", position = { 20, 0 } },
    })
    local a = R["tactics.default"](f, f.combatants[1])
    assert.equal("defer", a.kind)
    assert.equal("reach", a.condition.kind)
  end)
  it("nobody in reach and advancing: attack the nearest, two at equal distance settled by the generator", function()
    local f = F.fight(R, {
      { name = "Brute", side = "a", skills = { melee = 3 }, weapons = { "sword" }, drawn = "sword" },
      { name = "North", side = "b", position = { 0, 20 } },
      { name = "South", side = "b", position = { 0, -20 } },
    })
    local seen = {}
    for _ = 1, 30 do seen[R["tactics.default"](f, f.combatants[1]).target] = true end
    assert.truthy(seen.North)
    assert.truthy(seen.South)
  end)
  it("a medic with no enemy in reach tends an unconscious, dying friend (Dex 12 × medicine 3 = 36 ≥ 30)", function()
    local f = F.fight(R, {
      { name = "Doc", side = "a", stats = { dexterity = 12 }, skills = { medicine = 3 } },
      { name = "Pal", side = "a", position = { 2, 0 }, wounds = 12, stats = { willpower = 10, resilience = 9 } },
      { name = "Foe", side = "b", position = { 20, 0 } },
    })
    R["health.end_round"](f)
    local a = R["tactics.default"](f, f.combatants[1])
    assert.equal("first_aid", a.what)
    assert.equal("Pal", a.patient)
  end)
end)
