-- rules/explain_spec.lua — `twtw explain`: one card's shots with every
-- number logged (seed 004 "Hitting", "Hit Locations", "Use of Cover").
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local f
before_each(function()
  local t = F.figure("Bart", "gang", 0, 0, { toughness = 3 })
  t.position, t.cover = nil, "crates"
  f = F.fight(R, { F.figure("Hank", "posse", 0, 20), t },
    { { name = "crates", kind = "waist", position = { 0, 0 } } })
end)

describe("explain.attack", function()
  it("no names: the first figure shoots at the nearest enemy on his best shooting card; every number is logged", function()
    F.hand(f, f.by_name.Hank, twtw.poker, "9S", "3H", "KD")
    twtw.dice.stack(2, 4, 1, 7)
    local out = R["explain.attack"](f, nil, nil, {})
    assert.equal(1, #out.shots)
    assert.equal("head", out.read.where)
    assert.equal("explain: Hank shoots at Bart with the six-gun on the king of diamonds, 1 shot (Bart is behind the crates)",
      twtw.logged("explain")[1].text)
    assert.equal("Hank shoots at Bart with the six-gun: d6 rolls 2 — a hit", twtw.logged("shot")[1].text)
    assert.equal("Bart hit: d8 1 — #1 head; severity d6 4 → row 4: W (Wound)", twtw.logged("hit")[1].text)
    assert.equal("Bart tests Toughness (head wound): d8 rolls 7 against 3 — fails by 4", twtw.logged("test")[1].text)
  end)
  it("the eight of diamonds fires two shots; a leg behind the crates is stopped and he flinches", function()
    twtw.dice.stack(5, 1, 3, 8)
    local out = R["explain.attack"](f, "Hank", "Bart", { card = "8D" })
    assert.equal(2, #out.shots)
    assert.truthy(out.covered)
    assert.equal("Bart hit: d8 8 — #8 left leg; severity d6 3 → row 3: W (Wound) — but the left leg is behind the crates: the shot is stopped",
      twtw.logged("hit")[1].text)
  end)
  it("no shooting card in his hand: he turns up cards until one shoots", function()
    F.hand(f, f.by_name.Hank, twtw.poker, "9S", "2C", "KS")
    twtw.poker.stack("5S", "7D")
    twtw.dice.stack(6)
    R["explain.attack"](f, nil, nil, {})
    local lines = twtw.logged("explain")
    assert.equal("Hank turns up the five of spades", lines[1].text)
    assert.equal("Hank turns up the seven of diamonds", lines[2].text)
    assert.equal("no hit (2 needed on the d6): no severity d6 or location d8 is rolled", lines[4].text)
  end)
  it("aimed: the miss is rolled again", function()
    twtw.dice.stack(4, 2, 6, 6)
    local out = R["explain.attack"](f, "Hank", "Bart", { card = "3D", aimed = 1 })
    assert.same({ 4, 2 }, out.rolls)
  end)
  it("a gentleman holds his second shot when the first puts the man down", function()
    twtw.dice.stack(1, 4, 1, 8)
    local out = R["explain.attack"](f, "Hank", "Bart", { card = "10H" })
    assert.equal(1, #out.shots)
    assert.equal("Hank holds his fire: a gentleman does not shoot a downed man", twtw.logged("explain")[2].text)
  end)
  it("a black card does not shoot", function()
    assert.error(function() R["explain.attack"](f, "Hank", "Bart", { card = "8S" }) end, "does not shoot")
  end)
  -- seed 004 "Hitting" (1 or 2 on the Expertise die hits), "Hit Locations"
  -- (the d6 severity, the d8 where), the chart's #1 Head row 4 W and its
  -- Toughness test; "M= Mortal roll 1d8 to score under your toughness".
  it("--stack 2,4,1,5 fixes the dice in order: hit 2, severity 4, location 1 (head: W), the head's Toughness test 5", function()
    local out = R["explain.attack"](f, "Hank", "Bart", { card = "3D", stack = "2,4,1,5" })
    assert.same({ 2, 4, 1, "head", "W", 5, false, 2 },
      { out.roll, out.read.d6, out.read.d8, out.read.where, out.wound.letter, out.wound.test.roll, out.wound.test.success,
        out.wound.test.by })
    assert.equal("Bart hit: d8 1 — #1 head; severity d6 4 → row 4: W (Wound)", twtw.logged("hit")[1].text)
    assert.equal("Bart tests Toughness (head wound): d8 rolls 5 against 3 — fails by 2", twtw.logged("test")[1].text)
  end)
  it("--stack: an aimed miss's re-roll comes second; a mortal chest wound's d8 last (Toughness 3 − 1: 2 turns)", function()
    local out = R["explain.attack"](f, "Hank", "Bart", { card = "3D", aimed = 1, stack = "5,1,3,3,1" })
    assert.same({ 5, 1 }, out.rolls)
    assert.same({ "chest", "M", 2 }, { out.read.where, out.wound.letter, out.wound.mortal })
  end)
  it("--stack: a leg behind the crates is stopped (he flinches, untested: no d8); the 8D's second shot reads the next", function()
    local out = R["explain.attack"](f, "Hank", "Bart", { card = "8D", stack = "1,3,8,2,1,5" })
    assert.equal(2, #out.shots)
    assert.same({ "left leg", true, false }, { out.shots[1].read.where, out.shots[1].covered, out.shots[1].flinch.tested })
    assert.same({ 2, "upper abdomen", "F" }, { out.roll, out.read.where, out.read.letter })
    assert.truthy(f.by_name.Bart.dead)
  end)
  it("a stack that is not die faces, or a face larger than its die, is named (it was ignored)", function()
    assert.error(function() R["explain.attack"](f, "Hank", "Bart", { card = "3D", stack = "2,x" }) end,
      "\"x\" is not a die face (want whole numbers from 1, separated by commas)")
    assert.error(function() R["explain.attack"](f, "Hank", "Bart", { card = "3D", stack = 7 }) end,
      "\"7\": face 7 is larger than the d6 the attack rolled there")
  end)
  it("a face no shot rolled is named: the 3D's one shot misses on a 4, so no d6 or d8 takes the 2 and the 6", function()
    assert.error(function() R["explain.attack"](f, "Hank", "Bart", { card = "3D", stack = "4,2,6" }) end,
      "\"4,2,6\": the attack rolled 1 of its 3 faces; 2, 6 not rolled (a shot rolls its Expertise die; "
      .. "a hit the severity d6, the location d8, then the d8 tests it calls for)")
  end)
  it("--card names a playing card; a deck number or a name that is no card is refused naming it", function()
    assert.error(function() R["explain.attack"](f, "Hank", "Bart", { card = 4 }) end,
      "4: name a playing card by rank and suit (such as 4H, 10S, KD; RJ, BJ for the jokers)")
    assert.error(function() R["explain.attack"](f, "Hank", "Bart", { card = "XX" }) end,
      "\"XX\" is not a playing card: no suit \"X\": want a rank 2..10")
    assert.error(function() R["explain.attack"](f, "Hank", "Bart", { called = "head" }) end,
      "seed 004 has no called shots (the d8 says where a hit lands; --stack fixes it: hit, d6, d8)")
  end)
  it("an opt that is no option of explain's own is a field of the shot's context: weak_side=true, a level worse (d8)", function()
    local out = R["explain.attack"](f, "Hank", "Bart", { card = "3D", stack = "5", weak_side = true })
    assert.equal(8, out.die)
    local x = out.level:list()[2]
    assert.same({ 1, "round a corner to his weak side", "corner" }, { x.amount, x.reason, x.tag })
  end)
  it("another weapon by key: a rifle he does not prefer is a level worse (d8)", function()
    twtw.dice.stack(8)
    local out = R["explain.attack"](f, "Hank", "Bart", { weapon = "rifle" })
    assert.equal(8, out.die)
  end)
  it("a thrown knife is thrown: the explain line and the hitting roll's line say so", function()
    R["explain.attack"](f, "Hank", "Bart", { weapon = "knife", card = "8D", stack = "5,6" })
    assert.equal("explain: Hank throws the Bowie knife at Bart on the eight of diamonds, 2 throws (Bart is behind the crates)",
      twtw.logged("explain")[1].text)
    assert.equal("Hank throws the Bowie knife at Bart: d8 rolls 5 — a miss", twtw.logged("shot")[1].text)
  end)
  it("refuses a weapon the list does not have (--weapon nope failed inside weapon.new)", function()
    assert.error(function() R["explain.attack"](f, "Hank", "Bart", { weapon = "nope" }) end,
      "Hank has no weapon \"nope\", and the weapon list neither (want bow, carbine, derringer, knife, pistol, "
      .. "pocket_pistol, rifle, scoped_rifle, shotgun)")
  end)
end)
