-- rules/lib/say.lua — a transcript line on behalf of the rule that calls it
-- (not a module: a library, loaded with require("rules.lib.say")).
local M = {}

-- say(api, kind, text, fields) logs fields with text when a transcript is
-- attached; the event names the line of say's caller (api.log level 2).
function M.say(api, kind, text, fields)
  if not api.logging() then return end
  fields = fields or {}
  fields.text = text
  api.log(kind, fields, 2)
end

return M
