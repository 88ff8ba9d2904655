-- houserules/wounded_speed.lua — wounds slow the hand: a house rule.
-- Builds on seed 002 "4.2.2 Determining the order of combat": shots depend
-- on "his "combat speed" (including adjustments)". The seed does not say
-- what the adjustments are; this table plays that every full quarter of the
-- starting HP lost takes `per_quarter` (3) off combat speed, so a wounded
-- gunfighter fires fewer shots and later in the combat order.
local M = {
  name = "posse.wounded_speed",
  version = "1.0.0",
  summary = "House rule: −3 combat speed for each full quarter of starting HP lost",
  source = "house rule; seed 002 \"4.2.2 Determining the order of combat\" (combat speed adjustments)",
  ruleset = "percentile >= 1.0", requires = { "percentile.shots" },
  options = {
    per_quarter = { type = "int", default = 3, min = 0, max = 10, doc = "combat speed lost per quarter of HP lost" },
  },
}

function M.setup(api, opts)
  api.wrap("speed.combat", function(next, c)
    local t = next(c)
    local lost = (c.hp_max or 0) - (c.hp or 0)
    local quarters = c.hp_max and c.hp_max > 0 and math.floor(lost * 4 / c.hp_max) or 0
    if quarters > 0 and opts.per_quarter > 0 then
      t:add(-quarters * opts.per_quarter, string.format("wounded: %d HP of %d lost", lost, c.hp_max), "wounds")
    end
    return t
  end)
end

return M
