-- rules/attack.lua — one shot or blow, from the hit roll to the damage.
-- seed 002 "4.2.1 The sequence of combat": "Determining the target; Hit the
-- target; Location of the stroke; Damage inflicted. If a character fires
-- several bullets in a round, he repeats the sequence from the "Target
-- determination" phase."
-- seed 002 "4.2.5 Hit location": "It has a direct impact on the damage
-- inflicted on the target, via the damage multiplier."
-- seed 002 "4.2.5.1.2 Critical success": "This rule does not apply if the
-- shooting/throwing character was aiming for a specific area".
--
-- attack.resolve(ctx): hit percentage (percentile.hit) → D100 → on a hit the
-- location (aimed area, or the chart adjusted on a critical success) →
-- damage (the weapon's dice × the location's multiplier, rounded down, at
-- least 1 — decided here) → HP (percentile.combatant). Each number is a term
-- or a logged roll, so `twtw explain` shows where it came from.
local M = {
  name = "percentile.attack",
  version = "1.0.0",
  summary = "One shot or blow: hit percentage, D100, location (critical adjustment), damage × multiplier, HP",
  source = "seed 002 \"4.2.1 The sequence of combat\", \"4.2.5 Hit location\"",
  requires = { "percentile.hit", "percentile.location", "percentile.combatant" },
  events = {
    ["attack.resolved"] = { doc = "an attack resolved (hit or miss, damage dealt)", args = { "ctx", "out" } },
  },
}

local FRACTION = { [0.5] = "½", [1.5] = "1½" }

-- times(m) → a location multiplier as text: "×½", "×2".
local function times(m) return "×" .. (FRACTION[m] or string.format("%g", m)) end

-- where(R, ctx, r) → location, the chart roll (nil when aimed), steps.
local function where(R, ctx, r)
  if ctx.area then
    local loc = R["location.parse"](ctx.area)
    return loc, nil, {}
  end
  local loc, roll = R["location.roll"]()
  local steps = {}
  if r.critical then loc, steps = R["location.adjust"](loc, r.difference) end
  return loc, roll, steps
end

-- log_attack(api, ctx, out): the transcript line of the D100 roll.
local function log_attack(api, ctx, out)
  local R = api.rules
  local c, t, w = ctx.attacker, ctx.target, ctx.weapon
  local verb = w.kind == "melee" and "strikes at" or "fires at"
  local text = string.format("%s %s %s with the %s (%s): D100 %d vs %d %% — %s", c.name, verb, t.name, w.name,
    (R["skill.key"](ctx.mode):gsub("_", " ")), out.roll, out.pct,
    out.critical and string.format("critical success (difference %d)", out.difference)
    or (out.hit and "hit" or "miss"))
  api.log("attack", { text = text, who = c.name, target = t.name, pct = out.pct_terms, roll = out.roll,
    hit = out.hit, critical = out.critical })
end

-- log_hit(api, ctx, out): the transcript line of where a hit lands and its damage.
local function log_hit(api, ctx, out)
  local steps = {}
  for _, s in ipairs(out.steps) do
    steps[#steps + 1] = string.format("%s → %s (needs %d %%, %d in all)", s.from, s.to, s.need, s.total)
  end
  local text = string.format("  %s: %s%s; %d damage, HP %d → %d%s", ctx.target.name,
    out.location_roll and string.format("location D100 %d = %s", out.location_roll, out.rolled) or
    ("aimed at the " .. out.location), #steps > 0 and ("; critical: " .. table.concat(steps, ", ")) or "",
    out.damage, out.hp_before, out.hp_after, out.dead and " — dead" or (out.out and " — out of the fight" or ""))
  api.log("damage", { text = text, who = ctx.target.name, location = out.location, damage_terms = out.damage_terms })
end

-- define_context(api): an attack's context, and the damage of a hit.
local function define_context(api)
  local R = api.rules

  -- attack.context(fight, c, t, w, extra) → ctx {fight, attacker, target,
  -- weapon, distance, mode, mode_reason, area, mods}; extra fields win.
  api.define("attack.context", function(fight, c, t, w, extra)
    local ctx = { fight = fight, attacker = c, target = t, weapon = w, distance = R["combatant.distance"](c, t) }
    ctx.mode, ctx.mode_reason = R["skill.mode"](fight, c, w, t)
    for k, v in pairs(extra or {}) do ctx[k] = v end
    return ctx
  end, "an attack context")

  -- damage.roll(ctx, loc) → terms: the weapon's dice (gear.weapons) and the multiplier.
  api.define("damage.roll", function(ctx, loc)
    local w = ctx.weapon
    local n, rec = api.dice.roll(w.damage)
    local t = api.terms("damage", n, string.format("%s %s", w.name, rec.text), "dice", w.key and "gear.weapons." .. w.key .. ".damage")
    local m, m_from = R["location.multiplier"](loc)
    local after = math.max(1, math.floor(n * m))
    if after ~= n then
      t:add(after - n, string.format("%s %s%s", R["location.name"](loc), times(m),
        after == 1 and n * m < 1 and ", at least 1" or ""), "location", { "location.multiplier", m_from })
    end
    return t
  end, "damage of a hit")
end

-- define_resolve(api): one shot or blow.
local function define_resolve(api)
  local R = api.rules

  -- attack.resolve(ctx) → outcome {pct, pct_terms, roll, hit, critical,
  -- difference, location, rolled, location_roll, steps, damage,
  -- damage_terms, hp_before, hp_after, out, dead, mode}.
  api.define("attack.resolve", function(ctx)
    local c, t, w = ctx.attacker, ctx.target, ctx.weapon
    local pct = R["hit.percentage"](ctx)
    local r = R["hit.roll"](pct:total())
    if w.kind ~= "melee" then w.loaded = math.max(0, (w.loaded or 1) - 1) end
    c.state.ready = true
    local out = { pct = pct:total(), pct_terms = pct, roll = r.roll, hit = r.success, critical = r.critical,
      difference = r.difference, mode = ctx.mode, steps = {} }
    if api.logging() then log_attack(api, ctx, out) end
    if r.success then
      local loc, lroll, steps = where(R, ctx, r)
      out.location, out.location_roll, out.steps = R["location.name"](loc), lroll, steps
      out.rolled = lroll and R["location.name"]((R["location.lookup"](lroll))) or out.location
      out.damage_terms = R["damage.roll"](ctx, loc)
      out.damage = out.damage_terms:total()
      local rec = R["combatant.hurt"](t, out.damage, "hit in the " .. out.location)
      out.hp_before, out.hp_after, out.out, out.dead = rec.before, rec.after, t.state.out, t.state.dead
      if api.logging() then log_hit(api, ctx, out) end
    end
    api.emit("attack.resolved", ctx, out)
    return out
  end, "resolve one shot or blow")
end

function M.setup(api)
  define_context(api)
  define_resolve(api)
end

return M
