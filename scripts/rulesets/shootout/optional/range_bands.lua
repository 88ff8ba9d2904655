-- optional/range_bands.lua — shootout.range_bands: long shots are harder.
-- Optional module (off unless a campaign enables it). The seed has no range
-- at all: every gun in the street reaches every man in it. Groups who play on
-- a long table want the six-gun to be worse across the whole street than
-- across the boardwalk, and the rifle to earn its keep.
--
-- What: each weapon class has a short range in inches (range_bands.table,
-- decided here from period handguns and long arms); a shot beyond it is one
-- expertise level worse, beyond twice it two levels (option `max_levels`
-- caps the loss, default 2). It changes seed 004 "Expertise" (the level a
-- shot uses) by wrapping rules/shooting.lua expertise.modifiers; the core
-- keeps the level on the ladder (no worse than Neophyte). The transcript's
-- level terms name the range and the band.
local G = require("rules.lib.geometry")

local M = {
  name = "shootout.range_bands",
  version = "1.0.0",
  summary = "Shots beyond a weapon's short range are one expertise level worse, beyond twice it two",
  source = "optional module; changes seed 004 \"Expertise\" (the shot's level)",
  requires = { "shootout.shooting" },
  options = {
    max_levels = { type = "int", default = 2, min = 1, max = 4, doc = "most levels a long shot can lose" },
    scale = { type = "number", default = 1, min = 0.25, max = 4, doc = "multiplies every short range (a bigger table)" },
  },
}

function M.setup(api, opts)
  api.define("range_bands.table", {
    knife = 4, derringer = 6, small_pistol = 8, pistol = 12, carbine = 24, rifle = 36, shotgun = 12, bow = 18,
  }, "short range in inches per weapon class (decided here; the seed has no ranges)")

  -- range_bands.levels(ctx) → levels lost, the distance, the short range and its entry (nil: a class without one, 12").
  api.define("range_bands.levels", function(ctx)
    local entry = api.rules["range_bands.table"][ctx.weapon.class]
    local short, d = (entry or 12) * opts.scale, G.distance(ctx.attacker.pos, ctx.target.pos)
    local n = math.ceil(d / short - 1e-9) - 1
    return math.max(0, math.min(opts.max_levels, n)), d, short, entry and ("range_bands.table." .. ctx.weapon.class)
  end, "how many levels a shot at this range loses")

  api.wrap("expertise.modifiers", function(next, ctx, t)
    next(ctx, t)
    if ctx.target and ctx.target.pos and ctx.attacker.pos then
      local n, d, short, from = api.rules["range_bands.levels"](ctx)
      if n > 0 then
        t:add(n, string.format("at %g\", beyond the %s's %g\" short range", G.round(d), ctx.weapon.name, short), "range", from)
      end
    end
    return t
  end)
end

return M
