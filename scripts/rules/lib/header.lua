-- rules/lib/header.lua — parts of the start-of-fight line of one combatant
-- (rules/round.lua's fight.new logs it): every piece of cover, and each
-- weapon.
local M = {}

-- covers(c) → "a boulder (AV 4) and a dead juniper (AV 2)": every piece of
-- cover c stands behind (a scenario's cover and covers, in its order), nil
-- when none.
function M.covers(c)
  local list = c.covers or (c.cover and { c.cover })
  if not list then return nil end
  local out = {}
  for i, cv in ipairs(list) do out[i] = string.format("%s (AV %d)", tostring(cv.name), cv.av or 0) end
  if #out == 1 then return out[1] end
  return table.concat(out, ", ", 1, #out - 1) .. " and " .. out[#out]
end

-- weapon(c, w) → "Walker Colt (6)": the rounds loaded of a weapon with shots.
function M.weapon(c, w)
  return w.shots and w.shots > 0 and string.format("%s (%d)", w.name, w.loaded) or w.name
end

-- behind(c) → ", behind a boulder (AV 4) and a dead juniper (AV 2)", or ""
-- when c stands behind nothing.
function M.behind(c)
  local cover = M.covers(c)
  return cover and (", behind " .. cover) or ""
end

return M
