-- rules/datacheck.lua — core.datacheck: the values a house rule's api.set
-- may not give TWTW's data tables, refused when the rules are built (the
-- host's data.check hook, host/datacheck.go), naming the set's file:line,
-- the entry and the value, rather than played silently or failed mid-fight
-- (a called.table.arm of 2.5 failed in rules/called.lua as a term that is
-- no whole number; a TN penalty of -1000 played a TN of -992).
--
-- The numbers the seeds print, which the bounds below are read from:
--   seed 000 "Called Shots": torso -2, legs and arms -4, heads, hands, feet
--   -6, eyeball and heart -10 (the largest TN modifier the seeds print);
--   "Range": Standard (5) plus one a full increment (the Peacemaker's 8);
--   "Move and Fire", "Target Size" ("to a maximum of -6 … +6"), "Target
--   Speed" (one a 5 paces), "Hit Location and Cover" (unseen -4), "Two
--   Weapons" (-1 each, -3 more off hand, -2 a rifle in one hand), "Cover
--   Penetration" (AV 2 thin wood … 4 bricks, iron plating), "Wound
--   Modifiers" and "Wounds" (penalties -1 … -5, stun TNs 3 … 11, five wound
--   levels), "Optional Bleeding Rules" (1, 2, 3 CT a round); seed 001
--   "Advanced Action Resolution" (a bump every 4, an Accurate one every 3).
--
-- Decided here:
-- * every number is finite (no NaN, no inf) and a number the rules add to a
--   TN or a check (a term) is whole: terms refuse a fraction mid-fight.
-- * a TN modifier (called.table, ranged.table's walk, run, mounted, unseen,
--   size_cap, twoweapon.table) is 0..20, a TN (ranged.table.base, a stun
--   TN, a break TN) 1..20, an AV or a Pen 0..20, a wound penalty -20..0:
--   twice the seeds' largest (10, -10; the ladder's heroic TN is 13), so a
--   harsher house table fits and a slip (-1000, 400, 999) does not; a
--   penalty is stored positive (a TN penalty) or negative (a wound's) as the
--   seeds print it, and the other sign is refused.
-- * a range increment is a number above 0, up to 1000 paces (the seeds'
--   longest is the rifle's 20); 0 would leave no range term at all.
-- * a weapon's other numbers are whole: Accurate 0..10, AP 0..10, shots and
--   rounds a reload loads 0..100 (1..100), Rel 1..13 (gear.lua); the rest of
--   a weapon (kind, speed, DMG and RD …) is gear.validate's to refuse.
-- * bleeding.rates is 0..20 CT a round, as optional/bleeding.lua's options.
-- Only a table some set changed is checked; a house rule whose own table
-- other house rules set checks those sets by wrapping data.check.
local D = require("lib.datacheck")
local weapons = require("rules.lib.weapon_check")

local M = {
  name = "core.datacheck",
  version = "1.0.0",
  summary = "Refuses a set's impossible numbers in TWTW's data tables (NaN, fractions, -1000), when the rules are built",
  source = "seed 000 \"Called Shots\", \"Range\", \"Target Size\", \"Two Weapons\", \"Cover Penetration\", "
    .. "\"Wounds\", \"Optional Bleeding Rules\"; seed 001 \"Advanced Action Resolution\" (bounds decided here)",
}

local MOD = { whole = true, min = 0, max = 20, what = "a TN penalty" }
local TN = { whole = true, min = 1, max = 20, what = "a TN" }

-- RANGED: the numbers of ranged.table (rules/ranged.lua).
local RANGED = {
  base = TN, walk = MOD, run = MOD, mounted = MOD, unseen = MOD,
  size_cap = { whole = true, min = 0, max = 20, what = "the most a size adds or takes off" },
  speed_per = { above = 0, max = 100, what = "paces of relative speed a point" },
  human_size = { above = 0, max = 100, what = "a Size" },
  forgo_divisor = { min = 1, max = 10, what = "what a forgoing target's range is divided by" },
  speed_mode = { "relative", "total" },
  size_scale = { "ratio", "halving" },
}

-- ROW: a row of a wound table (rules/lib/wound_tables.lua).
local ROW = {
  penalty = { whole = true, min = -20, max = 0, what = "a wound penalty" },
  stun = { whole = true, min = 1, max = 20, what = "a stun TN" },
}

-- levels(t, at) → the first row of wound table t (under at) at fault: the
-- table needs a row for level 1, each row its penalty and stun TN.
local function levels(t, at)
  if type(t[1]) ~= "table" then
    return D.path(at, 1), "no row for wound level 1 (wounds.row reads the last row for higher levels)"
  end
  for i, row in ipairs(t) do
    local key, why = D.fields(row, ROW, D.path(at, i))
    if key then return key, why end
  end
  return nil
end

-- tables(t) → the first row at fault in any of the wound tables.
local function tables(t)
  for _, name in ipairs(require("lib.tables").sorted_keys(t)) do
    if type(t[name]) == "table" then
      local key, why = levels(t[name], name)
      if key then return key, why end
    end
  end
  return nil
end

-- CHECKS: the check of each data table by name: check(api, t) → nil or the
-- entry at fault and why.
local CHECKS = {
  ["called.table"] = function(_, t) return D.each(t, MOD) end,
  ["ranged.table"] = function(_, t) return D.fields(t, RANGED) end,
  ["twoweapon.table"] = function(_, t) return D.each(t, MOD) end,
  ["gear.cover"] = function(_, t) return D.each(t, { whole = true, min = 0, max = 20, what = "an AV" }) end,
  ["gear.weapons"] = function(api, t) return weapons.check_all(api, t) end,
  ["wounds.levels"] = function(_, t) return levels(t) end,
  ["wounds.tables"] = function(_, t) return tables(t) end,
  ["stun.rules"] = function(_, t)
    return D.fields(t, { level = { "before", "after" },
      ct_only_level = { whole = true, min = 1, max = 5, what = "a wound level" } })
  end,
  ["bumps.score"] = function(_, t) return D.each(t, { min = 0, what = "a weight" }) end,
  ["bumps.accurate_step"] = function(_, t)
    return D.fields(t, { step = { whole = true, min = 1, max = 20, what = "a margin a location bump" } })
  end,
  ["bleeding.rates"] = function(_, t) return D.each(t, { whole = true, min = 0, max = 20, what = "CT a round" }) end,
}

function M.setup(api)
  -- data.check(name, t) → nil, or the entry of data table name (t, as in
  -- force) at fault and why; the host calls it on each table a set changed.
  api.define("data.check", function(name, t)
    local check = CHECKS[name]
    if check then return check(api, t) end
    return nil
  end, "the values a set may not give TWTW's data tables: whole, finite numbers within bounds (decided here)")
end

return M
