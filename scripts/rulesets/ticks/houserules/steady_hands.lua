-- houserules/steady_hands.lua — "Steady hands": an aimed shot deals at most
-- base weapon damage + `skills` × skill. House rule; changes seed 003 "Aim"
-- ("If you wait more ticks than the base damage of your weapon plus your
-- skill, you deal an amount of damage equal to the number of ticks you
-- waited").
--
-- Why a table wants it: by the book a quickness-16 gunman who holds fire to
-- tick 1 deals 15 wounds with any pistol, whatever their skill — more than a
-- Marksman shot by a master (3 + 2 × 5 = 13). Capping the aim at the
-- Marksman's figure (skills = 2, the default) keeps waiting worth it for the
-- unskilled and makes skill matter again. Technique: wrap a rule (aim.damage);
-- the default tactics value an aim through aim.damage, so they follow the cap.
-- The cap's term names the weapon's entry and the context's skill terms, so a
-- house rule that re-tables the one or wraps combatant.skill is credited.
local refs = require("lib.tables").refs

local M = {
  name = "ticks.steady_hands",
  version = "1.0.0",
  summary = "Aimed damage is capped at base damage + skills × skill",
  source = "house rule; seed 003 \"Aim\"",
  ruleset = "ticks >= 1.0", requires = { "ticks.aim" },
  options = {
    skills = { type = "int", default = 2, min = 1, max = 10, doc = "the cap: base damage + this many times the skill" },
  },
}

function M.setup(api, opts)
  api.wrap("aim.damage", function(next, ctx, dmg)
    next(ctx, dmg)
    local cap = ctx.weapon.damage + opts.skills * ctx.skill
    if dmg:total() > cap then
      dmg:add(cap - dmg:total(), string.format("steady hands: at most base %d + %d × skill %d = %d", ctx.weapon.damage,
        opts.skills, ctx.skill, cap), "aim", refs(ctx.weapon.key and "gear.weapons." .. ctx.weapon.key .. ".damage", ctx.skill_terms))
    end
    return dmg
  end)
end

return M
