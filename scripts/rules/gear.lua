-- rules/gear.lua — the weapon and cover tables, and checks for inline weapons.
-- seed 000 "Range": "See the gear section for any applicable range increments
-- or other vital details regarding weaponry." The gear chapter itself is not
-- among the seeds, so most numbers here are decided here; every entry's
-- `source` says which of its stats a seed gives and which are ours.
-- seed 000 "Cover Penetration": "2 Thin wood, 3 hardwood, 4 Bricks, iron plating".
--
-- A weapon entry: name, key, kind ("ranged"|"melee"|"thrown"|"unarmed"),
-- skill, trait, increment (paces; nil for thrown weapons: the thrower's
-- Strength decides it), aim = {speed = "F"|"N"|"S", penalty = -n} (seed 000
-- "Aim and Snap Shots": "F/-1"), accurate (the Accurate (n) attribute, 0 =
-- none), dmg and rd (effect references such as "(2)6"), pen, rel (1..13, nil
-- = cannot fail: seed 000 "Equipment Failure"), shots, speed (of the attack
-- action), ap (AP to fire or strike), cock_ap (AP to cock a single action
-- weapon), hands, length ("short"|"normal"|"long"), attributes, damage
-- ("deadly"|"normal"|"brawling"|"impact"), break_tn (entangling weapons:
-- seed 000 "Entanglement"), source.
local M = {
  name = "core.gear",
  version = "1.0.0",
  summary = "Weapons (range increment, aim, Accurate, damage, Pen, Rel …) and cover armor values",
  source = "seed 000 \"Range\", \"Aim and Snap Shots\", \"Fan Firing\", \"Fast Draw\", \"Cover Penetration\", " ..
    "\"Entanglement\"; seed 001 \"Mounted and Vehicular Movement\"",
}

local KINDS = { ranged = true, melee = true, thrown = true, unarmed = true }
local SPEEDS = { F = true, N = true, S = true }
local LENGTHS = { short = true, normal = true, long = true }
local DAMAGE = { deadly = true, normal = true, brawling = true, impact = true }
local TRAITS = { strength = true, dexterity = true, reflex = true, fortitude = true, acuity = true, spirit = true }

-- revolvers() → the revolvers: the two Peacemakers and the Walker Colt, by gear key (new tables each call).
local function revolvers()
  return {
    peacemaker = {
      name = "Colt Peacemaker, gunslinger model", kind = "ranged", skill = "shooting", trait = "dexterity",
      increment = 8, aim = { speed = "F", penalty = -2 }, accurate = 0,
      dmg = "(2)8", rd = "(1)8", pen = 2, rel = 2, shots = 6, speed = "F", ap = 1, cock_ap = 1,
      hands = 1, length = "short",
      attributes = { short = true, revolver = true, single_action = true, handgun = true },
      damage = "deadly",
      source = "seed 000 \"Range\" (increment 8), \"Fan Firing\" (aim −2, single action revolver), "
        .. "\"Fast Draw\" (short, Fast to fire); seed 001 (1 AP to shoot); "
        .. "decided here: aim speed F, DMG (2)8, RD (1)8, Pen 2, Rel 2, 6 shots, 1 AP to cock",
    },
    peacemaker_cavalry = {
      name = "Colt Peacemaker, cavalry model", kind = "ranged", skill = "shooting", trait = "dexterity",
      increment = 10, aim = { speed = "F", penalty = -2 }, accurate = 1,
      dmg = "(2)8", rd = "(1)8", pen = 2, rel = 2, shots = 6, speed = "F", ap = 1, cock_ap = 1,
      hands = 1, length = "normal",
      attributes = { revolver = true, single_action = true, handgun = true },
      damage = "deadly",
      source = "decided here: the long-barrelled sibling of the seed's gunslinger model (seed 000 "
        .. "\"Range\" calls that one \"short barrel\"): increment 10, Accurate (1), not short",
    },
    walker_colt = {
      name = "Walker Colt", kind = "ranged", skill = "shooting", trait = "dexterity",
      increment = 10, aim = { speed = "F", penalty = -3 }, accurate = 0,
      dmg = "(2)10", rd = "(1)10", pen = 2, rel = 4, shots = 6, speed = "N", ap = 1, cock_ap = 1,
      hands = 1, length = "normal",
      attributes = { revolver = true, single_action = true, handgun = true },
      damage = "deadly",
      source = "seed 000 \"Advanced Rule: Fields of Fire\" (a handgun: 120 degree field of fire); "
        .. "decided here: a heavy .44 — increment 10, F/-3, Normal speed, DMG (2)10, RD (1)10, Pen 2, "
        .. "Rel 4 (its cylinders were known to burst), 6 shots",
    },
  }
end

-- long_guns() → the rifle, the shotgun and the derringer, by gear key (new tables each call).
local function long_guns()
  return {
    rifle = {
      name = "Winchester rifle", kind = "ranged", skill = "shooting", trait = "dexterity",
      increment = 20, aim = { speed = "N", penalty = -3 }, accurate = 1,
      dmg = "(2)10", rd = "(1)10", pen = 3, rel = 3, shots = 15, speed = "N", ap = 1, cock_ap = 1,
      hands = 2, length = "long",
      attributes = { lever = true },
      damage = "deadly",
      source = "seed 000 \"Two handed ranged weapons\" (two hands), \"Advanced Rule: Fields of Fire\" "
        .. "(60 degrees); decided here: increment 20, N/-3, Accurate (1), DMG (2)10, RD (1)10, Pen 3, "
        .. "Rel 3, 15 shots, lever worked (1 AP)",
    },
    shotgun = {
      name = "double-barrelled shotgun", kind = "ranged", skill = "shooting", trait = "dexterity",
      increment = 6, aim = { speed = "N", penalty = -1 }, accurate = 0,
      dmg = "(3)6", rd = "(2)6", pen = 1, rel = 2, shots = 2, speed = "N", ap = 1, cock_ap = 0,
      hands = 2, length = "long",
      attributes = { scatter = true, double_barrel = true },
      damage = "deadly",
      source = "seed 000 \"Unintended Targets\" (scatter attribute; Hank's has two barrels); "
        .. "decided here: increment 6, N/-1, DMG (3)6, RD (2)6, Pen 1, Rel 2",
    },
    derringer = {
      name = "derringer", kind = "ranged", skill = "shooting", trait = "dexterity",
      increment = 3, aim = { speed = "F", penalty = -1 }, accurate = 0,
      dmg = "(2)6", rd = "(1)6", pen = 1, rel = 3, shots = 2, speed = "F", ap = 1, cock_ap = 0,
      hands = 1, length = "short",
      attributes = { short = true, handgun = true },
      damage = "deadly",
      source = "decided here: a hideout pistol — increment 3, F/-1, DMG (2)6, RD (1)6, Pen 1, Rel 3, 2 shots",
    },
  }
end

-- close_weapons() → the Bowie knife, the cavalry saber, the lariat and the knife, by gear key (new tables each call).
local function close_weapons()
  return {
    bowie_knife = {
      name = "Bowie knife", kind = "melee", skill = "fighting", trait = "dexterity",
      accurate = 0, dmg = "(2)6", rd = "(1)6", pen = 1, speed = "N", ap = 1,
      hands = 1, length = "short",
      attributes = { short = true, strength = true },
      damage = "deadly",
      source = "seed 000 \"Fan Firing\" (the Perkins brothers' weapon); decided here: short, Normal "
        .. "speed, DMG (2)6, RD (1)6, Pen 1, damage adjusted by Strength (core.damage)",
    },
    cavalry_saber = {
      name = "cavalry saber", kind = "melee", skill = "fighting", trait = "dexterity",
      accurate = 0, dmg = "(2)8", rd = "(1)8", pen = 1, speed = "N", ap = 1,
      hands = 1, length = "normal",
      attributes = { defend = 1, strength = true },
      damage = "deadly",
      source = "seed 000 \"Advantage\" (a saber (defend), normal length); decided here: Defend 1, "
        .. "Normal speed, DMG (2)8, RD (1)8, Pen 1",
    },
    lariat = {
      name = "lariat", kind = "melee", skill = "fighting", trait = "dexterity",
      accurate = 0, speed = "N", ap = 1, hands = 2, length = "long", break_tn = 7,
      attributes = { entangle = true, fragile = true },
      damage = "brawling",
      source = "seed 000 \"Entanglement\" (entangles; fragile: broken when the Strength check beats "
        .. "its TN); decided here: break TN 7, long, Normal speed, two hands, no damage",
    },
    knife = {
      name = "knife", kind = "melee", skill = "fighting", trait = "dexterity",
      accurate = 0, dmg = "(2)4", rd = "(1)4", pen = 1, speed = "F", ap = 1,
      hands = 1, length = "short",
      attributes = { short = true, fast = true, throwable = true, strength = true },
      damage = "deadly",
      source = "seed 000 \"Advantage\" (a knife (short, fast)); decided here: DMG (2)4, RD (1)4, Pen 1",
    },
  }
end

-- thrown_and_fists() → the thrown knife, dynamite and fists, by gear key (new tables each call).
local function thrown_and_fists()
  return {
    thrown_knife = {
      name = "throwing knife", kind = "thrown", skill = "throwing", trait = "dexterity",
      aim = { speed = "F", penalty = -1 }, accurate = 0,
      dmg = "(2)4", rd = "(1)4", pen = 1, speed = "F", ap = 1, shots = 1,
      hands = 1, length = "short",
      attributes = { short = true, fast = true },
      damage = "deadly",
      source = "seed 000 \"Throwing Things\" (increment from Strength, range Strength × 5); "
        .. "decided here: F/-1, DMG (2)4, RD (1)4, Pen 1",
    },
    dynamite = {
      name = "dynamite", kind = "thrown", skill = "throwing", trait = "dexterity",
      aim = { speed = "N", penalty = -1 }, accurate = 0,
      dmg = "(4)6", rd = "(2)6", pen = 2, rel = 3, speed = "N", ap = 2, shots = 1,
      hands = 1, length = "short",
      attributes = { area = true, explosive = true, blast = 3 },
      damage = "deadly",
      source = "seed 000 \"Dodge\" (area attacks ignore dodge), \"Scatter\"; seed 001 (Hank's "
        .. "bundle); decided here: N/-1, DMG (4)6, RD (2)6, Pen 2, Rel 3 (the fuse), blast 3 paces, 2 AP",
    },
    fists = {
      name = "fists", kind = "unarmed", skill = "brawl", trait = "strength",
      accurate = 0, speed = "F", ap = 1, hands = 1, length = "short",
      attributes = { punch = true, short = true },
      damage = "brawling",
      source = "seed 000 \"Unarmed Combat\", \"Hand to Hand Damage\" (damage from the trait: "
        .. "core.unarmed's unarmed.damage; Pen from unarmed.pen)",
    },
  }
end

-- weapons() → every weapon of the gear table, by gear key, in the order
-- above (a new table each call: a VM may change its own).
local function weapons()
  local all = {}
  for _, group in ipairs({ revolvers(), long_guns(), close_weapons(), thrown_and_fists() }) do
    for key, w in pairs(group) do all[key] = w end
  end
  return all
end

-- fail raises a validation error naming the weapon and the field.
local function fail(w, field, msg)
  local who = type(w) == "table" and (w.name or w.key) or nil
  error(string.format("gear.validate: weapon %s: field %q: %s",
    who and string.format("%q", tostring(who)) or "(unnamed)", field, msg), 3)
end

local function is_int(v) return type(v) == "number" and v == math.floor(v) end

-- validate_handling checks the fields of a weapon's handling, reload (rounds
-- a reload action loads) and source, and returns it.
local function validate_handling(w)
  if w.reload ~= nil and (not is_int(w.reload) or w.reload < 1) then
    fail(w, "reload", "want a whole number ≥ 1 (rounds a reload action loads), got " .. tostring(w.reload))
  end
  if w.source ~= nil and type(w.source) ~= "string" then fail(w, "source", "want a string") end
  return w
end

-- validate checks a weapon table field by field and returns it.
local function validate(api, w)
  if type(w) ~= "table" then
    error("gear.validate: a weapon is a table, got " .. type(w), 2)
  end
  if type(w.name) ~= "string" or w.name == "" then fail(w, "name", "a non-empty string is required") end
  if w.key ~= nil and type(w.key) ~= "string" then fail(w, "key", "must be a string") end
  if not KINDS[w.kind] then fail(w, "kind", "want ranged, melee, thrown or unarmed, got " .. tostring(w.kind)) end
  if type(w.skill) ~= "string" then fail(w, "skill", "a skill name such as \"shooting\" is required") end
  if w.trait ~= nil and not TRAITS[w.trait] then fail(w, "trait", "not a trait: " .. tostring(w.trait)) end
  if w.kind == "ranged" then
    if type(w.increment) ~= "number" or w.increment <= 0 then
      fail(w, "increment", "a ranged weapon needs a range increment in paces (> 0)")
    end
  elseif w.increment ~= nil and (type(w.increment) ~= "number" or w.increment <= 0) then
    fail(w, "increment", "must be a number of paces > 0")
  end
  if w.kind == "ranged" or w.kind == "thrown" then
    if type(w.aim) ~= "table" then fail(w, "aim", "a ranged weapon needs aim = {speed = \"F\", penalty = -2}") end
    if not SPEEDS[w.aim.speed] then fail(w, "aim.speed", "want F, N or S, got " .. tostring(w.aim.speed)) end
    if not is_int(w.aim.penalty) or w.aim.penalty > 0 then
      fail(w, "aim.penalty", "want a whole number ≤ 0 (the snap shot penalty), got " .. tostring(w.aim.penalty))
    end
  end
  if w.accurate ~= nil and (not is_int(w.accurate) or w.accurate < 0) then
    fail(w, "accurate", "want a whole number ≥ 0")
  end
  local needs_dmg = w.kind ~= "unarmed" and not (w.attributes and w.attributes.entangle)
  for _, f in ipairs({ "dmg", "rd" }) do
    local ref = w[f]
    if ref == nil then
      if needs_dmg then fail(w, f, "an effect reference such as \"(2)6\" is required") end
    else
      if type(ref) ~= "string" then fail(w, f, "an effect reference such as \"(2)6\" expected") end
      local ok, kind = pcall(api.damage.parse, ref)
      if not ok or kind ~= "effect" then
        fail(w, f, string.format("%q is not an effect reference such as \"(2)6\"", ref))
      end
    end
  end
  if w.pen ~= nil and not is_int(w.pen) then fail(w, "pen", "want a whole number") end
  if needs_dmg and w.pen == nil then fail(w, "pen", "a weapon that deals damage needs Pen") end
  if w.rel ~= nil and (not is_int(w.rel) or w.rel < 1 or w.rel > 13) then
    fail(w, "rel", "want 1..13 (or none: cannot fail), got " .. tostring(w.rel))
  end
  if w.shots ~= nil and (not is_int(w.shots) or w.shots < 0) then fail(w, "shots", "want a whole number ≥ 0") end
  if not SPEEDS[w.speed] then fail(w, "speed", "want F, N or S, got " .. tostring(w.speed)) end
  if w.ap ~= nil and (not is_int(w.ap) or w.ap < 0) then fail(w, "ap", "want a whole number ≥ 0") end
  if w.cock_ap ~= nil and (not is_int(w.cock_ap) or w.cock_ap < 0) then fail(w, "cock_ap", "want a whole number ≥ 0") end
  if w.hands ~= 1 and w.hands ~= 2 then fail(w, "hands", "want 1 or 2, got " .. tostring(w.hands)) end
  if not LENGTHS[w.length] then fail(w, "length", "want short, normal or long, got " .. tostring(w.length)) end
  if w.attributes ~= nil and type(w.attributes) ~= "table" then fail(w, "attributes", "want a table") end
  if not DAMAGE[w.damage] then
    fail(w, "damage", "want deadly, normal, brawling or impact, got " .. tostring(w.damage))
  end
  if w.break_tn ~= nil and not is_int(w.break_tn) then fail(w, "break_tn", "want a whole number") end
  return validate_handling(w)
end

-- copy is a copy of a weapon entry: the aim and attributes tables are copied
-- too, so an instance can change without touching gear.weapons.
local function copy(w)
  local out = {}
  for k, v in pairs(w) do out[k] = v end
  if type(w.aim) == "table" then out.aim = { speed = w.aim.speed, penalty = w.aim.penalty } end
  local attrs = {}
  for k, v in pairs(w.attributes or {}) do attrs[k] = v end
  out.attributes = attrs
  return out
end

-- define_gear_weapons(api): gear.weapons, gear.cover, gear.validate.
local function define_gear_weapons(api)
  local list = weapons()
  for key, w in pairs(list) do w.key = key end
  api.define("gear.weapons", list, "the weapon table (decided stats are marked in each entry's source)")

  api.define("gear.cover", { thin_wood = 2, hardwood = 3, bricks = 4, iron = 4 },
    "seed 000 \"Cover Penetration\": armor values of common obstacles")

  -- gear.validate(w) checks a weapon table (an inline scenario weapon or a
  -- gear entry) and returns a checked copy: fields missing from an inline
  -- weapon come from the gear entry named by w.base (if any), then from the
  -- defaults accurate 0, ap 1, hands 1, length "normal", damage "deadly",
  -- attributes {}, trait = skills.traits[skill]. A bad or missing field
  -- raises an error naming the weapon and the field.
  api.define("gear.validate", function(w)
    if type(w) ~= "table" then error("gear.validate: a weapon is a table, got " .. type(w), 2) end
    local out
    if w.base ~= nil then
      local b = api.rules["gear.weapons"][w.base]
      if not b then
        local who = w.name or w.key
        error(string.format("gear.validate: weapon %s: field \"base\": no gear entry %q",
          who and string.format("%q", tostring(who)) or "(unnamed)", tostring(w.base)), 2)
      end
      out = copy(b)
    else
      out = { accurate = 0, ap = 1, hands = 1, length = "normal", damage = "deadly", attributes = {} }
    end
    for k, v in pairs(w) do
      if k ~= "base" then out[k] = v end
    end
    if type(w.aim) == "table" then
      out.aim = { speed = w.aim.speed, penalty = w.aim.penalty }
    elseif type(w.aim) == "string" then
      -- the book's notation: "F/-2"
      local sp, pen = string.match(w.aim, "^%s*([FNS])%s*/%s*(%-?%d+)%s*$")
      if not sp then fail(w, "aim", string.format("%q is not an aim value such as \"F/-2\"", w.aim)) end
      out.aim = { speed = sp, penalty = tonumber(pen) }
    end
    if type(w.attributes) == "table" then out.attributes = copy({ attributes = w.attributes }).attributes end
    if out.trait == nil and type(out.skill) == "string" then
      local st = api.rules["skills.traits"]
      out.trait = st and st[out.skill] or nil
    end
    return validate(api, out)
  end, "check a weapon table and return a copy with defaults filled; errors name the weapon and field")
end

-- define_gear_weapon(api): gear.weapon.
local function define_gear_weapon(api)
  -- gear.weapon(key [, state]) returns a weapon instance: a copy of the gear
  -- entry plus its state (loaded = shots, cocked = false unless given).
  api.define("gear.weapon", function(key, state)
    local w = api.rules["gear.weapons"][key]
    if not w then error(string.format("gear.weapon: no weapon %q in gear.weapons", tostring(key)), 2) end
    local inst = copy(w)
    inst.key = key
    inst.loaded = inst.shots
    inst.cocked = false
    for k, v in pairs(state or {}) do inst[k] = v end
    return inst
  end, "a weapon instance: a copy of a gear entry with loaded and cocked")
end

function M.setup(api)
  define_gear_weapons(api)
  define_gear_weapon(api)
end

return M
