-- rules/lib/geometry.lua — the table top of the shootout ruleset: positions
-- and distances in inches on a flat table (seed 004 "Really Simple Wild West
-- Shootout Rules": "the numerical value of the card reflects the number of
-- inches the character may move").
--
-- Decided here (the seed has no geometry beyond inches moved): a position is
-- {x = inches, y = inches}; distance is the straight line between two
-- figures; a move goes in a straight line toward its goal and stops early
-- when the card's inches run out; two figures within CONTACT (1 inch) of each
-- other are in base contact (fisticuffs, standing at a piece of cover,
-- picking up a dropped gun). Nothing on the table blocks a line of fire:
-- cover is something a figure stands at (rules/cover.lua), not a wall between
-- two figures.
local G = {}

-- CONTACT is the distance in inches at which two things touch.
G.CONTACT = 1

-- distance(a, b) is the straight-line distance between positions a and b.
function G.distance(a, b)
  local dx, dy = b.x - a.x, b.y - a.y
  return math.sqrt(dx * dx + dy * dy)
end

-- toward(from, to, inches, stop) → the position reached moving from `from`
-- straight at `to` for at most `inches`, stopping `stop` inches short of it
-- (0: on it), and the inches actually moved.
function G.toward(from, to, inches, stop)
  local d = G.distance(from, to)
  local want = math.max(0, d - (stop or 0))
  local go = math.min(want, math.max(0, inches))
  if d == 0 or go <= 0 then return { x = from.x, y = from.y }, 0 end
  local f = go / d
  return { x = from.x + (to.x - from.x) * f, y = from.y + (to.y - from.y) * f }, go
end

-- touching(a, b) says whether positions a and b are within CONTACT.
function G.touching(a, b)
  return G.distance(a, b) <= G.CONTACT + 1e-9
end

-- round(v) rounds inches to a tenth for the transcript.
function G.round(v)
  return math.floor(v * 10 + 0.5) / 10
end

-- text(p) is a position as "(x, y)" in tenths of an inch.
function G.text(p)
  return string.format("(%g, %g)", G.round(p.x), G.round(p.y))
end

return G
