-- lib/exempt.lua — the reasons every ruleset's coverage.exempt shares (a
-- library, not a module: require("lib.exempt")), so the four lists say the
-- same thing the same way: a rule no tactics policy reaches yet, a rule only
-- a logged fight runs, and the rules that run outside any fight.
local M = {}

-- TACTICS starts the reason of a rule a tactics policy is to reach; such an
-- entry goes when a policy takes the action.
M.TACTICS = "no tactics policy takes this action yet (tactics)"

-- LOGGED ends the reason of a rule that only writes the transcript.
M.LOGGED = "a fight runs it only when its transcript is written (twtw fight); the coverage fights are not logged"

-- DATA_CHECK is the reason of data.check, in every ruleset that defines it:
-- the host runs it when the rules are built, never in a fight.
M.DATA_CHECK = "checks the data tables a house rule's set changed, when the rules are built "
  .. "(host/datacheck.go), never in a fight"

-- OUTSIDE are the rules every ruleset defines for use outside a fight.
local OUTSIDE = {
  ["explain.attack"] = "runs in twtw explain, never in a fight",
  ["combatant.fixture"] = "builds spec fixtures (fixtures.combatant), never a fight's combatants",
}

-- with_outside(list) → list with the OUTSIDE entries it does not give itself
-- (a ruleset may word one its own way).
function M.with_outside(list)
  for name, why in pairs(OUTSIDE) do
    if list[name] == nil then list[name] = why end
  end
  return list
end

return M
