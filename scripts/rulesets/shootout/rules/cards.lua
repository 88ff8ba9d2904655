-- rules/cards.lua — shootout.cards: what a playing card lets a figure do, and
-- the order cards act in.
--
-- seed 004 "Really Simple Wild West Shootout Rules":
--   "black cards are movement cards, red ones allow shooting, while Jokers
--   and Aces allow both." "In the case of black cards the numerical value of
--   the card reflects the number of inches the character may move ... Face
--   cards allow you to move up to ten inches and perform a special move".
--   "Red cards are simpler; odds allow one shot, evens allow two." "Aces and
--   Jokers ... allow the character to move up to ten inches AND shoot twice
--   while doing something special as well". "Play will proceed with the
--   holders of Aces and Jokers going first ... and then down through the
--   cards until the lowly Deuce has gone".
--
-- Decided here:
-- * a red face card shoots by its rank: jack (11) and king (13) are odd, one
--   shot; the queen (12) is even, two. Red face cards have no special move
--   (the seed gives face cards their special move among the black cards).
-- * the count: jokers (15) before aces (14), then king (13) down to the deuce;
--   two cards of one rank act in bridge suit order (spades, hearts,
--   diamonds, clubs) and the red joker before the black one, so the order
--   never needs a judge.
local M = {
  name = "shootout.cards",
  version = "1.0.0",
  summary = "Card meanings (black moves, red shoots, aces and jokers both) and the count order",
  source = "seed 004 \"Really Simple Wild West Shootout Rules\" (card meanings, order of play)",
}

local SUIT_ORDER = { spades = 4, hearts = 3, diamonds = 2, clubs = 1 }

function M.setup(api)
  local R = api.rules

  api.define("cards.table", {
    hand = 3,           -- "each player is dealt three cards"
    face_inches = 10,   -- "Face cards allow you to move up to ten inches"
    ace_inches = 10,    -- aces and jokers "move up to ten inches"
    ace_shots = 2,      -- "AND shoot twice"
    odd_shots = 1,      -- "odds allow one shot"
    even_shots = 2,     -- "evens allow two"
    joker_value = 15,   -- decided here: jokers act before aces
  }, "seed 004: a hand of 3; face cards and aces/jokers move 10\"; red odd 1 shot, even 2; aces/jokers 2")

  -- cards.value(card) is the card's place in the count: joker 15, ace 14,
  -- king 13 … deuce 2.
  api.define("cards.value", function(card)
    if card.joker then return R["cards.table"].joker_value end
    return card.rank
  end, "a card's value in the count (joker 15, ace 14 … deuce 2)")

  -- cards.before(a, b) says whether card a acts before card b in the count
  -- going down (value, then suit order; red joker before black).
  api.define("cards.before", function(a, b)
    local va, vb = R["cards.value"](a), R["cards.value"](b)
    if va ~= vb then return va > vb end
    if a.joker and b.joker then return a.colour == "red" and b.colour ~= "red" end
    return (SUIT_ORDER[a.suit] or 0) > (SUIT_ORDER[b.suit] or 0)
  end, "does card a act before card b (decided: suit order breaks ties)")

  -- cards.meaning(card) → {kind = "both" | "move" | "shoot", inches, shots,
  -- special, value, text}: what the card lets its holder do.
  api.define("cards.meaning", function(card)
    local t = R["cards.table"]
    local m = { value = R["cards.value"](card), text = card.text, name = card.name, special = false }
    if card.joker or card.rank == 14 then
      m.kind, m.inches, m.shots, m.special = "both", t.ace_inches, t.ace_shots, true
    elseif card.colour == "black" then
      m.kind, m.shots = "move", 0
      if card.face then
        m.inches, m.special = t.face_inches, true
      else
        m.inches = card.rank
      end
    else
      m.kind, m.inches = "shoot", 0
      m.shots = card.rank % 2 == 1 and t.odd_shots or t.even_shots
    end
    return m
  end, "what a card allows: move inches, shots, a special move")
end

return M
