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
-- weapon's Pen, in that order (values, not a table: nothing to build).
local function hit_setup(api, ctx, fixed_bumps, punch_penalty)
  local R = api.rules
  local w = R["damage.weapon"](ctx)
  return w, R["damage.kind"](ctx, w), R["damage.forced_shift"](ctx), w and fixed_bumps(ctx, w) or 0,
    w and punch_penalty(ctx, w) or 0, R["damage.per_row"](ctx, w), (ctx.target and ctx.target.size) or 6,
    (w and w.pen) or 0
end

-- fast(api, ctx, card, fixed_bumps, punch_penalty) → weigh(shift, pen_bumps,
-- rd_to_dmg, damage) → wounds, ct, part, outcome, layers (how many), as
-- damage.preview would give them with the core rules in force; location and
-- layers are worked out once per run of calls with the same shift (a search
-- weighs one slot's choices together), PV once per penetration bump, the
-- weapon's DMG and RD references parsed once.
function M.fast(api, ctx, card, fixed_bumps, punch_penalty)
  local R = api.rules
  local w, kind, forced, fixed, pen, per_row, size, wpen = hit_setup(api, ctx, fixed_bumps, punch_penalty)
  local dmg, rd_ref = w and w.dmg, w and w.rd
  local _, dmg_row, dmg_die, rd_row, rd_die
  if dmg then _, dmg_row, dmg_die = api.damage.parse(dmg) end
  if rd_ref then _, rd_row, rd_die = api.damage.parse(rd_ref) end
  local location_of, layers_of, pv_of, hit_bumps = R["damage.location"], R["damage.layers"], R["damage.pv"], R["hit.bumps"]
  local pvs, core_pv = {}, nil -- PV by penetration bumps + 1 (an array)
  local function pv_at(p)
    local key = p or 0
    local pv = pvs[key + 1]
    if pv then return pv end
    if core_pv == nil then core_pv = api.unchanged("damage.pv") end
    if core_pv then
      local mod = api.damage.pen_reach(card.pen, key)
      pv = card.pen + (mod > card.pen and mod - card.pen or 0) + wpen
    else
      pv = pv_of(ctx, card, w, p):total()
    end
    pvs[key + 1] = pv
    return pv
  end
  -- the shift last asked about: its part, layers (and how many), free
  -- location bumps, and its outcomes by PV (made when it has layers)
  local cur, part, layers, nl, lb, outs
  return function(shift, p, rd, dmg_bumps)
    local s = forced + (shift or 0)
    if s ~= cur then
      local location = location_of(ctx, card, s)
      part = api.damage.part_of(location)
      cur, layers, lb = s, layers_of(ctx, location, kind), hit_bumps[location] or 0
      if lb < 0 then lb = 0 end
      nl = #layers
      outs = nl > 0 and {} or nil
    end
    local pv, outcome = pvs[(p or 0) + 1] or pv_at(p), "P"
    if nl > 0 then
      outcome = outs[pv] or outcome_of(api, layers, pv)
      outs[pv] = outcome
      if outcome == "D" then return 0, 0, part, outcome, nl end
    end
    -- the reference read: DMG, or on an A result RD (DMG with an RD → DMG bump)
    local row, die = dmg_row, dmg_die
    if outcome == "A" and not (rd and dmg) then
      if not rd_ref then return 0, 0, part, outcome, nl end
      row, die = rd_row, rd_die
    elseif not dmg then
      return 0, 0, part, outcome, nl
    end
    local eff = effect.read(card, row, die, fixed + lb, dmg_bumps or 0, per_row) + pen
    if eff < 0 then eff = 0 end
    local wounds, ct = api.damage.wounds(kind, eff, size)
    return wounds, ct, part, outcome, nl
  end
end

return M
