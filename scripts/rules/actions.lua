-- rules/actions.lua — the weapon-handling actions round.lua's action.resolve
-- calls (rules["action." .. kind]): shoot, fan fire, melee, aim, draw, fast
-- draw, cock, reload, pick up, break free, clear a jam; recover, wait.
--
-- seed 000 "Combat Resolution": "I. Movement II. Declare Target III. Attack
-- Resolution"; "Aim and Snap Shots"; "Tactical Aiming"; "Fan Firing"; "Fast
-- Draw"; "Entanglement".
--
-- Decided here: reloading is a Normal action of 2 AP that loads
-- reload.rounds (2) rounds (a weapon's own `reload` wins). Clearing a
-- malfunction is a Normal action of 1 AP; picking up a dropped weapon a
-- Normal action of 1 AP. A shot at a target that fell before a fan fire
-- shot is resolved goes wide (the round is spent, the card discarded). Melee
-- reaches 1 pace (2 with a long weapon: attack.reach). A weapon is used,
-- drawn or picked up only with an arm to do it (seed 000 "Hit Location and
-- Damage": a lost limb is "rendered useless"; rules/limbs.lua), reloaded or
-- cleared only with both, and fanned only with an off hand free to fan
-- (seed 000 "Fan Firing"; rules/fanfire.lua's fanfire.hand). A draw, fast
-- draw or pick-up with no hand free lets go of what a hand holds first, at
-- no cost (limbs.free_hand: rules/letgo.lua).
local M = {
  name = "core.actions",
  version = "1.0.0",
  summary = "The weapon-handling actions: shoot, fan, melee, aim, draw, fast draw, cock, reload, pick up, clear",
  source = "seed 000 \"Combat Resolution\", \"Aim and Snap Shots\", \"Tactical Aiming\", \"Fan Firing\", "
    .. "\"Fast Draw\", \"Entanglement\", \"Hit Location and Damage\"",
}

local need = require("rules.lib.need").need

local function target_of(api, fight, c, a)
  local R = api.rules
  local t = a.target and fight.by_name[a.target]
  if t == nil or not R["combatant.active"](t) then
    api.log("action", { text = string.format("%s: %s is no longer a target", c.name, tostring(a.target)),
      who = c.name })
    return nil
  end
  return t
end

-- able(api, c, w, what, check) says whether c may `what` the weapon w
-- ("use", "reload", "clear") and logs why not. check is the rule of
-- rules/limbs.lua that answers (true, or false and why) for check(c, w):
-- limbs.can_use, whether c's arms (and legs, for a kick) let them use w (a
-- lost arm's hand does nothing); limbs.can_work, whether c has both arms
-- to reload or clear it.
local function able(api, c, w, what, check)
  local ok, why = check(c, w)
  if not ok then
    api.log("action", { text = string.format("%s cannot %s the %s: %s", c.name, what, w.name, why), who = c.name })
  end
  return ok
end

-- take(api, c, w, what) says whether c has a hand to take w in (to "draw" or
-- "pick up" it), letting go of what a hand holds when only that stands in
-- the way (limbs.free_hand: rules/letgo.lua), and logs why not.
local function take(api, c, w, what)
  local R = api.rules
  local ok, why = R["limbs.can_use"](c, w)
  if ok then return true end
  local freed, no = R["limbs.free_hand"](c, w, what)
  if freed then return true end
  if no ~= why then why = string.format("%s (%s)", why, no) end
  api.log("action", { text = string.format("%s cannot %s the %s: %s", c.name, what, w.name, why), who = c.name })
  return false
end

-- usable(api, c, w) says whether c can attack with w now: not held fast,
-- not dodging, w drawn and not jammed, and limbs to use it
-- (limbs.can_use); it logs why not.
local function usable(api, c, w)
  -- seed 000 "Unarmed Combat": held fast, one can only try to break free
  if c.state.immobilized then
    api.log("action", { text = string.format("%s is held fast", c.name), who = c.name })
    return false
  end
  -- seed 000 "Dodge": "The Dodge attribute prevents the character from making any attacks"
  if c.state.dodging then
    api.log("action", { text = string.format("%s is dodging: no attack", c.name), who = c.name })
    return false
  end
  if w.jammed then
    api.log("action", { text = string.format("%s: the %s is jammed", c.name, w.name), who = c.name })
    return false
  end
  if not w.drawn then
    api.log("action", { text = string.format("%s: the %s is not drawn", c.name, w.name), who = c.name })
    return false
  end
  return able(api, c, w, "use", api.rules["limbs.can_use"])
end

-- weapon(api, c, a, what) is the weapon the action a names (rule
-- action.weapon), or nil when it names none, which it logs as c trying to
-- `what` with no weapon ("Hank: shoot with no weapon").
local function weapon(api, c, a, what)
  local R = api.rules
  local w = R["action.weapon"](c, a)
  if w == nil then
    api.log("action", { text = string.format("%s: %s with no weapon", c.name, what), who = c.name })
  end
  return w
end

-- define_action_shoot(api): action.shoot.
local function define_action_shoot(api)
  local R = api.rules
  -- action.shoot: a = {target, weapon, called?, fan = {names…}?, move =
  -- {…}? (Move and Fire: rules/move_fire.lua)}.
  api.define("action.shoot", function(fight, c, a)
    if a.fan then return R["action.fan"](fight, c, a) end
    local w = weapon(api, c, a, "shoot")
    local t = target_of(api, fight, c, a)
    if not (w and t and usable(api, c, w)) then return { done = false } end
    R["move_fire.before"](fight, c, a)
    if not R["combatant.active"](c) or not R["combatant.active"](t) then return { done = false } end
    w.cocked = true
    -- an aimed shot under fire: the Bravery check first (rules/aim_flow.lua)
    if R["aim.shot_check"] then R["aim.shot_check"](fight, c, t, w) end
    local extra = R["move_fire.planned"](fight, c, a)
    if extra then extra.called = a.called elseif a.called ~= nil then extra = { called = a.called } end
    local out = R["attack.ranged"](R["attack.context"](fight, c, t, w, extra))
    R["move_fire.after"](fight, c, a, out)
    return out
  end, "shoot (or throw) at a target, moving before or after (seed 000 \"Move and Fire\")")

end

-- define_action_fan(api): action.fan.
local function define_action_fan(api)
  local R = api.rules
  -- action.fan: fan fire a single action revolver: a.fan lists each shot's
  -- target name in order (fanfire.plan, fanfire.draw; seed 000 "Fan Firing").
  -- Each shot is declared with its own target's attack.context: its range, cover,
  -- line of fire (seed 000 "Unintended Targets"); fanfire.plan adds the fan's fields.
  api.define("action.fan", function(fight, c, a)
    local w = weapon(api, c, a, "fan fire")
    if not (w and usable(api, c, w)) then return { done = false } end
    local can, why = R["fanfire.allowed"](w, c)
    if not can then
      api.log("action", { text = string.format("%s cannot fan the %s: %s", c.name, w.name, why), who = c.name })
      return { done = false }
    end
    local n, shots = math.min(#a.fan, w.loaded), {}
    if n <= 0 then return { done = false } end
    for i = 1, n do
      local t = fight.by_name[a.fan[i]]
      if t == nil then error(string.format("action.fan: %s: no combatant %q", c.name, tostring(a.fan[i])), 2) end
      local j = 1 -- one context per target, shared by the shots at it (fanfire.plan copies it)
      while j < i and shots[j].target ~= t do j = j + 1 end
      shots[i] = j < i and shots[j] or R["attack.context"](fight, c, t, w)
    end
    local plan = need(api, "fanfire.plan", "action.fan")(c, w, shots)
    R["fanfire.draw"](plan)
    local out = {}
    for i, e in ipairs(plan) do
      if w.jammed then
        -- decided here: a revolver that failed fires no more of the series
        -- (seed 000 "Equipment Failure": "the equipment fails"; the cards
        -- drawn for the rest are not read)
        api.log("attack", { text = string.format("%s's fan fire stops after shot %d: the %s is jammed", c.name,
          i - 1, w.name), attacker = c.name, weapon = w.name })
        break
      end
      if R["combatant.active"](e.target) then
        e.ctx.card = e.card
        e.ctx.fight = fight
        out[i] = R["attack.ranged"](e.ctx)
      else
        w.loaded = w.loaded - 1
        api.log("attack", { text = string.format("%s's fan shot %d goes wide: %s is already down", c.name, i,
          e.target.name), attacker = c.name, target = e.target.name, card = e.card.number })
      end
    end
    return { shots = out }
  end, "fan fire (seed 000 \"Fan Firing\")")
end

-- define_action_melee(api): action.melee, action.aim.
local function define_action_melee(api)
  local R = api.rules
  -- action.melee: a = {target, weapon (0 = fists), attack_type?, maneuver?
  -- (rules/grapple.lua; "block" readies a block), spend? (skill levels spent
  -- on advantage: ctx.attacker_spend), trip? (an entangling weapon trips),
  -- go_down? (a throw takes the thrower down too)}.
  api.define("action.melee", function(fight, c, a)
    if a.maneuver == "block" then return R["action.block"](fight, c, a) end
    local w = weapon(api, c, a, "melee")
    local t = target_of(api, fight, c, a)
    if not (w and t and usable(api, c, w)) then return { done = false } end
    R["move_fire.before"](fight, c, a) -- a charge: "move before … making an attack roll"
    local reach = R["attack.reach"][w.length or "short"] or 1
    local d = R["combatant.distance"](c, t)
    if d > reach then
      api.log("action", { text = string.format("%s: %s is out of reach (%d paces)", c.name, t.name, d), who = c.name })
      return { done = false }
    end
    local ctx = R["attack.context"](fight, c, t, w, { melee = true, attack_type = a.attack_type,
      maneuver = a.maneuver, attacker_spend = a.spend, trip = a.trip, go_down = a.go_down })
    return R["attack.melee"](ctx)
  end, "a melee or hand to hand attack")

  -- action.aim: a = {target, weapon, both? (the other hand's weapon, aimed
  -- together: rules/two_guns.lua)}: keep aim under fire (aim.resolve),
  -- then add one aim action (aim.add).
  api.define("action.aim", function(fight, c, a)
    local w = weapon(api, c, a, "aim")
    local t = target_of(api, fight, c, a)
    if not (w and t and usable(api, c, w)) then return { done = false } end
    local kept = true
    if R["aim.resolve"] then
      kept = R["aim.resolve"]({ character = c, attacker = c, target = t, weapon = w,
        shots = c.state.since_shots, hits = c.state.since_hits,
        melee = c.state.since_melee, melee_hits = c.state.since_melee_hits })
    end
    if not kept then return { done = true, aimed = false } end
    local st = R["aim.add"] and R["aim.add"](c, t, a.weapon) or nil
    if st then
      st.round = fight.round
      -- both weapons pointed together at one target (seed 000 "Two Weapons"; rules/two_guns.lua)
      st.both = a.both and R["twoweapon.can_aim"](t, t) and a.both or nil
    end
    if api.logging() then api.log("aim", { text = string.format("%s aims the %s at %s (%d aim action(s))", c.name,
      w.name, t.name, st and st.actions or 1), who = c.name, target = t.name }) end
    return { done = true, aimed = true }
  end, "an aim action (seed 000 \"Tactical Aiming\")")
end

-- define_action_fast_draw(api): action.fast_draw.
local function define_action_fast_draw(api)
  local R = api.rules
  -- action.fast_draw: fastdraw.resolve(c, weapon, opts) (core.fastdraw)
  -- decides the outcome, opts.off_hand when the hand it goes into (limbs.room)
  -- is the off hand; the flow reads: drawn (into that hand: limbs.take), speed
  -- ("F" Free, "S" the turn ends for the round), cocked, snap_bonus, hesitate /
  -- calamity (the turn for the round is spent too).
  api.define("action.fast_draw", function(fight, c, a)
    local w = weapon(api, c, a, "fast draw")
    if not (w and (w.drawn or take(api, c, w, "draw"))) then return { done = false } end
    local was = w.drawn
    local side = not was and R["limbs.room"](c, w) or nil
    local opts = (side == "right" or side == "left") and side ~= (c.hand or "right") and { off_hand = true } or nil
    local res = need(api, "fastdraw.resolve", "action.fast_draw")(c, w, opts)
    res = type(res) == "table" and res or {}
    local out = { done = true, result = res }
    if res.drawn or w.drawn then
      if not was then R["limbs.take"](c, w) end
      w.drawn = true
      if res.cocked then w.cocked = true end
      if res.snap_bonus and res.snap_bonus > 0 then w.snap_bonus = res.snap_bonus end -- this gun's relief
    end
    if res.speed == "S" or res.outcome == "draw_s" or not (res.drawn or w.drawn) then
      c.state.done = true -- Draw S "(turn ends)"; Hesitate, Calamity: "their turn is spent" (rules/fastdraw.lua)
      out.turn_over = true
    end
    return out
  end, "a fast draw (seed 000 \"Fast Draw\")")
end

-- define_action_draw(api): action.draw, action.cock, action.reload (action.fast_draw: define_action_fast_draw).
local function define_action_draw(api)
  local R = api.rules
  -- action.draw: ready a holstered or slung weapon without the fast draw skill.
  api.define("action.draw", function(fight, c, a)
    local w = weapon(api, c, a, "draw")
    if not (w and (w.drawn or take(api, c, w, "draw"))) then return { done = false } end
    if not w.drawn then R["limbs.take"](c, w) end
    w.drawn = true
    if api.logging() then
      api.log("draw", { text = string.format("%s draws the %s", c.name, w.name), who = c.name, weapon = w.name })
    end
    return { done = true }
  end, "ready a weapon")

  -- action.cock: cock a weapon (the AP is action.ap.cock).
  api.define("action.cock", function(fight, c, a)
    local w = weapon(api, c, a, "cock")
    if not w then return { done = false } end
    w.cocked = true
    return { done = true }
  end, "cock a weapon")

  -- action.reload: load reload.rounds (or the weapon's `reload`) rounds.
  api.define("action.reload", function(fight, c, a)
    local w = weapon(api, c, a, "reload")
    if not (w and able(api, c, w, "reload", R["limbs.can_work"])) then return { done = false } end
    local per = w.reload or R["reload.rounds"].default
    local n = math.max(0, math.min(per, (w.shots or 0) - (w.loaded or 0)))
    w.loaded = (w.loaded or 0) + n
    if api.logging() then
      api.log("reload", { text = string.format("%s loads %d round(s) into the %s (%d/%d)", c.name, n, w.name,
        w.loaded, w.shots or 0), who = c.name, weapon = w.name, loaded = w.loaded })
    end
    return { done = true, loaded = n }
  end, "reload a weapon")
end

-- define_action_pickup(api): action.pickup, action.break_free, action.recover, ….
local function define_action_pickup(api)
  local R = api.rules
  -- action.pickup: pick up a dropped weapon (a fast draw calamity); it is
  -- in hand afterwards.
  api.define("action.pickup", function(fight, c, a)
    local w = weapon(api, c, a, "pick up")
    if not w or w.taken or not take(api, c, w, "pick up") then return { done = false } end
    R["limbs.take"](c, w)
    w.dropped, w.drawn = false, true
    api.log("action", { text = string.format("%s picks up the %s", c.name, w.name), who = c.name })
    return { done = true }
  end, "pick up a dropped weapon")

  -- action.break_free: an entangled combatant tries to break free (seed 000
  -- "Entanglement": Strength against the weapon's TN, or wriggle out with an
  -- opposed Dexterity check). Decided here: it is a Normal action of 1 AP.
  api.define("action.break_free", function(fight, c, a)
    local out
    if c.state.entangled then
      out = R["entangle.break_free"](fight, c)
    elseif c.state.immobilized and R["grapple.break_hold"] then
      out = R["grapple.break_hold"](fight, c)
    end
    return { done = out ~= nil, free = out and out.free or false }
  end, "try to break an entanglement")

  -- action.recover: the Recover action (Slow): stun.recover.
  api.define("action.recover", function(fight, c, a)
    if not c.state.stunned then return { done = true } end
    local out = R["stun.recover"](fight, c)
    return { done = true, recovered = out and out.recovered }
  end, "recover from stun (seed 000 \"Wound Modifier Stun\")")

  -- action.wait: nothing.
  api.define("action.wait", function(fight, c, a) return { done = true } end, "do nothing")
  -- action.clear: clear a malfunction.
  api.define("action.clear", function(fight, c, a)
    local w = weapon(api, c, a, "clear")
    if not (w and able(api, c, w, "clear", R["limbs.can_work"])) then return { done = false } end
    w.jammed, w.failed = false, false
    if api.logging() then
      api.log("action", { text = string.format("%s clears the %s", c.name, w.name), who = c.name })
    end
    return { done = true }
  end, "clear a malfunction")
end

function M.setup(api)
  define_action_shoot(api)
  define_action_fan(api)
  define_action_melee(api)
  define_action_draw(api)
  define_action_fast_draw(api)
  define_action_pickup(api)
end

return M
