-- rules/coverage.lua — the one place that says which rules of the ticks
-- ruleset a fight cannot run, and why (the data table coverage.exempt).
-- `twtw coverage --ruleset ticks` and the coverage test
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
-- and such an entry goes when a policy takes the action. Seed 003 "Tests"
-- (help from other characters), "Maneuvers" (Trick Shot, Trip, Grapple),
-- "Defer" (a simple condition), "Death and Dying" (recovery, after a fight).
local M = {
  name = "ticks.coverage",
  version = "1.0.0",
  summary = "The rules a fight cannot run, each with the reason (coverage.exempt)",
  source = "the rules' own headers; seed 003 \"Tests\", \"Maneuvers\", \"Defer\", \"Death and Dying\"",
}

local reasons = require("lib.exempt")
local TACTICS, LOGGED = reasons.TACTICS, reasons.LOGGED

local function exempt()
  return reasons.with_outside({
    -- maneuvers the default plans skip (rules/plans.lua plans.skip)
    ["maneuver.outcome.trip"] = TACTICS .. ": Trip trades the blow for a fall, and the default plans do not weigh "
      .. "it (plans.skip)",
    ["maneuver.outcome.grapple"] = TACTICS .. ": Grapple trades the blow for a hold, and the default plans do not "
      .. "weigh it (plans.skip)",
    ["maneuver.outcome.trick_shot"] = TACTICS .. ": a Trick Shot harms nobody, and the default plans do not weigh "
      .. "it (plans.skip)",
    ["defer.condition.near"] = TACTICS .. ": the default policy defers on reach or sight only (stance guard), "
      .. "never on anyone coming within a number of steps",
    ["test.help"] = "no rule in a fight asks for a helper: first aid and maneuvers are tested alone; test.score "
      .. "takes helpers (opts.help) for house rules and specs",
    -- the transcript
    ["action.describe"] = "an action in words for the declaration line: " .. LOGGED,
    ["defer.describe"] = "a defer condition in words for action.describe: " .. LOGGED,
    -- outside a fight
    ["health.recovery"] = "seed 003 \"Death and Dying\": a wound every other day of care, after the fight",
  })
end

function M.setup(api)
  api.define("coverage.exempt", exempt(),
    "rules a fight cannot run, each with the reason (twtw coverage; rules/coverage.lua)")
end

return M
