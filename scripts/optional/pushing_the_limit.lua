-- optional/pushing_the_limit.lua — revolvers are not made for fan firing.
-- seed 000 "Advanced Rule: Pushing the Limit": "Revolvers are not designed
-- for fan-firing. When using this advanced rule, increase the Rel of any
-- revolver by 1 when fan-firing."
--
-- Wraps core.ancillary's ancillary.failure (seed 000 "Equipment Failure":
-- "If the failure result is lower than the Rel, the equipment fails"): during
-- a fan fire shot (ctx.fan) with a revolver (weapon attributes.revolver) the
-- check reads Rel + `extra`. The weapon's own Rel is restored afterwards.
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

function M.setup(api, opts)
  -- pushing_the_limit.rel(ctx) -> the Rel the failure check reads, and
  -- whether it was raised.
  api.define("pushing_the_limit.rel", function(ctx)
    local w = ctx.weapon
    local rel = w and w.rel
    if not rel or not ctx.fan or not (w.attributes and w.attributes.revolver) then return rel, false end
    return math.min(13, rel + opts.extra), opts.extra > 0
  end, "a revolver's Rel while fan firing")

  api.wrap("ancillary.failure", function(next, ctx, result)
    local rel, raised = api.rules["pushing_the_limit.rel"](ctx)
    if not raised then return next(ctx, result) end
    local w = ctx.weapon
    local own = w.rel
    w.rel = rel
    local ok, out = pcall(next, ctx, result)
    w.rel = own
    if not ok then error(out, 0) end
    api.log("failure", {
      text = string.format("pushing_the_limit: %s fan fired — Rel %d → %d: failure %d %s", w.name or "revolver",
        own, rel, result.card.failure, (type(out) == "table" and out.failed) and "FAILS" or "holds"),
      weapon = w.name, rel = rel, own_rel = own, failure = result.card.failure,
    })
    if type(out) == "table" then out.rel, out.own_rel = rel, own end
    return out
  end)
end

return M
