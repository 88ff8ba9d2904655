-- rules/lib/geometry.lua — plane geometry in steps for the ticks ruleset (a
-- library, not a module: require("rules.lib.geometry")). Positions are
-- {x, y} tables; one unit is one "normal size step" (seed 003 "Combat").
-- Screens are segments {x1, y1, x2, y2} that block sight (rules/sight.lua).
local G = {}

-- distance(p, q) is the straight-line distance between two positions.
function G.distance(p, q)
  local dx, dy = q.x - p.x, q.y - p.y
  return math.sqrt(dx * dx + dy * dy)
end

-- toward(p, q, len, stop) is where one moving from p toward q ends after at
-- most len, never closer to q than stop (a melee attacker stops at reach).
function G.toward(p, q, len, stop)
  local d = G.distance(p, q)
  local go = math.min(len, d - (stop or 0))
  if go <= 0 or d == 0 then return { x = p.x, y = p.y } end
  return { x = p.x + (q.x - p.x) * go / d, y = p.y + (q.y - p.y) * go / d }
end

-- cross(ax, ay, bx, by, cx, cy) is the z of (b − a) × (c − a).
local function cross(ax, ay, bx, by, cx, cy)
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
end

-- between(a, b, c) says whether c lies within the box spanned by a and b
-- (for points already known to be on one line).
local function between(a1, a2, b1, b2, c1, c2)
  return math.min(a1, b1) <= c1 and c1 <= math.max(a1, b1) and math.min(a2, b2) <= c2 and c2 <= math.max(a2, b2)
end

-- crosses(p, q, s) says whether segment p–q touches screen s = {x1, y1, x2, y2}.
function G.crosses(p, q, s)
  local d1 = cross(s[1], s[2], s[3], s[4], p.x, p.y)
  local d2 = cross(s[1], s[2], s[3], s[4], q.x, q.y)
  local d3 = cross(p.x, p.y, q.x, q.y, s[1], s[2])
  local d4 = cross(p.x, p.y, q.x, q.y, s[3], s[4])
  if ((d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)) and ((d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0)) then
    return true
  end
  if d1 == 0 and between(s[1], s[2], s[3], s[4], p.x, p.y) then return true end
  if d2 == 0 and between(s[1], s[2], s[3], s[4], q.x, q.y) then return true end
  if d3 == 0 and between(p.x, p.y, q.x, q.y, s[1], s[2]) then return true end
  if d4 == 0 and between(p.x, p.y, q.x, q.y, s[3], s[4]) then return true end
  return false
end

-- clear(p, q, screens) says whether no screen stands between p and q.
function G.clear(p, q, screens)
  for _, s in ipairs(screens or {}) do
    if G.crosses(p, q, s) then return false end
  end
  return true
end

-- fmt(p) renders a position as "(x, y)" with one decimal where needed.
function G.fmt(p)
  local function n(v)
    local r = math.floor(v * 10 + 0.5) / 10
    if r == math.floor(r) then return string.format("%d", r) end
    return string.format("%.1f", r)
  end
  return "(" .. n(p.x) .. ", " .. n(p.y) .. ")"
end

return G
