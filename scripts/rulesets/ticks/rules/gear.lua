-- rules/gear.lua — weapons, armour and shields (seed 003 "Weapons and
-- Damage", "Armor", "Shields").
--
-- seed 003 "Weapons and Damage": Unarmed attack 1, Nightstick 2, Knife 2,
-- Hatchet 3, Baseball bat 3, Pistol 3, Bow 3, Sword 4, Rifle 4, Shotgun 5,
-- Automatic weapon 5 (base damage).
-- seed 003 "Armor": "Armor decreases wounds taken by its defense rating.
-- Light ballistic 3, No defense against melee; Heavy ballistic 4, Defense 2
-- against melee. Every round a person wearing armor is hit, its defense
-- decreases by 1 until it is repaired."
-- seed 003 "Shields": "Shields defend against melee attacks with your skill
-- as its defense rating. Shields do not degrade."
--
-- Decided here (the seed gives names and damage only):
-- * kind: a weapon is melee or ranged; its skill is "melee" or "ranged" (the
--   skills the maneuvers name: "melee skill", "ranged skill"); unarmed attacks
--   use melee.
-- * draw: what Quick Draw covers — "melee" (Quick Draw (melee)), "handgun"
--   (the pistol, Quick Draw (handgun/thrown)), "long" (bow, rifle, shotgun,
--   automatic weapon: no quick draw), nil (fists, nothing to draw).
-- * thrown: knife and hatchet can be thrown as a ranged attack (ranged skill);
--   the seed's "Quick Draw (handgun/thrown)" implies thrown weapons.
-- * shots: rounds a weapon holds (Double tap "consumes two units of ammunition"):
--   pistol 6, rifle 5, shotgun 2, automatic weapon 30; a bow's arrows are not
--   counted (each attack nocks one); reloading is Other (rules/other.lua).
-- * Armour wear lowers both ratings by gear.table.wear (the seed's 1) each round
--   it is hit, never below 0; a shield's rating is its bearer's melee skill.
local M = {
  name = "ticks.gear",
  version = "1.0.0",
  summary = "The weapons table, light and heavy ballistic armour, shields",
  source = "seed 003 \"Weapons and Damage\", \"Armor\", \"Shields\"",
}

local T = require("rules.lib.tables")
local WEAPONS, ORDER, ARMOUR = T.weapons, T.weapon_order, T.armour

-- fresh(t) is a copy of a table of tables, so each setup (each spec, each
-- fight) starts from the seed's rows however a house rule changed the last.
local function fresh(t)
  local o = {}
  for k, row in pairs(t) do
    local r = {}
    for f, v in pairs(row) do r[f] = v end
    o[k] = r
  end
  return o
end

function M.setup(api)
  local weapons = fresh(WEAPONS)
  for _, k in ipairs(ORDER) do
    weapons[k].key = k
    weapons[k].skill = weapons[k].kind == "ranged" and "ranged" or "melee"
  end
  api.define("gear.weapons", weapons, "the weapons table (seed 003 \"Weapons and Damage\"); kind, draw, thrown, shots decided here")
  api.define("gear.weapon_order", { unpack(ORDER) }, "the weapons in the seed's table order")
  api.define("gear.armour", fresh(ARMOUR), "armour: light ballistic 3 (0 vs melee), heavy ballistic 4 (2 vs melee) (seed 003 \"Armor\")")
  api.define("gear.table", { reach = 1, wear = 1 }, "reach: melee, in steps (decided here: 1); wear: armour's loss a round hit (seed 003 \"Armor\": 1)")

  -- gear.weapon(key) → a fresh weapon instance (a copy, loaded full) or nil.
  api.define("gear.weapon", function(key)
    local base = api.rules["gear.weapons"][key]
    if base == nil then return nil end
    local w = {}
    for k, v in pairs(base) do w[k] = v end
    w.loaded = w.shots
    return w
  end, "a weapon instance from the table, fully loaded")

  -- armour.rating(c, kind) → the wearer's rating against a "melee" or "ranged"
  -- attack (0 without armour), and the data entries it was read from.
  api.define("armour.rating", function(c, kind)
    local a = c.armour
    if a == nil then return 0 end
    local from = a.key and "gear.armour." .. a.key .. "." .. kind
    return math.max(0, (a[kind] or 0) - (a.wear or 0)), (from and (a.wear or 0) > 0) and { from, "gear.table.wear" } or from
  end, "armour's current rating against melee or ranged, and the data it was read from")

  -- armour.wear(c) lowers c's armour by gear.table.wear for a round in which it was hit.
  api.define("armour.wear", function(c)
    local a = c.armour
    if a == nil then return end
    a.wear = (a.wear or 0) + api.rules["gear.table"].wear
    if api.logging() then
      api.log("armour", { text = string.format("%s's %s was hit this round: defence now %d (%d vs melee)", c.name, a.name,
        api.rules["armour.rating"](c, "ranged"), api.rules["armour.rating"](c, "melee")), who = c.name })
    end
  end, "armour loses 1 defence for each round its wearer is hit")

  -- shield.rating(c) → the bearer's melee skill with a shield, else 0.
  api.define("shield.rating", function(c)
    if not c.shield then return 0 end
    return api.rules["combatant.skill"](c, "melee")
  end, "a shield's rating against melee: its bearer's skill (seed 003 \"Shields\")")
end

return M
