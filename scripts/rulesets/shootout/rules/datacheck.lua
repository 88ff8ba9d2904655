-- rules/datacheck.lua — shootout.datacheck: the values a house rule's
-- api.set may not give the game's data tables, refused when the rules are
-- built (the host's data.check hook, host/datacheck.go), naming the set and
-- the entry, rather than played silently or failed mid-fight.
--
-- seed 004 "Really Simple Wild West Shootout Rules":
--   the Hit Location Chart: a d8 for the location (#1 Head … #8 Left Leg), a
--   d6 for the row, each cell "F= Fatal", "M= Mortal", "W= Wound" or "S=
--   Scratch";
--   "Professional d4 Gunslinger d6 Soldier d8 Troublemaker d10 Citizen d12
--   Slob d20 Neophyte d30": each level a die to roll;
--   "two wounds in the same place disable a limb, three become a mortal
--   wound".
--
-- Decided here:
-- * a chart cell is a code of locations.results (F, M, S, W, and any a set
--   adds there): a letter it has not ("m") read as nothing, neither F nor M;
--   every location of the d8 has its six rows.
-- * a level's die has a whole number of sides, 1 or more (dice.d refuses
--   d0 mid-fight); the ladder keeps at least one level.
-- * both counts of wounds.table are whole numbers, 1 or more (wound.apply
--   compares with each).
-- Only a table some set changed is checked; a house rule whose own table
-- other house rules set checks those sets by wrapping data.check.
local sorted_keys = require("lib.tables").sorted_keys
local D = require("lib.datacheck")
-- whole(v) says whether v is a finite whole number, 1 or more.
local whole = D.whole

local M = {
  name = "shootout.datacheck",
  version = "1.0.0",
  summary = "Refuses a chart letter with no meaning, a die of no sides, a wound count below one, when the rules are built",
  source = "seed 004 the Hit Location Chart (F, M, W, S), Expertise (the dice ladder), \"W= Wound\"",
  requires = { "shootout.locations", "shootout.traits", "shootout.wounds" },
}

-- chart(R, t) → the first cell of t (the chart) no code of
-- locations.results names, or location with no rows: key, message.
local function chart(R, t)
  local codes = R["locations.results"]
  for d8 = 1, 8 do
    local loc = t[d8]
    if type(loc) ~= "table" or type(loc.rows) ~= "table" then
      return d8 .. (type(loc) == "table" and ".rows" or ""), "the d8 reads 1..8: each location needs its six rows"
    end
    for row = 1, 6 do
      local letter = loc.rows[row]
      if letter == nil or codes[letter] == nil then
        return string.format("%d.rows.%d", d8, row), string.format("%s (want %s: a key of locations.results)",
          letter == nil and "no letter" or string.format("%q is no code of the chart", tostring(letter)),
          table.concat(sorted_keys(codes), ", "))
      end
    end
  end
  return nil
end

-- results(R, t) → the first code the chart reads that t (locations.results)
-- no longer names: key, message.
local function results(R, t)
  for d8, loc in ipairs(R["locations.chart"]) do
    for row, letter in ipairs(loc.rows) do
      if t[letter] == nil then
        return letter, string.format("the chart's #%d %s, row %d, reads %s, which no longer has a meaning", d8,
          loc.name, row, letter)
      end
    end
  end
  return nil
end

-- levels(_, t) → the first level of the ladder whose die has no sides.
local function levels(_, t)
  if #t == 0 then return 1, "the ladder needs at least one level" end
  for i, l in ipairs(t) do
    if not whole(l.die) then
      return i .. ".die", string.format("%s is no die (want a whole number of sides, 1 or more)", D.show(l.die))
    end
  end
  return nil
end

-- counts(_, t) → the first count of wounds.table that is no whole number
-- of wounds.
local function counts(_, t)
  for _, k in ipairs({ "disable", "mortal" }) do
    if not whole(t[k]) then
      return k, string.format("%s: want a whole number of wounds in one place, 1 or more",
        t[k] == nil and "no count" or tostring(t[k]))
    end
  end
  return nil
end

local CHECKS = { ["locations.chart"] = chart, ["locations.results"] = results, ["expertise.levels"] = levels,
  ["wounds.table"] = counts }

function M.setup(api)
  -- data.check(name, t) → nil, or the entry of data table name (t, as in
  -- force) at fault and why; the host calls it on each table a set changed.
  api.define("data.check", function(name, t)
    local check = CHECKS[name]
    if check then return check(api.rules, t) end
    return nil
  end, "the values a set may not give the shootout's data tables: chart codes, dice, wound counts (decided here)")
end

return M
