-- rules/bumps_more.lua — the bumps a hit has left once the default policy
-- (rules/bumps.lua) has bought location, penetration and damage: a cover at
-- a secondary location, a minor action, moving a stray shot.
--
-- seed 001 "Bumping Penetration": "Alternatively, it may instead ablate the
-- armor value at a secondary location instead (this does not cause a wound
-- there, or move the current hit to that location). For example, Hank might
-- spend a bump to put two holes in an overturned table with his shotgun so
-- that his compadres are better able to hit the adversaries behind it."
-- seed 001 "Minor Actions": "Adding a minor action to the just resolved
-- action is also feasible. This type of bump spend is subject to Judge
-- approval. If appropriate, the player may spend a bump to perform a 1 AP
-- action, or to perform another action for 1 AP less."
-- seed 001 "Bumping Stray Shots": "may be used to bump between unintended
-- targets … Adjacent in this case refers to the number of the target, so
-- instead of hitting target 3, target 2 or 4 could be hit. This may be
-- performed multiple times."
--
-- Decided here, in this order, with the bumps still left:
-- * the target's cover that the hit did not meet (it struck an uncovered
--   location) takes them all as ablation (spend.ablate_other, spend.other),
--   unless the hit deflected (seed 000 "Cover Penetration": "There is no
--   effect from an attack that deflects");
-- * otherwise one bump is a minor action (data bumps.minor_action: the
--   Judge's approval, on by default): cocking the weapon just fired when it
--   must be cocked (the 1 AP action), else 1 AP back for the round (the next
--   action 1 AP cheaper);
-- * the rest may move stray hits (bumps.strays): a stray that would hit an
--   ally moves to an adjacent target number with a foe or nobody, lower
--   first, one bump a step.
local M = {
  name = "core.bumps_more",
  version = "1.0.0",
  summary = "Bumps left over: a cover at a secondary location, a minor action, moving a stray shot",
  source = "seed 001 \"Bumping Penetration\", \"Minor Actions\", \"Bumping Stray Shots\"",
}

local say = require("lib.say").say

-- define_bumps_minor_action(api): bumps.minor_action, bumps.leftover, bumps.minor.
local function define_bumps_minor_action(api)
  local R = api.rules
  api.define("bumps.minor_action", { on = true }, "the Judge approves minor-action bump spends (seed 001)")

  -- other_cover(ctx, rec) → a cover of the target the hit did not meet.
  local function other_cover(ctx, rec)
    local t = ctx.target
    for _, cv in ipairs((t and (t.covers or (t.cover and { t.cover }))) or {}) do
      local met = false
      for _, l in ipairs(rec.layers or {}) do
        if l.obj == cv then met = true end
      end
      if not met and (cv.av or 0) - (cv.ablated or 0) > 0 then return cv end
    end
    return nil
  end

  -- bumps.leftover(ctx, out, rec): spends out.left (see the header) and
  -- adds the terms.
  api.define("bumps.leftover", function(ctx, out, rec)
    local cv = rec.outcome ~= "D" and other_cover(ctx, rec) -- a deflected hit has "no effect" (seed 000)
    if cv then
      out.other, out.ablate_other = cv, out.left
      out.terms:add(out.left, "ablate " .. tostring(cv.name or "cover") .. " (a secondary location) by " .. out.left,
        "ablate_other")
      out.spent, out.left = out.spent + out.left, 0
      return
    end
    local w = ctx.weapon
    if R["bumps.minor_action"].on and ctx.attacker and ctx.attacker.state then
      out.minor = (w and w.kind == "ranged" and R["action.cock_cost"](w) > 0) and "cock" or "ap"
      out.terms:add(1, out.minor == "cock" and "minor action: cock the " .. w.name or "minor action: 1 AP back",
        "minor")
      out.spent, out.left = out.spent + 1, out.left - 1
    end
  end, "bumps left over: a secondary location's cover, a minor action (seed 001)")

  -- bumps.minor(ctx, spend): the minor action, once the hit is applied.
  api.define("bumps.minor", function(ctx, spend)
    local c, w = ctx.attacker, ctx.weapon
    if spend.minor == "cock" and w then
      w.cocked = true
    elseif spend.minor == "ap" then
      c.state.ap = (c.state.ap or 0) + 1
    end
    say(api, "bumps", string.format("%s's minor action: %s", c.name or "?",
      spend.minor == "cock" and ("cocks the " .. tostring(w and w.name)) or "1 AP back"), { who = c.name })
  end, "the minor action a bump buys (seed 001 \"Minor Actions\")")
end

-- define_bumps_strays(api): bumps.strays.
local function define_bumps_strays(api)
  -- bumps.strays(ctx, hits, by) → hits with stray hits on allies moved to an
  -- adjacent target number (a foe's or nobody's), one bump a step, while
  -- ctx.stray_bumps last.
  api.define("bumps.strays", function(ctx, hits, by)
    local a = ctx.attacker
    local out = {}
    for k, i in ipairs(hits) do
      local j = i
      local b = by[i]
      if b and a and b.side == a.side and (ctx.stray_bumps or 0) > 0 then
        for _, n in ipairs({ i - 1, i + 1 }) do
          local o = by[n]
          if n >= 1 and j == i and (o == nil or o.side ~= a.side) then j = n end
        end
        if j ~= i then
          ctx.stray_bumps = ctx.stray_bumps - 1
          say(api, "strays", string.format("a bump moves stray %d off %s to target %d%s", i, b.name, j,
            by[j] and (" (" .. by[j].name .. ")") or " (nobody)"), { from = i, to = j })
        end
      end
      out[k] = j
    end
    return out
  end, "move stray hits off allies (seed 001 \"Bumping Stray Shots\")")
end

function M.setup(api)
  define_bumps_minor_action(api)
  define_bumps_strays(api)
end

return M
