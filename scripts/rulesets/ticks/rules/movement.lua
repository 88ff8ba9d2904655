-- rules/movement.lua — steps, reach and sight (seed 003 "Combat", "Attack",
-- "Evade", "Maneuvers": Quick Draw, Run and Gun, Trip, Grapple).
--
-- seed 003 "Combat": "take one normal size step on that number and on every
-- third number after". "Attack": "You may also move during this round (before
-- or after your attack for a melee attack, or only before your attack for a
-- ranged attack)". "Run and Gun": "continue moving after they fire". "Quick
-- Draw": "The character may begin moving as normal (quickness)". "Trip": "may
-- not continue moving this round"; "Grapple": "they may not continue moving".
-- "Evade": every number from quickness + evade if evade is at least 1.
--
-- Decided here: a step is one unit of the scenario's map; melee reach is one
-- step (gear.table.reach); sight is blocked only by the scenario's screens; where an
-- action moves: a melee attacker (or one owing a deferred attack) toward the
-- target, stopping at reach; one giving first aid toward the patient; one
-- picking a weapon up to it; anyone else toward the action's `to`, if any.
local M = {
  name = "ticks.movement",
  version = "1.0.0",
  summary = "Steps on the quickness schedule (every tick when evading), reach, sight behind screens",
  source = "seed 003 \"Combat\", \"Attack\", \"Evade\", \"Maneuvers\"",
  requires = { "ticks.timing", "ticks.gear" },
}

local G = require("rules.lib.geometry")

-- define_sight(api): sight, reach, and when a combatant steps.
local function define_sight(api)
  local R = api.rules

  -- sight.clear(fight, a, b): no screen between a and b.
  api.define("sight.clear", function(fight, a, b)
    return G.clear(a.pos, b.pos, fight.screens)
  end, "can a see b (screens block sight)")

  -- reach.within(a, b): b is within melee reach of a.
  api.define("reach.within", function(a, b)
    return G.distance(a.pos, b.pos) <= R["gear.table"].reach + 1e-9
  end, "is b within melee reach of a")

  -- movement.schedule(c) → start, every: Evade moves from quickness +
  -- evade on every tick (every third with evade 0); the rest from quickness
  -- on every third tick.
  api.define("movement.schedule", function(c)
    local q = R["ticks.quickness"](c)
    local a = c.state.action
    if a and a.kind == "evade" then
      local e = R["combatant.skill"](c, "evade")
      if e >= 1 then return q + e, 1 end
    end
    return q, R["ticks.table"].every
  end, "when a combatant steps: start tick and interval")
end

-- define_steps(api): where a combatant heads, and one step there.
local function define_steps(api)
  local R = api.rules

  -- movement.goal(fight, c) → position, stop distance; nil when c does not
  -- move now.
  api.define("movement.goal", function(fight, c)
    local s, a = c.state, c.state.action
    if a == nil or s.prone or s.grappled then return nil end
    local t = a.target and fight.by_name[a.target]
    if s.owed then t = fight.by_name[s.owed] end
    if a.kind == "attack" or s.owed then
      local w = R["action.weapon"](c, a)
      local ranged = a.throw or (w and w.kind == "ranged")
      if not ranged and not s.attacked and t then return t.pos, R["gear.table"].reach end
      if ranged and s.attacked and not R["attack.keeps_moving"](c, a) then return nil end
    end
    if a.kind == "other" and a.what == "first_aid" then
      local p = fight.by_name[a.patient]
      if p and not s.done then return p.pos, R["gear.table"].reach end
      return nil
    end
    if a.kind == "other" and a.what == "pick_up" then
      local w = c.weapons[a.weapon]
      if w and w.on_ground then return w.on_ground, 0 end
      return nil
    end
    if a.to then return a.to, 0 end
    return nil
  end, "where a combatant is heading this tick")

  -- movement.step(fight, c, tick) takes one step when the tick is on c's
  -- schedule and c has somewhere to go.
  api.define("movement.step", function(fight, c, tick)
    local start, every = R["movement.schedule"](c)
    if not R["ticks.on"](start, every, tick) then return false end
    local to, stop = R["movement.goal"](fight, c)
    if to == nil then return false end
    local p = G.toward(c.pos, to, 1, stop)
    if G.distance(p, c.pos) < 1e-9 then return false end
    c.pos = p
    c.state.steps = (c.state.steps or 0) + 1
    if api.logging() then
      api.log("step", { text = string.format("tick %d: %s steps to %s", tick, c.name, G.fmt(p)), who = c.name })
    end
    return true
  end, "one step toward the goal on a scheduled tick")
end

function M.setup(api)
  define_sight(api)
  define_steps(api)
end

return M
