-- lib/say.lua — a transcript line on behalf of the rule that calls it, shared
-- by every ruleset (a library, not a module: require("lib.say")). The event
-- names the line of say's caller (api.log level 2), so the transcript points
-- at the rule that decided, not at this helper.
local M = {}

-- say(api, kind, text, fields) logs fields with text when a transcript is
-- attached.
function M.say(api, kind, text, fields)
  if not api.logging() then return end
  fields = fields or {}
  fields.text = text
  api.log(kind, fields, 2)
end

-- about(api, kind, c, text, fields) is say for an event about combatant c
-- (fields.who = c.name).
function M.about(api, kind, c, text, fields)
  if not api.logging() then return end
  fields = fields or {}
  fields.who, fields.text = c.name, text
  api.log(kind, fields, 2)
end

return M
