-- rules/tactics.lua — tactics policies: what a combatant does next when the
-- round asks (in the declaration step and whenever their turn comes with
-- nothing under way). A policy is a rule "tactics.<name>"(fight, c) → action;
-- a scenario picks one per combatant (tactics = "default").
--
-- An action is a table {kind = "shoot" | "aim" | "draw" | "fast_draw" |
-- "reload" | "move" | "melee" | "recover" | "clear" | "cock" | "dodge" |
-- "continuous_move" | "covering_fire" | "wait", target = name, weapon =
-- index into c.weapons (0 = fists), …}; speed and AP come from
-- action.speed / action.cost unless the action names them.
--
-- seed 000 "Declare Target", "Declare Attack"; "Fast Draw": "The fast draw
-- skill can only be used on an item or weapon that is already slung or
-- holstered"; "Aim and Snap Shots" (the snap penalty), "Tactical Aiming"
-- (aiming under fire needs Bravery); "Wound Modifier Stun": "Each round,
-- stunned characters use their action (Recover, a Slow action)"; "Advanced
-- Rule: Ranged Weapons in Hand to Hand": "Weapons with the Short attribute
-- are never penalized by hand to hand engagement".
--
-- tactics.default (decided here, a judge-acceptable gunfighter):
--  1. stunned → Recover;
--  2. target: the nearest active enemy (ties: scenario order); none → wait;
--     for a shot, the nearest enemy whose line of fire is clear of allies
--     (seed 000 "Unintended Targets": "within one pace of the path") when
--     there is one in reach;
--  3. engaged (within reach): a melee weapon (ready it first), else a loaded
--     short gun at point blank, else fists;
--  4. a loaded ranged weapon that reaches (firearms: tactics.table
--     max_increments increments; throws: Strength × 5): ready it (fast draw
--     when the skill is there and the round's Free action is unused, else
--     draw); when every line of fire passes an ally, step 2 paces aside once
--     a round (leaving cover); aim when the snap penalty is at least
--     tactics.table.aim_snap and nobody shot at them this round or last, else shoot;
--  5. a jammed weapon and nothing else loaded → clear it; an empty one →
--     reload; a dropped one (fast draw calamity) and no other gun → pick it up;
--  6. otherwise close in (walk, run when the distance needs it); when the
--     round's movement is used up → wait. Every branch returns an action, so
--     a turn never loops.
local M = {
  name = "core.tactics",
  version = "1.0.0",
  summary = "Tactics policies: the default gunfighter and a do-nothing policy",
  source = "seed 000 \"Declare Target\", \"Fast Draw\", \"Aim and Snap Shots\", \"Tactical Aiming\", \"Wound Modifier Stun\"",
}

function M.setup(api)
  local R = api.rules

  -- tactics.table: the numbers of the default policy (decided here).
  api.define("tactics.table", { aim_snap = 3, max_increments = 5, sidestep = 2 },
    "default policy: aim when the snap penalty is 3 or more; shoot out to 5 increments (TN +4); sidestep 2 paces")

  -- tactics.enemies(fight, c) lists the active combatants of other sides,
  -- nearest first (ties: scenario order).
  api.define("tactics.enemies", function(fight, c)
    local list = {}
    for _, o in ipairs(fight.combatants) do
      if o.side ~= c.side and R["combatant.active"](o) then list[#list + 1] = o end
    end
    local d = {}
    for _, o in ipairs(list) do d[o] = R["combatant.distance"](c, o) end
    table.sort(list, function(a, b)
      if d[a] ~= d[b] then return d[a] < d[b] end
      return (a.index or 0) < (b.index or 0)
    end)
    return list
  end, "active enemies, nearest first")

  -- tactics.clear(fight, c, t) says whether c's line of fire to t is clear
  -- of c's allies (none of them among attack.bystanders).
  api.define("tactics.clear", function(fight, c, t)
    for _, b in ipairs((R["attack.bystanders"](fight, c, t))) do
      if b.side == c.side then return false end
    end
    return true
  end, "is the line of fire clear of allies")

  -- tactics.target(fight, c) is the enemy to shoot at: the nearest with a
  -- line of fire clear of allies, else the nearest.
  api.define("tactics.target", function(fight, c)
    local list = R["tactics.enemies"](fight, c)
    for _, t in ipairs(list) do
      if R["tactics.clear"](fight, c, t) then return t end
    end
    return list[1]
  end, "whom to shoot at")

  -- tactics.sidestep(fight, c, t) → a move of tactics.table.sidestep paces
  -- across the line of fire to t, away from the ally blocking it, or nil
  -- when the line is clear or c has already moved this round.
  api.define("tactics.sidestep", function(fight, c, t)
    if c.state.paces > 0 then return nil end
    local ally
    for _, b in ipairs((R["attack.bystanders"](fight, c, t))) do
      if b.side == c.side then ally = b break end
    end
    if ally == nil then return nil end
    local dx, dy = t.pos.x - c.pos.x, t.pos.y - c.pos.y
    local len = math.sqrt(dx * dx + dy * dy)
    if len == 0 then return nil end
    local px, py = -dy / len, dx / len
    -- the side of the line the ally is on: step the other way
    local side = (ally.pos.x - c.pos.x) * px + (ally.pos.y - c.pos.y) * py
    if side > 0 then px, py = -px, -py end
    local n = R["tactics.table"].sidestep
    return { kind = "move", to = { x = c.pos.x + px * n, y = c.pos.y + py * n }, paces = n, stop = 0 }
  end, "step out of an ally's way")

  -- tactics.reaches(c, w, t, d) says whether weapon w can reach target t at
  -- d paces: melee by reach, firearms out to max_increments increments,
  -- throws to the thrower's maximum (ranged.in_range).
  api.define("tactics.reaches", function(c, w, t, d)
    if w.kind == "melee" or w.kind == "unarmed" then
      return d <= (R["attack.reach"][w.length or "short"] or 1)
    end
    if w.kind == "thrown" then
      if d <= 1 then return false end
      if R["ranged.in_range"] then
        return (R["ranged.in_range"]({ attacker = c, target = t, weapon = w, range = d, throwing = true }))
      end
      return d <= (c.traits.strength or 6) * 5
    end
    return d <= (w.increment or 1) * R["tactics.table"].max_increments
  end, "can a weapon reach a target")

  -- ready returns the action that readies w (index i), or nil when drawn.
  local function ready(c, i, w)
    if w.drawn then return nil end
    if (c.skills.fast_draw or 0) > 0 and not c.state.free_used and R["fastdraw.resolve"] then
      return { kind = "fast_draw", weapon = i }
    end
    return { kind = "draw", weapon = i }
  end

  local function under_fire(c)
    return (c.state.shot_at_this_round or 0) > 0 or (c.state.shot_at_last_round or 0) > 0
  end

  local function want_aim(c, w, t)
    local snap = -((w.aim and w.aim.penalty) or 0)
    if snap < R["tactics.table"].aim_snap or under_fire(c) then return false end
    local aimed = R["aim.count"] and R["aim.count"](c, t) or 0
    return aimed == 0
  end

  -- tactics.ranged(fight, c, t, d) → index, weapon, why: the ranged weapon
  -- to use: drawn, loaded and reaching first, then loaded and reaching (to
  -- ready), then jammed ("clear"), then empty but reloadable ("reload").
  api.define("tactics.ranged", function(fight, c, t, d)
    local best = {}
    for i, w in ipairs(c.weapons) do
      if (w.kind == "ranged" or w.kind == "thrown") and not w.dropped then
        local reach = R["tactics.reaches"](c, w, t, d)
        local rank
        if w.jammed then
          rank = 3
        elseif (w.loaded or 0) > 0 and reach then
          rank = w.drawn and 1 or 2
        elseif w.kind == "ranged" and (w.loaded or 0) < (w.shots or 0) and (w.loaded or 0) == 0 then
          rank = 4
        end
        if rank and (best.rank == nil or rank < best.rank) then best = { rank = rank, i = i, w = w } end
      end
    end
    if best.rank == nil then return nil end
    local why = ({ "ready", "draw", "clear", "reload" })[best.rank]
    return best.i, best.w, why
  end, "pick a ranged weapon")

  -- tactics.melee(c) → index, weapon: the first melee weapon, else fists (0).
  api.define("tactics.melee", function(c)
    for i, w in ipairs(c.weapons) do
      if w.kind == "melee" and not w.jammed and not w.dropped then return i, w end
    end
    if c.unarmed then return 0, c.unarmed end
    return nil
  end, "pick a melee weapon")

  -- tactics.default(fight, c) → action (see the header).
  api.define("tactics.default", function(fight, c)
    local s = c.state
    if s.stunned then return { kind = "recover" } end
    -- seed 000 "Entanglement": nothing else until free of the lariat or net
    if s.entangled then return { kind = "break_free" } end
    local t = R["tactics.enemies"](fight, c)[1]
    if t == nil then return { kind = "wait", reason = "no enemy standing" } end
    local d = R["combatant.distance"](c, t)
    local mi, mw = R["tactics.melee"](c)
    -- a target already caught in a lariat or net is hit with something else
    if mw and mw.attributes and mw.attributes.entangle and t.state.entangled and c.unarmed then
      mi, mw = 0, c.unarmed
    end
    local ri, rw, why = R["tactics.ranged"](fight, c, t, d)
    -- engaged
    if mw and mw.kind == "melee" and R["tactics.reaches"](c, mw, t, d) then
      return ready(c, mi, mw) or { kind = "melee", target = t.name, weapon = mi }
    end
    if d <= 1 then
      if rw and why ~= "clear" and why ~= "reload" and rw.attributes and rw.attributes.short
        and rw.kind == "ranged" then
        return ready(c, ri, rw) or { kind = "shoot", target = t.name, weapon = ri }
      end
      if mw then return ready(c, mi, mw) or { kind = "melee", target = t.name, weapon = mi } end
    end
    -- at range: prefer a target with a clear line of fire
    local st = R["tactics.target"](fight, c)
    if st ~= t then
      local sd = R["combatant.distance"](c, st)
      local si, sw, swhy = R["tactics.ranged"](fight, c, st, sd)
      if sw and (swhy == "ready" or swhy == "draw") then t, d, ri, rw, why = st, sd, si, sw, swhy end
    end
    if rw and (why == "ready" or why == "draw") then
      local r = ready(c, ri, rw)
      if r then return r end
      if not R["tactics.clear"](fight, c, t) then
        local step = R["tactics.sidestep"](fight, c, t)
        if step then return step end
      end
      if want_aim(c, rw, t) then return { kind = "aim", target = t.name, weapon = ri } end
      return { kind = "shoot", target = t.name, weapon = ri }
    end
    if rw and why == "clear" then return { kind = "clear", weapon = ri } end
    if rw and why == "reload" and (d > 2 or not mw) then return { kind = "reload", weapon = ri } end
    if not rw then
      for i, w in ipairs(c.weapons) do
        if w.dropped then return { kind = "pickup", weapon = i } end
      end
    end
    -- close in
    if s.paces >= R["movement.limit"](c, "run") or d <= 1 then
      return { kind = "wait", reason = "cannot get closer this round" }
    end
    return { kind = "move", toward = t.name }
  end, "the default tactics policy")

  -- tactics.hold(fight, c) → wait: a bystander who never acts.
  api.define("tactics.hold", function(fight, c)
    return { kind = "wait", reason = "holds" }
  end, "a policy that never acts")
end

return M
