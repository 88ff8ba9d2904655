-- rules/tactics.lua — tactics policies: the one basic action a combatant
-- takes each round. A policy is a rule "tactics.<name>"(fight, c) → action
-- (see percentile.actions for the action table); a scenario picks one per
-- combatant (tactics = "default"); a house rule may wrap any of them.
-- seed 002 "4.1.2 Ranged combat": "check the weapon's maximum range before
-- attacking"; "4.1.3 Hand-to-hand combat": "a firearm (point-blank range), a
-- bladed contact weapon ... or his fists"; "4.2.2.3": two firearms "used
-- simultaneously"; "4.5.2 Stunning an opponent".
--
-- tactics.default (decided here, a gunfighter a player would accept):
--  1. target: of the active opponents his loaded guns reach, the one he is
--     most likely to hit (hit percentage with cover, range and the round's
--     aimed or instinctive skill; ties: the nearer, then scenario order);
--     none in reach: the nearest; nobody left → wait;
--  2. beyond the pistols' effective range a loaded rifle that reaches fires;
--     else loaded pistols that reach fire — both hands when two are loaded;
--     else a loaded rifle that reaches; no aimed areas (the penalty costs
--     more than the location gains);
--  3. no loaded firearm reaches: within 1 m strike (club or knife, else
--     fists) when no firearm is empty; an empty firearm is reloaded when the
--     opponent is farther than 1 m or no melee weapon is carried; else close
--     in, stopping at the best weapon's effective range (1 m for blows).
-- tactics.hold never acts; tactics.guard holds until alerted (hurt, shot at,
-- a shot heard, a failed stealthy approach) and then fights by default;
-- tactics.sneak tries once to creep up and stun the nearest opponent
-- (percentile.stun), then fights by default.
local M = {
  name = "percentile.tactics",
  version = "1.0.0",
  summary = "Tactics policies: the default gunfighter, hold, guard, sneak",
  source = "seed 002 \"4.1.2\", \"4.1.3\", \"4.2.2.3\", \"4.5.2\"",
  requires = { "percentile.combatant", "percentile.gear", "percentile.attack" },
}

-- arms(R, c, d) → loaded pistols that reach (indices, main hand first), a
-- loaded rifle that reaches, an empty firearm, a melee weapon index.
local function arms(R, c, d)
  local pistols, rifle, empty, melee = {}, nil, nil, nil
  for i, w in ipairs(c.weapons) do
    local reach = R["gear.range"](w, d) ~= "out"
    if w.kind == "pistol" and w.loaded > 0 and reach then
      if w.hand == "main" then table.insert(pistols, 1, i) else pistols[#pistols + 1] = i end
    elseif w.kind == "rifle" and w.loaded > 0 and reach then
      rifle = rifle or i
    elseif w.capacity and w.loaded < w.capacity and w.loaded == 0 then
      empty = empty or i
    elseif w.kind == "melee" then
      melee = melee or i
    end
  end
  return pistols, rifle, empty, melee
end

local targets = require("lib.targets")

-- define_targets(api): the opponents, nearest first, and a new target for the next shot.
local function define_targets(api)
  local R = api.rules

  -- tactics.enemies(fight, c) → active opponents, nearest first.
  api.define("tactics.enemies", function(fight, c)
    return targets.enemies(fight, c, function(o) return R["combatant.active"](o) and not o.helpless end,
      R["combatant.distance"])
  end, "active opponents, nearest first")

  -- tactics.retarget(fight, c, w) → the active opponent weapon w reaches
  -- with the best hit percentage (ties: the nearer), or nil.
  api.define("tactics.retarget", function(fight, c, w)
    local best, best_pct
    for _, o in ipairs(R["tactics.enemies"](fight, c)) do
      if R["gear.range"](w, R["combatant.distance"](c, o)) ~= "out" then
        local pct = R["hit.percentage"](R["attack.context"](fight, c, o, w)):total()
        if best == nil or pct > best_pct then best, best_pct = o, pct end
      end
    end
    return best
  end, "a new target for the next shot")
end

-- define_weapons(api): which weapons fire, and at whom.
local function define_weapons(api)
  local R = api.rules

  -- tactics.weapons(c, d) → indices of the weapons to attack with at d
  -- metres, or nil, and the action kind.
  api.define("tactics.weapons", function(c, d)
    local pistols, rifle = arms(R, c, d)
    local long = #pistols > 0 and d > c.weapons[pistols[1]].effective
    if rifle and (long or #pistols == 0) then return { rifle }, "shoot" end
    if #pistols > 0 then return pistols, "shoot" end
    return nil
  end, "which weapons fire at a distance")

  -- tactics.target(fight, c) → the opponent to shoot at, the weapons and
  -- the hit percentage; or nil when no loaded gun reaches anyone.
  api.define("tactics.target", function(fight, c)
    local best, best_ws, best_pct
    for _, o in ipairs(R["tactics.enemies"](fight, c)) do
      local ws = R["tactics.weapons"](c, R["combatant.distance"](c, o))
      if ws then
        local pct = R["hit.percentage"](R["attack.context"](fight, c, o, c.weapons[ws[1]])):total()
        if best == nil or pct > best_pct then best, best_ws, best_pct = o, ws, pct end
      end
    end
    return best, best_ws, best_pct
  end, "whom to shoot at: the best chance in reach")
end

-- define_policy_names(api): the table of the policies' names a scenario
-- may give (a house rule that defines rule tactics.NAME adds NAME here, so
-- that the scenario check lists it among the policies there are).
local function define_policy_names(api)
  api.define("tactics.policies", {
    default = { doc = "the gunfighter: the best chance in reach, else strikes, reloads, closes in" },
    hold = { doc = "never acts" },
    guard = { doc = "holds until alerted, then fights by default" },
    sneak = { doc = "creeps up once to stun the nearest opponent, then fights by default" },
  }, "the tactics policies a scenario may name (tactics = NAME; rule tactics.NAME)")
end

-- define_policies(api): the default gunfighter, hold, guard, sneak.
local function define_policies(api)
  local R = api.rules

  -- tactics.default(fight, c) → action (see the header).
  api.define("tactics.default", function(fight, c)
    local st, ws = R["tactics.target"](fight, c)
    if st then return { kind = "shoot", target = st.name, weapons = ws } end
    local t = R["tactics.enemies"](fight, c)[1]
    if t == nil then return { kind = "wait", reason = "no opponent standing" } end
    local d = R["combatant.distance"](c, t)
    local _, _, empty, melee = arms(R, c, d)
    if d <= 1 and not empty then return { kind = "strike", target = t.name, weapons = { melee or 0 } } end
    if empty and (d > 1 or not melee) then return { kind = "reload", weapon = empty } end
    if d <= 1 then return { kind = "strike", target = t.name, weapons = { melee or 0 } } end
    local stop = 1
    for _, w in ipairs(c.weapons) do
      if w.capacity and w.loaded > 0 and w.effective > stop then stop = w.effective end
    end
    return { kind = "move", toward = t.name, stop = math.min(stop, d) }
  end, "the default tactics policy")

  -- tactics.hold: never acts.
  api.define("tactics.hold", function() return { kind = "wait", reason = "holds" } end, "a policy that never acts")

  -- tactics.guard: holds until alerted, then fights.
  api.define("tactics.guard", function(fight, c)
    if c.state.alerted or fight.gunfire then return R["tactics.default"](fight, c) end
    return { kind = "wait", reason = "keeps watch" }
  end, "a guard: holds until alerted")

  -- tactics.sneak: one stealthy approach and stun, then fights.
  api.define("tactics.sneak", function(fight, c)
    local t = R["tactics.enemies"](fight, c)[1]
    if t and not c.state.stun_tried and not t.state.alerted and not fight.gunfire and R["stun.tool"] and R["stun.tool"](c) then
      return { kind = "stun", target = t.name }
    end
    return R["tactics.default"](fight, c)
  end, "creep up and stun, then fight")
end

-- define_alerts(api): an opponent who is hurt or hears a shot is alerted.
local function define_alerts(api)
  api.on("combatant.hurt", function(c) c.state.alerted = true end)
  api.on("attack.resolved", function(ctx)
    if ctx.weapon.kind ~= "melee" and ctx.fight then ctx.fight.gunfire = true end
  end)
end

function M.setup(api)
  define_targets(api)
  define_weapons(api)
  define_policy_names(api)
  define_policies(api)
  define_alerts(api)
end

return M
