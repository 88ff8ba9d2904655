-- rules/explain_spec.lua — one attack explained (seed 003 "Attack",
-- "Maneuvers", "Aim", "Armor"): every number is a term with its file:line.
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local function scene()
  return F.fight(R, {
    { name = "Vera", side = "agents", stats = { dexterity = 14, quickness = 16 }, skills = { ranged = 4 }, weapons = { "pistol", "knife" },
      drawn = "pistol" },
    { name = "Boss", side = "gang", position = { 14, 1 }, stats = { quickness = 14 }, skills = { evade = 1 }, armour = "heavy_ballistic" },
  })
end

describe("explain.attack", function()
  it("no names: the first combatant at its first enemy; the tactics' maneuver (Marksman 56 vs 14): 3 + 4 + 4 − 4 = 7", function()
    local out = R["explain.attack"](scene(), nil, nil, {})
    assert.equal("Vera", out.attacker.name)
    assert.equal("Boss", out.target.name)
    assert.equal("marksman", out.maneuver)
    assert.equal(7, out.wounds)
    for _, t in ipairs(out.damage:list()) do
      assert.truthy(string.find(t.where, "^rules/[a-z_]+%.lua:%d+$"), t.where)
    end
  end)
  it("maneuver = \"none\": the plain 3 + 4 − 4 = 3; aim = 15 ticks: 15 − 4 = 11", function()
    assert.equal(3, R["explain.attack"](scene(), "Vera", "Boss", { maneuver = "none" }).wounds)
    assert.equal(11, R["explain.attack"](scene(), "Vera", "Boss", { maneuver = "none", aim = 15 }).wounds)
  end)
  it("an aimed shot is the Aim action's (seed 003 \"Combat\": \"if the action is attack, you may also choose to declare a "
    .. "single maneuver\"; \"Aim\": \"more ticks than the base damage of your weapon plus your skill\"): aim = 15 takes no "
    .. "Marksman, is measured against pistol 3 + ranged 4 = 7 (+8 to 15, less heavy armour's 4 = 11), fired on 16 − 15 = tick 1",
    function()
      local f = scene()
      local out = R["explain.attack"](f, "Vera", "Boss", { aim = 15 })
      assert.is_nil(out.maneuver)
      assert.equal(8, (out.damage:find("aim")))
      local reasons = {}
      for _, t in ipairs(out.damage:list()) do reasons[t.tag] = t.reason end
      assert.equal("aim: waited 15 ticks, more than base + skill 7: damage 15", reasons.aim)
      assert.equal(11, out.wounds)
      assert.equal(1, f.tick)
    end)
  it("an aim the seed forbids is refused (seed 003 \"Aim\": \"a target that you could attack with your ranged weapon\", "
    .. "\"At any time after your quickness is called\"; the count ends at tick 1): the knife; 16 ticks at quickness 16, "
    .. "10 by tick 7 (15 by tick 1 is the most: 15 − 4 = 11)", function()
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { weapon = "knife", aim = 15 }) end,
      "15: Aim needs a ranged weapon in hand, and Vera has the Knife")
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { aimed = 40 }) end,
      "40: Vera (quickness 16) can have waited at most 15 ticks by tick 1 (the saving starts on the quickness tick, "
        .. "and the count ends at tick 1)")
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { aim = 16 }) end,
      "at most 15 ticks by tick 1")
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { aim = 10, tick = 7 }) end,
      "10: Vera (quickness 16) can have waited at most 9 ticks by tick 7")
    assert.equal(11, R["explain.attack"](scene(), "Vera", "Boss", { aimed = 15 }).wounds)
  end)
  it("a maneuver named beside an aim is refused (Aim is its own action): marksman with aim = 15", function()
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { maneuver = "marksman", aim = 15 }) end,
      "marksman: an aimed shot takes no maneuver (seed 003 \"Combat\": a maneuver is declared with the Attack action, "
        .. "and Aim is an action of its own)")
  end)
  it("weapon = \"knife\" puts the knife in hand: 2 + melee 0, less heavy armour's 2 against melee = 0", function()
    local out = R["explain.attack"](scene(), "Vera", "Boss", { weapon = "knife", maneuver = "none" })
    assert.equal("knife", out.weapon.key)
    assert.equal(0, out.wounds)
  end)
  it("the CLI's --aimed 12 reaches the rule as ticks waited: 12 − 4 = 8", function()
    assert.equal(8, R["explain.attack"](scene(), "Vera", "Boss", { maneuver = "none", aimed = 12 }).wounds)
  end)
  it("--card and --called are refused naming them: seed 003 draws no cards and has no hit locations (both were ignored)", function()
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { card = 4 }) end,
      "4: seed 003 draws no cards (a test is statistic × skill against a difficulty)")
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { called = "head" }) end,
      "\"head\": seed 003 has no hit locations (an attack deals wounds)")
  end)
  it("--stack 1,2: the book's attack rolls no die, so both faces are named (they were ignored); so is a value no die shows", function()
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { maneuver = "none", stack = "1,2" }) end,
      "\"1,2\": the attack rolled 0 of its 2 faces; 1, 2 not rolled (seed 003 rolls no dice; a house rule may, "
      .. "such as ticks.swing's die for each side of an opposed test)")
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { stack = "1,x" }) end,
      "\"x\" is not a die face (want whole numbers from 1, separated by commas)")
  end)
  it("an unknown maneuver is named with the known ones (it failed indexing nil in attack.resolve)", function()
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { maneuver = "bogus" }) end,
      "no maneuver \"bogus\" (want none, accurate_strike, disarm, double_tap, follow_up, grapple, marksman, "
        .. "mighty_blow, quick_draw_handgun, quick_draw_melee, rapid_attack, run_and_gun, trick_shot, trip)")
  end)
  it("a number the CLI passed as text is named (luck = \"abc\" failed comparing a string in luck.lua)", function()
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { luck = "abc" }) end,
      "\"abc\": want a whole number")
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { aim = "1.5" }) end,
      "\"1.5\": want a whole number")
  end)
  it("no attack on tick 0 (seed 003 \"Combat\": the GM \"will count down\" to steps \"on ... 4, and 1\"): quickness 10 − 10 "
    .. "for a Quick Draw (handgun/thrown) is refused, and so is tick = 0 (both printed an attack on tick 0)", function()
    local f = scene()
    f.combatants[1].stats.quickness = 10
    f.combatants[1].held = nil
    assert.error(function() R["explain.attack"](f, "Vera", "Boss", { maneuver = "quick_draw_handgun" }) end,
      "quick_draw_handgun with the Pistol: Quick Draw (handgun/thrown) would attack on tick 0 (quickness 10 − 10): "
        .. "the count ends at tick 1")
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { maneuver = "none", tick = 0 }) end,
      "0: the count runs down to tick 1 (seed 003 \"Combat\")")
  end)
  it("an opt that is no option of explain's own is a context field; one the explanation sets is refused, naming "
    .. "the option that sets it (skill = 9 and test_luck = 2 were dropped)", function()
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { maneuver = "none", skill = 9 }) end,
      "skill is set by the explanation")
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { maneuver = "none", test_luck = 2 }) end,
      "test_luck is set by the explanation (--opt luck)")
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { aim_waited = 3 }) end,
      "aim_waited is set by the explanation (--opt aim)")
    -- a field no core rule reads reaches the context and changes nothing of the book's: 3 + 4 − 4 = 3
    assert.equal(3, R["explain.attack"](scene(), "Vera", "Boss", { maneuver = "none", braced = 1 }).wounds)
  end)
  it("--opt difficulty takes a row of the ladder by key or name (seed 003 \"Tests\"; it wanted a number): Trick Shot 56 "
    .. "clears Difficult 50, not Extreme 70; a name the ladder lacks is refused, listing the rows", function()
    assert.equal(0, R["explain.attack"](scene(), "Vera", "Boss", { maneuver = "trick_shot", difficulty = "difficult" }).wounds)
    assert.equal("Vera: Trick Shot 56 vs Difficult 50 — success", twtw.logged("test")[1].text)
    R["explain.attack"](scene(), "Vera", "Boss", { maneuver = "trick_shot", difficulty = "Extreme" })
    assert.equal("Vera: Trick Shot 56 vs Extreme 70 — failure", twtw.logged("test")[2].text)
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { maneuver = "trick_shot", difficulty = "hard" }) end,
      "\"hard\": want a whole number or a row of the ladder (easy, basic, moderate, difficult, extreme, impossible)")
    assert.error(function() R["explain.attack"](scene(), "Vera", "Boss", { maneuver = "trick_shot", difficulty = true }) end,
      "\"true\": want a whole number or a row of the ladder")
  end)
  it("names an unknown combatant", function()
    assert.error(function() R["explain.attack"](scene(), "Angus", nil, {}) end, "no combatant \"Angus\"")
  end)
end)
