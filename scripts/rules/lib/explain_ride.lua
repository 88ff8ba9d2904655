-- rules/lib/explain_ride.lua — `twtw explain --opt gait=none|walk|run`: a
-- mounted shot at the gait the judge asks (rules/explain.lua's
-- explain.attack). The attacker must ride a mount or a vehicle.
--
-- seed 000 "Move and Fire": "a stationary or walking mount confers a -2
-- penalty on shooting, while a galloping mount costs the character a penalty
-- of 4" (rules/ranged.lua: ranged.movement, ranged.moving, ranged.mounted
-- give each term its module and file:line). seed 001 "Mounted and Vehicular
-- Movement": a mount walks at its Speed and gallops at twice it.
local M = {}

local GAITS = { none = "standing", walk = "at a walk", run = "at a gallop" }

-- M.set(api, c, gait, fight): c rides at gait from now on, and so does the
-- mount or vehicle on the move that carries c (continuous.carrier: its paces
-- a round are the Target Speed of its riders, movement.speed); logs an
-- explain line. A mount the scenario leaves standing has no mover: its gait
-- here is the Move and Fire penalty alone.
function M.set(api, c, gait, fight)
  if not GAITS[gait] then
    api.refuse("--opt gait", string.format("%q: want none, walk or run", tostring(gait)))
  end
  if not c.state.mounted then
    api.refuse("--opt gait", string.format("%s rides no mount or vehicle (a scenario's mount or vehicle)", c.name))
  end
  c.state.mount_moving = gait
  if c.mount then c.mount.gait = gait end
  local v = fight and api.rules["continuous.carrier"](fight, c)
  if v then
    api.rules["ride.init"](fight, v)
    v.gait, v.paces = gait, api.rules["ride.paces"](v, gait)
  end
  local what = (c.mount and c.mount.name) or c.vehicle or "the mount"
  api.log("explain", { text = string.format("explain: %s rides %s %s", c.name, what, GAITS[gait]),
    who = c.name, gait = gait })
end

return M
