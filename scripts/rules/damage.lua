-- rules/damage.lua — working a hit out: hit location, cover, penetration, the
-- effect row with its damage bumps, wounds and CT (rules/damage_apply.lua
-- applies it and emits the "wound.applied" event declared here).
-- seed 000 "Applying Results", "Hit Location", "Hit Location Modifiers", "Hit
-- Location and Cover", "Hit Location and Damage", "Cover Penetration",
-- "Dealing Damage", "Damage Bumps", "Brawling", "Melee and Hand to hand
-- damage", "Hand to Hand Damage".
--
-- "For every full multiple of the target's Size, the attack causes one wound.
-- Any remainder is dealt in CT. … The target takes the wound(s) in the area
-- shown in the Hit Location section of the Action Card." "Any hit to the head
-- provides 2 damage bumps. Any hit to vitals provides 1." "If the intervening
-- cover is between the target and the attacker, the cover will be hit
-- instead." "P … deal the DMG … A … deal the RD … D … no effect."
--
-- Decided here:
-- * A cover table {name, av, locations}: locations name hit locations or
--   parts ("torso", "arms", "legs", "all"); none given (nil or empty) means
--   every location but the head (data damage.cover_locations, the
--   scenario format's rule: "empty = all but the head").
-- * Layers a hit meets, outermost first: the cover (if the location is
--   covered), worn armor (target.armor, same shape), natural armor (normal
--   damage only, core.unarmed's armor.natural). The worst result counts.
-- * Ablation (seed 001 "Bumping Penetration": "reduce the armor value by one
--   additional point"): an A result wears cover or worn armor down by
--   damage.ablation.A (1) AV for later hits, and each ablate bump by one more
--   (kept in cover.ablated; natural armor does not wear).
-- * A melee weapon with the strength attribute gets damage bumps by the
--   wielder's Strength die (damage.strength_bumps: d8–d10 1, d12 2): the
--   seed says only that "weapon attributes will also detail how character
--   Strength adjusts the damage".
-- * Unarmed damage takes the attacker's wound penalty ("they do apply to …
--   punching damage"); weapon damage never does.
-- * A called shot (ctx.called) hits the called location (core.called's
--   called.location); no stack, no location bumps.
-- * Damage bumps (rules/lib/effect.lua): a free damage bump — the head's 2,
--   the vitals' 1, a maneuver's, a Strength's, a situation's — is one row
--   ("These add directly to the effect row"); spent bumps buy rows at two a
--   row, one with DMG Add (damage.per_row).
local M = {
  name = "core.damage",
  version = "1.0.0",
  summary = "Hit location, cover and penetration, effect rows, wounds and CT, the wound.applied event",
  source = "seed 000 \"Applying Results\" … \"Melee and Hand to hand damage\"; seed 001 \"Bumping Penetration\"",
  events = {
    ["wound.applied"] = {
      doc = "a hit wounded or cost CT: body:apply's record with the hit's fields added",
      args = { "fight", "ev" },
      fields = {
        part = "the body part hit", before = "its wounds before", after = "its wounds after",
        overflow = "wounds that did not fit", ct_lost = "CT lost", disabled = "the part is lost",
        died = "the target died", concussed_now = "the target became concussed",
        level_before = "wound level before (0..5)", level_after = "wound level after (0..5)",
        level_name = "the name of the wound level after", ct_left = "CT left",
        target = "the wounded combatant", attacker = "the attacker (a combatant)", weapon = "the weapon",
        location = "the hit location", wounds = "wounds dealt", ct = "CT dealt",
        kind = "damage kind: deadly, normal, brawling or impact", effect = "the effect value",
        outcome = "penetration outcome: P, A or D", card = "the number of the card read",
        size = "the target's Size", cover = "the cover hit, if any",
      },
    },
  },
}

local hit = require("rules.lib.hit")
local refs = require("rules.lib.refs")
local effect = require("rules.lib.effect")
local weigh = require("rules.lib.weigh")
local NONE, RANK, attrs, signed = hit.NONE, hit.RANK, hit.attrs, hit.signed
local GROUP = {
  all = true,
  arms = { ["right arm"] = true, ["left arm"] = true },
  legs = { ["right leg"] = true, ["left leg"] = true },
}

-- in_list says whether loc is among the named locations, parts (the part
-- it wounds: api.damage.part_of) or groups.
local function in_list(api, list, loc)
  local part = api.damage.part_of(loc)
  for _, l in ipairs(list) do
    local g = GROUP[l]
    if l == loc or l == part or g == true or (type(g) == "table" and g[loc]) then return true end
  end
  return false
end

-- define_tables(api): the damage rules' data tables.
local function define_tables(api)
  api.define("hit.bumps", { head = 2, vitals = 1 },
    "free damage bumps by hit location (seed 000 \"Hit Location and Damage\")")
  api.define("hit.forced", { punch = -1, height = -1, point_blank = -1, kick = 1 },
    "forced location shifts, negative = up (seed 000 \"Hit Location Modifiers\")")
  api.define("damage.cover_locations", { "vitals", "chest", "belly", "arms", "legs" },
    "locations behind cover when the cover names none: all but the head (host/scenario.go)")
  api.define("damage.ablation", { P = 0, A = 1, D = 0 },
    "AV worn off cover or worn armor by each result (decided here)")
  api.define("damage.strength_bumps", { [4] = 0, [6] = 0, [8] = 1, [10] = 1, [12] = 2 },
    "damage bumps of a strength-attribute melee weapon by Strength die (decided here)")
end

-- forced_shift(api, ctx) -> shift, terms: the forced location shifts (seed
-- 000 "Hit Location Modifiers"), negative = up. ctx.forced_shift is the
-- Judge's override; ctx.point_blank_low turns point blank's bump down.
local function forced_shift(api, ctx)
  local f = api.rules["hit.forced"]
  local t = api.terms("forced location shift")
  if ctx.forced_shift then
    t:add(ctx.forced_shift, "Judge's ruling", "judge")
    return t:total(), t
  end
  local w = api.rules["damage.weapon"](ctx)
  local a = attrs(w)
  local melee = ctx.melee or (w and (w.kind == "melee" or w.kind == "unarmed"))
  if a.punch then t:add(f.punch, "punch: one up", "punch", "hit.forced.punch") end
  if ctx.height and melee then t:add(f.height, "height advantage: one up", "height", "hit.forced.height") end
  if ctx.point_blank and w and w.kind == "ranged" then
    if ctx.point_blank_low then
      t:add(-f.point_blank, "point blank, aimed low: one down", "point_blank", "hit.forced.point_blank")
    else
      t:add(f.point_blank, "point blank: one up", "point_blank", "hit.forced.point_blank")
    end
  end
  if a.kick then t:add(f.kick, "kick: one down", "kick", "hit.forced.kick") end
  return t:total(), t
end

-- define_weapon(api): what hits, its damage kind, the forced location shift.
local function define_weapon(api)
  -- damage.weapon(ctx) is what hits: ctx.weapon, or for a bare-handed attack
  -- (ctx.maneuver, an unarmed weapon, no weapon) the maneuver's weapon.
  api.define("damage.weapon", function(ctx)
    local w = ctx.weapon
    if w and w.kind == "unarmed" and w.maneuver then return w end
    if ctx.maneuver or not w or w.kind == "unarmed" then
      return api.rules["unarmed.weapon"](ctx.attacker, ctx.maneuver or "punch")
    end
    return w
  end, "what hits: ctx.weapon, or the maneuver's weapon for a bare-handed attack")

  -- damage.kind(ctx, weapon) is the damage kind: the weapon's, else deadly.
  api.define("damage.kind", function(ctx, weapon) return (weapon and weapon.damage) or "deadly" end,
    "the damage kind: the weapon's, else deadly")

  api.define("damage.forced_shift", function(ctx) return forced_shift(api, ctx) end, "forced hit location shifts")
end

-- layers(api, ctx, location, kind) lists what a hit must get through:
-- {what = "cover"|"armor"|"natural", name, av, obj}.
local function layers(api, ctx, location, kind)
  local out = {}
  local cover = api.rules["damage.cover"](ctx, location)
  if cover then
    out[#out + 1] = { what = "cover", name = cover.name or "cover",
      av = math.max(0, (cover.av or 0) - (cover.ablated or 0)), obj = cover }
  end
  local armor = ctx.target and ctx.target.armor
  if armor and (armor.locations == nil or in_list(api, armor.locations, location)) then
    out[#out + 1] = { what = "armor", name = armor.name or "armor",
      av = math.max(0, (armor.av or 0) - (armor.ablated or 0)), obj = armor }
  end
  if api.rules["armor.natural_vs"][kind] and ctx.target then
    local av = api.rules["armor.natural"](ctx.target)
    if av > 0 then
      out[#out + 1] = { what = "natural", av = av,
        name = string.format("natural armor (Fortitude d%d)", ctx.target.traits.fortitude) }
    end
  end
  return out
end

-- define_location(api): where a hit lands and what it meets there.
local function define_location(api)
  -- damage.location(ctx, card, shift) -> location, slot: the stack entry
  -- shift steps from the standard one (clamped), or the called location.
  api.define("damage.location", function(ctx, card, shift)
    if ctx.called then
      local f = api.rules["called.location"]
      return f and f(ctx.called) or ctx.called, nil
    end
    local slot, loc = api.damage.locate(card, shift or 0)
    return loc, slot
  end, "the hit location and slot: the stack entry shift steps from the standard one, or the called location")

  -- damage.cover(ctx, location) is the cover hit instead of the target, or nil.
  api.define("damage.cover", function(ctx, location)
    local cover = ctx.cover or (ctx.target and ctx.target.cover)
    if not cover then return nil end
    for _, cv in ipairs((not ctx.cover and ctx.target.covers) or { cover }) do -- a scenario's covers
      local list = cv.locations
      if list == nil or #list == 0 then list = api.rules["damage.cover_locations"] end
      if in_list(api, list, location) then return cv end
    end
    return nil
  end, "seed 000 \"Hit Location and Cover\"")

  api.define("damage.layers", function(ctx, location, kind) return layers(api, ctx, location, kind) end,
    "what a hit must get through: cover, worn armor, natural armor ({what, name, av, obj})")
end

-- define_pv(api): a hit's penetration and the cost of a damage row.
local function define_pv(api)
  -- damage.pv(ctx, card, weapon, pen_bumps) -> terms: the card's penetration
  -- modifier raised by bumps (seed 001 "Bumping Penetration") plus the
  -- weapon's Pen (seed 000 "Cover Penetration").
  api.define("damage.pv", function(ctx, card, weapon, pen_bumps)
    local mod, pen_ref = api.damage.pen_reach(card.pen, pen_bumps or 0), weapon and refs.weapon(weapon.key, "pen")
    local t = api.terms("PV", card.pen, "card " .. card.number .. " penetration", "card")
    if mod > card.pen then
      t:add(mod - card.pen, "penetration bumps: " .. signed(card.pen) .. " → " .. signed(mod), "bumps")
    end
    t:add((weapon and weapon.pen) or 0, "Pen of " .. ((weapon and weapon.name) or "the attack"), "weapon", pen_ref)
    return t
  end, "a hit's penetration, as terms: the card's modifier raised by bumps plus the weapon's Pen")

  -- damage.per_row(ctx, weapon) is what one damage row costs in spent bumps:
  -- 2 ("For each two bumps spent, increase the row value", seed 001), 1
  -- with DMG Add ("Damage bumps cost a single bump", seed 000 "Hand to Hand
  -- Attack Types": an attack type or a weapon attribute dmg_add).
  api.define("damage.per_row", function(ctx, weapon)
    local at = ctx.attack_type and api.has("melee.attack_types") and api.rules["melee.attack_types"][ctx.attack_type]
    if (at and at.dmg_add) or attrs(weapon).dmg_add then return 1 end
    return 2
  end, "spent bumps per damage row: 2, DMG Add 1 (rules/lib/effect.lua)")
end

-- fixed_bumps is the free damage bumps of a hit that do not depend on the
-- location: a maneuver's free bump, a strong arm, the situation's (added to
-- terms b when given).
local function fixed_bumps(api, ctx, w, b)
  local n = 0
  local free = w.free_bumps or 0
  if free > 0 then
    if b then b:add(free, w.name .. ": free damage bump", "maneuver") end
    n = n + free
  end
  if attrs(w).strength and ctx.attacker and ctx.attacker.traits then
    local sd = ctx.attacker.traits.strength
    local sb = api.rules["damage.strength_bumps"][sd] or 0
    if sb > 0 then
      if b then b:add(sb, "Strength d" .. sd, "strength", "damage.strength_bumps." .. sd) end
      n = n + sb
    end
  end
  local sit = ctx.damage_bumps or 0
  if sit > 0 then
    if b then b:add(sit, "situation", "situation") end
    n = n + sit
  end
  return n
end

-- punch_penalty is the attacker's wound penalty on unarmed damage ("they do
-- apply to … punching damage"), 0 for a weapon.
local function punch_penalty(api, ctx, w)
  if w.kind == "unarmed" and ctx.attacker and ctx.attacker.body then
    return api.rules["wounds.penalty"](ctx.attacker)
  end
  return 0
end

-- where works out where a hit lands and what it meets: the first half of
-- damage.preview (location, layers, PV, outcome, the reference read).
local function where(api, ctx, card, spend)
  local R = api.rules
  local w = R["damage.weapon"](ctx)
  local kind = R["damage.kind"](ctx, w)
  local forced, fterms = R["damage.forced_shift"](ctx)
  local shift = forced + (spend.shift or 0)
  local location, slot = R["damage.location"](ctx, card, shift)
  local list = R["damage.layers"](ctx, location, kind)
  local pv = R["damage.pv"](ctx, card, w, spend.pen_bumps)
  local pvn = pv:total()
  local outcome, layer = "P", nil
  for i = 1, #list do
    local l = list[i]
    l.outcome = api.damage.penetration(pvn, l.av)
    if RANK[l.outcome] > RANK[outcome] then outcome, layer = l.outcome, l end
  end
  local first = list[1]
  local rec = { card = card.number, weapon = w, kind = kind, forced = fterms, shift = shift,
    location = location, slot = slot, part = api.damage.part_of(location), layers = list, pv = pv,
    outcome = outcome, layer = layer, cover = first and first.what == "cover" and first.name or nil,
    wounds = 0, ct = 0, value = 0 }
  if outcome ~= "D" then
    rec.ref = w and w.dmg
    if outcome == "A" then
      rec.ref = (spend.rd_to_dmg and w and w.dmg) or (w and w.rd)
      rec.rd_to_dmg = spend.rd_to_dmg and true or nil
    end
  end
  return rec, w
end

-- preview(api, ctx, card, spend) works out a hit without applying it:
-- {weapon, kind, shift, forced, location, slot, part, layers, pv, outcome,
-- layer, ref, bumps, row, extra, effect, value, wounds, ct}. spend.damage is
-- the bumps spent on damage (damage.per_row a row); the free damage bumps
-- (hit.bumps of the location, the maneuver's, Strength, the situation's)
-- add one row each first (rules/lib/effect.lua).
local function preview(api, ctx, card, spend)
  spend = spend or NONE
  local R = api.rules
  local rec, w = where(api, ctx, card, spend)
  local ref = rec.ref
  if not ref then return rec end
  -- the damage bumps: free ones (one row each) and bumps spent
  local b = api.terms("damage bumps")
  local lb = R["hit.bumps"][rec.location] or 0
  if lb > 0 then b:add(lb, "hit to the " .. rec.location, "location", "hit.bumps." .. rec.location) end
  local free = (lb > 0 and lb or 0) + fixed_bumps(api, ctx, w, b)
  local spent = spend.damage or 0
  local per_row = R["damage.per_row"](ctx, w)
  if spent > 0 then
    b:add(spent, "bumps spent on damage (" .. per_row .. " a row)", "bumps")
  end
  local _, row0, die = api.damage.parse(ref)
  local value, row, extra = effect.read(card, row0, die, free, spent, per_row)
  local e = api.terms("effect", value, "card " .. card.number .. ", " .. ref .. " at row (" .. row .. ")" .. die ..
    (extra > 0 and (" + " .. extra .. " die") or ""), "card", ref == w.dmg and refs.weapon(w.key, "dmg"))
  local pen, pen_from = punch_penalty(api, ctx, w)
  if pen ~= 0 then e:add(pen, "attacker's wound penalty (punching damage)", "wound", pen_from) end
  local eff = value + pen > 0 and value + pen or 0 -- math.max(0, …) without a Go call
  local size = (ctx.target and ctx.target.size) or 6
  rec.wounds, rec.ct = api.damage.wounds(rec.kind, eff, size)
  rec.value, rec.bumps, rec.row, rec.extra, rec.effect, rec.size = value, b, row, extra, e, size
  return rec
end

-- mirrored(api, rule, mirror) is whether every module that changed rule
-- after its definition (a wrap or a replace) also wraps mirror.
local function mirrored(api, rule, mirror)
  local wraps = {}
  for _, l in ipairs(api.chain(mirror)) do
    if l.op == "wrap" then wraps[l.module] = true end
  end
  local links = api.chain(rule)
  for i = 2, #links do
    if not wraps[links[i].module] then return false end
  end
  return true
end

-- define_preview(api): a hit worked out without applying it, and the same
-- numbers for many bump spends of one hit.
local function define_preview(api)
  -- damage.preview(ctx, card, spend): bumps.spend uses it (through
  -- damage.weigh) to weigh its choices.
  api.define("damage.preview", function(ctx, card, spend) return preview(api, ctx, card, spend) end,
    "what a hit would do, without applying it (for weighing bump spends)")

  -- damage.weigh(ctx, card) -> weigh(shift, pen_bumps, rd_to_dmg, damage) ->
  -- wounds, ct, part, outcome, layers (how many): what
  -- damage.preview(ctx, card, {shift = …, pen_bumps = …, rd_to_dmg = …,
  -- damage = …}) gives in those fields, for a caller that weighs many
  -- spends of one hit (bumps.spend). With the core damage.preview in force
  -- the rules it calls are called as it calls them (rules/lib/weigh.lua).
  -- A module that wraps or replaces damage.preview and also wraps
  -- damage.weigh says its weigh wrapper makes the same change to these
  -- numbers (optional/risk.lua does; its spec checks the two agree); when
  -- any other module changed damage.preview, each call is a full
  -- damage.preview.
  local function fixed(ctx, w) return fixed_bumps(api, ctx, w) end
  local function penalty(ctx, w) return punch_penalty(api, ctx, w) end
  local fast -- chains are fixed once modules have set up: asked at the first weigh
  api.define("damage.weigh", function(ctx, card)
    if fast == nil then fast = mirrored(api, "damage.preview", "damage.weigh") end
    if not fast then
      local look = api.rules["damage.preview"]
      return function(shift, p, rd, dmg)
        local rec = look(ctx, card, { shift = shift, pen_bumps = p, rd_to_dmg = rd, damage = dmg })
        return rec.wounds, rec.ct, rec.part, rec.outcome, #rec.layers
      end
    end
    return weigh.fast(api, ctx, card, fixed, penalty)
  end, "weigh many bump spends of one hit (the numbers of damage.preview)")
end

function M.setup(api)
  define_tables(api)
  define_weapon(api)
  define_location(api)
  define_pv(api)
  define_preview(api)
end

return M
