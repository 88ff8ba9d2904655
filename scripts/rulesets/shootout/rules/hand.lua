-- rules/hand.lua — shootout.hand: each figure's hand of cards.
--
-- seed 004 "Really Simple Wild West Shootout Rules": "At the start of the
-- game each player is dealt three cards, these create the players “hand”
-- for that turn." "Each turn a player will place his chosen card beside his
-- figure face down." "When the player holding the higher value card acts his
-- card is spent and removed from the table. As cards are spent they are
-- returned to the gamemaster." "If a player is dissatisfied with his hand he
-- may discard all of his cards for new ones but then loses any action for
-- that turn." "At the end of the turn the gamemaster will shuffle the deck
-- and give each player a new card to replace the spent card."
--
-- Decided here:
-- * every figure is a "player" with a hand of its own (a gang boss running
--   four figures holds four hands).
-- * a discarded hand is replaced at once (three new cards; the figure does
--   nothing more this turn), so the new hand is there to plan with.
-- * the turn's end: spent cards are already on the discard pile; the
--   gamemaster shuffles them back into the deck (api.poker.reshuffle), then
--   tops every figure still alive up to three cards, in scenario order. A
--   senseless figure keeps his hand; a dead man's cards go back.
local S = require("lib.say")

local M = {
  name = "shootout.hand",
  version = "1.0.0",
  summary = "Hands of three: place a card face down, spend it, discard the hand, refill at the turn's end",
  source = "seed 004 \"Really Simple Wild West Shootout Rules\" (the hand, discarding, end of the turn)",
  requires = { "shootout.cards" },
}

-- names(cards) → the cards' short names, space-separated.
local function names(cards)
  local t = {}
  for i, card in ipairs(cards) do t[i] = card.name end
  return table.concat(t, " ")
end

-- define_cards(api): dealing, laying a card face down, spending it.
local function define_cards(api)
  -- hand.deal(fight, c, n): n cards from the deck into c's hand.
  api.define("hand.deal", function(fight, c, n)
    for _ = 1, n do c.cards[#c.cards + 1] = api.poker.draw() end
  end, "deal cards into a hand")

  -- hand.place(fight, c, card): c lays card (one of his hand) face down.
  api.define("hand.place", function(fight, c, card)
    for i, h in ipairs(c.cards) do
      if h.number == card.number then
        table.remove(c.cards, i)
        c.state.card, c.state.acted, c.state.held = h, false, false
        S.about(api, "place", c, string.format("%s places a card face down (%s)", c.name, h.text))
        return h
      end
    end
    error(string.format("hand.place: %s does not hold the %s", c.name, tostring(card.text)), 2)
  end, "place the chosen card face down")

  -- hand.spend(fight, c): the card c acted on goes back to the gamemaster.
  api.define("hand.spend", function(fight, c)
    local card = c.state.card
    if card and not c.state.spent then
      api.poker.discard(card)
      c.state.spent = true
    end
  end, "a spent card returns to the gamemaster")
end

-- define_discards(api): losing a card, throwing in the hand, the refill.
local function define_discards(api)
  local R = api.rules

  -- hand.forfeit(fight, c, why): the card c has not acted on yet is spent
  -- with nothing done.
  api.define("hand.forfeit", function(fight, c, why)
    local s = c.state
    if not s.card or s.acted then return false end
    s.acted = true
    R["hand.spend"](fight, c)
    S.about(api, "forfeit", c, string.format("%s loses his %s (%s)", c.name, s.card.text, why or "?"))
    return true
  end, "a card not yet acted on is lost")

  -- hand.discard_all(fight, c): the whole hand for three new cards; no
  -- action this turn.
  api.define("hand.discard_all", function(fight, c)
    local old = c.cards
    for _, card in ipairs(old) do api.poker.discard(card) end
    c.cards = {}
    R["hand.deal"](fight, c, R["cards.table"].hand)
    c.state.discarded = true
    S.about(api, "discard", c, string.format("%s throws in his hand (%s) for a new one (%s) and loses the turn", c.name,
      names(old), names(c.cards)))
  end, "seed 004: discard the whole hand, lose the turn")

  -- hand.refill(fight): the turn's end — shuffle, top every hand up.
  api.define("hand.refill", function(fight)
    api.poker.reshuffle()
    local size = R["cards.table"].hand
    for _, c in ipairs(fight.combatants) do
      if not c.dead and #c.cards < size then R["hand.deal"](fight, c, size - #c.cards) end
    end
  end, "seed 004: the gamemaster shuffles and gives each player a card for the spent one")
end

function M.setup(api)
  define_cards(api)
  define_discards(api)
end

return M
