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

-- toward(p, to, paces, stop) is where a mover at p ends moving up to
-- `paces` toward the point `to`, stopping `stop` paces short of it (the
-- whole paces nearest the room left): the point, the paces gone and the
-- heading {x, y}; p and 0 when it does not move.
function G.toward(p, to, paces, stop)
  local dx, dy = to.x - p.x, to.y - p.y
  local dist = math.sqrt(dx * dx + dy * dy)
  local want = math.max(0, dist - (stop or 0))
  local go = math.min(paces, math.floor(want + 0.5))
  if go <= 0 or dist == 0 then return p, 0 end
  local f = go / dist
  return { x = p.x + dx * f, y = p.y + dy * f }, go, { x = dx / dist, y = dy / dist }
end

-- cross(o, p, q) is the signed area of the turn o → p → q.
local function cross(o, p, q)
  return (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x)
end

-- project(p, a, b) is the point of the segment a–b nearest p.
local function project(p, a, b)
  local vx, vy = b.x - a.x, b.y - a.y
  local l2 = vx * vx + vy * vy
  local t = l2 > 0 and math.max(0, math.min(1, ((p.x - a.x) * vx + (p.y - a.y) * vy) / l2)) or 0
  return { x = a.x + t * vx, y = a.y + t * vy }
end

-- nearest_on(a, b, c, d) is the point of the segment a–b (a path) nearest
-- the segment c–d (a line of fire), and the distance between the two: where
-- they cross, 0; else the nearest of a, b and the points of a–b nearest c
-- and d (two segments come nearest at an end of one of them).
function G.nearest_on(a, b, c, d)
  local d1, d2, d3, d4 = cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)
  if d1 * d2 < 0 and d3 * d4 < 0 then
    local t = d1 / (d1 - d2)
    return { x = a.x + t * (b.x - a.x), y = a.y + t * (b.y - a.y) }, 0
  end
  local best, near = a, G.segment_distance(a, c, d)
  local e = G.segment_distance(b, c, d)
  if e < near then best, near = b, e end
  for _, q in ipairs({ c, d }) do
    local pt = project(q, a, b)
    e = G.distance(pt, q)
    if e < near then best, near = pt, e end
  end
  return best, near
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
