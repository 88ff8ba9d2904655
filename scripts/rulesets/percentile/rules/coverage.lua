-- rules/coverage.lua — the one place that says which rules of the percentile
-- western a fight cannot run, and why (the data table coverage.exempt).
-- `twtw coverage --ruleset percentile` and the coverage test
-- (host/coverage_sweep_test.go) run every built-in scenario under the core
-- rules and with every optional module on, and fail when a core or optional
-- rule never ran and is not listed here — or when a rule listed here ran
-- after all, or names nothing (an exemption must stay true).
--
-- A key is a rule or event name (the whole rule and every link of it), or
-- "NAME@MODULE" (that module's wrapper or listener only). A value is the
-- reason, for the reader of `twtw coverage`.
--
-- Decided here: the reasons below are the state of the rules when this list
-- was written; "(tactics)" marks the rules a tactics policy is to reach,
-- and such an entry goes when a policy takes the action. Aiming at an area
-- is seed 002 "4.2.5.1.2 Critical success" ("aiming for a specific area").
local M = {
  name = "percentile.coverage",
  version = "1.0.0",
  summary = "The rules a fight cannot run, each with the reason (coverage.exempt)",
  source = "the rules' own headers; seed 002 \"4.2.5.1.2 Critical success\"",
}

local reasons = require("lib.exempt")
local TACTICS, LOGGED = reasons.TACTICS, reasons.LOGGED

local function exempt()
  return reasons.with_outside({
    -- aiming at an area: no policy aims (rules/tactics.lua)
    ["location.parse"] = TACTICS .. ": aiming at an area (tactics.default never aims: the penalty costs more "
      .. "than the location gains); twtw explain --called reads it",
    ["location.area_penalty"] = TACTICS .. ": the penalty for aiming at an area (tactics.default never aims); "
      .. "twtw explain --called reads it",
    -- the transcript's roster line
    ["round.describe"] = "logs a combatant's roster line: " .. LOGGED,
    ["round.skills_shown"] = "the skills round.describe shows on a roster line: " .. LOGGED,
    -- outside a fight
    ["data.check"] = reasons.DATA_CHECK,
    ["location.cost"] = "a helper for specs and house rules: location.adjust walks location.steps itself",
  })
end

function M.setup(api)
  api.define("coverage.exempt", exempt(),
    "rules a fight cannot run, each with the reason (twtw coverage; rules/coverage.lua)")
end

return M
