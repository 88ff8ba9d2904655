-- rules/lib/scenario_setup.lua — the situations a scenario sets up across
-- combatants, once fight.new has built them all (rules/scenario.lua's
-- scenario.setup): surprise, vehicles, mounts on the move, entanglements,
-- facing someone; and a transcript line for each combatant's situation.
--
-- seed 001 "Mounted and Vehicular Movement": "The movement rate of the
-- automated movement is divided into four (roughly) equal parts, and
-- performed each continuous action phase"; "Movement that is directed by a
-- character involved in the action is called controlled movement. This
-- could include riding on horseback, in or on a stagecoach". seed 000 "Move
-- and Fire": "a stationary or walking mount confers a -2 penalty on
-- shooting, while a galloping mount costs the character a penalty of 4."
--
-- Decided here:
-- * A vehicle moves as continuous.add_automated movement at its speed along
--   its heading, carrying its riders (and its driver); with a driver it is
--   marked controlled (entry.controlled, entry.driver) for rules that let the
--   driver steer it. Its riders are mounted for Move and Fire, at the
--   vehicle's gait (left out: walk up to 12 paces a round, run above).
-- * A mount with a gait other than "none" moves the same way along its
--   heading at its Speed (walk) or twice it (run), carrying its rider, marked
--   controlled (entry.rider, entry.mount). A rider who moves on foot leaves
--   the saddle's path only as far as the rules move them.
-- * An entanglement a scenario starts with is held by the combatant named,
--   with their own weapon of that key if they carry one, else a fresh one.
local M = {}

local function round6(v) return math.floor(v * 1e6 + 0.5) / 1e6 end

-- heading turns degrees (0 east, 90 north) into a unit direction.
local function heading(deg)
  local r = math.rad(deg or 0)
  return { x = round6(math.cos(r)), y = round6(math.sin(r)) }
end

local function gait_of(v)
  if v.gait then return v.gait end
  if (v.speed or 0) <= 0 then return "none" end
  return v.speed <= 12 and "walk" or "run"
end

local function vehicles(api, fight, sc)
  for _, v in ipairs(sc.vehicles or {}) do
    local carries = {}
    for _, c in ipairs(fight.combatants) do
      if c.vehicle == v.name or c.name == v.driver then
        carries[#carries + 1] = c.name
        c.vehicle = v.name
        c.state.mounted, c.state.mount_moving = true, gait_of(v)
      end
    end
    local p = v.position or { 0, 0 }
    local mover = api.rules["continuous.add_automated"](fight, { name = v.name, paces = v.speed,
      dir = heading(v.heading), pos = { x = p[1], y = p[2] }, carries = carries, driver = v.driver,
      controlled = v.driver ~= nil, handling = v.handling, vehicle = true })
    local driver = v.driver and fight.by_name[v.driver]
    if driver then driver.driving = mover end -- as a rider's c.mount.mover: what he steers
  end
end

local function mounts(api, fight)
  for _, c in ipairs(fight.combatants) do
    local m = c.mount
    if m and m.gait ~= "none" then
      local paces = m.gait == "run" and 2 * m.speed or m.speed
      m.mover = api.rules["continuous.add_automated"](fight, { name = m.name, paces = paces,
        dir = heading(m.heading), pos = { x = c.pos.x, y = c.pos.y }, carries = { c.name }, rider = c.name,
        controlled = true, mount = true, handling = m.handling })
    end
  end
end

local function entanglements(api, fight)
  for _, c in ipairs(fight.combatants) do
    local e = c.start_entangled
    if e then
      local by = fight.by_name[e.by]
      local w
      for _, x in ipairs(by.weapons) do
        if x.key == e.weapon then w = x end
      end
      w = w or api.rules["gear.weapon"](e.weapon)
      c.state.entangled = { by = by, by_name = by.name, weapon = w, break_tn = api.rules["entangle.break_tn"](w) }
    end
  end
end

local function facings(fight)
  for _, c in ipairs(fight.combatants) do
    local o = c.facing_toward and fight.by_name[c.facing_toward]
    if o then
      local deg = math.deg(math.atan2(o.pos.y - c.pos.y, o.pos.x - c.pos.x)) % 360
      c.facing = round6(deg)
    end
  end
end

-- situation lists what is notable about c at the start, for the transcript.
local function situation(api, c)
  local s, out = c.state, {}
  local function add(fmt, ...) out[#out + 1] = string.format(fmt, ...) end
  if c.mount then add("rides %s (Speed %d, %s)", c.mount.name, c.mount.speed, c.mount.gait == "none" and "standing" or c.mount.gait) end
  if c.vehicle then add("rides on %s", c.vehicle) end
  local h = s.hands or {}
  for _, k in ipairs({ "right", "left" }) do
    if h[k] and not (k == "left" and h.left == h.right) then
      add("%s in %s", h[k].name, h.left == h.right and "both hands" or
        string.format("the %s hand%s", k, k == c.hand and " (dominant)" or " (off hand)"))
    end
  end
  for _, w in ipairs(c.weapons) do
    if w.dropped then add("%s dropped", w.name) end
  end
  if s.aim then add("aims at %s (%d aim action(s), held %d round(s))", s.aim.target, s.aim.actions, s.aim.held) end
  for _, part in ipairs(api.damage.parts()) do
    local n = c.body:wounds(part)
    if n > 0 then add("%d wound(s) to the %s%s", n, part, c.body:lost(part) and " (lost)" or "") end
  end
  if c.body:ct() < c.body:start_ct() then add("CT %d of %d", c.body:ct(), c.body:start_ct()) end
  for _, k in ipairs({ "stunned", "prone", "immobilized" }) do
    if s[k] then add(k) end
  end
  if s.entangled then add("entangled in %s's %s", s.entangled.by_name, s.entangled.weapon.name) end
  if c.facing then add("facing %.0f°", c.facing) end
  if (c.height or 0) ~= 0 then add("%g pace(s) up", c.height) end
  if c.start_surprised == true then add("caught by surprise") end
  return out
end

-- run(api, fight, sc) sets up the fight's cross-combatant situations.
function M.run(api, fight, sc)
  fight.surprise = sc.surprise ~= false
  fight.action_time = sc.action_time == true
  vehicles(api, fight, sc)
  mounts(api, fight)
  entanglements(api, fight)
  facings(fight)
  if api.logging() then
    for _, c in ipairs(fight.combatants) do
      local list = situation(api, c)
      if #list > 0 then
        api.log("situation", { text = string.format("%s: %s", c.name, table.concat(list, "; ")), who = c.name })
      end
    end
    for _, v in ipairs(fight.automated or {}) do
      api.log("situation", { text = string.format("%s moves %d paces a round toward (%g, %g)%s", v.name, v.paces,
        v.dir.x, v.dir.y, v.controlled and string.format(", steered by %s", v.driver or v.rider) or " (automated)"),
        what = v.name })
    end
  end
  return fight
end

return M
