-- lib/targets.lua — whom a combatant may choose among, the same in every
-- ruleset's tactics (a library, not a module: require("lib.targets")).
local M = {}

-- nearest_first sorts list by distance(c, o), ties in scenario order.
local function nearest_first(c, list, distance)
  local d = {}
  for ix = 1, #list do
    local o = list[ix]
    d[o] = distance(c, o)
  end
  table.sort(list, function(a, b)
    if d[a] ~= d[b] then return d[a] < d[b] end
    return (a.index or 0) < (b.index or 0)
  end)
end

-- enemies(fight, c, keep, distance) → the combatants of other sides for
-- which keep(o) holds, nearest first by distance(c, o), ties in scenario
-- order (c.index). A lone enemy needs no distance: it is not asked for.
-- (A hot path of every simulation: numeric loops, no sort of one, and the
-- list starts as { o }: an array sized 1, where {} filled by index gets 32
-- slots, and most lists are one foe.)
function M.enemies(fight, c, keep, distance)
  local list, n, all = nil, 0, fight.combatants
  for ix = 1, #all do
    local o = all[ix]
    if o.side ~= c.side and keep(o) then
      n = n + 1
      if list then list[n] = o else list = { o } end
    end
  end
  if n > 1 then nearest_first(c, list, distance) end
  return list or {}
end

return M
