-- rules/cards_spec.lua — seed 004 "Really Simple Wild West Shootout Rules":
-- "black cards are movement cards, red ones allow shooting, while Jokers and
-- Aces allow both"; "the numerical value of the card reflects the number of
-- inches"; "Face cards allow you to move up to ten inches and perform a
-- special move"; "odds allow one shot, evens allow two"; aces and jokers
-- "move up to ten inches AND shoot twice"; "the holders of Aces and Jokers
-- going first ... down through the cards until the lowly Deuce".
local twtw = require("twtw")
local R = twtw.rules

local function meaning(id) return R["cards.meaning"](twtw.poker.card(id)) end

describe("black number cards move their value in inches", function()
  for rank = 2, 10 do
    it(string.format("the %d of spades: move %d\", no shot, no special move", rank, rank), function()
      local m = meaning(rank .. "S")
      assert.equal("move", m.kind)
      assert.equal(rank, m.inches)
      assert.equal(0, m.shots)
      assert.falsy(m.special)
    end)
  end
end)

describe("black face cards: ten inches and a special move", function()
  for _, id in ipairs({ "JC", "QS", "KC" }) do
    it(id .. ": move 10\", special move, no shot", function()
      local m = meaning(id)
      assert.equal("move", m.kind)
      assert.equal(10, m.inches)
      assert.truthy(m.special)
      assert.equal(0, m.shots)
    end)
  end
end)

describe("red cards: odds one shot, evens two", function()
  local expect = { ["2H"] = 2, ["3D"] = 1, ["4H"] = 2, ["5D"] = 1, ["6H"] = 2, ["7D"] = 1, ["8H"] = 2, ["9D"] = 1,
    ["10H"] = 2, JD = 1, QH = 2, KD = 1 }
  for _, id in ipairs({ "2H", "3D", "4H", "5D", "6H", "7D", "8H", "9D", "10H", "JD", "QH", "KD" }) do
    it(string.format("%s: %d shot%s, no move", id, expect[id], expect[id] == 1 and "" or "s"), function()
      local m = meaning(id)
      assert.equal("shoot", m.kind)
      assert.equal(expect[id], m.shots)
      assert.equal(0, m.inches)
      assert.falsy(m.special)
    end)
  end
end)

describe("aces and jokers: ten inches AND two shots, and something special", function()
  for _, id in ipairs({ "AS", "AH", "RJ", "BJ" }) do
    it(id, function()
      local m = meaning(id)
      assert.equal("both", m.kind)
      assert.equal(10, m.inches)
      assert.equal(2, m.shots)
      assert.truthy(m.special)
    end)
  end
end)

describe("the count: aces and jokers first, down to the deuce", function()
  it("values: joker 15, ace 14, king 13, queen 12, jack 11, ten 10, deuce 2", function()
    local got = {}
    for i, id in ipairs({ "BJ", "AC", "KH", "QD", "JS", "10C", "2H" }) do got[i] = R["cards.value"](twtw.poker.card(id)) end
    assert.same({ 15, 14, 13, 12, 11, 10, 2 }, got)
  end)
  it("a shuffled table sorts joker, ace, king … deuce; ties by spades, hearts, diamonds, clubs", function()
    local ids = { "2C", "KH", "AS", "7D", "7S", "RJ", "BJ", "10C", "7H", "7C", "AD" }
    local cards = {}
    for i, id in ipairs(ids) do cards[i] = twtw.poker.card(id) end
    table.sort(cards, R["cards.before"])
    local names = {}
    for i, c in ipairs(cards) do names[i] = c.name end
    assert.same({ "RJ", "BJ", "AS", "AD", "KH", "10C", "7S", "7H", "7D", "7C", "2C" }, names)
  end)
  it("a hand is three cards", function()
    assert.equal(3, R["cards.table"].hand)
  end)
end)
