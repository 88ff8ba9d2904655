-- rules/weapons.lua — shootout.weapons: the weapons, their severity
-- adjustments, which culture uses them, and which one a figure fires.
--
-- seed 004 "Really Simple Wild West Shootout Rules", "Hit Locations":
--   "Knives, Derringers and small pistols always add one to the d6 roll,
--   Carbines and rifles subtract one from the d6 roll, shotguns subtract two
--   from the d6 roll. NOTE Shotguns run out of ammo after any double."
-- "Expertise": "Each character has a preferred weapon ... When using other
--   weapons the character will drop one skill level, they will drop three
--   level if trying to use a weapon outside their cultural norm, ex. A
--   city-slicker gunslinger trying to use a bow or a Zulu warrior trying to
--   use a scoped rifle."
-- "Fisticuffs": "Any weapon held by the character engaging in fisticuffs is
--   holstered (pistols) or dropped (long guns of any type)".
--
-- Decided here:
-- * the seed names weapon classes, not guns; each class has one entry with a
--   period name. A pistol (the six-gun) adjusts nothing; a bow adjusts
--   nothing (the seed names it only as an example of culture).
-- * cultures: "frontier" (cowboys, settlers, soldiers), "city" (the
--   city slicker) and "native"; a weapon lists the cultures it belongs to.
-- * long = a two-handed long gun (carbine, rifle, scoped rifle, shotgun) or
--   the bow: dropped when a fistfight starts, and it cannot be fired with a
--   disabled arm. The rest are holstered or sheathed.
-- * a figure holds his weapon in his gun hand (his `hand`); with that arm
--   disabled a pistol is in the other hand (weapon.hand; rules/wounds.lua).
-- * a thrown knife is used up: it lies where it fell (no retrieving in a
--   fight). Only shotguns run out of ammunition (the seed counts no other).
local M = {
  name = "shootout.weapons",
  version = "1.0.0",
  summary = "Weapons: severity adjustments, cultures, long guns, the weapon in hand",
  source = "seed 004 \"Hit Locations\", \"Expertise\" (preferred weapon, cultural norm), \"Fisticuffs\"",
}

local FRONTIER_CITY = { "frontier", "city" }
local EVERYONE = { "frontier", "city", "native" }

-- define_list(api): the weapons and their severity adjustments.
local function define_list(api)
  local R = api.rules

  -- weapons.severity: the d6 adjustment of each class (seed 004 "Hit Locations").
  api.define("weapons.severity", {
    knife = 1, derringer = 1, small_pistol = 1, pistol = 0,
    carbine = -1, rifle = -1, shotgun = -2, bow = 0,
  }, "seed 004: knives, derringers, small pistols +1; carbines, rifles −1; shotguns −2 on the severity d6")

  -- weapons: the weapon list, by key.
  api.define("weapons", {
    knife = { name = "Bowie knife", class = "knife", thrown = true, cultures = EVERYONE },
    derringer = { name = "derringer", class = "derringer", cultures = FRONTIER_CITY },
    pocket_pistol = { name = "pocket pistol", class = "small_pistol", cultures = FRONTIER_CITY },
    pistol = { name = "six-gun", class = "pistol", cultures = FRONTIER_CITY },
    carbine = { name = "carbine", class = "carbine", long = true, cultures = EVERYONE },
    rifle = { name = "rifle", class = "rifle", long = true, cultures = EVERYONE },
    scoped_rifle = { name = "scoped rifle", class = "rifle", long = true, cultures = FRONTIER_CITY },
    shotgun = { name = "shotgun", class = "shotgun", long = true, cultures = FRONTIER_CITY },
    bow = { name = "bow", class = "bow", long = true, cultures = { "native" } },
  }, "the weapons (decided: one per class of seed 004, with cultures)")

  -- weapon.new(key) → a weapon instance: a copy of the entry plus key and
  -- its state (dropped_at, holstered, empty, spent).
  api.define("weapon.new", function(key)
    local base = R["weapons"][key]
    if base == nil then error(string.format("weapon.new: unknown weapon %q", tostring(key)), 2) end
    local w = { key = key }
    for k, v in pairs(base) do w[k] = v end
    return w
  end, "a weapon instance from the weapon list")
end

-- define_use(api): which weapon a figure can fire, and whose culture it is.
local function define_use(api)
  local R = api.rules

  -- weapon.usable(c, w) → ok, why: can c fire w now (not dropped, not
  -- thrown away, loaded, enough working arms).
  api.define("weapon.usable", function(c, w)
    if w.dropped_at then return false, "dropped" end
    if w.spent then return false, "thrown" end
    if w.empty then return false, "out of ammunition" end
    local arms = (c.disabled[2] and 0 or 1) + (c.disabled[4] and 0 or 1)
    if arms == 0 then return false, "both arms disabled" end
    if w.long and arms < 2 then return false, "a long arm needs both arms" end
    return true
  end, "can a combatant fire this weapon now")

  -- weapon.pick(c) → index, weapon: the weapon c fires: the one in hand when
  -- usable, else the first usable one (drawing it is part of the shot:
  -- decided, the seed has no drawing rules), else nil.
  api.define("weapon.pick", function(c)
    local cur = c.weapon and c.weapons[c.weapon]
    if cur and R["weapon.usable"](c, cur) then return c.weapon, cur end
    for i, w in ipairs(c.weapons) do
      if R["weapon.usable"](c, w) then return i, w end
    end
    return nil
  end, "the weapon a combatant fires")

  -- weapon.hand(c, w) → "right" or "left": the hand that holds w — his gun
  -- hand, the other one for a pistol when his gun arm is disabled (a long gun
  -- needs both arms and stays in his gun hand).
  api.define("weapon.hand", function(c, w)
    local gun_arm = c.hand == "right" and 2 or 4
    if w and not w.long and c.disabled[gun_arm] then return c.hand == "right" and "left" or "right" end
    return c.hand
  end, "the hand holding a weapon (decided: the other hand when the gun arm is disabled)")

  -- weapon.cultural(c, w) says whether w belongs to c's culture.
  api.define("weapon.cultural", function(c, w)
    for _, cu in ipairs(w.cultures or EVERYONE) do
      if cu == c.culture then return true end
    end
    return false
  end, "is a weapon inside a combatant's cultural norm")

  -- weapon.attack_text(w, t) → what a figure does with w at t, as the
  -- transcript says it: "throws the Bowie knife at Blacksmith" for a thrown
  -- weapon, "shoots at Blacksmith with the six-gun" for the rest.
  api.define("weapon.attack_text", function(w, t)
    local name = t and t.name or "a man"
    if w.thrown then return string.format("throws the %s at %s", w.name, name) end
    return string.format("shoots at %s with the %s", name, w.name)
  end, "the words of an attack: a thrown weapon is thrown, the rest shoot")
end

function M.setup(api)
  define_list(api)
  define_use(api)
end

return M
