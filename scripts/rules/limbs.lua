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
-- * A drawn weapon is in a hand, recorded in c.state.hands: a scenario's
--   in_hand; the weapons a scenario starts drawn that in_hand leaves out, in
--   the hands it leaves free, in order (rules/lib/combatant_start.lua); one
--   drawn, fast drawn or picked up in the fight, in the hand that takes it
--   (limbs.take, limbs.room): a one-handed weapon in the dominant hand when
--   it is free, else the off hand, so a second gun drawn beside one in the
--   dominant hand is fired from the off hand at its −3 (seed 000 "Two
--   Weapons": "Any action taken with an off hand"); a two-handed weapon in
--   both. A drawn weapon no hand names (a combatant built by hand) is read as
--   in a hand no weapon is named in, the dominant first.
-- * A hand holds one weapon, and a weapon held in both leaves no hand for
--   another: drawing or picking up a weapon needs a working hand holding
--   nothing (a two-handed one both, when both arms work), with two arms as
--   with one. A thrown weapon with nothing left to throw leaves its hand.
-- * A hand is freed by letting go of what it holds, as part of the draw,
--   fast draw or pick-up that wants it (rules/letgo.lua: free, and why).
--   limbs.make_room says what goes: the fewest held weapons that leave room,
--   an empty or jammed one (limbs.spent) before a loaded one, the dominant
--   hand's before the off hand's.
-- * With one arm left, the weapons the scenario puts in the lost arm's hand
--   are dropped (the first drawn is in the dominant hand, the next in the
--   off hand, as above).
-- * With one arm, a combatant holds one weapon at most, in that hand, so one
--   drawn with the off hand is fired at the off hand's −3. A two-handed
--   weapon that is not a ranged one (a lariat) needs both arms.
-- * Reloading and clearing a malfunction need both arms: one holds the
--   weapon, the other works it (limbs.can_work).
-- * Bare hands need an arm; a kick (the kick attribute) needs both legs, one
--   to stand on. A hold or choke is kept with one arm and let go when the
--   last is lost (rules/grapple.lua).
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

-- holding(R, c, side, w [, gone]) → the weapon other than w (and not in the
-- set gone: let go of) that hand side holds, or nil.
local function holding(R, c, side, w, gone)
  for _, x in ipairs(c.weapons or {}) do
    if x ~= w and held(x) and not (gone and gone[x]) then
      local h = hand(R, c, x)
      if h == side or h == "both" then return x end
    end
  end
  return nil
end

-- free(R, c, w [, whole [, gone]]) → a working hand holding nothing but w
-- (the dominant first), or nil and why not; whole: both arms work (not
-- asked); gone: the weapons let go of.
local function free(R, c, w, whole, gone)
  local dom = c.hand or "right"
  local full = {} -- what the working hands hold, for why not
  for _, side in ipairs({ dom, OTHER[dom] }) do
    if whole or R["limbs.arm"](c, side) then
      local x = holding(R, c, side, w, gone)
      if not x then return side end
      full[#full + 1] = { side = side, weapon = x }
    end
  end
  if #full == 0 then return nil, "both arms are lost" end
  local a, b = full[1], full[2]
  if not b then return nil, string.format("the %s hand holds the %s", a.side, a.weapon.name) end
  if a.weapon == b.weapon then return nil, string.format("both hands hold the %s", a.weapon.name) end
  return nil, string.format("the %s hand holds the %s and the %s hand the %s", a.side, a.weapon.name, b.side, b.weapon.name)
end

-- room(R, c, w [, whole [, gone]]) → the hand w goes into when taken —
-- "both" for a two-handed weapon when both arms work, else a free working
-- hand, the dominant first — or nil and why not.
local function room(R, c, w, whole, gone)
  local side, why = free(R, c, w, whole, gone)
  if not side or (w.hands or 1) ~= 2 then return side, why end
  local other = OTHER[side]
  if not (whole or R["limbs.arm"](c, other)) then return side end -- one arm: held in one hand
  local x = holding(R, c, other, w, gone)
  if x then return nil, string.format("the %s needs both hands, and the %s hand holds the %s", w.name, other, x.name) end
  return "both"
end

-- use(R, c, w [, gone]) → limbs.can_use's answer for one with a part at five wounds.
local function use(R, c, w, gone)
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
  local side, why = room(R, c, w, nil, gone)
  if side then return true end
  return false, why
end

-- fits(R, c, w [, gone]) → limbs.can_use's answer, the weapons in the set
-- gone let go of first.
local function fits(R, c, w, gone)
  local b = c.body
  if not b or b:level() < 5 then -- no part has five wounds: nothing is lost
    if w.kind == "unarmed" or held(w) then return true end
    local side, why = room(R, c, w, true, gone)
    return side ~= nil, why
  end
  return use(R, c, w, gone)
end

-- spent(w): an empty or jammed gun, of no use until cleared or reloaded.
local function spent(w)
  return w.jammed or (w.kind == "ranged" and (w.shots or 0) > 0 and (w.loaded or 0) == 0)
end

-- make_room(R, c, w) → limbs.make_room's answer (see there).
local function make_room(R, c, w)
  local ok, why = fits(R, c, w)
  if ok then return {} end
  local dom, list = c.hand or "right", {}
  for _, side in ipairs({ dom, OTHER[dom] }) do
    local x = R["limbs.arm"](c, side) and holding(R, c, side, w)
    if x and x ~= list[1] then list[#list + 1] = x end
  end
  if list[2] and spent(list[2]) and not spent(list[1]) then list[1], list[2] = list[2], list[1] end
  local gone, out = {}, {}
  for i = 1, #list do
    gone[list[i]], out[i] = true, list[i]
    if fits(R, c, w, gone) then return out end
  end
  return nil, why
end

-- define_limbs_hands(api): limbs.hand, limbs.can_use, limbs.can_work, limbs.take.
local function define_limbs_hands(api)
  local R = api.rules
  api.define("limbs.hand", function(c, w) return hand(R, c, w) end,
    "the hand a weapon is held in (drawn weapons no hand names: the hands free of named ones, the dominant first)")

  -- limbs.room(c, w) → the hand weapon w goes into when c takes it ("right",
  -- "left" or "both"), or nil and why not (see the header).
  api.define("limbs.room", function(c, w)
    local b = c.body
    return room(R, c, w, not b or b:level() < 5)
  end, "the hand a weapon drawn or picked up goes into: the dominant when free, else the off hand; both for a "
    .. "two-handed one (decided here)")

  -- limbs.can_use(c, w) → true, or false and why: whether c can use weapon
  -- w (strike, fire, aim, fan with it; or, not in hand, draw or pick it up:
  -- a hand to take it, limbs.room).
  api.define("limbs.can_use", function(c, w) return fits(R, c, w) end,
    "can a combatant use a weapon with the arms and hands they have (decided here: a lost arm's hand does "
      .. "nothing; a weapon is taken into a free hand)")

  -- limbs.can_work(c) → true, or false and why: both arms work, as
  -- reloading, clearing a malfunction and a gun drawn in each hand need.
  api.define("limbs.can_work", function(c)
    for _, side in ipairs({ "right", "left" }) do
      if not R["limbs.arm"](c, side) then return false, string.format("the %s arm is lost", side) end
    end
    return true
  end, "do both arms work: to reload or clear a weapon, or draw one in each hand (decided here)")

  -- limbs.take(c, w): w comes into hand (a draw, a fast draw, a pick-up):
  -- it is recorded in the hand limbs.room gives (c.state.hands, w.hand), and
  -- a thrown weapon spent in that hand leaves it. Returns the hand, or nil
  -- when no hand is free (nothing changes).
  api.define("limbs.take", function(c, w)
    if w.kind == "unarmed" then return nil end
    local side = R["limbs.room"](c, w)
    if not side then return nil end
    local h = c.state.hands or {}
    c.state.hands = h
    for _, k in ipairs(side == "both" and { "right", "left" } or { side }) do
      local x = h[k] -- free, so what it names is no longer held (a thrown weapon spent)
      if x and x ~= w then R["combatant.let_go"](c, x) end
      h[k] = w
    end
    w.hand = side
    return side
  end, "a weapon taken in hand goes in the hand limbs.room gives: the dominant when free, else the off hand")
end

-- define_limbs_room(api): limbs.spent, limbs.make_room (letting go: rules/letgo.lua).
local function define_limbs_room(api)
  local R = api.rules
  -- limbs.spent(w): w is an empty or jammed gun (no round loaded, or a
  -- malfunction to clear): the weapon let go of first (limbs.make_room).
  api.define("limbs.spent", spent, "an empty or jammed gun: of no use until reloaded or cleared")

  -- limbs.make_room(c, w) → the weapons c's hands hold that c lets go of to
  -- take w (draw or pick it up): none when a hand is free; else the fewest
  -- that leave room — an empty or jammed one (limbs.spent) first, then the
  -- dominant hand's — or nil and limbs.can_use's why when letting go of
  -- what the working hands hold would not do (a lost arm, a lariat with one).
  api.define("limbs.make_room", function(c, w) return make_room(R, c, w) end,
    "what is let go of to free a hand for a weapon: the fewest, an empty or jammed one first, then the dominant "
      .. "hand's (decided here)")
end

-- drop(api, c, w, why, fight) lets go of w (it lies at c's feet).
local function drop(api, c, w, why, fight)
  w.dropped, w.drawn = true, false
  api.rules["combatant.let_go"](c, w)
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
  -- a hold needs an arm (rules/grapple.lua): with none left it is let go
  if c.state.holding and not works and fight then R["grapple.release"](fight, c, "both arms are lost") end
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
  define_limbs_room(api)
  define_limbs_lose(api)
end

return M
