-- houserules/drilled.lua — "Drilled": a weapon skill (`skill`, ranged by
-- default) counts `levels` higher (1 by default) for everyone who has it.
-- House rule; builds on seed 003 "Tests": "After performing the action a GM
-- may award a character an increase of 1 level in the Skill for the purposes
-- of accomplishing that task."
--
-- Why a table wants it: a group that plays out its characters' drill before
-- the campaign (hours at the range, say) asks for the GM's role-play award
-- once, standing, rather than at every shot. Decided here: only a skill the
-- combatant has (1 or more) is raised — drill sharpens a skill, it does not
-- give one, so a character without it still tests on half the statistic.
-- Technique: wrap a helper rule (combatant.skill). Every rule that asks it
-- follows — a test's score, an attack's damage, a shield, defence points,
-- the default tactics — and each term that names the rule credits this wrap
-- where it changed the number: the damage line's skill term reads `rule
-- combatant.skill wrapped by ticks.drilled houserules/drilled.lua:30`.
local M = {
  name = "ticks.drilled",
  version = "1.0.0",
  summary = "Drilled: a weapon skill counts higher for everyone who has it (the GM's award, standing)",
  source = "house rule; seed 003 \"Tests\"",
  ruleset = "ticks >= 1.0", requires = { "ticks.combatant" },
  options = {
    skill = { type = "enum", values = { "ranged", "melee" }, default = "ranged", doc = "the skill the drill raises" },
    levels = { type = "int", default = 1, min = 1, max = 3, doc = "levels it counts higher" },
  },
}

function M.setup(api, opts)
  api.wrap("combatant.skill", function(next, c, name)
    local v = next(c, name)
    if name == opts.skill and v >= 1 then return v + opts.levels end
    return v
  end)
end

return M
