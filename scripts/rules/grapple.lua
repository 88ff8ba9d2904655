-- rules/grapple.lua — what the unarmed maneuvers that deal no damage do, and
-- the states they leave: on the ground (prone), held fast (immobilized),
-- choked, disarmed, a block ready.
--
-- seed 000 "Unarmed Combat": "Combatants may be either standing or on the
-- ground … If one combatant is standing and the other is on the ground, the
-- standing combatant has the advantage … Only one combatant can have
-- positional advantage."
-- "Block: Incoming attack is canceled. Block can be used on an attack that
-- occurs during the same phase (even if it resolves before), or saved to use
-- later. A bump allows the combatant to block another attack later, if
-- desired. The TN for the block is the result of the incoming attack."
-- "Hold: … attempts to immobilize the limbs and/or head of an opponent.
-- Attacks made against immobilized combatants automatically have advantage."
-- "Shove: Shove pushes the target one pace in away from the attacker … and
-- the target must attempt an Easy (3) Dex check. Failure indicates they also
-- fall." "Throw/Trip: This maneuver attempts to put the opponent on the
-- ground, the attacker may also go down as well (attackers option). A bump
-- may be used to take positional advantage." "Choke: … Defender is subject to
-- choking rules." "Takedown: The attacker and defender go to the ground, with
-- the attacker retaining positional advantage. No damage is dealt."
-- "Disarm: The attacker attempts to force the opponent to lose their weapon.
-- A bump may be used to wrest control of the weapon."
--
-- Decided here (the seeds give no more):
-- * A hold or a choke lasts while the holder is active, not stunned, within
--   1 pace, has an arm to hold with and does nothing but attack the one held
--   (grapple.holds, checked after every phase and action); the held
--   (state.immobilized, held_by) can neither move nor attack: they may only
--   try to break free — an opposed check, their Strength against the
--   holder's brawl, which they must exceed (as "exceeding the TN" of seed 000
--   "Entanglement").
-- * A holder who loses an arm keeps the hold with the other: one arm can
--   pin a limb or lock a head, and bare hands need one arm (rules/limbs.lua),
--   so a one-armed man can take a hold too. The seed says nothing of it
--   ("Hold: … immobilize the limbs and/or head"); the wound that takes the
--   arm still asks for a stun check, and a holder stunned lets go. With no
--   working arm left the hold (or choke) is let go at once (limbs.lose;
--   grapple.arm), and none can be taken (limbs.can_use: bare hands need an
--   arm).
-- * The choking rules are not among the seeds: a choked combatant is held
--   and loses grapple.numbers.choke_ct (1) CT in each continuous action phase
--   the choke lasts, until concussed.
-- * Positional advantage between two on the ground goes to the one who took
--   it (state.pos_over, melee.factor.position reads it).
-- * A prone combatant stands up with a Fast action of 1 AP (action.stand);
--   until then they crawl (movement.lua).
-- * A block readies one block (action.block, Fast, 1 AP) until the end of
--   the round; it answers the next melee attack that hits: a brawl check
--   (Dexterity) against the attack's total cancels it, each bump readies one
--   more block. A block declared for the round answers a melee hit of its
--   phase that resolves before the blocker's turn ("even if it resolves
--   before"): it is taken then, AP and all, and the blocker's turn passes
--   (grapple.block_ahead). A block the policy would only choose at a later
--   turn is not known ahead: it readies for the attacks after it.
-- * Disarm: the weapon in hand (the melee weapon, else a drawn gun) is
--   dropped; with a bump the attacker wrests it away and holds it, drawn,
--   when a hand of theirs is free to take it (rules/limbs.lua's limbs.room;
--   else it is only knocked loose).
local M = {
  name = "core.grapple",
  version = "1.0.0",
  summary = "Unarmed maneuvers take effect: block, hold, shove, throw/trip, choke, takedown, disarm; prone and held",
  source = "seed 000 \"Unarmed Combat\"",
}

local say = require("lib.say").say

-- define_grapple_numbers(api): grapple.numbers, grapple.fall, grapple.release, ….
local function define_grapple_numbers(api)
  local R = api.rules
  api.define("grapple.numbers", { shove_paces = 1, shove_tn = 3, choke_ct = 1, crawl = 0.25 },
    "shove 1 pace, Easy (3) Dexterity or fall (seed 000); choke 1 CT a continuous phase, crawl ¼ Speed (decided here)")

  -- grapple.fall(c, why) puts c on the ground.
  api.define("grapple.fall", function(c, why)
    c.state.prone = true
    say(api, "grapple", string.format("%s goes down: %s", c.name, why or "?"), { who = c.name, prone = true })
  end, "a combatant goes to the ground")

  -- hold_on(ctx, choke) marks the target held (and choked) by the attacker,
  -- who lets go of anyone else first.
  local function hold_on(ctx, choke)
    local att, def = ctx.attacker, ctx.target
    if att.state.holding and att.state.holding ~= def.name then
      R["grapple.release"](ctx.fight, att, "takes hold of " .. def.name)
    end
    local s = def.state
    s.immobilized, s.held_by = true, att.name
    if choke then s.choked_by = att.name end
    att.state.holding = def.name
    if R["dodge.cancel"] then R["dodge.cancel"](def, "held fast") end
  end

  -- grapple.release(fight, holder, why) lets go of whoever holder holds.
  api.define("grapple.release", function(fight, holder, why)
    local name = holder.state.holding
    holder.state.holding = nil
    local t = name and fight and fight.by_name and fight.by_name[name]
    if t and t.state.held_by == holder.name then
      t.state.immobilized, t.state.held_by, t.state.choked_by = false, nil, nil
      say(api, "grapple", string.format("%s lets go of %s: %s", holder.name, t.name, why or "?"), { who = holder.name, target = t.name })
    end
  end, "a holder lets go")

  api.define("grapple.hold", function(ctx)
    hold_on(ctx, false)
    say(api, "grapple", string.format("%s holds %s fast", ctx.attacker.name, ctx.target.name), { who = ctx.attacker.name })
    return { held = true }
  end, "seed 000 \"Unarmed Combat\" Hold: the target is immobilized")

  api.define("grapple.choke", function(ctx)
    hold_on(ctx, true)
    say(api, "grapple", string.format("%s chokes %s", ctx.attacker.name, ctx.target.name), { who = ctx.attacker.name })
    return { held = true, choked = true }
  end, "seed 000 \"Unarmed Combat\" Choke: held, and CT lost each continuous phase (decided here)")
end

-- define_grapple_shove(api): grapple.shove, grapple.throw, grapple.takedown.
local function define_grapple_shove(api)
  local R = api.rules
  -- grapple.shove: one pace away from the attacker, then Easy (3) Dexterity or fall.
  api.define("grapple.shove", function(ctx)
    local a, t, n = ctx.attacker, ctx.target, R["grapple.numbers"]
    local dx, dy = t.pos.x - a.pos.x, t.pos.y - a.pos.y
    local len = math.sqrt(dx * dx + dy * dy)
    if len == 0 then dx, dy, len = 1, 0, 1 end
    t.pos = { x = t.pos.x + dx / len * n.shove_paces, y = t.pos.y + dy / len * n.shove_paces }
    if t.cover then
      say(api, "grapple", string.format("%s is shoved out from behind %s", t.name, tostring(t.cover.name)), { who = t.name })
      t.cover = nil
    end
    local r = R["check.trait"](t, "dexterity", { tn = api.terms("TN", n.shove_tn, "Easy: keep one's feet", "shove"),
      reason = "keep one's feet" })
    if not r.success then R["grapple.fall"](t, "shoved off their feet") end
    return { shoved = true, fell = not r.success, check = r }
  end, "seed 000 \"Unarmed Combat\" Shove")

  -- grapple.throw: the target goes down; ctx.go_down takes the attacker too,
  -- and then a bump takes positional advantage.
  api.define("grapple.throw", function(ctx, r)
    local a, t = ctx.attacker, ctx.target
    R["grapple.fall"](t, "thrown by " .. a.name)
    local out = { thrown = true }
    if ctx.go_down then
      R["grapple.fall"](a, "goes down with " .. t.name)
      if (r.bumps or 0) > 0 then
        a.state.pos_over, out.position = t.name, true
        say(api, "grapple", string.format("%s spends a bump on positional advantage over %s", a.name, t.name), { who = a.name })
      end
    end
    return out
  end, "seed 000 \"Unarmed Combat\" Throw/Trip")

  api.define("grapple.takedown", function(ctx)
    local a, t = ctx.attacker, ctx.target
    R["grapple.fall"](t, "taken down by " .. a.name)
    R["grapple.fall"](a, "goes down on top of " .. t.name)
    -- "Only one combatant can have positional advantage": his over a is gone
    a.state.pos_over, t.state.pos_over = t.name, nil
    return { takedown = true, position = true }
  end, "seed 000 \"Unarmed Combat\" Takedown: both down, the attacker keeps positional advantage")
end

-- define_grapple_disarm(api): grapple.disarm, unarmed.effect.
local function define_grapple_disarm(api)
  local R = api.rules
  -- in_hand is the weapon the target would lose: their melee weapon, else a drawn gun.
  local function in_hand(t)
    local w = R["melee.weapon"](t)
    if w then return w end
    for _, x in ipairs(t.weapons) do
      if x.drawn and x.kind ~= "unarmed" and not x.dropped then return x end
    end
    return nil
  end

  api.define("grapple.disarm", function(ctx, r)
    local a, t = ctx.attacker, ctx.target
    local w = in_hand(t)
    if not w then return { disarmed = false } end
    w.dropped, w.drawn = true, false
    R["combatant.let_go"](t, w)
    local out = { disarmed = true, weapon = w.name }
    -- wrested only into a free hand (rules/limbs.lua: a hand holds one weapon)
    if (r.bumps or 0) > 0 and R["limbs.room"](a, w) then
      local mine = {}
      for k, v in pairs(w) do mine[k] = v end
      mine.dropped, mine.drawn, mine.index = false, false, #a.weapons + 1
      a.weapons[mine.index] = mine
      R["limbs.take"](a, mine)
      mine.drawn = true
      w.taken, out.taken = a.name, true
    end
    say(api, "grapple", string.format("%s %s %s's %s", a.name, out.taken and "wrests away" or "knocks loose", t.name, w.name),
      { who = a.name, target = t.name, weapon = w.name, taken = out.taken })
    return out
  end, "seed 000 \"Unarmed Combat\" Disarm")

  -- unarmed.effect(ctx, r) applies a maneuver that deals no damage
  -- (grapple.<maneuver>), or nil when there is no such rule.
  api.define("unarmed.effect", function(ctx, r)
    local key = ctx.weapon and ctx.weapon.maneuver
    local name = key and ("grapple." .. key)
    if not (name and api.has(name)) then return nil end
    return R[name](ctx, r)
  end, "what a maneuver that deals no damage does (seed 000 \"Unarmed Combat\")")
end

function M.setup(api)
  define_grapple_numbers(api)
  define_grapple_shove(api)
  define_grapple_disarm(api)
end

return M
