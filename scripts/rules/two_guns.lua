-- rules/two_guns.lua — the two-weapon action: a shot from each hand in one
-- action, and both weapons aimed together.
--
-- seed 000 "Two Weapons": "A Hero using weapons in each hand suffers -1 to
-- each attack. Any action taken with an off hand is made at an additional -3
-- (for a total of -4). A hero can fire with each hand up to the weapons'
-- usual rate of fire. Resolve each shot as a separate check. The previous
-- penalties are in addition to any snap shot penalties for the weapon.
-- Aiming two weapons is only possible if they are pointed together …, at a
-- single target. This kind of aim takes concentration, so increase the
-- speed of any aim action one level (Fast to Normal, Normal to Slow). It is
-- never possible to aim at two different targets, at least one of the shots
-- must be attempted as a snap shot."
-- (rules/twoweapon.lua has the penalties; seed 001 "Advanced Two-Weapon
-- Actions", the optional two_weapon_advanced module, prices the action.)
--
-- An action {kind = "two_guns", shots = {{weapon = i, target = name}, …}}
-- fires each listed shot in order, each its own check with ctx.two_weapons
-- and, for the off hand's weapon, ctx.off_hand.
-- Decided here:
-- * The hand holding a weapon is the one state.hands records (in_hand, or
--   the hand a draw put it in: rules/limbs.lua; combatant.off_hand); with
--   none recorded the first weapon of the action is in the dominant hand.
-- * "Up to the weapons' usual rate of fire": a weapon's rof (shots in one
--   action, default 1); shots past it are dropped.
-- * The action's speed is the slower weapon's, its AP the sum of the shots'
--   (two_weapon.ap_cost, parallel or serial, when two_weapon_advanced is on).
-- * The aim is taken before the first shot: a shot is aimed when its target
--   is the aim's and its weapon was aimed (aim.weapon, or aim.both for two
--   weapons aimed together: action.aim with a.both); every other shot is a
--   snap shot. The first shot spends the aim for any later action.
local M = {
  name = "core.two_guns",
  version = "1.0.0",
  summary = "Two weapons in one action: a shot from each hand (−1, off hand −4), both aimed together at one target",
  source = "seed 000 \"Two Weapons\"",
}

local SPEED_RANK = { free = 0, F = 1, N = 2, S = 3 }

-- define_twoweapon_off(api): twoweapon.off, twoweapon.shots, twoweapon.speed, twoweapon.cost.
local function define_twoweapon_off(api)
  local R = api.rules
  -- twoweapon.off(c, w, i) says whether weapon w, the i-th of a two-weapon
  -- action, is fired from the off hand.
  api.define("twoweapon.off", function(c, w, i)
    local h = c.state.hands
    if h and (h.right or h.left) and api.has("combatant.off_hand") then return R["combatant.off_hand"](c, w) end
    return i > 1
  end, "is a weapon of a two-weapon action in the off hand")

  -- twoweapon.shots(c, a) → the shots the action fires, within each weapon's rate of fire.
  api.define("twoweapon.shots", function(c, a)
    local count, out = {}, {}
    for _, s in ipairs(a.shots or {}) do
      local w = c.weapons[s.weapon]
      count[s.weapon] = (count[s.weapon] or 0) + 1
      if w and count[s.weapon] <= (w.rof or 1) then out[#out + 1] = s end
    end
    return out
  end, "the shots of a two-weapon action, up to each weapon's rate of fire")

  -- twoweapon.speed(c, a) → the slower weapon's speed.
  api.define("twoweapon.speed", function(c, a)
    local best = "F"
    for _, s in ipairs(a.shots or {}) do
      local w = c.weapons[s.weapon]
      local sp = (w and w.speed) or "F"
      if SPEED_RANK[sp] > SPEED_RANK[best] then best = sp end
    end
    return best
  end, "a two-weapon action's speed: the slower weapon's")

  -- twoweapon.actions(a) → the shots of a two_guns action as the actions
  -- optional two_weapon_advanced prices ({kind, weapon, target} each).
  api.define("twoweapon.actions", function(a)
    local acts = {}
    for _, s in ipairs(a.shots or {}) do acts[#acts + 1] = { kind = "shoot", weapon = s.weapon, target = s.target } end
    return acts
  end, "a two-gun action's shots as actions to price")

  -- twoweapon.cost(c, a) → AP: each shot's, or two_weapon.ap_cost's.
  api.define("twoweapon.cost", function(c, a)
    if api.has("two_weapon.ap_cost") then
      return (R["two_weapon.ap_cost"](c, { actions = R["twoweapon.actions"](a) }))
    end
    local n = 0
    for _, s in ipairs(a.shots or {}) do n = n + R["action.cost"](c, { kind = "shoot", weapon = s.weapon }) end
    return n
  end, "a two-weapon action's AP")
end

-- define_action_two_guns(api): action.two_guns.
local function define_action_two_guns(api)
  local R = api.rules
  -- aimed_for(c, s) → aimed, held for one shot, from the aim taken before the action.
  local function aimed_for(aim, s)
    if not aim or aim.target ~= s.target then return 0, 0 end
    if aim.weapon == s.weapon or aim.both == s.weapon then return aim.actions, aim.held or 0 end
    return 0, 0
  end

  -- action.two_guns(fight, c, a): each shot in order (see the header).
  api.define("action.two_guns", function(fight, c, a)
    local aim = c.state.aim
    local outs = {}
    for i, s in ipairs(R["twoweapon.shots"](c, a)) do
      local w, t = c.weapons[s.weapon], fight.by_name[s.target]
      if w and w.drawn and not w.jammed and t and R["combatant.active"](t) and R["combatant.active"](c) then
        local aimed, held = aimed_for(aim, s)
        w.cocked = true
        outs[#outs + 1] = R["attack.ranged"](R["attack.context"](fight, c, t, w, { two_weapons = true,
          off_hand = R["twoweapon.off"](c, w, i), aimed = aimed, held = held, other_target = a.shots[3 - i]
            and a.shots[3 - i].target or nil }))
      end
    end
    return { done = #outs > 0, shots = outs }
  end, "a shot from each hand in one action (seed 000 \"Two Weapons\")")
end

function M.setup(api)
  define_twoweapon_off(api)
  define_action_two_guns(api)
end

return M
