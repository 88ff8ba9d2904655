-- rules/combatant.lua — people in a fight: statistics, skills, luck, weapons,
-- armour, shield, position, wounds and status (seed 003 "Tests", "Death and
-- Dying", "Armor", "Shields").
--
-- The seed names the statistics its tests use: Str, Dex, Quick(ness),
-- willpower and resilience; skills melee, ranged (the weapon skills its
-- maneuvers name), evade and medicine. A skill left out is 0 (missing).
--
-- Decided here: statistics run 1..20 (quickness 16 is the seed's example and
-- declaration counts 5..20); skills 0..5 (luck may raise one beyond 5 for a
-- test); weapons start put away unless `drawn` names one (Quick Draw and the
-- Other action draw them); a combatant is active (fights) until unconscious
-- or dead — dying but conscious still fights (seed 003 "Death and Dying").
local M = {
  name = "ticks.combatant",
  version = "1.0.0",
  summary = "Combatants: statistics, skills, luck, weapons, armour, shield, position, wounds, status",
  source = "seed 003 \"Tests\", \"Death and Dying\", \"Armor\", \"Shields\"",
  requires = { "ticks.gear" },
}

local F = require("rules.lib.fixture")

local STATS = { "strength", "dexterity", "quickness", "willpower", "resilience" }

local T = require("lib.tables")
local copy, position = T.copy, T.position

-- arm(R, c, spec) builds c.weapons from spec.weapons (gear keys),
-- loaded per spec.loaded, and c.held from spec.drawn.
local function arm(R, c, spec)
  c.weapons = {}
  for i, key in ipairs(spec.weapons or {}) do
    local w = R["gear.weapon"](key)
    if w == nil then error(string.format("combatant %q: unknown weapon %q", c.name, tostring(key)), 3) end
    w.index = i
    if spec.loaded and spec.loaded[key] ~= nil then w.loaded = spec.loaded[key] end
    c.weapons[i] = w
    if spec.drawn == key and c.held == nil then c.held = w end
  end
  if spec.drawn and spec.drawn ~= "" and c.held == nil then
    error(string.format("combatant %q: drawn %q is not among its weapons", c.name, spec.drawn), 3)
  end
  c.fists = R["gear.weapon"]("unarmed")
end

-- define_stats(api): statistics, defaults, skills.
local function define_stats(api)
  api.define("combatant.stats", { unpack(STATS) }, "the statistics a combatant has (seed 003)")
  api.define("combatant.defaults", { luck = 0, tactics = "default", stance = "advance", armour = "none", wounds = 0 },
    "what a scenario entry may leave out (decided here)")

  -- combatant.stat(c, name) is c's statistic; a missing one is an error.
  api.define("combatant.stat", function(c, name)
    local v = c.stats and c.stats[name]
    if v == nil then error(string.format("%s has no statistic %q", tostring(c.name), tostring(name)), 2) end
    return v
  end, "a statistic of a combatant")

  -- combatant.skill(c, name) is c's skill level, 0 when c lacks it.
  api.define("combatant.skill", function(c, name)
    return (c.skills and c.skills[name]) or 0
  end, "a skill level (0: missing)")
end

-- define_new(api): a combatant from a scenario entry, or a spec's fixture.
local function define_new(api)
  local R = api.rules

  -- combatant.new(spec) → a combatant from a scenario entry.
  api.define("combatant.new", function(spec)
    local d = R["combatant.defaults"]
    local c = { name = spec.name, side = spec.side, stats = copy(spec.stats), skills = copy(spec.skills),
      luck = spec.luck or d.luck, tactics = spec.tactics or d.tactics, stance = spec.stance or d.stance,
      shield = spec.shield == true, pos = position(spec), wounds = spec.wounds or d.wounds,
      status = { unconscious = false, dying = false, dead = false, stable = false }, state = {} }
    c.luck_start = c.luck
    for _, s in ipairs(R["combatant.stats"]) do
      if type(c.stats[s]) ~= "number" then error(string.format("combatant %q: statistic %s missing", tostring(c.name), s), 2) end
    end
    local ak = spec.armour or d.armour
    local a = R["gear.armour"][ak]
    if a == nil then error(string.format("combatant %q: unknown armour %q", tostring(c.name), tostring(ak)), 2) end
    if ak ~= "none" then c.armour = { key = ak, name = a.name, ranged = a.ranged, melee = a.melee, wear = 0 } end
    arm(R, c, spec)
    return c
  end, "a combatant from a scenario entry")

  -- combatant.fixture(t) → a combatant from a partial entry (specs'
  -- fixtures.combatant): statistics 10, no skills, unarmed, at (0, 0).
  api.define("combatant.fixture", function(t)
    local c = R["combatant.new"](F.entry(t))
    c.index = 1
    return c
  end, "a combatant with sensible defaults, for specs")
end

-- define_state(api): in the fight or not; the weapon in hand and the one he parries with.
local function define_state(api)
  -- combatant.active(c): conscious and alive (dying but conscious fights on).
  api.define("combatant.active", function(c)
    return not c.status.unconscious and not c.status.dead
  end, "is a combatant still in the fight")

  -- combatant.weapon(c) is the weapon in hand, else the fists.
  api.define("combatant.weapon", function(c) return c.held or c.fists end, "the weapon in hand, else fists")

  -- combatant.parry_weapon(c) is what c defends with: a melee weapon in
  -- hand, else the fists (seed 003 "Defend": "(melee) weapon skill plus
  -- weapon base damage").
  api.define("combatant.parry_weapon", function(c)
    if c.held and c.held.kind == "melee" then return c.held end
    return c.fists
  end, "the melee weapon a defender uses (fists if none in hand)")
end

function M.setup(api)
  define_stats(api)
  define_new(api)
  define_state(api)
end

return M
