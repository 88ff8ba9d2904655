-- rules/wounds_spec.lua — seed 004: "F= Fatal, your character is killed
-- instantly, if he was holding a card, too bad, dead." "M= Mortal roll 1d8 to
-- score under your toughness, the difference is how long your character
-- remains conscious before expiring." "W= Wound ... two wounds in the same
-- place disable a limb, three become a mortal wound." "S= Scratch, 'Tis but
-- a scratch, you may carry on." The chart's notes: head — "test Toughness not
-- to fall down"; arms — "not to drop your weapon"; lower abdomen and legs —
-- "not to fall down".
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local f, c
before_each(function()
  f = F.fight(R, { F.figure("Hank", "posse", 0, 0, { toughness = 5 }), F.figure("Foe", "gang", 10, 0) })
  c = f.by_name.Hank
end)

-- hit(d6, d8) applies a six-gun hit read on the chart.
local function hit(d6, d8)
  return R["wound.apply"](f, c, R["hit.read"](d6, d8, R["weapon.new"]("pistol")))
end

describe("F: killed instantly", function()
  it("head, d6 1: dead, and the card he was holding is lost", function()
    F.place(R, f, c, twtw, "KH")
    local out = hit(1, 1)
    assert.truthy(out.killed)
    assert.truthy(c.dead)
    assert.truthy(c.state.acted)
    assert.equal(0, #c.cards)
    assert.equal("Hank is killed (a fatal hit in the head)", twtw.logged("death")[1].text)
  end)
end)

describe("M: a d8 under Toughness", function()
  it("Toughness 5, d8 2: conscious 3 more turns (dies at the end of turn 4)", function()
    twtw.dice.stack(2)
    local out = hit(3, 3)
    assert.equal(3, out.mortal)
    assert.equal(4, c.dies_after)
    assert.truthy(R["combatant.fighting"](f, c))
    f.turn = 4
    R["status.end_turn"](f)
    assert.truthy(c.dead)
  end)
  it("Toughness 5, d8 5: not under — he expires at once", function()
    twtw.dice.stack(5)
    local out = hit(3, 5)
    assert.equal(0, out.mortal)
    assert.truthy(c.dead)
  end)
  it("a second mortal wound cannot give him longer", function()
    twtw.dice.stack(4, 1)
    hit(3, 3)
    assert.equal(2, c.dies_after)
    hit(3, 5)
    assert.equal(2, c.dies_after)
  end)
end)

-- "M= Mortal roll 1d8 to score under your toughness, the difference is how
-- long your character remains conscious before expiring." A later mortal
-- wound's difference cannot outlast the earlier one's (decided here,
-- rules/wounds.lua): his line says the roll's difference and the time that
-- stands.
describe("M again: the earlier, shorter time stands", function()
  local function mortal_lines()
    local out = {}
    for _, e in ipairs(twtw.logged("mortal")) do out[#out + 1] = e.text end
    return out
  end
  it("turn 1 d8 2: 3 more turns; turn 2 d8 1 would be 4, the earlier time stands: 2 more turns", function()
    twtw.dice.stack(2, 1)
    hit(3, 3)
    f.turn = 2
    local out = hit(3, 5)
    assert.equal(2, out.mortal)
    assert.equal(4, c.dies_after)
    assert.same({ "Hank is mortally wounded (chest): d8 rolls 2 against Toughness 5 — conscious 3 more turns",
      "Hank is mortally wounded (upper abdomen): d8 rolls 1 against Toughness 5 — 4 more turns by this roll, "
        .. "but his earlier mortal wound's time stands: conscious 2 more turns" }, mortal_lines())
    assert.equal(2, twtw.logged("mortal")[2].fields.left:total())
  end)
  it("turn 1 d8 4: 1 more turn; turn 2 d8 4 would be 1 more, the earlier time stands: he expires at the end of this turn", function()
    twtw.dice.stack(4, 4)
    hit(3, 3)
    f.turn = 2
    local out = hit(3, 5)
    assert.equal(0, out.mortal)
    assert.falsy(c.dead)
    assert.equal("Hank is mortally wounded (upper abdomen): d8 rolls 4 against Toughness 5 — 1 more turn by this roll, "
      .. "but his earlier mortal wound's time stands: he expires at the end of this turn", mortal_lines()[2])
    assert.equal(0, twtw.logged("mortal")[2].fields.left:total())
    R["status.end_turn"](f)
    assert.truthy(c.dead)
  end)
  it("a later, shorter time is his time: turn 1 d8 1 (4 more), turn 2 d8 4 — conscious 1 more turn", function()
    twtw.dice.stack(1, 4)
    hit(3, 3)
    f.turn = 2
    local out = hit(3, 5)
    assert.equal(1, out.mortal)
    assert.equal(3, c.dies_after)
    assert.equal("Hank is mortally wounded (upper abdomen): d8 rolls 4 against Toughness 5 — conscious 1 more turn",
      mortal_lines()[2])
  end)
end)

describe("W: wounds in the same place", function()
  it("two wounds in the right leg disable it; his moves are halved", function()
    twtw.dice.stack(1, 1)
    hit(4, 7)
    assert.falsy(c.disabled[7])
    local out = hit(5, 7)
    assert.truthy(out.disabled)
    assert.truthy(c.disabled[7])
    assert.equal(5, R["move.limit"](c, R["cards.meaning"](twtw.poker.card("10S"))))
    local line = twtw.logged("disabled")[1]
    assert.equal("Hank's right leg is disabled (two wounds)", line.text)
    local x = line.fields.wounds:list()[1]
    assert.same({ 2, "wounds in one place disable a limb", "disable" }, { x.amount, x.reason, x.tag })
    assert.is_nil(x.data) -- the book's wounds.table: no set to credit
  end)
  it("a third wound in the same place becomes mortal: Toughness 5, d8 3 — 2 turns", function()
    c.wounds[5] = 2
    twtw.dice.stack(3)
    local out = hit(4, 5)
    assert.equal("M", out.letter)
    assert.equal(2, out.mortal)
    assert.equal(3, c.dies_after)
    local line = twtw.logged("wound")[2]
    assert.equal("Hank: three wounds in the upper abdomen become a mortal wound", line.text)
    assert.same({ 3, "wounds in one place become a mortal wound", "mortal" },
      { line.fields.wounds:total(), line.fields.wounds:list()[1].reason, line.fields.wounds:list()[1].tag })
  end)
  it("a third wound made mortal, then the fall test d8 8 fails: he falls and stays conscious (his mortal roll's turns)", function()
    c.wounds[7] = 2
    twtw.dice.stack(1, 8)
    local out = hit(4, 7)
    assert.equal("M", out.letter)
    assert.equal(4, out.mortal)
    assert.truthy(c.fallen)
    assert.equal(nil, c.out_until)
  end)
  it("two wounds in the chest disable nothing (no limb)", function()
    hit(4, 3)
    local out = hit(4, 3)
    assert.falsy(out.disabled)
    assert.equal(2, c.wounds[3])
  end)
end)

describe("S: 'tis but a scratch", function()
  it("no wound counted, no test", function()
    local out = hit(6, 1)
    assert.equal("S", out.letter)
    assert.equal(nil, c.wounds[1])
    assert.equal(nil, out.test)
    assert.equal("Hank: 'tis but a scratch (head) — he carries on", twtw.logged("scratch")[1].text)
  end)
end)

describe("the location's Toughness test", function()
  it("head W, d8 7 against 5: he falls and passes out for 2 turns", function()
    twtw.dice.stack(7)
    local out = hit(4, 1)
    assert.falsy(out.test.success)
    assert.truthy(c.fallen)
    assert.equal(3, c.out_until)
  end)
  it("head W, d8 5 against 5: he stays on his feet", function()
    twtw.dice.stack(5)
    hit(5, 1)
    assert.falsy(c.fallen)
  end)
  it("right arm W, d8 6: he drops his six-gun at his feet (the spot is marked) and passes out for 1", function()
    twtw.dice.stack(6)
    hit(3, 2)
    assert.equal(nil, c.weapon)
    assert.same({ x = 0, y = 0 }, c.weapons[1].dropped_at)
    assert.equal(2, c.out_until)
  end)
  it("left arm W, d8 2: he keeps his gun", function()
    twtw.dice.stack(2)
    hit(3, 4)
    assert.equal(1, c.weapon)
  end)
  it("lower abdomen W, d8 8: he falls", function()
    twtw.dice.stack(8)
    hit(4, 6)
    assert.truthy(c.fallen)
  end)
  it("left leg M, d8 1 (conscious 4), then the fall test d8 6: he falls, and stays conscious (\"remains conscious\")", function()
    twtw.dice.stack(1, 6)
    local out = hit(2, 8)
    assert.equal(4, out.mortal)
    assert.truthy(c.fallen)
    assert.equal(nil, c.out_until)
    assert.truthy(R["combatant.conscious"](f, c))
  end)
  it("left leg W, the fall test d8 8 against 5: he falls and passes out for 3 turns", function()
    twtw.dice.stack(8)
    hit(4, 8)
    assert.truthy(c.fallen)
    assert.equal((f.turn or 0) + 3, c.out_until)
  end)
  it("chest and upper abdomen wounds need no test", function()
    assert.equal(nil, hit(4, 3).test)
    assert.equal(nil, hit(4, 5).test)
  end)
end)
