-- rules/grapple_states.lua — the states rules/grapple.lua leaves, in the flow
-- of a fight: a block ready and used, standing up, breaking a hold, holds
-- and chokes kept up or let go, the choke's CT.
--
-- seed 000 "Unarmed Combat": "Block: Incoming attack is canceled … The TN for
-- the block is the result of the incoming attack. A bump allows the combatant
-- to block another attack later"; "Choke: … Defender is subject to choking
-- rules." seed 000 "Entanglement": "A character can break an entanglement by
-- exceeding the TN" — the same reading for a hold, opposed.
-- What is decided here is listed in rules/grapple.lua's header.
local M = {
  name = "core.grapple_states",
  version = "1.0.0",
  summary = "Blocks, standing up, breaking a hold, holds kept up or let go, choking",
  source = "seed 000 \"Unarmed Combat\", \"Entanglement\"",
}

local say = require("lib.say").say

-- define_action_block(api): action.block, grapple.block, action.stand.
local function define_action_block(api)
  local R = api.rules
  -- action.block: ready a block for the round (seed 000 Block).
  api.define("action.block", function(fight, c, a)
    c.state.blocks = (c.state.blocks or 0) + 1
    say(api, "grapple", string.format("%s is ready to block", c.name), { who = c.name, blocks = c.state.blocks })
    return { done = true, blocks = c.state.blocks }
  end, "ready a block (seed 000 \"Unarmed Combat\" Block)")

  -- grapple.block_ahead(fight, t) → true when t's declared action is a block
  -- still to come in this phase, now taken ahead of its turn: seed 000 "Block
  -- can be used on an attack that occurs during the same phase (even if it
  -- resolves before)". The block is t's action for the phase (its AP paid
  -- as at its turn, which then passes: t waits); an action t cannot pay for
  -- or take now is no block.
  api.define("grapple.block_ahead", function(fight, t)
    local s = t.state
    local a = s.declared
    if not (fight and a and (a.kind == "block" or a.maneuver == "block")) or s.pending then return false end
    if not R["round.can_act"](fight, t) or R["action.cost"](t, a) > (s.ap or 0) then return false end
    say(api, "grapple", string.format("%s takes the declared block ahead of the turn: the attack comes in the same phase", t.name),
      { who = t.name })
    s.declared = { kind = "wait" } -- the turn passes: the block was the phase's action
    R["round.begin_action"](fight, t, a)
    return (s.blocks or 0) > 0
  end, "true when t's declared block is taken now against an attack of its phase that resolves first (its AP paid, "
    .. "the declaration replaced by a wait: the turn passes); false when t declared none or cannot take it "
    .. "(seed 000 \"Unarmed Combat\" Block)")

  -- grapple.block(ctx, r) → true when the target blocks this melee hit: a
  -- ready block (or a declared one of this phase: grapple.block_ahead) and a
  -- brawl check (Dexterity) against the attack's total.
  api.define("grapple.block", function(ctx, r)
    local t = ctx.target
    local s = t.state
    if s.stunned or s.immobilized or not R["combatant.active"](t) then return false end
    if (s.blocks or 0) < 1 and not R["grapple.block_ahead"](ctx.fight, t) then return false end
    s.blocks = s.blocks - 1
    local tn = api.terms("block TN", r.total, "the attack's result", "block")
    local b = R["check.skill"](t, "brawl", { tn = tn, trait = "dexterity", reason = "block " .. ctx.attacker.name })
    if b.success and (b.bumps or 0) > 0 then s.blocks = s.blocks + b.bumps end
    say(api, "grapple", string.format("%s %s %s's attack", t.name, b.success and "blocks" or "fails to block",
      ctx.attacker.name), { who = t.name, blocked = b.success })
    return b.success
  end, "a ready block answers a melee hit: brawl (Dexterity) against the attack's total")

  -- action.stand: up from the ground (not while held, nor with both legs lost: rules/limbs.lua).
  api.define("action.stand", function(fight, c, a)
    local s = c.state
    if s.immobilized or api.rules["limbs.legs"](c) >= 2 then return { done = false } end
    s.prone, s.pos_over = false, nil
    for _, o in ipairs(fight.combatants) do
      if o.state.pos_over == c.name then o.state.pos_over = nil end
    end
    say(api, "grapple", string.format("%s gets up", c.name), { who = c.name })
    return { done = true }
  end, "stand up (decided here: Fast, 1 AP)")
end

-- define_grapple_break_hold(api): grapple.break_hold, grapple.holding, grapple.holds, ….
local function define_grapple_break_hold(api)
  local R = api.rules
  -- grapple.break_hold(fight, c) → {free, result, against}: c's Strength
  -- against the holder's brawl; c must exceed it. Held with no holder named
  -- (a scenario's immobilized): exceed Standard (5).
  api.define("grapple.break_hold", function(fight, c)
    local s = c.state
    if not s.immobilized then return nil end
    local holder = s.held_by and fight.by_name[s.held_by]
    local r = R["check.trait"](c, "strength", { reason = "break the hold" })
    local against
    if holder then
      against = R["check.skill"](holder, "brawl", { reason = "keep the hold on " .. c.name })
    end
    local need = against and against.total or R["tn.ladder"].standard
    local out = { free = r.total > need, result = r, against = against }
    if out.free then
      if holder then R["grapple.release"](fight, holder, c.name .. " breaks free") end
      s.immobilized, s.held_by, s.choked_by = false, nil, nil
    end
    say(api, "grapple", string.format("%s %s (%d vs %d)", c.name, out.free and "breaks free" or "is still held",
      r.total, need), { who = c.name, free = out.free })
    return out
  end, "break a hold: exceed the holder's brawl with Strength")

  -- grapple.holding(fight, holder) says whether holder can keep their hold:
  -- active, not stunned, within 1 pace, with an arm to hold with (rules/
  -- limbs.lua: bare hands need an arm; one is enough).
  api.define("grapple.holding", function(fight, holder)
    local t = holder.state.holding and fight.by_name[holder.state.holding]
    if not t or t.state.held_by ~= holder.name then return false end
    return R["combatant.active"](holder) and not holder.state.stunned and R["combatant.active"](t)
      and R["combatant.distance"](holder, t) <= 1 and R["grapple.arm"](holder)
  end, "can a holder keep their hold (active, not stunned, within 1 pace, an arm left)")

  -- grapple.holds(fight) lets go of every hold that cannot be kept.
  api.define("grapple.holds", function(fight)
    for ix = 1, #fight.combatants do
      local c = fight.combatants[ix]
      if c.state.holding and not R["grapple.holding"](fight, c) then
        R["grapple.release"](fight, c, "the hold cannot be kept")
      end
    end
  end, "let go of the holds that cannot be kept")

  api.on("phase.end", function(fight) R["grapple.holds"](fight) end)

  -- a holder who does anything but attack the one held lets go
  api.on("action.resolved", function(fight, c, a)
    local h = c.state.holding
    if h and not (a.kind == "melee" and a.target == h) then R["grapple.release"](fight, c, "does something else") end
  end)
end

-- define_grapple_arm(api): grapple.arm.
local function define_grapple_arm(api)
  local R = api.rules
  -- grapple.arm(c) → whether c has an arm to hold with (one working arm is
  -- enough: decided here, see rules/grapple.lua).
  api.define("grapple.arm", function(c)
    local b = c.body
    if not b or b:level() < 5 then return true end
    return R["limbs.arm"](c, "right") or R["limbs.arm"](c, "left")
  end, "an arm to hold with: one is enough (decided here)")
end

-- define_continuous_phase(api): continuous.phase, round.start.
local function define_continuous_phase(api)
  local R = api.rules
  -- the choke: CT each continuous phase
  api.on("continuous.phase", function(fight)
    local n = R["grapple.numbers"].choke_ct
    for ix = 1, #fight.combatants do
      local c = fight.combatants[ix]
      local by = c.state.choked_by and fight.by_name[c.state.choked_by]
      if by and R["combatant.active"](c) and R["grapple.holding"](fight, by) then
        c.body:lose_ct(n)
        say(api, "grapple", string.format("%s chokes: %d CT (CT %d)", c.name, n, c.body:ct()), { who = c.name, ct = n })
        R["concussion.check"](fight, c)
      end
    end
  end)

  -- blocks last the round
  api.on("round.start", function(fight)
    for _, c in ipairs(fight.combatants) do c.state.blocks = nil end
  end)
end

function M.setup(api)
  define_action_block(api)
  define_grapple_break_hold(api)
  define_grapple_arm(api)
  define_continuous_phase(api)
end

return M
