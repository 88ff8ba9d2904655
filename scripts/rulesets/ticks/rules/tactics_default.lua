-- rules/tactics_default.lua — the default tactics policy: what a player of
-- this game would declare when their quickness is called (seed 003
-- "Actions", "Maneuvers", "Aim", "Evade", "Defend", "Defer", "Death and
-- Dying"). A policy is a rule tactics.<name>(fight, c) → action; a scenario
-- names one per combatant (tactics = "default").
--
-- The default, in order (decided here; each step is a rule to wrap):
-- 1. a medic (medicine ≥ 1) with no enemy in reach tends an unconscious,
--    dying friend whose first-aid test they can pass (buying levels with
--    luck if they must);
-- 2. a ranged weapon in hand and empty → reload; nothing in hand → pick up a
--    knocked-away weapon within this round's steps, else take the best weapon
--    (base damage + skill): with Quick Draw when the skill (or luck) allows
--    and the draw would come by tick 1, else draw it (Other);
-- 3. every attack plan on every enemy (rules/plans.lua) and an aim: the best
--    worth wins, ties settled by the seeded generator;
-- 4. an enemy aiming at me (declared before me: they are slower) and a screen
--    to duck behind within this round's evade steps → Evade there when the
--    aim would hurt more than my best plan deals, or would knock me out;
-- 5. melee attacks declared at me → Defend when the points would stop more
--    than my best plan deals, or would keep me conscious;
-- 6. nothing worth anything this round: stance "guard" defers (first enemy
--    within reach, or in sight with a gun); "advance" attacks the nearest
--    enemy (ties by the generator), walking in (a gun walks toward them until
--    they are in sight).
local M = {
  name = "ticks.tactics_default",
  version = "1.0.0",
  summary = "The default tactics policy: first aid, ready a weapon, best plan, evade an aim, defend, defer or advance",
  source = "seed 003 \"Actions\", \"Maneuvers\", \"Aim\", \"Evade\", \"Defend\", \"Defer\", \"Death and Dying\"",
  requires = { "ticks.plans", "ticks.tactics", "ticks.movement" },
}

local G = require("rules.lib.geometry")

-- quick_draw(R, c, w) → the Quick Draw key for w when c may declare it
-- (maneuver.check: not when it would come on tick 0 or below) and meet its
-- requirement, else nil.
local function quick_draw(R, c, w)
  local key = (w.draw == "melee" and "quick_draw_melee") or (w.draw == "handgun" and "quick_draw_handgun") or nil
  if key == nil then return nil end
  local ok, _, need = R["maneuver.check"](c, { weapon = w, held = false }, key)
  if ok and (need <= 0 or need <= (c.luck or 0) - R["tactics.table"].reserve) then return key end
  return nil
end

-- aim_threat(R, c, from) → the wounds the aimers would deal at tick 1.
local function aim_threat(R, c, from)
  local n = 0
  for _, o in ipairs(from) do
    local w = R["combatant.weapon"](o)
    local v = math.max(w.damage + R["combatant.skill"](o, w.skill), R["combatant.stat"](o, "quickness") - 1)
    n = n + math.max(0, v - R["armour.rating"](c, "ranged"))
  end
  return n
end

-- define_first_aid_and_ready(api): tending a friend; readying a weapon.
local function define_first_aid_and_ready(api)
  local R = api.rules

  -- tactics.first_aid(fight, c) → a first-aid action, or nil.
  api.define("tactics.first_aid", function(fight, c)
    local med, tt = R["combatant.skill"](c, "medicine"), R["tactics.table"]
    if med < 1 then return nil end
    for _, e in ipairs(R["tactics.enemies"](fight, c)) do
      if R["reach.within"](c, e) then return nil end
    end
    for _, p in ipairs(fight.combatants) do
      local st = p.status
      if p ~= c and p.side == c.side and st.dying and st.unconscious and not st.dead then
        local need, dex = R["health.first_aid_difficulty"](p), R["combatant.stat"](c, "dexterity")
        for n = 0, math.max(0, (c.luck or 0) - tt.reserve) do
          if dex * (med + n) >= need then
            return { kind = "other", what = "first_aid", patient = p.name, luck = { test = n } }
          end
        end
      end
    end
    return nil
  end, "tend a dying, unconscious friend")

  -- tactics.ready(fight, c) → weapon, quick-draw key; or nil, action.
  api.define("tactics.ready", function(fight, c)
    local w = c.held
    if w then
      if w.shots and (w.loaded or 0) < 1 then return nil, { kind = "other", what = "reload", weapon = w.index } end
      return w, nil
    end
    local best, bv
    for _, x in ipairs(c.weapons) do
      if x.on_ground then
        if G.distance(c.pos, x.on_ground) - R["gear.table"].reach <= R["plans.steps"](c) then
          return nil, { kind = "other", what = "pick_up", weapon = x.index }
        end
      else
        local v = x.damage + R["combatant.skill"](c, x.skill)
        if bv == nil or v > bv then best, bv = x, v end
      end
    end
    if best == nil then return c.fists, nil end
    local key = quick_draw(R, c, best)
    if key then return best, key end
    return nil, { kind = "other", what = "draw", weapon = best.index }
  end, "the weapon to fight with, or the action that readies one")
end

-- define_plans(api): every plan on every enemy; who aims at whom.
local function define_plans(api)
  local R = api.rules

  -- tactics.plans(fight, c, w, draw) → every plan on every enemy, a plan's
  -- worth 0 when reach or sight is out of the question this round.
  api.define("tactics.plans", function(fight, c, w, draw)
    local all = {}
    for _, t in ipairs(R["tactics.enemies"](fight, c)) do
      local open = w.kind == "ranged" and R["sight.clear"](fight, c, t) or (w.kind ~= "ranged" and R["plans.in_reach"](fight, c, t))
      for _, p in ipairs(R["plans.attack"](fight, c, t, w, draw)) do
        if not open then p.value = 0 end
        all[#all + 1] = p
      end
      local aim = draw == nil and R["plans.aim"](fight, c, t, w)
      if aim then all[#all + 1] = aim end
    end
    return all
  end, "attack and aim plans on every enemy")

  -- tactics.aimed_at(fight, c) → the enemies who declared Aim at c.
  api.define("tactics.aimed_at", function(fight, c)
    local out = {}
    for _, d in ipairs(fight.declared) do
      local o = fight.by_name[d.who]
      if d.action.kind == "aim" and d.action.target == c.name and o.side ~= c.side then out[#out + 1] = o end
    end
    return out
  end, "enemies aiming at c (declared before c)")
end

-- define_defence(api): hiding from aimers, and when to Defend.
local function define_defence(api)
  local R = api.rules

  -- tactics.hide(fight, c, from) → the nearest point within this round's
  -- evade steps out of sight of everyone in from, or nil.
  api.define("tactics.hide", function(fight, c, from)
    if #fight.screens == 0 or #from == 0 then return nil end
    local e = R["combatant.skill"](c, "evade")
    local steps = e >= 1 and (R["ticks.quickness"](c) + e) or R["plans.steps"](c)
    local r = math.min(steps, R["tactics.table"].hide_radius)
    local best, bd
    for dx = -r, r do
      for dy = -r, r do
        local p = { x = c.pos.x + dx, y = c.pos.y + dy }
        local d = G.distance(c.pos, p)
        if d <= r and (bd == nil or d < bd) then
          local hidden = true
          for _, o in ipairs(from) do
            if G.clear(o.pos, p, fight.screens) then hidden = false break end
          end
          if hidden then best, bd = p, d end
        end
      end
    end
    return best
  end, "a spot behind a screen within reach this round")

  -- tactics.should_defend(fight, c, best) → true when Defend beats the best plan.
  api.define("tactics.should_defend", function(fight, c, best)
    local inc = 0
    for _, d in ipairs(fight.declared) do
      local o, a = fight.by_name[d.who], d.action
      if a.kind == "attack" and a.target == c.name and o.side ~= c.side then
        local w = R["action.weapon"](o, a)
        if w.kind == "melee" and not a.throw then
          inc = inc + math.max(0, w.damage + R["combatant.skill"](o, "melee") - R["armour.rating"](c, "melee") - R["shield.rating"](c))
        end
      end
    end
    if inc == 0 then return false end
    local pw = R["combatant.parry_weapon"](c)
    local stop = math.min(inc, pw.damage + R["combatant.skill"](c, "melee"))
    local will, now = c.stats.willpower, c.wounds
    return stop > best or (now + inc >= will and now + inc - stop < will)
  end, "defend when the points stop more than an attack deals, or keep one conscious")
end

-- define_policy(api): walking in, and the default policy itself.
local function define_policy(api)
  local R = api.rules

  -- tactics.advance(fight, c, w, draw) → an attack on the nearest enemy,
  -- walking in.
  api.define("tactics.advance", function(fight, c, w, draw)
    local list = R["tactics.enemies"](fight, c)
    local near = {}
    for _, e in ipairs(list) do
      if G.distance(c.pos, e.pos) == G.distance(c.pos, list[1].pos) then near[#near + 1] = e end
    end
    local t = R["tactics.pick"](near, function() return 0 end)
    local a = { kind = "attack", target = t.name, weapon = w == c.fists and 0 or w.index, maneuvers = { draw } }
    if w.kind == "ranged" then a.to = { x = t.pos.x, y = t.pos.y } end
    return a
  end, "walk at the nearest enemy")

  -- tactics.default(fight, c) → c's action for this round.
  api.define("tactics.default", function(fight, c)
    local fa = R["tactics.first_aid"](fight, c)
    if fa then return fa end
    if #R["tactics.enemies"](fight, c) == 0 then return { kind = "other", what = "nothing" } end
    local w, ready = R["tactics.ready"](fight, c)
    if w == nil then return ready end
    local best, v = R["tactics.pick"](R["tactics.plans"](fight, c, w, ready), function(p) return p.value end)
    v = v or 0
    local aimers = R["tactics.aimed_at"](fight, c)
    local spot = R["tactics.hide"](fight, c, aimers)
    local threat = aim_threat(R, c, aimers)
    if spot and (threat > v or c.wounds + threat >= c.stats.willpower) then
      return { kind = "evade", to = spot, weapon = c.held == nil and w ~= c.fists and w.index or nil }
    end
    if c.held and R["tactics.should_defend"](fight, c, v) then return { kind = "defend" } end
    if v > 0 then
      best.value = nil
      return best
    end
    if c.stance == "guard" then
      return { kind = "defer", condition = { kind = w.kind == "ranged" and "sight" or "reach" } }
    end
    return R["tactics.advance"](fight, c, w, ready)
  end, "the default tactics policy")
end

function M.setup(api)
  define_first_aid_and_ready(api)
  define_plans(api)
  define_defence(api)
  define_policy(api)
end

return M
