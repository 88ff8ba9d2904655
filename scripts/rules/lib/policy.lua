-- rules/lib/policy.lua — a combatant's tactics policy and an action in words,
-- for the round (rules/round.lua) — not a module: a library, loaded with
-- require("rules.lib.policy"). seed 000 "Round Structure": each combatant
-- declares an action in the declaration phase; the scenario names the
-- policy that chooses it (rules["tactics." .. c.tactics]).
local M = {}

-- describe(a) is an action in words: its kind, target and heading; fan fire
-- says so and names each shot's target in order (seed 000 "Fan Firing":
-- "first declare the number of shots to be attempted, and also the targets").
function M.describe(a)
  if a.fan then return "fan fire " .. table.concat(a.fan, ", ") end
  local parts = { a.kind }
  if a.target then parts[#parts + 1] = a.target end
  if a.toward then parts[#parts + 1] = "toward " .. a.toward end
  return table.concat(parts, " ")
end

-- ask(api, fight, c) is the action c's tactics policy chooses now; an
-- unknown policy is an error at the line that asked.
function M.ask(api, fight, c)
  local p = api.rules["tactics." .. c.tactics]
  if type(p) ~= "function" then
    error(string.format("round: combatant %q: no tactics policy %q", c.name, tostring(c.tactics)), 2)
  end
  return p(fight, c)
end

return M
