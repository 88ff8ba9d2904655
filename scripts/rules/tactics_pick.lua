-- rules/tactics_pick.lua — what the tactics policies look at: the enemies
-- nearest first, a line of fire clear of allies, a step aside, what a weapon
-- reaches, the ranged and melee weapon to use, readying it, a shot's TN.
--
-- seed 000 "Declare Target", "Declare Attack" ("Once a target is established,
-- the Judge will inform the player of all appropriate modifiers. The player
-- should be aware of the TN before a card is drawn"); "Unintended Targets"
-- ("within one pace of the path"); "Fast Draw": "The fast draw skill can
-- only be used on an item or weapon that is already slung or holstered";
-- "Throwing Things" (a throw reaches Strength × 5).
--
-- Decided here: with no hand free for a loaded gun that is carried, the
-- policies let go of the empty or jammed gun in hand to draw it (letting go
-- is free: rules/letgo.lua) only when drawing it is quicker than making the
-- gun in hand fire again (tactics.swap): a loaded gun in hand first, then
-- clearing or reloading the one in hand when that is as quick as the draw,
-- then dropping it for the loaded one. "Quicker" counts phases (action.speed:
-- a fast draw is Free, a draw Fast, a reload or a clear Normal), so by
-- default an empty or jammed gun is dropped for a loaded one whenever one
-- is carried; a man who cannot reload or clear it (an arm lost) always
-- drops it. Picking up a dropped loaded gun is weighed the same way (a
-- pick-up is Normal: only one who cannot reload or clear drops for it). A
-- loaded weapon, and a melee one, is never dropped, nor anything for an
-- empty or jammed gun.
local M = {
  name = "core.tactics_pick",
  version = "1.0.0",
  summary = "What tactics look at: enemies, lines of fire, reach, the weapon to use, readying it, a shot's TN",
  source = "seed 000 \"Declare Target\", \"Declare Attack\", \"Unintended Targets\", \"Fast Draw\", \"Throwing Things\"",
}

local targets = require("lib.targets")

-- WHY names tactics.ranged's ranks, best first.
local WHY = { "ready", "draw", "clear", "reload" }

-- maimed(c): some part of c has five wounds, so a limb may be lost and the
-- weapons are asked about (limbs.can_use): one Go call, not one a weapon.
local function maimed(c)
  local b = c.body
  return b ~= nil and b:level() >= 5
end

-- define_tactics_enemies(api): tactics.enemies, tactics.clear, tactics.target, tactics.sidestep.
local function define_tactics_enemies(api)
  local R = api.rules
  -- tactics.enemies(fight, c) lists the active combatants of other sides,
  -- nearest first (ties: scenario order).
  api.define("tactics.enemies", function(fight, c)
    return targets.enemies(fight, c, R["combatant.active"], R["combatant.distance"])
  end, "active enemies, nearest first")

  -- tactics.clear(fight, c, t) says whether c's line of fire to t is clear
  -- of c's allies (none of them among attack.bystanders).
  api.define("tactics.clear", function(fight, c, t)
    local by = (R["attack.bystanders"](fight, c, t))
    for ix = 1, #by do
      local b = by[ix]
      if b.side == c.side then return false end
    end
    return true
  end, "is the line of fire clear of allies")

  -- tactics.target(fight, c [, foes]) is the enemy to shoot at: the nearest
  -- with a line of fire clear of allies, else the nearest. foes: the list
  -- tactics.enemies(fight, c) gave, when the caller has just asked it.
  api.define("tactics.target", function(fight, c, foes)
    local list = foes or R["tactics.enemies"](fight, c)
    for ix = 1, #list do
      if R["tactics.clear"](fight, c, list[ix]) then return list[ix] end
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
end

-- define_tactics_reaches(api): tactics.reaches, tactics.ranged.
local function define_tactics_reaches(api)
  local R = api.rules
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

  -- tactics.ranged(fight, c, t, d) → index, weapon, why: the ranged weapon
  -- to use: drawn, loaded and reaching first, then loaded and reaching (to
  -- ready), then jammed ("clear"), then empty but reloadable ("reload").
  -- A weapon c's arms cannot use is passed over, and so are one to draw with
  -- no hand free to take it unless the policy drops what the hand holds
  -- (tactics.swap), and clearing and reloading without both arms
  -- (limbs.can_use, limbs.can_work: rules/limbs.lua).
  api.define("tactics.ranged", function(fight, c, t, d)
    local bi, bw, br -- the best weapon so far: index, weapon, rank
    local ws = c.weapons
    local lame = maimed(c)
    for i = 1, #ws do
      local w = ws[i]
      local kind = w.kind
      if (kind == "ranged" or kind == "thrown") and not w.dropped then
        local rank
        local loaded = w.loaded or 0
        if w.jammed then
          rank = 3
        elseif loaded > 0 and R["tactics.reaches"](c, w, t, d) then -- reach matters only here
          rank = w.drawn and 1 or 2
        elseif kind == "ranged" and loaded < (w.shots or 0) and loaded == 0 then
          rank = 4
        end
        if rank and (lame or rank == 2) and not (R["limbs.can_use"](c, w) and (rank < 3 or R["limbs.can_work"](c))) then
          rank = rank == 2 and (br == nil or br > 2) and R["tactics.swap"](c, i, w) and 2 or nil
        end
        if rank and (br == nil or rank < br) then bi, bw, br = i, w, rank end
      end
    end
    if br == nil then return nil end
    return bi, bw, WHY[br]
  end, "pick a ranged weapon")
end

-- define_tactics_swap(api): tactics.swap.
local function define_tactics_swap(api)
  local R = api.rules
  -- tactics.swap(c, i, w [, a]) says whether c lets go of what the hands
  -- hold to take weapon w (index i), itself neither empty nor jammed, with
  -- action a (tactics.ready's draw or fast draw when not given; a pick-up):
  -- everything limbs.make_room lets go of is an empty or jammed gun
  -- (limbs.spent) that may be let go of, the AP suffice for a and the
  -- letting go, and a takes fewer phases than the quickest of those guns'
  -- clear or reload (see the header).
  api.define("tactics.swap", function(c, i, w, a)
    if R["limbs.spent"](w) then return false end
    local list = R["limbs.make_room"](c, w)
    a = a or R["tactics.ready"](c, i, w)
    if not (list and list[1] and a) then return false end
    local ap, tend, work = R["action.cost"](c, a), math.huge, R["limbs.can_work"](c)
    for _, x in ipairs(list) do
      local n = R["limbs.spent"](x) and R["combatant.let_go_cost"](c, x)
      if not n then return false end
      ap = ap + n
      if work then
        tend = math.min(tend, R["action.phases"](R["action.speed"](c, { kind = x.jammed and "clear" or "reload", weapon = x })))
      end
    end
    return ap <= (c.state.ap or 0) and R["action.phases"](R["action.speed"](c, a)) < tend
  end, "drop an empty or jammed gun in hand for a loaded one when drawing it is quicker than reloading or clearing "
    .. "(decided here)")
end

-- define_tactics_melee(api): tactics.melee.
local function define_tactics_melee(api)
  local R = api.rules
  -- tactics.melee(c) → index, weapon: the first melee weapon, else fists
  -- (0); only what c's arms can use, and one to draw only with a hand free
  -- to take it (limbs.can_use).
  api.define("tactics.melee", function(c)
    local lame = maimed(c)
    for i = 1, #c.weapons do
      local w = c.weapons[i]
      if w.kind == "melee" and not w.jammed and not w.dropped
        and not ((lame or not w.drawn) and not R["limbs.can_use"](c, w)) then
        return i, w
      end
    end
    if c.unarmed and not (lame and not R["limbs.can_use"](c, c.unarmed)) then return 0, c.unarmed end
    return nil
  end, "pick a melee weapon")
end

-- define_tactics_ready(api): tactics.ready, tactics.shot_tn.
local function define_tactics_ready(api)
  local R = api.rules
  -- tactics.ready(c, i, w) → the action that readies weapon w (index i), or
  -- nil when it is in hand: a fast draw with the skill while the round's Free
  -- action is unused, else a plain draw. Decided here: a rider (or driver) on the move
  -- who can maneuver (ride.level above 0) draws plainly, keeping the Free
  -- action for the maneuvers of the continuous phases (rules/riding.lua; seed
  -- 001's Miranda: "She could choose to fast draw her pistol, but then she
  -- would need to forgo shooting if any maneuvering with her mount became
  -- necessary, or pay the extra AP").
  api.define("tactics.ready", function(c, i, w)
    if w.drawn then return nil end
    local mv = (c.mount and c.mount.mover) or c.driving -- a rider's mount, a driver's vehicle
    local steering = mv and (mv.rider == c.name or mv.driver == c.name) and mv.paces > 0 and R["ride.level"](c, mv) > 0
    if (c.skills.fast_draw or 0) > 0 and not c.state.free_used and not steering and api.has("fastdraw.resolve") then
      return { kind = "fast_draw", weapon = i }
    end
    return { kind = "draw", weapon = i }
  end, "ready a weapon: fast draw when able (not a rider who keeps the Free action to maneuver), else draw")

  -- tactics.shot_tn(fight, c, t, w, extra) → the TN a shot would have now
  -- (attack.ranged_tn over attack.context with the extra ctx fields and
  -- no_bystanders), the number the Judge tells the player before the draw.
  -- An extra that already says no_bystanders = true (the policies' own do)
  -- is handed to attack.context as it is, not copied: the context only
  -- reads it, and a copy is a table and its keys on every TN a policy asks.
  api.define("tactics.shot_tn", function(fight, c, t, w, extra)
    local x = extra
    if not (extra and extra.no_bystanders) then
      x = { no_bystanders = true }
      if extra then
        for k, v in pairs(extra) do x[k] = v end
      end
    end
    return R["attack.ranged_tn"](R["attack.context"](fight, c, t, w, x)):total()
  end, "the TN of a shot, as the Judge would tell it")
end

function M.setup(api)
  define_tactics_enemies(api)
  define_tactics_reaches(api)
  define_tactics_swap(api)
  define_tactics_melee(api)
  define_tactics_ready(api)
end

return M
