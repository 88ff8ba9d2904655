-- rules/attack.lua — one attack: damage = base weapon damage + skill, the
-- maneuver's test and outcome, aim, then armour, shield, defence points and
-- luck (seed 003 "Attack", "Defend", "Aim", "Armor", "Shields", "Luck in
-- Combat"); and the Attack action's tick.
--
-- seed 003 "Attack": "Unless a maneuver is being used, an attack always hits
-- and deals a number of wounds equal to your base weapon damage plus your
-- skill." "you are within reach of someone you are making a melee attack on
-- or you can see someone you are making a ranged attack on". "If the
-- opportunity does not present itself ... you will not be able to attack".
-- seed 003 "Defend": "For each defense point, you may reduce the wounds dealt
-- by a melee attack by one." "Armor": "Armor decreases wounds taken by its
-- defense rating." "Shields defend against melee attacks with your skill as
-- its defense rating." "Luck in Combat": "Reduce a wound by one".
--
-- Decided here: the reductions come in the order armour, shield, defence
-- points, luck (a defender spends points and luck only on what gets through),
-- and none takes the wounds below 0; a hit is an attack that deals damage
-- before reductions (what wears armour); a thrown weapon lands at the
-- target's feet; an attack's "skill" is the skill level alone (luck bought
-- for a test raises the test, not the damage).
local M = {
  name = "ticks.attack",
  version = "1.0.0",
  summary = "Attacks: base damage + skill, maneuvers, aim, armour, shields, defence points, luck against wounds",
  source = "seed 003 \"Attack\", \"Defend\", \"Aim\", \"Armor\", \"Shields\", \"Luck in Combat\"",
  requires = { "ticks.maneuvers", "ticks.outcomes", "ticks.gear", "ticks.health" },
  events = {
    ["attack.resolved"] = { doc = "an attack resolved (hit or miss, wounds dealt)", args = { "ctx", "out" } },
  },
}

-- use_ammo(R, ctx) takes the rounds an attack fires; false when too few.
local function use_ammo(R, ctx)
  local w = ctx.weapon
  if ctx.kind ~= "ranged" or ctx.throw or w.shots == nil then return true end
  local n = 1
  for _, k in ipairs(ctx.maneuvers) do n = math.max(n, R["maneuver.table"][k].ammo or 1) end
  if (w.loaded or 0) < n then return false end
  w.loaded = w.loaded - n
  return true
end

-- SKILL_REFS: the rules an attack's skill is worked out by (which skill the
-- weapon or the throw uses, then the attacker's level in it), named as the
-- skill term's data, so a house rule that wraps or replaces one is credited
-- on the skill it changed (scripts/README.md "Data provenance").
local SKILL_REFS = { "maneuver.skill", "combatant.skill" }

-- tested(R, ctx) is the maneuver with a test among ctx.maneuvers, if any.
local function tested(R, ctx)
  for _, k in ipairs(ctx.maneuvers) do
    if R["maneuver.table"][k].attacker then return k end
  end
  return nil
end

-- define_damage(api): an attack's context and its damage.
local function define_damage(api)
  local R = api.rules

  -- attack.context(fight, a, t, w, opts) → ctx: fight, attacker, target,
  -- weapon, throw, kind ("melee"/"ranged"), skill (level), skill_terms (the
  -- skill as terms), maneuvers, test_luck, aim_waited, difficulty, tick. The
  -- skill's term is made here, as the skill is worked out: a term naming a
  -- rule credits the wraps that changed that rule's latest call, and by the
  -- time damage is added other calls of combatant.skill may have come between.
  api.define("attack.context", function(fight, a, t, w, opts)
    opts = opts or {}
    local ctx = { fight = fight, attacker = a, target = t, weapon = w, throw = opts.throw, maneuvers = opts.maneuvers or {},
      test_luck = opts.test_luck or 0, aim_waited = opts.aim_waited, difficulty = opts.difficulty, tick = fight.tick }
    ctx.kind = (ctx.throw or w.kind == "ranged") and "ranged" or "melee"
    local key = R["maneuver.skill"](ctx)
    ctx.skill = R["combatant.skill"](a, key)
    ctx.skill_terms = api.terms("skill", ctx.skill, string.format("skill: %s %d", key, ctx.skill), "skill", SKILL_REFS)
    return ctx
  end, "an attack's context")

  -- attack.damage(ctx) → terms: base weapon damage + skill. The skill is the
  -- context's term (crediting a wrap of combatant.skill or maneuver.skill);
  -- a context that changed ctx.skill afterwards (a wrap of attack.context)
  -- adds the difference, credited to that rule, and a context made without
  -- skill_terms (a replaced attack.context) names the skill's rules here.
  api.define("attack.damage", function(ctx)
    local dmg = api.terms("damage")
    dmg:add(ctx.weapon.damage, "base damage: " .. ctx.weapon.name, "base", ctx.weapon.key and "gear.weapons." .. ctx.weapon.key .. ".damage")
    local s = ctx.skill_terms
    if s == nil then
      dmg:add(ctx.skill, string.format("skill: %s %d", R["maneuver.skill"](ctx), ctx.skill), "skill", SKILL_REFS)
    else
      dmg:extend(s)
      if ctx.skill ~= s:total() then dmg:add(ctx.skill - s:total(), "skill changed by rule attack.context", "skill", "attack.context") end
    end
    return dmg
  end, "base weapon damage plus skill (seed 003 \"Attack\")")
end

-- define_reduce(api): what takes wounds off an attack.
local function define_reduce(api)
  local R = api.rules
  local refs = require("lib.tables").refs

  -- attack.reduce(ctx, dmg) adds the reductions: armour, shield (melee), defence
  -- points (melee), luck; armour's and shield's terms name the rules behind
  -- them, the defence points' the parrying weapon's entry and the skill's
  -- terms taken when Defend was declared.
  api.define("attack.reduce", function(ctx, dmg)
    local t, melee, rating, from = ctx.target, ctx.kind == "melee", R["armour.rating"](ctx.target, ctx.kind)
    -- upto(n) is n capped at the wounds still coming (never below 0)
    local function upto(n) return math.max(0, math.min(n, dmg:total())) end
    local n = upto(rating)
    if n > 0 then dmg:add(-n, string.format("%s armour (defence %d vs %s)", t.armour.name, rating, ctx.kind), "armour", { "armour.rating", from }) end
    n = melee and upto(R["shield.rating"](t)) or 0
    if n > 0 then dmg:add(-n, string.format("shield (melee skill %d)", R["shield.rating"](t)), "shield", { "shield.rating", "combatant.skill" }) end
    if melee and (t.state.defense or 0) > 0 then
      n = upto(R["tactics.defend_points"](ctx.fight, t, dmg:total(), t.state.defense))
      if n > 0 then
        dmg:add(-n, string.format("defence points (%d of %d)", n, t.state.defense), "defend",
          refs(t.state.defense_from, t.state.defense_skill))
        t.state.defense = t.state.defense - n
      end
    end
    n = upto(math.min(R["tactics.wound_luck"](ctx.fight, t, dmg:total()), t.luck or 0))
    if n > 0 then
      R["luck.spend"](t, n, "wound", "against " .. ctx.attacker.name .. "'s attack")
      dmg:add(-n, string.format("luck: %d point%s", n, n == 1 and "" or "s"), "luck")
    end
  end, "armour, shield, defence points and luck against an attack's wounds")
end

-- define_resolve(api): one attack resolved.
local function define_resolve(api)
  local R = api.rules

  -- attack.resolve(ctx) → outcome {attacker, target, weapon, damage (terms),
  -- wounds, hit, test, maneuver, effect}.
  api.define("attack.resolve", function(ctx)
    local a, t, w = ctx.attacker, ctx.target, ctx.weapon
    local out = { attacker = a, target = t, weapon = w, hit = true, wounds = 0 }
    local names = {}
    for _, k in ipairs(ctx.maneuvers) do names[#names + 1] = R["maneuver.table"][k].name end
    if api.logging() then
      api.log("attack", { text = string.format("tick %d: %s attacks %s with the %s%s%s", ctx.tick or 0, a.name, t.name, w.name,
        ctx.throw and " (thrown)" or "", #names > 0 and (" [" .. table.concat(names, ", ") .. "]") or ""),
        attacker = a.name, target = t.name })
    end
    if not use_ammo(R, ctx) then
      out.hit = false
      if api.logging() then api.log("attack", { text = string.format("%s's %s is empty", a.name, w.name) }) end
      return out
    end
    local dmg = R["attack.damage"](ctx)
    out.damage = dmg
    local key = tested(R, ctx)
    if key then
      out.maneuver = key
      out.test = R["maneuver.test"](ctx, key)
      out.effect = R["maneuver.outcome." .. key](ctx, dmg, out.test.success)
      if not out.test.success or R["maneuver.table"][key].replaces_damage then out.hit = false end
    end
    if ctx.aim_waited then R["aim.damage"](ctx, dmg) end
    if out.hit then R["attack.reduce"](ctx, dmg) end
    out.wounds = math.max(0, dmg:total())
    if ctx.throw then R["combatant.drop"](ctx.fight, a, w, t.pos) end
    if api.logging() then
      api.log("damage", { text = string.format("%s: %s to %s%s", a.name, out.wounds == 0 and "no wounds" or out.wounds
        .. (out.wounds == 1 and " wound" or " wounds"), t.name, out.effect and (" — " .. out.effect) or ""), damage = dmg, wounds = out.wounds })
    end
    if out.hit then R["health.wound"](ctx.fight, t, out.wounds, ctx) end
    api.emit("attack.resolved", ctx, out)
    return out
  end, "resolve one attack")
end

-- define_action(api): the Attack action — once, when reach or sight allows.
local function define_action(api)
  local R = api.rules

  -- attack.keeps_moving(c, a): a ranged attacker moves on after firing only
  -- with Run and Gun.
  api.define("attack.keeps_moving", function(c, a)
    for _, k in ipairs(a.maneuvers or {}) do
      if k == "run_and_gun" then return true end
    end
    return false
  end, "may a ranged attacker move after firing (Run and Gun)")

  -- attack.ready(c, w): w is the fists or the weapon in c's hand (not
  -- knocked away since it was declared).
  api.define("attack.ready", function(c, w)
    return w == c.fists or (c.held == w and not w.on_ground)
  end, "is the weapon of an action still in hand")

  -- attack.possible(fight, c, t, w, throw): melee needs reach, ranged sight.
  api.define("attack.possible", function(fight, c, t, w, throw)
    if throw or w.kind == "ranged" then return R["sight.clear"](fight, c, t) end
    return R["reach.within"](c, t)
  end, "is the attack physically possible now")

  -- action.attack(fight, c, tick): from the start tick on, attack the
  -- target as soon as it is possible; once.
  api.define("action.attack", function(fight, c, tick)
    local s, a = c.state, c.state.action
    if s.attacked or tick > a.start then return end
    local w = R["action.weapon"](c, a)
    local t = fight.by_name[a.target]
    if w.on_ground and w ~= c.fists then
      s.attacked = true
      if api.logging() then api.log("attack", { text = string.format("tick %d: %s no longer has the %s", tick, c.name, w.name) }) end
      return
    end
    if c.held ~= w and w ~= c.fists then R["other.draw"](fight, c, a.weapon) end
    if not R["attack.possible"](fight, c, t, w, a.throw) then return end
    s.attacked = true
    R["attack.resolve"](R["attack.context"](fight, c, t, w, { maneuvers = a.maneuvers, throw = a.throw,
      test_luck = a.luck and a.luck.test, difficulty = a.difficulty }))
  end, "Attack: strike once, on or after the start tick, when reach or sight allows")
end

function M.setup(api)
  define_damage(api)
  define_reduce(api)
  define_resolve(api)
  define_action(api)
end

return M
