-- rules/tactics.lua — the choices a player makes mid-round, one rule each so
-- a table can wrap any of them: when to spend luck (order, tests, wounds), how
-- many defence points to spend, when an aimer fires, whether a deferred
-- trigger is wanted; the do-nothing policy tactics.none; and the policies
-- a scenario may name (data tactics.policies: default, none).
--
-- seed 003 "Luck in Combat": luck for quickness, skill levels in a test, a
-- wound less. "Defend": "These points may all be spent against one attack, or
-- may be split among several". "Aim": "you may choose to fire or to hold fire
-- until a later number". "Defer": "you must make that attack unless you
-- succeed at a quickness test of difficulty 13, in which case you may choose
-- not to."
--
-- Decided here (what a careful player does; the numbers are tactics.table):
-- * luck against wounds: enough to stay below willpower when that is
--   affordable, else enough to stay within resilience, else none;
-- * luck in a test: the fewest levels (at most test_luck_max) that turn a
--   lost opposed test into a win, keeping reserve points back;
-- * luck for order: one point when an enemy has the same quickness and c has
--   at least order_luck_min points;
-- * defence points: as many as the wounds coming in;
-- * an aimer fires on tick 1 (the longest wait), or at once when the target is
--   evading and the wait already beats base damage + skill;
-- * a deferred trigger is wanted when it is an enemy.
-- Ties between equally good choices are broken with the fight's seeded
-- generator (tactics.pick): two players would not always choose alike.
local M = {
  name = "ticks.tactics",
  version = "1.0.0",
  summary = "Players' choices: luck for order, tests and wounds; defence points; when to fire an aim; defer triggers",
  source = "seed 003 \"Luck in Combat\", \"Defend\", \"Aim\", \"Defer\"",
  requires = { "ticks.luck", "ticks.tests" },
}

local G = require("rules.lib.geometry")

local targets = require("lib.targets")

-- define_choosing(api): the tactics numbers, picking the best, the enemies.
local function define_choosing(api)
  local R = api.rules
  api.define("tactics.table", { reserve = 1, test_luck_max = 2, order_luck_min = 3, luck_value = 1.5, hide_radius = 12 },
    "default tactics numbers (decided here)")

  -- tactics.pick(list, value) → the item of list with the highest value;
  -- equal values are settled by api.random.
  api.define("tactics.pick", function(list, value)
    local best, top = {}, nil
    for _, x in ipairs(list) do
      local v = value(x)
      if top == nil or v > top then best, top = { x }, v elseif v == top then best[#best + 1] = x end
    end
    if #best <= 1 then return best[1], top end
    return best[api.random(#best)], top
  end, "the best of a list; ties by the seeded generator")

  -- tactics.enemies(fight, c) lists active enemies, nearest first.
  api.define("tactics.enemies", function(fight, c)
    return targets.enemies(fight, c, function(o) return R["combatant.active"](o) end,
      function(a, b) return G.distance(a.pos, b.pos) end)
  end, "active enemies, nearest first")
end

-- define_luck(api): luck for order, against wounds and in a defence.
local function define_luck(api)
  local R = api.rules

  -- tactics.order_luck(fight, c) → points for quickness this round.
  api.define("tactics.order_luck", function(fight, c)
    local tt = R["tactics.table"]
    if (c.luck or 0) < tt.order_luck_min then return 0 end
    for _, o in ipairs(R["tactics.enemies"](fight, c)) do
      if o.stats.quickness == c.stats.quickness then return 1 end
    end
    return 0
  end, "luck for order: one point against an enemy of equal quickness")

  -- tactics.wound_luck(fight, c, incoming) → points to spend against wounds.
  api.define("tactics.wound_luck", function(fight, c, incoming)
    local after = c.wounds + incoming
    local will, res = c.stats.willpower, c.stats.resilience
    if after >= will and after - will + 1 <= c.luck then return after - will + 1 end
    if after > res and after - res <= c.luck then return after - res end
    return 0
  end, "luck against wounds: stay conscious, else stay out of dying")

  -- tactics.test_luck(fight, c, stat, skill, deficit, opts) → levels the
  -- defender buys: the fewest that make their score at least the attacker's.
  api.define("tactics.test_luck", function(fight, c, stat, skill, deficit, opts)
    local tt = R["tactics.table"]
    if deficit <= 0 or skill == nil then return 0 end
    local have = R["test.score"](c, stat, skill, { bonus = opts and opts.bonus }):total()
    for n = 1, math.min(tt.test_luck_max, (c.luck or 0) - tt.reserve) do
      local o = { bonus = ((opts and opts.bonus) or 0) + n }
      if R["test.score"](c, stat, skill, o):total() >= have + deficit then return n end
    end
    return 0
  end, "luck in a defence: the fewest levels that win, within limits")
end

-- define_moments(api): defence points, firing an aim, a deferred attack, doing nothing.
local function define_moments(api)
  local R = api.rules

  -- tactics.defend_points(fight, c, incoming, have) → points to spend.
  api.define("tactics.defend_points", function(fight, c, incoming, have)
    return math.min(incoming, have)
  end, "defence points: as many as the wounds coming in")

  -- tactics.aim_fire(fight, c, tick, waited) → fire now?
  api.define("tactics.aim_fire", function(fight, c, tick, waited)
    if tick <= 1 then return true end
    local t = fight.by_name[c.state.action.target]
    local ta = t and t.state.action
    if ta and ta.kind == "evade" then
      local w = R["action.weapon"](c, c.state.action)
      return waited > w.damage + R["combatant.skill"](c, w.skill)
    end
    return false
  end, "an aimer fires on tick 1, or early at an evading target once the wait pays")

  -- tactics.defer_wants(fight, c, x) → attack x who met the condition?
  api.define("tactics.defer_wants", function(fight, c, x)
    return x.side ~= c.side
  end, "a deferred attack is wanted on an enemy, not on a friend")

  -- tactics.none: a policy that does nothing (Other).
  api.define("tactics.none", function() return { kind = "other", what = "nothing" } end, "do nothing")

  -- tactics.policies: the names a scenario's tactics may take (lib/policies.lua;
  -- a house rule that defines rule tactics.NAME adds NAME here). The other
  -- tactics.* rules are what the policies call, no policies themselves.
  api.define("tactics.policies", {
    default = { doc = "first aid, then the best attack in reach, evading an aim, defending, "
      .. "deferring on guard, else advancing (rules/tactics_default.lua)" },
    none = { doc = "does nothing" },
  }, "the tactics policies a scenario may name (tactics = NAME; rule tactics.NAME)")
end

function M.setup(api)
  define_choosing(api)
  define_luck(api)
  define_moments(api)
end

return M
