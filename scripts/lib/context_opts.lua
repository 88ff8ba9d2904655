-- lib/context_opts.lua — `twtw explain --opt KEY=VALUE`: the opts that are no
-- option of an explanation's own become fields of the attack context (a house
-- rule's own, read as ctx.braced), shared by the rulesets' explain.attack (a
-- library, not a module: require("lib.context_opts")). README.md "Explain any
-- attack". A field the explanation sets itself (the fight, the combatants,
-- the shot) is refused as bad input naming the flag that sets it: copied over
-- it broke the attack (TWTW's --opt target=Bob failed inside a rule, exit 1)
-- or was dropped without a word (shootout's --opt shot=3).
local M = {}

local sorted_keys = require("lib.tables").sorted_keys

-- fields(api, opts, own, set_by [, into]) → into (or a new table) with every
-- opt that own does not list; set_by maps each field the explanation sets
-- itself to the flag that sets it (false: none does, the explanation alone),
-- and a field into holds already (a context built first) is refused too.
function M.fields(api, opts, own, set_by, into)
  local out = into or {}
  for _, k in ipairs(sorted_keys(opts)) do
    if not own[k] then
      local by = set_by[k]
      if by == nil and out[k] ~= nil then by = false end
      if by ~= nil then
        api.refuse("--opt " .. k, string.format("%s is set by the explanation%s", k, by and (" (" .. by .. ")") or ""))
      end
      out[k] = opts[k]
    end
  end
  return out
end

return M
