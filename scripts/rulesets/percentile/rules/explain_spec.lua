-- rules/explain_spec.lua — one attack explained, every number a term (seed
-- 002 "4.2.5.1.2": Bill's 56 %, D100 4, difference 52, hand → forearm).
local twtw = require("twtw")
local fx = require("rules.lib.fixtures")
local R = twtw.rules

local function street()
  return fx.fight(R, { fx.bill(), fx.foe("Joe", 12), fx.foe("Ike", 14) })
end

describe("explain.attack (seed 002 \"4.2.1\", \"4.2.5.1.2\")", function()
  it("Bill's example: D100 4 against 56 % is critical (difference 52); the hand (64) becomes the forearm", function()
    local out = R["explain.attack"](street(), "Bill", "Joe", { card = 4, location = 64 })
    assert.equal(56, out.pct)
    assert.equal(4, out.roll)
    assert.truthy(out.critical)
    assert.equal(52, out.difference)
    assert.equal("right hand", out.rolled)
    assert.equal("right forearm", out.location)
    assert.equal(2, out.shots)
  end)
  it("dice stacked by the caller: 4, 64 and a 1d8 of 5 — 5 damage to the forearm (×1), Joe 12 → 7", function()
    local f = street()
    twtw.dice.stack(4, 64, 5)
    local out = R["explain.attack"](f, "Bill", "Joe", {})
    assert.equal("right forearm", out.location)
    assert.equal(5, out.damage)
    assert.equal(7, f.by_name.Joe.hp)
  end)
  it("logs every number as terms with file:line: the hit percentage, the shots, the damage", function()
    R["explain.attack"](street(), "Bill", "Joe", { roll = 30, location = 50 })
    local ex = twtw.logged("explain")
    assert.equal("explain: Bill attacks Joe with the Colt revolver at 12 m — aimed pistol skill (ready and not surprised)", ex[1].text)
    assert.truthy(ex[1].where:find("rules/explain.lua:", 1, true))
    assert.equal(1, #twtw.logged("damage"))
  end)
  it("4.2.2.1.1 example 2, \"he suddenly sees a gunman at the window … \"instinctive pistol shot\"\": the latecomer "
    .. "brought into round 1 surprises Bill — 40 − 30 cover = 10 %, 3 shots, D100 20 a miss", function()
    local f = fx.fight(R, { fx.bill(), fx.foe("Gunman at the window", 12, { position = { 12, 10 }, cover = 30,
      combat_speed = 13, skills = { aimed_pistol = 42, instinctive_pistol = 33 }, enters = 2, surprises = true }) })
    local out = R["explain.attack"](f, "Bill", "Gunman at the window", { card = 20 })
    assert.same({ "instinctive", 10, 3, false }, { out.mode, out.pct, out.shots, out.hit })
    assert.equal("explain: Bill attacks Gunman at the window with the Colt revolver at 16 m — instinctive pistol skill "
      .. "(surprised by a new opponent (Gunman at the window))", twtw.logged("explain")[1].text)
  end)
  it("a figure with two revolvers: the line names the hand of the one explained (seed 002 \"4.2.2.3\")", function()
    local f = fx.fight(R, { fx.bill({ weapons = { "revolver", "revolver" } }), fx.foe("Joe", 12) })
    R["explain.attack"](f, "Bill", "Joe", { roll = 30, location = 50 })
    assert.equal("explain: Bill attacks Joe with the main-hand Colt revolver at 12 m — aimed pistol skill (ready and not surprised)",
      twtw.logged("explain")[1].text)
  end)
  it("no names: the first combatant attacks the first opponent", function()
    twtw.dice.stack(99)
    local out = R["explain.attack"](street(), nil, nil, {})
    assert.falsy(out.hit)
    assert.truthy(twtw.logged("attack")[1].text:find("^Bill fires at Joe"))
  end)
  it("--called head: 56 − 40 = 16 %", function()
    twtw.dice.stack(99)
    assert.equal(16, R["explain.attack"](street(), "Bill", "Joe", { called = "head" }).pct)
  end)
  it("--stack 4,64,5 fixes the dice in order (hit, location, damage); after --card 4 it goes on with the location", function()
    local f = street()
    local out = R["explain.attack"](f, "Bill", "Joe", { stack = "4,64,5" })
    assert.same({ 4, "right forearm", 5, 7 }, { out.roll, out.location, out.damage, f.by_name.Joe.hp })
    f = street()
    out = R["explain.attack"](f, "Bill", "Joe", { card = 4, stack = "64,5" })
    assert.same({ 4, "right forearm", 5, 7 }, { out.roll, out.location, out.damage, f.by_name.Joe.hp })
    assert.equal(4, R["explain.attack"](street(), "Bill", "Joe", { stack = 4 }).roll)
  end)
  it("a face the attack did not roll is named (--stack 4,64,5,9: the 9 was ignored)", function()
    assert.error(function() R["explain.attack"](street(), "Bill", "Joe", { stack = "4,64,5,9" }) end,
      "\"4,64,5,9\": the attack rolled 3 of its 4 faces; 9 not rolled (an attack rolls the hit D100; "
      .. "a hit the location D100, then the damage)")
  end)
  it("a stack that is not whole numbers from 1 is named (it was ignored)", function()
    assert.error(function() R["explain.attack"](street(), "Bill", "Joe", { stack = "4,x" }) end,
      "\"x\" is not a die face (want whole numbers from 1, separated by commas)")
  end)
  it("mode is aimed or instinctive (mode = \"bogus\" read a 0 % \"bogus skill\")", function()
    assert.error(function() R["explain.attack"](street(), "Bill", "Joe", { mode = "bogus" }) end,
      "\"bogus\": want aimed or instinctive")
    twtw.dice.stack(30, 50)
    assert.equal(40, R["explain.attack"](street(), "Bill", "Joe", { mode = "instinctive" }).pct)
  end)
  it("a mode the rules never allow is refused: instinctive beyond 20 m, any mode for a rifle (\"4.2.2.1.1\")", function()
    local far = fx.fight(R, { fx.bill(), fx.foe("Joe", 30) })
    assert.error(function() R["explain.attack"](far, "Bill", "Joe", { mode = "instinctive" }) end,
      "instinctive at 30 m: beyond 20 m fire is always aimed")
    local rifle = fx.fight(R, { fx.bill({ weapons = { "rifle" } }), fx.foe("Joe", 12) })
    assert.error(function() R["explain.attack"](rifle, "Bill", "Joe", { mode = "aimed" }) end,
      "aimed: the Winchester rifle uses the rifle skill (aimed or instinctive is a pistol's)")
  end)
  it("an opt the rule does not read itself is an attack-context field, as TWTW's explain passes it (a house rule's "
    .. "ctx.braced was dropped): distance = 30 puts Joe at long range, 56 − 20 = 36", function()
    twtw.dice.stack(30, 50, 5)
    local out = R["explain.attack"](street(), "Bill", "Joe", { distance = 30, braced = 1 })
    assert.equal(36, out.pct)
    assert.equal(-20, (out.pct_terms:find("range")))
    assert.equal("explain: Bill attacks Joe with the Colt revolver at 30 m — aimed pistol skill (ready and not surprised)",
      twtw.logged("explain")[1].text)
  end)
  it("the context fields the explanation sets from the fight are refused as opts (they were a combatant's table)", function()
    for _, k in ipairs({ "attacker", "target", "fight", "mods" }) do
      assert.error(function() R["explain.attack"](street(), "Bill", "Joe", { [k] = 1 }) end,
        k .. " is set by the explanation")
    end
  end)
  it("names an unknown combatant", function()
    assert.error(function() R["explain.attack"](street(), "Angus", "Joe", {}) end, "no combatant \"Angus\"")
  end)
  it("refuses an area the location chart does not have (--called hed failed inside percentile.hit)", function()
    local want = "(want abdomen, chest, head, left/right arm, left/right foot, left/right forearm, left/right hand, "
      .. "left/right lower leg, left/right shoulder, left/right thigh)"
    assert.error(function() R["explain.attack"](street(), "Bill", "Joe", { called = "hed" }) end, "no area \"hed\" " .. want)
    assert.error(function() R["explain.attack"](street(), "Bill", "Joe", { area = "hand" }) end, "no area \"hand\" " .. want)
  end)
  it("refuses a fixed roll that no D100 shows (--card 400 or XX failed inside the dice, or was ignored)", function()
    assert.error(function() R["explain.attack"](street(), "Bill", "Joe", { card = 400 }) end,
      "400: want a D100 roll, 1..100")
    assert.error(function() R["explain.attack"](street(), "Bill", "Joe", { card = "XX" }) end,
      "XX: want a D100 roll, 1..100")
    assert.error(function() R["explain.attack"](street(), "Bill", "Joe", { card = 4, location = 0 }) end,
      "0: want a D100 roll, 1..100")
  end)
end)
