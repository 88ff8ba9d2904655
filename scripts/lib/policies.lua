-- lib/policies.lua — which tactics policies a scenario may name, told the
-- same way in every ruleset (a library, not a module:
-- require("lib.policies")).
--
-- Each ruleset declares its policies in the data table tactics.policies, an
-- entry per name ({ doc = "…" }; its rule is tactics.NAME); its scenario check
-- and fight.new ask why_not, so a name the table does not list is refused
-- before the fight even when a rule of that name exists: the rules the
-- policies call (TWTW's tactics.shot_tn, ticks' tactics.pick) are
-- tactics.NAME too, and played as a policy they failed mid-fight. A house
-- rule adds a policy with its rule and an entry:
--   api.define("tactics.flee", function(fight, c) … end, "…")
--   api.set("tactics.policies", function(t)
--     t.flee = { doc = "…" }
--     return t
--   end)
local words = require("lib.words")
local sorted_keys = require("lib.tables").sorted_keys

local M = {}

-- names(api) → the names data tactics.policies lists, sorted.
function M.names(api)
  return sorted_keys(api.has("tactics.policies") and api.rules["tactics.policies"] or {})
end

-- own_rule(api, name): rule tactics.NAME is a function (how TWTW,
-- percentile and ticks play a policy).
local function own_rule(api, name)
  local rule = "tactics." .. name
  return api.has(rule) and type(api.rules[rule]) == "function"
end

-- why_not(api, name [, how]) → nil when name is a policy: data
-- tactics.policies lists it and its rules are there; else why not, with the
-- policies there are and the nearest of them. how, for a ruleset whose
-- policy is played otherwise (shootout: rules tactics.NAME.<step>):
-- { defined = function(name) → bool, rule = "rules tactics.%s.<step>" };
-- by default a policy is rule tactics.NAME ("rule tactics.%s").
function M.why_not(api, name, how)
  name = tostring(name)
  local defined = how and how.defined or function(n) return own_rule(api, n) end
  local rule = string.format(how and how.rule or "rule tactics.%s", name)
  local listed = M.names(api)
  local there = table.concat(listed, ", ")
  local verb = rule:find("^rules ") and "are" or "is"
  local entry = api.has("tactics.policies") and api.rules["tactics.policies"][name]
  if entry ~= nil then
    if defined(name) then return nil end
    return string.format("no tactics policy %q: data tactics.policies lists it, but no %s %s defined (there are: %s)",
      name, rule, verb, there)
  end
  local near = words.nearest(name, listed)
  local mean = near and string.format("; did you mean %q?", near) or ""
  if defined(name) then
    return string.format("no tactics policy %q%s: %s %s defined, but data tactics.policies does not list it "
      .. "(there are: %s)", name, mean, rule, verb, there)
  end
  return string.format("no tactics policy %q%s (there are: %s; a house rule adds one with %s and an entry %q in data "
    .. "tactics.policies)", name, mean, there, rule, name)
end

return M
