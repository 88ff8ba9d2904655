-- optional/pushing_the_limit.lua — revolvers are not made for fan firing.
-- seed 000 "Advanced Rule: Pushing the Limit": "Revolvers are not designed
-- for fan-firing. When using this advanced rule, increase the Rel of any
-- revolver by 1 when fan-firing."
--
-- Wraps core.ancillary's ancillary.rel (the Rel seed 000 "Equipment Failure"
-- reads: "If the failure result is lower than the Rel, the equipment
-- fails"): during a fan fire shot (ctx.fan) with a revolver (weapon
-- attributes.revolver) the check reads Rel + `extra`; the weapon's own Rel
-- is never changed. A wrap of ancillary.failure tells each such check.
--
-- Decided here: every shot of the series is checked with the raised Rel (the
-- seed says "when fan-firing", not "once per series"); a weapon without a Rel
-- (cannot fail) stays without one.
local M = {
  name = "pushing_the_limit",
  version = "1.0.0",
  summary = "Fan firing a revolver raises its Rel by 1",
  source = "seed 000 \"Advanced Rule: Pushing the Limit\"",
  options = {
    extra = { type = "int", default = 1, min = 0, max = 12, doc = "Rel added to a revolver while it is fan fired" },
  },
}

local refs = require("rules.lib.refs")

-- EXTRA is the reference of the Rel a fan fired revolver gains: the option.
local EXTRA = { option = "pushing_the_limit.extra" }

function M.setup(api, opts)
  -- pushing_the_limit.rel(ctx) -> the Rel the failure check reads, and
  -- whether it was raised.
  api.define("pushing_the_limit.rel", function(ctx)
    local w = ctx.weapon
    local rel = w and w.rel
    if not rel or not ctx.fan or not (w.attributes and w.attributes.revolver) then return rel, false end
    return math.min(13, rel + opts.extra), opts.extra > 0
  end, "a revolver's Rel while fan firing")

  -- the check reads the raised Rel: the core's failure line credits this wrap
  api.wrap("ancillary.rel", function(next, ctx)
    local own = next(ctx)
    local rel, raised = api.rules["pushing_the_limit.rel"](ctx)
    if not (own and raised) then return own end
    return math.min(13, own + (rel - ctx.weapon.rel)) -- on top of what another module made of it
  end)

  -- a fan fired revolver's check is told whether it failed or held
  api.wrap("ancillary.failure", function(next, ctx, result)
    local out = next(ctx, result)
    local rel, raised = api.rules["pushing_the_limit.rel"](ctx)
    if not raised or type(out) ~= "table" then return out end
    local w = ctx.weapon
    out.own_rel = w.rel
    if api.logging() then
      local terms = api.terms("Rel", w.rel, "Rel of the " .. (w.name or "revolver"), "weapon", refs.weapon(w.key, "rel"))
      local why = rel - w.rel < opts.extra and "fan firing a revolver (Rel at most 13)" or "fan firing a revolver"
      terms:add(rel - w.rel, why, "fan", EXTRA)
      api.log("failure", {
        text = string.format("pushing_the_limit: %s fan fired — Rel %d → %d: failure %d %s", w.name or "revolver",
          w.rel, rel, result.card.failure, out.failed and "FAILS" or "holds"),
        weapon = w.name, rel = rel, own_rel = w.rel, failure = result.card.failure, reliability = terms,
      })
    end
    return out
  end)
end

return M
