-- rules/round.lua — the fight and its rounds: fight.new, round.run (surprise,
-- declaration, phases I–IV with their counts, a continuous action phase after
-- each, the end step) and fight.over.
--
-- seed 000 "Round Structure": "I. Declaration. II. Phase I A. d12 Count B.
-- d10 Count C. d8 Count D. d6 Count E. d4 Count F. Continuous Action Phase
-- I. Repeat II for Phase II-IV VI. End Step."
-- seed 000 "Surprise": "a Standard (5) difficulty Acuity check during action
-- time, or if a character expects danger; Difficult (9) at other times. If
-- the check fails, that character is unable to act this round. They can act
-- normally in the next round as long as they make an Easy (3) bravery check."
-- seed 001 "Mounted and Vehicular Movement": "During the declarations phase
-- each character that is performing a continuous action also declares the
-- movement rate ... as well as the speed of any non-continuous action."
-- seed 000 "Dodge": "declare that the character is dodging during the
-- declaration phase".
--
-- How a round runs (the timing model is initiative.lua's):
-- 1. round.start resets the round's state (AP, movement, shots taken …).
-- 2. round.surprise: in round 1 each combatant the scenario leaves open (scenario.surprise)
--    checks Acuity (TN 5 expecting danger or in action time, else 9); a failure cannot act.
--    Each later round a still-surprised combatant checks Easy (3) Bravery to act (decided here: below).
-- 3. round.declare: each combatant who can act (in initiative order) states
--    an action through their tactics policy (rules["tactics." .. c.tactics]);
--    dodge, continuous movement and covering fire take effect here. A stunned
--    combatant declares Recover. An action still under way from the last round
--    is not re-declared.
-- 4. Phases I–IV: covering fire arms its card, then each combatant takes a
--    turn in initiative.order (counts d12 … d4): an action under way resolves
--    when due; otherwise the declared action (first turn) or the policy's next
--    choice starts — a Free action resolves and the turn goes on (one Free
--    action a round), a Fast one resolves, a Normal or Slow one is under way.
--    Then the continuous action phase (continuous.phase).
-- 5. round.end_step: held aims grow, dodges end, "round.end" is emitted.
--
-- Decided here: a declared action whose target has fallen by the combatant's turn is dropped and the policy asked
-- again (a judge lets a gunman pick a new target); declarations are taken in initiative order; fight.over returns nil
-- and sets fight.ended = "draw" when no side has anyone left fighting. Surprise names one Bravery check, "in the next
-- round", and not what a failed one leaves: a failure keeps one surprised that round, and the check comes again each
-- round until one succeeds, as a stun lasts "until a successful recovery check is made" ("Wound Modifier Stun").
local M = {
  name = "core.round",
  version = "1.0.0",
  summary = "The fight: rounds of declaration, four phases of Reflex counts, continuous phases, end step",
  source = "seed 000 \"Action Time\", \"Round Structure\", \"Surprise\", \"Initiative\"; seed 001 \"Continuous Actions\"",
  events = {
    ["fight.start"] = { doc = "a fight begins: fight.new has built it and logged the combatants", args = { "fight" } },
    ["round.start"] = { doc = "a round begins: each combatant's round state is reset", args = { "fight" } },
    ["round.declared"] = { doc = "every combatant has declared this round's actions", args = { "fight" } },
    ["action.resolved"] = {
      doc = "a combatant's action has resolved",
      args = { "fight", "combatant", "action", "out" },
    },
    ["phase.start"] = { doc = "a phase (1..4) begins, before covering fire arms and turns", args = { "fight", "phase" } },
    ["phase.end"] = { doc = "a phase and its continuous phase are over", args = { "fight", "phase" } },
    ["round.end"] = { doc = "the end step: held aims grew and dodges ended", args = { "fight" } },
  },
}

local sides, header, policies = require("lib.sides"), require("rules.lib.header"), require("lib.policies") -- header: fight.new's lines
local log = require("lib.say").say -- callers test api.logging() first: a simulation formats no text
local describe, ask = require("rules.lib.policy").describe, require("rules.lib.policy").ask
local ROMAN = { "I", "II", "III", "IV" }

-- define_surprise_tns(api): surprise.tns, fight.new.
local function define_surprise_tns(api)
  local R = api.rules
  -- surprise.tns: which ladder step each surprise check uses (seed 000 "Surprise").
  api.define("surprise.tns", { expecting = "standard", unaware = "difficult", recover = "easy" },
    "surprise: Acuity Standard (5) expecting danger, Difficult (9) otherwise; Easy (3) Bravery to act next round")

  -- fight.new(scenario) builds a fight from the scenario table the host
  -- passes (host/scenario.go table()): {name, summary, combatants = {…}}.
  -- Returns {name, round = 0, phase = 0, tick = 0, combatants (scenario
  -- order), by_name, sides (in order of first appearance), automated = {},
  -- history = {}}.
  api.define("fight.new", function(sc)
    if type(sc) ~= "table" or type(sc.combatants) ~= "table" then
      error("fight.new: a scenario table with combatants expected", 2)
    end
    local fight = { name = sc.name, summary = sc.summary, round = 0, phase = 0, tick = 0,
      combatants = {}, by_name = {}, sides = {}, automated = {}, history = {} }
    local seen_side = {}
    for i, spec in ipairs(sc.combatants) do
      local c = R["combatant.new"](spec)
      if fight.by_name[c.name] then
        error(string.format("fight.new: two combatants are called %q", c.name), 2)
      end
      local why = policies.why_not(api, c.tactics) -- not a policy data tactics.policies lists
      if why then
        error(string.format("fight.new: combatant %q: %s", c.name, why), 2)
      end
      c.index = i
      fight.combatants[i] = c
      fight.by_name[c.name] = c
      if not seen_side[c.side] then
        seen_side[c.side] = true
        fight.sides[#fight.sides + 1] = c.side
      end
    end
    if api.logging() then
      log(api, "fight", string.format("fight: %s — %d combatants, sides %s", tostring(sc.name or "?"),
        #fight.combatants, table.concat(fight.sides, " vs ")), { name = sc.name })
      for _, c in ipairs(fight.combatants) do
        local ws = {}
        for _, w in ipairs(c.weapons) do
          ws[#ws + 1] = header.weapon(c, w) -- "(0 of 6, drawn, jammed)": the state the scenario set
        end
        log(api, "combatant", string.format("%s (%s): CT %d, AP %d, Speed %d, Reflex d%d, at (%g, %g)%s; %s",
          c.name, c.side, c.body:ct(), c.ap, c.speed, c.traits.reflex, c.pos.x, c.pos.y,
          header.behind(c), -- every piece of cover: ", behind a boulder (AV 4) and a dead juniper (AV 2)"
          #ws > 0 and table.concat(ws, ", ") or "unarmed"), { who = c.name, side = c.side })
      end
    end
    R["scenario.setup"](fight, sc) -- rules/scenario.lua: vehicles, mounts, entanglements, facing
    api.emit("fight.start", fight)
    return fight
  end, "a fight from a scenario table")
end

-- define_fight_over(api): fight.over, round.can_act, round.start.
local function define_fight_over(api)
  local R = api.rules
  local function fighting(c) return R["combatant.active"](c) end -- one closure, not one a call
  -- fight.over(fight) → the winning side when only one side has active combatants, else nil and why.
  api.define("fight.over", function(fight)
    return sides.over(fight, fighting)
  end, "the winning side, or nil and why not")

  -- round.can_act(fight, c): active, not surprised, not done for the round,
  -- not laying covering fire.
  api.define("round.can_act", function(fight, c)
    local s = c.state
    return R["combatant.active"](c) and not s.surprised and not s.done and not s.covering
  end, "can a combatant take a turn")

  -- round.start(fight) resets each combatant's round state.
  api.define("round.start", function(fight)
    for ix = 1, #fight.combatants do local c = fight.combatants[ix] -- not ipairs: a Go call a step
      local s = c.state
      s.ap = c.ap
      s.free_used, s.free_by, s.done = false, nil, false -- free_by: the kind of action that took the Free action
      s.paces, s.phase_paces, s.moved = 0, 0, "none"
      s.shot_at_last_round = s.shot_at_this_round or 0
      s.shot_at_this_round, s.hit_this_round = 0, 0
      s.melee_at_this_round, s.melee_hit_this_round = 0, 0
      s.forgoing, s.forgoing_continuous = false, false
      s.declared, s.continuing = nil, nil
      -- continuous actions go on from round to round (seed 001 "Continuous Actions")
      R["continuous.renew"](fight, c)
    end
    api.emit("round.start", fight)
  end, "reset the round's state")
end

-- define_round_surprise(api): round.surprise.
local function define_round_surprise(api)
  local R = api.rules
  -- round.surprise(fight): round 1 — unless scenario.surprise says, an Acuity check (TN 5
  -- expecting danger or in action time, 9 otherwise), a failure is surprised; each later round — an
  -- Easy (3) Bravery check for each still surprised, success ends it (decided here: repeated till then).
  api.define("round.surprise", function(fight)
    local ladder, tns = R["tn.ladder"], R["surprise.tns"]
    for ix = 1, #fight.combatants do local c = fight.combatants[ix] -- not ipairs: a Go call a step
      -- in round 1 the scenario may say who is surprised: then no check
      if R["combatant.active"](c) and not (fight.round <= 1 and R["scenario.surprise"](fight, c)) then
        if fight.round <= 1 then
          local step = (c.expects_danger or fight.action_time) and tns.expecting or tns.unaware
          local tn = api.terms("surprise TN", ladder[step], c.expects_danger and "Standard: expecting danger" or
            (fight.action_time and "Standard: during action time" or "Difficult: not expecting danger"), "surprise")
          local r = R["check.trait"](c, "acuity", { tn = tn, reason = "surprise" })
          c.state.surprised = not r.success
          if c.state.surprised and api.logging() then
            log(api, "surprise", string.format("%s is surprised and cannot act this round", c.name), { who = c.name })
          end
        elseif c.state.surprised then
          local tn = api.terms("TN", ladder[tns.recover], "Easy: shake off surprise", "surprise")
          local r = R["check.skill"](c, "bravery", { tn = tn, reason = "act after surprise" })
          c.state.surprised = not r.success
          if api.logging() then
            log(api, "surprise", string.format("%s %s", c.name, r.success and "gathers their wits" or
              "is still rattled and cannot act this round"), { who = c.name })
          end
        end
      end
    end
  end, "surprise checks (seed 000 \"Surprise\"; decided here: the Easy (3) Bravery check comes each round until it succeeds)")
end

-- define_round_declare(api): round.declare, round.valid.
local function define_round_declare(api)
  local R = api.rules
  -- round.declare(fight): each combatant who can act declares (see header).
  api.define("round.declare", function(fight)
    R["continuous.redeclare"](fight) -- an ongoing continuous action goes on, or ends
    for _, c in ipairs(R["initiative.order"](fight, 0)) do
      local s = c.state
      if R["round.can_act"](fight, c) and not s.pending and not s.continuing then
        local a = s.stunned and { kind = "recover" } or s.answered or ask(api, fight, c) -- answered: continuing.lua
        if a and a.kind == "dodge" then
          if R["dodge.declare"] then R["dodge.declare"](c, a.move) else s.dodging = true end
          s.done = not a.move
          -- seed 000 "Dodge": "If the character chooses to move, it resolves as a normal speed action"
          if a.move then s.declared = { kind = "move", toward = a.toward, to = a.to, speed = "N",
            paces = R["dodge.move_limit"] and R["dodge.move_limit"](c) or c.traits.dexterity } end
        elseif a and a.kind == "continuous_move" then
          local mv, why = R["continuous.start_move"](fight, c, a)
          if not mv and api.logging() then log(api, "declare", string.format("%s cannot move continuously: %s", c.name, why)) end
          s.declared = a.also
        elseif a and a.kind == "covering_fire" then
          local cov, why = R["continuous.covering_fire"](fight, c, a)
          if not cov and api.logging() then log(api, "declare", string.format("%s cannot lay covering fire: %s", c.name, why)) end
        else
          s.declared = a
        end
        if a and api.logging() then
          local sp = a.kind ~= "wait" and R["action.speeds"][R["action.speed"](c, a)]
          log(api, "declare", string.format("%s declares: %s%s", c.name, describe(a), sp and (" (" .. sp.label .. ")") or ""),
            { who = c.name, action = a.kind, target = a.target, fan = a.fan })
        end
      end
    end
    api.emit("round.declared", fight)
  end, "the declaration step")

  -- round.valid(fight, c, a): a declared action still makes sense (its
  -- target is still standing).
  api.define("round.valid", function(fight, c, a)
    if a.target then
      local t = fight.by_name[a.target]
      if t == nil or not R["combatant.active"](t) then return false end
    end
    return true
  end, "is a declared action still valid")
end

-- define_action_resolve(api): action.resolve.
local function define_action_resolve(api)
  local R = api.rules
  -- action.resolve(fight, c, a) resolves an action: covering fire over the
  -- actor first (continuous.covering_check), then rules["action." .. kind].
  api.define("action.resolve", function(fight, c, a)
    if not R["continuous.covering_check"](fight, c, a) then
      if api.logging() then log(api, "action", string.format("%s's %s does not resolve under covering fire", c.name, a.kind), { who = c.name }) end
      return { done = false, turn_over = true }
    end
    if not R["combatant.active"](c) or (c.state.stunned and a.kind ~= "recover") then
      return { done = false, turn_over = true }
    end
    local name = "action." .. tostring(a.kind) -- built once: for a string kind, tostring(kind) is kind
    local fn = api.has(name) and R[name]
    if type(fn) ~= "function" then
      error(string.format("round: %s: unknown action kind %q (no rule action.%s)", c.name, tostring(a.kind),
        tostring(a.kind)), 2)
    end
    local out, s = fn(fight, c, a) or {}, c.state
    s.since_shots, s.since_hits, s.since_melee, s.since_melee_hits = 0, 0, 0, 0
    api.emit("action.resolved", fight, c, a, out)
    return out
  end, "resolve one action")
end

-- define_round_begin_action(api): round.begin_action.
local function define_round_begin_action(api)
  local R = api.rules
  -- round.begin_action(fight, c, a) pays an action's AP and resolves it
  -- (Free, Fast) or puts it under way (Normal, Slow). Returns {free,
  -- turn_over, …}.
  api.define("round.begin_action", function(fight, c, a)
    local s = c.state
    local speed = R["action.speed"](c, a)
    if speed == "free" and s.free_used then
      if a.kind == "fast_draw" then a = { kind = "draw", weapon = a.weapon } end
      speed = a.kind == "draw" and R["action.speed"](c, a) or "F"
    end
    local cost = R["action.cost"](c, a)
    if cost > s.ap then
      if api.logging() then
        log(api, "action", string.format("%s has %d AP left; %s needs %d", c.name, s.ap, a.kind, cost),
          { who = c.name, ap = s.ap })
      end
      s.done = true
      return { turn_over = true }
    end
    s.ap = s.ap - cost
    if speed == "free" then s.free_used, s.free_by = true, a.kind end
    local n = R["action.phases"](speed)
    if n <= 1 then
      local out = R["action.resolve"](fight, c, a)
      out.free = speed == "free"
      return out
    end
    s.pending = { action = a, due = fight.tick + n - 1, speed = speed, started = fight.tick }
    if api.logging() then
      local due_round = math.floor((s.pending.due - 1) / 4) + 1
      local due_phase = (s.pending.due - 1) % 4 + 1
      log(api, "action", string.format("%s starts %s (%s): resolves in phase %s%s", c.name, describe(a),
        R["action.speeds"][speed].label, ROMAN[due_phase],
        due_round ~= fight.round and string.format(" of round %d", due_round) or ""), { who = c.name })
    end
    return { turn_over = true }
  end, "start an action")
end

-- define_round_turn(api): round.turn, round.phase.
local function define_round_turn(api)
  local R = api.rules
  -- round.turn(fight, c): one combatant's turn in the current phase.
  api.define("round.turn", function(fight, c)
    if not R["round.can_act"](fight, c) then return end
    local s = c.state
    if s.stunned and not (s.pending and s.pending.action.kind == "recover") then
      s.pending, s.declared = nil, nil
      R["round.begin_action"](fight, c, { kind = "recover" })
      return
    end
    if s.pending then
      if s.pending.due > fight.tick then return end
      local a = s.pending.action
      s.pending = nil
      R["action.resolve"](fight, c, a)
      return
    end
    for _ = 1, 3 do
      local a = s.declared
      s.declared = nil
      if a and not R["round.valid"](fight, c, a) then a = nil end
      if a == nil then a = ask(api, fight, c) end
      if a == nil or a.kind == "wait" or a.kind == "covering_fire" or a.kind == "continuous_move" or a.kind == "dodge" then
        return
      end
      local out = R["round.begin_action"](fight, c, a)
      if not out.free or out.turn_over or not R["round.can_act"](fight, c) then return end
    end
  end, "a combatant's turn")

  -- round.phase(fight, phase): covering fire arms, turns in initiative
  -- order, then the continuous action phase.
  api.define("round.phase", function(fight, phase)
    fight.phase, fight.tick = phase, (fight.round - 1) * 4 + phase
    local all = fight.combatants
    for ix = 1, #all do all[ix].state.phase_paces = 0 end
    if api.logging() then log(api, "phase", "phase " .. ROMAN[phase], { round = fight.round, phase = phase }) end
    api.emit("phase.start", fight, phase)
    for ix = 1, #fight.combatants do
      local c = fight.combatants[ix]
      if c.state.covering and R["combatant.active"](c) then R["continuous.covering_arm"](fight, c, phase) end
    end
    local order = R["initiative.order"](fight, phase)
    for ix = 1, #order do
      local c = order[ix]
      fight.count = R["initiative.count"](c)
      R["round.turn"](fight, c)
    end
    fight.count = nil
    R["continuous.phase"](fight, phase)
    api.emit("phase.end", fight, phase)
  end, "one phase and its continuous phase")
end

-- define_round_end_step(api): round.end_step, round.run.
local function define_round_end_step(api)
  local R = api.rules
  -- round.end_step(fight): held aims grow (aim.hold), dodges end, "round.end".
  api.define("round.end_step", function(fight)
    for ix = 1, #fight.combatants do local c = fight.combatants[ix] -- not ipairs: a Go call a step
      local s = c.state
      if s.aim and (s.aim.round or fight.round) < fight.round and R["aim.hold"] then R["aim.hold"](c) end
      if s.dodging then
        if R["dodge.cancel"] then R["dodge.cancel"](c, "end of round") else s.dodging = false end
      end
    end
    api.emit("round.end", fight)
  end, "the end step")

  -- round.run(fight): one whole round.
  api.define("round.run", function(fight)
    fight.round = fight.round + 1
    if api.logging() then log(api, "round", string.format("— round %d —", fight.round), { round = fight.round }) end
    R["round.start"](fight)
    R["round.surprise"](fight)
    R["round.declare"](fight)
    for p = 1, 4 do R["round.phase"](fight, p) end
    R["round.end_step"](fight)
    fight.phase = 0
  end, "run one round")
end

function M.setup(api)
  define_surprise_tns(api)
  define_fight_over(api)
  define_round_surprise(api)
  define_round_declare(api)
  define_action_resolve(api)
  define_round_begin_action(api)
  define_round_turn(api)
  define_round_end_step(api)
end

return M
