-- rules/lib/fixture.lua — small builders the shootout specs share: a fight
-- from a list of figures (and cover spots), already in turn 1 with every
-- figure's turn state clear. Not a module; specs load it with
-- require("rules.lib.fixture").
local F = {}

-- fight(R, figures, cover) → a fight from figure specs (name, side, …) and
-- cover spot specs ({name, kind, position, side}); hands are dealt, the turn
-- is 1.
function F.fight(R, figures, cover)
  local f = R["fight.new"] { name = "spec", combatants = figures, cover = cover }
  f.turn = 1
  for _, c in ipairs(f.combatants) do c.state = {} end
  return f
end

-- figure(name, side, x, y, extra) → a figure spec: a Gunslinger with a
-- six-gun, every rating 4, at (x, y), plus the fields of extra.
function F.figure(name, side, x, y, extra)
  local t = { name = name, side = side, expertise = "gunslinger", weapons = { "pistol" }, fisticuffs = 4, luck = 4,
    strength = 4, toughness = 4, position = { x or 0, y or 0 } }
  for k, v in pairs(extra or {}) do t[k] = v end
  return t
end

-- give(f, c, poker, id) → the card: card id into c's hand, drawn from the
-- deck (the deck tracks what is held: a card another figure holds is
-- discarded from his hand first, then stacked and drawn).
function F.give(f, c, poker, id)
  local want = poker.card(id)
  for _, o in ipairs(f.combatants) do
    for i, card in ipairs(o.cards) do
      if card.number == want.number then
        if o == c then return card end
        table.remove(o.cards, i)
        poker.discard(card)
        break
      end
    end
  end
  poker.stack(want)
  local card = poker.draw()
  c.cards[#c.cards + 1] = card
  return card
end

-- hand(f, c, poker, ids…) replaces c's hand by the named cards.
function F.hand(f, c, poker, ...)
  for _, card in ipairs(c.cards) do poker.discard(card) end
  c.cards = {}
  for _, id in ipairs({ ... }) do F.give(f, c, poker, id) end
end

-- place(R, f, c, api, id) puts card id face down for c (drawn into his hand
-- first).
function F.place(R, f, c, api, id)
  local card = F.give(f, c, api.poker, id)
  R["hand.place"](f, c, card)
  return card
end

return F
