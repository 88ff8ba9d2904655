-- rules/tactics_close.lua — the default policy up close: the weapon in reach,
-- the lariat, a short gun at point blank, the right hold or blow bare-handed,
-- a charge.
--
-- seed 000 "Unarmed Combat" (the maneuvers; "Attacks made against
-- immobilized combatants automatically have advantage"; the standing man has
-- the advantage over one on the ground), "Entanglement" ("entangle and/or
-- trip a target"), "Advanced Rule: Ranged Weapons in Hand to Hand" ("Weapons
-- with the Short attribute are never penalized by hand to hand engagement"),
-- "Tactical Movement" ("A character may move before, during or after making
-- an attack roll").
--
-- Decided here (tactics.wrestle, bare-handed, in this order): one holding
-- the foe chokes him when at least as strong, then keeps the choke; a foe
-- with a weapon in hand is disarmed; two or more foes in reach and brawl 2+:
-- ready a block; a foe on the ground or held is struck; a foe behind cover
-- is shoved out of it; quicker hands (Dexterity) throw him, a stronger arm
-- (Strength) holds him; a brawler (2+) as strong takes him down; else a punch.
-- The lariat trips a foe who ran this round and ropes any other; a foe
-- already caught is struck with something else. A charge (a move and the
-- blow in one action) when the foe is within the rest of one's Speed and no
-- gun can be used.
local M = {
  name = "core.tactics_close",
  version = "1.0.0",
  summary = "The default policy up close: weapon, lariat, point blank, holds and blows, a charge",
  source = "seed 000 \"Unarmed Combat\", \"Entanglement\", \"Advanced Rule: Ranged Weapons in Hand to Hand\", "
    .. "\"Tactical Movement\"",
}

local function die(c, trait) return (c.traits and c.traits[trait]) or 6 end

-- define_tactics_wrestle(api): tactics.wrestle.
local function define_tactics_wrestle(api)
  local R = api.rules
  -- in_hand is the weapon a foe holds: a drawn melee weapon or gun.
  local function in_hand(t)
    for _, w in ipairs(t.weapons) do
      if w.drawn and not w.dropped and w.kind ~= "unarmed" then return w end
    end
    return nil
  end

  local function foes_in_reach(fight, c)
    local n = 0
    for _, o in ipairs(R["tactics.enemies"](fight, c)) do
      if R["combatant.distance"](c, o) <= 1 then n = n + 1 end
    end
    return n
  end

  -- tactics.wrestle(fight, c, t) → a bare-handed action at t (see the header);
  -- with both arms lost a kick, or, with a leg lost too, a wait (rules/limbs.lua).
  api.define("tactics.wrestle", function(fight, c, t)
    local s, ts = c.state, t.state
    local function m(key) return { kind = "melee", target = t.name, weapon = 0, maneuver = key } end
    if c.unarmed and not R["limbs.can_use"](c, c.unarmed) then
      if R["limbs.can_use"](c, R["unarmed.weapon"](c, "kick")) then return m("kick") end
      return { kind = "wait", reason = "no arm or leg to fight with" }
    end
    if s.holding == t.name then
      if ts.choked_by == c.name then return { kind = "wait", reason = "keeps the choke" } end
      if die(c, "strength") >= die(t, "strength") then return m("choke") end
      return m("punch")
    end
    if in_hand(t) then return m("disarm") end
    if (c.skills.brawl or 0) >= 2 and (s.blocks or 0) < 1 and foes_in_reach(fight, c) >= 2 then
      return { kind = "block" }
    end
    if ts.prone or ts.immobilized then return m("punch") end
    if t.cover then return m("shove") end
    if die(c, "dexterity") > die(t, "dexterity") then return m("throw") end
    if die(c, "strength") > die(t, "strength") then return m("hold") end
    if (c.skills.brawl or 0) >= 2 and die(c, "strength") == die(t, "strength") then return m("takedown") end
    return m("punch")
  end, "bare-handed: choke, disarm, block, strike the downed, shove, throw, hold, take down or punch")
end

-- define_tactics_close(api): tactics.close.
local function define_tactics_close(api)
  local R = api.rules
  -- lasso(c, t, d) → the lariat action, or nil.
  local function lasso(c, t, d)
    for i = 1, #c.weapons do
      local w = c.weapons[i]
      if w.attributes and w.attributes.entangle and not w.dropped and not w.broken and not t.state.entangled
        and not t.state.prone and R["tactics.reaches"](c, w, t, d) and R["limbs.can_use"](c, w) then
        return R["tactics.ready"](c, i, w) or { kind = "melee", target = t.name, weapon = i, trip = t.state.moved == "run" }
      end
    end
    return nil
  end

  -- point_blank → a short gun shot at point blank, or nil.
  local function point_blank(fight, c, t, d)
    if d > 1 then return nil end
    local ri, rw, why = R["tactics.ranged"](fight, c, t, d)
    if rw and rw.kind == "ranged" and why == "ready" and rw.attributes and rw.attributes.short then
      return { kind = "shoot", target = t.name, weapon = ri }
    end
    return nil
  end

  -- tactics.close(fight, c, t, d) → an action at a foe in reach, or nil.
  api.define("tactics.close", function(fight, c, t, d)
    local a = lasso(c, t, d)
    if a then return a end
    local mi, mw = R["tactics.melee"](c)
    if mw and mw.kind == "melee" and not (mw.attributes and mw.attributes.entangle)
      and R["tactics.reaches"](c, mw, t, d) then
      return R["tactics.ready"](c, mi, mw) or { kind = "melee", target = t.name, weapon = mi }
    end
    if d > 1 then return nil end
    return point_blank(fight, c, t, d) or R["tactics.wrestle"](fight, c, t)
  end, "the default policy in reach of a foe")
end

-- define_tactics_charge(api): tactics.charge.
local function define_tactics_charge(api)
  local R = api.rules
  -- tactics.charge(fight, c, t, d [, bare]) → a move and a blow in one
  -- action when t is within the rest of c's walk (movement.limit: Speed, less
  -- with a leg lost) and no gun can be used (bare: fists only), or nil.
  api.define("tactics.charge", function(fight, c, t, d, bare)
    if not bare then
      local _, rw, why = R["tactics.ranged"](fight, c, t, d)
      if rw and (why == "ready" or why == "draw") then return nil end
    end
    local mi, mw = 0, c.unarmed
    if not bare then
      local i, w = R["tactics.melee"](c)
      if w and w.kind == "melee" and not (w.attributes and w.attributes.entangle) then
        local r = R["tactics.ready"](c, i, w)
        if r then return r end
        mi, mw = i, w
      end
    end
    if not mw or not R["limbs.can_use"](c, mw) then return nil end
    local reach = R["attack.reach"][mw.length or "short"] or 1
    if d <= reach or d - reach > R["movement.limit"](c, "walk") - c.state.paces then return nil end
    local a = { kind = "melee", target = t.name, weapon = mi, move = { toward = t.name, stop = reach } }
    if mi == 0 then a.maneuver = "punch" end
    return a
  end, "a charge: close in and strike in one action")
end

function M.setup(api)
  define_tactics_wrestle(api)
  define_tactics_close(api)
  define_tactics_charge(api)
end

return M
