-- rules/bumps.lua — how a hit's bumps are spent: hit location, penetration,
-- damage, ablation.
-- seed 001 "Using Bumps", "Bumping Hit Location", "Bumping Penetration",
-- "Bumping Damage or Effect Magnitude"; seed 000 "Hand to Hand Attack Types"
-- (DMG Add, Accurate), "Hand to Hand Damage" (an RD result's bump).
--
-- "By using 1 bump, the hit location may be moved up or down one spot in the
-- hit location bank." "The penetration modifier … may be increased by one for
-- each bump spent. … Any increase above +2 is two bumps per increase." "One
-- bump may be spent to reduce the armor value by one additional point." "For
-- each two bumps spent, increase the row value of the effect by one."
-- "Players can freely choose how to use their bumps" — so this is a default
-- policy, a rule a house rule or a tactics script can replace or wrap.
--
-- The default policy (decided here): the card is face up when bumps are
-- spent, so the policy tries every choice — each reachable stack slot, each
-- penetration raise that wastes no bump, an RD → DMG bump for unarmed hits —
-- and each number of damage bumps from none to all that are left (so damage
-- goes in pairs below row (7), and a row that reads lower on this card is
-- not bought; with DMG Add each bump is a row: damage.per_row). Each choice is weighed against the target's body (the
-- numbers of damage.preview, through damage.weigh) and scored with data
-- bumps.score (bumps.score_hit): a kill, then a concussion, then a lost limb,
-- then wounds (in the head or torso worth more), then CT. The best score wins; a tie goes to
-- the choice that spends fewer bumps, then to the first tried (the slot the
-- forced shifts give, then nearer slots, up before down). Bumps left
-- over ablate the cover or armor that was hit, else go to bumps.leftover;
-- a hit that deflected ablates nothing, here or at a secondary location
-- (seed 000 "Cover Penetration": "There is no effect from an attack that
-- deflects"; seed 001's ablation bump is "one additional point")
-- (rules/bumps_more.lua: a secondary location, a minor action).
-- Attack types: DMG Add makes each spent damage bump a row; Accurate gives
-- location bumps every 3 of margin instead of every 4 (extra bumps usable for
-- location only): data bumps.accurate_step, one less than the bump step in
-- force ("cost one less"), which optional/bumps.lua sets from its step option.
local M = {
  name = "core.bumps",
  version = "1.0.0",
  summary = "The default bump spend policy: best location, penetration, damage in pairs, ablation",
  source = "seed 001 \"Using Bumps\", \"Bumping Hit Location\", \"Bumping Penetration\", \"Bumping Damage or Effect Magnitude\"",
}

-- signed renders a whole number as string.format("%+d") does.
local function signed(n) return (n >= 0 and "+" or "") .. n end
local ACCURATE_REFS = { "bumps.accurate_step.step", { option = "bumps.step" } } -- optional/bumps sets it from its step
local VITAL = { head = true, torso = true }

-- score_of weighs wounds and ct (not both 0) dealt to a part with the data
-- bumps.score s: before is the part's wounds before the hit, lost whether it
-- is lost, overflow() the CT of each wound that does not fit the part, now
-- the body's CT.
local function score_of(s, before, lost, overflow, now, wounds, ct, part)
  local fit = lost and 0 or (wounds < 5 - before and wounds or 5 - before)
  local c = ct + (wounds - fit) * overflow()
  local vital = VITAL[part]
  local n = fit * (vital and s.vital_wound or s.wound) + c * s.ct
  if fit > 0 and before + fit >= 5 then n = n + (vital and s.kill or s.limb) end
  if now > 0 and now - c <= 0 then n = n + s.concussion end
  return n
end

-- accurate(R, ctx): the attack is of an Accurate type (melee.attack_types).
local function accurate(R, ctx)
  local at = ctx.attack_type and R["melee.attack_types"] and R["melee.attack_types"][ctx.attack_type]
  return at and at.accurate
end

-- plan is what a spend search needs to know of the hit: the card, the cost
-- of a row (DMG Add), Accurate's extra location bumps, the slots tried (the forced one, then nearer first, up
-- before down), whether an RD → DMG bump applies.
local function plan(api, ctx, result, n)
  local R = api.rules
  local card = result.card
  local w = R["damage.weapon"](ctx)
  local per_row, loc_extra = R["damage.per_row"](ctx, w), 0
  if accurate(R, ctx) then
    loc_extra = math.max(0, api.action.bumps(result.total, result.tn, R["bumps.accurate_step"].step) - n)
  end
  local forced = R["damage.forced_shift"](ctx)
  local std, base = api.damage.locate(card, 0), api.damage.locate(card, forced)
  local slots = { base }
  if not ctx.called then
    for d = 1, 3 do
      if base - d >= 1 then slots[#slots + 1] = base - d end
      if base + d <= 4 then slots[#slots + 1] = base + d end
    end
  end
  -- one constructor: its keys are sized at once, not grown one by one
  return { card = card, per_row = per_row, loc_extra = loc_extra, forced = forced, std = std, base = base,
    slots = slots, rd_ok = w.kind == "unarmed" and R["unarmed.damage"].rd_bump, accurate = accurate(R, ctx) }
end

-- judge(api, ctx, card) → first(shift) → layers, and score(shift, p, rd, d) →
-- score or nil (an RD bump that does not meet an A result), and the preview
-- scored or nil: damage.weigh with the core bumps.score_hit in force (no
-- preview), else damage.preview and bumps.score_hit.
local function judge(api, ctx, card)
  local R = api.rules
  local preview, hit_score = R["damage.preview"], R["bumps.score_hit"]
  local weigh = api.unchanged("bumps.score_hit") and R["damage.weigh"] and R["damage.weigh"](ctx, card)
  if not weigh then
    return function(shift) return #preview(ctx, card, { shift = shift }).layers end,
      function(shift, p, rd, d)
        local rec = preview(ctx, card, { shift = shift, pen_bumps = p, rd_to_dmg = rd, damage = d })
        if not rd or rec.outcome == "A" then return hit_score(ctx, rec), rec end
        return nil, rec
      end
  end
  local body, s = ctx.target.body, R["bumps.score"]
  local now, o = body:ct(), nil
  local function overflow()
    if o == nil then o = R["damage.overflow_ct"](ctx.target) end
    return o
  end
  -- the slot first asked about (search scores one slot's choices after its
  -- first): its shift, its first weigh (p 0, no RD bump, d 0), and the
  -- wounds and loss of its part (the body does not change while weighing)
  local cur, w0, c0, part, o0, bpart, before, lost
  local function first(shift)
    local nlayers
    w0, c0, part, o0, nlayers = weigh(shift, 0, false, 0)
    cur = shift
    if part ~= bpart then bpart, before, lost = part, body:wounds(part), body:lost(part) end
    return nlayers
  end
  return first, function(shift, p, rd, d)
    if shift ~= cur then first(shift) end
    local wounds, ct, outcome = w0, c0, o0
    if p > 0 or rd or d > 0 then
      local wn, cn, _, oc = weigh(shift, p, rd, d)
      wounds, ct, outcome = wn, cn, oc
    end
    if rd and outcome ~= "A" then return nil end
    if (wounds or 0) <= 0 and (ct or 0) <= 0 then return 0 end
    return score_of(s, before, lost, overflow, now, wounds, ct, part)
  end
end

-- finish(api, ctx, P, b, n, terms) → the spend with its terms; bumps left
-- ablate the cover or armour hit, then go to bumps.leftover.
local function finish(api, ctx, P, b, n, terms)
  local card = P.card
  local shift = (b.slot - P.std) - P.forced
  local rec = b.rec or api.rules["damage.preview"](ctx, card, { shift = shift, pen_bumps = b.p, rd_to_dmg = b.rd,
    damage = b.d })
  local out = { shift = shift, pen_bumps = b.p, damage = b.d, rd_to_dmg = b.rd,
    ablate = 0, spent = b.spent, left = n - b.spent, terms = terms, preview = rec, score = b.score }
  if b.steps > 0 then
    local why = "hit location: " .. card.stack[P.base].loc .. " → " .. rec.location .. " (" .. b.steps .. " " ..
      (b.slot < P.base and "up" or "down") .. ")"
    if P.accurate then
      -- the margin per location bump of an Accurate attack, named as the entry and the option it is read from
      local step = api.rules["bumps.accurate_step"].step
      terms:add(b.paid, why .. ", Accurate (a location bump per " .. step .. ")", "location", ACCURATE_REFS)
    else
      terms:add(b.paid, why, "location")
    end
  end
  if b.p > 0 then
    local mod = api.damage.pen_reach(card.pen, b.p)
    terms:add(b.p, "penetration " .. signed(card.pen) .. " → " .. signed(mod), "penetration")
  end
  if b.rd then terms:add(1, "RD result bumped to DMG (hand to hand)", "rd_to_dmg") end
  if b.d > 0 then
    terms:add(b.d, "damage: " .. b.d .. " bump(s)" .. (P.per_row == 1 and " (DMG Add)" or "") .. " → row (" ..
      (rec.row or 0) .. ")", "damage")
  end
  -- a deflected hit has "no effect" (seed 000 "Cover Penetration"): nothing to ablate "additionally"
  if out.left > 0 and rec.layers[1] and rec.layers[1].obj and rec.layers[1].outcome ~= "D" then
    out.ablate = out.left
    terms:add(out.left, "ablate " .. rec.layers[1].name .. " by " .. out.left, "ablate")
    out.spent, out.left = n, 0
  end
  -- bumps still left: a secondary location's cover, a minor action (rules/bumps_more.lua)
  if out.left > 0 and api.has("bumps.leftover") then api.rules["bumps.leftover"](ctx, out, rec) end
  return out
end

-- bumps.score_hit(ctx, rec) scores a previewed hit against the target's body.
local function score_hit(api, ctx, rec)
  if (rec.wounds or 0) <= 0 and (rec.ct or 0) <= 0 then return 0 end
  local body = ctx.target.body
  return score_of(api.rules["bumps.score"], body:wounds(rec.part), body:lost(rec.part),
    function() return api.rules["damage.overflow_ct"](ctx.target) end, body:ct(), rec.wounds, rec.ct, rec.part)
end

-- search(api, ctx, P, n) → the best choice {score, spent, slot, steps, paid, p,
-- rd, d, rec}, or nil: the best score wins, a tie the fewer bumps, then the
-- first tried. The best so far is kept in locals: one table, at the end.
local function search(api, ctx, P, n)
  local first, score_at = judge(api, ctx, P.card)
  local slots, pen0, base, std, forced, loc_extra, rd_ok = P.slots, P.card.pen, P.base, P.std, P.forced, P.loc_extra, P.rd_ok
  local best, bspent, bslot, bsteps, bpaid, bp, brd, bd, brec
  for i = 1, #slots do
    local slot = slots[i]
    local steps = slot < base and base - slot or slot - base
    local paid = steps > loc_extra and steps - loc_extra or 0
    local r1 = n - paid
    if r1 >= 0 then
      local shift = (slot - std) - forced
      local max_pen = first(shift) > 0 and r1 or 0
      for p = 0, max_pen do
        local _, used = api.damage.pen_reach(pen0, p)
        if used == p then
          for k = 1, (rd_ok and r1 - p >= 1) and 2 or 1 do
            local rd = k == 2
            for d = 0, r1 - p - (rd and 1 or 0) do
              local score, rec = score_at(shift, p, rd, d)
              local spent = paid + p + (rd and 1 or 0) + d
              if score and (not best or score > best or (score == best and spent < bspent)) then
                best, bspent, bslot, bsteps, bpaid, bp, brd, bd, brec = score, spent, slot, steps, paid, p, rd, d, rec
              end
            end
          end
        end
      end
    end
  end
  if not best then return nil end
  return { score = best, spent = bspent, slot = bslot, steps = bsteps, paid = bpaid, p = bp, rd = brd, d = bd, rec = brec }
end

function M.setup(api)
  api.define("bumps.score", {
    kill = 1000, concussion = 500, limb = 100, vital_wound = 20, wound = 10, ct = 1,
  }, "how the default bump policy weighs a hit (decided here)")

  api.define("bumps.accurate_step", { step = 3 },
    "margin per location bump with an Accurate attack type: one less than the bump step in force (seed 000 "
      .. "\"Hand to Hand Attack Types\": every 3 instead of every 4; optional/bumps.lua sets it from its step)")

  api.define("bumps.score_hit", function(ctx, rec) return score_hit(api, ctx, rec) end, "how much a hit hurts, to weigh bump spends (data bumps.score)")

  local function none(terms)
    return { shift = 0, pen_bumps = 0, damage = 0, ablate = 0, rd_to_dmg = false, spent = 0, left = 0, terms = terms }
  end

  -- bumps.spend(ctx, result) -> spend {shift, pen_bumps, damage, rd_to_dmg,
  -- ablate, spent, left, terms, preview}: the default policy above. shift
  -- is the location steps bought (negative = up) on top of the forced shift;
  -- damage is the bumps spent on damage (damage.per_row a row).
  --
  -- With the core bumps.score_hit in force, each choice is weighed with
  -- damage.weigh (the numbers of damage.preview, without its terms) and the
  -- winner alone is previewed in full; otherwise each choice is a
  -- damage.preview scored by bumps.score_hit. Both pick the same spend.
  api.define("bumps.spend", function(ctx, result)
    local terms = api.terms("bump spends")
    local n = result.bumps or 0
    local on = api.has("bumps.enabled") and api.rules["bumps.enabled"] -- bumps are optional (optional/bumps, on by default)
    if not result.success or not on or on.on ~= true then return none(terms) end
    -- no bumps: none to spend, unless an Accurate attack's step of 3 gives
    -- location bumps the step of 4 does not (a margin of 3)
    if n <= 0 and not accurate(api.rules, ctx) then return none(terms) end
    local P = plan(api, ctx, result, n)
    if n <= 0 and P.loc_extra <= 0 then return none(terms) end
    local b = search(api, ctx, P, n)
    if not b then return none(terms) end
    local out = finish(api, ctx, P, b, n, terms)
    if api.logging() then
      api.log("bumps", {
        text = n .. " bump(s): " .. (terms:count() > 0 and tostring(terms) or "none spent"),
        bumps = n, spends = terms, left = out.left,
      })
    end
    return out
  end, "the default bump spend policy (seed 001 \"Using Bumps\")")

  -- bumps.earned(r, enabled) → terms of the bumps check r earned at the step
  -- of enabled (bumps.enabled, which optional/bumps fills from its step
  -- option), crediting the option; nil when there are none or the step is
  -- the book's (seed 001 "Optional Results: Bumps": "For each full multiple
  -- of 4 above the TN one bump"), as no term credits an entry no module changed.
  local earned_refs = { "bumps.enabled.step", { option = "bumps.step" } }
  api.define("bumps.earned", function(r, enabled)
    local step = enabled.step
    if (r.bumps or 0) <= 0 or step == 4 then return nil end
    return api.terms("bumps earned", r.bumps, string.format("%d over TN %d, a bump per full %d", r.total - r.tn, r.tn, step),
      "bumps", earned_refs)
  end, "the bumps a check earned, as terms crediting the step when it is not the book's 4 (nil otherwise)")
end

return M
