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
-- not bought). Each choice is previewed
-- (damage.preview) against the target's body and scored with data
-- bumps.score: a kill, then a concussion, then a lost limb, then wounds (in
-- the head or torso worth more), then CT. The best score wins; a tie goes to
-- the choice that spends fewer bumps, then to the first tried (the slot the
-- forced shifts give, then nearer slots, up before down). Bumps left
-- over ablate the cover or armor that was hit, else go unspent.
-- Attack types: DMG Add makes each damage bump count twice; Accurate gives
-- location bumps every 3 of margin instead of every 4 (extra bumps usable for
-- location only).
local M = {
  name = "core.bumps",
  version = "1.0.0",
  summary = "The default bump spend policy: best location, penetration, damage in pairs, ablation",
  source = "seed 001 \"Using Bumps\", \"Bumping Hit Location\", \"Bumping Penetration\", \"Bumping Damage or Effect Magnitude\"",
}

local VITAL = { head = true, torso = true }

function M.setup(api)
  api.define("bumps.score", {
    kill = 1000, concussion = 500, limb = 100, vital_wound = 20, wound = 10, ct = 1,
  }, "how the default bump policy weighs a hit (decided here)")

  api.define("bumps.accurate_step", { step = 3 },
    "margin per location bump with an Accurate attack type (seed 000 \"Hand to Hand Attack Types\")")

  -- bumps.score_hit(ctx, rec) scores a previewed hit against the target's body.
  api.define("bumps.score_hit", function(ctx, rec)
    if (rec.wounds or 0) <= 0 and (rec.ct or 0) <= 0 then return 0 end
    local s = api.rules["bumps.score"]
    local body = ctx.target.body
    local before = body:wounds(rec.part)
    local lost = body:lost(rec.part)
    local fit = lost and 0 or math.min(rec.wounds, 5 - before)
    local ct = rec.ct + (rec.wounds - fit) * api.rules["damage.overflow_ct"](ctx.target)
    local vital = VITAL[rec.part]
    local n = fit * (vital and s.vital_wound or s.wound) + ct * s.ct
    if fit > 0 and before + fit >= 5 then n = n + (vital and s.kill or s.limb) end
    if body:ct() > 0 and body:ct() - ct <= 0 then n = n + s.concussion end
    return n
  end)

  -- bumps.spend(ctx, result) -> spend {shift, pen_bumps, damage, rd_to_dmg,
  -- ablate, spent, left, terms, preview}: the default policy above. shift
  -- is the location steps bought (negative = up) on top of the forced shift;
  -- damage is the damage bumps added to the effect.
  api.define("bumps.spend", function(ctx, result)
    local terms = api.terms("bump spends")
    local none = { shift = 0, pen_bumps = 0, damage = 0, ablate = 0, rd_to_dmg = false, spent = 0, left = 0, terms = terms }
    local n = result.bumps or 0
    local b = api.rules["bumps.enabled"]
    if b == nil or b.on ~= true then return none end -- bumps switched off (optional/bumps)
    if not result.success or n <= 0 then return none end
    local card = result.card
    local w = api.rules["damage.weapon"](ctx)
    local at = ctx.attack_type and api.rules["melee.attack_types"] and api.rules["melee.attack_types"][ctx.attack_type]
    local dmg_mult = (at and at.dmg_add) and 2 or 1
    local loc_extra = 0
    if at and at.accurate then
      loc_extra = math.max(0, api.bumps(result.total, result.tn, api.rules["bumps.accurate_step"].step) - n)
    end

    local forced = api.rules["damage.forced_shift"](ctx)
    local std = api.locate(card, 0)
    local base = api.locate(card, forced)
    local slots = { base }
    if not ctx.called then
      for d = 1, 3 do
        for _, s in ipairs({ base - d, base + d }) do
          if s >= 1 and s <= 4 then slots[#slots + 1] = s end
        end
      end
    end

    local best
    for _, slot in ipairs(slots) do
      local steps = math.abs(slot - base)
      local paid = math.max(0, steps - loc_extra)
      local r1 = n - paid
      if r1 >= 0 then
        local shift = (slot - std) - forced
        local probe = api.rules["damage.preview"](ctx, card, { shift = shift })
        local max_pen = (#probe.layers > 0) and r1 or 0
        for p = 0, max_pen do
          local _, used = api.pen_reach(card.pen, p)
          if used == p then
            local rds = { false }
            if w.kind == "unarmed" and api.rules["unarmed.damage"].rd_bump and r1 - p >= 1 then rds[2] = true end
            for _, rd in ipairs(rds) do
              local r2 = r1 - p - (rd and 1 or 0)
              for d = 0, r2 do
                local sp = { shift = shift, pen_bumps = p, rd_to_dmg = rd, damage = d * dmg_mult }
                local rec = api.rules["damage.preview"](ctx, card, sp)
                if not rd or rec.outcome == "A" then
                  local score = api.rules["bumps.score_hit"](ctx, rec)
                  local spent = paid + p + (rd and 1 or 0) + d
                  if not best or score > best.score or (score == best.score and spent < best.spent) then
                    best = { score = score, spent = spent, slot = slot, steps = steps, paid = paid, p = p,
                      rd = rd, d = d, sp = sp, rec = rec }
                  end
                end
              end
            end
          end
        end
      end
    end
    if not best then return none end

    local out = { shift = best.sp.shift, pen_bumps = best.p, damage = best.sp.damage, rd_to_dmg = best.rd,
      ablate = 0, spent = best.spent, left = n - best.spent, terms = terms, preview = best.rec, score = best.score }
    if best.steps > 0 then
      local from = card.stack[base].loc
      terms:add(best.paid, string.format("hit location: %s → %s (%d %s)%s", from, best.rec.location, best.steps,
        best.slot < base and "up" or "down", best.paid < best.steps and ", Accurate" or ""), "location")
    end
    if best.p > 0 then
      local mod = api.pen_reach(card.pen, best.p)
      terms:add(best.p, string.format("penetration %+d → %+d", card.pen, mod), "penetration")
    end
    if best.rd then terms:add(1, "RD result bumped to DMG (hand to hand)", "rd_to_dmg") end
    if best.d > 0 then
      terms:add(best.d, string.format("damage: %d bump(s)%s → row (%d)", best.d,
        dmg_mult > 1 and " (DMG Add)" or "", best.rec.row or 0), "damage")
    end
    if out.left > 0 and best.rec.layers[1] and best.rec.layers[1].obj then
      out.ablate = out.left
      terms:add(out.left, string.format("ablate %s by %d", best.rec.layers[1].name, out.left), "ablate")
      out.spent, out.left = n, 0
    end
    api.log("bumps", {
      text = string.format("%d bump(s): %s", n, out.spent > 0 and tostring(terms) or "none spent"),
      bumps = n, spends = terms, left = out.left,
    })
    return out
  end, "the default bump spend policy (seed 001 \"Using Bumps\")")
end

return M
