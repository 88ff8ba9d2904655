-- rules/lib/need.lua — a rule another rule cannot do without (not a module:
-- a library, loaded with require("rules.lib.need")).
local M = {}

-- need(api, name, who) returns the rule called name, or raises "who: rule
-- NAME is not defined" at the line that called who's caller (a module that
-- needs a rule of a module that is off says which).
function M.need(api, name, who)
  local f = api.has(name) and api.rules[name]
  if not f then
    error(string.format("%s: rule %s is not defined", who, name), 3)
  end
  return f
end

return M
