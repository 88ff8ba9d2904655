-- rules/order.lua — the combat order of a round, deduced from the shots.
-- seed 002 "4.2.2 Determining the order of combat": "The combat order
-- determines which character acts first, second etc. during the combat
-- round. ... An extremely fast character can fire up to 5 bullets in the same
-- round with a revolver and 3 bullets with a rifle (see section 4.2.2.3). He
-- can therefore act first, second or third ..... before anyone else! ... A
-- character's combat speed ..., in conjunction with the combat skill used
-- ..., determines how many bullets are fired or hits made in a combat round
-- .... This is then used to deduce the combat order during the combat round
-- (see section 4.2.2.4)."
-- seed 002 "4.2.1 The sequence of combat": "If a character fires several
-- bullets in a round, he repeats the sequence from the "Target
-- determination" phase."
--
-- Decided here (section 4.2.2.4 is missing): the round is counted down from
-- the most shots anyone fires to 1; a character with n shots (or blows) acts
-- in counts n, n−1 … 1, so the one with 3 shots against 1 fires twice before
-- anyone else; within a count the higher combat speed (with adjustments)
-- acts first, then the higher hit percentage, then scenario order; a
-- character with two revolvers fires both in the same counts (main hand
-- first), so his count is his main hand's; every other action (move, reload,
-- stun, wait) takes the whole round and happens in count 1.
local M = {
  name = "percentile.order",
  version = "1.0.0",
  summary = "Combat order: counts from the most shots down to 1; faster combat speed first within a count",
  source = "seed 002 \"4.2.1 The sequence of combat\", \"4.2.2 Determining the order of combat\"",
}

function M.setup(api)
  -- order.before(a, b): within a count, does entry a act before b? Entries
  -- are {c, n, speed, pct}.
  api.define("order.before", function(a, b)
    if a.speed ~= b.speed then return a.speed > b.speed end
    if (a.pct or 0) ~= (b.pct or 0) then return (a.pct or 0) > (b.pct or 0) end
    return (a.c.index or 0) < (b.c.index or 0)
  end, "who acts first within a count")

  -- order.build(entries) → slots {count, entry} in the order they act.
  api.define("order.build", function(entries)
    local top = 0
    for _, e in ipairs(entries) do
      if e.n > top then top = e.n end
    end
    local sorted = {}
    for i, e in ipairs(entries) do sorted[i] = e end
    table.sort(sorted, api.rules["order.before"])
    local slots = {}
    for k = top, 1, -1 do
      for _, e in ipairs(sorted) do
        if e.n >= k then slots[#slots + 1] = { count = k, entry = e } end
      end
    end
    return slots
  end, "the combat order of a round")
end

return M
