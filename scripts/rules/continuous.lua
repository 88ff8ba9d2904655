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
-- movement occurs before all other continuous actions" — the train's 27
-- paces: 7, 7, 7, 6.
-- seed 001 "Continuous Action Example: Covering Fire" — the procedure in the
-- covering_* rules below.
--
-- Decided here:
-- * continuous.split keeps the total: the seed's "down in odd phases, up in
--   even" is exact when the paces are even (22 → 5,6,5,6; 20 → 5,5,5,5); for
--   odd paces the literal rule gains or loses a pace (27 → 6,7,6,7 = 26), so
--   the paces are first halved (phases I–II get the smaller half) and each half
--   is split down-then-up: 27 → 6,7,7,7; 25 → 6,6,6,7.
-- * continuous.automated gives the first phases the extra paces: 27 → 7,7,7,6.
-- * Covering fire: "before the characters in phase 4 begin moving" is read as
--   "before phase I", i.e. it is declared in the declaration step and lasts the
--   round; the covered area is the line of fire from the firer to the fire
--   marker, 1 pace either side, and 1 pace around the marker; the firer may
--   arm one card per phase (before the phase's turns), paying the cock AP
--   from their budget; a target's check is Bravery for careful actions (aim,
--   aimed shots) and Initiative for the rest (seed 001), TN Standard (5); the
--   default is to attempt the action (never to forgo it).
local M = {
  name = "core.continuous",
  version = "1.0.0",
  summary = "Continuous movement splits, automated movement, the continuous phase, covering fire",
  source = "seed 001 \"Continuous Actions\", \"Continuous Action Example: Covering Fire\", " ..
    "\"Continuous Action Example: Movement\", \"Continuous Action Example: Mounted and Vehicular Movement\"",
  events = {
    ["continuous.phase"] = { doc = "the continuous action phase after a phase is over", args = { "fight", "phase" } },
  },
}

local geometry = require("rules.lib.geometry")

function M.setup(api)
  local R = api.rules

  -- continuous.ap_per_pace: "costs 1/2 AP per pace" as a fraction {ap, paces}.
  api.define("continuous.ap_per_pace", { ap = 1, paces = 2 },
    "continuous movement costs 1 AP per 2 paces (seed 001 \"Continuous Action Example: Movement\")")

  -- continuous.target_tn(ctx, tn): "the TN for all attacks targeting them is
  -- reduced by 1" — ranged (attack.ranged_tn) and melee (melee.modifiers)
  -- alike; ctx.target_continuous, else the target's continuous move.
  api.define("continuous.target_tn", function(ctx, tn)
    local on = ctx.target_continuous
    if on == nil then
      local mv = ctx.target and ctx.target.state and ctx.target.state.continuous
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

  local function halves(n)
    -- down in the odd phase, up in the even one
    local a = math.floor(n / 2)
    return a, n - a
  end

  -- continuous.split(paces) → {p1, p2, p3, p4}: a continuous move per
  -- continuous action phase (22 → 5,6,5,6).
  api.define("continuous.split", function(paces)
    local first, second = halves(paces)
    local a, b = halves(first)
    local c, d = halves(second)
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

  -- continuous.add_automated(fight, v): adds automated movement (a train, a
  -- runaway wagon): v = {name, paces (per round), dir = {x, y}, carries =
  -- {combatant names moved with it}}. It moves first in every continuous phase.
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

  local function shift(p, dir, n)
    return { x = p.x + dir.x * n, y = p.y + dir.y * n }
  end

  -- continuous.start_move(fight, c, a) starts a continuous move declared in
  -- the declaration step: a.paces (or a.ap to spend), and a.toward / a.away
  -- (combatant names) or a.to / a.dir. Pays the AP; returns the state entry
  -- or nil and a reason.
  api.define("continuous.start_move", function(fight, c, a)
    local paces = a.paces or R["continuous.reach"](a.ap or c.state.ap)
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

  local function move_point(fight, c, mv, n)
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

  -- continuous.phase(fight, phase): the continuous action phase after a
  -- phase — automated movement first, then each combatant's continuous
  -- action in initiative order. Emits "continuous.phase".
  api.define("continuous.phase", function(fight, phase)
    for _, v in ipairs(fight.automated or {}) do
      local n = R["continuous.automated"](v.paces)[phase]
      v.pos = shift(v.pos, v.dir, n)
      for _, name in ipairs(v.carries) do
        local c = fight.by_name[name]
        if c then c.pos = shift(c.pos, v.dir, n) end
      end
      api.log("automated", {
        text = string.format("%s moves %d paces (continuous phase %d)", v.name, n, phase),
        what = v.name, paces = n, phase = phase,
      })
    end
    for _, c in ipairs(fight.combatants) do
      local mv = c.state.continuous
      if mv and mv.kind == "move" and R["combatant.active"](c) and not c.state.stunned then
        local n = mv.parts[phase] or 0
        local to, stop = move_point(fight, c, mv, n)
        local moved = R["movement.step"](c, to, n, stop)
        mv.done = mv.done + moved
        R["movement.record"](c, moved)
        api.log("move", {
          text = string.format("%s moves %d pace(s) (continuous phase %d, %d of %d)", c.name, moved, phase,
            mv.done, mv.paces),
          who = c.name, paces = moved, phase = phase, continuous = true, x = c.pos.x, y = c.pos.y,
        })
        R["continuous.covering_check"](fight, c, { kind = "move" })
      end
    end
    api.emit("continuous.phase", fight, phase)
  end, "the continuous action phase")

  ---------------------------------------------------------------------------
  -- Covering fire (seed 001 "Continuous Action Example: Covering Fire").

  -- continuous.covering_min: "the weapon being used must have 4 or more
  -- bullets loaded" for a full round of covering fire.
  api.define("continuous.covering_min", { loaded = 4, area = 1, check_tn = 5, snap = 1 },
    "covering fire: 4+ loaded, 1 pace either side, TN 5 checks, an extra −1 on the shot (seed 001)")

  local function cock_if_needed(c, w)
    local ap = R["action.cock_cost"](w)
    if ap > 0 and not w.cocked then
      if c.state.ap < ap then return false end
      c.state.ap = c.state.ap - ap
      w.cocked = true
    end
    return true
  end

  -- continuous.covering_fire(fight, c, opts) starts covering fire for the
  -- round: opts.weapon (index; default the first loaded ranged weapon),
  -- opts.at {x, y} or opts.target (name: the fire marker goes where they
  -- stand). The firer leaves the initiative stack. Returns the covering
  -- state, or nil and a reason.
  api.define("continuous.covering_fire", function(fight, c, opts)
    opts = opts or {}
    local w = opts.weapon and c.weapons[opts.weapon]
    if w == nil then
      for _, x in ipairs(c.weapons) do
        if x.kind == "ranged" and x.loaded > 0 then w = x break end
      end
    end
    if w == nil or w.kind ~= "ranged" then return nil, "no ranged weapon" end
    if w.loaded < 1 then return nil, "the weapon is empty" end
    local at = opts.at
    if at == nil and opts.target and fight.by_name[opts.target] then
      local p = fight.by_name[opts.target].pos
      at = { x = p.x, y = p.y }
    end
    if at == nil then return nil, "no fire marker" end
    if not w.drawn then return nil, "the weapon is not drawn" end
    if not cock_if_needed(c, w) then return nil, "no AP left to cock" end
    local full = w.loaded >= R["continuous.covering_min"].loaded
    local cov = { weapon = w, at = at, card = nil, armed_phase = nil, shot_phase = nil,
      jammed = false, full = full, shots = 0 }
    c.state.covering = cov
    api.log("covering", {
      text = string.format("%s lays covering fire with the %s toward (%g, %g)%s", c.name, w.name, at.x, at.y,
        full and "" or string.format(" (only %d loaded: part of the round)", w.loaded)),
      who = c.name, weapon = w.name, x = at.x, y = at.y, full = full,
    })
    return cov
  end, "start covering fire (seed 001)")

  -- continuous.covering_arm(fight, c, phase): before each phase, draw the
  -- covering shot's card. If the weapon malfunctions (api.action.fails with its
  -- Rel) covering fire ends for the round; otherwise the card is kept face
  -- down and the ammunition goes down by one. Returns the card or nil, reason.
  api.define("continuous.covering_arm", function(fight, c, phase)
    local cov = c.state.covering
    if cov == nil then return nil, "not covering" end
    if cov.jammed then return nil, "the weapon malfunctioned" end
    if cov.card then return cov.card end
    if cov.armed_phase == phase then return nil, "one covering shot per phase" end
    local w = cov.weapon
    if w.loaded < 1 then return nil, "the weapon is empty" end
    if not cock_if_needed(c, w) then return nil, "no AP left to cock" end
    local card = api.action.draw()
    cov.armed_phase = phase
    if w.rel and w.rel > 0 and api.action.fails(card, w.rel) then
      cov.jammed = true
      w.jammed = true
      api.log("covering", {
        text = string.format("%s's %s malfunctions (card %d): the covering fire stops", c.name, w.name, card.number),
        who = c.name, card = card.number, malfunction = true,
      })
      return nil, "malfunction"
    end
    w.loaded = w.loaded - 1
    w.cocked = false
    cov.card = card
    cov.shots = cov.shots + 1
    api.log("covering", {
      text = string.format("%s covers (%g, %g): a card lies face down (%d left in the %s)", c.name,
        cov.at.x, cov.at.y, w.loaded, w.name),
      who = c.name, phase = phase, loaded = w.loaded,
    })
    return card
  end, "arm one covering shot for a phase (seed 001)")

  -- continuous.covered(fight, coverer, who) says whether `who` stands in the
  -- covered area: within 1 pace of the line of fire or the fire marker.
  api.define("continuous.covered", function(fight, coverer, who)
    local cov = coverer.state.covering
    if cov == nil then return false end
    local near = R["continuous.covering_min"].area
    return geometry.segment_distance(who.pos, coverer.pos, cov.at) <= near
  end, "is a combatant in the covered area")

  -- continuous.covering_shot(fight, coverer, target, opts) resolves the
  -- covering shot with the face-down card: a snap shot at the range with an
  -- additional −1 (ctx.covering). opts.auto_hit = a calamity card: the target
  -- is hit, that card giving location and damage. The card is then used up.
  api.define("continuous.covering_shot", function(fight, coverer, target, opts)
    opts = opts or {}
    local cov = coverer.state.covering
    if cov == nil or (cov.card == nil and not opts.auto_hit) then return nil end
    local ctx = R["attack.context"](fight, coverer, target, cov.weapon, { aimed = 0 })
    ctx.covering = true
    ctx.card = opts.auto_hit or cov.card
    ctx.auto_hit = opts.auto_hit and true or false
    ctx.already_fired = true
    cov.card = nil
    cov.shot_phase = fight.phase
    return R["attack.ranged"](ctx)
  end, "resolve a covering shot (seed 001)")

  -- continuous.covering_react(fight, coverer, actor, action): the actor
  -- attempts an action in the covered area. Careful actions (aim, aimed
  -- shots) need a Standard (5) Bravery check, the rest an Initiative check.
  -- Returns {proceed = bool, shot = outcome | nil}.
  api.define("continuous.covering_react", function(fight, coverer, actor, action)
    local careful = action and (action.kind == "aim" or (action.kind == "shoot" and (action.aimed or 0) > 0)
      or action.careful)
    local skill = careful and "bravery" or "initiative"
    local tn = api.terms("covering fire check", R["continuous.covering_min"].check_tn, "Standard", "base")
    local r = R["check.skill"](actor, skill, { tn = tn, reason = "acting under covering fire from " .. coverer.name })
    local out = { proceed = true, check = r, careful = careful }
    if r.calamity then
      out.proceed = false
      out.shot = R["continuous.covering_shot"](fight, coverer, actor, { auto_hit = r.card })
    elseif not r.success then
      out.proceed = not careful
      out.shot = R["continuous.covering_shot"](fight, coverer, actor)
    end
    return out
  end, "a target's Bravery/Initiative check under covering fire (seed 001)")

  -- continuous.covering_check(fight, actor, action) runs covering_react for
  -- each enemy covering the actor's spot who has a card armed this phase;
  -- returns false when the action must not resolve.
  api.define("continuous.covering_check", function(fight, actor, action)
    local proceed = true
    for _, c in ipairs(fight.combatants) do
      local cov = c.state.covering
      if cov and cov.card and c.side ~= actor.side and R["combatant.active"](c)
        and R["combatant.active"](actor) and R["continuous.covered"](fight, c, actor) then
        local out = R["continuous.covering_react"](fight, c, actor, action)
        if not out.proceed then proceed = false end
      end
    end
    return proceed
  end, "check every covering fire over an actor")
end

return M
