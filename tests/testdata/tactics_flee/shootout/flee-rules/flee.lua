-- flee.lua — posse.flee: a tactics policy of a house rule's own, "flee": he
-- plays his cards as the default policy chooses them but, when he acts,
-- looks for a way out and does nothing else (the steps it leaves out are the
-- default's). A scenario may name it (tactics = "flee") because the module
-- defines rule tactics.flee.act and adds its entry to data tactics.policies;
-- with listed = false it defines the rule alone, and the scenario is refused.
local M = {
  name = "posse.flee",
  version = "0.1.0",
  summary = "A tactics policy: flee (looks for a way out, does nothing else)",
  source = "house rule; seed 004 \"Really Simple Wild West Shootout Rules\"",
  ruleset = "shootout >= 1.0",
  options = { listed = { type = "bool", default = true, doc = "add flee to data tactics.policies" } },
}

function M.setup(api, opts)
  api.define("tactics.flee.act", function(fight, c)
    if api.logging() then api.log("flee", { who = c.name, text = c.name .. " looks for a way out" }) end
    return {}
  end, "flee: look for a way out, do nothing else")
  if opts.listed then
    api.set("tactics.policies", function(t)
      t.flee = { doc = "looks for a way out, does nothing else" }
      return t
    end)
  end
end

return M
