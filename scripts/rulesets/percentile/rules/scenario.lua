-- rules/scenario.lua — what a scenario of the percentile western says: the
-- schema the host checks a scenario TOML against, and the cross-field checks.
-- seed 002 "4.2.2.1.1 Skill to use with revolvers" (ready, surprised, new
-- opponents, "Fighting at a distance (> 20 m) is always aimed fire, unless
-- otherwise specified in the scenario"), "4.1.1 The round of combat" ("A
-- character who, during a round, is attacked and surprised cannot act during
-- that round"), "4.2.2.3" (ambidextrous), "4.4.3 Consequences of duels on
-- REPUTATION" (a duel, a witness), "4.5.2 Stunning an opponent" (STRENGTH,
-- RESISTANCE, the stealth conditions of table 71, a helpless victim).
--
-- Decided here: skills are percentages (a missing skill is the untrained
-- base chance of combatant.base_skills); positions are metres, each
-- coordinate within ±5000 (METRES); `cover` is a
-- percentage taken off every shot at that combatant; `enters` is the round a
-- combatant appears in, and one whose `surprises` is true surprises every
-- opponent already there in that round (the gunman at the window); a round
-- past the scenario's round limit (the host's sc.rounds) is refused, as the
-- combatant would never appear.
local M = {
  name = "percentile.scenario",
  version = "1.0.0",
  summary = "The scenario schema (combatants, duel, witnesses, aimed range) and its cross-field checks",
  source = "seed 002 \"4.1.1\", \"4.2.2.1.1\", \"4.2.2.3\", \"4.4.3\", \"4.5.2\"",
  requires = { "percentile.gear" },
}

-- METRES bounds a position's coordinates (decided here): 5 km is beyond any
-- weapon's reach, and keeps the distance arithmetic finite (a position of
-- 1e300 logged "+Inf m apart").
local METRES = 5000

local SKILLS = { "aimed_pistol", "instinctive_pistol", "rifle", "brawl", "knife", "stealth" }
local WEAPONS = { "revolver", "derringer", "rifle", "carbine", "knife", "club", "fists" }

local function schema()
  local int = function(min, max, default, doc)
    return { type = "int", min = min, max = max, default = default, doc = doc }
  end
  local bool = function(default, doc) return { type = "bool", default = default, doc = doc } end
  return {
    combatant = {
      hp = int(1, 99, 14, "hit points (HP)"),
      strength = int(1, 30, 10, "STRENGTH (stunning: 1D20 under STR + 10 − victim's RES)"),
      resistance = int(1, 30, 10, "RESISTANCE"),
      combat_speed = int(1, 40, 10, "combat speed before adjustments (shots table, combat order)"),
      speed_adjustments = { type = "map", of = { type = "int", min = -30, max = 30 },
        doc = "adjustments to combat speed, by reason (e.g. heavy_coat = -2)" },
      skills = { type = "map", of = { type = "int", min = 0, max = 200 }, keys = SKILLS,
        doc = "skill percentages: aimed_pistol, instinctive_pistol, rifle, brawl, knife, stealth" },
      weapons = { type = "list", of = { type = "string", values = WEAPONS },
        doc = "weapons carried; the first pistol is in the main hand, a second one in the secondary hand" },
      ready = bool(true, "weapon in hand (false: holstered or put down — draws and fires instinctively)"),
      surprised = bool(false, "surprised by the sudden appearance of an opponent in round 1"),
      ambushed = bool(false, "surprised in round 1: cannot act in it if an enemy attacks him then (4.1.1)"),
      enters = int(1, 99, 1, "the round this combatant appears in"),
      surprises = bool(false, "appearing suddenly: surprises every opponent already there that round"),
      ambidextrous = bool(false, "a secondary-hand revolver fires as many shots as the main one"),
      reputation = int(0, 50, 0, "REPUTATION"),
      position = { type = "list", of = { type = "number", min = -METRES, max = METRES }, min = 2, max = 2,
        doc = "[x, y] in metres, each within ±" .. METRES },
      cover = int(0, 80, 0, "percent taken off shots at this combatant (cover)"),
      helpless = bool(false, "unable to defend himself (a bound prisoner): stunned automatically"),
      tactics = { type = "string", default = "default",
        doc = "tactics policy: default, hold, guard, sneak (rule tactics.<name>; twtw doc tactics.policies)" },
    },
    fields = {
      duel = bool(false, "the fight is a duel (REPUTATION is gained by the winners)"),
      witnesses = int(0, 1000, 0, "people watching who do not fight (a duel needs one to gain REPUTATION)"),
      aimed_beyond = { type = "number", min = 0, max = 1000, default = 20,
        doc = "metres beyond which fire is always aimed (seed: 20)" },
      stealth = { type = "table", doc = "conditions of a stealthy approach (table 71)", fields = {
        light = { type = "string", values = { "dark", "dim", "daylight" }, default = "daylight", doc = "light" },
        noise = { type = "string", values = { "silent", "quiet", "noisy", "din" }, default = "noisy", doc = "noise" },
        cover = { type = "string", values = { "plenty", "some", "little", "none" }, default = "some", doc = "cover to move forward" },
      } },
    },
  }
end

-- a tactics names a policy data tactics.policies lists (lib/policies.lua):
-- fight.new would refuse it, and a rule the policies call (tactics.target)
-- played as one did nothing all fight.
local policies = require("lib.policies")

function M.setup(api)
  api.define("scenario.schema", schema(), "what a percentile scenario may say")
  api.define("scenario.skills", SKILLS, "the skill names")

  -- scenario.check(sc) → nil, or field, message.
  api.define("scenario.check", function(sc)
    local sides, n = {}, 0
    for i, c in ipairs(sc.combatants or {}) do
      if not sides[c.side] then sides[c.side] = true; n = n + 1 end
      local pistols = 0
      for j, w in ipairs(c.weapons or {}) do
        local g = api.rules["gear.weapons"][w]
        if not g then return string.format("combatant[%d].weapons[%d]", i, j), string.format("unknown weapon %q", tostring(w)) end
        if g.kind == "pistol" then pistols = pistols + 1 end
      end
      if pistols > 2 then
        return string.format("combatant[%d].weapons", i), "two hands hold at most two pistols"
      end
      if c.helpless and c.surprises then
        return string.format("combatant[%d].surprises", i), "a helpless combatant surprises nobody"
      end
      if sc.rounds and (c.enters or 1) > sc.rounds then
        return string.format("combatant[%d].enters", i), string.format("round %d is past the fight's last round, %d (--rounds, "
          .. "else the scenario's rounds, else the default): %s would never appear", c.enters, sc.rounds, c.name)
      end
      if (c.enters or 1) > 1 and c.ambushed then
        return string.format("combatant[%d].ambushed", i), "only a combatant there in round 1 can be ambushed"
      end
      local why = c.tactics and policies.why_not(api, c.tactics)
      if why then return string.format("combatant[%d].tactics", i), why end
    end
    if n < 2 then return "combatant", "a fight needs at least two sides" end
    return nil
  end, "cross-field checks of a scenario")
end

return M
