-- rules/tactics.lua — tactics policies: what a combatant does next when the
-- round asks (in the declaration step and whenever their turn comes with
-- nothing under way). A policy is a rule "tactics.<name>"(fight, c) →
-- action; a scenario picks one per combatant (tactics = "default"), among
-- the names of data tactics.policies (a house rule adds its own there and
-- defines its rule, or wraps any rule below).
--
-- An action is a table {kind = "shoot" | "two_guns" | "aim" | "draw" |
-- "fast_draw" | "reload" | "move" | "melee" | "recover" | "clear" | "cock"
-- | "stand" | "block" | "break_free" | "pickup" | "ride" | "skill" | "dodge"
-- | "continuous_move" | "covering_fire" | "continue" | "wait", target = name,
-- weapon = index into c.weapons (0 = fists), maneuver, move (Move and Fire),
-- fan, called, shots (two_guns), …}; speed and AP come from action.speed /
-- action.cost unless the action names them.
--
-- seed 000 "Declare Target", "Declare Attack"; "Wound Modifier Stun": "Each
-- round, stunned characters use their action (Recover, a Slow action)";
-- "Entanglement" and "Unarmed Combat" (held fast, one can only break free;
-- on the ground, one gets up); "Dodge" (declared in the declaration phase).
--
-- The policies (decided here, each a judge-acceptable way to fight):
-- * default — uses the rules: gets up, breaks free, rides (rules/
--   tactics_ride.lua), works on a task the scenario gives when no foe is in
--   reach (an extended action: rules/skill_actions.lua), fights in reach with the weapon, the lariat or the
--   right hold (rules/tactics_close.lua), dodges when it cannot fight back
--   or is outgunned, lays covering fire for an ally closing in, and shoots
--   well: two guns, fan fire up close, aims a hard shot, calls a shot that
--   pays, moves and fires in one action (rules/tactics_gun.lua); else
--   reloads, clears, picks up, closes in.
-- * simple — the plain gunfighter: recovers, breaks free, draws, shoots the
--   nearest enemy (aiming only a large snap penalty), closes in; no dodge,
--   holds, called shots, fan fire, two guns or covering fire.
-- * brawler — fights hand to hand only: closes in and wrestles or strikes.
-- * dodger — dodges every round, moving toward the nearest foe.
-- * hold — never acts (a bystander).
-- Every policy picks only what the combatant's limbs and hands allow
-- (rules/limbs.lua: limbs.can_use in tactics.ranged and tactics.melee, no
-- standing up without legs, no draw or pick-up without a free hand). With
-- both hands full, an empty or jammed gun is dropped for a loaded one
-- carried when drawing it is quicker than reloading or clearing
-- (tactics.swap, rules/tactics_pick.lua), and picking a dropped gun up is
-- likewise.
local M = {
  name = "core.tactics",
  version = "1.1.0",
  summary = "Tactics policies: default (uses the rules), simple, brawler, dodger, hold",
  source = "seed 000 \"Declare Target\", \"Fast Draw\", \"Aim and Snap Shots\", \"Tactical Aiming\", \"Wound Modifier Stun\"",
}

-- define_tactics_table(api): tactics.table, tactics.policies, tactics.situation, tactics.tend.
local function define_tactics_table(api)
  local R = api.rules
  -- tactics.table: the numbers of the policies (decided here).
  api.define("tactics.table", {
    aim_snap = 3, max_increments = 5, sidestep = 2, -- simple: aim a snap penalty of 3+; 5 increments; step 2 aside
    aim_tn = 8,          -- default: aim when the snap shot's TN is 8 or more and aiming lowers it
    called_max = 11,     -- call the head past cover, or the torso to finish a man, up to TN 11
    fan_range = 3, fan_shots = 3, fan_skill = 2, -- fan two foes within 3 paces (Jonah and the Perkins brothers)
    two_gun_tn = 11,     -- fire both guns when the off hand's TN is 11 or less (two Peacemakers within 8 paces)
    cover_tn = 9, cover_loaded = 4, -- covering fire when even an aimed shot needs TN 9+, with 4+ loaded
    outgunned = 2, outgunned_level = 3, -- dodge, wounded Heavy or worse, facing twice the guns
    ride_near = 10, ride_turn = 30, ride_about = 90, -- riders close to 10 paces; steer 30° off, turn about as an action
  }, "numbers of the tactics policies (decided here)")

  -- tactics.policies: the names a scenario's tactics may take.
  api.define("tactics.policies", {
    default = { doc = "uses the rules: aims, calls shots, fans, two guns, dodges, covers, "
      .. "throws, lassos, wrestles, rides, moves and fires, breaks free" },
    simple = { doc = "the plain gunfighter: draw, shoot the nearest, close in" },
    brawler = { doc = "hand to hand only: close in, wrestle and strike" },
    dodger = { doc = "dodges every round, moving toward the nearest foe" },
    hold = { doc = "never acts" },
  }, "the tactics policies a scenario may name (tactics = NAME; rule tactics.NAME)")

  -- tactics.situation(fight, c) → recover (stunned), break_free (entangled or
  -- held), dodge (dodging this round: no attack), stand (on the ground with
  -- no advantage there, legs to stand on: rules/limbs.lua), or nil.
  api.define("tactics.situation", function(fight, c)
    local s = c.state
    if s.stunned then return { kind = "recover" } end
    if s.entangled or s.immobilized then return { kind = "break_free" } end
    -- seed 000 "Dodge": "The Dodge attribute prevents the character from making any attacks"
    if s.dodging then return { kind = "dodge", reason = "dodging this round" } end
    if s.prone and not s.pos_over and not s.holding and R["limbs.legs"](c) < 2 then return { kind = "stand" } end
    return nil
  end, "what a combatant's own state asks of them first")

  -- tactics.tend(fight, c, t, d) → clear a jam, reload, pick up a dropped
  -- gun (with a hand free to, limbs.can_use, or one the policy frees,
  -- tactics.swap), or nil.
  api.define("tactics.tend", function(fight, c, t, d)
    local _, mw = R["tactics.melee"](c)
    local ri, rw, why = R["tactics.ranged"](fight, c, t, d)
    if rw and why == "clear" then return { kind = "clear", weapon = ri } end
    if rw and why == "reload" and (d > 2 or not mw) then return { kind = "reload", weapon = ri } end
    if not rw then
      for i, w in ipairs(c.weapons) do
        if w.dropped and not w.taken then
          local a = { kind = "pickup", weapon = i }
          if R["limbs.can_use"](c, w) or R["tactics.swap"](c, i, w, a) then return a end
        end
      end
    end
    return nil
  end, "tend one's guns: clear, reload, pick up")
end

-- define_tactics_fallback(api): tactics.fallback.
local function define_tactics_fallback(api)
  local R = api.rules
  -- tactics.fallback(fight, c, t, d) → tend one's guns, close in, or wait:
  -- every branch returns an action.
  api.define("tactics.fallback", function(fight, c, t, d)
    local a = R["tactics.tend"](fight, c, t, d)
    if a then return a end
    if c.state.paces >= R["movement.limit"](c, "run") or d <= 1 then
      return { kind = "wait", reason = "cannot get closer this round" }
    end
    return { kind = "move", toward = t.name }
  end, "when nothing better is at hand")
end

-- define_tactics_simple(api): tactics.simple.
local function define_tactics_simple(api)
  local R = api.rules
  -- tactics.simple(fight, c) → action (see the header).
  api.define("tactics.simple", function(fight, c)
    local s = c.state
    if s.stunned then return { kind = "recover" } end
    if s.entangled or s.immobilized then return { kind = "break_free" } end
    local t = R["tactics.enemies"](fight, c)[1]
    if t == nil then return { kind = "wait", reason = "no enemy standing" } end
    local d = R["combatant.distance"](c, t)
    local mi, mw = R["tactics.melee"](c)
    -- a target already caught in a lariat or net is hit with something else
    if mw and mw.attributes and mw.attributes.entangle and t.state.entangled and c.unarmed then
      mi, mw = 0, c.unarmed
    end
    local ri, rw, why = R["tactics.ranged"](fight, c, t, d)
    if mw and mw.kind == "melee" and R["tactics.reaches"](c, mw, t, d) then
      return R["tactics.ready"](c, mi, mw) or { kind = "melee", target = t.name, weapon = mi }
    end
    if d <= 1 then
      if rw and why ~= "clear" and why ~= "reload" and rw.attributes and rw.attributes.short and rw.kind == "ranged" then
        return R["tactics.ready"](c, ri, rw) or { kind = "shoot", target = t.name, weapon = ri }
      end
      if mw then return R["tactics.ready"](c, mi, mw) or { kind = "melee", target = t.name, weapon = mi } end
    end
    local st = R["tactics.target"](fight, c)
    if st ~= t then
      local sd = R["combatant.distance"](c, st)
      local si, sw, swhy = R["tactics.ranged"](fight, c, st, sd)
      if sw and (swhy == "ready" or swhy == "draw") then t, d, ri, rw, why = st, sd, si, sw, swhy end
    end
    if rw and (why == "ready" or why == "draw") then
      local r = R["tactics.ready"](c, ri, rw)
      if r then return r end
      if not R["tactics.clear"](fight, c, t) then
        local step = R["tactics.sidestep"](fight, c, t)
        if step then return step end
      end
      local snap = -((rw.aim and rw.aim.penalty) or 0)
      local under = (s.shot_at_this_round or 0) > 0 or (s.shot_at_last_round or 0) > 0
      if snap >= R["tactics.table"].aim_snap and not under and R["aim.count"](c, t) == 0 then
        return { kind = "aim", target = t.name, weapon = ri }
      end
      return { kind = "shoot", target = t.name, weapon = ri }
    end
    return R["tactics.fallback"](fight, c, t, d)
  end, "the plain gunfighter")
end

-- define_tactics_default(api): tactics.default, tactics.brawler, tactics.dodger, tactics.hold.
local function define_tactics_default(api)
  local R = api.rules
  -- tactics.default(fight, c) → action (see the header).
  api.define("tactics.default", function(fight, c)
    local a = R["tactics.situation"](fight, c)
    if a then return a end
    local foes = R["tactics.enemies"](fight, c) -- handed to tactics.gun (with d): the policies change nothing
    local t = foes[1]
    if t == nil then return { kind = "wait", reason = "no enemy standing" } end
    local d = R["combatant.distance"](c, t)
    a = (api.has("tactics.ride") and R["tactics.ride"](fight, c, t, d)) or R["tactics.task"](fight, c)
      or R["tactics.close"](fight, c, t, d)
      or R["tactics.dodge"](fight, c, t, d)
      or R["tactics.gun"](fight, c, foes, d) or R["tactics.tend"](fight, c, t, d) or R["tactics.charge"](fight, c, t, d)
    return a or R["tactics.fallback"](fight, c, t, d)
  end, "the default tactics policy: uses the rules")

  -- tactics.brawler(fight, c) → hand to hand only.
  api.define("tactics.brawler", function(fight, c)
    local a = R["tactics.situation"](fight, c)
    if a then return a end
    local t = R["tactics.enemies"](fight, c)[1]
    if t == nil then return { kind = "wait", reason = "no enemy standing" } end
    local d = R["combatant.distance"](c, t)
    if d <= 1 then return R["tactics.wrestle"](fight, c, t) end
    return R["tactics.charge"](fight, c, t, d, true) or R["tactics.fallback"](fight, c, t, d)
  end, "a brawler: hand to hand only")

  -- tactics.dodger(fight, c) → dodge (moving toward the nearest foe).
  api.define("tactics.dodger", function(fight, c)
    if c.state.stunned then return { kind = "recover" } end
    local t = R["tactics.enemies"](fight, c)[1]
    if t == nil then return { kind = "wait", reason = "no enemy standing" } end
    return { kind = "dodge", move = R["combatant.distance"](c, t) > 1, toward = t.name }
  end, "dodges every round")

  -- tactics.hold(fight, c) → wait: a bystander who never acts.
  api.define("tactics.hold", function(fight, c)
    return { kind = "wait", reason = "holds" }
  end, "a policy that never acts")
end

function M.setup(api)
  define_tactics_table(api)
  define_tactics_fallback(api)
  define_tactics_simple(api)
  define_tactics_default(api)
end

return M
