-- houserules/head_shots.lua — a bullet to the head is a bad wound, not the
-- end of the gunman: a house rule. Technique: RE-TABLE A DATA TABLE (api.set).
-- Changes seed 002 "4.2.5 Hit location": "It has a direct impact on the
-- damage inflicted on the target, via the damage multiplier". The seed's
-- multipliers are missing; core (rules/location.lua, data
-- `location.multipliers`) decides the head's is ×3. This house rule makes it
-- `head` (×2, like the chest); every other part keeps its multiplier, and the
-- penalty for aiming at the head (location.areas, −40) is not changed.
-- Every rule that reads the table at call time follows: location.multiplier,
-- and so the damage of every head hit, rolled on the chart (95–00) or aimed.
--
-- Why a group wants it: at ×3 a Colt (1D8) to the head does 3–24 and puts a
-- 14-HP gunman out of the fight half the time (5 or more on the D8), and a
-- Winchester (2D6) kills him outright one time in six (10 or more on 2D6 is
-- 30 damage; −14 HP is dead), so a location roll of 95–00 ends a player's
-- gunman on the spot. At ×2 the Colt needs a 7 (one time in four) and no
-- single rifle hit kills a man unhurt (24 at most): a head wound is as bad
-- as one to the chest, and the posse lives to limp out of town.
local tables = require("lib.tables")

local M = {
  name = "posse.head_shots",
  version = "1.0.0",
  summary = "House rule: a hit to the head does ×2 damage (`head`), not ×3",
  source = "house rule; seed 002 \"4.2.5 Hit location\" (the damage multiplier; the head's ×3 decided in rules/location.lua)",
  ruleset = "percentile >= 1.0", requires = { "percentile.location" },
  options = {
    head = { type = "int", default = 2, min = 1, max = 3, doc = "the head's damage multiplier (core: 3)" },
  },
}

function M.setup(api, opts)
  -- A copy with the head changed, so nothing else sees a shared table
  -- change; the host credits the set with the entries that differ (only
  -- the head, and nothing when `head` is 3).
  api.set("location.multipliers", function(old)
    local t = tables.copy(old)
    t.head = opts.head
    return t
  end)
end

return M
