-- rules/lib/weigh.lua — the fast path of damage.weigh (rules/damage.lua): the
-- numbers damage.preview gives for many bump spends of one hit, with the work
-- that does not change with the spend done once and no terms or text built
-- (not a module: a library, loaded with require("rules.lib.weigh")).
-- seed 000 "Cover Penetration", "Hit Location and Damage"; seed 001
-- "Bumping Penetration", "Bumping Damage or Effect Magnitude".
-- rules/damage_spec.lua checks it against damage.preview on 1,920 spends.
local hit = require("rules.lib.hit")
local effect = require("rules.lib.effect")
local RANK = hit.RANK

local M = {}

-- outcome_of is the worst penetration result of a list of layers at PV pv.
local function outcome_of(api, layers, pv)
  local outcome = "P"
  for i = 1, #layers do
    local o = api.damage.penetration(pv, layers[i].av)
    if RANK[o] > RANK[outcome] then outcome = o end
  end
  return outcome
end

-- hit_setup is what does not change with the spend: the weapon, its kind,
-- the forced shift, the free bumps that do not depend on the location, the
-- attacker's punching penalty, the cost of a row, the target's Size, the
-- weapon's Pen and its parsed effect references.
local function hit_setup(api, ctx, fixed_bumps, punch_penalty)
  local R = api.rules
  local w = R["damage.weapon"](ctx)
  local h = { w = w, kind = R["damage.kind"](ctx, w), forced = R["damage.forced_shift"](ctx),
    fixed = w and fixed_bumps(ctx, w) or 0, pen = w and punch_penalty(ctx, w) or 0,
    per_row = R["damage.per_row"](ctx, w), size = (ctx.target and ctx.target.size) or 6,
    wpen = (w and w.pen) or 0, refs = {} }
  for _, ref in ipairs({ w and w.dmg or false, w and w.rd or false }) do
    if ref then h.refs[ref] = { api.damage.parse(ref) } end
  end
  return h
end

-- fast(api, ctx, card, fixed_bumps, punch_penalty) → weigh(shift, pen_bumps,
-- rd_to_dmg, damage) → wounds, ct, part, outcome, layers (how many), as
-- damage.preview would give them with the core rules in force; location and
-- layers are worked out once per shift, PV once per penetration bump.
function M.fast(api, ctx, card, fixed_bumps, punch_penalty)
  local R = api.rules
  local h = hit_setup(api, ctx, fixed_bumps, punch_penalty)
  local w, kind = h.w, h.kind
  local location_of, layers_of, pv_of, hit_bumps = R["damage.location"], R["damage.layers"], R["damage.pv"], R["hit.bumps"]
  local parts, layer_lists, lbs, outs, pvs = {}, {}, {}, {}, {}
  local function pv_at(p)
    local key = p or 0
    local pv = pvs[key]
    if pv then return pv end
    if api.unchanged("damage.pv") then
      local mod = api.damage.pen_reach(card.pen, key)
      pv = card.pen + (mod > card.pen and mod - card.pen or 0) + h.wpen
    else
      pv = pv_of(ctx, card, w, p):total()
    end
    pvs[key] = pv
    return pv
  end
  return function(shift, p, rd, dmg)
    local s = h.forced + (shift or 0)
    local part = parts[s]
    if not part then
      local location = location_of(ctx, card, s)
      part = api.damage.part_of(location)
      parts[s], layer_lists[s], lbs[s], outs[s] = part, layers_of(ctx, location, kind),
        math.max(hit_bumps[location] or 0, 0), {}
    end
    local pv, layers, outcome = pv_at(p), layer_lists[s], "P"
    if #layers > 0 then
      outcome = outs[s][pv] or outcome_of(api, layers, pv)
      outs[s][pv] = outcome
      if outcome == "D" then return 0, 0, part, outcome, #layers end
    end
    local ref = w and w.dmg
    if outcome == "A" then ref = (rd and ref) or (w and w.rd) end
    if not ref then return 0, 0, part, outcome, #layers end
    local r = h.refs[ref]
    local eff = effect.read(card, r[2], r[3], h.fixed + lbs[s], dmg or 0, h.per_row) + h.pen
    local wounds, ct = api.damage.wounds(kind, math.max(0, eff), h.size)
    return wounds, ct, part, outcome, #layers
  end
end

return M
