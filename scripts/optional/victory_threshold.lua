-- optional/victory_threshold.lua — a victory threshold other than 6.
-- seed 001 "Setting Victory Threshold: Optional": "the Judge may wish to
-- alter the victory threshold from the standard 6 … the taller character could
-- compete against a victory threshold of 5, while the shorter participant uses
-- the standard 6 … a victory threshold of 6 for each door, and 8 for each
-- double door … A task with 3 standard victories required is easier to
-- complete than one with 2 victories required at threshold 9, even though the
-- required magnitude is equal."
-- seed 000 "Skill Checks": "Extended actions are complex skill checks that
-- require multiple victories to complete."
--
-- Victories are effect ÷ threshold, rounded down (the Go core's
-- api.action.victories). The core rules have no victory rule of their own (they
-- would read api.action.victories(effect), threshold 6); this module defines:
--   victory.threshold(ctx) — ctx.victory_threshold (a per-check override:
--     the tall man's 5, the double door's 8), else the option `threshold`;
--   victory.count(effect, ctx) — victories and the threshold used;
--   victory.extended(effects, required, ctx) — an extended action: each
--     check's victories counted on its own (remainders do not carry), summed
--     against the victories required.
-- Decided here: remainders do not carry from check to check (that is what
-- makes "3 standard victories … easier … than 2 at threshold 9").
local M = {
  name = "victory_threshold",
  version = "1.0.0",
  summary = "Variable victory threshold (default 6) with a per-check override",
  source = "seed 001 \"Setting Victory Threshold: Optional\"",
  options = {
    threshold = { type = "int", default = 6, min = 1, max = 30,
      doc = "effect magnitude per victory when a check does not set ctx.victory_threshold" },
  },
}

function M.setup(api, opts)
  -- victory.threshold(ctx) -> the threshold of this check.
  api.define("victory.threshold", function(ctx)
    local t = ctx and ctx.victory_threshold
    if t ~= nil then
      if type(t) ~= "number" or t < 1 or t ~= math.floor(t) then
        error(string.format("victory.threshold: ctx.victory_threshold wants a whole number ≥ 1, got %s", tostring(t)), 2)
      end
      return t
    end
    return opts.threshold
  end, "the victory threshold of a check: ctx.victory_threshold, else the option")

  -- victory.count(effect, ctx) -> victories, threshold.
  api.define("victory.count", function(effect, ctx)
    local th = api.rules["victory.threshold"](ctx)
    local n = api.action.victories(effect, th)
    api.log("victory", {
      text = string.format("victory_threshold: %seffect %d at threshold %d → %d victor%s",
        ctx and ctx.who and (ctx.who .. ": ") or "", effect, th, n, n == 1 and "y" or "ies"),
      effect = effect, threshold = th, victories = n, who = ctx and ctx.who,
    })
    return n, th
  end, "victories from an effect magnitude")

  -- victory.extended(effects, required, ctx) -> {victories, required, done,
  -- each = {n…}, threshold}: an extended action's checks, in order.
  api.define("victory.extended", function(effects, required, ctx)
    local out = { victories = 0, required = required, each = {}, done = false }
    for i, e in ipairs(effects) do
      local n, th = api.rules["victory.count"](e, ctx)
      out.each[i], out.threshold = n, th
      out.victories = out.victories + n
    end
    out.done = out.victories >= required
    return out
  end, "an extended action: victories summed over its checks")
end

return M
