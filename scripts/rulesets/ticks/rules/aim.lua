-- rules/aim.lua — the Aim action: saving up ticks on a target in sight (seed
-- 003 "Aim").
--
-- seed 003 "Aim": "You must specify a target that you could attack with your
-- ranged weapon when this action is declared. At any time after your
-- quickness is called, you may choose to fire or to hold fire until a later
-- number, as long as the target is still in sight. If you wait more ticks
-- than the base damage of your weapon plus your skill, you deal an amount of
-- damage equal to the number of ticks you waited ... the target must be in
-- sight for the entire period; if they ever leave your line of sight, you
-- must start over saving up ticks from when they reappear."
--
-- Decided here: ticks waited = the tick the saving began (quickness, or the
-- tick the target reappeared; luck spent on quickness moves the action's
-- start, not the saving: rules/timing.lua) minus the tick of the shot, so a shot on the
-- quickness tick has waited 0 and quickness 16 firing on tick 1 has waited
-- 15; saved ticks end with the round (houserules/long_aim.lua carries them);
-- sight is checked after each tick's steps; Aim takes no maneuver (maneuvers
-- go with the Attack action); when to fire is rule tactics.aim_fire.
local M = {
  name = "ticks.aim",
  version = "1.0.0",
  summary = "Aim: ticks waited beyond base damage + skill become the damage; sight lost starts the count over",
  source = "seed 003 \"Aim\"",
  requires = { "ticks.attack", "ticks.movement" },
}

function M.setup(api)
  local R = api.rules

  -- aim.damage(ctx, dmg): when ctx.aim_waited exceeds the damage so far
  -- (base + skill), the damage becomes the ticks waited.
  api.define("aim.damage", function(ctx, dmg)
    local n, plain = ctx.aim_waited, dmg:total()
    if n > plain then
      dmg:add(n - plain, string.format("aim: waited %d ticks, more than base + skill %d: damage %d", n, plain, n), "aim")
    end
    return dmg
  end, "aimed damage: the ticks waited when more than base damage + skill")

  -- aim.track(fight, c, tick) keeps c.state.aim.since: the tick the saving
  -- began, nil while the target is out of sight. Returns ticks waited or nil.
  api.define("aim.track", function(fight, c, tick)
    local s, a = c.state, c.state.action
    local t = fight.by_name[a.target]
    s.aim = s.aim or { since = nil }
    if R["sight.clear"](fight, c, t) then
      if s.aim.since == nil then
        s.aim.since = math.min(tick, R["combatant.stat"](c, "quickness"))
        if s.aim.lost and api.logging() then
          api.log("aim", { text = string.format("tick %d: %s has %s in sight again and starts saving ticks", tick, c.name, t.name) })
        end
      end
      return math.max(0, s.aim.since - tick) -- a luck-early start waits from the quickness tick
    end
    if s.aim.since ~= nil then
      s.aim.since, s.aim.lost = nil, true
      if api.logging() then
        api.log("aim", { text = string.format("tick %d: %s leaves %s's sight: the aim starts over", tick, t.name, c.name) })
      end
    end
    return nil
  end, "ticks saved up on the aimed-at target")

  -- action.aim(fight, c, tick): from quickness on, count ticks while the
  -- target is in sight; fire when tactics.aim_fire says.
  api.define("action.aim", function(fight, c, tick)
    local s, a = c.state, c.state.action
    if s.attacked or tick > a.start then return end
    local waited = R["aim.track"](fight, c, tick)
    if waited == nil or not R["tactics.aim_fire"](fight, c, tick, waited) then return end
    local w = R["action.weapon"](c, a)
    if not R["attack.ready"](c, w) then return end
    s.attacked = true
    R["attack.resolve"](R["attack.context"](fight, c, fight.by_name[a.target], w, { aim_waited = waited }))
  end, "Aim: save up ticks while the target is in sight, then fire")
end

return M
