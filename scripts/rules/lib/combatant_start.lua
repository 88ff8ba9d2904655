-- rules/lib/combatant_start.lua — the situation a scenario starts a combatant
-- in (rules/combatant.lua's combatant.new): weapons in hand, cover per
-- location, a held aim, wounds and CT already lost, stun, prone, immobilized,
-- a mount, and what needs the other combatants (an entanglement: see
-- rules/lib/scenario_setup.lua).
--
-- seed 000 "Two Weapons" (a weapon in each hand; the dominant hand), "Aim
-- and Snap Shots" ("A weapon may be aimed up to two consecutive actions"),
-- "Procedure" (an aim held round after round), "Applying Wounds and
-- Concussion" (a limb already lost: rules/limbs.lua), "Wound Modifier
-- Stun", "Unarmed Combat" ("Combatants may be either standing or on the
-- ground"), "Hit Location and Cover"; seed 001 "Mounted and Vehicular
-- Movement".
local M = {}

local function find(c, key)
  for _, w in ipairs(c.weapons) do
    if w.key == key or w.name == key then return w end
  end
  return nil
end

-- hands(c, in_hand) → {right = weapon, left = weapon}: the weapons a
-- scenario puts in hand, drawn; "both" puts one weapon in both hands.
function M.hands(c, in_hand)
  local h = {}
  for _, k in ipairs({ "right", "left", "both" }) do
    local key = in_hand and in_hand[k]
    if key then
      local w = find(c, key)
      if not w then
        error(string.format("combatant %q: in_hand.%s: %q is not one of their weapons", c.name, k, key), 4)
      end
      w.drawn, w.hand = true, k
      if k == "both" then h.right, h.left = w, w else h[k] = w end
    end
  end
  return h
end

-- place(api, c): the weapons c starts drawn that in_hand does not put in a
-- hand go in the hands it leaves free, in order, the dominant first
-- (limbs.take: a two-handed one in both). One no hand is free for is an
-- error (scenario.check names the field first).
function M.place(api, c)
  if not api.has("limbs.take") then return end
  local R = api.rules
  for _, w in ipairs(c.weapons) do
    if w.drawn and not w.dropped and w.kind ~= "unarmed" and not R["combatant.hand_of"](c, w)
      and not R["limbs.take"](c, w) then
      local _, why = R["limbs.room"](c, w)
      error(string.format("combatant %q: the %s starts drawn, but no hand is free to hold it (%s)", c.name, w.name,
        tostring(why)), 4)
    end
  end
end

local function cover_of(t)
  return { name = t.name, av = t.av or 0, locations = t.locations or {}, hides = t.hides == true }
end

-- covers(cover, list) → the first cover and, when a scenario names several,
-- the list of them all (rules/damage.lua's damage.cover reads the list while
-- the combatant still has the first: leaving cover leaves them all).
function M.covers(cover, list)
  local all = {}
  if cover then all[1] = cover_of(cover) end
  for _, t in ipairs(list or {}) do all[#all + 1] = cover_of(t) end
  if #all == 0 then return nil, nil end
  if #all == 1 then return all[1], nil end
  return all[1], all
end

-- drawn(c) says whether c has a weapon (not fists) ready.
function M.drawn(c)
  for _, w in ipairs(c.weapons) do
    if w.drawn and w.kind ~= "unarmed" then return true end
  end
  return false
end

local function wounds(api, c, spec)
  for _, part in ipairs(api.damage.parts()) do
    local n = spec.wounds and spec.wounds[part]
    if n and n > 0 then c.body:apply(part, n, 0) end
  end
  if spec.ct_lost and spec.ct_lost > 0 then c.body:lose_ct(spec.ct_lost) end
end

-- state(api, c, spec) sets the state the scenario starts c in.
function M.state(api, c, spec)
  local s = c.state
  s.stunned = spec.stunned == true
  s.prone = spec.prone == true
  s.immobilized = spec.immobilized == true
  if spec.aim then
    -- round 0: an aim taken before the fight, held from round 1 on
    s.aim = { target = spec.aim.target, actions = math.min(spec.aim.actions or 1, 2), held = spec.aim.held or 0, round = 0 }
  end
  wounds(api, c, spec)
  c.start_surprised = spec.surprised
  if spec.entangled then
    c.start_entangled = { by = spec.entangled.by, weapon = spec.entangled.weapon or "lariat" }
  end
  if spec.mount then
    local m = spec.mount
    c.mount = { name = m.name, speed = m.speed or 24, handling = m.handling or 2, gait = m.gait or "none",
      heading = m.heading or 0 }
    s.mounted, s.mount_moving = true, c.mount.gait
  end
  -- a limb the scenario's wounds disable is lost from the start (rules/limbs.lua)
  if c.body:level() >= 5 then
    for _, part in ipairs({ "right arm", "left arm", "right leg", "left leg" }) do
      if c.body:lost(part) then api.rules["limbs.lose"](c, part) end
    end
  end
end

return M
