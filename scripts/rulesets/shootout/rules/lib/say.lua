-- rules/lib/say.lua — a transcript line on behalf of the shootout rule that
-- calls it (not a module: a library, loaded with require("rules.lib.say")).
-- The event names the line of the caller (api.log level 2), so the
-- transcript points at the rule that decided, not at this helper.
local S = {}

-- say(api, kind, text, fields) logs fields with text when a transcript is
-- attached.
function S.say(api, kind, text, fields)
  if not api.logging() then return end
  fields = fields or {}
  fields.text = text
  api.log(kind, fields, 2)
end

-- about(api, kind, c, text, fields) is say for an event about figure c
-- (fields.who = c.name).
function S.about(api, kind, c, text, fields)
  if not api.logging() then return end
  fields = fields or {}
  fields.who, fields.text = c.name, text
  api.log(kind, fields, 2)
end

return S
