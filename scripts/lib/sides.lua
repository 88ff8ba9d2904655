-- lib/sides.lua — when a fight is over, for the rule fight.over of every
-- ruleset (a library, not a module: require("lib.sides")). A fight is over
-- when only one side still has someone in it (that side wins) or nobody is
-- left (a draw, recorded as fight.ended = "draw"); each ruleset says what
-- "still in it" means with its own fighting(c).
local M = {}

-- over(fight, fighting) → the winning side, or nil and why not.
function M.over(fight, fighting)
  local first, n, all, sides = nil, 0, fight.combatants, fight.sides
  for s = 1, #sides do
    local side = sides[s]
    for ix = 1, #all do
      local c = all[ix]
      if c.side == side and fighting(c) then
        if n == 0 then first = side end -- only the first side standing is named: no list
        n = n + 1
        break
      end
    end
  end
  if n == 1 then return first, "no other side is still fighting" end
  if n == 0 then
    fight.ended = "draw"
    return nil, "nobody is left fighting"
  end
  return nil, n .. " sides still fighting"
end

return M
