-- rules/limbs.lua — lost limbs: an arm or a leg at its fifth wound.
--
-- seed 000 "Hit Location and Damage": "Anytime a location takes a 5th wound
-- it is disabled. For a limb, such as arm or leg, the location is either
-- severed or otherwise rendered useless. In most cases this is permanent."
-- "Applying Wounds and Concussion": "Critical wounds in an appendage such as
-- an arm or leg means the limb is severed/destroyed. It will never be
-- functional again"; "Wound Modifiers": "damage to arms and legs make holding
-- things and movement of any type nearly unbearable" (the wound penalty,
-- rules/wounds.lua). "Two handed ranged weapons": "you need two hands to
-- operate a rifle, but it can be done with one. Apply a penalty of 2".
-- "Movement Actions": "normal movement (walk, run, crawl, etc)". The seeds
-- say no more of what a lost limb cannot do; fan fire's off hand is
-- rules/fanfire.lua's (fanfire.hand).
--
-- Decided here ("useless" made into rules a table can change):
-- * A lost arm's hand holds nothing and does nothing: what it held is dropped
--   when the arm is lost (at the combatant's feet, as a fast draw calamity
--   drops a gun), and it cannot draw, aim, fire, fan, reload or strike. A
--   ranged weapon held in both hands stays in the other hand (fired
--   one-handed, −2: "Two handed ranged weapons"); anything else held in both
--   is dropped.
-- * A drawn weapon no hand names (a scenario's in_hand, or limbs.take) is in
--   a hand no weapon is named in, the dominant first: the first such weapon
--   in the dominant hand when it is free, the next in the off hand (as a gun
--   drawn after one held in the right hand is in the left). With one arm
--   left, that hand keeps one weapon (the first), and the rest are dropped.
-- * With one arm, a combatant holds one weapon at most, in that hand: drawing
--   or picking one up needs the hand empty, and the weapon is recorded in it
--   (limbs.take), so one drawn with the off hand is fired at the off hand's
--   −3 (seed 000 "Two Weapons"). A two-handed weapon that is not a ranged one
--   (a lariat) needs both arms.
-- * Reloading and clearing a malfunction need both arms: one holds the
--   weapon, the other works it (limbs.can_work).
-- * Bare hands need an arm; a kick (the kick attribute) needs both legs, one
--   to stand on.
-- * One leg lost: at most half the Speed a round (limbs.table.one_leg),
--   however one moves: no running, no going farther by forgoing defense, no
--   longer continuous move. Both legs lost: the combatant goes down (on the
--   ground, as in "Unarmed Combat") and cannot stand up; they crawl a quarter
--   of the Speed (limbs.table.no_legs, the crawl of one on the ground). A
--   rider or one riding a vehicle stays where they are: it carries them.
-- * A continuous move under way ends when a leg is lost; covering fire and a
--   held aim end when the weapon they use is dropped.
local M = {
  name = "core.limbs",
  version = "1.0.0",
  summary = "Lost limbs: a lost arm holds and does nothing; one lost leg halves movement, two leave a crawl",
  source = "seed 000 \"Hit Location and Damage\", \"Applying Wounds and Concussion\", \"Two handed ranged weapons\", "
    .. "\"Movement Actions\"",
}

local say = require("lib.say").say
local OTHER = { right = "left", left = "right" }
local ARM = { right = "right arm", left = "left arm" }

-- held(w): w is in a hand (drawn, not dropped, not bare hands).
local function held(w) return w.drawn and not w.dropped and w.kind ~= "unarmed" end

-- define_limbs_table(api): limbs.table, limbs.arm, limbs.legs, limbs.move_limit.
local function define_limbs_table(api)
  local R = api.rules
  api.define("limbs.table", { one_leg = 0.5, no_legs = 0.25 },
    "Speed a round left with one leg lost (½) and with both (¼, a crawl) (decided here)")

  -- limbs.arm(c, hand) → whether c's "right" or "left" arm works (is not lost).
  api.define("limbs.arm", function(c, hand)
    local b = c.body
    return not (b and b:lost(ARM[hand]))
  end, "does an arm work (seed 000 \"Hit Location and Damage\": a limb at its 5th wound is useless)")

  -- limbs.legs(c) → how many of c's legs are lost: 0, 1 or 2.
  api.define("limbs.legs", function(c)
    local b = c.body
    if not b or b:level() < 5 then return 0 end
    return (b:lost("right leg") and 1 or 0) + (b:lost("left leg") and 1 or 0)
  end, "the legs a combatant has lost")

  -- limbs.move_limit(c, paces) → paces, or less when a leg is lost: half
  -- the Speed with one, a quarter with none (limbs.table).
  api.define("limbs.move_limit", function(c, paces)
    local n = R["limbs.legs"](c)
    if n == 0 then return paces end
    local t = R["limbs.table"]
    return math.min(paces, math.floor((c.speed or 0) * (n >= 2 and t.no_legs or t.one_leg)))
  end, "movement with a leg lost: ½ Speed a round, both lost ¼ (decided here)")
end

-- hand(R, c, w) → where w is held: "right", "left", "both", or nil (not in
-- hand). Drawn weapons no hand names fill the hands no weapon is named in,
-- in the order c carries them, the dominant hand first (a third is in the
-- dominant hand too).
local function hand(R, c, w)
  local h = R["combatant.hand_of"](c, w)
  if h or not held(w) then return h end
  local named = c.state and c.state.hands or {}
  local dom = c.hand or "right"
  local open = {}
  if not named[dom] then open[#open + 1] = dom end
  if not named[OTHER[dom]] then open[#open + 1] = OTHER[dom] end
  local n = 0
  for _, x in ipairs(c.weapons or {}) do
    if held(x) and not R["combatant.hand_of"](c, x) then
      n = n + 1
      if x == w then break end
    end
  end
  return open[n] or dom
end

-- holding(R, c, side, w) → the weapon other than w that hand side holds, or nil.
local function holding(R, c, side, w)
  for _, x in ipairs(c.weapons or {}) do
    if x ~= w and held(x) then
      local h = hand(R, c, x)
      if h == side or h == "both" then return x end
    end
  end
  return nil
end

-- free(R, c, w) → a working hand holding nothing but w (the dominant first), or nil and why not.
local function free(R, c, w)
  local dom = c.hand or "right"
  local why
  for _, side in ipairs({ dom, OTHER[dom] }) do
    if R["limbs.arm"](c, side) then
      local x = holding(R, c, side, w)
      if not x then return side end
      why = why or string.format("the %s hand holds the %s", side, x.name)
    end
  end
  return nil, why or "both arms are lost"
end

-- use(R, c, w) → limbs.can_use's answer for one with a part at five wounds.
local function use(R, c, w)
  local right, left = R["limbs.arm"](c, "right"), R["limbs.arm"](c, "left")
  if w.kind == "unarmed" then
    if w.attributes and w.attributes.kick then
      if R["limbs.legs"](c) > 0 then return false, "a kick needs both legs" end
      return true
    end
    if right or left then return true end
    return false, "both arms are lost"
  end
  if (w.hands or 1) == 2 and w.kind ~= "ranged" and not (right and left) then
    return false, string.format("the %s needs both hands", w.name)
  end
  local h = held(w) and hand(R, c, w)
  if h == "both" then
    if right and left then return true end
    return false, string.format("the %s arm is lost", right and "left" or "right")
  end
  if h then
    if R["limbs.arm"](c, h) then return true end
    return false, string.format("the %s arm is lost", h)
  end
  local side, why = free(R, c, w)
  if side then return true end
  return false, why
end

-- define_limbs_hands(api): limbs.hand, limbs.can_use, limbs.can_work, limbs.take.
local function define_limbs_hands(api)
  local R = api.rules
  api.define("limbs.hand", function(c, w) return hand(R, c, w) end,
    "the hand a weapon is held in (drawn weapons no hand names: the hands free of named ones, the dominant first)")

  -- limbs.can_use(c, w) → true, or false and why: whether c can use weapon
  -- w (strike, fire, aim, fan with it; or, not in hand, draw or pick it up).
  api.define("limbs.can_use", function(c, w)
    local b = c.body
    if not b or b:level() < 5 then return true end -- no part has five wounds: nothing is lost
    return use(R, c, w)
  end, "can a combatant use a weapon with the arms they have (decided here: a lost arm's hand does nothing)")

  -- limbs.can_work(c) → true, or false and why: both arms work, as
  -- reloading, clearing a malfunction and a gun drawn in each hand need.
  api.define("limbs.can_work", function(c)
    for _, side in ipairs({ "right", "left" }) do
      if not R["limbs.arm"](c, side) then return false, string.format("the %s arm is lost", side) end
    end
    return true
  end, "do both arms work: to reload or clear a weapon, or draw one in each hand (decided here)")

  -- limbs.take(c, w): w comes into hand (a draw, a pick-up). With an arm
  -- lost it is recorded in the free working hand (c.state.hands), so an
  -- off hand's weapon is fired from the off hand; otherwise nothing changes.
  -- Returns the hand, or nil.
  api.define("limbs.take", function(c, w)
    local b = c.body
    if not b or b:level() < 5 or w.kind == "unarmed" then return nil end
    if R["limbs.arm"](c, "right") and R["limbs.arm"](c, "left") then return nil end
    local side = free(R, c, w)
    if not side then return nil end
    c.state.hands = c.state.hands or {}
    c.state.hands[side], w.hand = w, side
    return side
  end, "a weapon taken in hand by one with an arm lost goes in the working hand")
end

-- drop(api, c, w, why, fight) lets go of w (it lies at c's feet).
local function drop(api, c, w, why, fight)
  w.dropped, w.drawn = true, false
  if c.state.wielding == w then c.state.wielding = nil end
  if fight then say(api, "limb", string.format("%s drops the %s: %s", c.name, w.name, why), { who = c.name, weapon = w.name }) end
end

-- lose_arm(api, c, side, fight): what the hand held is dropped (see the header).
local function lose_arm(api, c, side, fight)
  local R, other = api.rules, OTHER[side]
  local works, kept, why = R["limbs.arm"](c, other), nil, string.format("the %s arm is lost", side)
  for _, w in ipairs(c.weapons or {}) do
    if held(w) then
      local h = R["limbs.hand"](c, w)
      local stays = h == other or (h == "both" and w.kind == "ranged")
      if stays and works and not kept then kept = w else
        if h == side or h == "both" or stays then drop(api, c, w, why, fight) end
      end
    end
  end
  c.state.hands = kept and { [other] = kept } or {}
  if kept then kept.hand = other end
  local cov, aim = c.state.covering, c.state.aim
  if cov and cov.weapon and cov.weapon.dropped then
    c.state.covering = nil
    if fight then say(api, "covering", string.format("%s's covering fire ends: %s", c.name, why), { who = c.name }) end
  end
  local aimed = aim and aim.weapon and c.weapons[aim.weapon]
  if aim and ((aimed and aimed.dropped) or (not aim.weapon and not kept)) then
    if fight then R["aim.clear"](c, why) else c.state.aim = nil end
  end
end

-- lose_leg(api, c, fight): a continuous move ends; both legs lost, down.
local function lose_leg(api, c, fight)
  local R, s = api.rules, c.state
  if s.continuous then
    s.continuous = nil
    if fight then say(api, "continuous", string.format("%s's continuous move ends: a leg is lost", c.name), { who = c.name }) end
  end
  if R["limbs.legs"](c) < 2 or s.prone or s.mounted or c.vehicle then return end
  if fight then R["grapple.fall"](c, "both legs are lost") else s.prone = true end
end

-- define_limbs_lose(api): limbs.lose, and the listener that calls it.
local function define_limbs_lose(api)
  local R = api.rules
  -- limbs.lose(c, part [, fight]): the part (a limb) is lost: its effects
  -- (see the header). fight nil: at the start (a scenario's wounds), unlogged.
  api.define("limbs.lose", function(c, part, fight)
    if part == "right arm" or part == "left arm" then return lose_arm(api, c, part:match("^%a+"), fight) end
    if part == "right leg" or part == "left leg" then return lose_leg(api, c, fight) end
  end, "what losing a limb does at once: a lost arm drops what its hand held; both legs lost, one goes down")

  api.on("wound.applied", function(fight, ev)
    if ev.disabled and not ev.died then R["limbs.lose"](ev.target, ev.part, fight) end
  end)
end

function M.setup(api)
  define_limbs_table(api)
  define_limbs_hands(api)
  define_limbs_lose(api)
end

return M
