-- rules/round.lua — the fight and its rounds: fight.new, round.run,
-- fight.over.
-- seed 002 "4.1.1 The round of combat": "Time is therefore counted in rounds,
-- which correspond to a handful of seconds. A round allows you to perform a
-- basic action, such as shooting, striking, jumping, diving, riding a horse,
-- etc. A character who, during a round, is attacked and surprised cannot act
-- during that round."
-- seed 002 "4.2.1 The sequence of combat": "for each round, and for all
-- characters involved: Determining the order of combat; Determining the
-- target; Hit the target; Location of the stroke; Damage inflicted. If a
-- character fires several bullets in a round, he repeats the sequence from
-- the "Target determination" phase."
--
-- A round: (1) round.start — combatants whose `enters` round has come
-- appear, and those who appear with `surprises` surprise their opponents
-- (percentile.skill); (2) round.declare — each combatant who can act takes
-- one basic action from his tactics policy (rules["tactics." .. c.tactics]);
-- an attack's shots or blows come from percentile.shots; (3) the combat
-- order (percentile.order) is played slot by slot: each shot or blow picks
-- its target again (the declared one while it stands, else
-- tactics.retarget) and is resolved by attack.resolve; every other action
-- resolves in count 1 through rules["action." .. kind]; (4) round.end_step —
-- the unconscious count down, "round.end" is emitted.
-- Decided here: an ambushed combatant (4.1.1) loses round 1 when an enemy
-- who is not ambushed himself declares an attack on him in it ("attacked
-- and surprised"; one nobody attacks acts), and round 1 only; a fight is
-- over when one side alone has anyone fighting or still to come; when no
-- side has, fight.over returns nil and sets fight.ended = "draw".
local M = {
  name = "percentile.round",
  version = "1.0.0",
  summary = "The fight: rounds of one basic action each, played in the combat order of the shots",
  source = "seed 002 \"4.1.1 The round of combat\", \"4.2.1 The sequence of combat\"",
  requires = { "percentile.actions" },
  events = {
    ["fight.start"] = { doc = "a fight begins: fight.new has built and described the combatants", args = { "fight" } },
    ["round.end"] = { doc = "a round is over, after the unconscious come round", args = { "fight" } },
    ["round.start"] = { doc = "a round begins, after the surprise checks", args = { "fight" } },
  },
}

-- ev(text, fields): a log event's fields with its text (rules/lib/event.lua).
local roster = require("lib.roster")
local sides, policies = require("lib.sides"), require("lib.policies")
local ev = require("rules.lib.event").ev

-- define_fight(api): a fight from a scenario table.
local function define_fight(api)
  local R = api.rules

  -- fight.new(sc) → {name, summary, round = 0, combatants, by_name, sides,
  -- aimed_beyond, duel, witnesses, stealth}.
  api.define("fight.new", function(sc)
    local fight = roster.new(sc)
    fight.round, fight.aimed_beyond, fight.duel = 0, sc.aimed_beyond or 20, sc.duel == true
    fight.witnesses, fight.stealth = sc.witnesses or 0, sc.stealth or {}
    for i, spec in ipairs(sc.combatants) do
      local c = R["combatant.new"](spec)
      local why = policies.why_not(api, c.tactics) -- not a policy data tactics.policies lists
      if why then
        error(string.format("fight.new: combatant %q: %s", c.name, why), 2)
      end
      roster.add(fight, c, i)
    end
    if api.logging() then
      api.log("fight", ev(string.format("fight: %s — %d combatants, sides %s", tostring(sc.name or "?"),
        #fight.combatants, table.concat(fight.sides, " vs ")), { name = sc.name }))
      for _, c in ipairs(fight.combatants) do R["round.describe"](fight, c) end
    end
    api.emit("fight.start", fight)
    return fight
  end, "a fight from a scenario table")
end

-- not_ready(c) → the roster line's note for a figure not ready (seed 002
-- "4.2.2.1.1": "not ready to use his weapon (unsheathed revolver, put down,
-- etc.)"): his firearms holstered when all are pistols, else not in hand.
local function not_ready(c)
  local n, long = 0, false
  for _, w in ipairs(c.weapons) do
    if w.kind ~= "melee" then n, long = n + 1, long or w.kind ~= "pistol" end
  end
  return string.format(", %s %s", n > 1 and "weapons" or "weapon", (n == 0 or long) and "not in hand" or "holstered")
end

-- define_roster(api): a combatant's roster line.
local function define_roster(api)
  local R = api.rules

  -- round.describe(fight, c) logs one combatant's line.
  api.define("round.describe", function(fight, c)
    local ws = {}
    for _, w in ipairs(c.weapons) do
      ws[#ws + 1] = w.capacity and string.format("%s (%d)", R["combatant.weapon_label"](c, w), w.loaded) or w.name
    end
    local sk = {}
    for _, k in ipairs(R["round.skills_shown"](c)) do
      sk[#sk + 1] = string.format("%s %d %%", (k:gsub("_", " ")), c.skills[k])
    end
    api.log("combatant", ev(string.format("%s (%s): HP %d, combat speed %d, %s, at (%g, %g)%s%s; %s",
      c.name, c.side, c.hp, R["speed.combat"](c):total(), table.concat(sk, ", "), c.pos.x, c.pos.y,
      c.enters > 1 and string.format(", appears in round %d", c.enters) or "",
      c.state.ready and "" or not_ready(c), #ws > 0 and table.concat(ws, ", ") or "fists"),
      { who = c.name, side = c.side }))
  end, "log a combatant")

  -- round.skills_shown(c) → the skills of the weapons c carries (brawl
  -- always), for the roster line.
  api.define("round.skills_shown", function(c)
    local want, out = { brawl = true }, {}
    for _, w in ipairs(c.weapons) do
      if w.kind == "pistol" then want.aimed_pistol, want.instinctive_pistol = true, true
      else want[w.skill] = true end
    end
    for _, k in ipairs(R["scenario.skills"]) do
      if want[k] and c.skills[k] then out[#out + 1] = k end
    end
    return out
  end, "the skills a roster line shows")
end

-- define_rounds(api): when the fight is over; a round's start; who can act.
local function define_rounds(api)
  local R = api.rules

  -- fight.over(fight) → winning side and why, or nil and why not.
  api.define("fight.over", function(fight)
    return sides.over(fight, function(c) return R["combatant.standing"](c) and not c.helpless end)
  end, "the winning side, or nil and why not")

  -- round.start(fight): newcomers appear, surprise is marked.
  api.define("round.start", function(fight)
    local entrants = {}
    for _, c in ipairs(fight.combatants) do
      local s = c.state
      s.action, s.lost_round, s.ambushed_now, s.round_ready = nil, false, nil, s.ready
      if not s.present and c.enters <= fight.round and not s.out and not s.dead then
        s.present, s.first_round = true, fight.round
        entrants[#entrants + 1] = c
        if fight.round > 1 and api.logging() then
          api.log("enter", ev(string.format("%s appears%s", c.name, c.surprises and " — a surprise!" or ""), { who = c.name }))
        end
      end
      if fight.round == 1 and c.ambushed and s.present then s.ambushed_now = true end
    end
    R["skill.surprise"](fight, entrants)
    api.emit("round.start", fight)
  end, "start a round")

  -- round.can_act(fight, c): active, not ambushed this round, not helpless.
  api.define("round.can_act", function(fight, c)
    return R["combatant.active"](c) and not c.state.lost_round and not c.helpless
  end, "can a combatant act this round")
end

-- define_round_end(api): a round's end, one whole round, waiting.
local function define_round_end(api)
  local R = api.rules

  -- round.end_step(fight): the unconscious count down; "round.end".
  api.define("round.end_step", function(fight)
    for _, c in ipairs(fight.combatants) do
      local s = c.state
      if (s.unconscious or 0) > 0 and not s.dead then
        s.unconscious = s.unconscious - 1
        if s.unconscious == 0 and not s.out and api.logging() then
          api.log("wake", ev(string.format("%s comes round", c.name), { who = c.name }))
        end
      end
    end
    api.emit("round.end", fight)
  end, "the end of a round")

  -- round.run(fight): one whole round.
  api.define("round.run", function(fight)
    fight.round = fight.round + 1
    if api.logging() then api.log("round", ev(string.format("— round %d —", fight.round), { round = fight.round })) end
    R["round.start"](fight)
    local entries = R["round.declare"](fight)
    R["round.play"](fight, entries)
    R["round.end_step"](fight)
  end, "run one round")

  -- action.wait: nothing.
  api.define("action.wait", function() return { done = true } end, "do nothing")
end

function M.setup(api)
  define_fight(api)
  define_roster(api)
  define_rounds(api)
  define_round_end(api)
end

return M
