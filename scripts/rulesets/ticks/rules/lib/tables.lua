-- rules/lib/tables.lua — the seed's equipment tables as plain data (a
-- library, not a module): rules/gear.lua defines them as rules, and
-- rules/scenario.lua lists the keys a scenario may name. seed 003 "Weapons and
-- Damage", "Armor"; the fields beyond name and damage are decided in
-- rules/gear.lua's header.
local T = {}

T.weapons = {
  unarmed = { name = "Unarmed attack", damage = 1, kind = "melee" },
  nightstick = { name = "Nightstick", damage = 2, kind = "melee", draw = "melee" },
  knife = { name = "Knife", damage = 2, kind = "melee", draw = "melee", thrown = true },
  hatchet = { name = "Hatchet", damage = 3, kind = "melee", draw = "melee", thrown = true },
  baseball_bat = { name = "Baseball bat", damage = 3, kind = "melee", draw = "melee" },
  pistol = { name = "Pistol", damage = 3, kind = "ranged", draw = "handgun", shots = 6 },
  bow = { name = "Bow", damage = 3, kind = "ranged", draw = "long" },
  sword = { name = "Sword", damage = 4, kind = "melee", draw = "melee" },
  rifle = { name = "Rifle", damage = 4, kind = "ranged", draw = "long", shots = 5 },
  shotgun = { name = "Shotgun", damage = 5, kind = "ranged", draw = "long", shots = 2 },
  automatic_weapon = { name = "Automatic weapon", damage = 5, kind = "ranged", draw = "long", shots = 30 },
}

T.weapon_order = { "unarmed", "nightstick", "knife", "hatchet", "baseball_bat", "pistol", "bow", "sword", "rifle",
  "shotgun", "automatic_weapon" }

T.armour = {
  none = { name = "no armour", ranged = 0, melee = 0 },
  light_ballistic = { name = "Light ballistic", ranged = 3, melee = 0 },
  heavy_ballistic = { name = "Heavy ballistic", ranged = 4, melee = 2 },
}

-- T.armour_order lists the armour keys, none first.
T.armour_order = { "none", "light_ballistic", "heavy_ballistic" }

return T
