-- rules/combatant.lua — a combatant of the percentile western: built from a
-- scenario entry, whether they are still in the fight, how far apart two are.
-- seed 002 "4.1.1 The round of combat" (rounds and actions), "4.2.2.1.1"
-- (ready, surprised), "4.2.2.3" (main and secondary hand, ambidextrous),
-- "4.5.2" (STRENGTH, RESISTANCE, HP, unconscious for 3D10 rounds).
--
-- Decided here (the seed's character creation is not in the extract): the
-- untrained base chances of combatant.base_skills (c.untrained names the
-- entry of each skill left at its chance, so a term built on that skill
-- credits a house rule that re-tables it); a combatant at 0 HP or less is
-- out of the fight, at −(starting HP) or less dead; the first pistol listed
-- is in the main hand, a second one in the secondary hand; fists are always
-- at hand.
local M = {
  name = "percentile.combatant",
  version = "1.0.0",
  summary = "Combatants: skills in percent, HP, combat speed, hands, presence in the fight",
  source = "seed 002 \"4.1.1\", \"4.2.2.1.1\", \"4.2.2.3\", \"4.5.2\"",
  requires = { "percentile.gear" },
  events = {
    ["combatant.hurt"] = { doc = "a combatant lost hit points: rec {before, after, out_now, dead_now, why}", args = { "combatant", "rec" } },
  },
}

local BASE = { aimed_pistol = 25, instinctive_pistol = 15, rifle = 25, brawl = 30, knife = 20, stealth = 20 }

local T = require("lib.tables")
local default, position = T.default, T.position

-- arm(api, c, list) builds the weapon instances and gives pistols a hand.
local function arm(api, c, list)
  local pistols = 0
  for _, key in ipairs(list or {}) do
    if key ~= "fists" then
      local w = api.rules["gear.weapon"](key)
      if w.kind == "pistol" then
        pistols = pistols + 1
        w.hand = pistols == 1 and "main" or "secondary"
      end
      c.weapons[#c.weapons + 1] = w
    end
  end
  c.unarmed = api.rules["gear.weapon"]("fists")
end

-- define_new(api): a combatant from a scenario entry, or a spec's fixture.
local function define_new(api)
  local R = api.rules
  api.define("combatant.base_skills", BASE, "untrained chances in percent (decided here)")

  -- combatant.new(spec) → combatant (see the header; spec is a scenario entry).
  api.define("combatant.new", function(spec)
    if type(spec) ~= "table" or type(spec.name) ~= "string" then
      error("combatant.new: a table with a name expected", 2)
    end
    local hp = default(spec.hp, 14)
    local c = {
      name = spec.name, side = spec.side or "?", hp = hp, hp_max = hp,
      strength = default(spec.strength, 10), resistance = default(spec.resistance, 10),
      combat_speed = default(spec.combat_speed, 10), speed_adjustments = spec.speed_adjustments or {},
      skills = {}, untrained = {}, weapons = {}, ambidextrous = spec.ambidextrous == true,
      reputation = default(spec.reputation, 0), pos = position(spec), cover = default(spec.cover, 0),
      surprised = spec.surprised == true, ambushed = spec.ambushed == true,
      enters = default(spec.enters, 1), surprises = spec.surprises == true, helpless = spec.helpless == true,
      tactics = default(spec.tactics, "default"),
    }
    for k, v in pairs(R["combatant.base_skills"]) do c.skills[k], c.untrained[k] = v, "combatant.base_skills." .. k end
    for k, v in pairs(spec.skills or {}) do c.skills[k], c.untrained[k] = v, nil end
    arm(api, c, spec.weapons)
    c.state = { present = false, ready = default(spec.ready, true), out = false, dead = false,
      unconscious = 0, alerted = false }
    return c
  end, "a combatant from a scenario entry")

  -- combatant.fixture(spec) → a combatant present from round 1 (specs:
  -- fixtures.combatant{…}); defaults name "Bill", side "posse", a revolver.
  api.define("combatant.fixture", function(spec)
    spec = spec or {}
    local s = {}
    for k, v in pairs(spec) do s[k] = v end
    s.name = s.name or "Bill"
    s.side = s.side or "posse"
    s.weapons = s.weapons or { "revolver" }
    local c = R["combatant.new"](s)
    c.state.present, c.state.first_round = true, 1
    return c
  end, "a spec fixture")
end

-- define_state(api): in the fight or not, distance, losing HP.
local function define_state(api)
  -- combatant.active(c): present, conscious, not out, not dead.
  api.define("combatant.active", function(c)
    local s = c.state
    return s.present and not s.out and not s.dead and (s.unconscious or 0) <= 0
  end, "is a combatant fighting")

  -- combatant.standing(c): not out of the fight for good (a combatant yet to
  -- enter is still coming).
  api.define("combatant.standing", function(c)
    local s = c.state
    return not s.out and not s.dead and (s.unconscious or 0) <= 0
  end, "is a combatant still in the fight or coming")

  -- combatant.distance(a, b) in metres.
  api.define("combatant.distance", function(a, b)
    local dx, dy = a.pos.x - b.pos.x, a.pos.y - b.pos.y
    return math.sqrt(dx * dx + dy * dy)
  end, "distance in metres")

  -- combatant.hurt(c, n, why) takes n HP; ≤ 0 is out, ≤ −(starting HP) dead.
  -- Returns {before, after, out_now, dead_now}.
  api.define("combatant.hurt", function(c, n, why)
    local before = c.hp
    c.hp = c.hp - n
    local s = c.state
    local out_now = not s.out and c.hp <= 0
    local dead_now = not s.dead and c.hp <= -c.hp_max
    if out_now then s.out = true end
    if dead_now then s.dead, s.out = true, true end
    local rec = { before = before, after = c.hp, out_now = out_now, dead_now = dead_now, why = why }
    api.emit("combatant.hurt", c, rec)
    return rec
  end, "lose HP (0 or less: out of the fight; −starting HP: dead)")
end

-- define_words(api): how the transcript names a combatant's weapon.
local function define_words(api)
  -- combatant.weapon_label(c, w) → the name the transcript gives w: a figure
  -- with two pistols holds them in his main and his secondary hand (seed 002
  -- "4.2.2.3": "the revolver held by the character's secondary hand"), and
  -- each is named by its hand ("main-hand Colt revolver"); any other weapon,
  -- or a figure's only pistol, by its name.
  api.define("combatant.weapon_label", function(c, w)
    if w.hand then
      for _, o in ipairs(c.weapons) do
        if o ~= w and o.hand then return w.hand .. "-hand " .. w.name end
      end
    end
    return w.name
  end, "a weapon's name in the transcript and in term reasons: a two-gun figure's pistols by their hand (main, secondary)")
end

function M.setup(api)
  define_new(api)
  define_state(api)
  define_words(api)
end

return M
