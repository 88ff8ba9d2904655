-- rules/blast.lua — an explosive's blast: who stands where a thrown charge
-- goes off is hit too.
--
-- seed 000 "Dodge": "Ranged attacks that are area-of-effect in nature such
-- as grenades are not affected by dodge; the attack roll in these cases
-- determine if the attacker places the attack on the target, which is often
-- the ground." seed 000 "Scatter": a thrown item that misses "has to go
-- somewhere. In the case of explosives this could be very important,
-- indeed."
--
-- The seeds give no blast table. Decided here:
-- * An explosive (weapon attributes.explosive, with blast = N paces) goes off
--   where it lands: on the target when the throw hits, where it scattered
--   when it misses (ancillary.scatter's pos; a miss with no position known
--   goes off nowhere a rule can place, and hits no one).
-- * A failure of the weapon (ancillary.failure: the fuse, Rel) is a dud: no
--   blast, and no damage to the man it hits either (the explosion is its
--   damage), so its failure is read before the hit (attack.lua's dud), not
--   last with the other ancillary effects.
-- * It has no stray shots (ancillary.stray_count): it lands in one place,
--   and whoever stands near it is caught by the blast, once.
-- * Every active combatant within N paces of that point is hit, except the
--   one the throw hit (that is the attack itself); the thrower too, when he
--   stands that close. Each takes the card's damage at its standard location
--   with no bumps, as a stray hit does (ancillary.stray_hit: cover over the
--   location counts), then a stun check.
local M = {
  name = "core.blast",
  version = "1.0.0",
  summary = "An explosive's blast: everyone within its blast paces of where it lands is hit",
  source = "seed 000 \"Dodge\" (area attacks), \"Scatter\"",
}

local geometry = require("rules.lib.geometry")
local refs = require("rules.lib.refs")

-- caught(api, fight, at, n, skip) lists the active combatants within n
-- paces of at, nearest first (then by name), but skip.
local function caught(api, fight, at, n, skip)
  local out, d = {}, {}
  for _, c in ipairs(fight.combatants) do
    if c ~= skip and c.pos and c.body and api.rules["combatant.active"](c) then
      local r = geometry.distance(at, c.pos)
      if r <= n then
        out[#out + 1] = c
        d[c] = r
      end
    end
  end
  table.sort(out, function(a, b)
    if d[a] ~= d[b] then return d[a] < d[b] end
    return tostring(a.name) < tostring(b.name)
  end)
  return out
end

-- define_blast(api): blast.paces, blast.point, attack.blast.
local function define_blast(api)
  local R = api.rules
  -- blast.paces(ctx) → the paces of the weapon's blast (its attributes.blast)
  -- and the data reference of that entry; 0 for a weapon that is no
  -- explosive. A house rule changes the blast with api.set on gear.weapons
  -- or by wrapping this rule; the blast line credits either.
  api.define("blast.paces", function(ctx)
    local w = ctx.weapon
    local at = w and w.attributes
    if not (at and at.explosive) then return 0 end
    return at.blast or 0, refs.weapon(w.key, "attributes.blast")
  end, "the paces of an explosive's blast (its gear entry's attributes.blast), and that entry; 0: no explosive")

  -- blast.point(ctx, outcome) → where a thrown explosive goes off ({x, y}) and
  -- what it hit directly (the target on a hit), or nil: not an explosive
  -- (blast.paces 0), a dud, or a miss that landed nowhere known.
  api.define("blast.point", function(ctx, outcome)
    if R["blast.paces"](ctx) <= 0 then return nil end
    if type(outcome.failure) == "table" and outcome.failure.failed then return nil end
    if outcome.hit then return ctx.target.pos, ctx.target end
    local sc = outcome.scatter
    return sc and sc.pos or nil, nil
  end, "where a thrown explosive goes off ({x, y}) and whom it hit directly: the target hit, else where it "
    .. "scattered; nil for no explosive, a dud or a miss landing nowhere known")

  -- attack.blast(ctx, r, outcome) hits everyone within the blast (blast.paces)
  -- of where the explosive went off (blast.point); returns the stray_hit
  -- records, or nil when nothing went off.
  api.define("attack.blast", function(ctx, r, outcome)
    local at, direct = R["blast.point"](ctx, outcome)
    if not at or not ctx.fight then return nil end
    local n, from = R["blast.paces"](ctx)
    local hit = caught(api, ctx.fight, at, n, direct)
    if api.logging() then
      local names = {}
      for i, c in ipairs(hit) do names[i] = c.name end
      api.log("blast", {
        text = string.format("blast of the %s at (%s, %s), %d paces: %s", ctx.weapon.name, at.x, at.y, n,
          #names > 0 and (table.concat(names, ", ") .. " caught") or "no one else caught"),
        x = at.x, y = at.y, blast = n, caught = names,
        paces = api.terms("blast", n, "the " .. ctx.weapon.name .. "'s blast", "blast", from and { from, "blast.paces" } or "blast.paces"),
      })
    end
    local out = {}
    for _, c in ipairs(hit) do out[#out + 1] = R["ancillary.stray_hit"](ctx, r, c) end
    return out
  end, "hits everyone within blast.paces of where an explosive goes off (blast.point) but the man it hit: the "
    .. "card's damage at the standard location, no bumps (decided here: rules/blast.lua); returns their stray_hit records")
end

function M.setup(api)
  define_blast(api)
end

return M
