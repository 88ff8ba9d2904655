-- lib/targets.lua — whom a combatant may choose among, the same in every
-- ruleset's tactics (a library, not a module: require("lib.targets")).
local M = {}

-- enemies(fight, c, keep, distance) → the combatants of other sides for
-- which keep(o) holds, nearest first by distance(c, o), ties in scenario
-- order (c.index).
function M.enemies(fight, c, keep, distance)
  local list, d = {}, {}
  for _, o in ipairs(fight.combatants) do
    if o.side ~= c.side and keep(o) then
      list[#list + 1] = o
      d[o] = distance(c, o)
    end
  end
  table.sort(list, function(a, b)
    if d[a] ~= d[b] then return d[a] < d[b] end
    return (a.index or 0) < (b.index or 0)
  end)
  return list
end

return M
