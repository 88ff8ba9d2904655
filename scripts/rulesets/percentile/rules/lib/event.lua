-- rules/lib/event.lua — a transcript event's fields (plain library, not a
-- module). Each rule calls api.log itself, so the transcript names the line
-- that logged; this only puts the text line into the fields.
local E = {}

-- ev(text, fields) → fields (a new table when nil) with fields.text = text.
function E.ev(text, fields)
  fields = fields or {}
  fields.text = text
  return fields
end

return E
