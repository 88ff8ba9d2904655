-- optional/two_weapon_advanced.lua — serial and parallel two-weapon actions.
-- seed 001 "Advanced Two-Weapon Actions": "The advanced rules allow the player
-- to choose how to perform the actions."
--   Serial: "1. Pay the full AP cost for both actions. 2. If firing a weapon,
--   both shots may be aimed if the AP is paid. 3. Each weapon may have a
--   disparate target for 0 extra AP, second targets are 1 AP to switch.
--   4. Attacks with the off hand are -3, dominant hand have no penalty. With
--   ambidexterity 1, the off hand penalty is -2."
--   Parallel: "1. Pay the highest AP cost among the actions, plus 1. 2. If
--   both weapons share a target, both may be aimed, otherwise, only one may
--   be aimed. 3. (as serial) 4. Attacks with the off hand are -4, the dominant
--   hand are -1. With ambidexterity 1 the off hand penalty is -3, dominant
--   hand is 0."
--
-- This module REPLACES core.twoweapon's ranged.two_weapons (seed 000 "Two
-- Weapons": −1 each hand, −3 more off hand), which melee.modifiers also calls.
-- A ctx says its mode in ctx.two_weapon_mode ("serial" | "parallel"); without
-- one the option `mode` decides. The attacker's skills.ambidexterity (level 1
-- or more) gives the ambidextrous row.
--
-- Decided here:
-- * Default mode "parallel": its −1 / −4 are exactly the standard rule's
--   penalties for an action with both weapons, so switching the module on
--   changes no TN of such an action until a ctx (or the campaign) chooses
--   serial or the attacker is ambidextrous; what it does change is the AP of
--   a two-gun action (highest + 1, where the core pays each shot's), and a
--   lone shot by a man with a weapon in each hand (see below).
-- * Ambidexterity above 1 reads as 1 (the seed names only level 1).
-- * A lone action (no ctx.two_weapons) is one action after another: serial.
--   The dominant hand's has no penalty and the off hand's −3, where the core
--   charges a man holding a weapon in each hand −1 on any attack
--   (twoweapon.in_each_hand) and −3 more off hand.
-- * Aiming both weapons (an aim action with a.both, the other hand's weapon:
--   rules/two_guns.lua) is priced by two_weapon.aim_cost and timed by
--   two_weapon.aim_speed, which the module's wraps of action.cost and
--   action.speed ask (an action's own a.ap / a.speed still wins):
--   - serial: "Pay the full AP cost for both actions … both shots may be
--     aimed if the AP is paid": each weapon's aim is paid in full, 1 + 1 =
--     2 AP (as two_weapon.ap_cost prices a serial plan: both shots aimed
--     once = 4 in all), and the aims are taken one after the other, so the
--     action lasts as long as the two aims do — the phases of each weapon's
--     own aim speed added (action.phases), read as the quickest speed that
--     lasts that long, at most Slow (Fast + Fast = 2 phases: Normal; Fast +
--     Normal and more: Slow).
--   - parallel (decided here): ONE aim action, paid once, 1 AP, one speed
--     slower (the core's twoweapon.aim_speed). "Pay the highest AP cost among
--     the actions, plus 1" is paid by the two-weapon action the aims lead to
--     (action.two_guns: the highest shot's AP + 1), as two_weapon.ap_cost
--     prices a parallel plan (both aimed together: one aim action); charging
--     the plus 1 again on the aim would pay it twice for one parallel action,
--     and seed 000 "Two Weapons" already prices aiming two weapons pointed
--     together in time ("increase the speed of any aim action one level"),
--     not in AP. Aim-both in parallel is 1 AP, not 1 + 1.
--   The aim logs its price when it is taken, as a two-gun action does.
-- * A parallel action at two targets (ctx.other_target names the other
--   weapon's) aims the dominant hand only: the off hand's shot is a snap shot
--   (ranged.aim and aim.bonus are wrapped).
-- * "second targets are 1 AP to switch": each target a weapon turns to after
--   its first costs 1 AP; the two weapons' first targets are free.
local M = {
  name = "two_weapon_advanced",
  version = "1.0.0",
  summary = "Advanced two-weapon actions: serial (full AP, off hand −3) or parallel (highest AP + 1, −1/−4)",
  source = "seed 001 \"Advanced Two-Weapon Actions\"",
  replaces = { "ranged.two_weapons" },
  options = {
    mode = { type = "enum", values = { "serial", "parallel" }, default = "parallel",
      doc = "how a two-weapon action is performed when its ctx does not say (ctx.two_weapon_mode)" },
    ambidexterity = { type = "int", default = 1, min = 1, max = 5,
      doc = "the skills.ambidexterity level that gives the ambidextrous penalties" },
  },
}

local MODES = { serial = true, parallel = true }

local function distinct(api, list)
  local seen, n = {}, 0
  for _, t in ipairs(list or {}) do
    local k = type(t) == "table" and t.name or t
    if not seen[k] then
      seen[k] = true
      n = n + 1
    end
  end
  return n
end

-- define_two_weapon_table(api, opts): two_weapon.table, two_weapon.mode, two_weapon.ambidextrous, ….
local function define_two_weapon_table(api, opts)
  api.define("two_weapon.table", {
    serial = { dominant = 0, off = 3, ambi_dominant = 0, ambi_off = 2 },
    parallel = { dominant = 1, off = 4, ambi_dominant = 0, ambi_off = 3 },
    parallel_extra_ap = 1, second_target_ap = 1,
  }, "seed 001 \"Advanced Two-Weapon Actions\": TN penalties (positive) by mode and hand; AP extras")

  -- two_weapon.mode(ctx) -> "serial" | "parallel".
  api.define("two_weapon.mode", function(ctx)
    local m = (ctx and ctx.two_weapon_mode) or opts.mode
    if not MODES[m] then
      error(string.format("two_weapon.mode: want \"serial\" or \"parallel\", got %s", tostring(m)), 2)
    end
    return m
  end, "the two-weapon mode of an action")

  -- two_weapon.ambidextrous(c) -> whether c has the ambidexterity level.
  api.define("two_weapon.ambidextrous", function(c)
    local lv = (c and c.skills and c.skills.ambidexterity) or 0
    return lv >= opts.ambidexterity
  end, "whether a combatant is ambidextrous")

  -- two_weapon.penalty(ctx) -> n, reason: the TN penalty (positive) of this
  -- hand's attack, or 0.
  api.define("two_weapon.penalty", function(ctx)
    if not ctx.two_weapons and not ctx.off_hand then return 0, nil end
    local mode = ctx.two_weapons and api.rules["two_weapon.mode"](ctx) or "serial"
    local row = api.rules["two_weapon.table"][mode]
    local ambi = api.rules["two_weapon.ambidextrous"](ctx.attacker)
    local hand = ctx.off_hand and "off" or "dominant"
    local n = row[(ambi and "ambi_" or "") .. hand]
    return n, string.format("%s action, %s hand%s", mode, hand == "off" and "off" or "dominant",
      ambi and " (ambidextrous)" or "")
  end, "the TN penalty of one hand in a two-weapon action")

  -- ranged.two_weapons(ctx, tn): the replaced standard rule. The dominant
  -- hand's term is tagged "two_weapons", the off hand's "off_hand"; the
  -- term (printed with the attack's TN) names this module.
  api.replace("ranged.two_weapons", function(ctx, tn)
    local n, why = api.rules["two_weapon.penalty"](ctx)
    if why and n ~= 0 then
      tn:add(n, "two_weapon_advanced: " .. why, ctx.off_hand and "off_hand" or "two_weapons")
    end
  end)

  -- two_weapon.aimable(mode, target_a, target_b) -> how many of the two
  -- weapons may be aimed: serial 2 ("if the AP is paid"); parallel 2 at a
  -- shared target, else 1. Targets are combatants or names.
  api.define("two_weapon.aimable", function(mode, a, b)
    if mode == "serial" then return 2 end
    local na = type(a) == "table" and a.name or a
    local nb = type(b) == "table" and b.name or b
    if na ~= nil and na == nb then return 2 end
    return 1
  end, "how many weapons of a two-weapon action may be aimed")
end

-- define_two_weapon_snap(api, opts): two_weapon.snap, ranged.aim, aim.bonus.
local function define_two_weapon_snap(api, opts)
  -- two_weapon.snap(ctx) -> whether this hand's shot must be a snap shot
  -- although aimed: a parallel action at two different targets (ctx.target
  -- and ctx.other_target, the other weapon's) aims only one weapon — decided
  -- here: the dominant hand's; the off hand shoots snap.
  api.define("two_weapon.snap", function(ctx)
    if not (ctx.two_weapons and ctx.off_hand and (ctx.aimed or 0) > 0 and ctx.other_target ~= nil) then
      return false
    end
    if api.rules["two_weapon.mode"](ctx) ~= "parallel" then return false end
    return api.rules["two_weapon.aimable"]("parallel", ctx.target, ctx.other_target) < 2
  end, "whether a two-weapon hand must shoot snap")

  local function unaimed(ctx)
    local c = {}
    for k, v in pairs(ctx) do c[k] = v end
    c.aimed, c.held = 0, 0
    return c
  end

  -- the snap shot penalty and the Accurate bonus read the hand as unaimed
  api.wrap("ranged.aim", function(next, ctx, tn)
    if api.rules["two_weapon.snap"](ctx) then return next(unaimed(ctx), tn) end
    return next(ctx, tn)
  end)
  api.wrap("aim.bonus", function(next, ctx)
    if api.rules["two_weapon.snap"](ctx) then return next(unaimed(ctx)) end
    return next(ctx)
  end)
end

-- define_two_weapon_ap_cost(api, opts): two_weapon.ap_cost.
local function define_two_weapon_ap_cost(api, opts)
  -- two_weapon.ap_cost(c, plan) -> AP, terms. plan = {mode, actions = {a1,
  -- a2}}; each action: {weapon (index or instance), kind ("shoot"), targets
  -- = {names …} (or target = name), aim = aim actions, ap = override}. An
  -- action's own AP is action.cost(c, action) (the weapon's AP plus cocking);
  -- an aim action is action.ap.aim.
  api.define("two_weapon.ap_cost", function(c, plan)
    local mode = plan.mode or opts.mode
    if not MODES[mode] then
      error(string.format("two_weapon.ap_cost: want mode \"serial\" or \"parallel\", got %s", tostring(mode)), 2)
    end
    local t = api.rules["two_weapon.table"]
    local aim_ap = api.rules["action.ap"].aim
    local terms = api.terms("two-weapon AP")
    local highest, most_aim = 0, 0
    for i, act in ipairs(plan.actions or {}) do
      local a = { kind = act.kind or "shoot", weapon = act.weapon, ap = act.ap }
      local cost = api.rules["action.cost"](c, a)
      local w = api.rules["action.weapon"](c, a)
      local name = (w and w.name) or ("action " .. i)
      if mode == "serial" then
        terms:add(cost, string.format(a.kind == "aim" and "%s: its aim, full AP" or "%s: full AP", name), "action")
        if (act.aim or 0) > 0 then
          terms:add(act.aim * aim_ap, string.format("%s: %d aim action(s)", name, act.aim), "aim")
        end
      else
        highest = math.max(highest, cost)
        most_aim = math.max(most_aim, act.aim or 0)
      end
      local targets = act.targets or (act.target and { act.target }) or {}
      local extra = math.max(0, distinct(api, targets) - 1)
      if extra > 0 then
        terms:add(extra * t.second_target_ap, string.format("%s: %d second target(s)", name, extra), "second_target")
      end
    end
    if mode == "parallel" then
      terms:add(highest, "parallel: the highest AP among the actions", "action")
      terms:add(t.parallel_extra_ap, "parallel: plus 1", "parallel")
      if most_aim > 0 then
        terms:add(most_aim * aim_ap, string.format("both weapons aimed together: %d aim action(s)", most_aim), "aim")
      end
    end
    return terms:total(), terms
  end, "the AP of a serial or parallel two-weapon action (seed 001)")

  -- The cost is said once, as the action is taken: tactics price actions
  -- they never declare (rules/two_guns.lua twoweapon.cost).
  api.wrap("action.two_guns", function(next, fight, c, a)
    local ap, terms = api.rules["two_weapon.ap_cost"](c, { actions = api.rules["twoweapon.actions"](a or {}) })
    api.log("two_weapon", {
      text = string.format("two_weapon_advanced: %s's %s action costs %d AP", c.name or "?", opts.mode, ap),
      who = c.name, mode = opts.mode, ap = terms,
    })
    return next(fight, c, a)
  end)
end

-- aim_both(a): an aim action at both weapons whose AP (field) the action does not fix itself.
local function aim_both(a, field) return a.kind == "aim" and a.both ~= nil and a[field] == nil end

-- define_two_weapon_aim(api, opts): two_weapon.aim_cost, two_weapon.aim_speed;
-- action.cost, action.speed and action.aim wrapped for an aim with both weapons.
local function define_two_weapon_aim(api, opts)
  -- two_weapon.aim_cost(c, a) -> AP, terms of an aim action with both
  -- weapons (a.weapon and a.both) in the mode in force (see the header).
  api.define("two_weapon.aim_cost", function(c, a)
    local mode = api.rules["two_weapon.mode"](a)
    if mode == "serial" then
      return api.rules["two_weapon.ap_cost"](c, { mode = "serial", actions = {
        { kind = "aim", weapon = a.weapon, target = a.target }, { kind = "aim", weapon = a.both, target = a.target } } })
    end
    local n, from = api.datum("action.ap", "aim")
    local terms = api.terms("two-weapon AP", n, "parallel: both weapons aimed together, one aim action (decided here)",
      "aim", from)
    return terms:total(), terms
  end, "the AP of aiming both weapons: serial each aim's (seed 001 \"Serial Actions\" 1–2), parallel one aim's")

  -- two_weapon.aim_speed(c, a, together) -> speed, why: the speed of an aim
  -- action with both weapons; together is the core's (one level slower).
  api.define("two_weapon.aim_speed", function(c, a, together)
    if api.rules["two_weapon.mode"](a) ~= "serial" then return together, "parallel: aimed together, one level slower" end
    local speeds, phases = api.rules["action.speeds"], 0
    for _, i in ipairs({ a.weapon, a.both }) do
      local w = api.rules["action.weapon"](c, { kind = "aim", weapon = i })
      phases = phases + api.rules["action.phases"]((w and w.aim and w.aim.speed) or "F")
    end
    for _, sp in ipairs({ "F", "N", "S" }) do
      if speeds[sp].phases >= phases then return sp, string.format("serial: one aim after the other, %d phases", phases) end
    end
    return "S", string.format("serial: one aim after the other, %d phases (Slow at most)", phases)
  end, "the speed of aiming both weapons: serial the two aims one after the other (seed 001 \"Serial Actions\")")

  api.wrap("action.cost", function(next, c, a)
    if not aim_both(a, "ap") then return next(c, a) end
    return (api.rules["two_weapon.aim_cost"](c, a))
  end)
  api.wrap("action.speed", function(next, c, a)
    if not aim_both(a, "speed") then return next(c, a) end
    return (api.rules["two_weapon.aim_speed"](c, a, next(c, a)))
  end)

  -- The price is said once, as the aim is taken (tactics price aims they never declare).
  api.wrap("action.aim", function(next, fight, c, a)
    if aim_both(a, "ap") and api.logging() then
      local ap, terms = api.rules["two_weapon.aim_cost"](c, a)
      local sp, why = api.rules["action.speed"](c, a), "the action's own speed"
      if a.speed == nil then sp, why = api.rules["two_weapon.aim_speed"](c, a, sp) end
      api.log("two_weapon", {
        text = string.format("two_weapon_advanced: %s's %s aim with both weapons costs %d AP, %s (%s)", c.name or "?",
          api.rules["two_weapon.mode"](a), ap, api.rules["action.speeds"][sp].label, why),
        who = c.name, mode = api.rules["two_weapon.mode"](a), ap = terms,
      })
    end
    return next(fight, c, a)
  end)
end

function M.setup(api, opts)
  define_two_weapon_table(api, opts)
  define_two_weapon_snap(api, opts)
  define_two_weapon_ap_cost(api, opts)
  define_two_weapon_aim(api, opts)
end

return M
