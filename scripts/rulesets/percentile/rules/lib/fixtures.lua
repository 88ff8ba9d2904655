-- rules/lib/fixtures.lua — small fights for specs (plain library, not a
-- module): the seed's Bill and the people of its worked examples.
local M = {}

-- bill(over) is the seed's Bill (seed 002 "4.2.5.1.2": "Bill has 56% in the
-- "aimed shot" skill"), with the fields in `over` replacing his.
function M.bill(over)
  local b = { name = "Bill", side = "posse", hp = 15, strength = 13, resistance = 12, combat_speed = 14,
    skills = { aimed_pistol = 56, instinctive_pistol = 40, brawl = 45, stealth = 50 },
    weapons = { "revolver" }, position = { 0, 0 } }
  for k, v in pairs(over or {}) do b[k] = v end
  return b
end

-- foe(name, x, over) is a plain gunman x metres down the street.
function M.foe(name, x, over)
  local f = { name = name, side = "gang", hp = 12, combat_speed = 10,
    skills = { aimed_pistol = 40, instinctive_pistol = 30 }, weapons = { "revolver" }, position = { x or 10, 0 } }
  for k, v in pairs(over or {}) do f[k] = v end
  return f
end

-- fight(rules, combatants, top) builds a fight through fight.new; top holds
-- scenario fields (duel, witnesses, aimed_beyond, stealth).
function M.fight(rules, combatants, top)
  local sc = { name = "spec", combatants = combatants }
  for k, v in pairs(top or {}) do sc[k] = v end
  return rules["fight.new"](sc)
end

-- start(rules, fight, round) sets the round number and runs round.start.
function M.start(rules, fight, round)
  fight.round = round
  rules["round.start"](fight)
  return fight
end

return M
