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

-- place(R, f, c, id) puts card id (a name such as "KH") face down for c.
function F.place(R, f, c, api, id)
  local card = api.poker.card(id)
  c.cards[#c.cards + 1] = card
  R["hand.place"](f, c, card)
  return card
end

return F
