-- rules/damage.lua — applying a hit: hit location, cover, penetration, the
-- effect row, wounds and CT, the "wound.applied" event.
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

local PART = { vitals = "torso", chest = "torso", belly = "torso" }
local GROUP = {
  all = true,
  torso = { vitals = true, chest = true, belly = true },
  arms = { ["right arm"] = true, ["left arm"] = true },
  legs = { ["right leg"] = true, ["left leg"] = true },
}
local RANK = { P = 1, A = 2, D = 3 }
local NONE = {} -- read only: the attributes of a weapon without any, an empty spend

local function attrs(w) return (w and w.attributes) or NONE end

-- signed renders a whole number as string.format("%+d") does.
local function signed(n) return (n >= 0 and "+" or "") .. n end
local function state(c)
  c.state = c.state or {}
  return c.state
end

-- part_of names the body part a hit location wounds.
local function part_of(loc) return PART[loc] or loc end

-- in_list says whether loc is among the named locations, parts or groups.
local function in_list(list, loc)
  for _, l in ipairs(list) do
    local g = GROUP[l]
    if l == loc or l == part_of(loc) or g == true or (type(g) == "table" and g[loc]) then return true end
  end
  return false
end

function M.setup(api)
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

  -- damage.forced_shift(ctx) -> shift, terms: the forced location shifts
  -- (seed 000 "Hit Location Modifiers"), negative = up. ctx.forced_shift is
  -- the Judge's override; ctx.point_blank_low turns point blank's bump down.
  api.define("damage.forced_shift", function(ctx)
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
  end, "forced hit location shifts")

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
    local list = cover.locations
    if list == nil or #list == 0 then list = api.rules["damage.cover_locations"] end
    if in_list(list, location) then return cover end
    return nil
  end, "seed 000 \"Hit Location and Cover\"")

  -- damage.layers(ctx, location, kind) lists what the hit must get through:
  -- {what = "cover"|"armor"|"natural", name, av, obj}.
  api.define("damage.layers", function(ctx, location, kind)
    local out = {}
    local cover = api.rules["damage.cover"](ctx, location)
    if cover then
      out[#out + 1] = { what = "cover", name = cover.name or "cover",
        av = math.max(0, (cover.av or 0) - (cover.ablated or 0)), obj = cover }
    end
    local armor = ctx.target and ctx.target.armor
    if armor and (armor.locations == nil or in_list(armor.locations, location)) then
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
  end, "what a hit must get through: cover, worn armor, natural armor ({what, name, av, obj})")

  -- damage.pv(ctx, card, weapon, pen_bumps) -> terms: the card's penetration
  -- modifier raised by bumps (seed 001 "Bumping Penetration") plus the
  -- weapon's Pen (seed 000 "Cover Penetration").
  local function pv_terms(ctx, card, weapon, pen_bumps)
    local mod, pen_ref = api.damage.pen_reach(card.pen, pen_bumps or 0), weapon and weapon.key and "gear.weapons." .. weapon.key .. ".pen"
    local t = api.terms("PV", card.pen, "card " .. card.number .. " penetration", "card")
    if mod > card.pen then
      t:add(mod - card.pen, "penetration bumps: " .. signed(card.pen) .. " → " .. signed(mod), "bumps")
    end
    t:add((weapon and weapon.pen) or 0, "Pen of " .. ((weapon and weapon.name) or "the attack"), "weapon", pen_ref)
    return t
  end
  api.define("damage.pv", pv_terms,
    "a hit's penetration, as terms: the card's modifier raised by bumps plus the weapon's Pen")

  -- damage.preview(ctx, card, spend) works out a hit without applying it:
  -- {weapon, kind, shift, forced, location, slot, part, layers, pv, outcome,
  -- layer, ref, bumps, row, extra, effect, value, wounds, ct}. bumps.spend
  -- uses it (through damage.weigh) to weigh its choices.
  local function preview(ctx, card, spend)
    spend = spend or NONE
    local R = api.rules
    local w = R["damage.weapon"](ctx)
    local kind = R["damage.kind"](ctx, w)
    local forced, fterms = R["damage.forced_shift"](ctx)
    local shift = forced + (spend.shift or 0)
    local location, slot = R["damage.location"](ctx, card, shift)
    local layers = R["damage.layers"](ctx, location, kind)
    local pv = R["damage.pv"](ctx, card, w, spend.pen_bumps)
    local pvn = pv:total()
    local outcome, layer = "P", nil
    for i = 1, #layers do
      local l = layers[i]
      l.outcome = api.damage.penetration(pvn, l.av)
      if RANK[l.outcome] > RANK[outcome] then outcome, layer = l.outcome, l end
    end
    local first = layers[1]
    local cover = first and first.what == "cover" and first.name or nil
    local ref, rd_to_dmg = nil, nil
    if outcome ~= "D" then
      ref = w and w.dmg
      if outcome == "A" then
        ref = (spend.rd_to_dmg and w and w.dmg) or (w and w.rd)
        rd_to_dmg = spend.rd_to_dmg and true or nil
      end
    end
    if not ref then
      return {
        card = card.number, weapon = w, kind = kind, forced = fterms, shift = shift,
        location = location, slot = slot, part = part_of(location), layers = layers, pv = pv,
        outcome = outcome, layer = layer, cover = cover, wounds = 0, ct = 0, value = 0,
        rd_to_dmg = rd_to_dmg,
      }
    end
    -- the damage bumps, summed as they are added (b:total())
    local b, n = api.terms("damage bumps"), 0
    local dmg = spend.damage or 0
    if dmg > 0 then
      b:add(dmg, "bumps spent on damage", "bumps")
      n = n + dmg
    end
    local lb = R["hit.bumps"][location] or 0
    if lb > 0 then
      b:add(lb, "hit to the " .. location, "location", "hit.bumps." .. location)
      n = n + lb
    end
    local free = w.free_bumps or 0
    if free > 0 then
      b:add(free, w.name .. ": free damage bump", "maneuver")
      n = n + free
    end
    if attrs(w).strength and ctx.attacker and ctx.attacker.traits then
      local sd = ctx.attacker.traits.strength
      local sb = R["damage.strength_bumps"][sd] or 0
      if sb > 0 then
        b:add(sb, "Strength d" .. sd, "strength", "damage.strength_bumps." .. sd)
        n = n + sb
      end
    end
    local sit = ctx.damage_bumps or 0
    if sit > 0 then
      b:add(sit, "situation", "situation")
      n = n + sit
    end
    local value, row, extra = api.damage.effect(card, ref, n)
    local _, _, die = api.damage.parse(ref)
    local e = api.terms("effect", value, "card " .. card.number .. ", " .. ref .. " at row (" .. row .. ")" .. die ..
      (extra > 0 and (" + " .. extra .. " die") or ""), "card")
    local eff = value
    if w.kind == "unarmed" and ctx.attacker and ctx.attacker.body then
      local pen = R["wounds.penalty"](ctx.attacker)
      if pen ~= 0 then
        e:add(pen, "attacker's wound penalty (punching damage)", "wound")
        eff = eff + pen
      end
    end
    if eff < 0 then eff = 0 end
    local size = (ctx.target and ctx.target.size) or 6
    local wounds, ct = api.damage.wounds(kind, eff, size)
    return {
      card = card.number, weapon = w, kind = kind, forced = fterms, shift = shift,
      location = location, slot = slot, part = part_of(location), layers = layers, pv = pv,
      outcome = outcome, layer = layer, cover = cover, wounds = wounds, ct = ct, value = value,
      rd_to_dmg = rd_to_dmg, ref = ref, bumps = b, row = row, extra = extra, effect = e, size = size,
    }
  end
  api.define("damage.preview", preview, "what a hit would do, without applying it (for weighing bump spends)")

  -- damage.weigh(ctx, card) -> weigh(shift, pen_bumps, rd_to_dmg, damage) ->
  -- wounds, ct, part, outcome, layers (how many): what
  -- damage.preview(ctx, card, {shift = …, pen_bumps = …, rd_to_dmg = …,
  -- damage = …}) gives in those fields, for a caller that weighs many
  -- spends of one hit (bumps.spend). With the core damage.preview in force
  -- the rules it calls are called as it calls them, but the work that does
  -- not change with the spend is done once per weigh (weapon, kind, forced
  -- shift, other damage bumps; location and layers per shift; PV per
  -- penetration bump), and no terms or text are built. With a wrapped or
  -- replaced damage.preview each call is a full damage.preview.
  api.define("damage.weigh", function(ctx, card)
    local R = api.rules
    local look = R["damage.preview"]
    if look ~= preview then
      return function(shift, p, rd, dmg)
        local rec = look(ctx, card, { shift = shift, pen_bumps = p, rd_to_dmg = rd, damage = dmg })
        return rec.wounds, rec.ct, rec.part, rec.outcome, #rec.layers
      end
    end
    local w = R["damage.weapon"](ctx)
    local kind = R["damage.kind"](ctx, w)
    local forced = R["damage.forced_shift"](ctx)
    local location_of, layers_of, pv_of = R["damage.location"], R["damage.layers"], R["damage.pv"]
    local hit_bumps = R["hit.bumps"]
    local fixed, pen = 0, 0 -- damage bumps and effect terms the spend does not change
    if w then
      if (w.free_bumps or 0) > 0 then fixed = fixed + w.free_bumps end
      if attrs(w).strength and ctx.attacker and ctx.attacker.traits then
        local sb = R["damage.strength_bumps"][ctx.attacker.traits.strength] or 0
        if sb > 0 then fixed = fixed + sb end
      end
      if w.kind == "unarmed" and ctx.attacker and ctx.attacker.body then
        pen = R["wounds.penalty"](ctx.attacker)
      end
    end
    if (ctx.damage_bumps or 0) > 0 then fixed = fixed + ctx.damage_bumps end
    local size = (ctx.target and ctx.target.size) or 6
    local wpen = (w and w.pen) or 0
    local dmg_ref, rd_ref = w and w.dmg, w and w.rd
    -- per shift: part, layers, location bumps, outcome by PV; per pen bumps: PV
    local parts, layer_lists, lbs, outs, pvs = {}, {}, {}, {}, {}
    return function(shift, p, rd, dmg)
      local s = forced + (shift or 0)
      local part = parts[s]
      if not part then
        local location = location_of(ctx, card, s)
        part = part_of(location)
        local lb = hit_bumps[location] or 0
        parts[s], layer_lists[s], lbs[s] = part, layers_of(ctx, location, kind), lb > 0 and lb or 0
      end
      local key = p or 0
      local pv = pvs[key]
      if not pv then
        if pv_of == pv_terms then
          local mod = api.damage.pen_reach(card.pen, key)
          pv = card.pen + (mod > card.pen and mod - card.pen or 0) + wpen
        else
          pv = pv_of(ctx, card, w, p):total()
        end
        pvs[key] = pv
      end
      local layers = layer_lists[s]
      local nl = #layers
      local outcome = "P"
      if nl > 0 then
        local by_pv = outs[s]
        if not by_pv then
          by_pv = {}
          outs[s] = by_pv
        end
        outcome = by_pv[pv]
        if not outcome then
          outcome = "P"
          for i = 1, nl do
            local o = api.damage.penetration(pv, layers[i].av)
            if RANK[o] > RANK[outcome] then outcome = o end
          end
          by_pv[pv] = outcome
        end
        if outcome == "D" then return 0, 0, part, outcome, nl end
      end
      local ref = dmg_ref
      if outcome == "A" then ref = (rd and dmg_ref) or rd_ref end
      if not ref then return 0, 0, part, outcome, nl end
      local n = fixed + lbs[s]
      if (dmg or 0) > 0 then n = n + dmg end
      local eff = api.damage.effect(card, ref, n) + pen
      if eff < 0 then eff = 0 end
      local wounds, ct = api.damage.wounds(kind, eff, size)
      return wounds, ct, part, outcome, nl
    end
  end, "weigh many bump spends of one hit (the numbers of damage.preview)")

  -- damage.overflow_ct(target) is the CT each wound that does not fit a part
  -- becomes (data wounds.overflow).
  api.define("damage.overflow_ct", function(target)
    local o = api.rules["wounds.overflow"]
    if o.ct == "size" then return target.size or 6 end
    return tonumber(o.ct) or 0
  end, "the CT each wound that does not fit a part becomes (data wounds.overflow)")

  -- damage.resolve(ctx, result, spend) applies a hit (result: the attack's
  -- check result; spend: bumps.spend's choice, or nil) to ctx.target.body,
  -- logs each step, emits "wound.applied" when damage lands and returns the
  -- preview record plus applied and event (one table: body:apply's record
  -- with the hit's fields).
  api.define("damage.resolve", function(ctx, result, spend)
    spend = spend or NONE
    local R = api.rules
    local card = result.card
    local target = ctx.target
    local rec = R["damage.preview"](ctx, card, spend)
    local who = target.name or "?"
    local logging = api.logging()
    local layers = rec.layers
    if logging then
      local through = ""
      local l = rec.layer or layers[1]
      if l then
        through = ", " .. l.name .. " AV " .. l.av .. " vs PV " .. rec.pv:total() .. ": " .. rec.outcome
      end
      api.log("damage", {
        text = who .. " hit in the " .. rec.location ..
          (rec.cover and (" (covered: hits the " .. rec.cover .. ")") or "") .. through,
        target = who, location = rec.location, slot = rec.slot, cover = rec.cover, outcome = rec.outcome,
        shift = rec.forced:count() > 0 and rec.forced or nil, pv = #layers > 0 and rec.pv or nil,
      })
    end
    -- ablation of cover and worn armor
    if #layers > 0 then
      local abl = R["damage.ablation"]
      for i = 1, #layers do
        local l = layers[i]
        local n = (abl[l.outcome] or 0) + ((i == 1 and spend.ablate) or 0)
        if l.obj and n > 0 then
          l.obj.ablated = (l.obj.ablated or 0) + n
          if logging then
            api.log("damage", {
              text = l.name .. " ablated by " .. n .. " (AV now " .. math.max(0, (l.obj.av or 0) - l.obj.ablated) .. ")",
              layer = l.name, ablated = n,
            })
          end
        end
      end
    end
    if rec.outcome == "D" or not rec.ref then return rec end
    local effect = rec.effect:total()
    if logging then
      api.log("damage", {
        text = (rec.weapon.name or "attack") .. " " .. (rec.outcome == "P" and "DMG" or "RD") .. ": effect " ..
          math.max(0, effect) .. " (" .. rec.kind .. ") → " .. rec.wounds .. " wound(s), " .. rec.ct .. " CT",
        effect = rec.effect, bumps = rec.bumps, kind = rec.kind, wounds = rec.wounds, ct = rec.ct,
      })
    end
    if rec.wounds <= 0 and rec.ct <= 0 then return rec end
    local overflow = R["damage.overflow_ct"](target)
    local body = target.body
    local a = body:apply(rec.location, rec.wounds, rec.ct, overflow)
    local ct_left = body:ct()
    -- The event is body:apply's record (part, before, after, overflow,
    -- ct_lost, disabled, died, concussed_now, level_before, level_after)
    -- with the hit's fields added: one table rather than a copy, since each
    -- new table key costs more than the rest of a field's work.
    local ev = a
    ev.target, ev.attacker, ev.weapon, ev.location, ev.wounds, ev.ct, ev.kind = target, ctx.attacker,
      rec.weapon, rec.location, rec.wounds, rec.ct, rec.kind
    ev.effect, ev.outcome, ev.card, ev.size, ev.cover = effect, rec.outcome, card.number, rec.size, rec.cover
    ev.level_name, ev.ct_left = R["wounds.name"](a.level_after), ct_left
    rec.applied, rec.event = a, ev
    state(target).last_hit = ev
    if logging then
      api.log("wound", {
        text = who .. ": " .. rec.wounds .. " wound(s) to the " .. a.part .. " (" .. a.before .. " → " .. a.after ..
          "), " .. a.ct_lost .. " CT lost (CT " .. ct_left .. "); wound level " .. ev.level_name,
        target = who, part = a.part, wounds = rec.wounds, before = a.before, after = a.after,
        overflow = a.overflow, ct_lost = a.ct_lost, level = a.level_after,
      })
      if a.disabled and not a.died then
        api.log("wound", { text = who .. "'s " .. a.part .. " is lost", target = who, part = a.part, lost = true })
      end
    end
    if a.died then
      local st = state(target)
      st.dead, st.out = true, true
      if logging then
        api.log("death", { text = who .. " is dead: a fifth wound to the " .. a.part, target = who, part = a.part })
      end
    end
    api.emit("wound.applied", ctx.fight, ev)
    body = target.body
    if body:concussed() and not body:dead() then
      R["concussion.check"](ctx.fight, target)
    end
    return rec
  end, "apply a hit (seed 000 \"Applying Results\" … \"Dealing Damage\")")
end

return M
