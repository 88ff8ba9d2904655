-- rules/tactics_gun.lua — the default policy at range: dodging when it
-- cannot fight back or is outgunned, covering fire, two guns, fan fire, an
-- aimed or called shot, moving and firing in one action.
--
-- seed 000 "Dodge" (declared "during the declaration phase"; it "prevents the
-- character from making any attacks"), "Aim and Snap Shots", "Called Shots"
-- ("When your pistol has one shot remaining, you need to be sure and make it
-- count"), "Fan Firing" (Jonah, 3 paces from the two Perkins brothers: "his
-- only chance is to take them both out at once"), "Two Weapons", "Move and
-- Fire"; seed 001 "Covering Fire" ("to prevent enemies from putting
-- effective fire on friendly individuals").
--
-- Decided here (numbers in data tactics.table), in this order:
-- * dodge (declaration step only): when no gun of c's reaches a foe and the
--   nearest foe is farther than a run, yet some foe's gun reaches c —
--   dodging while moving toward him; or when c is wounded Heavy or worse and
--   the foes' guns on him are twice his side's — dodging in place.
-- * covering fire (declaration step only): a gun with 4+ loaded, an aimed
--   shot still needing TN 9 or more, and an ally closing in with no gun to use: the fire
--   marker on the nearest foe; it goes on while that holds.
-- * a line of fire blocked by an ally: the shot with a step aside first.
-- * fan fire: a single action revolver, shooting 2+, two or more foes within
--   3 paces: one shot at each (up to 3, within the AP).
-- * two guns: a second one-handed gun drawn and loaded, the off hand's TN 11
--   or less (the gun in the off hand: rules/limbs.lua records which): both
--   at the nearest (the second at another foe whose TN with it is as good);
--   a second gun still holstered is drawn first, into the free hand.
-- * aim: a snap shot of TN 8 or more that an aim would improve, not shot at
--   this round or last (Bravery 2+ aims anyway); a second aim when the
--   weapon is Accurate and the shot still needs 10 or more; both guns
--   together when two are in hand.
-- * a called shot: the head when the target's cover would stop the gun (its
--   Pen ≤ the AV) but leaves the head bare, up to TN 11; the torso (−2) to
--   finish one with 3+ torso wounds, up to TN 11. Otherwise the card's own
--   location: the head's −6 does not pay for a man standing in the open.
-- * a foe out of the gun's reach but within Speed: the shot after walking
--   toward him (Move and Fire).
local M = {
  name = "core.tactics_gun",
  version = "1.0.0",
  summary = "The default policy at range: dodge, covering fire, two guns, fan fire, aim, called shots, move and fire",
  source = "seed 000 \"Dodge\", \"Aim and Snap Shots\", \"Called Shots\", \"Fan Firing\", \"Two Weapons\", "
    .. "\"Move and Fire\"; seed 001 \"Covering Fire\"",
}

local function T(api) return api.rules["tactics.table"] end

-- guns_on(api, fight, c) → how many foes have a drawn, loaded gun that reaches c.
local function guns_on(api, fight, c)
  local n, foes = 0, api.rules["tactics.enemies"](fight, c)
  for ix = 1, #foes do
    local o = foes[ix]
    local d = api.rules["combatant.distance"](o, c)
    local _, w, why = api.rules["tactics.ranged"](fight, o, c, d)
    if w and why == "ready" then n = n + 1 end
  end
  return n
end

local function shooters(api, fight, c)
  local n, all = 0, fight.combatants
  for ix = 1, #all do
    local o = all[ix]
    if o.side == c.side and api.rules["combatant.active"](o) then
      local t = api.rules["tactics.enemies"](fight, o)[1]
      if t then
        local _, w, why = api.rules["tactics.ranged"](fight, o, t, api.rules["combatant.distance"](o, t))
        if w and (why == "ready" or why == "draw") then n = n + 1 end
      end
    end
  end
  return n
end

local function closing_ally(api, fight, c)
  local all = fight.combatants
  for ix = 1, #all do
    local o = all[ix]
    if o ~= c and o.side == c.side and api.rules["combatant.active"](o) then
      local t = api.rules["tactics.enemies"](fight, o)[1]
      if t then
        local d = api.rules["combatant.distance"](o, t)
        local _, w, why = api.rules["tactics.ranged"](fight, o, t, d)
        if d > 1 and not (w and (why == "ready" or why == "draw")) then return o end
      end
    end
  end
  return nil
end

-- second_gun(api, c, ri) → index, weapon of another one-handed gun, one c's
-- arms can use (with an arm lost, none: its hand holds the first; rules/limbs.lua).
local function second_gun(api, c, ri)
  for i = 1, #c.weapons do
    local w = c.weapons[i]
    if i ~= ri and w.kind == "ranged" and (w.hands or 1) == 1 and not w.dropped and not w.jammed
      and (w.loaded or 0) > 0 and api.rules["limbs.can_use"](c, w) then
      return i, w
    end
  end
  return nil
end

-- other_target(api, fight, c, t, w2, extra) → another foe than t, clear and
-- in w2's reach, whose shot with w2 (extra: its hands) is within two_gun_tn,
-- or nil.
local function other_target(api, fight, c, t, w2, extra)
  local R = api.rules
  for _, o in ipairs(R["tactics.enemies"](fight, c)) do
    if o ~= t and R["tactics.clear"](fight, c, o) and R["tactics.reaches"](c, w2, o, R["combatant.distance"](c, o))
      and R["tactics.shot_tn"](fight, c, o, w2, extra) <= T(api).two_gun_tn then
      return o
    end
  end
  return nil
end

-- define_tactics_dodge(api): tactics.dodge, tactics.covering, tactics.fan.
local function define_tactics_dodge(api)
  local R = api.rules
  -- tactics.dodge(fight, c, t, d) → a dodge declaration, or nil.
  api.define("tactics.dodge", function(fight, c, t, d)
    if fight.phase ~= 0 or c.state.covering then return nil end
    local _, w, why = R["tactics.ranged"](fight, c, t, d)
    local can_shoot = w and (why == "ready" or why == "draw")
    if not can_shoot and d > R["movement.limit"](c, "run") and guns_on(api, fight, c) > 0 then
      return { kind = "dodge", move = true, toward = t.name }
    end
    if c.body:level() >= T(api).outgunned_level and guns_on(api, fight, c) >= T(api).outgunned * math.max(1, shooters(api, fight, c)) then
      return { kind = "dodge", move = false }
    end
    return nil
  end, "dodge when one cannot fight back, or wounded and outgunned")

  -- tactics.covering(fight, c, t, ri, rw) → covering fire at t, or nil.
  api.define("tactics.covering", function(fight, c, t, ri, rw)
    if fight.phase ~= 0 or rw.kind ~= "ranged" or (rw.loaded or 0) < T(api).cover_loaded then return nil end
    if R["tactics.shot_tn"](fight, c, t, rw, { aimed = 1, no_bystanders = true }) < T(api).cover_tn then return nil end
    if not closing_ally(api, fight, c) then return nil end
    return { kind = "covering_fire", weapon = ri, target = t.name }
  end, "covering fire for an ally closing in, when no shot is good")

  -- tactics.fan(fight, c, ri, rw [, foes]) → a fan fire series, or nil;
  -- foes: tactics.enemies(fight, c) when the caller has it.
  api.define("tactics.fan", function(fight, c, ri, rw, foes)
    if not R["fanfire.allowed"](rw, c) or (c.skills.shooting or 0) < T(api).fan_skill or (rw.loaded or 0) < 2 then return nil end
    foes = foes or R["tactics.enemies"](fight, c)
    if #foes < 2 then return nil end -- a fan needs two foes (below): no scan
    local names = {}
    for ix = 1, #foes do
      local o = foes[ix]
      if R["combatant.distance"](c, o) <= T(api).fan_range and R["tactics.clear"](fight, c, o) then names[#names + 1] = o.name end
    end
    local n = math.min(#names, T(api).fan_shots, rw.loaded, math.floor(c.state.ap / (rw.ap or 1)))
    if n < 2 then return nil end
    while #names > n do names[#names] = nil end
    return { kind = "shoot", weapon = ri, target = names[1], fan = names }
  end, "fan fire at two or more foes close by")
end

-- define_tactics_two_guns(api): tactics.two_guns, tactics.aim, tactics.call.
local function define_tactics_two_guns(api)
  local R = api.rules
  -- tactics.two_guns(fight, c, t, ri, rw) → a two-gun action (or the draw
  -- of the second gun), or nil.
  api.define("tactics.two_guns", function(fight, c, t, ri, rw)
    if rw.kind ~= "ranged" or (rw.hands or 1) ~= 1 then return nil end
    local j, w2 = second_gun(api, c, ri)
    if not j then return nil end
    local ready = R["tactics.ready"](c, j, w2)
    if ready then return ready end
    -- the off hand's gun is the one the action fires from the off hand (twoweapon.off)
    local off2 = R["twoweapon.off"](c, w2, 2)
    local off = { two_weapons = true, off_hand = true, no_bystanders = true }
    local offw = (off2 or not R["twoweapon.off"](c, rw, 1)) and w2 or rw
    if R["tactics.shot_tn"](fight, c, t, offw, off) > T(api).two_gun_tn then return nil end
    local extra = off2 and off or { two_weapons = true, off_hand = false, no_bystanders = true }
    local t2 = other_target(api, fight, c, t, w2, extra) or t
    local a = { kind = "two_guns", shots = { { weapon = ri, target = t.name }, { weapon = j, target = t2.name } } }
    if R["action.cost"](c, a) > c.state.ap then return nil end
    return a
  end, "two guns at once")

  -- tactics.aim(fight, c, t, ri, rw [, snap]) → an aim action, or nil;
  -- snap: the snap shot's TN when the caller has it (else asked here, when
  -- needed).
  api.define("tactics.aim", function(fight, c, t, ri, rw, snap)
    local have = R["aim.count"](c, t)
    if have >= R["aim.table"].max_actions then return nil end
    -- a second aim only with an Accurate weapon: no TN to ask otherwise
    if have > 0 and (rw.accurate or 0) == 0 then return nil end
    local s = c.state
    local under = (s.shot_at_this_round or 0) > 0 or (s.shot_at_last_round or 0) > 0
    if under and (c.skills.bravery or 0) < 2 then return nil end
    snap = snap or R["tactics.shot_tn"](fight, c, t, rw, { aimed = 0, no_bystanders = true })
    local need = have == 0 and T(api).aim_tn or T(api).aim_tn + 2
    if snap < need then return nil end
    local gain = (snap - R["tactics.shot_tn"](fight, c, t, rw, { aimed = 1, no_bystanders = true })) + (rw.accurate or 0)
    if gain <= 0 then return nil end
    local a = { kind = "aim", target = t.name, weapon = ri }
    local j, w2 = second_gun(api, c, ri)
    if j and w2.drawn and rw.kind == "ranged" then a.both = j end
    return a
  end, "aim a hard shot")

  -- tactics.call(fight, c, t, w, tn) → a called part, or nil.
  api.define("tactics.call", function(fight, c, t, w, tn)
    local head = tn + R["called.penalty"]("head")
    local cover = t.cover and R["damage.cover"]({ target = t }, "chest")
    if cover and (w.pen or 0) <= (cover.av or 0) - (cover.ablated or 0) and not R["damage.cover"]({ target = t }, "head")
      and head <= T(api).called_max then
      return "head"
    end
    if t.body:wounds("torso") >= 3 and tn + R["called.penalty"]("torso") <= T(api).called_max then return "torso" end
    return nil
  end, "a called shot that pays")
end

-- define_tactics_walk_fire(api): tactics.walk_fire, tactics.gun.
local function define_tactics_walk_fire(api)
  local R = api.rules
  -- tactics.walk_fire(fight, c, t, d) → a shot after walking toward t when
  -- no drawn gun reaches him now but one would within a walk (movement.limit),
  -- or nil; only a gun c's arms can use (limbs.can_use).
  api.define("tactics.walk_fire", function(fight, c, t, d)
    local ws = c.weapons
    local walk = R["movement.limit"](c, "walk") - c.state.paces
    for i = 1, #ws do
      local w = ws[i]
      if w.kind == "ranged" and w.drawn and not w.jammed and (w.loaded or 0) > 0 and R["limbs.can_use"](c, w) then
        local need = d - (w.increment or 1) * T(api).max_increments
        if need > 0 and need <= walk then
          return { kind = "shoot", target = t.name, weapon = i, move = { toward = t.name, paces = need } }
        end
      end
    end
    return nil
  end, "walk into reach and fire in one action (seed 000 \"Move and Fire\")")

  -- tactics.gun(fight, c [, foes [, d1]]) → the default policy's ranged action, or
  -- nil; foes: tactics.enemies(fight, c) when the caller has it (handed on
  -- to tactics.target); d1: with foes, combatant.distance(c, foes[1]), used when the target is foes[1].
  api.define("tactics.gun", function(fight, c, foes, d1)
    local t = R["tactics.target"](fight, c, foes)
    if not t then return nil end
    local d = (d1 and t == foes[1]) and d1 or R["combatant.distance"](c, t)
    local ri, rw, why = R["tactics.ranged"](fight, c, t, d)
    if not rw then return R["tactics.walk_fire"](fight, c, t, d) end
    if why ~= "ready" and why ~= "draw" then return nil end
    local a = R["tactics.ready"](c, ri, rw) or R["tactics.covering"](fight, c, t, ri, rw)
      or R["tactics.fan"](fight, c, ri, rw, foes) or R["tactics.two_guns"](fight, c, t, ri, rw)
    if a then return a end
    -- the snap TN serves tactics.aim and, with no aim held, the called shot;
    -- with an aim held, tactics.aim asks it only if it needs it
    local aimed = R["aim.count"](c, t)
    local snap = aimed == 0 and R["tactics.shot_tn"](fight, c, t, rw, { aimed = 0, no_bystanders = true }) or nil
    a = R["tactics.aim"](fight, c, t, ri, rw, snap)
    if a then return a end
    local move
    if not R["tactics.clear"](fight, c, t) then
      local step = R["tactics.sidestep"](fight, c, t)
      if step then move = { to = step.to, paces = step.paces, stop = 0 } end
    end
    local tn = aimed > 0 and R["tactics.shot_tn"](fight, c, t, rw) or snap
    -- one constructor: the keys in the order they were always set (move, called only when set)
    return { kind = "shoot", target = t.name, weapon = ri, move = move, called = R["tactics.call"](fight, c, t, rw, tn) }
  end, "the default policy at range")
end

function M.setup(api)
  define_tactics_dodge(api)
  define_tactics_two_guns(api)
  define_tactics_walk_fire(api)
end

return M
