-- optional/bleeding_clock.lua — the five-minute clock for the dying, once a
-- round has a length (seed 003 "Death and Dying": "If you are not successfully
-- given first aid within five minutes, your character dies.").
--
-- The seed never says how long a round lasts, so the core rules cannot run
-- the clock (rules/health.lua). This module gives a round a length
-- (round_seconds) and kills a dying character who has gone `minutes` without
-- successful first aid: dying at the end of round r, with 10-second rounds
-- and 5 minutes, they die at the end of round r + 30 unless stabilised first.
-- A stabilised character wounded again starts a fresh clock (health.dying
-- fires again). Decided here: 10 seconds a round by default (a count of
-- twenty ticks, a step on every third: about a brisk walk of six steps).
local M = {
  name = "ticks.bleeding_clock",
  version = "1.0.0",
  summary = "Dying characters die after five minutes without first aid; a round lasts round_seconds",
  source = "seed 003 \"Death and Dying\"",
  requires = { "ticks.health" },
  options = {
    round_seconds = { type = "int", default = 10, min = 1, max = 120, doc = "seconds one combat round lasts" },
    minutes = { type = "int", default = 5, min = 1, max = 60, doc = "minutes the dying last without first aid" },
  },
  events = {
    ["health.dead"] = { doc = "a dying combatant went too long without first aid and died", args = { "fight", "combatant" } },
  },
}

function M.setup(api, opts)
  -- bleeding.rounds() → rounds a dying character lasts.
  api.define("bleeding.rounds", function()
    return math.ceil(opts.minutes * 60 / opts.round_seconds)
  end, "rounds from dying to dead without first aid")

  api.on("health.dying", function(fight, c)
    c.status.dying_round = fight.round
  end)

  api.wrap("health.end_round", function(next, fight)
    next(fight)
    local n = api.rules["bleeding.rounds"]()
    for _, c in ipairs(fight.combatants) do
      local st = c.status
      if st.dying and not st.dead and st.dying_round and fight.round - st.dying_round >= n then
        st.dead, st.dying = true, false
        if api.logging() then
          api.log("dead", { text = string.format("%s dies: %d minutes without first aid", c.name, opts.minutes), who = c.name })
        end
        api.emit("health.dead", fight, c)
      end
    end
  end)
end

return M
