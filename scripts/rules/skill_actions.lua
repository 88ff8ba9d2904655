-- rules/skill_actions.lua — skill checks and extended actions as actions in a
-- fight, and the effect magnitude that counts victories.
--
-- seed 000 "Skill Checks": "During action time skill checks work exactly the
-- same as they do during narrative time. Most skill checks are Normal speed
-- actions, though many are Slow." "Extended Actions": "Extended actions are
-- complex skill checks that require multiple victories to complete … Extended
-- actions are Slow speed actions."
-- seed 001 "Bumping Damage or Effect Magnitude": "Bumping effect magnitude
-- (for generating victories) works in exactly the same way" (two bumps a
-- row, past row (7) a die a bump); "Setting Victory Threshold: Optional"
-- ("the standard 6"; the optional victory_threshold module changes it).
--
-- An action {kind = "skill", skill = "medicine", tn = n (default Standard 5),
-- speed = "N" | "S", task = name, victories = n (an extended action: the
-- victories it needs), target = name?} makes the check; a task gathers the
-- victories of its checks in c.state.tasks[name] until it has enough.
-- Decided here (the action card appendix is not among the seeds):
-- * The effect magnitude of a skill check is the effect cell of the trait's
--   column at the skill level's row ((level)die, an untrained check row 1),
--   every bump spent on it (rules/lib/effect.lua: two a row). A failed check
--   has no magnitude.
-- * Victories = magnitude ÷ the threshold (6, or the victory_threshold
--   module's victory.count), rounded down, each check on its own.
-- * A task (c.task = {name, skill, tn, victories}; a scenario's task text,
--   such as "skill:athletics:4", goes to rules/tactics_task.lua) is what the
--   default policy works on when no foe is within reach (tactics.task).
local M = {
  name = "core.skill_actions",
  version = "1.0.0",
  summary = "Skill checks and extended actions as actions; effect magnitude and victories",
  source = "seed 000 \"Skill Checks\", \"Extended Actions\"; seed 001 \"Bumping Damage or Effect Magnitude\"",
}

local effect = require("rules.lib.effect")
local say = require("lib.say").say

function M.setup(api)
  local R = api.rules

  api.define("skill.numbers", { threshold = 6, speed = "N", extended_speed = "S" },
    "victory threshold 6 (seed 001); skill checks Normal, extended actions Slow (seed 000)")

  -- skill.magnitude(c, skill, r) → the effect magnitude of check result r.
  api.define("skill.magnitude", function(c, skill, r)
    if not r.success then return 0 end
    local level = math.max(1, math.min(5, (c.skills and c.skills[skill]) or 0))
    return (effect.read(r.card, level, r.die, 0, r.bumps or 0, 2))
  end, "a skill check's effect magnitude: (level)die, bumps raising it (decided here)")

  -- skill.victories(c, magnitude, ctx) → victories, threshold.
  api.define("skill.victories", function(c, magnitude, ctx)
    if api.has("victory.count") then return R["victory.count"](magnitude, ctx) end
    local th = R["skill.numbers"].threshold
    return api.action.victories(magnitude, th), th
  end, "victories from an effect magnitude: ÷ 6 (seed 001)")

  -- action.skill(fight, c, a) → {result, magnitude, victories, task}.
  api.define("action.skill", function(fight, c, a)
    local tn = a.tn or R["tn.ladder"].standard
    local r = R["check.skill"](c, a.skill, { tn = tn, reason = a.task or a.skill })
    local mag = R["skill.magnitude"](c, a.skill, r)
    local n = mag > 0 and R["skill.victories"](c, mag, { who = c.name, victory_threshold = a.victory_threshold }) or 0
    local out = { done = true, result = r, magnitude = mag, victories = n }
    if a.task then
      c.state.tasks = c.state.tasks or {}
      local t = c.state.tasks[a.task] or { victories = 0, required = a.victories or 1 }
      c.state.tasks[a.task] = t
      t.victories = t.victories + n
      t.done = t.victories >= t.required
      out.task = t
      say(api, "task", string.format("%s: %s — %d victor%s, %d of %d%s", c.name, a.task, n, n == 1 and "y" or "ies",
        t.victories, t.required, t.done and ": done" or ""), { who = c.name, task = a.task, victories = t.victories })
    end
    return out
  end, "a skill check or a step of an extended action (seed 000 \"Skill Checks\", \"Extended Actions\")")

  -- tactics.task(fight, c) → the action on c's scenario task, when no foe
  -- is within reach, or nil.
  api.define("tactics.task", function(fight, c)
    if type(c.task) == "string" then return R["tactics.order"](fight, c) end -- the judge's order: rules/tactics_task.lua
    local t = c.task
    if not t or (c.state.tasks and c.state.tasks[t.name] and c.state.tasks[t.name].done) then return nil end
    local e = R["tactics.enemies"](fight, c)[1]
    if e and R["combatant.distance"](c, e) <= 1 then return nil end
    return { kind = "skill", skill = t.skill, tn = t.tn, task = t.name, victories = t.victories }
  end, "work on a task (an extended action) when no foe is in reach")
end

return M
