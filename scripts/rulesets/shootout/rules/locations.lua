-- rules/locations.lua — shootout.locations: the Hit Location Chart, the
-- severity d6 and its weapon adjustments.
--
-- seed 004 "Really Simple Wild West Shootout Rules", "Hit Locations": "When a
-- character scores a hit the player doing the shooting rolls two additional
-- dice; 1d6 and 1d8. The d6 indicates the level of severity and the d8 shows
-- where the hit occurred." The chart:
--   #1 Head           1F 2F 3M 4W 5W 6S  "Any head wound and you must test
--                                          Toughness not to fall down"
--   #2 Right Arm      1M 2M 3W 4W 5W 6S  "Any arm wound you must test against
--   #4 Left Arm       1M 2M 3W 4W 5W 6S   Toughness not to drop your weapon"
--   #3 Chest          1F 2F 3M 4W 5W 6S
--   #5 Upper abdomen  1F 2F 3M 4W 5W 6S
--   #6 Lower Abdomen  1F 2F 3M 4W 5W 6S  "Any lower abdomen or leg wound you
--   #7 Right Leg      1M 2M 3W 4W 5W 6S   must test against Toughness not to
--   #8 Left Leg       1M 2M 3W 4W 5W 6S   fall down"
--
-- Decided here:
-- * the d6 is rolled before the d8 (the seed lists them so), which is the
--   order a spec stacks them in.
-- * an adjusted severity off the chart reads its nearest row: 7 (a derringer
--   on a 6) is row 6, S; 0 or −1 (a rifle or a shotgun on a 1) is row 1.
-- * "wound" in the location notes means a W or an M result: a scratch ("you
--   may carry on") needs no test and a fatal hit needs none.
-- * chest and upper abdomen have no test (the chart gives them none).
local M = {
  name = "shootout.locations",
  version = "1.0.0",
  summary = "The Hit Location Chart (d8 where, d6 severity) and the weapon adjustments",
  source = "seed 004 \"Hit Locations\" and the Hit Location Chart",
  requires = { "shootout.weapons" },
}

local BODY = { "F", "F", "M", "W", "W", "S" }
local LIMB = { "M", "M", "W", "W", "W", "S" }

function M.setup(api)
  local R = api.rules

  api.define("locations.chart", {
    { name = "head", rows = BODY, test = "fall" },
    { name = "right arm", rows = LIMB, test = "drop", limb = true },
    { name = "chest", rows = BODY },
    { name = "left arm", rows = LIMB, test = "drop", limb = true },
    { name = "upper abdomen", rows = BODY },
    { name = "lower abdomen", rows = BODY, test = "fall" },
    { name = "right leg", rows = LIMB, test = "fall", limb = true },
    { name = "left leg", rows = LIMB, test = "fall", limb = true },
  }, "seed 004 Hit Location Chart: d8 location, d6 row; F/M/W/S and the Toughness test of each location")

  api.define("locations.results", { F = "Fatal", M = "Mortal", W = "Wound", S = "Scratch" },
    "seed 004: F Fatal, M Mortal, W Wound, S Scratch")

  -- hit.severity(weapon, d6) → terms (the row read, 1..6): the d6, the
  -- weapon's adjustment, and the step back onto the chart when it falls off.
  api.define("hit.severity", function(weapon, d6)
    local t = api.terms("severity", d6, "d6 severity roll", "d6")
    local adj = weapon and R["weapons.severity"][weapon.class] or 0
    if adj ~= 0 then
      t:add(adj, string.format("%s (%s %+d)", weapon.name, weapon.class:gsub("_", " "), adj), "weapon", "weapons.severity." .. weapon.class)
    end
    local n = t:total()
    if n > 6 then t:add(6 - n, "off the chart: read row 6", "chart") end
    if n < 1 then t:add(1 - n, "off the chart: read row 1", "chart") end
    return t
  end, "seed 004: severity d6 ± the weapon, read on rows 1..6")

  -- hit.read(d6, d8, weapon) → {location = 1..8, where = name, row, letter,
  -- result = "Fatal" …, severity = terms, d6, d8, test, limb, chart}. chart
  -- (built when a transcript is written) is the cell read, as terms: the
  -- row, naming the chart's cell and the letter's name, so a set that
  -- re-tabled either is credited on the hit's line.
  api.define("hit.read", function(d6, d8, weapon)
    local loc = R["locations.chart"][d8]
    if loc == nil then error(string.format("hit.read: no location %s on the chart", tostring(d8)), 2) end
    local sev = R["hit.severity"](weapon, d6)
    local row = sev:total()
    local letter = loc.rows[row]
    local result = R["locations.results"][letter]
    local chart = api.logging() and api.terms("chart", row,
      string.format("#%d %s, row %d: %s (%s)", d8, loc.name, row, tostring(letter), tostring(result)), "chart",
      { "locations.chart." .. d8 .. ".rows." .. row, "locations.results." .. tostring(letter) }) or nil
    return { location = d8, where = loc.name, row = row, letter = letter, result = result,
      severity = sev, d6 = d6, d8 = d8, test = loc.test, limb = loc.limb, chart = chart }
  end, "read the chart: where and how bad")
end

return M
