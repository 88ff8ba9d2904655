-- houserules/hard_cover.lua — gulch.hard_cover: cover stops bullets better
-- than the book's table says.
-- House rule (Gulch campaign). Technique: DRIVEN BY ITS OPTIONS — one wrap
-- whose effect the campaign tunes (`twtw campaign set FILE
-- gulch.hard_cover.bonus=2`).
--
-- What: when a hit meets cover (rules/damage.lua damage.layers: the cover
-- layer, seed 000 "Hit Location and Cover"), that cover's AV counts `bonus`
-- higher (option, default +1) for penetration (seed 000 "Cover Penetration":
-- P when PV ≥ AV + 2, A when PV is AV or AV + 1, D below). Option
-- `materials`: "all" (default) hardens every cover; "solid" only cover whose
-- printed AV is 3 or more (hardwood, bricks, iron plating — data
-- gulch.hard_cover.solid), so thin wood (AV 2) stays as flimsy as the book
-- says. Ablation still wears the cover down from its hardened AV (an A
-- result takes 1: hardwood +1 is AV 4, then 3). Worn armor and natural armor
-- are not cover and do not change; nor does the Bravery bonus for aiming
-- behind cover (seed 000 "Aim and Cover" reads the printed AV).
--
-- Why a group wants it: in the seed a Peacemaker goes through a hardwood bar
-- (AV 3) on an average card; groups who want gunfights where ducking behind
-- the bar or the water trough matters give cover a point or two.
--
-- Seed rule changed: rules/damage.lua damage.layers (seed 000 "Cover
-- Penetration", its table: 2 thin wood, 3 hardwood, 4 bricks, iron
-- plating). The hardened layer's name carries "[hard cover +N]", so the
-- transcript's damage line shows where the AV came from.
local M = {
  name = "gulch.hard_cover",
  version = "1.0.0",
  summary = "Cover counts +bonus AV against penetration (all cover, or only solid cover)",
  source = "house rule; changes seed 000 \"Cover Penetration\"",
  options = {
    bonus = { type = "int", default = 1, min = 0, max = 4, doc = "AV added to cover against penetration" },
    materials = { type = "enum", values = { "all", "solid" }, default = "all",
      doc = "which cover hardens: all, or solid only (printed AV 3+: hardwood, bricks, iron)" },
  },
}

function M.setup(api, opts)
  api.define("gulch.hard_cover.solid", { min_av = 3 },
    "printed AV from which cover is solid (seed 000 \"Cover Penetration\": 3 hardwood)")

  -- gulch.hard_cover.bonus(cover) is the AV a piece of cover gains.
  api.define("gulch.hard_cover.bonus", function(cover)
    if opts.materials == "solid" and (cover.av or 0) < api.rules["gulch.hard_cover.solid"].min_av then
      return 0
    end
    return opts.bonus
  end, "the AV bonus of a piece of cover (gulch.hard_cover options bonus, materials)")

  api.wrap("damage.layers", function(next, ctx, location, kind)
    local layers = next(ctx, location, kind)
    for _, l in ipairs(layers) do
      local base = l.obj
      local add = (l.what == "cover" and base) and api.rules["gulch.hard_cover.bonus"](base) or 0
      if add > 0 then
        -- The layer's obj is what ablation wears down (damage.resolve reads
        -- obj.av − obj.ablated and adds to obj.ablated): a view of the cover
        -- with the hardened AV, whose other fields (ablated, name, …) are
        -- the cover's own, so wear is kept on the cover itself.
        l.obj = setmetatable({ av = (base.av or 0) + add }, { __index = base, __newindex = base })
        l.av = math.max(0, l.obj.av - (base.ablated or 0))
        l.name = string.format("%s [hard cover +%d]", l.name, add)
        l.hard_cover = add
      end
    end
    return layers
  end)
end

return M
