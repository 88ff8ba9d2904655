-- rules/lib/need.lua — a rule another rule cannot do without (not a module:
-- a library, loaded with require("rules.lib.need")).
local M = {}

-- known holds the names need has found defined in the rules table `view`
-- (api.rules): a sealed registry neither gains nor loses a rule, so asking
-- api.has (a Go call) once per name is enough; another registry (a new
-- view) starts over. The rule itself is still read from api.rules at every
-- call, so a wrapped or counted rule is the one returned.
local view, known = nil, {}

-- need(api, name, who) returns the rule called name, or raises "who: rule
-- NAME is not defined" at the line that called who's caller (a module that
-- needs a rule of a module that is off says which).
function M.need(api, name, who)
  local rules = api.rules
  if rules == view and known[name] then return rules[name] end
  local f = api.has(name) and rules[name]
  if not f then
    error(string.format("%s: rule %s is not defined", who, name), 3)
  end
  if rules ~= view then view, known = rules, {} end
  known[name] = true
  return f
end

return M
