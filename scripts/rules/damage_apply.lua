-- rules/damage_apply.lua — applying a hit that damage.preview (rules/damage.lua)
-- has worked out: ablation of cover and armour, wounds and CT on the body,
-- death by a fifth wound, the "wound.applied" event (declared by core.damage).
--
-- seed 000 "Dealing Damage": "For every full multiple of the target's Size,
-- the attack causes one wound. Any remainder is dealt in CT. … The target
-- takes the wound(s) in the area shown in the Hit Location section". "Hit
-- Location and Damage": "Anytime a location takes a 5th wound it is
-- disabled … If the location is the torso … or head, disabling results in
-- death." seed 001 "Bumping Penetration": "One bump may be spent to reduce
-- the armor value by one additional point. Alternatively, it may instead
-- ablate the armor value at a secondary location instead (this does not
-- cause a wound there, or move the current hit to that location)."
-- seed 000 "Applying Wounds and Concussion": "Further damage in critically
-- injured limbs cause no more wounds, but continue to cause CT. Figure wounds
-- and CT normally, but ignore the new wounds." (data wounds.overflow).
--
-- Decided here: spend.ablate bumps wear the first layer hit (the cover or
-- armour in the way); spend.ablate_other bumps wear spend.other, a cover or
-- armour at another location (the Hank example: "two holes in an overturned
-- table"), which the hit does not touch otherwise. A hit that deflected
-- wears neither (seed 000 "Cover Penetration": "There is no effect from an
-- attack that deflects").
local M = {
  name = "core.damage_apply",
  version = "1.0.0",
  summary = "Applying a hit: ablation, wounds and CT on the body, death, the wound.applied event",
  source = "seed 000 \"Dealing Damage\", \"Hit Location and Damage\", \"Applying Wounds and Concussion\"; "
    .. "seed 001 \"Bumping Penetration\"",
}

local hit, refs = require("rules.lib.hit"), require("rules.lib.refs")
local NONE, state = hit.NONE, hit.state

-- named(name): a cover's name as a noun phrase: as written when it has its
-- article ("a woodpile", "the porch rail"), else with "the" ("hardwood bar").
local function named(name)
  local lower = name:lower()
  if lower:find("^a ") or lower:find("^an ") or lower:find("^the ") then return name end
  return "the " .. name
end

-- Where the hit's location, wounds, CT and wound level came from, as terms
-- for the transcript: only a fight that logs builds them (api.logging()), so
-- a simulation pays nothing. A module that changes a number after the core
-- worked it out (a wrap of damage.location or damage.preview:
-- optional/risk.lua caps a critical wound) is credited by a term that names
-- the rule: the transcript names the modules that wrapped or replaced it.
-- seed 000 "Hit Location": the card's standard location, moved by forced
-- shifts ("Hit Location Modifiers") and bumps (seed 001 "Bumping Hit
-- Location"), stopping at either end of the stack. "Wounds": the wound level
-- is the most wounds in any part.

-- SPLIT says how each core damage kind turns an effect into wounds and CT.
local SPLIT = {
  deadly = { "a wound per full Size", "the rest" },
  normal = { "a wound per full 2 × Size", "the rest" },
  brawling = { "a wound per full 2 × Size", "3 CT per full Size" },
  impact = { "a wound per full 2 × Size", "a CT per point" },
}

-- split_credit(api, rec) → wounds, ct: terms of the hit's wounds and CT: the
-- core's reading of the effect against the target's Size, then what a
-- change of damage.preview did to it. A record of a kind the core does not
-- know (a replaced damage.preview's) is credited to the rule whole.
local function split_credit(api, rec)
  local e = rec.effect and rec.effect:total() or rec.value or 0
  e = e > 0 and e or 0
  local how, size = SPLIT[rec.kind], rec.size
  if not how or type(size) ~= "number" or size < 1 then
    local why = "worked out by rule damage.preview"
    return api.terms("wounds dealt", rec.wounds, why, "preview", "damage.preview"),
      api.terms("CT dealt", rec.ct, why, "preview", "damage.preview")
  end
  local w0, ct0 = api.damage.wounds(rec.kind, e, size)
  local of = "effect " .. e .. ", Size " .. size .. ": "
  local wounds = api.terms("wounds dealt", w0, of .. how[1] .. " (" .. rec.kind .. ")", "split")
  local ct = api.terms("CT dealt", ct0, of .. how[2] .. " (" .. rec.kind .. ")", "split")
  if rec.wounds ~= w0 then
    wounds:add(rec.wounds - w0, "changed by rule damage.preview", "preview", "damage.preview")
  end
  if rec.ct ~= ct0 then ct:add(rec.ct - ct0, "changed by rule damage.preview", "preview", "damage.preview") end
  return wounds, ct
end

-- slot_credit(api, rec, card, spend) → terms of the stack slot (1 top … 4) the
-- hit landed in, or nil for a called shot (its location is the call's): the
-- card's standard slot, the forced shifts (their own terms, as credited), the
-- bumps spent on the location, the stop at the stack's end, and a move by a
-- change of damage.location.
local function slot_credit(api, rec, card, spend)
  if rec.slot == nil then return nil end
  local std, std_loc = api.damage.locate(card, 0)
  local t = api.terms("slot", std, "card " .. card.number .. "'s standard location, the " .. std_loc, "card")
  if rec.forced and rec.forced:count() > 0 then t:extend(rec.forced) end
  local moved = (spend and spend.shift) or 0
  if moved ~= 0 then t:add(moved, "bumps spent on the hit location", "bumps") end
  local read = api.damage.locate(card, rec.shift or 0)
  local shifted = t:total()
  if read ~= shifted then t:add(read - shifted, "the stack ends at slot " .. (read < shifted and read or 1), "stack") end
  if rec.slot ~= read then
    t:add(rec.slot - read, "moved to the " .. rec.location .. " by rule damage.location", "location", "damage.location")
  end
  return t
end

-- level_credit(api, a, ev, body) → terms of the wound level after the hit (the
-- most wounds in any part, named by its row's name alone), and terms of the CT
-- of wounds a lost part could not take, or nil when there were none.
local function level_credit(api, a, ev, body)
  local part, most = a.part, a.after
  for _, p in ipairs(api.damage.parts()) do
    local n = body:wounds(p)
    if n > most then part, most = p, n end
  end
  local name_ref = refs.field(select(2, api.rules["wounds.row"](ev.level_after or most)), "name")
  local level = api.terms("wound level", ev.level_after or most,
    "the most wounds in any part: " .. part .. " " .. most .. " (" .. ev.level_name .. ")", "level", name_ref)
  local over
  if (a.overflow or 0) > 0 then
    over = api.terms("overflow CT", a.ct_lost - ev.ct, a.overflow .. " wound(s) the " .. a.part .. " cannot take",
      "overflow", "wounds.overflow")
  end
  return level, over
end

local function log_hit(api, rec, who, card, spend)
  local through = ""
  local l = rec.layer or rec.layers[1]
  if l then
    through = ", " .. l.name .. " AV " .. l.av .. " vs PV " .. rec.pv:total() .. ": " .. rec.outcome
  end
  api.log("damage", {
    text = who .. " hit in the " .. rec.location ..
      (rec.cover and (" (covered: hits " .. named(rec.cover) .. ")") or "") .. through,
    target = who, location = rec.location, slot = rec.slot, cover = rec.cover, outcome = rec.outcome,
    shift = rec.forced:count() > 0 and rec.forced or nil, pv = #rec.layers > 0 and rec.pv or nil,
    located = slot_credit(api, rec, card, spend),
  }, 2)
end

local function log_wound(api, a, rec, who, ev, target)
  local level, over = level_credit(api, a, ev, target.body)
  api.log("wound", {
    text = who .. ": " .. rec.wounds .. " wound(s) to the " .. a.part .. " (" .. a.before .. " → " .. a.after ..
      "), " .. a.ct_lost .. " CT lost (CT " .. ev.ct_left .. "); wound level " .. ev.level_name,
    target = who, part = a.part, wounds = rec.wounds, before = a.before, after = a.after,
    overflow = a.overflow, ct_lost = a.ct_lost, level = a.level_after, wound_level = level, overflow_ct = over,
  }, 2)
  if a.disabled and not a.died then
    api.log("wound", { text = who .. "'s " .. a.part .. " is lost", target = who, part = a.part, lost = true }, 2)
  end
end

-- define_damage_overflow_ct(api): damage.overflow_ct, damage.ablate.
local function define_damage_overflow_ct(api)
  local R = api.rules
  -- damage.overflow_ct(target) is the CT each wound that does not fit a part
  -- becomes (data wounds.overflow; default 0: the new wounds are ignored).
  api.define("damage.overflow_ct", function(target)
    local o = R["wounds.overflow"]
    if o.ct == "size" then return target.size or 6 end
    return tonumber(o.ct) or 0
  end, "the CT each wound that does not fit a part becomes (data wounds.overflow)")

  local function wear(obj, name, n, logging)
    obj.ablated = (obj.ablated or 0) + n
    if logging then
      api.log("damage", {
        text = name .. " ablated by " .. n .. " (AV now " .. math.max(0, (obj.av or 0) - obj.ablated) .. ")",
        layer = name, ablated = n,
      }, 2)
    end
  end

  -- damage.ablate(ctx, rec, spend) wears the layers a hit met (an A result
  -- by damage.ablation.A, ablate bumps one more each on the first layer) and
  -- spend.other by spend.ablate_other bumps.
  api.define("damage.ablate", function(ctx, rec, spend)
    local logging = api.logging()
    local abl = R["damage.ablation"]
    local layers = rec.layers
    for i = 1, #layers do
      local l = layers[i]
      local n = (abl[l.outcome] or 0) + ((i == 1 and l.outcome ~= "D" and spend.ablate) or 0) -- a deflection: no effect
      if l.obj and n > 0 then wear(l.obj, l.name, n, logging) end
    end
    local other = spend.other
    if other and (spend.ablate_other or 0) > 0 and rec.outcome ~= "D" then -- a deflection: no effect
      wear(other, (other.name or "cover") .. " (a secondary location)", spend.ablate_other, logging)
    end
  end, "wear cover and armour down (seed 001 \"Bumping Penetration\")")
end

-- define_damage_resolve(api): damage.resolve.
local function define_damage_resolve(api)
  local R = api.rules
  -- apply puts the wounds and CT on the body and builds the event: body:apply's
  -- record with the hit's fields added (one table rather than a copy).
  local function apply(ctx, rec, card, effect)
    local target = ctx.target
    local a = target.body:apply(rec.location, rec.wounds, rec.ct, R["damage.overflow_ct"](target))
    local ev = a
    ev.target, ev.attacker, ev.weapon, ev.location, ev.wounds, ev.ct, ev.kind = target, ctx.attacker,
      rec.weapon, rec.location, rec.wounds, rec.ct, rec.kind
    ev.effect, ev.outcome, ev.card, ev.size, ev.cover = effect, rec.outcome, card.number, rec.size, rec.cover
    ev.level_name, ev.ct_left = R["wounds.name"](a.level_after), target.body:ct()
    rec.applied, rec.event = a, ev
    state(target).last_hit = ev
    return a, ev
  end

  -- damage.resolve(ctx, result, spend) applies a hit (result: the attack's
  -- check result; spend: bumps.spend's choice, or nil) to ctx.target.body,
  -- logs each step, emits "wound.applied" when damage lands and returns the
  -- preview record plus applied and event.
  api.define("damage.resolve", function(ctx, result, spend)
    spend = spend or NONE
    local card, target = result.card, ctx.target
    local rec = R["damage.preview"](ctx, card, spend)
    local who = target.name or "?"
    local logging = api.logging()
    if logging then log_hit(api, rec, who, card, spend) end
    if #rec.layers > 0 or spend.other then R["damage.ablate"](ctx, rec, spend) end
    if rec.outcome == "D" or not rec.ref then return rec end
    local effect = rec.effect:total()
    if logging then
      local dealt, dealt_ct = split_credit(api, rec)
      api.log("damage", {
        text = (rec.weapon.name or "attack") .. " " .. ((rec.outcome == "P" or rec.rd_to_dmg) and "DMG" or "RD") .. ": effect " ..
          math.max(0, effect) .. " (" .. rec.kind .. ") → " .. rec.wounds .. " wound(s), " .. rec.ct .. " CT",
        effect = rec.effect, bumps = rec.bumps, kind = rec.kind, wounds = rec.wounds, ct = rec.ct,
        wounds_dealt = dealt, ct_dealt = dealt_ct,
      })
    end
    if rec.wounds <= 0 and rec.ct <= 0 then return rec end
    local a, ev = apply(ctx, rec, card, effect)
    if logging then log_wound(api, a, rec, who, ev, target) end
    if a.died then
      local st = state(target)
      st.dead, st.out = true, true
      if logging then
        api.log("death", { text = who .. " is dead: a fifth wound to the " .. a.part, target = who, part = a.part })
      end
    end
    api.emit("wound.applied", ctx.fight, ev)
    local body = target.body
    if body:concussed() and not body:dead() then R["concussion.check"](ctx.fight, target) end
    return rec
  end, "apply a hit (seed 000 \"Applying Results\" … \"Dealing Damage\")")
end

function M.setup(api)
  define_damage_overflow_ct(api)
  define_damage_resolve(api)
end

return M
