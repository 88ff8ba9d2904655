-- houserules/buckshot.lua — posse.buckshot: a shotgun subtracts one from the
-- severity d6, not two.
-- House rule. Technique: re-table a data table (api.set).
--
-- Seed 004 "Hit Locations": "Knives, Derringers and small pistols always add
-- one to the d6 roll, Carbines and rifles subtract one from the d6 roll,
-- shotguns subtract two from the d6 roll." Core keeps these numbers in the
-- data table weapons.severity (rules/weapons.lua); rules/locations.lua
-- hit.severity reads it on every hit. This house rule sets its shotgun entry
-- to `adjust` (option, default −1: the shotgun hits as hard as a rifle); the
-- other weapons keep the seed's numbers.
--
-- Why a group wants it: at −2 a hit in the head, chest or abdomen is Fatal
-- on a d6 of 1–4 (two in three) and a hit on an arm or a leg is Mortal on
-- 1–4, so whoever carries the coach gun decides the fight. At −1, as with a
-- rifle, a body hit is Fatal on 1–3 (one in two) and a limb hit Mortal on
-- 1–3: still a deadly gun, no longer the one that settles every fight.
--
-- Seed rule changed: seed 004 "Hit Locations" (the shotgun's severity
-- adjustment). The severity term of a shotgun hit names the entry and this
-- file's api.set line (`twtw explain`: "data weapons.severity[shotgun] set by
-- posse.buckshot houserules/buckshot.lua:N"). Running out of ammunition on a
-- double is not changed (posse.both_barrels changes that).
local tables = require("lib.tables")

local M = {
  name = "posse.buckshot",
  version = "1.0.0",
  summary = "A shotgun subtracts one from the severity d6, not two (it hits like a rifle)",
  source = "house rule; changes seed 004 \"Hit Locations\" (\"shotguns subtract two from the d6 roll\")",
  ruleset = "shootout >= 1.0", requires = { "shootout.weapons" },
  options = {
    adjust = { type = "int", default = -1, min = -2, max = 0, doc = "what a shotgun adds to the severity d6 (the seed: -2)" },
  },
}

function M.setup(api, opts)
  -- a copy with the shotgun's entry changed: the host credits this line on
  -- that entry alone
  api.set("weapons.severity", function(old)
    local t = tables.copy(old)
    t.shotgun = opts.adjust
    return t
  end)
end

return M
