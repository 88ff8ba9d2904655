-- rules/plans.lua — what an attack would be worth: the default tactics' arithmetic
-- (seed 003 "Attack", "Aim", "Maneuvers", "Armor", "Shields", "Defend").
--
-- Since no die is rolled, a player can work out an attack before declaring
-- it: base damage + skill, a maneuver's opposed test (both sides' numbers are
-- known), aim's ticks, less the target's armour, shield and declared
-- defence points. A plan is an action table (rules/actions.lua) plus value =
-- the wounds it should deal, less luck_value per luck point it spends.
--
-- Decided here: a maneuver is planned only when it wins even against the
-- luck the defender could buy (tactics.test_luck's limits) — a careful
-- player assumes the other side spends; the attacker may buy up to
-- test_luck_max levels to win, keeping reserve points; Trip and Grapple are
-- not planned (they trade a blow for a hold, and the default policy has no
-- use for holding anyone still); Disarm is worth what the target's weapon
-- adds over fists (base damage + skill with it, less 1 + melee); an aim is
-- valued as fired on tick 1 at a target that stays in sight, and not planned
-- at a target already declared evading (they will be out of sight first).
local M = {
  name = "ticks.plans",
  version = "1.0.0",
  summary = "Attack plans and their worth: maneuvers whose tests win, aim, less armour, shield and defence",
  source = "seed 003 \"Attack\", \"Aim\", \"Maneuvers\", \"Armor\", \"Shields\", \"Defend\"",
  requires = { "ticks.attack", "ticks.maneuvers", "ticks.tactics" },
}

local G = require("rules.lib.geometry")

-- score(R, c, spec, w, bonus) → the best total c can offer for one side of
-- a maneuver's test, with bonus levels.
local function score(R, c, spec, w, bonus)
  local best = 0
  for _, s in ipairs(spec[1]) do
    for _, k in ipairs(spec[2]) do
      local sk = k == "weapon" and (w and w.skill or "melee") or k
      best = math.max(best, R["test.score"](c, s, sk, { bonus = bonus }):total())
    end
  end
  return best
end

-- worth(R, fight, c, t, ctx, key) → wounds the maneuver's success deals.
local function worth(R, fight, c, t, ctx, key)
  if key == "disarm" then
    local tw = t.held
    if tw == nil then return 0 end
    return (tw.damage + R["combatant.skill"](t, tw.skill)) - (1 + R["combatant.skill"](t, "melee"))
  end
  local dmg = R["attack.damage"](ctx)
  R["maneuver.outcome." .. key](ctx, dmg, true)
  return R["plans.reduce"](c, t, ctx.kind, dmg:total())
end

-- define_measures(api): what gets through, how far a combatant gets, the luck a maneuver needs.
local function define_measures(api)
  local R = api.rules
  api.define("plans.skip", { trip = true, grapple = true, trick_shot = true, quick_draw_melee = true,
    quick_draw_handgun = true, run_and_gun = true }, "maneuvers the default plans do not weigh as the attack's maneuver")

  -- plans.reduce(c, t, kind, v) → v less t's armour, shield and declared
  -- defence points (the last two against melee only).
  api.define("plans.reduce", function(c, t, kind, v)
    v = v - R["armour.rating"](t, kind)
    if kind == "melee" then v = v - R["shield.rating"](t) - (t.state.defense or 0) end
    return math.max(0, v)
  end, "what gets through armour, shield and defence")

  -- plans.steps(c) is how many steps c takes this round on the quickness
  -- schedule.
  api.define("plans.steps", function(c)
    return #R["ticks.schedule"](R["ticks.quickness"](c), R["ticks.table"].every)
  end, "steps a combatant takes in a round")

  -- plans.in_reach(fight, c, t): reach now or within this round's steps.
  api.define("plans.in_reach", function(fight, c, t)
    local need = math.ceil(G.distance(c.pos, t.pos) - R["gear.table"].reach - 1e-9)
    return need <= R["plans.steps"](c)
  end, "can c reach t this round")

  -- plans.levels(fight, c, t, ctx, key) → the luck levels c needs to win
  -- maneuver key against t (0: wins outright), or nil.
  api.define("plans.levels", function(fight, c, t, ctx, key)
    local m, tt = R["maneuver.table"][key], R["tactics.table"]
    local dbonus = (key == "disarm" and ctx.weapon.key == "unarmed") and m.unarmed_bonus or 0
    local dluck = math.max(0, math.min(tt.test_luck_max, (t.luck or 0) - tt.reserve))
    local d = score(R, t, m.defender, R["combatant.weapon"](t), dbonus + dluck)
    local aw = { skill = R["maneuver.skill"](ctx) }
    for n = 0, math.max(0, math.min(tt.test_luck_max, (c.luck or 0) - tt.reserve)) do
      if score(R, c, m.attacker, aw, n) > d then return n end
    end
    return nil
  end, "luck levels needed to win a maneuver's test (nil: out of reach)")
end

-- define_plans(api): the attack and aim plans, with their worth.
local function define_plans(api)
  local R = api.rules

  -- plans.attack(fight, c, t, w, draw) → attack plans on t with weapon w
  -- (draw: the Quick Draw maneuver key when w is not in hand).
  api.define("plans.attack", function(fight, c, t, w, draw)
    local tt = R["tactics.table"]
    local ctx = R["attack.context"](fight, c, t, w, {})
    local idx = w == c.fists and 0 or w.index
    local base = { draw }
    local out = { { kind = "attack", target = t.name, weapon = idx, maneuvers = base, value = R["plans.reduce"](c, t, ctx.kind,
      w.damage + ctx.skill) } }
    local extra = draw and 1 or 0
    for key, m in pairs(R["maneuver.table"]) do
      local ok = m.attacker and not R["plans.skip"][key] and (R["maneuver.check"](c, { weapon = w, held = draw == nil }, key))
      local n = ok and R["plans.levels"](fight, c, t, ctx, key)
      if n and (n + extra == 0 or n + extra <= (c.luck or 0) - tt.reserve) then
        local ms = { draw, key }
        if draw == nil then ms = { key } end
        out[#out + 1] = { kind = "attack", target = t.name, weapon = idx, maneuvers = ms, luck = { test = n },
          value = worth(R, fight, c, t, ctx, key) - (n + extra) * tt.luck_value }
      end
    end
    table.sort(out, function(a, b) return (a.maneuvers[#a.maneuvers] or "") < (b.maneuvers[#b.maneuvers] or "") end)
    return out
  end, "attack plans with their worth")

  -- plans.aim(fight, c, t, w) → an aim plan, or nil when aiming is not open.
  -- Its worth runs aim.damage on a dry ledger, so a wrapped aim rule counts.
  api.define("plans.aim", function(fight, c, t, w)
    if w ~= c.held or w.kind ~= "ranged" or (w.shots and (w.loaded or 0) < 1) then return nil end
    if not R["sight.clear"](fight, c, t) then return nil end
    local ta = t.state.action
    if ta and ta.kind == "evade" then return nil end
    local ctx = R["attack.context"](fight, c, t, w, { aim_waited = R["combatant.stat"](c, "quickness") - 1 })
    local dmg = R["attack.damage"](ctx)
    R["aim.damage"](ctx, dmg)
    return { kind = "aim", target = t.name, weapon = w.index, value = R["plans.reduce"](c, t, "ranged", dmg:total()) }
  end, "an aim plan and its worth")
end

function M.setup(api)
  define_measures(api)
  define_plans(api)
end

return M
