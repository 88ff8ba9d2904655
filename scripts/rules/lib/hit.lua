-- rules/lib/hit.lua — small helpers the damage rules share (not a module: a
-- library, loaded with require("rules.lib.hit")). The body part a location
-- wounds is the Go core's: api.damage.part_of.
local M = {}

-- NONE is an empty table to read from, never to write: the attributes of a
-- weapon without any, an empty spend.
M.NONE = {}

-- RANK orders penetration results, worst last: P, A, D.
M.RANK = { P = 1, A = 2, D = 3 }

-- attrs is a weapon's attributes, or NONE.
function M.attrs(w) return (w and w.attributes) or M.NONE end

-- state is a combatant's state table, made when missing.
function M.state(c)
  c.state = c.state or {}
  return c.state
end

-- peek is a combatant's state table to read, or NONE when there is no
-- combatant or it has no state yet (nothing is made: a TN asked about a
-- bare fixture must not give it a state).
function M.peek(c) return (c and c.state) or M.NONE end

-- signed renders a whole number as string.format("%+d") does.
function M.signed(n) return (n >= 0 and "+" or "") .. n end

return M
