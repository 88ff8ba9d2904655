-- rules/round.lua — the fight and its rounds: a declaration phase counting
-- ticks 5 → 20, a resolution phase counting down, the end of the round (seed
-- 003 "Combat", "Death and Dying", "Luck in Combat").
--
-- seed 003 "Combat": "Combat is divided into rounds, and each combat round
-- consists of two phases, declaration and resolution. During the declaration
-- phase, the GM will count from five to twenty ... During the resolution
-- phase, the GM will count down". "Death and Dying": unconscious and dying
-- are judged "at the end of a round".
--
-- A round (round.run):
-- 1. round.start: fresh round state; each active combatant may spend luck on
--    quickness for order (tactics.order_luck).
-- 2. ticks.order: fastest first, roll-offs for equal quickness.
-- 3. round.declare: ticks 5 → 20; on each, those whose quickness it is
--    declare (the slower of a tie first), through their tactics policy
--    (rule tactics.<name>), seeing what was declared before them.
-- 4. round.resolve: from the highest start tick down to 1: each tick, every
--    combatant (fastest first) takes a step if it is on their schedule, then
--    each runs their action (rules/actions.lua).
-- 5. round.finish: a word for attacks that never found their chance,
--    health.end_round (unconscious, dying, armour wear), "round.end".
--
-- Decided here: wounds land at once but only count at the end of the round,
-- so everyone declared acts through the round (the seed's end-of-round test);
-- fight.over returns nil and sets fight.ended = "draw" when nobody is left.
local M = {
  name = "ticks.round",
  version = "1.0.0",
  summary = "The fight: rounds of declaration (ticks 5 → 20) and resolution (counting down), end-of-round health",
  source = "seed 003 \"Combat\", \"Death and Dying\", \"Luck in Combat\"",
  requires = { "ticks.combatant", "ticks.timing", "ticks.actions", "ticks.health", "ticks.movement" },
  events = {
    ["fight.start"] = { doc = "a fight begins: fight.new has built and introduced the combatants", args = { "fight" } },
    ["round.end"] = { doc = "a round is over, after the end-of-round health step", args = { "fight" } },
    ["round.start"] = { doc = "a round begins, after luck spent on quickness", args = { "fight" } },
  },
}

local roster = require("lib.roster")
local sides, policies = require("lib.sides"), require("lib.policies")
local G, sheet = require("rules.lib.geometry"), require("rules.lib.sheet")
local S = require("lib.say")

-- introduce(api, fight): the transcript's opening lines — the fight and
-- every combatant's statistics, gear and place.
local function introduce(api, fight)
  S.say(api, "fight", string.format("fight: %s — %d combatants, sides %s", tostring(fight.name or "?"), #fight.combatants,
    table.concat(fight.sides, " vs ")), { name = fight.name })
  for _, c in ipairs(fight.combatants) do
    -- the wounds and the rounds loaded are said when a scenario set them (rules/lib/sheet.lua)
    local ws = sheet.weapons(c)
    local s = c.stats
    S.say(api, "combatant", string.format("%s (%s): Str %d Dex %d Quick %d Will %d Res %d, luck %d%s, at %s%s%s; %s", c.name, c.side,
      s.strength, s.dexterity, s.quickness, s.willpower, s.resilience, c.luck, sheet.wounds(c), G.fmt(c.pos),
      c.armour and (", " .. c.armour.name) or "", c.shield and ", shield" or "",
      #ws > 0 and table.concat(ws, ", ") or "unarmed"), { who = c.name, side = c.side })
  end
end

-- define_fight(api): a fight from a scenario, and when it is over.
local function define_fight(api)
  local R = api.rules

  -- fight.new(sc) builds a fight from a scenario table {name, summary,
  -- combatants, screens}.
  api.define("fight.new", function(sc)
    local fight = roster.new(sc)
    fight.round, fight.tick, fight.screens, fight.declared = 0, 0, sc.screens or {}, {}
    for i, spec in ipairs(sc.combatants) do
      local c = R["combatant.new"](spec)
      -- a policy data tactics.policies lists (lib/policies.lua), not a rule the policies call
      local why = policies.why_not(api, c.tactics)
      if why then error(string.format("fight.new: combatant %q: %s", c.name, why), 2) end
      roster.add(fight, c, i)
    end
    introduce(api, fight)
    api.emit("fight.start", fight)
    return fight
  end, "a fight from a scenario table")

  -- fight.over(fight) → the winning side when only one side has anyone
  -- active, else nil and why.
  api.define("fight.over", function(fight)
    return sides.over(fight, function(c) return R["combatant.active"](c) end)
  end, "the winning side, or nil and why not")
end

-- define_phases(api): a round's start and its declaration count.
local function define_phases(api)
  local R = api.rules

  -- round.start(fight): fresh round state; luck for quickness.
  api.define("round.start", function(fight)
    fight.declared, fight.tick = {}, 0
    for _, c in ipairs(fight.combatants) do c.state = { rank = c.state.rank } end
    for _, c in ipairs(fight.combatants) do
      if R["combatant.active"](c) then
        local n = R["luck.spend"](c, R["tactics.order_luck"](fight, c), "quickness", "to act sooner")
        c.state.quick_luck = n
      end
    end
    api.emit("round.start", fight)
  end, "reset the round's state")

  -- round.declare(fight, order): the declaration count, 5 → 20.
  api.define("round.declare", function(fight, order)
    local tt = R["ticks.table"]
    for tick = tt.first, tt.last do
      for i = #order, 1, -1 do
        local c = order[i]
        if R["ticks.declare_tick"](c) == tick then
          fight.tick = tick
          R["action.declare"](fight, c, R["tactics." .. c.tactics](fight, c), tick)
        end
      end
    end
  end, "the declaration phase: ticks 5 → 20, slowest first")

  -- round.top(order) is the first tick of the resolution count.
  api.define("round.top", function(order)
    local top = 1
    for _, c in ipairs(order) do
      top = math.max(top, c.state.action and c.state.action.start or 1, (R["movement.schedule"](c)))
    end
    return top
  end, "the highest start tick of the round")
end

-- define_rounds(api): the resolution count, the round's end, one whole round.
local function define_rounds(api)
  local R = api.rules

  -- round.resolve(fight, order): count down, steps then actions each tick.
  api.define("round.resolve", function(fight, order)
    for tick = R["round.top"](order), 1, -1 do
      fight.tick = tick
      for _, c in ipairs(order) do R["movement.step"](fight, c, tick) end
      for _, c in ipairs(order) do R["action.act"](fight, c, tick) end
    end
  end, "the resolution phase: counting down to 1")

  -- round.finish(fight, order): missed chances, health, "round.end".
  api.define("round.finish", function(fight, order)
    for _, c in ipairs(order) do
      local a = c.state.action
      if a and (a.kind == "attack" or a.kind == "aim") and not c.state.attacked then
        S.say(api, "missed", string.format("%s never got the chance to attack %s", c.name, tostring(a.target)), { who = c.name })
      end
    end
    R["health.end_round"](fight)
    api.emit("round.end", fight)
  end, "the end of the round")

  -- round.run(fight) plays one round.
  api.define("round.run", function(fight)
    fight.round = fight.round + 1
    S.say(api, "round", string.format("— round %d —", fight.round), { round = fight.round })
    R["round.start"](fight)
    local order = R["ticks.order"](fight)
    R["round.declare"](fight, order)
    R["round.resolve"](fight, order)
    R["round.finish"](fight, order)
  end, "play one round")
end

function M.setup(api)
  define_fight(api)
  define_phases(api)
  define_rounds(api)
end

return M
