-- lib/tables.lua — small table helpers every ruleset shares (a library, not
-- a module: require("lib.tables")), so no script keeps its own copy.
local M = {}

-- copy(t) is a shallow copy of t ({} for nil).
function M.copy(t)
  local o = {}
  for k, v in pairs(t or {}) do o[k] = v end
  return o
end

-- default(v, d) is v, or d when v is nil (false stays false).
function M.default(v, d)
  if v == nil then return d end
  return v
end

-- sorted_keys(t) lists the keys of t (nil: none) sorted by their text, so a
-- loop over a map, or a message listing it, is the same every run.
function M.sorted_keys(t)
  local keys = {}
  for k in pairs(t or {}) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
  return keys
end

-- position(spec) reads a combatant's place from a scenario: position = [x, y]
-- (a TOML list) or pos = {x =, y =}; a missing coordinate is 0.
function M.position(spec)
  if spec.pos then return { x = spec.pos.x or 0, y = spec.pos.y or 0 } end
  local p = spec.position or {}
  return { x = p[1] or 0, y = p[2] or 0 }
end

-- refs(a, b, c) → the data references given, nil ones left out, as one
-- term's data (scripts/README.md "Data provenance"): nil for none, the one
-- alone, else a list of them (a list must not begin with nil). A reference
-- may itself be a list; terms flatten it.
function M.refs(a, b, c)
  if a == nil then a, b, c = b, c, nil end
  if a == nil then a, b = b, nil end
  if b == nil then b, c = c, nil end
  if b == nil then return a end
  if c == nil then return { a, b } end
  return { a, b, c }
end

-- credit(rule, from) is the data of a term a rule's result made, naming the
-- rule itself, so that a house rule's wrap or replacement of it is credited
-- on the number even when it hands back no data of its own: from as it is
-- when it already names the rule first, else the rule and from.
function M.credit(rule, from)
  if from == rule or (type(from) == "table" and from[1] == rule) then return from end
  return M.refs(rule, from)
end

return M
