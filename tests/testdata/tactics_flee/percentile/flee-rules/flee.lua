-- flee.lua — posse.flee: a tactics policy of a house rule's own, "flee": he
-- looks for a way out and does nothing else. A scenario may name it
-- (tactics = "flee") because the module defines rule tactics.flee and adds
-- its entry to data tactics.policies; with listed = false it defines the
-- rule alone, and the scenario is refused.
local M = {
  name = "posse.flee",
  version = "0.1.0",
  summary = "A tactics policy: flee (looks for a way out, does nothing else)",
  source = "house rule; seed 002",
  ruleset = "percentile >= 1.0",
  options = { listed = { type = "bool", default = true, doc = "add flee to data tactics.policies" } },
}

function M.setup(api, opts)
  api.define("tactics.flee", function(fight, c)
    if api.logging() then api.log("flee", { who = c.name, text = c.name .. " looks for a way out" }) end
    return { kind = "wait", reason = "looks for a way out" }
  end, "flee: look for a way out, do nothing else")
  if opts.listed then
    api.set("tactics.policies", function(t)
      t.flee = { doc = "looks for a way out, does nothing else" }
      return t
    end)
  end
end

return M
