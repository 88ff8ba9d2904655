-- rules/timing.lua — ticks: who declares when, who acts first, and on which
-- ticks one steps (seed 003 "Combat", "Evade", "Luck in Combat").
--
-- seed 003 "Combat": "During the declaration phase, the GM will count from
-- five to twenty. Each number is called a tick. When your character's
-- quickness is called, you declare your action ... During the resolution
-- phase, the GM will count down; starting with your quickness (possibly
-- modified, see below), you begin your action. If you are moving, you may
-- ... take one normal size step on that number and on every third number
-- after (for example, if your quickness is 16, you take a step on 16, 13, 10,
-- 7, 4, and 1)."
-- seed 003 "Evade": "You begin movement when your quickness + evade is called
-- and may take one step on every number if your evade is at least 1 (if your
-- evade is 0 you still move on every third number)."
-- seed 003 "Luck in Combat": "Increase your quickness by one for the purpose
-- of calculating the order people move in".
--
-- Decided here (the seed is silent):
-- * A quickness below 5 declares on 5, one above 20 on 20 (the count's ends).
-- * Equal quickness: a roll-off each round, d20 each, re-rolled while tied;
--   the higher roll counts as faster (declares later, acts first). This is
--   the only die of the core rules: the seed gives no order for equals.
-- * The resolution count starts at the highest start tick of the round (an
--   evader's quickness + evade may pass 20) and runs down to 1.
local M = {
  name = "ticks.timing",
  version = "1.0.0",
  summary = "Ticks: declaration 5 → 20 by quickness, resolution counting down, steps every third tick, roll-offs for ties",
  source = "seed 003 \"Combat\", \"Evade\", \"Luck in Combat\"",
  requires = { "ticks.combatant" },
}

-- rolloff(api, group, q) orders combatants of equal quickness by a d20 each,
-- highest first; a block still tied rolls again among itself.
local function rolloff(api, group, q)
  local R = api.rules
  local sides, rolls, text = R["ticks.table"].rolloff, {}, {}
  for _, c in ipairs(group) do
    rolls[c] = api.dice.d(sides)
    text[#text + 1] = string.format("%s %d", c.name, rolls[c])
  end
  if api.logging() then
    api.log("rolloff", { text = string.format("roll-off at quickness %d (d%d): %s", q, sides, table.concat(text, ", ")) })
  end
  table.sort(group, function(a, b)
    if rolls[a] ~= rolls[b] then return rolls[a] > rolls[b] end
    return a.index < b.index
  end)
  local out, i = {}, 1
  while i <= #group do
    local j = i
    while j < #group and rolls[group[j + 1]] == rolls[group[i]] do j = j + 1 end
    if j == i then
      out[#out + 1] = group[i]
    else
      local block = {}
      for k = i, j do block[#block + 1] = group[k] end
      for _, c in ipairs(rolloff(api, block, q)) do out[#out + 1] = c end
    end
    i = j + 1
  end
  return out
end

-- define_ticks(api): the count, quickness, the declaration tick, step schedules.
local function define_ticks(api)
  local R = api.rules
  api.define("ticks.table", { first = 5, last = 20, every = 3, rolloff = 20 },
    "declaration counts 5 → 20; a step on every third tick; roll-off die d20 (decided here)")

  -- ticks.quickness(c) is c's quickness for the order people move in: the
  -- statistic plus luck spent this round (c.state.quick_luck; seed 003
  -- "Luck in Combat": "Increase your quickness by one for the purpose of
  -- calculating the order people move in"). Decided here: that purpose is
  -- the resolution's order and start ticks only; the declaration tick and
  -- the ticks an aim saves count from the statistic (ticks.declare_tick,
  -- aim.track), so a point of luck buys no later declaration and no aimed
  -- damage.
  api.define("ticks.quickness", function(c)
    return R["combatant.stat"](c, "quickness") + (c.state.quick_luck or 0)
  end, "quickness for the order of the round (luck adds one per point)")

  -- ticks.declare_tick(c) is the tick of the declaration count c declares
  -- on: his quickness statistic (luck spent for the order does not count).
  api.define("ticks.declare_tick", function(c)
    local t = R["ticks.table"]
    return math.max(t.first, math.min(t.last, R["combatant.stat"](c, "quickness")))
  end, "the declaration tick: the quickness statistic, within 5..20")

  -- ticks.schedule(start, every) lists the ticks from start down to 1 in
  -- steps of every: 16, 3 → {16, 13, 10, 7, 4, 1}.
  api.define("ticks.schedule", function(start, every)
    local out = {}
    local t = start
    while t >= 1 do
      out[#out + 1] = t
      t = t - every
    end
    return out
  end, "the ticks one steps on: the start and every third after")

  -- ticks.on(start, every, tick) says whether tick is on that schedule.
  api.define("ticks.on", function(start, every, tick)
    return tick <= start and tick >= 1 and (start - tick) % every == 0
  end, "is a tick on a step schedule")
end

-- define_order(api): the round's order, fastest first.
local function define_order(api)
  local R = api.rules

  -- ticks.order(fight) lists the active combatants fastest first; equal
  -- quickness is settled by a roll-off. c.state.rank is each one's place.
  api.define("ticks.order", function(fight)
    local list, groups = {}, {}
    for _, c in ipairs(fight.combatants) do
      if R["combatant.active"](c) then
        local q = R["ticks.quickness"](c)
        if not groups[q] then groups[q] = {} list[#list + 1] = q end
        table.insert(groups[q], c)
      end
    end
    table.sort(list, function(a, b) return a > b end)
    local order = {}
    for _, q in ipairs(list) do
      local g = groups[q]
      if #g > 1 then g = rolloff(api, g, q) end
      for _, c in ipairs(g) do order[#order + 1] = c end
    end
    for i, c in ipairs(order) do c.state.rank = i end
    return order
  end, "the round's order, fastest first (roll-off for equal quickness)")
end

function M.setup(api)
  define_ticks(api)
  define_order(api)
end

return M
