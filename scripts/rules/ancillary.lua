-- rules/ancillary.lua — ancillary effects: equipment failure, scatter of a
-- missed throw, unintended targets.
-- seed 000 "Ancillary Effects", "Scatter", "Equipment Failure", "Unintended
-- Targets", "Declaring Unintended Targets", "Scatter and Unintended Targets",
-- "Unintended Targets and Melee".
--
-- "They are always applied last, after any other indicated effects."
-- Scatter: "Subtract the result from the TN and add that to the step … The
-- projectile may not scatter further than half the distance of the initial
-- throw. If a thrower critically fails, scatter the projectile from the
-- thrower instead." Failure: "If the failure result is lower than the Rel,
-- the equipment fails" (with the Rel 1 discard rule — api.action.fails). Unintended
-- targets: "If the number is equal to or less than the number of stray shots,
-- then an unintended target is hit"; scatter weapons add strays by range;
-- firing into melee doubles them (Hank: hit → targets 1–2, miss → 1–4).
--
-- Decided here:
-- * Strays: one per missed projectile (ctx.projectiles, default 1); a scatter
--   weapon adds data ancillary.scatter_strays by range increment (1 up to one
--   increment — the seed's "minimum of 1" — 2 up to two, 3 beyond); then ×2
--   into melee (ctx.into_melee, or the target's state.in_melee).
-- * Scatter direction: 12 o'clock points on along the throw (6 back at the
--   thrower), 3 o'clock to the thrower's right; from the thrower on a
--   calamity the same way round (a calamity is on a failed check only: the
--   check result's calamity).
-- * A failed weapon is marked weapon.failed = true (what that means — a jam, a
--   misfire — is the weapon rules' business).
-- * Unintended targets, when ctx.bystanders does not name them: the active
--   combatants (not the shooter or the target) ahead of the shooter within
--   one pace of the line of fire, nearest the target first (the Judge's
--   "most likely target"); "into melee" when one of them is within one pace
--   of the target. A bystander hit takes the card's standard location and its
--   DMG (no bumps), then a stun check.
local M = {
  name = "core.ancillary",
  version = "1.0.0",
  summary = "Equipment failure (Rel), scatter of missed throws, unintended targets (stray shots)",
  source = "seed 000 \"Ancillary Effects\", \"Scatter\", \"Equipment Failure\", \"Unintended Targets\"",
}

local attrs = require("rules.lib.hit").attrs
local refs = require("rules.lib.refs")

local geometry = require("rules.lib.geometry")

local function active(api, c)
  local f = api.rules["combatant.active"]
  if f then return f(c) end
  return not (c.state and c.state.out)
end

local function dist(api, a, b) return geometry.distance(a.pos, b.pos) end

-- define_ancillary_scatter_strays(api): ancillary.scatter_strays, ancillary.numbers, ancillary.bystanders, ….
local function define_ancillary_scatter_strays(api)
  api.define("ancillary.scatter_strays", {
    { increments = 1, strays = 1 }, { increments = 2, strays = 2 }, { strays = 3 },
  }, "stray shots a scatter weapon adds by range increment (seed 000 \"Scatter and Unintended Targets\"; numbers decided here)")

  api.define("ancillary.numbers", { path = 1, contact = 1, resolve_hits = true },
    "paces from the line of fire that put a bystander at risk; paces that count as melee contact; whether stray hits deal damage")

  -- ancillary.bystanders(ctx) -> the unintended targets in order (target
  -- number 1 first): ctx.bystanders (attack.context fills it), else the
  -- combatants near the line of fire as attack.bystanders names them.
  api.define("ancillary.bystanders", function(ctx)
    if ctx.bystanders then return ctx.bystanders end
    local fight, a, t = ctx.fight, ctx.attacker, ctx.target
    if not (fight and fight.combatants and a and a.pos and t and t.pos) then return {} end
    return (api.rules["attack.bystanders"](fight, a, t))
  end, "seed 000 \"Declaring Unintended Targets\"")

  -- ancillary.into_melee(ctx) says whether the target is in a scrum.
  api.define("ancillary.into_melee", function(ctx)
    if ctx.into_melee ~= nil then return ctx.into_melee end
    local t = ctx.target
    if t and t.state and t.state.in_melee then return true end
    local n = api.rules["ancillary.numbers"]
    for _, b in ipairs(api.rules["ancillary.bystanders"](ctx)) do
      if b.pos and t and t.pos and dist(api, b, t) <= n.contact then return true end
    end
    return false
  end, "seed 000 \"Unintended Targets and Melee\"")
end

-- define_ancillary_failure(api): ancillary.rel, ancillary.failure.
local function define_ancillary_failure(api)
  -- ancillary.rel(ctx) → the Rel the failure check reads: the weapon's, nil
  -- when it has none (it cannot fail). A module that changes it wraps this
  -- rule (optional/pushing_the_limit.lua), and the failure line credits it.
  api.define("ancillary.rel", function(ctx)
    local w = ctx.weapon
    return w and w.rel
  end, "the Rel every failure check reads (a shot's, a covering shot's): the weapon's, nil when it cannot fail; "
    .. "wrap it to change a Rel (the failure line credits the wrap)")

  -- rel_terms(w, rel) → the Rel of a failure line as terms: the weapon's,
  -- and what a change of ancillary.rel made of it.
  local function rel_terms(w, rel)
    local own = w.rel or 0
    local t = api.terms("Rel", own, "Rel of the " .. (w.name or "equipment"), "weapon", refs.weapon(w.key, "rel"))
    if rel ~= own then t:add(rel - own, "changed by rule ancillary.rel", "rel", "ancillary.rel") end
    return t
  end

  -- ancillary.failure(ctx, result) checks the Rel (ancillary.rel) against the
  -- card (seed 000 "Equipment Failure"). Returns {failed, rel, failure}.
  api.define("ancillary.failure", function(ctx, result)
    local w = ctx.weapon
    local rel = w and api.rules["ancillary.rel"](ctx)
    if not rel then return { failed = false } end
    local failed = api.action.fails(result.card, rel)
    if failed then
      w.failed = true
      if api.logging() then
        api.log("failure", {
          text = string.format("%s fails (failure %d vs Rel %d)", w.name or "equipment", result.card.failure, rel),
          weapon = w.name, rel = rel, failure = result.card.failure, reliability = rel_terms(w, rel),
        })
      end
    end
    return { failed = failed, rel = rel, failure = result.card.failure }
  end, "seed 000 \"Equipment Failure\"")
end

-- define_ancillary_scatter(api): ancillary.scatter, ancillary.stray_count.
local function define_ancillary_scatter(api)
  -- ancillary.scatter(ctx, result) places a missed throw (ctx.throwing or a
  -- thrown weapon): {clock, distance, from = "target"|"thrower", pos}; nil
  -- for a hit or a shot. The throw's length is ctx.range.
  api.define("ancillary.scatter", function(ctx, result)
    local w = ctx.weapon
    if result.success or not (ctx.throwing or (w and w.kind == "thrown")) then return nil end
    local calamity = result.calamity
    local clock, distance = api.damage.scatter(result.card, result.tn, result.total, ctx.range or 0)
    local out = { clock = clock, distance = distance, from = calamity and "thrower" or "target" }
    local a, t = ctx.attacker and ctx.attacker.pos, ctx.target and ctx.target.pos
    if a and t then
      local dx, dy = t.x - a.x, t.y - a.y
      local len = math.sqrt(dx * dx + dy * dy)
      if len > 0 then dx, dy = dx / len, dy / len else dx, dy = 0, 1 end
      local th = math.rad(30 * (clock % 12))
      -- rotate the throw's direction clockwise by th (x right, y up)
      local rx = dx * math.cos(th) + dy * math.sin(th)
      local ry = -dx * math.sin(th) + dy * math.cos(th)
      local o = calamity and a or t
      out.pos = { x = math.floor(o.x + rx * distance + 0.5), y = math.floor(o.y + ry * distance + 0.5) }
    end
    api.log("scatter", {
      text = string.format("the %s scatters %d pace(s) toward %d o'clock from the %s", (w and w.name) or "throw",
        distance, clock, out.from),
      clock = clock, distance = distance, from = out.from,
    })
    return out
  end, "seed 000 \"Scatter\"")

  -- ancillary.stray_count(ctx, result) -> strays, terms.
  api.define("ancillary.stray_count", function(ctx, result)
    local w = ctx.weapon
    local t = api.terms("stray shots")
    if attrs(w).explosive then return 0, t end -- where it lands it bursts: its blast is its strays (rules/blast.lua)
    if not result.success then t:add(ctx.projectiles or 1, "missed", "missed") end
    if attrs(w).scatter then
      local inc = (w and w.increment) or 1
      local n = math.max(1, math.ceil((ctx.range or 0) / inc))
      for i, row in ipairs(api.rules["ancillary.scatter_strays"]) do
        if row.increments == nil or n <= row.increments then
          t:add(row.strays, string.format("scatter weapon (%d increment(s))", n), "scatter",
            "ancillary.scatter_strays." .. i .. ".strays")
          break
        end
      end
    end
    if t:total() > 0 and api.rules["ancillary.into_melee"](ctx) then t:add(t:total(), "fired into melee: doubled", "melee") end
    return t:total(), t
  end, "how many strays a missed shot has, and their terms")
end

-- define_ancillary_stray_hit(api): ancillary.stray_hit, ancillary.strays, ancillary.resolve.
local function define_ancillary_stray_hit(api)
  -- ancillary.stray_hit(ctx, result, bystander) deals the card's DMG to a
  -- bystander hit by a stray (standard location, no bumps), then a stun check.
  api.define("ancillary.stray_hit", function(ctx, result, b)
    local c2 = {}
    for k, v in pairs(ctx) do c2[k] = v end
    c2.target, c2.cover, c2.called, c2.point_blank, c2.height = b, nil, nil, false, nil
    local rec = api.rules["damage.resolve"](c2, result, nil)
    local stun = api.rules["stun.check"] and api.rules["stun.check"](ctx.fight, b) or nil
    return { target = b, damage = rec, stun = stun }
  end, "a stray hits a bystander: the card's DMG at the standard location, no bumps, then a stun check")

  -- ancillary.strays(ctx, result) is the unintended targets: {strays, terms,
  -- hits (target numbers, 1..strays at risk), targets (bystanders hit),
  -- damage (one stray_hit record each)}.
  api.define("ancillary.strays", function(ctx, result)
    local n, t = api.rules["ancillary.stray_count"](ctx, result)
    local hits = n > 0 and api.damage.stray_hits(result.card, n) or {}
    local out = { strays = n, terms = t, hits = hits, targets = {}, damage = {} }
    if n == 0 then return out end
    local by = api.rules["ancillary.bystanders"](ctx)
    -- seed 001 "Bumping Stray Shots": bumps left may move a hit to an adjacent target number
    if (ctx.stray_bumps or 0) > 0 and api.has("bumps.strays") then
      hits = api.rules["bumps.strays"](ctx, hits, by)
      out.hits = hits
    end
    local names = api.logging() and {} or nil -- the log's list of targets hit: only when logging
    for _, i in ipairs(hits) do
      local b = by[i]
      if b then
        out.targets[#out.targets + 1] = b
        if names then names[#names + 1] = string.format("%d (%s)", i, tostring(b.name)) end
      end
    end
    if names then
      api.log("strays", {
        text = string.format("%d stray shot(s): %s", n, #names > 0 and ("unintended target " .. table.concat(names, ", ") .. " hit")
          or (#by > 0 and "no unintended target hit" or "no one near the line of fire")),
        strays = t, hits = hits,
      })
    end
    if api.rules["ancillary.numbers"].resolve_hits then
      for _, b in ipairs(out.targets) do
        if b.body and active(api, b) then out.damage[#out.damage + 1] = api.rules["ancillary.stray_hit"](ctx, result, b) end
      end
    end
    return out
  end, "seed 000 \"Unintended Targets\"")

  -- ancillary.resolve(ctx, result) applies all three, last of all.
  api.define("ancillary.resolve", function(ctx, result)
    return {
      failure = api.rules["ancillary.failure"](ctx, result),
      scatter = api.rules["ancillary.scatter"](ctx, result),
      strays = api.rules["ancillary.strays"](ctx, result),
    }
  end, "seed 000 \"Ancillary Effects\": failure, scatter, unintended targets")
end

function M.setup(api)
  define_ancillary_scatter_strays(api)
  define_ancillary_failure(api)
  define_ancillary_scatter(api)
  define_ancillary_stray_hit(api)
end

return M
