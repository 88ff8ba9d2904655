-- rules/gear.lua — the weapons of the percentile western and their range.
-- seed 002 "4.1.2 Ranged combat": "a character can use a firearm, a throwing
-- weapon (knife, tomahawk, arrow, spear) or a whip. It is necessary to check
-- the weapon's maximum range before attacking an adversary (see sections
-- 3.4.1 and 3.4.2)"; "4.1.3 Hand-to-hand combat": "a firearm (point-blank
-- range), a bladed contact weapon (knife, tomahawk, club...) or his fists";
-- "4.5.2 Stunning an opponent": "a heavy enough object to be able to stun
-- someone (revolver butt, stick, etc.)".
--
-- Decided here (sections 3.4.1, 3.4.2 and the weapon list are not in the
-- seed): the damage dice, capacities and ranges below; a shot up to the
-- weapon's effective range has no range modifier, beyond it up to the
-- maximum range −20 % ("long range"), beyond the maximum no shot at all;
-- pistols (revolver, derringer) use the aimed/instinctive pistol skills,
-- rifles the rifle skill, the knife its own skill and fists and the club
-- brawl; `heavy` marks what can stun (4.5.2).
local M = {
  name = "percentile.gear",
  version = "1.0.0",
  summary = "Weapons: damage dice, capacity, effective and maximum range, the skill used",
  source = "seed 002 \"4.1.2 Ranged combat\", \"4.1.3 Hand-to-hand combat\", \"4.5.2 Stunning an opponent\"",
}

local sorted_keys = require("lib.tables").sorted_keys

local WEAPONS = {
  revolver = { name = "Colt revolver", kind = "pistol", damage = "1d8", capacity = 6, effective = 25, max = 50, heavy = true },
  derringer = { name = "derringer", kind = "pistol", damage = "1d6", capacity = 2, effective = 5, max = 15 },
  rifle = { name = "Winchester rifle", kind = "rifle", skill = "rifle", damage = "2d6", capacity = 12, effective = 100, max = 300, heavy = true },
  carbine = { name = "carbine", kind = "rifle", skill = "rifle", damage = "2d6", capacity = 7, effective = 60, max = 200, heavy = true },
  knife = { name = "Bowie knife", kind = "melee", skill = "knife", damage = "1d6", reach = 1 },
  club = { name = "club", kind = "melee", skill = "brawl", damage = "1d6", reach = 1, heavy = true },
  fists = { name = "fists", kind = "melee", skill = "brawl", damage = "1d3", reach = 1 },
}

-- check_weapons(api, weapons) → nil when every weapon's damage is a dice
-- spec the dice library rolls, else the first entry that is not (by key,
-- "rifle.damage") and a message: data.check runs it when the rules are built
-- on gear.weapons as the sets left it, so a house rule's "2x8" is refused
-- naming its file:line, not failed at the first hit with the weapon.
local function check_weapons(api, weapons)
  for _, key in ipairs(sorted_keys(weapons)) do
    local w, at = weapons[key], tostring(key) .. ".damage"
    if type(w) == "table" then
      if type(w.damage) ~= "string" then
        return at, string.format("%s, want a dice spec such as 1d8 or 2d6+1", w.damage == nil and "missing" or tostring(w.damage))
      end
      local ok, err = pcall(api.dice.parse, w.damage)
      if not ok then return at, ((tostring(err):match("%((.*)%)$") or tostring(err)):gsub("^dice: ", "dice ")) end
    end
  end
  return nil
end

-- long_refs(w) → the data references of a long-range modifier for weapon w.
local function long_refs(w)
  if not w.key then return { "gear.range_table.long" } end
  local at = "gear.weapons." .. w.key
  return { "gear.range_table.long", at .. ".effective", at .. ".max" }
end

function M.setup(api)
  local weapons = {}
  for key, w in pairs(WEAPONS) do
    local copy = { key = key }
    for k, v in pairs(w) do copy[k] = v end
    weapons[key] = copy
  end
  api.define("gear.weapons", weapons, "the weapons (decided here: seed 002 lists none)")

  -- data.check(name, t) → nil, or the entry of data table name (t, as the
  -- sets left it) whose value the rules cannot use and why: the host calls it
  -- when the rules are built on each data table a set changed, and refuses
  -- the set that last changed that entry. Here: a weapon's damage dice.
  api.define("data.check", function(name, t)
    if name == "gear.weapons" then return check_weapons(api, t) end
    return nil
  end, "the values a house rule's set may not give the data tables (the host's check when the rules are built)")

  api.define("gear.range_table", { long = -20 },
    "range: no modifier up to the effective range, −20 % up to the maximum (decided here)")

  -- gear.weapon(key) → a fresh weapon instance (loaded to capacity).
  api.define("gear.weapon", function(key)
    local w = api.rules["gear.weapons"][key]
    if not w then error(string.format("gear: unknown weapon %q", tostring(key)), 2) end
    local copy = {}
    for k, v in pairs(w) do copy[k] = v end
    copy.loaded = w.capacity or 0
    return copy
  end, "a weapon instance, loaded")

  -- gear.range(w, d) → band ("effective" | "long" | "out"), modifier, and
  -- for a long shot the entries the modifier depends on (a term's data):
  -- gear.range_table.long and the bounds of the band, the weapon's
  -- effective and maximum range in gear.weapons.
  api.define("gear.range", function(w, d)
    if w.kind == "melee" then
      if d <= (w.reach or 1) then return "effective", 0 end
      return "out", 0
    end
    if d <= w.effective then return "effective", 0 end
    if d <= w.max then return "long", api.rules["gear.range_table"].long, long_refs(w) end
    return "out", 0
  end, "the range band of a shot and its modifier (and, when long, its data references)")
end

return M
