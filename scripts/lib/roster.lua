-- lib/roster.lua — the roll of a fight built from a scenario, the same in
-- every ruleset (a library, not a module: require("lib.roster")): the
-- combatants in scenario order, by name, and the sides in order of first
-- appearance. Each ruleset's fight.new adds its own fields and combatants.
local M = {}

-- new(sc) checks that sc is a scenario table with combatants and returns a
-- fight with its name, summary, an empty roll and no sides, for the ruleset
-- to add its own fields to. Errors name the caller of fight.new.
function M.new(sc)
  if type(sc) ~= "table" or type(sc.combatants) ~= "table" then
    error("fight.new: a scenario table with combatants expected", 3)
  end
  return { name = sc.name, summary = sc.summary, combatants = {}, by_name = {}, sides = {} }
end

-- add(fight, c, i, noun) puts c on the roll as number i (c.index) and its
-- side on the list of sides; two of the same name are an error naming the
-- caller of fight.new ("two figures are called …": noun, default
-- "combatants").
function M.add(fight, c, i, noun)
  if fight.by_name[c.name] then
    error(string.format("fight.new: two %s are called %q", noun or "combatants", c.name), 3)
  end
  c.index = i
  fight.combatants[i], fight.by_name[c.name] = c, c
  for _, side in ipairs(fight.sides) do
    if side == c.side then return end
  end
  fight.sides[#fight.sides + 1] = c.side
end

return M
