-- rules/hit.lua — the hit percentage and the D100 roll against it.
-- seed 002 "4.2.1 The sequence of combat": "Determining the target, Hit the
-- target, Location of the stroke, Damage inflicted".
-- seed 002 "4.2.5.1.1 Success": "If the attack is successful, i.e. if the
-- adjusted "hit percentage" roll is successful ..."
-- seed 002 "4.2.5.1.2 Critical success", worked example: "Bill has 56% in
-- the "aimed shot" skill. No adjustment is considered. He shoots at an
-- opponent and scores 4 on the D100. This is a critical success (< 1/10th of
-- his percentage, see section 3.3.8). The difference is (56 - 4) = 52%."
--
-- The hit percentage is the skill the attack uses (percentile.skill) plus
-- its adjustments, each a term naming the data entries it was read from:
-- range (percentile.gear), the target's cover, the aimed-at area
-- (percentile.location), ctx.mods. A roll at or under it hits; under a
-- tenth (roll × 10 < percentage) is critical; difference = percentage − roll.
-- Decided here (section 3.3.8 is not in the seed): a roll of 100 ("00")
-- always misses, whatever the percentage.
local M = {
  name = "percentile.hit",
  version = "1.0.0",
  summary = "Hit percentage as terms; D100 at or under it hits, under a tenth of it is critical",
  source = "seed 002 \"4.2.1 The sequence of combat\", \"4.2.5.1.1 Success\", \"4.2.5.1.2 Critical success\"",
  requires = { "percentile.skill", "percentile.gear" },
}

-- tenth(R, roll, pct): the book's critical success, a roll "< 1/10th of his
-- percentage" (and never the D100 that always misses).
local function tenth(R, roll, pct)
  return roll < R["hit.table"].always_miss and roll * 10 < pct
end

-- critical_credit(api, roll, pct, critical) → terms of a hit whose critical
-- (1) or not (0) differs from the book's: the book's reading, then the
-- change, credited to the modules that wrapped or replaced hit.critical
-- (ARCHITECTURE.md "Provenance": "changed by rule NAME").
local function critical_credit(api, roll, pct, critical)
  local book = not critical
  local t = api.terms("critical", book and 1 or 0, string.format("the book: D100 %d is %sunder a tenth of %d %%", roll,
    book and "" or "not ", pct), "book")
  t:add(book and -1 or 1, critical and "a critical success by rule hit.critical" or "no critical success by rule hit.critical",
    "rule", "hit.critical")
  return t
end

function M.setup(api)
  local R = api.rules
  api.define("hit.table", { always_miss = 100 }, "a D100 of 100 (\"00\") always misses (decided here)")

  -- hit.percentage(ctx) → terms. ctx: attacker, target, weapon, mode,
  -- distance, area (aimed-at, or nil), mods (list of {amount, reason, tag, data}).
  api.define("hit.percentage", function(ctx)
    local c, w, key = ctx.attacker, ctx.weapon, R["skill.key"](ctx.mode)
    local pct, skill_from = R["skill.percent"](c, ctx.mode)
    local t = api.terms("hit percentage", pct,
      string.format("%s skill (%s)", (key:gsub("_", " ")), ctx.mode_reason or ctx.mode), "skill", { "skill.percent", skill_from })
    local band, mod, range_from = R["gear.range"](w, ctx.distance or 0)
    if mod ~= 0 then t:add(mod, string.format("%s range (%.0f m, %s effective to %d m)", band,
      ctx.distance, R["combatant.weapon_label"](c, w), w.effective or 0), "range", { "gear.range", range_from }) end
    if ctx.target and (ctx.target.cover or 0) > 0 and w.kind ~= "melee" then
      t:add(-ctx.target.cover, "target in cover", "cover")
    end
    if ctx.area then
      local pen, area_from = R["location.area_penalty"](ctx.area)
      t:add(pen, "aiming at the " .. ctx.area, "area", area_from)
    end
    for _, m in ipairs(ctx.mods or {}) do
      t:add(m.amount, m.reason, m.tag or "mod", m.data)
    end
    return t
  end, "the adjusted hit percentage")

  -- hit.critical(roll, pct): "< 1/10th of his percentage".
  api.define("hit.critical", function(roll, pct) return tenth(R, roll, pct) end, "is a roll a critical success")

  -- hit.judge(roll, pct) → {roll, pct, success, critical, difference}, and
  -- critical_terms when a fight logs and hit.critical in force read a hit
  -- otherwise than the book (a module wrapped or replaced it).
  api.define("hit.judge", function(roll, pct)
    local success = roll <= pct and roll < R["hit.table"].always_miss
    local critical = success and R["hit.critical"](roll, pct)
    local r = { roll = roll, pct = pct, success = success, critical = critical, difference = pct - roll }
    if success and api.logging() and not critical ~= not tenth(R, roll, pct) then
      r.critical_terms = critical_credit(api, roll, pct, critical)
    end
    return r
  end, "read a D100 roll against a percentage")

  -- hit.roll(pct) → the judged result of one D100 (tens and units kept).
  api.define("hit.roll", function(pct)
    local total, tens, units = api.dice.d100()
    local r = R["hit.judge"](total, pct)
    r.tens, r.units = tens, units
    return r
  end, "roll D100 against a percentage")
end

return M
