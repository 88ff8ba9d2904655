-- rules/scenario.lua — what a TWTW scenario may say, for the host to check
-- before a fight (every error names the file and the field), and the
-- scenario.setup rule that puts the situations that involve more than one
-- combatant (vehicles, mounts on the move, entanglements, facing someone)
-- into the fight. scripts/scenarios/README.md documents every field.
--
-- The fields are the ones the rules read: seed 000 "Traits and Skills"
-- (trait dice d4..d12, skill levels 0..5), "Dealing Damage" (Size; most
-- humans are 6), "Taking Concussion" (CT), "Target Speed" (Speed in paces),
-- "Hit Location and Cover" (cover per location; "targets that are not
-- visible behind cover can be attacked at -4"), "Surprise" and "Expecting
-- Danger?" (who may be surprised), "Two Weapons" (a weapon in each hand, the
-- dominant hand), "Aim and Snap Shots" / "Procedure" (a held aim), "Wounds",
-- "Wound Modifier Stun", "Unarmed Combat" (prone, immobilized, positional
-- advantage: behind, higher), "Entanglement", "Throwing Things" (a stock of
-- thrown weapons: an inline weapon's shots), "Dodge" (the Dodge attribute),
-- the optional Risk rule (player heroes, risk_death); seed 001 "Mounted and
-- Vehicular Movement" (mounts, controlled and automated vehicles).
-- A house rule that reads a field of its own adds it with api.set.
local M = {
  name = "core.scenario",
  version = "1.1.0",
  summary = "The scenario fields of a TWTW fight, the checks across them, and the setup they ask for",
  source = "seed 000 \"Traits and Skills\", \"Dealing Damage\", \"Cover\", \"Surprise\", \"Two Weapons\", "
    .. "\"Unarmed Combat\", \"Entanglement\"; seed 001 \"Mounted and Vehicular Movement\"",
}

local TRAITS = { "strength", "dexterity", "reflex", "fortitude", "acuity", "spirit" }

-- PACES bounds a position's coordinates (decided here): 5000 paces, some
-- three miles, is farther than any gun reaches, and keeps the distance
-- arithmetic finite (a position of 1e300 made every distance infinite).
local PACES = 5000
local function position(doc)
  return { type = "list", min = 2, max = 2, doc = doc,
    of = { type = "number", min = -PACES, max = PACES, doc = "paces, within ±" .. PACES } }
end
local GAITS = { "none", "walk", "run" }
local check = require("rules.lib.scenario_check")

local function cover_type(locations, doc)
  return { type = "table", doc = doc, fields = {
    name = { type = "string", doc = "what it is (a water trough, a hitching post)" },
    av = { type = "int", min = 0, max = 20, doc = "its armour value (seed 000 \"Cover Penetration\": 2 thin wood … 4 bricks)" },
    locations = { type = "list", doc = "hit locations it covers (none: all but the head)",
      of = { type = "string", values = locations, doc = "a hit location" } },
    hides = { type = "bool", doc = "the combatant cannot be seen behind it: shots at them take the unseen −4" },
  } }
end

-- who: traits, skills and the numbers derived from them.
local function who_fields()
  return {
    traits = { type = "map", keys = TRAITS, required = true, doc = "trait dice, such as dexterity = \"d10\"",
      of = { type = "die", sides = { 4, 6, 8, 10, 12 }, doc = "a trait die" } },
    skills = { type = "map", doc = "skill levels, such as shooting = 3",
      of = { type = "int", min = 0, max = 5, doc = "a skill level 0..5" } },
    size = { type = "int", min = 1, max = 100, doc = "Size (most humans are 6; left out: the rules' default)" },
    ct = { type = "int", min = 1, max = 200, doc = "starting CT (left out: Fortitude die + Size)" },
    speed = { type = "int", min = 0, max = 200, doc = "Speed in paces per round" },
    ap = { type = "int", min = 1, max = 100, doc = "AP per round (left out: Reflex die + Reflex trait skill)" },
    dodge = { type = "int", min = 0, max = 20, doc = "the Dodge attribute (left out: derived from Dexterity and the dodge skill)" },
    hand = { type = "string", values = { "right", "left" }, doc = "the dominant hand" },
    tactics = { type = "string", doc = "the tactics policy (rule tactics.NAME: default, simple, brawler, dodger, hold)" },
    task = { type = "string", doc = "the judge's order the default policy follows when it can: fan, run, forgo, "
      .. "shove, fast_draw_both, skill:SKILL[:VICTORIES[:TN]] (rules/tactics_task.lua)" },
    player = { type = "bool", doc = "a player's hero (not an NPC)" },
    risk_death = { type = "bool", doc = "the player declared \"risk death\" (optional Risk rule)" },
    notes = { type = "string", doc = "free text for the judge" },
  }
end

-- gear: weapons, what is in hand, armour and cover.
local function gear_fields(locations)
  return {
    weapons = { type = "list", doc = "gear names, or inline weapon tables ({ base = \"peacemaker\", … })",
      of = { type = "any", doc = "a gear name or an inline weapon table" } },
    in_hand = { type = "map", keys = { "right", "left", "both" },
      doc = "weapons in hand at the start, drawn (a weapon's gear key or name per hand; both: one weapon in both hands; not a lost arm's)",
      of = { type = "string", doc = "a weapon of this combatant" } },
    armor = { type = "table", doc = "worn armour", fields = {
      name = { type = "string", doc = "what it is" },
      av = { type = "int", min = 0, max = 20, required = true, doc = "its armour value" },
      locations = { type = "list", doc = "hit locations it covers (none: all)",
        of = { type = "string", values = locations, doc = "a hit location" } },
    } },
    cover = cover_type(locations, "what the combatant stands behind"),
    covers = { type = "list", doc = "more cover, each for its own locations (the first that covers a location counts)",
      of = cover_type(locations, "one piece of cover") },
  }
end

-- where: position, facing, height, mount or vehicle.
local function where_fields()
  return {
    position = position("[x, y] in paces (x east, y north)"),
    facing = { type = "number", min = 0, max = 360, doc = "degrees the combatant faces (0 east, 90 north); left out: facing their foes" },
    facing_toward = { type = "string", doc = "faces this combatant at the start (instead of facing)" },
    height = { type = "number", min = -100, max = 100, doc = "paces above the ground (a balcony, a roof, a wagon bed)" },
    mount = { type = "table", doc = "the horse (or other mount) the combatant rides, under their control", fields = {
      name = { type = "string", required = true, doc = "the mount's name" },
      speed = { type = "int", min = 1, max = 100, default = 24, doc = "its Speed in paces per round (walking)" },
      handling = { type = "int", min = 0, max = 5, default = 2, doc = "its handling level (maneuvers: the lower of this and riding)" },
      gait = { type = "string", values = GAITS, default = "none", doc = "standing (none), walking or galloping (run: twice its Speed)" },
      heading = { type = "number", min = 0, max = 360, default = 0, doc = "degrees it moves toward (0 east, 90 north)" },
    } },
    vehicle = { type = "string", doc = "the vehicle (a top-level vehicles entry) the combatant rides on" },
  }
end

-- state: how the fight finds the combatant.
-- state_fields(parts): parts are the body parts (api.damage.parts()).
local function state_fields(parts)
  return {
    expects_danger = { type = "bool", doc = "expecting danger: the surprise check is Standard (5), not Difficult (9)" },
    surprised = { type = "bool", doc = "true: surprised at the start, no check (not under surprise = false); false: cannot be surprised" },
    aim = { type = "table", doc = "an aim held at the start, with a weapon in hand (in_hand, or an inline weapon drawn)", fields = {
      target = { type = "string", required = true, doc = "the combatant aimed at" },
      actions = { type = "int", min = 1, max = 2, default = 1, doc = "aim actions taken (at most two count)" },
      held = { type = "int", min = 0, max = 10, default = 0, doc = "rounds the aim has been held after the first" },
    } },
    wounds = { type = "map", keys = parts, doc = "wounds already taken, by body part",
      of = { type = "int", min = 0, max = 5, doc = "wounds in the part (5 disables a limb: rules/limbs.lua)" } },
    ct_lost = { type = "int", min = 0, max = 200, doc = "CT already lost" },
    stunned = { type = "bool", doc = "stunned at the start (must Recover)" },
    prone = { type = "bool", doc = "on the ground (seed 000 \"Unarmed Combat\": the standing foe has positional advantage)" },
    immobilized = { type = "bool", doc = "held fast: attacks at them automatically have advantage" },
    entangled = { type = "table", doc = "caught in a lariat or net", fields = {
      by = { type = "string", required = true, doc = "the combatant holding the other end" },
      weapon = { type = "string", default = "lariat", doc = "the entangling weapon's gear key" },
    } },
  }
end

local function vehicle_type()
  return { type = "table", doc = "a vehicle or runaway mount moving on its own each continuous phase", fields = {
    name = { type = "string", required = true, doc = "what it is (the 3:10 train, Reuben's wagon)" },
    speed = { type = "int", min = 0, max = 200, required = true, doc = "paces per round" },
    heading = { type = "number", min = 0, max = 360, default = 0, doc = "degrees it moves toward (0 east, 90 north)" },
    position = position("[x, y] in paces"),
    driver = { type = "string", doc = "the combatant driving it (controlled movement); none: automated" },
    handling = { type = "int", min = 0, max = 5, default = 2, doc = "its handling level" },
    gait = { type = "string", values = GAITS, doc = "for Move and Fire (left out: walk up to 12 paces, run above)" },
  } }
end

local function schema(api)
  local locations = api.damage.locations()
  local c = {}
  for _, part in ipairs({ who_fields(), gear_fields(locations), where_fields(), state_fields(api.damage.parts()) }) do
    for k, v in pairs(part) do c[k] = v end
  end
  return {
    combatant = c,
    fields = {
      surprise = { type = "bool", default = true,
        doc = "false: nobody can be surprised (no combatant's surprised = true) and the judge calls no surprise check" },
      action_time = { type = "bool", doc = "the fight breaks out during action time: every surprise check is Standard (5)" },
      vehicles = { type = "list", doc = "vehicles and automated movement", of = vehicle_type() },
    },
  }
end

function M.setup(api)
  api.define("scenario.schema", schema(api), "the scenario fields of a TWTW fight")
  api.define("scenario.check", function(scenario) return check.run(api, scenario) end,
    "checks across scenario fields: weapons, hands, aims, entanglements, vehicles and policies name what exists")
  -- scenario.setup(fight, sc): fight.new calls it once every combatant is
  -- built (see rules/lib/scenario_setup.lua).
  api.define("scenario.setup", function(fight, sc) return require("rules.lib.scenario_setup").run(api, fight, sc) end,
    "the situations a scenario sets up across combatants: vehicles, moving mounts, entanglements, facing")
  -- scenario.surprise(fight, c) → true when the scenario says whether c is
  -- surprised in the first round (c.state.surprised is set, no check is
  -- drawn): surprised = true (caught by surprise), or surprised = false /
  -- the scenario's surprise = false (cannot be surprised); nil: check.
  api.define("scenario.surprise", function(fight, c)
    local caught = c.start_surprised == true
    if not caught and fight.surprise ~= false and c.start_surprised ~= false then return nil end
    c.state.surprised = caught
    if caught and api.logging() then
      api.log("surprise", { text = string.format("%s is caught by surprise and cannot act this round", c.name),
        who = c.name })
    end
    return true
  end, "seed 000 \"Surprise\": \"When one of more characters may be surprised, the Judge will call for a surprise check\"")
end

return M
