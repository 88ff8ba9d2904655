-- rules/maneuvers.lua — the maneuvers: requirement, test and outcome of each
-- (seed 003 "Maneuvers", "Luck in Combat").
--
-- seed 003 "Maneuvers": "These must be declared during the declaration phase.
-- You may only declare one maneuver in a given round (unless you spend luck
-- specifically for this purpose)." Each row below quotes its requirement and
-- test; the outcomes are rules maneuver.outcome.<key> so a house rule can
-- wrap one.
--
-- Decided here (the seed leaves these open):
-- * "their Str or Dex × melee skill or evade" offers every pairing: the
--   statistic(s) named times melee or evade; each side takes its best ("your
--   choice", "their choice"); a tie goes to the defender (seed 003 "Tests").
-- * Trip and Grapple, like Disarm, replace the attack's damage (a throw or a
--   hold is the blow); on a failure nothing happens.
-- * Disarm compares the defender's skill with the weapon in their hand (melee
--   or ranged; fists: melee); the disarmer uses melee.
-- * "divided by four" rounds down.
-- * At most one maneuver with a test per attack (an attack resolves one
--   test); luck buys an extra untested maneuver (Quick Draw, Run and Gun).
-- * A Quick Draw that would attack on tick 0 or below (quickness 10 or less
--   for a handgun, 5 or less for melee; luck spent on quickness counts, as
--   for every start tick: rules/timing.lua) cannot be declared: the count
--   runs down to tick 1 (seed 003 "Combat": "the GM will count down ... 4,
--   and 1"), so its attack would never come, and the luck of an extra
--   maneuver would buy nothing (the default tactics draw, Other, and fire
--   the next round).
-- * Double tap needs a weapon whose rounds are counted (a firearm) with two
--   loaded; a bow cannot.
-- * Trick Shot's difficulty comes from the action (difficulty = a number or
--   ladder name; default Moderate 35): it does no harm to anyone, and like
--   Disarm it replaces the attack's damage, so it is no hit: the target's
--   armour does not wear for it (seed 003 "Trick Shot": "some unusual trick
--   which may not deal damage"; "Armor": "Every round a person wearing armor
--   is hit, its defense decreases by 1").
-- The rows hold the seed's numbers a group may re-table with api.set (and a
-- term read from one names it): requirement, delay (Quick Draw's −5 / −10),
-- ammo (Double tap's two units), divide (Mighty Blow's and Rapid Attack's
-- "divided by four") and unarmed_bonus (Disarm: the defender's skill counts
-- two higher against a disarmer without a weapon).
local M = {
  name = "ticks.maneuvers",
  version = "1.0.0",
  summary = "Maneuvers: Quick Draw, Run and Gun, Trick Shot, Disarm, Trip, Grapple, Mighty Blow, Rapid Attack, " ..
    "Follow-up, Accurate Strike, Double tap, Marksman",
  source = "seed 003 \"Maneuvers\", \"Luck in Combat\"",
  requires = { "ticks.tests", "ticks.luck", "ticks.gear", "ticks.timing" },
}

local MELEE2 = { "melee", "evade" }

local TABLE = {
  quick_draw_melee = { name = "Quick Draw (melee)", requirement = 3, draws = "melee", delay = 5 },
  quick_draw_handgun = { name = "Quick Draw (handgun/thrown)", requirement = 3, draws = "handgun", delay = 10 },
  run_and_gun = { name = "Run and Gun", requirement = 4, kind = "ranged" },
  trick_shot = { name = "Trick Shot", attacker = { { "dexterity" }, { "weapon" } }, against = "difficulty",
    replaces_damage = true },
  disarm = { name = "Disarm", kind = "melee", attacker = { { "strength", "dexterity" }, { "melee" } },
    defender = { { "strength", "dexterity" }, { "weapon" } }, replaces_damage = true, unarmed_bonus = 2 },
  trip = { name = "Trip", kind = "melee", attacker = { { "dexterity" }, { "melee" } },
    defender = { { "dexterity" }, MELEE2 }, replaces_damage = true },
  grapple = { name = "Grapple", kind = "melee", attacker = { { "strength" }, { "melee" } },
    defender = { { "strength" }, MELEE2 }, replaces_damage = true },
  mighty_blow = { name = "Mighty Blow", kind = "melee", attacker = { { "strength" }, { "melee" } },
    defender = { { "strength", "dexterity" }, MELEE2 }, divide = 4 },
  rapid_attack = { name = "Rapid Attack", kind = "melee", attacker = { { "dexterity" }, { "melee" } },
    defender = { { "strength", "dexterity" }, MELEE2 }, divide = 4 },
  follow_up = { name = "Follow-up", kind = "melee", attacker = { { "strength" }, { "melee" } },
    defender = { { "dexterity" }, MELEE2 } },
  accurate_strike = { name = "Accurate Strike", kind = "melee", attacker = { { "dexterity" }, { "melee" } },
    defender = { { "strength" }, MELEE2 } },
  double_tap = { name = "Double tap", kind = "ranged", attacker = { { "dexterity" }, { "ranged" } },
    defender = { { "quickness" }, { "evade" } }, ammo = 2 },
  marksman = { name = "Marksman", kind = "ranged", attacker = { { "dexterity" }, { "ranged" } },
    defender = { { "quickness" }, { "evade" } } },
}

local function copy_table()
  local o = {}
  for k, row in pairs(TABLE) do
    local r = {}
    for f, v in pairs(row) do r[f] = v end
    r.key = k
    o[k] = r
  end
  return o
end

-- SIDE_REFS[side][key] is "maneuver.table.KEY.SIDE", the data reference of
-- a side's statistics and skills: a score names the row it chose from, so a
-- set that changed the row is credited on it. Built once per key.
local SIDE_REFS = { attacker = {}, defender = {} }

-- side_ref(key, side) → SIDE_REFS[side][key].
local function side_ref(key, side)
  local by = SIDE_REFS[side]
  local r = by[key]
  if r == nil then
    r = "maneuver.table." .. key .. "." .. side
    by[key] = r
  end
  return r
end

-- skills(list, w) resolves "weapon" to the skill of weapon w.
local function skills(list, w)
  local out = {}
  for i, s in ipairs(list) do out[i] = (s == "weapon") and (w and w.skill or "melee") or s end
  return out
end

-- define_check(api): the maneuvers, and whether one may be declared.
local function define_check(api)
  local R = api.rules
  api.define("maneuver.table", copy_table(), "the maneuvers: requirement, test, delay, ammo, divide, unarmed_bonus (seed 003 \"Maneuvers\")")

  -- maneuver.skill(ctx) is the skill an attack uses: the weapon's, ranged
  -- for a throw.
  api.define("maneuver.skill", function(ctx)
    return ctx.throw and "ranged" or ctx.weapon.skill
  end, "the skill of an attack")

  -- maneuver.check(c, ctx, key) → ok, why, luck: can c declare maneuver key
  -- on this attack (ctx: weapon, throw, held)? luck is the points the
  -- requirement still needs (seed 003: luck may raise a skill to meet it).
  api.define("maneuver.check", function(c, ctx, key)
    local m = R["maneuver.table"][key]
    if m == nil then return false, string.format("no maneuver %q", tostring(key)), 0 end
    local w = ctx.weapon
    local ranged = ctx.throw or w.kind == "ranged"
    if m.kind == "melee" and ranged then return false, m.name .. " needs a melee attack", 0 end
    if m.kind == "ranged" and not ranged then return false, m.name .. " needs a ranged attack", 0 end
    if m.draws == "melee" and (w.draw ~= "melee" or ctx.throw) then return false, m.name .. " draws a melee weapon", 0 end
    if m.draws == "handgun" and not (w.draw == "handgun" or (ctx.throw and w.thrown)) then
      return false, m.name .. " draws a handgun or a weapon to throw", 0
    end
    if m.draws and ctx.held then return false, "the " .. w.name .. " is already in hand", 0 end
    if m.delay then
      local q = R["ticks.quickness"](c)
      if q - m.delay < 1 then
        return false, string.format("%s would attack on tick %d (quickness %d − %d): the count ends at tick 1", m.name,
          q - m.delay, q, m.delay), 0
      end
    end
    if m.ammo and (w.shots == nil or (w.loaded or 0) < m.ammo) then
      return false, string.format("%s needs %d rounds loaded", m.name, m.ammo), 0
    end
    local need = (m.requirement or 0) - R["combatant.skill"](c, R["maneuver.skill"](ctx))
    return true, nil, math.max(0, need)
  end, "may a combatant declare this maneuver on this attack")
end

-- define_test(api): a maneuver's test.
local function define_test(api)
  local R = api.rules

  -- maneuver.test(ctx, key) → the opposed test (or the test against the
  -- difficulty, Trick Shot: test.check's result, the score also as attacker)
  -- of a maneuver; ctx.test_luck levels for the attacker; the defender may
  -- buy levels through rule tactics.test_luck. Each side's score names its
  -- row of maneuver.table (attacker, defender).
  api.define("maneuver.test", function(ctx, key)
    local m = R["maneuver.table"][key]
    local a, t = ctx.attacker, ctx.target
    local stats, ks = m.attacker[1], skills(m.attacker[2], { skill = R["maneuver.skill"](ctx) })
    local _, s, k = R["test.best"](a, stats, ks)
    local aopts = { luck = ctx.test_luck, label = a.name .. "'s " .. m.name, from = side_ref(key, "attacker") }
    if m.against == "difficulty" then
      -- test.check reads the difficulty off the ladder and credits its row
      aopts.what = m.name
      local r = R["test.check"](a, ctx.difficulty or "moderate", s, k, aopts)
      r.attacker = r.score
      return r
    end
    local score = R["test.score"](a, s, k, aopts)
    local opts = { label = t.name .. "'s defence", from = side_ref(key, "defender") }
    if key == "disarm" and ctx.weapon.key == "unarmed" then
      opts.bonus, opts.bonus_from = api.datum("maneuver.table", key, "unarmed_bonus")
      opts.bonus_why = "disarmer has no weapon"
    end
    local dks = skills(m.defender[2], R["combatant.weapon"](t))
    local best, ds, dk = R["test.best"](t, m.defender[1], dks, opts)
    local n = R["tactics.test_luck"](ctx.fight, t, ds, dk, score:total() - best:total(), opts)
    if n > 0 then
      opts.luck = n
      best = R["test.score"](t, ds, dk, opts)
    end
    return R["test.opposed"](a, t, score, best)
  end, "a maneuver's test")
end

function M.setup(api)
  define_check(api)
  define_test(api)
end

return M
