-- rules/coverage.lua — the one place that says which rules of the shootout
-- game a fight cannot run, and why (the data table coverage.exempt).
-- `twtw coverage --ruleset shootout` and the coverage test
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
-- and such an entry goes when a policy takes the action. Seed 004: special
-- moves "may impose a LUCK roll", "difficult tasks are tested against
-- strength", "anyone fleeing an engagement will be labeled a scoundrel".
local M = {
  name = "shootout.coverage",
  version = "1.0.0",
  summary = "The rules a fight cannot run, each with the reason (coverage.exempt)",
  source = "the rules' own headers; seed 004 \"Really Simple Wild West Shootout Rules\" (special moves, Luck, Strength, "
    .. "the gentleman's code)",
}

local reasons = require("lib.exempt")
local TACTICS = reasons.TACTICS
local BYSTANDER = "a bystander (tactics \"hold\", the Kid in alleyway) lays no card: tactics.hold.choose says none, "
  .. "so the rules never ask this step"

local function exempt()
  return reasons.with_outside({
    -- special moves: no policy attempts a stunt (rules/policy.lua)
    ["stunt.attempt"] = TACTICS .. ": a stunt (the stunts table: the horse, the balcony, the wall); the default "
      .. "policy spends a special move only on getting up or reloading",
    ["luck.roll"] = TACTICS .. ": the Luck roll of a stunt (stunt.attempt), the only rule that asks one",
    ["strength.test"] = TACTICS .. ": the Strength test of a stunt (stunt.attempt), the only rule that asks one",
    -- the gentleman's code: the policies keep it
    ["fisticuffs.flee"] = TACTICS .. ": walking out of a fistfight; the default policy spends every card on the "
      .. "exchange",
    ["code.breach"] = "the policies keep the code (code.allows): only a policy of one's own or a player at the table "
      .. "breaks it",
    -- the bystander's other steps
    ["tactics.hold.hold"] = BYSTANDER,
    ["tactics.hold.act"] = BYSTANDER,
    ["tactics.hold.interrupt"] = BYSTANDER,
    -- the transcript
    ["shoot.log_hit"] = "the transcript line of a hit's dice: a fight runs it only when its transcript is written "
      .. "(twtw fight); the coverage fights are not logged",
    ["weapon.attack_text"] = "the words of a shot's or a throw's transcript line (shoot, throw): a fight runs it only "
      .. "when its transcript is written (twtw fight); the coverage fights are not logged",
    -- outside a fight
    ["data.check"] = reasons.DATA_CHECK,
    ["explain.card"] = "picks the card twtw explain explains, never in a fight",
    ["combatant.fixture"] = "builds spec fixtures (fixtures.combatant), never a fight's figures",
  })
end

function M.setup(api)
  api.define("coverage.exempt", exempt(),
    "rules a fight cannot run, each with the reason (twtw coverage; rules/coverage.lua)")
end

return M
