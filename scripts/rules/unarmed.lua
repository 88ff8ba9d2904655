-- rules/unarmed.lua — unarmed maneuvers, hand-to-hand damage and penetration,
-- natural armor.
-- seed 000 "Unarmed Combat", "Hand to Hand Damage".
--
-- "These attacks deal normal damage (as opposed to weapons, which deal deadly
-- damage). Normal damage only deals wounds for every 12, rather than every 6."
-- "Damage is dealt based on the trait used to execute the attack. When an RD
-- result gets a bump it goes to the DMG result."
-- "If their trait is d4, it is 0; if it is d6-d10 it is 1; if it is d12 it is
-- 2. Add one to the penetration value if they have 1-3 levels in skill …, add
-- two if the level is 4 or 5." "Characters with a d4 Fortitude have a 0 (no
-- armor), those with d6-d10 have 1, and those with d12 have 2."
--
-- Decided here (the seed's maneuver and damage tables are images,
-- Unarmed.JPG and Unarmeddamage.JPG):
-- * unarmed.damage: DMG (2)X and RD (1)X, X = the die of the trait used (a d8
--   Strength punch: DMG (2)8, RD (1)8), normal damage.
-- * unarmed.maneuvers: the seed's nine maneuvers, Strike split into punch
--   (punch attribute: one location up) and kick (kick attribute: one down);
--   the trait, speed and effects of each are ours (see each entry's source).
-- * "When an RD result gets a bump it goes to the DMG result": one bump turns
--   an ablated (RD) unarmed hit into a DMG hit (core.bumps may spend it).
-- * gear.weapons.fists only marks the attack as unarmed: damage, RD and Pen
--   come from this module (its "brawling" damage kind is not used; the seed's
--   "Hand to Hand Damage" says normal).
local M = {
  name = "core.unarmed",
  version = "1.0.0",
  summary = "Unarmed maneuvers, hand-to-hand damage by trait die, hand-to-hand Pen, natural armor",
  source = "seed 000 \"Unarmed Combat\", \"Hand to Hand Damage\"",
}

local DECIDED = "decided here (seed 000 \"Unarmed Combat\": the table is an image)"

local function maneuvers()
  return {
    punch = {
      name = "strike (punch)", trait = "strength", skill = "brawl", speed = "F", damage = true,
      attributes = { punch = true },
      effect = "damage; hits one location up",
      source = "seed 000 \"Unarmed Combat\" Strike, \"Hit Location Modifiers\" (punch: one up); " .. DECIDED,
    },
    kick = {
      name = "strike (kick)", trait = "strength", skill = "brawl", speed = "N", damage = true,
      attributes = { kick = true },
      effect = "damage; hits one location down",
      source = "seed 000 \"Unarmed Combat\" Strike, \"Hit Location Modifiers\" (kick: one down); " .. DECIDED,
    },
    block = {
      name = "block", trait = "dexterity", skill = "brawl", speed = "F", damage = false, tn = "incoming",
      effect = "cancels an incoming attack; TN = that attack's result; a bump saves another block",
      source = "seed 000 \"Unarmed Combat\" Block; " .. DECIDED,
    },
    hold = {
      name = "hold", trait = "strength", skill = "brawl", speed = "N", damage = false,
      effect = "target immobilized: attacks on it automatically have advantage",
      source = "seed 000 \"Unarmed Combat\" Hold; " .. DECIDED,
    },
    shove = {
      name = "shove", trait = "strength", skill = "brawl", speed = "F", damage = false, target_tn = 3,
      effect = "target pushed one pace; Easy (3) Dexterity check or falls",
      source = "seed 000 \"Unarmed Combat\" Shove; " .. DECIDED,
    },
    throw = {
      name = "throw/trip", trait = "dexterity", skill = "brawl", speed = "N", damage = false,
      effect = "target on the ground (attacker may go down too); a bump takes positional advantage",
      source = "seed 000 \"Unarmed Combat\" Throw/Trip; " .. DECIDED,
    },
    choke = {
      name = "choke", trait = "strength", skill = "brawl", speed = "S", damage = false,
      effect = "defender subject to the choking rules",
      source = "seed 000 \"Unarmed Combat\" Choke; " .. DECIDED,
    },
    dirty_blow = {
      name = "dirty blow", trait = "dexterity", skill = "brawl", speed = "N", damage = true,
      free_bumps = 1,
      effect = "damage with a free damage bump",
      source = "seed 000 \"Unarmed Combat\" Dirty Blow (free damage bump); " .. DECIDED,
    },
    takedown = {
      name = "takedown", trait = "strength", skill = "brawl", speed = "N", damage = false,
      effect = "both to the ground, attacker keeps positional advantage; no damage",
      source = "seed 000 \"Unarmed Combat\" Takedown; " .. DECIDED,
    },
    disarm = {
      name = "disarm", trait = "dexterity", skill = "brawl", speed = "N", damage = false,
      effect = "target loses its weapon; a bump wrests control of it",
      source = "seed 000 \"Unarmed Combat\" Disarm; " .. DECIDED,
    },
  }
end

local DIES = { [4] = true, [6] = true, [8] = true, [10] = true, [12] = true }

-- define_unarmed_maneuvers(api): unarmed.maneuvers, unarmed.damage, unarmed.pen_table, ….
local function define_unarmed_maneuvers(api)
  local list = maneuvers()
  for key, m in pairs(list) do m.key = key end
  api.define("unarmed.maneuvers", list, "unarmed attack types (seed 000 \"Unarmed Combat\"; stats decided here)")

  api.define("unarmed.damage", {
    kind = "normal", rd_bump = true,
    [4] = { dmg = "(2)4", rd = "(1)4" },
    [6] = { dmg = "(2)6", rd = "(1)6" },
    [8] = { dmg = "(2)8", rd = "(1)8" },
    [10] = { dmg = "(2)10", rd = "(1)10" },
    [12] = { dmg = "(2)12", rd = "(1)12" },
    source = "seed 000 \"Hand to Hand Damage\" (normal damage, by trait); DMG (2)X / RD (1)X decided here",
  }, "hand-to-hand DMG and RD by the die of the trait used")

  api.define("unarmed.pen_table", {
    trait = { [4] = 0, [6] = 1, [8] = 1, [10] = 1, [12] = 2 },
    skill = { [0] = 0, 1, 1, 1, 2, 2 },
  }, "hand-to-hand Pen: trait d4 0, d6–d10 1, d12 2; skill 1–3 +1, 4–5 +2 (seed 000 \"Hand to Hand Damage\")")

  api.define("armor.natural_table", { [4] = 0, [6] = 1, [8] = 1, [10] = 1, [12] = 2 },
    "natural armor by Fortitude die (seed 000 \"Hand to Hand Damage\")")
  api.define("armor.natural_vs", { normal = true },
    "damage kinds natural armor stops: \"usable versus normal damage\"")

  -- unarmed.maneuver(key) is a maneuver entry, or an error naming the key.
  api.define("unarmed.maneuver", function(key)
    local m = api.rules["unarmed.maneuvers"][key]
    if not m then error(string.format("unarmed.maneuver: no maneuver %q", tostring(key)), 2) end
    return m
  end, "an unarmed maneuver by key, or an error naming the key")

  -- unarmed.pen(c, skill [, trait]) is the hand-to-hand Pen as terms.
  api.define("unarmed.pen", function(c, skill, trait)
    local t = api.rules["unarmed.pen_table"]
    trait = trait or api.rules["skills.traits"][skill] or "strength"
    local die = c.traits[trait]
    if not DIES[die] then error(string.format("unarmed.pen: %s has no %s die", tostring(c.name), trait), 2) end
    local pen = api.terms("hand-to-hand Pen", t.trait[die], string.format("%s d%d", trait, die), "trait", "unarmed.pen_table.trait." .. die)
    local lv = math.max(0, math.min(5, (c.skills and c.skills[skill]) or 0))
    if t.skill[lv] ~= 0 then pen:add(t.skill[lv], string.format("%s %d", skill, lv), "skill", "unarmed.pen_table.skill." .. lv) end
    return pen
  end, "hand-to-hand penetration value")

  -- armor.natural(c) is c's natural armor value (against normal damage).
  api.define("armor.natural", function(c)
    return api.rules["armor.natural_table"][(c.traits and c.traits.fortitude) or 6] or 0
  end, "natural armor from Fortitude")
end

-- define_unarmed_weapon(api): unarmed.weapon.
local function define_unarmed_weapon(api)
  -- unarmed.weapon(c, key) is the weapon-shaped table of c's maneuver: the
  -- damage of the trait used, its Pen, its attributes; dmg/rd are nil for
  -- maneuvers that deal no damage.
  api.define("unarmed.weapon", function(c, key)
    local m = api.rules["unarmed.maneuver"](key or "punch")
    local d = api.rules["unarmed.damage"]
    local die = c.traits[m.trait]
    local row = d[die] or {}
    local pen = api.rules["unarmed.pen"](c, m.skill, m.trait)
    local attrs = {}
    for k, v in pairs(m.attributes or {}) do attrs[k] = v end
    return {
      name = m.name, key = "unarmed." .. m.key, maneuver = m.key, kind = "unarmed", drawn = true,
      skill = m.skill, trait = m.trait, speed = m.speed, ap = 1, hands = 1, length = "short",
      dmg = m.damage and row.dmg or nil, rd = m.damage and row.rd or nil,
      pen = pen:total(), pen_terms = pen, accurate = 0,
      attributes = attrs, damage = d.kind, free_bumps = m.free_bumps or 0,
      source = m.source,
    }
  end, "the weapon table of an unarmed maneuver")
end

function M.setup(api)
  define_unarmed_maneuvers(api)
  define_unarmed_weapon(api)
end

return M
