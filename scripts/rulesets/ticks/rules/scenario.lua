-- rules/scenario.lua — what a ticks scenario file may say, and the checks
-- across fields (the host checks each field against scenario.schema).
-- seed 003 "Tests" (statistics, skills, luck), "Weapons and Damage", "Armor",
-- "Shields". Decided here: positions in steps, each coordinate within ±5000
-- (STEPS, as a screen's); `screens` are segments that block sight but not
-- movement (hanging tarpaulins, smoke, tall grass) — the seed has no map
-- rules, and Aim's "leave your line of sight" needs something to hide behind.
local M = {
  name = "ticks.scenario",
  version = "1.0.0",
  summary = "The scenario schema: statistics, skills, luck, weapons, armour, shield, position, screens",
  source = "seed 003 \"Tests\", \"Weapons and Damage\", \"Armor\", \"Shields\", \"Aim\"",
  requires = { "ticks.gear", "ticks.combatant" },
}

local function stat(doc)
  return { type = "int", min = 1, max = 20, required = true, doc = doc }
end

local T = require("rules.lib.tables")
local words = require("lib.words")
local sorted_keys = require("lib.tables").sorted_keys
local policies = require("lib.policies")

-- READ are the skills the rules read. Seed 003 names skills freely
-- (climbing, lifting …), so any other name is taken; one a letter off a
-- skill the rules read is refused as the misspelling it almost surely is
-- ("rangd" fought at ranged 0).
local READ = { "evade", "medicine", "melee", "ranged" }

-- unconscious(c) → why c's starting wounds are refused, or nil: at wounds
-- ≥ willpower he would fall unconscious at the end of the first round
-- without having been hurt in it (seed 003 "Death and Dying"), a man who
-- is out of the fight before it begins. Over resilience and under
-- willpower he may start: dying but conscious, still fighting, as the seed
-- allows (decided here).
local function unconscious(c)
  local n, will = c.wounds or 0, c.stats and c.stats.willpower
  if not will or n < will then return nil end
  return string.format("%d wounds at the start ≥ willpower %d: he would be unconscious before the fight began (seed 003 "
    .. "\"Death and Dying\"; he may start with at most %d)", n, will, will - 1)
end

-- STEPS bounds a coordinate of a position or a screen (decided here): 5000
-- steps is beyond any weapon's reach, and keeps the distance arithmetic
-- finite.
local STEPS = 5000

-- schema() is the scenario.schema table.
local function schema()
  local keys = { unpack(T.weapon_order) }
  local coord = { type = "number", min = -STEPS, max = STEPS, doc = "steps" }
  return {
    combatant = {
      stats = { type = "table", required = true, doc = "statistics 1..20", fields = {
        strength = stat("Str"), dexterity = stat("Dex"), quickness = stat("Quick: declares and acts on this tick"),
        willpower = stat("unconscious at this many wounds"), resilience = stat("dying past this many wounds") } },
      skills = { type = "map", of = { type = "int", min = 0, max = 5 }, doc = "skill levels 0..5: melee, ranged, evade, medicine …" },
      luck = { type = "int", min = 0, max = 20, default = 0, doc = "luck points" },
      weapons = { type = "list", of = { type = "string", values = keys }, doc = "weapon keys (seed 003 weapons table)" },
      drawn = { type = "string", values = keys, doc = "the weapon in hand at the start (else all put away)" },
      loaded = { type = "map", of = { type = "int", min = 0, max = 30 }, doc = "rounds loaded per weapon key (default full)" },
      armour = { type = "string", values = { unpack(T.armour_order) }, default = "none", doc = "armour worn" },
      shield = { type = "bool", default = false, doc = "carries a shield (rating: melee skill)" },
      wounds = { type = "int", min = 0, max = 100, default = 0,
        doc = "wounds at the start: fewer than willpower (dying but conscious past resilience)" },
      position = { type = "list", of = coord, min = 2, max = 2, doc = "[x, y] in steps, each within ±" .. STEPS },
      tactics = { type = "string", default = "default", doc = "tactics policy: default or none (rule tactics.<name>; twtw doc tactics.policies)" },
      stance = { type = "string", values = { "advance", "guard" }, default = "advance", doc = "default tactics: advance, or guard (defer)" },
    },
    fields = {
      screens = { type = "list", of = { type = "list", of = coord, min = 4, max = 4 },
        doc = "sight-blocking segments [x1, y1, x2, y2] in steps (decided here: they do not block movement)" },
    },
  }
end

-- check_gear(R, c) → nil, or the field below the combatant and a message:
-- drawn and loaded name weapons the combatant carries, loaded fits the weapon.
local function check_gear(R, c)
  local has = {}
  for _, k in ipairs(c.weapons or {}) do has[k] = true end
  if c.drawn and c.drawn ~= "" and not has[c.drawn] then
    return ".drawn", string.format("%q is not among its weapons", c.drawn)
  end
  for k, n in pairs(c.loaded or {}) do
    local w = R["gear.weapons"][k]
    if not has[k] then return ".loaded." .. k, string.format("%q is not among its weapons", k) end
    if not w.shots then return ".loaded." .. k, string.format("the %s holds no counted rounds", w.name) end
    if n > w.shots then return ".loaded." .. k, string.format("the %s holds %d", w.name, w.shots) end
  end
  return nil
end

-- check_combatant(api, c) → nil, or the field below the combatant and a
-- message: no skill is a letter off one the rules read; its gear
-- (check_gear); nobody starts unconscious; its tactics is a policy data
-- tactics.policies lists (lib/policies.lua), not a rule the policies call
-- (tactics.pick, played as one, failed mid-fight).
local function check_combatant(api, c)
  local R = api.rules
  for _, k in ipairs(sorted_keys(c.skills)) do
    local meant = words.nearest(k, READ)
    if meant and not c.skills[meant] then
      return ".skills." .. k, string.format("unknown skill %q; did you mean %q? (other skills may be any name; "
        .. "the rules read %s)", k, meant, table.concat(READ, ", "))
    end
  end
  local f, msg = check_gear(R, c)
  if f then return f, msg end
  local why = unconscious(c)
  if why then return ".wounds", why end
  why = policies.why_not(api, c.tactics or "default")
  if why then return ".tactics", why end
  return nil
end

function M.setup(api)
  api.define("scenario.schema", schema(), "what a ticks scenario may say")

  -- scenario.check(sc) → nil, or field, message (check_combatant).
  api.define("scenario.check", function(sc)
    for i, c in ipairs(sc.combatants or {}) do
      local f, msg = check_combatant(api, c)
      if f then return string.format("combatant[%d]", i) .. f, msg end
    end
    return nil
  end, "cross-field checks of a scenario")
end

return M
