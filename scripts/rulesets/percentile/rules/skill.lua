-- rules/skill.lua — which skill a combatant fights with: aimed or
-- instinctive pistol shot, rifle, brawl, knife.
-- seed 002 "4.2.2.1.1 Skill to use with revolvers":
--   "If a character is ready to use his weapon AND is not surprised by his
--   opponent(s), the "hit percentage" corresponds to the percentage of the
--   "aimed pistol shot" skill. If a character is not ready to use his weapon
--   (unsheathed revolver, put down, etc.) OR if he is surprised by the sudden
--   appearance of an opponent(s), he acts instinctively and the "hit
--   percentage" corresponds to the "instinctive pistol shot" skill
--   percentage. Instinctive shooting is no longer POSSIBLE after round 1,
--   unless new opponents try to surprise the character. Fighting at a
--   distance (> 20 m) is always aimed fire, unless otherwise specified in the
--   scenario. As soon as a character draws or is surprised by at least one
--   opponent, whatever the number of opponents in front of him, he fires
--   instinctively at ALL his opponents."
--
-- skill.choose(s) is the rule itself; skill.surprise marks, at the start of
-- a round, who is surprised by opponents appearing that round; skill.mode
-- applies it to one shot of a fight, reading whether the weapon was ready
-- when the round began (state.round_ready: drawing during the round makes
-- every shot of that round instinctive, not just the first).
-- Decided here: "round 1" is the character's own first round in the fight
-- (a latecomer who draws on arrival fires instinctively); a character whose
-- weapon is not ready after his first round draws and fires aimed (the
-- round-1 limit wins); the mode is set for the round (all opponents) but a
-- shot at a target beyond 20 m is aimed; the rule is for pistols — rifles
-- use the rifle skill, blows brawl or knife; an ambushed combatant (the
-- scenario's `ambushed`, 4.1.1) is surprised in round 1 for this rule too:
-- when no enemy attacks him that round he acts (4.1.1 takes his action only
-- if he is "attacked and surprised"), but he is still surprised, so a pistol
-- shot of his in round 1 is instinctive ("surprised by the sudden appearance
-- of an opponent(s)") and aimed from round 2 on.
local M = {
  name = "percentile.skill",
  version = "1.0.0",
  summary = "Aimed or instinctive pistol shot: ready, surprised, round 1, new opponents, beyond 20 m",
  source = "seed 002 \"4.2.2.1.1 Skill to use with revolvers\"",
  requires = { "percentile.combatant" },
}

local KEYS = { aimed = "aimed_pistol", instinctive = "instinctive_pistol" }

-- define_choice(api): aimed or instinctive, and the percentage a mode reads.
local function define_choice(api)
  local R = api.rules

  -- skill.choose{kind, skill, ready, surprised, first_round, new_surprise,
  -- distance, aimed_beyond} → mode ("aimed" | "instinctive" | a weapon's
  -- skill), reason.
  api.define("skill.choose", function(s)
    if s.kind and s.kind ~= "pistol" then
      return s.skill or "brawl", string.format("a %s uses the %s skill", s.kind, s.skill or "brawl")
    end
    local beyond = s.aimed_beyond or 20
    if s.distance and s.distance > beyond then
      return "aimed", string.format("beyond %g m fire is always aimed", beyond)
    end
    if s.new_surprise then
      return "instinctive", "surprised by a new opponent (" .. tostring(s.new_surprise) .. ")"
    end
    if s.first_round and s.surprised then return "instinctive", "surprised in his first round" end
    if s.first_round and not s.ready then return "instinctive", "not ready: draws in his first round" end
    if s.surprised or not s.ready then
      return "aimed", "instinctive fire is no longer possible after round 1"
    end
    return "aimed", "ready and not surprised"
  end, "aimed or instinctive (seed 002 \"4.2.2.1.1\")")

  -- skill.key(mode) → the skills field a mode reads.
  api.define("skill.key", function(mode) return KEYS[mode] or mode end, "the skill a mode uses")

  -- skill.percent(c, mode) → the combatant's percentage in that skill, and,
  -- when it is his untrained chance, the entry of combatant.base_skills it
  -- was read from (c.untrained, percentile.combatant), for a term's data.
  api.define("skill.percent", function(c, mode)
    local key = R["skill.key"](mode)
    return c.skills[key] or 0, c.untrained and c.untrained[key]
  end, "a skill percentage (and the data entry of an untrained chance)")
end

-- define_in_fight(api): surprise by newcomers, and the skill of one attack in a fight.
local function define_in_fight(api)
  local R = api.rules

  -- skill.surprise(fight, entrants): each combatant present this round and
  -- opposed to an entrant whose `surprises` is true is surprised by it
  -- (state.surprised_by = its name) for this round.
  api.define("skill.surprise", function(fight, entrants)
    for _, c in ipairs(fight.combatants) do c.state.surprised_by = nil end
    for _, e in ipairs(entrants) do
      if e.surprises then
        for _, c in ipairs(fight.combatants) do
          if c.side ~= e.side and c.state.present and not c.state.surprised_by then
            c.state.surprised_by = e.name
          end
        end
      end
    end
  end, "who is surprised by opponents appearing this round")

  -- skill.mode(fight, c, w, target) → mode, reason for one attack.
  api.define("skill.mode", function(fight, c, w, target)
    local s = c.state
    local first = (s.first_round or 1) == (fight.round or 1)
    return R["skill.choose"] {
      kind = w.kind, skill = w.skill, ready = s.round_ready == nil and s.ready or s.round_ready,
      surprised = first and (c.surprised or c.ambushed),
      first_round = first, new_surprise = s.surprised_by,
      distance = target and R["combatant.distance"](c, target), aimed_beyond = fight.aimed_beyond,
    }
  end, "the skill of one attack in a fight")
end

function M.setup(api)
  define_choice(api)
  define_in_fight(api)
end

return M
