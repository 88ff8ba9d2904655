-- rules/coverage.lua — the one place that says which rules a fight cannot
-- run, and why (the data table coverage.exempt). `twtw coverage` and the
-- coverage test (host/coverage_sweep_test.go) run every built-in scenario
-- under the core rules and with every optional module on, and fail when a
-- core or optional rule never ran and is not listed here — or when a rule
-- listed here ran after all, or names nothing (an exemption must stay true).
--
-- A key is a rule or event name (the whole rule and every link of it), or
-- "NAME@MODULE" (that module's wrapper or listener only). A value is the
-- reason, for the reader of `twtw coverage`.
--
-- Decided here: the reasons below are the state of the rules when this list
-- was written; "(tactics)" marks the rules a tactics policy is to
-- reach, and such an entry goes when a policy takes the action.
local M = {
  name = "core.coverage",
  version = "1.0.0",
  summary = "The rules a fight cannot run, each with the reason (coverage.exempt)",
  source = "the rules' own headers; seed 000 \"Healing\"; seed 001 \"Using Bumps\"",
}

local reasons = require("lib.exempt")
local TACTICS = reasons.TACTICS

local function exempt()
  return reasons.with_outside({
    -- outside a fight
    ["data.check"] = reasons.DATA_CHECK,
    -- rules no built-in scenario or policy reaches yet
    ["healing.rest"] = "seed 000 \"Healing\": CT comes back a point a minute at rest, after the fight",
    ["bumps.strays"] = "bumping between adjacent unintended targets (seed 001 \"Bumping Stray Shots\") needs two or "
      .. "more bumps left after damage, ablation and a minor action, on a scatter weapon's hit whose stray lands on "
      .. "the shooter's ally: 6 fights in 300 even with a shotgunner firing beside his brawling ally (decided here: not forced "
      .. "into a built-in scenario, where any rule change would lose it)",
    -- outside a fight
    ["dispute.cut"] = "the Judge's Toggle cut for a disagreement (seed 001); no rule in a fight asks it",
    ["healing.concussion"] = "seed 000 \"Healing\": tending a concussion comes after the fight",
    ["healing.natural"] = "seed 000 \"Healing\": natural healing is a weekly check between fights",
    ["healing.revive"] = "seed 000 \"Healing\": reviving the unconscious comes after the fight",
    ["healing.treat"] = "seed 000 \"Healing\": Medicine within the hour, after the fight",
    ["healing.tn"] = "the TN of the healing rules, which run between fights",
    -- helpers that the rules in force do not call
    ["ancillary.resolve"] = "a helper for house rules: attack.ranged and attack.melee apply failure, strays "
      .. "and scatter one by one",
    ["bumps.earned"] = "the terms of the bumps a check earns, built for a transcript: a check asks for them only "
      .. "when the fight logs, and a coverage run does not log",
    ["bumps.score_hit"] = "bumps.spend scores each spend through damage.weigh with the same score; it calls "
      .. "bumps.score_hit only when a module wraps or replaces it",
    ["gear.weapon"] = "a gear copy for specs and for a scenario's entanglement in a weapon its holder does "
      .. "not carry; fights arm combatants through combatant.weapon",
    ["wounds.level"] = "a helper for house rules: the rules read c.body:level() themselves",
    ["action.wait"] = "round.turn ends a turn on a wait without resolving it; the rule is for a policy or "
      .. "house rule that resolves one",
    -- actions no tactics policy takes yet
    ["action.cock"] = TACTICS .. ": a shot cocks as it fires (action.cost)",
    -- optional victory threshold: a helper beside the one a fight calls
    ["victory.extended"] = "optional victory_threshold: sums a list of checks' effects; a fight's extended action "
      .. "(action.skill, rules/skill_actions.lua) counts each check's victories with victory.count as it goes",
  })
end

function M.setup(api)
  api.define("coverage.exempt", exempt(),
    "rules a fight cannot run, each with the reason (twtw coverage; rules/coverage.lua)")
end

return M
