-- rules/lib/geometry.lua — plane geometry in paces for the rules that ask who
-- stands where (not a module: a library, loaded with require("rules.lib.geometry")).
-- Positions are {x, y} tables (host/scenario.go: position = [x, y]).
local G = {}

-- distance(p, q) is the straight-line distance between two positions.
function G.distance(p, q)
  local dx, dy = q.x - p.x, q.y - p.y
  return math.sqrt(dx * dx + dy * dy)
end

-- segment_distance(p, a, b) is the distance from p to the segment a–b (a
-- line of fire from a to b).
function G.segment_distance(p, a, b)
  local vx, vy = b.x - a.x, b.y - a.y
  local wx, wy = p.x - a.x, p.y - a.y
  local l2 = vx * vx + vy * vy
  local t = l2 > 0 and math.max(0, math.min(1, (wx * vx + wy * vy) / l2)) or 0
  local dx, dy = a.x + t * vx - p.x, a.y + t * vy - p.y
  return math.sqrt(dx * dx + dy * dy)
end

-- relative_speed(fs, hf, ts, ht) is the speed between two movers in whole
-- paces (nearest): fs along heading hf against ts along heading ht (unit
-- vectors {x, y}), the length of the difference of the two velocities —
-- the same way round, the difference of the speeds; head on, their sum.
function G.relative_speed(fs, hf, ts, ht)
  local dx, dy = fs * hf.x - ts * ht.x, fs * hf.y - ts * ht.y
  local r = math.sqrt(dx * dx + dy * dy) + 0.5
  return r - r % 1
end

return G
