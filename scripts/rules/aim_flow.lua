-- rules/aim_flow.lua — aim in the flow of a fight: an intervening action
-- spoils it, an aimed shot under fire needs the Bravery check, and a target
-- that moves away from a held aim may be shot first (a Reflex contest).
--
-- seed 000 "Aim and Snap Shots": "A weapon may be aimed up to two
-- consecutive actions for added bonus. Aim does not persist from shot to
-- shot. Any firing action also nullifies the aim. Anytime a weapon is fired
-- without a preceding aim action at the target it is considered a snap shot."
-- seed 000 "Tactical Aiming": "A character may lose aim if: Another character
-- attacked them since their aim began, or since their last action … In all
-- cases, perform the Bravery check immediately before drawing the card to
-- resolve the action. The player is not allowed to change actions or targets
-- after determining aim status."
-- seed 001 "Covering Fire": "As noted in Conflict, a character that is under
-- fire must make a Bravery check to perform an aimed shot".
-- seed 000 "Procedure": "If the target attempts to move after an aim action
-- is complete, a Reflex contest may be attempted by the firer as described
-- under held actions. If he wins, he may fire before the target moves.
-- Otherwise, the shooter may instead choose to hold the aim and follow the
-- target."
--
-- Decided here:
-- * Any action a combatant resolves other than an aim at the same target
--   (a draw, a move, a reload, a blow …) spoils their aim: the aim actions
--   that count are consecutive ones.
-- * An aimed shot by someone attacked since their last action (their aim)
--   takes aim.resolve's check (Standard (5) Bravery, +1 a shot after the
--   first, +2 a hit; Difficult (9) after a melee attack; no aim at all after
--   a melee hit). Failing it loses the aim and — the action stands, as the
--   seed says — the shot goes off as a snap shot.
-- * The Reflex contest: two Reflex checks, the firer must exceed the mover's
--   total; the firer takes it whenever the aimed weapon is drawn, loaded and
--   the shot's AP are there (aim.contest_wanted, a rule a policy can wrap).
--   Winning, the firer shoots at once (the shot's AP are paid); losing, the
--   aim follows the target (the optional fields_of_fire module may still
--   spoil it).
local M = {
  name = "core.aim_flow",
  version = "1.0.0",
  summary = "Aim spoiled by an intervening action, the Bravery check of an aimed shot under fire, the held-aim Reflex contest",
  source = "seed 000 \"Aim and Snap Shots\", \"Tactical Aiming\", \"Procedure\"; seed 001 \"Covering Fire\"",
}

local say = require("lib.say").say

-- define_action_resolved(api): action.resolved, aim.under_fire, aim.shot_check, aim.contest_wanted.
local function define_action_resolved(api)
  local R = api.rules
  -- an intervening action spoils the aim
  api.on("action.resolved", function(fight, c, a)
    local aim = c.state.aim
    if aim and not (a.kind == "aim" and a.target == aim.target) then
      R["aim.clear"](c, "another action (" .. tostring(a.kind) .. ")")
    end
  end)

  -- aim.under_fire(c) → shots, hits, melee, melee hits since c's last action.
  api.define("aim.under_fire", function(c)
    local s = c.state
    return s.since_shots or 0, s.since_hits or 0, s.since_melee or 0, s.since_melee_hits or 0
  end, "attacks on a combatant since their last action (seed 000 \"Tactical Aiming\" 1)")

  -- aim.shot_check(fight, c, t, w) → kept: before an aimed shot at t by
  -- someone attacked since their last action, the Bravery check of
  -- aim.resolve (a separate draw); a failure clears the aim (a snap shot).
  api.define("aim.shot_check", function(fight, c, t, w)
    if R["aim.count"](c, t) <= 0 then return true end
    local shots, hits, melee, melee_hits = R["aim.under_fire"](c)
    if shots + melee <= 0 then return true end
    local kept = R["aim.resolve"]({ character = c, attacker = c, target = t, weapon = w,
      shots = shots, hits = hits, melee = melee, melee_hits = melee_hits })
    say(api, "aim", string.format("%s %s under fire", c.name, kept and "keeps the aim" or "loses the aim: a snap shot"),
      { who = c.name, kept = kept })
    return kept
  end, "an aimed shot under fire needs the Bravery check (seed 001 \"Covering Fire\", seed 000 \"Tactical Aiming\")")

  local function aimed_weapon(c)
    local aim = c.state.aim
    local w = aim and aim.weapon and c.weapons[aim.weapon]
    if w and w.drawn and not w.jammed and (w.loaded or 0) > 0 then return aim.weapon, w end
    return nil
  end

  -- aim.contest_wanted(fight, aimer, mover) → weapon index or nil: whether
  -- the aimer takes the Reflex contest (weapon drawn and loaded, AP for the shot).
  api.define("aim.contest_wanted", function(fight, aimer, mover)
    local s = aimer.state
    if not R["combatant.active"](aimer) or s.stunned or s.surprised or s.immobilized or s.covering then return nil end
    local i = aimed_weapon(aimer)
    if not i then return nil end
    local cost = R["action.cost"](aimer, { kind = "shoot", weapon = i, target = mover.name })
    if cost > (s.ap or 0) then return nil end
    return i
  end, "does a firer holding an aim take the Reflex contest (decided here: whenever able)")
end

-- define_aim_contest(api): aim.contest, aim.react.
local function define_aim_contest(api)
  local R = api.rules
  -- aim.contest(fight, aimer, mover) → won: two Reflex checks, the aimer must exceed.
  api.define("aim.contest", function(fight, aimer, mover)
    local ra = R["check.trait"](aimer, "reflex", { reason = "fire before " .. mover.name .. " moves" })
    local rm = R["check.trait"](mover, "reflex", { reason = "move before " .. aimer.name .. " fires" })
    local won = ra.total > rm.total
    say(api, "aim", string.format("%s's held aim at %s: Reflex %d vs %d — %s", aimer.name, mover.name, ra.total,
      rm.total, won and "fires first" or "follows the target"), { who = aimer.name, target = mover.name, won = won })
    return won, ra, rm
  end, "seed 000 \"Procedure\": the Reflex contest of a held aim")

  -- aim.react(fight, mover): before mover moves, each enemy holding a
  -- complete aim at them may take the contest; a winner shoots at once.
  api.define("aim.react", function(fight, mover)
    for _, o in ipairs(fight.combatants) do
      local aim = o.state.aim
      if o.side ~= mover.side and aim and aim.target == mover.name and R["combatant.active"](mover) then
        local i = R["aim.contest_wanted"](fight, o, mover)
        if i and R["aim.contest"](fight, o, mover) then
          local a = { kind = "shoot", target = mover.name, weapon = i }
          o.state.ap = o.state.ap - R["action.cost"](o, a)
          R["action.resolve"](fight, o, a)
        end
      end
    end
  end, "held aims at a combatant about to move: the Reflex contest and the shot")
end

function M.setup(api)
  define_action_resolved(api)
  define_aim_contest(api)
end

return M
