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

local bands = require("rules.lib.bands")

local FRACTION = { [0.5] = "½", [1.5] = "1½" }

-- times(m) → a location multiplier as text: "×½", "×2".
local function times(m) return "×" .. (FRACTION[m] or string.format("%g", m)) end

-- where(R, ctx, r) → location, the chart roll (nil when aimed), steps, and
-- the location the roll gave before a critical moved it.
local function where(R, ctx, r)
  if ctx.area then
    local loc = R["location.parse"](ctx.area)
    return loc, nil, {}, loc
  end
  local loc, roll = R["location.roll"]()
  local steps, start = {}, loc
  if r.critical then loc, steps = R["location.adjust"](loc, r.difference) end
  return loc, roll, steps, start
end

-- log_attack(api, ctx, out): the transcript line of the D100 roll.
local function log_attack(api, ctx, out)
  local R = api.rules
  local c, t, w = ctx.attacker, ctx.target, ctx.weapon
  local verb = w.kind == "melee" and "strikes at" or "fires at"
  local text = string.format("%s %s %s with the %s (%s): D100 %d vs %d %% — %s", c.name, verb, t.name, R["combatant.weapon_label"](c, w),
    (R["skill.key"](ctx.mode):gsub("_", " ")), out.roll, out.pct,
    out.critical and string.format("critical success (difference %d)", out.difference)
    or (out.hit and "hit" or "miss"))
  api.log("attack", { text = text, who = c.name, target = t.name, pct = out.pct_terms, roll = out.roll,
    hit = out.hit, critical = out.critical, critical_terms = out.critical_terms })
end

-- Where a hit lands, as terms for the transcript (built only when a fight
-- logs): the chart row the location D100 read and the critical steps, each
-- naming its data entry (location.chart, location.steps), so a house rule
-- that re-tabled the chart or a step is credited on the line (scripts/README.md
-- "Data provenance"); a location a wrap of location.lookup, location.roll or
-- location.adjust changed is a 0 term crediting that rule (ARCHITECTURE.md
-- "Provenance").

-- chart_credit(api, out, start) → terms of the chart row the D100 read: the
-- row and the bound before it, which picked it; start is the location the
-- roll gave (location.roll).
local function chart_credit(api, out, start)
  local R = api.rules
  local rows, roll = R["location.chart"], out.location_roll
  local row, i = bands.find(rows, roll)
  local read = R["location.name"](row)
  local t = api.terms("location", roll, string.format("D100 %d on the chart: %s, %s", roll, read, bands.range(rows, i)),
    "chart", i > 1 and { "location.chart." .. i, "location.chart." .. (i - 1) .. ".upto" } or "location.chart." .. i)
  if read ~= out.rolled then t:add(0, "the " .. out.rolled .. " by rule location.lookup", "rule", "location.lookup") end
  start = R["location.name"](start)
  if start ~= out.rolled then t:add(0, "the " .. start .. " by rule location.roll", "rule", "location.roll") end
  return t
end

-- inward(R, loc) → the location a step from loc leads to and that step
-- (location.steps), nil when the table moves it no further.
local function inward(R, loc)
  local s = R["location.steps"][loc.part]
  if not s then return nil end
  local side = loc.side and R["location.parse"](loc.side .. " " .. s.to) and loc.side or nil
  return R["location.name"]({ part = s.to, side = side }), s
end

-- steps_credit(api, out, loc, start) → terms of a critical's adjustment from
-- start to loc: each step taken with the % it needs, then the step the
-- difference left over did not reach (or that none goes further), each
-- naming its entry of location.steps.
local function steps_credit(api, out, loc, start)
  local R = api.rules
  local t, spent = api.terms("critical steps"), 0
  for _, s in ipairs(out.steps) do
    local from = R["location.parse"](s.from)
    t:add(s.need, s.from .. " → " .. s.to, "step", "location.steps." .. (from and from.part or s.from))
    spent = s.total
  end
  local last = out.steps[#out.steps]
  if (last and last.to or R["location.name"](start)) ~= out.location then
    t:add(0, "the " .. out.location .. " by rule location.adjust", "rule", "location.adjust")
  end
  local to, s = inward(R, loc)
  t:add(0, to and string.format("%s → %s not reached: needs %d %%, only %d of the difference %d left", out.location, to, s.need,
    out.difference - spent, out.difference) or ("the " .. out.location .. " moves no further"), "stop",
    "location.steps." .. loc.part)
  return t
end

-- log_hit(api, ctx, out, loc, start): the transcript line of where a hit
-- lands (loc; start before a critical moved it) and its damage.
local function log_hit(api, ctx, out, loc, start)
  local steps = {}
  for _, s in ipairs(out.steps) do
    steps[#steps + 1] = string.format("%s → %s (needs %d %%, %d in all)", s.from, s.to, s.need, s.total)
  end
  local text = string.format("  %s: %s%s; %d damage, HP %d → %d%s", ctx.target.name,
    out.location_roll and string.format("location D100 %d = %s", out.location_roll, out.rolled) or
    ("aimed at the " .. out.location), #steps > 0 and ("; critical: " .. table.concat(steps, ", ")) or "",
    out.damage, out.hp_before, out.hp_after, out.dead and " — dead" or (out.out and " — out of the fight" or ""))
  local chart = out.location_roll and chart_credit(api, out, start)
  local adjust
  if chart and out.critical then adjust = steps_credit(api, out, loc, start) end
  api.log("damage", { text = text, who = ctx.target.name, location = out.location, damage_terms = out.damage_terms,
    chart = chart, critical_steps = adjust })
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

  -- damage.roll(ctx, loc) → terms: the weapon's dice (gear.weapons) and the
  -- multiplier. A multiplier that leaves the dice as they are adds no term,
  -- unless a module made it so (a set of location.multipliers, a wrap of
  -- location.multiplier: a foot ×1, not ×½): then a fight that logs shows
  -- it as a 0 term crediting the change, as a judge asks why.
  api.define("damage.roll", function(ctx, loc)
    local w, name = ctx.weapon, ctx.attacker and R["combatant.weapon_label"](ctx.attacker, ctx.weapon) or ctx.weapon.name
    local n, rec = api.dice.roll(w.damage)
    local t = api.terms("damage", n, string.format("%s %s", name, rec.text), "dice", w.key and "gear.weapons." .. w.key .. ".damage")
    local m, m_from = R["location.multiplier"](loc)
    local after = math.max(1, math.floor(n * m))
    if after ~= n then
      t:add(after - n, string.format("%s %s%s", R["location.name"](loc), times(m),
        after == 1 and n * m < 1 and ", at least 1" or ""), "location", { "location.multiplier", m_from })
    elseif api.logging() then
      local same = api.terms("damage", 0, string.format("%s %s: %s", R["location.name"](loc), times(m),
        n * m < 1 and "at least 1" or "the dice as rolled"), "location", { "location.multiplier", m_from })
      if same:list()[1].data then t:extend(same) end
    end
    return t
  end, "damage of a hit")
end

-- define_resolve(api): one shot or blow.
local function define_resolve(api)
  local R = api.rules

  -- attack.resolve(ctx) → outcome {pct, pct_terms, roll, hit, critical,
  -- difference, location, rolled, location_roll, steps, damage,
  -- damage_terms, hp_before, hp_after, out, dead, mode, critical_terms (when
  -- a module changed the book's critical: hit.judge)}.
  api.define("attack.resolve", function(ctx)
    local c, t, w = ctx.attacker, ctx.target, ctx.weapon
    local pct = R["hit.percentage"](ctx)
    local r = R["hit.roll"](pct:total())
    if w.kind ~= "melee" then w.loaded = math.max(0, (w.loaded or 1) - 1) end
    c.state.ready = true
    local out = { pct = pct:total(), pct_terms = pct, roll = r.roll, hit = r.success, critical = r.critical,
      difference = r.difference, mode = ctx.mode, steps = {} }
    if r.critical_terms then out.critical_terms = r.critical_terms end
    if api.logging() then log_attack(api, ctx, out) end
    if r.success then
      local loc, lroll, steps, start = where(R, ctx, r)
      out.location, out.location_roll, out.steps = R["location.name"](loc), lroll, steps
      out.rolled = lroll and R["location.name"]((R["location.lookup"](lroll))) or out.location
      out.damage_terms = R["damage.roll"](ctx, loc)
      out.damage = out.damage_terms:total()
      local rec = R["combatant.hurt"](t, out.damage, "hit in the " .. out.location)
      out.hp_before, out.hp_after, out.out, out.dead = rec.before, rec.after, t.state.out, t.state.dead
      if api.logging() then log_hit(api, ctx, out, loc, start) end
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
