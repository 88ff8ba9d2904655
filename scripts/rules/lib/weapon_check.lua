-- rules/lib/weapon_check.lua — the check data.check (rules/datacheck.lua)
-- makes of gear.weapons as the sets left it (a library, not a module:
-- require("rules.lib.weapon_check")). seed 000 "Range" (the Peacemaker's
-- increment 8), "Aim and Snap Shots" ("F/-1"), "Cover Penetration" (Pen
-- against AV 2..4), "Equipment Failure" (Rel); rules/gear.lua's header says
-- what each field is. The bounds are decided in rules/datacheck.lua's header.
--
-- A weapon's numbers are checked here, each refused with its value; the
-- rest of it (kind, skill, speed, hands, length, DMG and RD, damage) by the
-- rule in force gear.validate, whose message names the field ("field
-- \"dmg\": …"), so a "2x8" is refused as a scenario's inline weapon is.
local D = require("lib.datacheck")
local sorted_keys = require("lib.tables").sorted_keys

local M = {}

-- NUMBERS: the numbers of a weapon entry, each optional (gear.validate says
-- which a weapon needs).
local NUMBERS = {
  increment = { above = 0, max = 1000, optional = true, what = "paces a range increment" },
  accurate = { whole = true, min = 0, max = 10, optional = true, what = "the Accurate attribute" },
  pen = { whole = true, min = 0, max = 20, optional = true, what = "a Pen" },
  rel = { whole = true, min = 1, max = 13, optional = true, what = "a Rel" },
  shots = { whole = true, min = 0, max = 100, optional = true, what = "shots loaded" },
  reload = { whole = true, min = 1, max = 100, optional = true, what = "rounds a reload loads" },
  ap = { whole = true, min = 0, max = 10, optional = true, what = "AP" },
  cock_ap = { whole = true, min = 0, max = 10, optional = true, what = "AP" },
  break_tn = { whole = true, min = 1, max = 20, optional = true, what = "a TN" },
}

local AIM = { penalty = { whole = true, min = -20, max = 0, optional = true, what = "a snap shot penalty" } }

-- validated(api, key, w) → nil, or the entry of weapon key that the rule in
-- force gear.validate refuses and its message (the field it names).
local function validated(api, key, w)
  local ok, err = pcall(api.rules["gear.validate"], w)
  if ok then return nil end
  local msg = tostring(err)
  local field, why = msg:match('field "([^"]+)": (.*)$')
  if field then return D.path(key, field), why end
  return tostring(key), msg
end

-- numbers(w, at) → nil, or the path below at of the first number of weapon
-- table w out of its bounds, and why: what a gear entry's and a scenario's
-- inline weapon's numbers must be alike (at nil: the field alone, "pen").
function M.numbers(w, at)
  local bad, why = D.fields(w, NUMBERS, at)
  if bad then return bad, why end
  if type(w.aim) == "table" then return D.fields(w.aim, AIM, D.path(at, "aim")) end
  return nil
end

-- check(api, key, w) → nil, or the entry of weapon w (gear key key) at
-- fault and why.
function M.check(api, key, w)
  if type(w) ~= "table" then return tostring(key), D.show(w) .. ": want a weapon table" end
  local at, why = M.numbers(w, tostring(key))
  if at then return at, why end
  return validated(api, key, w)
end

-- check_all(api, t) → nil, or the first entry of gear.weapons t, in key
-- order, at fault and why.
function M.check_all(api, t)
  for _, key in ipairs(sorted_keys(t)) do
    local at, why = M.check(api, key, t[key])
    if at then return at, why end
  end
  return nil
end

return M
