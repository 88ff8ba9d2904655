-- rules/combatant.lua — building combatants from scenario entries: traits,
-- skills, Size, CT, Speed, AP, weapons (by gear name or inline), position,
-- cover and the per-fight state the other rules read and write.
--
-- seed 000 "Dealing Damage": "Most humans have a Size of 6".
-- seed 000 "Target Speed": "She has a Speed of 12" — the default Speed.
-- seed 000 "Taking Concussion": "When a character is reduced to 0 CT or lower
-- they become 'Concussed' ... unable to participate in the combat" — so a
-- concussed (or dead, or unconscious) combatant is not active.
-- seed 001 "Continuous Action Example: Movement": "Since he has 11 AP" — the
-- seeds never say where AP come from.
--
-- Decided here (the seeds are silent; each is its own rule or data so a table
-- can change it):
-- * combatant.ct(spec): starting CT = Fortitude die + Size (a d8, Size 6
--   human has 14; d4 → 10, d12 → 18). A scenario's ct wins.
-- * combatant.ap(c): AP per round = Reflex die + the Reflex trait skill level
--   (Hank, d10 Reflex, trait skill 1: 11 AP, as in seed 001).
-- * Speed defaults to 12 paces (Miranda's Speed in seed 000 "Target Speed").
-- * A trait the scenario leaves out is d6; a skill left out is 0 (untrained).
-- * Weapons start holstered, sheathed or slung (drawn = false, uncocked) and
--   fully loaded (loaded = shots); an inline weapon may say drawn, cocked or
--   loaded, and in_hand puts weapons in hand, drawn (c.state.hands); the
--   other weapons drawn go in the hands in_hand leaves free, the dominant
--   first (rules/limbs.lua's limbs.take). Fists
--   (gear.weapons.fists, if the gear table has them) are always at hand as
--   c.unarmed.
-- * A scenario may start a combatant in any situation it declares
--   (rules/scenario.lua; rules/lib/combatant_start.lua sets it up).
local M = {
  name = "core.combatant",
  version = "1.1.0",
  summary = "Combatants from scenario entries: CT, AP, Speed, weapons, state",
  source = "seed 000 \"Dealing Damage\", \"Target Speed\", \"Taking Concussion\"; seed 001 \"Continuous Action Example: Movement\"",
}

local start = require("rules.lib.combatant_start")
local TRAITS = { "strength", "dexterity", "reflex", "fortitude", "acuity", "spirit" }
local DIES = { [4] = true, [6] = true, [8] = true, [10] = true, [12] = true }

local function sorted_keys(t)
  local ks = {}
  for k in pairs(t) do ks[#ks + 1] = tostring(k) end
  table.sort(ks)
  return ks
end

local copy = require("lib.tables").copy
local sqrt = math.sqrt -- combatant.distance: some 100 calls a duel

-- traits(name, spec, d) and skills(name, spec) check and copy the dice and levels.
local function traits(name, spec, d)
  local out = {}
  for _, t in ipairs(TRAITS) do out[t] = d.trait_die end
  for _, t in ipairs(sorted_keys(spec.traits or {})) do
    local v = spec.traits[t]
    if not DIES[v] then
      error(string.format("combatant %q: trait %s = %s: want a die of 4, 6, 8, 10 or 12 sides", name, t, tostring(v)), 3)
    end
    out[t] = v
  end
  return out
end

local function skills(name, spec)
  local out = {}
  for _, s in ipairs(sorted_keys(spec.skills or {})) do
    local v = spec.skills[s]
    if type(v) ~= "number" or v < 0 or v > 5 or v ~= math.floor(v) then
      error(string.format("combatant %q: skill %s = %s: want a level 0..5", name, s, tostring(v)), 3)
    end
    out[s] = v
  end
  return out
end

-- gear(c, spec): weapons, fists, what is in hand, cover and armour.
local function gear(api, c, spec)
  c.weapons = {}
  for i, w in ipairs(spec.weapons or {}) do
    local inst = api.rules["combatant.weapon"](c, w)
    inst.index = i
    c.weapons[i] = inst
  end
  local g = api.rules["gear.weapons"]
  if g and g.fists then
    c.unarmed = api.rules["combatant.weapon"](c, "fists")
    c.unarmed.drawn = true
  end
  c.state.hands = start.hands(c, spec.in_hand)
  start.place(api, c)
  c.cover, c.covers = start.covers(spec.cover, spec.covers)
  if spec.armor then
    c.armor = { name = spec.armor.name, av = spec.armor.av or 0, locations = spec.armor.locations }
  end
end

-- define_combatant_let_go(api): combatant.let_go.
local function define_combatant_let_go(api)
  -- combatant.let_go(c, w): no hand holds w any more (dropped, thrown away,
  -- knocked loose): it leaves c.state.hands, and c no longer wields it. The
  -- caller says where it went (w.dropped, w.drawn).
  api.define("combatant.let_go", function(c, w)
    local s = c.state
    local h = s and s.hands
    if h then
      if h.right == w then h.right = nil end
      if h.left == w then h.left = nil end
    end
    if s and s.wielding == w then s.wielding = nil end
    if w.hand then w.hand = nil end
  end, "a weapon leaves the hand that held it")
end

-- situation_rules(api) defines the rules that read a scenario's situation:
-- hands, facing and height.
local function situation_rules(api)
  -- combatant.hand_of(c, w) → "right", "left", "both" or nil: the hand that
  -- holds weapon w (a scenario's in_hand).
  api.define("combatant.hand_of", function(c, w)
    local s = c.state
    local h = s and s.hands
    if not (h and w) then return nil end
    local right, left = h.right, h.left -- read once: two attack.context calls a shot
    if right == w then return left == w and "both" or "right" end
    if left == w then return "left" end
    return nil
  end, "the hand a weapon is held in")

  -- combatant.off_hand(c, w): w is held in the hand that is not dominant
  -- (seed 000 "Two Weapons": "Any action taken with an off hand is made at
  -- an additional -3").
  api.define("combatant.off_hand", function(c, w)
    local h = api.rules["combatant.hand_of"](c, w)
    return h ~= nil and h ~= "both" and h ~= (c.hand or "right")
  end, "is a weapon held in the off hand")

  -- combatant.one_handed(c, w): a two-handed weapon held in one hand (seed
  -- 000 "Two handed ranged weapons": "Apply a penalty of 2").
  api.define("combatant.one_handed", function(c, w)
    local h = api.rules["combatant.hand_of"](c, w)
    return (h == "right" or h == "left") and (w.hands or 1) == 2
  end, "is a two-handed weapon held in one hand")

  -- combatant.higher(a, b): a stands higher than b (c.height, paces).
  api.define("combatant.higher", function(a, b)
    return (a.height or 0) > (b.height or 0)
  end, "seed 000 \"Unarmed Combat\": \"in a higher position, such as being uphill\"")

  -- combatant.behind(a, d): a stands behind d — more than 90 degrees off the
  -- way d faces (d.facing, degrees; decided here). Without a facing, d faces
  -- their foes: "Combatants are assumed to be facing each other".
  api.define("combatant.behind", function(a, d)
    if d.facing == nil or not (a.pos and d.pos) then return false end
    local dx, dy = a.pos.x - d.pos.x, a.pos.y - d.pos.y
    if dx == 0 and dy == 0 then return false end
    local off = math.abs((math.deg(math.atan2(dy, dx)) - d.facing + 180) % 360 - 180)
    return off > 90
  end, "seed 000 \"Unarmed Combat\": \"behind the other (facing their back)\"")

  -- combatant.position(a, d) → "attacker", "defender" or nil, and why: who
  -- has positional advantage from where they stand (seed 000 "Unarmed
  -- Combat": behind, higher; "Only one combatant can have positional
  -- advantage" — decided here: being behind prevails over height). Being on
  -- the ground is melee.factor.position's own (state.prone).
  api.define("combatant.position", function(a, d)
    local R = api.rules
    if R["combatant.behind"](a, d) then return "attacker", "behind" end
    if R["combatant.behind"](d, a) then return "defender", "behind" end
    if R["combatant.higher"](a, d) then return "attacker", "higher" end
    if R["combatant.higher"](d, a) then return "defender", "higher" end
    return nil, nil
  end, "positional advantage from facing and height")
end

-- define_combatant_defaults(api): combatant.defaults, combatant.ct, combatant.ap.
local function define_combatant_defaults(api)
  -- combatant.defaults: what a scenario entry may leave out.
  api.define("combatant.defaults", {
    trait_die = 6, size = 6, speed = 12, hand = "right", tactics = "default",
  }, "defaults for scenario entries (decided here; Speed 12 from seed 000 \"Target Speed\")")

  -- combatant.ct(spec) is the starting CT: Fortitude die + Size (decided here).
  api.define("combatant.ct", function(spec)
    local fort = (spec.traits and spec.traits.fortitude) or api.rules["combatant.defaults"].trait_die
    local size = spec.size or api.rules["combatant.defaults"].size
    return fort + size
  end, "default starting CT: Fortitude die + Size (decided here)")

  -- combatant.ap(c) is the AP a combatant has each round: Reflex die + the
  -- Reflex trait skill level (decided here; Hank's 11 AP is d10 + 1).
  api.define("combatant.ap", function(c)
    return (c.traits.reflex or 6) + api.rules["check.trait_skill"](c, "reflex")
  end, "AP per round: Reflex die + Reflex trait skill (decided here)")
end

-- define_combatant_weapon(api): combatant.weapon.
local function define_combatant_weapon(api)
  -- combatant.weapon(c, w) makes a weapon instance from a gear name or an
  -- inline table: a shallow copy plus loaded, cocked, drawn and key.
  api.define("combatant.weapon", function(c, w)
    local who = tostring(c.name)
    local base, inline
    if type(w) == "string" then
      local weapons = api.rules["gear.weapons"]
      if weapons == nil then
        error(string.format("combatant %q: weapon %q: no gear.weapons table is loaded", who, w), 2)
      end
      base = weapons[w]
      if base == nil then
        error(string.format("combatant %q: unknown weapon %q (gear.weapons has %s)",
          who, w, table.concat(sorted_keys(weapons), ", ")), 2)
      end
    elseif type(w) == "table" then
      inline = w
      local validate = api.rules["gear.validate"]
      if validate then
        local ok, res, msg = pcall(validate, w)
        if not ok then
          error(string.format("combatant %q: inline weapon %q: %s", who, tostring(w.name), tostring(res)), 2)
        end
        if res == false or (res == nil and msg ~= nil) then
          error(string.format("combatant %q: inline weapon %q: %s", who, tostring(w.name), tostring(msg)), 2)
        end
        base = type(res) == "table" and res or w
      else
        base = w
      end
    else
      error(string.format("combatant %q: a weapon is a gear name or a table, got %s", who, type(w)), 2)
    end
    local inst = copy(base)
    inst.key = inst.key or (type(w) == "string" and w) or inst.name
    inst.name = inst.name or inst.key
    inst.kind = inst.kind or "ranged"
    inst.loaded = (inline and inline.loaded) or inst.shots or 0
    inst.cocked = (inline and inline.cocked) or false
    inst.drawn = (inline and inline.drawn) or inst.kind == "unarmed"
    inst.attributes = inst.attributes or {}
    return inst
  end, "a weapon instance from a gear name or an inline table")
end

-- define_combatant_new(api): combatant.new.
local function define_combatant_new(api)
  -- combatant.new(spec) builds a combatant from a scenario entry (see
  -- rules/scenario.lua for every field): name, side, traits (die sides),
  -- skills, size, ct?, speed?, ap?, dodge?, hand?, weapons, in_hand?, pos or
  -- position?, cover?, covers?, armor?, facing?, facing_toward?, height?,
  -- mount?, vehicle?, tactics?, task?, expects_danger, surprised?, player,
  -- risk_death, and the state it starts in (aim, wounds, ct_lost, stunned,
  -- prone, immobilized, entangled: rules/lib/combatant_start.lua).
  api.define("combatant.new", function(spec)
    if type(spec) ~= "table" then error("combatant.new: a table expected", 2) end
    local name = spec.name
    if type(name) ~= "string" or name == "" then error("combatant.new: name is missing", 2) end
    if type(spec.side) ~= "string" or spec.side == "" then
      error(string.format("combatant %q: side is missing", name), 2)
    end
    local d = api.rules["combatant.defaults"]
    local c = { name = name, side = spec.side, traits = traits(name, spec, d), skills = skills(name, spec) }
    c.size = spec.size or d.size
    c.ct = spec.ct or api.rules["combatant.ct"]({ traits = c.traits, size = c.size })
    c.speed = spec.speed or d.speed
    c.hand = spec.hand or d.hand
    c.tactics, c.task = spec.tactics or d.tactics, spec.task
    c.player = spec.player and true or false
    c.risk_death = spec.risk_death and true or false
    c.dodge, c.height, c.facing = spec.dodge, spec.height or 0, spec.facing
    c.facing_toward, c.vehicle = spec.facing_toward, spec.vehicle
    c.body = api.damage.body(c.ct)
    local pos = spec.pos or (spec.position and { x = spec.position[1], y = spec.position[2] })
    c.pos = { x = (pos and pos.x) or 0, y = (pos and pos.y) or 0 }
    c.state = {
      stunned = false, dodging = false, aim = nil, moved = "none", mounted = false,
      out = false, surprised = false, unconscious = false,
      hit_this_round = 0, shot_at_this_round = 0, shot_at_last_round = 0,
      free_used = false, paces = 0, phase_paces = 0, pending = nil,
      done = false, continuous = nil, covering = nil,
    }
    gear(api, c, spec)
    -- seed 000 "Expecting Danger?": "a character is looking for danger when
    -- they inform the Judge, when they have any weapon drawn"
    c.expects_danger = (spec.expects_danger or start.drawn(c)) and true or false
    c.ap = spec.ap or api.rules["combatant.ap"](c)
    c.state.ap = c.ap
    start.state(api, c, spec)
    return c
  end, "a combatant from a scenario entry")
end

-- define_combatant_fixture(api): combatant.fixture, combatant.active, combatant.distance.
local function define_combatant_fixture(api)
  -- combatant.fixture(t) is combatant.new with spec defaults: name
  -- "Fixture", side "a", every trait d8, no skills (fixtures.combatant).
  api.define("combatant.fixture", function(t)
    t = copy(t)
    t.name = t.name or "Fixture"
    t.side = t.side or "a"
    local dice = { strength = 8, dexterity = 8, reflex = 8, fortitude = 8, acuity = 8, spirit = 8 }
    for k, v in pairs(t.traits or {}) do dice[k] = v end
    t.traits = dice
    return api.rules["combatant.new"](t)
  end, "a combatant with spec defaults (every trait d8)")

  -- combatant.active(c): still fighting — not out, dead, concussed or unconscious.
  -- (One expression: some 240 calls a duel.)
  api.define("combatant.active", function(c)
    local s = c.state
    return not (s.out or s.unconscious or s.fled or c.body:down())
  end, "still in the fight: not dead, concussed, unconscious or out")

  -- combatant.distance(a, b) is the distance in paces between two
  -- combatants (or positions), rounded to the nearest pace.
  api.define("combatant.distance", function(a, b)
    local pa, pb = a.pos or a, b.pos or b
    local dx, dy = pb.x - pa.x, pb.y - pa.y
    local r = sqrt(dx * dx + dy * dy) + 0.5
    return r - r % 1 -- math.floor(r) without a Go call (r ≥ 0.5)
  end, "distance in whole paces (seed 000 \"Scale\": 1 pace = 1 meter)")

  situation_rules(api)
end

function M.setup(api)
  define_combatant_defaults(api)
  define_combatant_weapon(api)
  define_combatant_new(api)
  define_combatant_fixture(api)
  define_combatant_let_go(api)
end

return M
