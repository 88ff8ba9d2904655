-- optional/fumbles.lua — fumbles: a very high D100 jams the gun or throws the
-- blow wide, and that weapon is done for the round.
-- seed 002 "4.2.5.1.2 Critical success": "This is a critical success (< 1/10th
-- of his percentage, see section 3.3.8)" — section 3.3.8, which would also
-- say what a fumble is, is not in the seed.
--
-- Decided here (an optional rule, off unless a campaign enables it): an
-- attack roll of `from` or more (96–00 by default) that misses is a fumble;
-- the weapon that fumbled fires (or strikes) no more this round — a
-- revolver with five shots in the round that fumbles its second loses the
-- other three. It still spends the bullet.
local M = {
  name = "percentile.fumbles",
  version = "1.0.0",
  summary = "Fumbles: a missed D100 of `from` or more (96–00 by default) jams the weapon for the rest of the round",
  source = "seed 002 \"4.2.5.1.2 Critical success\" (section 3.3.8 missing; decided here)",
  requires = { "percentile.hit", "percentile.actions" },
  options = {
    from = { type = "int", default = 96, min = 50, max = 100, doc = "the lowest D100 that fumbles (when it misses)" },
  },
}

function M.setup(api, opts)
  -- hit.judge also says whether a miss is a fumble.
  api.wrap("hit.judge", function(next, roll, pct)
    local r = next(roll, pct)
    r.fumble = not r.success and roll >= opts.from
    return r
  end)

  -- a fumbled weapon is marked for the round ...
  api.wrap("attack.resolve", function(next, ctx)
    local out = next(ctx)
    if out.roll >= opts.from and not out.hit then
      out.fumble = true
      ctx.weapon.fumbled = ctx.fight and ctx.fight.round or 0
      if api.logging() then
        api.log("fumble", { text = string.format("  fumble! %s's %s is done for this round (D100 %d ≥ %d)",
          ctx.attacker.name, ctx.weapon.name, out.roll, opts.from), who = ctx.attacker.name })
      end
    end
    return out
  end)

  -- ... and fires no more in it.
  api.wrap("round.can_fire", function(next, fight, c, w)
    if w.fumbled ~= nil and w.fumbled == fight.round then return false end
    return next(fight, c, w)
  end)
end

return M
