-- rules/policy_spec.lua — the default tactics policy (decided here, see
-- rules/tactics.lua), built on seed 004: the card meanings, aiming, holding
-- ("essentially placing him on overwatch"), discarding the hand, and the
-- gentleman's code ("no gentleman will take action against a downed
-- opponent").
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local COVER = {
  { name = "trough", kind = "waist", position = { 0, 0 } },
  { name = "crates", kind = "waist", position = { 6, 0 } },
  { name = "alley", kind = "corner", side = "right", position = { 0, 30 } },
}


local function choose(f, c)
  local x = R["tactics.call"](f, c, "choose")
  return type(x) == "table" and x.name or x
end

local f, hank, bart
local function hand(c, ...) F.hand(f, c, twtw.poker, ...) end

before_each(function()
  local h = F.figure("Hank", "posse")
  h.position, h.cover = nil, "trough"
  f = F.fight(R, { h, F.figure("Bart", "gang", 0, 20, { code = "scoundrel" }) }, COVER)
  hank, bart = f.by_name.Hank, f.by_name.Bart
end)

describe("choose", function()
  it("an ace or joker first, then two shots before one", function()
    hand(hank, "3H", "AC", "8D")
    assert.equal("AC", choose(f, hank))
    hand(hank, "3H", "KD", "8D")
    assert.equal("8D", choose(f, hank))
    hand(hank, "3H", "9S", "KD")
    assert.equal("KD", choose(f, hank))
  end)
  it("only black cards behind cover: the lowest, to aim", function()
    hand(hank, "9S", "4C", "KS")
    assert.equal("4C", choose(f, hank))
  end)
  it("only black cards and an aim for this turn they would waste: throw in the hand", function()
    hand(hank, "9S", "4C", "KS")
    hank.aim = { target = "Bart", turn = 1 }
    assert.equal("discard", choose(f, hank))
  end)
  it("out of cover with black cards: the smallest that reaches free cover (the crates, 6\")", function()
    hank.pos, hank.cover = { x = 6, y = 6 }, nil
    hand(hank, "9S", "4C", "7S")
    assert.equal("7S", choose(f, hank))
  end)
  it("on the ground: a card with a special move, to get up and act", function()
    hank.fallen = true
    hand(hank, "3H", "QS", "2C")
    assert.equal("QS", choose(f, hank))
    hand(hank, "3H", "5S", "2C")
    assert.equal("3H", choose(f, hank))
  end)
  it("in a fistfight: the highest card, to strike first", function()
    R["fisticuffs.engage"](f, hank, bart)
    hand(hank, "3H", "QS", "2C")
    assert.equal("QS", choose(f, hank))
  end)
  it("a dropped gun and no card that moves: throw in the hand", function()
    R["combatant.drop"](f, hank, "spec")
    hand(hank, "3H", "5D", "KH")
    assert.equal("discard", choose(f, hank))
  end)
end)

describe("hold and interrupt", function()
  it("in cover and nobody shows: hold a shooting card (overwatch); someone shows: act", function()
    local m = R["cards.meaning"](twtw.poker.card("KH"))
    assert.falsy(R["tactics.call"](f, hank, "hold", m))
    bart.pos, bart.cover = { x = 0, y = 30 }, f.cover[3]
    assert.truthy(R["tactics.call"](f, hank, "hold", m))
    assert.falsy(R["tactics.call"](f, hank, "hold", R["cards.meaning"](twtw.poker.card("KS"))))
  end)
  it("a held shooting card fires at an enemy who moved into view, not before he acts", function()
    local m = R["cards.meaning"](twtw.poker.card("KH"))
    assert.truthy(R["tactics.call"](f, hank, "interrupt", m, bart, "moved"))
    assert.falsy(R["tactics.call"](f, hank, "interrupt", m, bart, "before"))
  end)
end)

describe("act", function()
  local function act(c, id) return R["tactics.call"](f, c, "act", R["cards.meaning"](twtw.poker.card(id))) end
  it("a black card behind cover aims at the nearest enemy", function()
    assert.same({ aim = "Bart" }, act(hank, "6S"))
  end)
  it("a black card in the open moves to the nearest free cover", function()
    hank.pos, hank.cover = { x = 6, y = 6 }, nil
    assert.same({ move = { to = { x = 6, y = 0 } } }, act(hank, "9S"))
  end)
  it("on the ground with a number card: get up; with a face card: get up and go on", function()
    hank.fallen = true
    assert.same({ stand = true }, act(hank, "5C"))
    assert.same({ special = "stand", aim = nil, target = nil }, act(hank, "AH"))
  end)
  it("a man with no gun walks into a fistfight with the nearest enemy standing", function()
    hank.weapons, hank.weapon = {}, nil
    local plan = act(hank, "10C")
    assert.equal("Bart", plan.move.brawl)
    assert.equal(0.9, plan.move.stop)
  end)
end)

describe("the gentleman's code chooses the target", function()
  it("a gentleman does not shoot a downed man; riff-raff do", function()
    assert.equal("Bart", R["tactics.target"](f, hank).name)
    R["combatant.fall"](f, bart, "spec")
    assert.equal(nil, R["tactics.target"](f, hank))
    R["combatant.fall"](f, hank, "spec")
    assert.equal("Hank", R["tactics.target"](f, bart).name)
  end)
  it("riff-raff shoot a man standing before a downed one", function()
    local g = F.fight(R, { F.figure("A", "posse", 0, 5), F.figure("B", "posse", 0, 9), F.figure("C", "gang", 0, 0, { code = "scoundrel" }) })
    R["combatant.fall"](g, g.by_name.A, "spec")
    assert.equal("B", R["tactics.target"](g, g.by_name.C).name)
  end)
end)
