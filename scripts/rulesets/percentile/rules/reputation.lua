-- rules/reputation.lua — what winning a duel does to REPUTATION.
-- seed 002 "4.4.3 Consequences of duels on REPUTATION": "When a character
-- wins a duel, he can increase his REPUTATION under certain conditions ...
-- The change in REPUTATION is immediate.
--  • If the duel was one-on-one, the winning character gains: 1 point of
--    REPUTATION if his opponent has a REPUTATION greater than 5; 2 points ...
--    greater than 10; 3 points ... if the opponent's REPUTATION exceeds 15.
--  • If the duel was not one-on-one, the winning characters earn: 1 point
--    REPUTATION point if they were outnumbered, 1 point REPUTATION point if
--    they were more numerous than their opponents, only if there were at
--    least 2 opponents AND if the numerical superiority was at most +1.
-- Example: Bill and 4 of his friends duel 2 cowboys. ... Bill doesn't win
-- any REPUTATION points because he and his friends were outnumbered by +3
-- (5 people in Bill's camp and 2 in the cowboys' camp). A witness must be
-- present at the duel to gain REPUTATION."
--
-- (The example's "outnumbered by +3" is the winners' own superiority of
-- +3: 5 against 2; more than +1, so nothing.)
-- Decided here: the seed is silent on a group duel with even numbers
-- (2 against 2); it earns 1 point — a fight at even odds is no easier than
-- one at +1, which earns 1. The sides are counted as the scenario lists them;
-- every winner who is not dead gains; a fight is a duel when the scenario
-- says `duel = true`, and `witnesses` counts the onlookers.
local M = {
  name = "percentile.reputation",
  version = "1.0.0",
  summary = "Duels and REPUTATION: one-on-one by the loser's REPUTATION (>5, >10, >15); groups +1 if outnumbered or at most +1; a witness",
  source = "seed 002 \"4.4.3 Consequences of duels on REPUTATION\"",
  requires = { "percentile.combatant" },
}

local ONE_ON_ONE = { { over = 15, points = 3 }, { over = 10, points = 2 }, { over = 5, points = 1 } }

function M.setup(api)
  local R = api.rules
  api.define("reputation.table", ONE_ON_ONE, "one-on-one: points by the opponent's REPUTATION (seed 002 \"4.4.3\")")

  -- reputation.gain{winners, losers, opponent, witnesses} → points, reason.
  -- winners and losers are head counts, opponent the loser's REPUTATION
  -- (one-on-one).
  api.define("reputation.gain", function(d)
    if (d.witnesses or 0) < 1 then return 0, "no witness was present" end
    local w, l = d.winners, d.losers
    if w == 1 and l == 1 then
      for _, row in ipairs(R["reputation.table"]) do
        if (d.opponent or 0) > row.over then
          return row.points, string.format("one-on-one, the opponent's REPUTATION %d is over %d", d.opponent, row.over)
        end
      end
      return 0, string.format("one-on-one, the opponent's REPUTATION %d is not over 5", d.opponent or 0)
    end
    if w < l then return 1, string.format("outnumbered, %d against %d", w, l) end
    if w == l then return 1, string.format("even numbers, %d against %d (decided here)", w, l) end
    if l >= 2 and w - l <= 1 then return 1, string.format("%d against %d: at least 2 opponents, superiority +1", w, l) end
    if l < 2 then return 0, string.format("%d against %d: fewer than 2 opponents", w, l) end
    return 0, string.format("%d against %d: superiority +%d is more than +1", w, l, w - l)
  end, "REPUTATION points for winning a duel")

  -- reputation.settle(fight, winner) → points, reason; applies them to each
  -- living member of the winning side.
  api.define("reputation.settle", function(fight, winner)
    local w, l, opponent = 0, 0, 0
    for _, c in ipairs(fight.combatants) do
      if c.side == winner then w = w + 1 else l, opponent = l + 1, c.reputation end
    end
    local points, why = R["reputation.gain"] { winners = w, losers = l, opponent = opponent, witnesses = fight.witnesses }
    for _, c in ipairs(fight.combatants) do
      if c.side == winner and not c.state.dead then
        local before = c.reputation
        c.reputation = c.reputation + points
        if api.logging() then
          api.log("reputation", { text = string.format("REPUTATION: %s %d → %d (%s)", c.name, before, c.reputation, why),
            who = c.name, points = points })
        end
      end
    end
    return points, why
  end, "award REPUTATION after a duel")

  api.on("fight.end", function(fight, info)
    if fight.duel and info and info.winner then R["reputation.settle"](fight, info.winner) end
  end)
end

return M
