-- rules/initiative.lua — who acts when: Reflex counts, action speeds (Free,
-- Fast, Normal, Slow) and AP costs.
--
-- seed 000 "Action Time": "Each round is divided into four phases (I-IV).
-- After each phase is a continuous action phase ... Each phase is divided into
-- five counts, one for each Reflex die type (d12, d10, d8, d6 and d4). A
-- character action round takes 5 counts."
-- seed 001 "Continuous Actions": "Normal actions last one phase, starting
-- when they resolve (based on the initiative rules)."
-- seed 001 "Mounted and Vehicular Movement": "characters are limited to a
-- single Free action during a turn"; "Peacemaker, which is 1 AP to shoot";
-- "drawing, firing and maneuvering all cost at least 1 AP".
-- seed 000 "Fast Draw": "Draw S: ... as a Slow action (turn ends)"; "Draw F:
-- ... as a Free action".
-- seed 000 "Wound Modifier Stun": "Recover, a Slow action".
--
-- THE MODEL (decided here; the seeds' "Initiative And Action Speeds" page is
-- not among them). One coherent reading of phases, counts, speeds and AP:
-- * Count: a combatant acts at the count of their Reflex die (d12 → count
--   12 first, d4 → count 4 last), in every phase I–IV. A combatant has one
--   turn per phase ("a character action round takes 5 counts": one turn spans
--   the phase's five counts).
-- * Speed decides how many phases an action occupies (data action.speeds):
--   Free 0 (resolves at once and the turn goes on: one Free action per round),
--   Fast 1 (starts and resolves at the combatant's count in this phase),
--   Normal 2 (starts now, resolves at the combatant's count in the next
--   phase), Slow 4 (resolves at the combatant's count three phases later — a
--   full round, so a stunned character gets one Recover a round). An action
--   that runs past phase IV finishes in the next round.
-- * AP: a per-round budget (combatant.ap: Reflex die + Reflex trait skill)
--   paid when an action starts (data action.ap; shots and blows cost the
--   weapon's ap, a weapon that must be cocked and is not costs its cock_ap
--   more; continuous movement ½ AP a pace, paid at declaration). When the
--   action the combatant wants costs more AP than is left, their round is
--   over; AP come back at the start of each round. Phases cap a gunman at
--   four Fast shots a round; AP cap how much else he does (Hank's 11 AP buy
--   22 paces of continuous movement, or four cock-and-fire Peacemaker shots
--   and a draw).
-- * Ties within a count: higher Initiative skill, then higher Reflex trait
--   skill, then the scenario's order — deterministic, no card drawn.
local M = {
  name = "core.initiative",
  version = "1.0.0",
  summary = "Reflex counts, action speeds (phases occupied) and AP costs",
  source = "seed 000 \"Action Time\", \"Round Structure\", \"Initiative\"; seed 001 \"Continuous Actions\"",
}

local function weapon_of(api, c, a)
  local wi, m = a.weapon, a.maneuver -- each field read once
  if type(wi) == "table" then return wi end
  if m and m ~= "block" and (wi == nil or wi == 0) then -- a bare-handed maneuver (seed 000 "Unarmed Combat"): its own weapon table
    return api.rules["unarmed.weapon"](c, m)
  end
  if wi then return c.weapons[wi] or (wi == 0 and c.unarmed) end
  return nil
end

-- define_round_counts(api): round.counts, action.speeds, action.ap, ….
local function define_round_counts(api)
  -- round.counts: the counts of a phase, one per Reflex die (seed 000 "Action Time").
  api.define("round.counts", { 12, 10, 8, 6, 4 }, "counts of a phase: d12..d4 (seed 000 \"Action Time\")")

  -- action.speeds: how many phases an action of each speed occupies (decided here).
  api.define("action.speeds", {
    free = { phases = 0, label = "Free" },
    F = { phases = 1, label = "Fast" },
    N = { phases = 2, label = "Normal" },
    S = { phases = 4, label = "Slow" },
  }, "phases occupied per action speed (decided here)")

  -- action.ap: AP an action costs when it starts (decided here; seed 001 puts
  -- drawing, firing and maneuvering at 1 AP or more). "weapon" = the
  -- weapon's own ap (1 when it gives none).
  api.define("action.ap", {
    shoot = "weapon", melee = "weapon", aim = 1, draw = 1, fast_draw = 0, cock = 1,
    reload = 2, move = 1, recover = 0, wait = 0, dodge = 0, covering_fire = 0, clear = 1, pickup = 1,
    break_free = 1, block = 1, stand = 1, ride = 2, skill = 1,
  }, "AP per action (decided here)")

  -- action.default_speeds: the speed of an action that does not name one;
  -- "weapon" = the weapon's speed, "aim" = the weapon's aim speed.
  api.define("action.default_speeds", {
    shoot = "weapon", melee = "weapon", aim = "aim", draw = "F", fast_draw = "free",
    cock = "F", reload = "N", move = "F", recover = "S", wait = "F", dodge = "F",
    covering_fire = "F", clear = "N", pickup = "N", break_free = "N", block = "F", stand = "F", ride = "free", skill = "N",
  }, "speed of each action kind (decided here; Recover is Slow, seed 000 \"Stun\")")

  -- initiative.count(c) is the count a combatant acts on: their Reflex die.
  api.define("initiative.count", function(c)
    return c.traits.reflex or 6
  end, "a combatant's count: the Reflex die (seed 000 \"Action Time\")")
end

-- order_key(count, ts, c, i) → the four keys initiative.order sorts c (at
-- position i of the list) by.
local function order_key(count, ts, c, i)
  return count(c), c.skills.initiative or 0, ts(c, "reflex"), c.index or i
end

-- before(a1, a2, a3, a4, b1, b2, b3, b4): keys a come first — count,
-- Initiative and Reflex trait skill high first, then position low first.
local function before(a1, a2, a3, a4, b1, b2, b3, b4)
  if a1 ~= b1 then return a1 > b1 end
  if a2 ~= b2 then return a2 > b2 end
  if a3 ~= b3 then return a3 > b3 end
  return a4 < b4
end

-- sort_order(list, count, ts) sorts three or more combatants by their keys.
local function sort_order(list, count, ts)
  local key = {}
  for i = 1, #list do
    local c = list[i]
    key[c] = { order_key(count, ts, c, i) }
  end
  table.sort(list, function(a, b)
    local ka, kb = key[a], key[b]
    return before(ka[1], ka[2], ka[3], ka[4], kb[1], kb[2], kb[3], kb[4])
  end)
end

-- define_initiative_order(api): initiative.order, action.weapon, action.speed.
local function define_initiative_order(api)
  -- initiative.order(fight, phase) lists the combatants who take a turn in
  -- this phase, in order: count (high first), Initiative skill, Reflex trait
  -- skill, scenario order. Combatants who are out, or laying covering fire
  -- (removed from the initiative stack, seed 001 "Covering Fire"), are left out.
  -- One alone needs no keys; two (a duel, every phase) are compared as
  -- table.sort compares two — the second goes first only if it sorts
  -- before the first — with no key tables nor comparator built.
  api.define("initiative.order", function(fight, phase)
    local list, all, active = {}, fight.combatants, api.rules["combatant.active"] -- the rule read once, not a combatant
    for ix = 1, #all do
      local c = all[ix]
      if active(c) and not c.state.covering then
        list[#list + 1] = c
      end
    end
    local n = #list
    if n < 2 then return list end
    local count, ts = api.rules["initiative.count"], api.rules["check.trait_skill"]
    if n > 2 then
      sort_order(list, count, ts)
      return list
    end
    local a, b = list[1], list[2]
    local a1, a2, a3, a4 = order_key(count, ts, a, 1)
    local b1, b2, b3, b4 = order_key(count, ts, b, 2)
    if before(b1, b2, b3, b4, a1, a2, a3, a4) then list[1], list[2] = b, a end
    return list
  end, "turn order in a phase: Reflex count, Initiative, Reflex trait skill, scenario order")

  -- action.weapon(c, a) is the weapon instance an action uses (a.weapon is an
  -- index into c.weapons, 0 for fists, or an instance).
  api.define("action.weapon", function(c, a) return weapon_of(api, c, a) end, "the weapon an action names")

  -- action.speed(c, a) is the speed of an action: a.speed, else its default.
  api.define("action.speed", function(c, a)
    if a.speed then return a.speed end
    if a.kind == "two_guns" then return api.rules["twoweapon.speed"](c, a) end
    -- seed 000 "Extended Actions": "Extended actions are Slow speed actions"
    if a.kind == "skill" and a.victories then return "S" end
    local s = api.rules["action.default_speeds"][a.kind] or "F"
    local w = weapon_of(api, c, a)
    if s == "weapon" and a.kind == "melee" and w and api.rules["melee.speed"] then
      s = api.rules["melee.speed"]({ weapon = w, attack_type = a.attack_type })
    elseif s == "weapon" then
      s = (w and w.speed) or "F"
    elseif s == "aim" then
      s = (w and w.aim and w.aim.speed) or "F"
      -- two weapons aimed together: one level slower (seed 000 "Two Weapons")
      if a.both then s = api.rules["twoweapon.aim_speed"](s) end
    end
    return s
  end, "an action's speed")
end

-- define_action_phases(api): action.phases, action.cock_cost, action.cost.
local function define_action_phases(api)
  -- action.phases(speed) is the number of phases an action of that speed occupies.
  api.define("action.phases", function(speed)
    local s = api.rules["action.speeds"][speed]
    if s == nil then error(string.format("action.phases: unknown speed %q", tostring(speed)), 2) end
    return s.phases
  end, "phases an action occupies")

  -- action.cock_cost(w) is the AP to cock a weapon before a shot: its
  -- cock_ap (gear: single action revolvers 1, lever rifles 1, shotguns 0),
  -- else action.ap.cock for a single action weapon, else 0.
  api.define("action.cock_cost", function(w)
    if w.cock_ap then return w.cock_ap end
    if w.attributes and w.attributes.single_action then return api.rules["action.ap"].cock end
    return 0
  end, "AP to cock a weapon")

  -- action.cost(c, a) is the AP an action costs: a.ap, else data action.ap;
  -- a shot from a weapon that must be cocked (single action, lever) and is
  -- not costs the cock AP more — decided here: strict about AP, lenient
  -- about time (cocking is part of the shot's phase). Fan fire cocks as it
  -- fires and costs the weapon's AP per shot. An attack with a move (a.move)
  -- costs the move's AP too.
  api.define("action.cost", function(c, a)
    if a.ap then return a.ap end
    if a.kind == "two_guns" then return api.rules["twoweapon.cost"](c, a) end
    local tab = api.rules["action.ap"]
    local n = tab[a.kind] or 1
    local w = weapon_of(api, c, a)
    if n == "weapon" then n = (w and w.ap) or 1 end
    if a.fan then n = n * #a.fan end
    if a.kind == "shoot" and w and not w.cocked and not a.fan then
      n = n + api.rules["action.cock_cost"](w)
    end
    -- Move and Fire (rules/move_fire.lua): the move is paid with the attack
    if a.move and a.kind ~= "move" then n = n + tab.move end
    return n
  end, "an action's AP cost")
end

function M.setup(api)
  define_round_counts(api)
  define_initiative_order(api)
  define_action_phases(api)
end

return M
