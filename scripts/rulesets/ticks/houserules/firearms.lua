-- houserules/firearms.lua — "Firearms": every firearm's base damage is
-- `extra` higher (1 by default: pistol 4, rifle 5, shotgun 6, automatic weapon
-- 6). House rule; changes seed 003 "Weapons and Damage" (Pistol 3, Rifle 4,
-- Shotgun 5, Automatic weapon 5).
--
-- Why a table wants it: by the book a pistol hits no harder than a baseball
-- bat, a hatchet or a bow (3), and ballistic armour takes 3 or 4 off every
-- shot (seed 003 "Armor"), so an agent with ranged 1 firing a pistol at a
-- smuggler in heavy ballistic armour does nothing (3 + 1 − 4 = 0). A group
-- that wants the guns to be the danger in a gunfight raises them by one. A
-- firearm is a weapon whose rounds are counted (gear.weapons' shots: pistol,
-- rifle, shotgun, automatic weapon); the bow and the melee weapons keep the
-- seed's numbers. Technique: re-table data (api.set on gear.weapons). Every
-- rule that reads a weapon's damage follows — attack.damage, Double tap,
-- aim's threshold, the default tactics — and each damage term read from a
-- changed row names it: `data gear.weapons[pistol][damage] set by
-- ticks.firearms houserules/firearms.lua:35`.
local tables = require("lib.tables")

local M = {
  name = "ticks.firearms",
  version = "1.0.0",
  summary = "Firearms hit harder: a weapon with counted rounds deals extra base damage (1 by default)",
  source = "house rule; seed 003 \"Weapons and Damage\"",
  ruleset = "ticks >= 1.0", requires = { "ticks.gear" },
  options = {
    extra = { type = "int", default = 1, min = 1, max = 5, doc = "base damage added to every firearm" },
  },
}

function M.setup(api, opts)
  -- A copy of each row, so the table the set was given (and the seed's rows
  -- rules/lib/tables.lua keeps) are left as they were; only the firearms'
  -- damage differs, so only those entries are credited to this line.
  api.set("gear.weapons", function(old)
    local t = {}
    for key, row in pairs(old) do
      local r = tables.copy(row)
      if r.shots ~= nil then r.damage = r.damage + opts.extra end
      t[key] = r
    end
    return t
  end)
end

return M
