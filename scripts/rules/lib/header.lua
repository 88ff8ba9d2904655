-- rules/lib/header.lua — parts of the start-of-fight line of one combatant
-- (rules/round.lua's fight.new logs it): every piece of cover, and each
-- weapon with the state a scenario set that differs from how weapons start
-- (rules/combatant.lua: holstered, uncocked, fully loaded, working).
local M = {}

-- listed(c, fmt) → every piece of cover c stands behind (a scenario's
-- cover and covers, in its order), each written by fmt(cover), joined as
-- "a, b and c"; nil when none.
local function listed(c, fmt)
  local list = c.covers or (c.cover and { c.cover })
  if not list then return nil end
  local out = {}
  for i, cv in ipairs(list) do out[i] = fmt(cv) end
  if #out == 1 then return out[1] end
  return table.concat(out, ", ", 1, #out - 1) .. " and " .. out[#out]
end

-- covers(c) → "a boulder (AV 4) and a dead juniper (AV 2)", nil when c
-- stands behind nothing.
function M.covers(c)
  return listed(c, function(cv) return string.format("%s (AV %d)", tostring(cv.name), cv.av or 0) end)
end

-- cover_names(c) → "a boulder and a dead juniper": the names alone (the
-- lines that say c leaves cover), nil when none.
function M.cover_names(c)
  return listed(c, function(cv) return tostring(cv.name) end)
end

-- held(c, w): w is in a hand (c.state.hands: in_hand's, or the one a
-- weapon drawn went into; the situation line says which hand).
local function held(c, w)
  local h = c.state and c.state.hands or {}
  return h.right == w or h.left == w
end

-- weapon(c, w) → "Walker Colt (6)", "Colt Peacemaker (0 of 6, drawn, jammed)",
-- "Bowie knife (drawn)": the rounds loaded (of its shots, when not full),
-- then drawn (drawn in no hand the hands record: the situation line names
-- the hands), cocked, jammed.
function M.weapon(c, w)
  local notes = {}
  local shots = w.shots or 0
  if shots > 0 then
    notes[1] = w.loaded == shots and tostring(w.loaded) or string.format("%d of %d", w.loaded or 0, shots)
  end
  if w.drawn and w.kind ~= "unarmed" and not held(c, w) then notes[#notes + 1] = "drawn" end
  if w.cocked then notes[#notes + 1] = "cocked" end
  if w.jammed then notes[#notes + 1] = "jammed" end
  if #notes == 0 then return w.name end
  return string.format("%s (%s)", w.name, table.concat(notes, ", "))
end

-- behind(c) → ", behind a boulder (AV 4) and a dead juniper (AV 2)", or ""
-- when c stands behind nothing.
function M.behind(c)
  local cover = M.covers(c)
  return cover and (", behind " .. cover) or ""
end

return M
