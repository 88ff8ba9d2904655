-- rules/lib/effect.lua — reading an effect reference off a card with damage
-- bumps (not a module: a library, loaded with require("rules.lib.effect")).
--
-- seed 000 "Hit Location and Damage": "Any hit to the head provides 2 damage
-- bumps. Any hit to vitals provides 1." seed 000 "Damage Bumps": "Some
-- situations provide conditional 'damage only' bumps. These add directly to
-- the effect row before any other effects are applied." seed 000 "Hand to
-- Hand Attack Types": "DMG Add: Damage bumps cost a single bump." seed 001
-- "Bumping Damage or Effect Magnitude": "For each two bumps spent, increase
-- the row value of the effect by one. Effect can be bumped below row (7),
-- adding the die value for each bump thereafter."
--
-- Decided here — one reading of the four sentences: a DAMAGE BUMP is one
-- step of the effect: one row, or past row (7) one more die. Free damage
-- bumps (the head's 2, the vitals' 1, a dirty blow's, a strong arm's, a
-- situation's) are such steps and "add directly to the effect row", first.
-- Bumps SPENT from a check's margin buy damage bumps: two a row ("for each
-- two bumps spent"), one with DMG Add ("damage bumps cost a single bump");
-- once the effect is at row (7) each spent bump adds one die ("for each bump
-- thereafter"). An odd spent bump left below row (7) buys nothing. So a
-- vitals hit alone reads one row further down, a head hit two, and DMG Add
-- makes each spent bump a row: the same unit everywhere.
-- "One more die" is the card's own (1) cell of the same column (as the Go
-- core's api.damage.effect decides).
local M = {}

M.TOP = 7 -- the effect grid's last row, (7)

-- read(card, row, die, free, spent, per_row) -> value, row reached, extra dice:
-- the effect cell of column `die` starting at `row`, after `free` damage
-- bumps and `spent` bumps at `per_row` bumps a row (2; DMG Add 1).
function M.read(card, row, die, free, spent, per_row)
  local top = M.TOP
  local extra = 0
  if free and free > 0 then row = row + free end
  if row > top then
    extra = row - top
    row = top
  end
  if not spent or spent < 0 then spent = 0 end
  per_row = per_row or 2
  if row < top and spent > 0 then
    local rows = (spent - spent % per_row) / per_row -- math.floor(spent / per_row), no Go call
    if row + rows >= top then
      spent = spent - (top - row) * per_row
      row = top
    else
      row = row + rows
      spent = 0
    end
  end
  if row == top then extra = extra + spent end
  local col = card.effect[die]
  return col[row] + extra * col[1], row, extra
end

return M
