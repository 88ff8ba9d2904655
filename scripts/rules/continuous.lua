-- rules/continuous.lua — continuous actions: continuous movement, automated
-- (vehicle) movement, the continuous action phase, and covering fire.
--
-- seed 001 "Continuous Action Phases": "During each turn there are 4
-- continuous action phases. Each Phase during the round concludes with a
-- continuous action phase ... All continuous actions resolve during each
-- continuous action phase."
-- seed 001 "Continuous Action Example: Movement": "Continuous action movement
-- costs 1/2 AP per pace. Divide the intended movement by 4 and move this
-- amount each continuous action phase. If the amount is fractional, round
-- down during the odd phases, and up during the even." — Hank, 11 AP, 22
-- paces: 5, 6, 5, 6. "A character performing a movement continuous action is
-- forgoing their defense, the TN for all attacks targeting them is reduced by 1."
-- seed 001 "Mounted and Vehicular Movement": "The movement rate of the
-- automated movement is divided into four (roughly) equal parts ... Automated
-- movement occurs before all other continuous actions, as if it had a Reflex
-- value greater than d12" — the train's 27 paces: 7, 7, 7, 6; "The train will
-- always move first, each phase." "Movement that is directed by a character
-- involved in the action is called controlled movement."
--
-- Decided here:
-- * continuous.split keeps the total: the seed's "down in odd phases, up in
--   even" is exact when the paces are even (22 → 5,6,5,6; 20 → 5,5,5,5); for
--   odd paces the literal rule gains or loses a pace (27 → 6,7,6,7 = 26), so
--   the paces are first halved (phases I–II get the smaller half) and each half
--   is split down-then-up: 27 → 6,7,7,7; 25 → 6,6,6,7.
-- * continuous.automated gives the first phases the extra paces: 27 → 7,7,7,6.
-- * continuous.order: automated movers first; then every other continuous
--   action in the phase's initiative order (initiative.order: Reflex count,
--   Initiative, Reflex trait skill, scenario order), a controlled mount or
--   vehicle taking the place of the character directing it (its rider or
--   driver). A mount or vehicle whose rider or driver is not on that stack
--   (out of the fight, thrown from the saddle, laying covering fire) has no
--   place in the order, yet the seed does not make it automated: it comes
--   last, in the scenario's order.
-- * Those a mount or vehicle carries through a covered area meet the
--   covering fire (seed 001 "Covering Fire": "If any characters attempt to
--   move … within 1 pace of the line of fire") as one moving on foot; the
--   mount or vehicle goes on whatever befalls them.
-- Covering fire is rules/covering.lua's.
local M = {
  name = "core.continuous",
  version = "1.0.0",
  summary = "Continuous movement splits, automated movement, the continuous phase",
  source = "seed 001 \"Continuous Actions\", \"Continuous Action Example: Movement\", " ..
    "\"Continuous Action Example: Mounted and Vehicular Movement\"",
  events = {
    ["continuous.phase"] = { doc = "the continuous action phase after a phase is over", args = { "fight", "phase" } },
  },
}

local geometry = require("rules.lib.geometry")

local function halves(api, n)
  -- down in the odd phase, up in the even one
  local a = math.floor(n / 2)
  return a, n - a
end

local function shift(api, p, dir, n)
  return { x = p.x + dir.x * n, y = p.y + dir.y * n }
end

local function move_point(api, fight, c, mv, n)
  if mv.toward and fight.by_name[mv.toward] then
    return fight.by_name[mv.toward].pos, 1
  end
  local dir = mv.dir
  if mv.away and fight.by_name[mv.away] then
    local o = fight.by_name[mv.away].pos
    dir = { x = c.pos.x - o.x, y = c.pos.y - o.y }
    if dir.x == 0 and dir.y == 0 then dir = { x = 1, y = 0 } end
  end
  if mv.to then return mv.to, 0 end
  dir = dir or { x = 1, y = 0 }
  local len = math.sqrt(dir.x * dir.x + dir.y * dir.y)
  return { x = c.pos.x + dir.x / len * n, y = c.pos.y + dir.y / len * n }, 0
end

-- define_continuous_ap_per_pace(api): continuous.ap_per_pace, continuous.target_tn, continuous.reach, ….
local function define_continuous_ap_per_pace(api)
  local R = api.rules
  -- continuous.ap_per_pace: "costs 1/2 AP per pace" as a fraction {ap, paces}.
  api.define("continuous.ap_per_pace", { ap = 1, paces = 2 },
    "continuous movement costs 1 AP per 2 paces (seed 001 \"Continuous Action Example: Movement\")")

  -- continuous.target_tn(ctx, tn): "the TN for all attacks targeting them is
  -- reduced by 1" — ranged (attack.ranged_tn) and melee (melee.modifiers)
  -- alike; ctx.target_continuous, else the target's continuous move.
  api.define("continuous.target_tn", function(ctx, tn)
    local on, t = ctx.target_continuous, ctx.target
    if on == nil then
      local mv = t and t.state and t.state.continuous
      on = mv ~= nil and mv.kind == "move"
    end
    if on and select(2, tn:find("continuous")) == 0 then
      tn:add(-1, "target moving continuously, forgoing defense", "continuous")
    end
  end, "seed 001 \"Continuous Action Example: Movement\": −1 to every attack on a continuous mover")

  -- continuous.reach(ap) is how far a continuous move can go on that many AP
  -- (11 AP → 22 paces).
  api.define("continuous.reach", function(ap)
    local r = R["continuous.ap_per_pace"]
    return math.floor(ap * r.paces / r.ap)
  end, "paces a continuous move buys with AP")

  -- continuous.cost(paces) is the AP a continuous move of that length costs
  -- (rounded up: 22 paces → 11 AP, 21 → 11).
  api.define("continuous.cost", function(paces)
    local r = R["continuous.ap_per_pace"]
    return math.ceil(paces * r.ap / r.paces)
  end, "AP for a continuous move")

  -- continuous.split(paces) → {p1, p2, p3, p4}: a continuous move per
  -- continuous action phase (22 → 5,6,5,6).
  api.define("continuous.split", function(paces)
    local first, second = halves(api, paces)
    local a, b = halves(api, first)
    local c, d = halves(api, second)
    return { a, b, c, d }
  end, "continuous movement per phase (seed 001: 22 → 5,6,5,6)")

  -- continuous.automated(paces) → four roughly equal parts, the larger
  -- first (27 → 7,7,7,6).
  api.define("continuous.automated", function(paces)
    local q, r = math.floor(paces / 4), paces % 4
    local out = {}
    for i = 1, 4 do out[i] = q + ((i <= r) and 1 or 0) end
    return out
  end, "automated movement per phase (seed 001: 27 → 7,7,7,6)")
end

-- define_continuous_add_automated(api): continuous.add_automated, continuous.start_move.
local function define_continuous_add_automated(api)
  local R = api.rules
  -- continuous.add_automated(fight, v): adds automated movement (a train, a
  -- runaway wagon): v = {name, paces (per round), dir = {x, y}, carries =
  -- {combatant names moved with it}}. An automated mover moves first in
  -- every continuous phase; a controlled one (v.controlled: a mount, a driven
  -- stage) at its rider's or driver's place (continuous.order).
  api.define("continuous.add_automated", function(fight, v)
    fight.automated = fight.automated or {}
    local d = v.dir or { x = 1, y = 0 }
    local len = math.sqrt(d.x * d.x + d.y * d.y)
    if len == 0 then error("continuous.add_automated: dir must not be zero", 2) end
    v.dir = { x = d.x / len, y = d.y / len }
    v.pos = v.pos or { x = 0, y = 0 }
    v.carries = v.carries or {}
    fight.automated[#fight.automated + 1] = v
    return v
  end, "register automated movement")

  -- continuous.start_move(fight, c, a) starts a continuous move declared in the declaration step: a.paces (or
  -- a.ap to spend; no more than a lost leg allows: limbs.move_limit), and a.toward / a.away (combatant names)
  -- or a.to / a.dir. Pays the AP; returns the state entry
  -- or nil and a reason.
  api.define("continuous.start_move", function(fight, c, a)
    local paces = R["limbs.move_limit"](c, a.paces or R["continuous.reach"](a.ap or c.state.ap))
    local cost = R["continuous.cost"](paces)
    if cost > c.state.ap then
      return nil, string.format("%d paces cost %d AP, %s has %d", paces, cost, c.name, c.state.ap)
    end
    c.state.ap = c.state.ap - cost
    local mv = { kind = "move", paces = paces, parts = R["continuous.split"](paces), done = 0,
      toward = a.toward, away = a.away, to = a.to, dir = a.dir }
    c.state.continuous = mv
    c.state.forgoing_continuous = true
    api.log("continuous", {
      text = string.format("%s moves continuously %d paces this round (%s per phase, %d AP)", c.name, paces,
        table.concat(mv.parts, ","), cost),
      who = c.name, paces = paces, parts = mv.parts, ap = cost,
    })
    return mv
  end, "start a continuous move (seed 001)")
end

-- move_mover(api, fight, v, phase): mover v's part of the round in this
-- continuous phase, carrying its riders. A controlled one's rider or driver
-- may steer first, and a maneuver taken as a regular action holds it still
-- (rules/riding.lua). Each one carried through a covered area meets the
-- covering fire as a runner does; the mover itself goes on.
local function move_mover(api, fight, v, phase)
  local R = api.rules
  if not (v.controlled and api.has("ride.phase")) or R["ride.phase"](fight, v, phase) then
    local n = R["continuous.automated"](v.paces)[phase]
    v.pos = shift(api, v.pos, v.dir, n)
    for _, name in ipairs(v.carries) do
      local c = fight.by_name[name]
      if c then
        -- covering fire over each one carried through its area ("any characters attempt to move"); the
        -- mover goes on whatever befalls its riders (decided here)
        local ends = shift(api, c.pos, v.dir, n)
        R["continuous.covering_check"](fight, c, { kind = "move", continuous = true, carried = v.name, ends = ends })
        c.pos = ends
      end
    end
    api.log("automated", {
      text = string.format("%s moves %d paces (continuous phase %d)", v.name, n, phase),
      what = v.name, paces = n, phase = phase,
    })
  end
  if v.next_paces then v.paces, v.next_paces = v.next_paces, nil end
end

-- move_runner(api, fight, c, phase): c's continuous move in this phase.
local function move_runner(api, fight, c, phase)
  local R = api.rules
  local mv = c.state.continuous
  local n = mv.parts[phase] or 0
  local to, stop = move_point(api, fight, c, mv, n)
  -- covering fire over the path first; a calamity or a fall stops it here
  local go = R["continuous.covering_check"](fight, c, { kind = "move", continuous = true,
    ends = (geometry.toward(c.pos, to, n, stop)) }) and R["combatant.active"](c) and not c.state.stunned
  local moved = go and R["movement.step"](c, to, n, stop) or 0
  mv.done = mv.done + moved
  R["movement.record"](c, moved)
  api.log("move", {
    text = string.format("%s moves %d pace(s) (continuous phase %d, %d of %d)", c.name, moved, phase,
      mv.done, mv.paces),
    who = c.name, paces = moved, phase = phase, continuous = true, x = c.pos.x, y = c.pos.y,
  })
end

-- NOBODY is the empty order of a phase with no continuous movement (read,
-- never written).
local NOBODY = {}

-- moving_on(all) → whether any combatant is moving continuously.
local function moving_on(all)
  for ix = 1, #all do
    local mv = all[ix].state.continuous
    if mv and mv.kind == "move" then return true end
  end
  return false
end

-- by_rank(list, order, far): list's entries {who, …} sorted by who's place
-- in the initiative order (those not in it after, by far[entry]), ties
-- in list order.
local function by_rank(list, order, far)
  local rank = {}
  for i = 1, #order do rank[order[i]] = i end
  local key = {}
  for i = 1, #list do
    local e = list[i]
    key[e] = { (e.who and rank[e.who]) or #order + far[e], i }
  end
  table.sort(list, function(x, y)
    local kx, ky = key[x], key[y]
    if kx[1] ~= ky[1] then return kx[1] < ky[1] end
    return kx[2] < ky[2]
  end)
end

-- define_continuous_order(api): continuous.order.
local function define_continuous_order(api)
  local R = api.rules
  -- continuous.order(fight, phase) → the continuous actions of this phase in
  -- the order they resolve: {mover = v} (automated or controlled movement)
  -- or {combatant = c} (a continuous move). Automated movers come first (in
  -- the order they were added); then every other continuous action in the
  -- phase's initiative order: a controlled mover at the place of its rider
  -- or driver, a continuous move at its mover's. A mover whose rider or
  -- driver is not in that order (out, thrown, laying covering fire) comes
  -- last, in the scenario's order (see the header).
  api.define("continuous.order", function(fight, phase)
    local movers, all = fight.automated or NOBODY, fight.combatants
    if movers[1] == nil and not moving_on(all) then return NOBODY end -- most phases of most fights
    local out, rest, far = {}, {}, {}
    for ix = 1, #movers do
      local v = movers[ix]
      if v.controlled then
        local e = { mover = v, who = fight.by_name[v.rider or v.driver or ""] }
        rest[#rest + 1], far[e] = e, e.who and e.who.index or #all + ix
      else
        out[#out + 1] = { mover = v }
      end
    end
    for ix = 1, #all do
      local c = all[ix]
      local mv = c.state.continuous
      if mv and mv.kind == "move" and R["combatant.active"](c) and not c.state.stunned then
        local e = { combatant = c, who = c }
        rest[#rest + 1], far[e] = e, c.index or ix
      end
    end
    if #rest > 1 then by_rank(rest, R["initiative.order"](fight, phase), far) end
    for i = 1, #rest do out[#out + 1] = rest[i] end
    return out
  end, "the continuous phase's order: automated movers first, then every other continuous action in the "
    .. "phase's initiative order (Reflex counts), a controlled mount or vehicle at its rider's or driver's place (seed 001)")
end

-- define_continuous_phase(api): continuous.phase.
local function define_continuous_phase(api)
  local R = api.rules
  -- continuous.phase(fight, phase): the continuous action phase after a
  -- phase — each continuous action in continuous.order. Emits
  -- "continuous.phase".
  api.define("continuous.phase", function(fight, phase)
    local order = R["continuous.order"](fight, phase)
    for i = 1, #order do
      local e = order[i]
      if e.mover then
        move_mover(api, fight, e.mover, phase)
      elseif R["combatant.active"](e.combatant) and not e.combatant.state.stunned then
        move_runner(api, fight, e.combatant, phase)
      end
    end
    api.emit("continuous.phase", fight, phase)
  end, "the continuous action phase")
end

-- define_continuous_carrier(api): continuous.carrier.
local function define_continuous_carrier(api)
  -- continuous.carrier(fight, c) → the mover (continuous.add_automated's
  -- entry: a mount, a vehicle, the train) that carries c, or nil: the one
  -- whose carries name c (a rider thrown from the saddle is carried no
  -- more). Those carried are not booked as moving on their own (continuous
  -- phase: movement.record counts against their own Speed, walk or run):
  -- their Move and Fire is the gait's (ranged.movement) and their Target
  -- Speed the mover's paces and heading (movement.speed).
  api.define("continuous.carrier", function(fight, c)
    local movers, name = fight.automated or NOBODY, c.name
    for i = 1, #movers do
      local v = movers[i]
      local carries = v.carries
      for j = 1, #carries do
        if carries[j] == name then return v end
      end
    end
    return nil
  end, "the mount or vehicle that carries a combatant")
end

function M.setup(api)
  define_continuous_ap_per_pace(api)
  define_continuous_add_automated(api)
  define_continuous_order(api)
  define_continuous_phase(api)
  define_continuous_carrier(api)
end

return M
