-- houserules/gunslinger.lua — gulch.gunslinger: a gunslinger ignores the
-- first fan-fire penalty of a series.
-- House rule (Gulch campaign). Technique: WRAP A RULE (api.wrap).
--
-- What: seed 000 "Fan Firing": "For each shot the TN is increased by 1
-- successively, starting with the first." For a gunslinger the count starts
-- with the SECOND shot: shot i of a series costs per_shot × (i − 1) instead
-- of per_shot × i (data fanfire.table, per_shot = 1), so the first shot of a
-- fan has no fan-fire penalty at all. The second-target penalty ("Each target
-- after the first increases the difficulty an additional 1, successively"),
-- the snap shot penalty and every other term are unchanged. Miranda's
-- series (two shots on Angus, one on each crony) goes from −3, −4, −6, −8
-- (TN 8, 9, 11, 13) to −2, −3, −5, −7 (TN 7, 8, 10, 12).
--
-- Who is a gunslinger: a combatant whose skill `gunslinger` (option `skill`)
-- is at level 1 or more (option `level`). A scenario gives it like any skill:
-- skills = { shooting = 3, gunslinger = 1 }. No core rule reads that skill,
-- so it does nothing else.
--
-- Why a group wants it: the seed's fan fire is rarely worth it; a group that
-- wants the showy gunslinger of the films gives the trick to the few who
-- trained for it, without making fan fire better for everybody.
--
-- Seed rule changed: rules/fanfire.lua, rule ranged.fan_fire (seed 000 "Fan
-- Firing"). The wrapper adds one term (tag "gunslinger", −per_shot) after the
-- core terms, so the transcript names this module and file:line beside the
-- fan-fire term it offsets.
local M = {
  name = "gulch.gunslinger",
  version = "1.0.0",
  summary = "Gunslingers (skill gunslinger ≥ 1) ignore the first fan-fire penalty of a series",
  source = "house rule; changes seed 000 \"Fan Firing\"",
  options = {
    skill = { type = "string", default = "gunslinger", doc = "the skill that makes a gunslinger" },
    level = { type = "int", default = 1, min = 1, max = 5, doc = "the skill level a gunslinger needs" },
  },
}

function M.setup(api, opts)
  -- gulch.is_gunslinger(c): a combatant with the gunslinger skill at the
  -- level the options ask.
  api.define("gulch.is_gunslinger", function(c)
    local lv = c and c.skills and c.skills[opts.skill] or 0
    return lv >= opts.level
  end, "is a combatant a gunslinger (gulch.gunslinger options skill, level)")

  api.wrap("ranged.fan_fire", function(next, ctx, tn)
    local out = next(ctx, tn)
    if ctx.fan and api.rules["gulch.is_gunslinger"](ctx.attacker) then
      local per_shot = api.rules["fanfire.table"].per_shot
      tn:add(-per_shot, "gunslinger: the first fan-fire penalty is ignored", "gunslinger")
    end
    return out
  end)
end

return M
