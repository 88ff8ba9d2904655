-- rules/scenario.lua — what a TWTW scenario may say about a combatant, for the
-- host to check before a fight (every error names the file and the field).
-- The fields are the ones the combatant rules read (rules/combatant.lua):
-- seed 000 "Traits and Skills" (trait dice d4..d12, skill levels 0..5),
-- "Dealing Damage" (Size; most humans are 6), "Taking Concussion" (CT),
-- "Target Speed" (Speed in paces), "Cover" (AV per location), "Surprise" and
-- "Expecting Danger?" (expects_danger), the optional Risk rule (risk_death).
-- A house rule that reads a field of its own adds it with api.set.
local M = {
  name = "core.scenario",
  version = "1.0.0",
  summary = "The scenario fields of a TWTW combatant, and the checks across them",
  source = "seed 000 \"Traits and Skills\", \"Dealing Damage\", \"Cover\", \"Surprise\"",
}

local TRAITS = { "strength", "dexterity", "reflex", "fortitude", "acuity", "spirit" }

local function schema(api)
  local locations = api.damage.locations()
  return {
    combatant = {
      traits = { type = "map", keys = TRAITS, required = true, doc = "trait dice, such as dexterity = \"d10\"",
        of = { type = "die", sides = { 4, 6, 8, 10, 12 }, doc = "a trait die" } },
      skills = { type = "map", doc = "skill levels, such as shooting = 3",
        of = { type = "int", min = 0, max = 5, doc = "a skill level 0..5" } },
      size = { type = "int", min = 1, max = 100, doc = "Size (most humans are 6; left out: the rules' default)" },
      ct = { type = "int", min = 1, max = 200, doc = "starting CT (left out: Fortitude die + Size)" },
      speed = { type = "int", min = 0, max = 200, doc = "Speed in paces per round" },
      hand = { type = "string", values = { "right", "left" }, doc = "the dominant hand" },
      weapons = { type = "list", doc = "gear names, or inline weapon tables ({ base = \"peacemaker\", … })",
        of = { type = "any", doc = "a gear name or an inline weapon table" } },
      position = { type = "list", min = 2, max = 2, doc = "[x, y] in paces",
        of = { type = "number", doc = "paces" } },
      cover = { type = "table", doc = "what the combatant stands behind", fields = {
        name = { type = "string", doc = "what it is" },
        av = { type = "int", min = 0, max = 20, doc = "its armour value" },
        locations = { type = "list", doc = "hit locations it covers (none: all but the head)",
          of = { type = "string", values = locations, doc = "a hit location" } },
      } },
      tactics = { type = "string", doc = "the tactics policy (a key of tactics.policies)" },
      expects_danger = { type = "bool", doc = "expecting danger: no surprise check" },
      player = { type = "bool", doc = "a player's hero (not an NPC)" },
      risk_death = { type = "bool", doc = "the player declared \"risk death\" (optional Risk rule)" },
      notes = { type = "string", doc = "free text for the judge" },
    },
    fields = {},
  }
end

-- check(scenario) → nil, or field, message: every weapon named must be in the
-- gear table.
local function check(api, scenario)
  local gear = api.rules["gear.weapons"] or {}
  for i, c in ipairs(scenario.combatants) do
    for j, w in ipairs(c.weapons or {}) do
      if type(w) == "string" and not gear[w] then
        local names = {}
        for k in pairs(gear) do names[#names + 1] = k end
        table.sort(names)
        return string.format("combatant[%d] (%s).weapons[%d]", i, c.name, j),
          string.format("unknown weapon %q (the gear table has %s)", w, table.concat(names, ", "))
      elseif type(w) ~= "string" and type(w) ~= "table" then
        return string.format("combatant[%d] (%s).weapons[%d]", i, c.name, j), "want a gear name or an inline weapon table"
      end
    end
  end
  return nil
end

function M.setup(api)
  api.define("scenario.schema", schema(api), "the scenario fields a TWTW combatant may have")
  api.define("scenario.check", function(scenario) return check(api, scenario) end,
    "checks across scenario fields: weapon names must be in gear.weapons")
end

return M
