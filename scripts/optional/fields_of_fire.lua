-- optional/fields_of_fire.lua — a held aim is lost when its target leaves the
-- weapon's field of fire.
-- seed 000 "Advanced Rule: Fields of Fire": "Most weapons have a field of
-- fire of 60 degrees … handguns have a 120 degree field of fire." "If the
-- target has moved out of the field of fire during the aim, the shot may
-- still be attempted, but the aim will be lost. A field of fire is not used if
-- the character begins and resolves the shot within the same action."
-- "When determining if a target has left the field of fire, trace a line
-- between the two hexes with the original target position." "if a target
-- moves more than half of the range from the firer in a perpendicular
-- direction … they have exited a 60 degree arc … more than an equal amount of
-- the range, … a 120 degree arc." Its "Procedure": "The center of the field is
-- automatically adjusted each declaration phase".
--
-- The geometry is core.aim's (aim.arc: 60°, 120° for handguns; aim.in_arc;
-- aim.track keeps or clears a held aim). The core defines it but nothing in
-- the flow calls it; this module puts it into the flow:
-- * an aim action records the field: the firer's and the target's positions
--   and the weapon (when the action starts — round.begin_action — or, called
--   directly, when action.aim runs);
-- * when the aim resolves (a Normal or Slow aim is under way for phases) and
--   each time the target moves afterwards (movement.record), the target's
--   sidestep from the original line of fire is measured and aim.track keeps
--   or clears the aim;
-- * at each declaration ("round.declared") the field is re-centred on the
--   target (option recenter);
-- * covering fire covers only what lies in its weapon's field (seed 001
--   "Covering Fire"; continuous.covered is wrapped, see below).
-- A snap shot never has a field: nothing is aimed ("begins and resolves the
-- shot within the same action").
--
-- Decided here: the sidestep is the target's distance from the straight line
-- through the firer and the target's original position, and the range is the
-- original distance (the seed's "half of the range … perpendicular"); only
-- the target's movement is measured (the seed says nothing of a moving
-- firer); a target that left and came back by the time a pending aim resolves
-- is in the field.
local M = {
  name = "fields_of_fire",
  version = "1.0.0",
  summary = "Fields of fire: 60° (handguns 120°); a target that leaves the field spoils the aim",
  source = "seed 000 \"Advanced Rule: Fields of Fire\" and its \"Procedure\"",
  options = {
    recenter = { type = "bool", default = true,
      doc = "re-centre each field on its target at every declaration phase (seed: \"automatically adjusted\")" },
  },
}

local function copy(p) return { x = p.x, y = p.y } end

-- aimed_weapon is the weapon an aim is held with: the one it names, else
-- the aimer's first drawn ranged weapon (an aim the scenario sets names none).
local function aimed_weapon(c, aim)
  local w = aim.weapon and c.weapons[aim.weapon]
  if w then return w end
  for _, x in ipairs(c.weapons or {}) do
    if x.kind == "ranged" and x.drawn then return x end
  end
  return nil
end

local function name_of(t)
  if type(t) == "table" then return t.name end
  return t
end

-- define_fields_of_fire_measure(api, opts): fields_of_fire.measure, fields_of_fire.open, fields_of_fire.close.
local function define_fields_of_fire_measure(api, opts)
  -- fields_of_fire.measure(field, pos) -> range, sidestep: the original
  -- range and the distance of pos from the original line of fire.
  api.define("fields_of_fire.measure", function(field, pos)
    local fx, fy = field.from.x, field.from.y
    local vx, vy = field.at.x - fx, field.at.y - fy
    local range = math.sqrt(vx * vx + vy * vy)
    if range == 0 then return 0, 0 end
    local wx, wy = pos.x - fx, pos.y - fy
    local side = math.abs(vx * wy - vy * wx) / range
    return range, side
  end, "range and sidestep of a target from the original line of fire")

  -- fields_of_fire.open(c, target, weapon) records c's field of fire on target.
  api.define("fields_of_fire.open", function(c, target, weapon)
    local old = c.state.aim_field
    if old and old.target_c and old.target_c ~= target and old.target_c.state.aimed_by then
      old.target_c.state.aimed_by[c.name] = nil
    end
    local field = { target = target.name, target_c = target, weapon = weapon,
      from = copy(c.pos), at = copy(target.pos) }
    c.state.aim_field = field
    target.state.aimed_by = target.state.aimed_by or {}
    target.state.aimed_by[c.name] = c
    return field
  end, "record a field of fire")

  -- fields_of_fire.close(c) forgets c's field of fire.
  api.define("fields_of_fire.close", function(c)
    local f = c.state and c.state.aim_field
    if not f then return end
    if f.target_c and f.target_c.state.aimed_by then f.target_c.state.aimed_by[c.name] = nil end
    c.state.aim_field = nil
  end, "forget a field of fire")
end

-- lost closes c's field on t, whose aim is lost: an aim action under way on
-- t is spoiled too ("If the target has moved out of the field of fire
-- during the aim … the aim will be lost"; action.aim reads the mark: the
-- pending action itself).
local function lost(api, c, t)
  api.rules["fields_of_fire.close"](c)
  local p = c.state.pending
  if p and p.action and p.action.kind == "aim" and p.action.target == t.name then c.state.aim_spoiled = p.action end
end

-- define_fields_of_fire_check(api, opts): fields_of_fire.check, round.begin_action.
local function define_fields_of_fire_check(api, opts)
  local R = api.rules
  -- fields_of_fire.check(c) measures c's aimed-at target against the field
  -- and lets aim.track keep or clear the aim (a target still on the line of
  -- fire needs no measuring); returns whether it is kept. aim.track gets the
  -- target as a fifth argument (optional/arc_edges reads it).
  api.define("fields_of_fire.check", function(c)
    local f = c.state.aim_field
    local aim = c.state.aim
    if not f or not aim or aim.target ~= f.target then return aim ~= nil end
    local t = f.target_c
    local range, side = R["fields_of_fire.measure"](f, t.pos)
    if side == 0 then return true end -- still on the line of fire
    local arc = R["aim.arc"](f.weapon)
    local kept = R["aim.track"](c, f.weapon, range, side, t)
    api.log("aim", {
      text = string.format("fields_of_fire: %s is %.1f paces off %s's line at %.1f paces (%d° field of the %s): %s",
        t.name, side, c.name, range, arc, (f.weapon and f.weapon.name) or "weapon",
        kept and "aim kept" or "aim lost"),
      who = c.name, target = t.name, range = range, sidestep = side, arc = arc, kept = kept,
    })
    if not kept then lost(api, c, t) end
    return kept
  end, "keep or lose an aim as its target moves")

  local function wanted(c, target)
    local aim, f = c.state.aim, c.state.aim_field
    return not (aim and f and aim.target == name_of(target) and f.target == name_of(target))
  end

  -- An aim action opens the field when it starts.
  api.wrap("round.begin_action", function(next, fight, c, a)
    if a and a.kind == "aim" and a.target and fight and fight.by_name then
      local t = fight.by_name[a.target]
      if t and wanted(c, t) then R["fields_of_fire.open"](c, t, R["action.weapon"](c, a)) end
    end
    return next(fight, c, a)
  end)

end

-- define_aim_action(api): action.aim.
local function define_aim_action(api)
  local R = api.rules
  -- When the aim resolves, the target may have moved while it was under way.
  api.wrap("action.aim", function(next, fight, c, a)
    local t = a and a.target and fight and fight.by_name and fight.by_name[a.target]
    -- spoiled: this very action was under way when he left (a mark left by
    -- an action dropped since, a stunned man's, names another table)
    local spoiled = t and a ~= nil and c.state.aim_spoiled == a
    c.state.aim_spoiled = nil
    if t and not spoiled and (c.state.aim_field == nil or c.state.aim_field.target ~= t.name) then
      R["fields_of_fire.open"](c, t, R["action.weapon"](c, a))
    end
    local out = next(fight, c, a)
    if spoiled and type(out) == "table" and out.aimed then
      R["aim.clear"](c, "fields_of_fire: the target left the field of fire during the aim")
      out.aimed, out.aim_lost = false, "field of fire"
    elseif type(out) == "table" and out.aimed and c.state.aim_field then
      if not R["fields_of_fire.check"](c) then out.aimed, out.aim_lost = false, "field of fire" end
    end
    return out
  end)
end

-- define_movement_record(api, opts): movement.record, aim.clear, continuous.covered.
local function define_movement_record(api, opts)
  local R = api.rules
  -- Each move of a target is measured by everyone holding an aim on it.
  api.wrap("movement.record", function(next, c, paces)
    local out = next(c, paces)
    local by = c.state and c.state.aimed_by
    if by and paces and paces > 0 then
      local names = {}
      for name in pairs(by) do names[#names + 1] = name end
      table.sort(names)
      for _, name in ipairs(names) do
        local aimer = by[name]
        if aimer and aimer.state.aim and aimer.state.aim.target == c.name then
          R["fields_of_fire.check"](aimer)
        end
      end
    end
    return out
  end)

  -- Any lost or spent aim closes its field.
  api.wrap("aim.clear", function(next, c, why)
    local out = next(c, why)
    if c and c.state and c.state.aim == nil then R["fields_of_fire.close"](c) end
    return out
  end)

  -- seed 001 "Covering Fire": "If the firing arcs advanced rules … are being
  -- used, covering fire requires an appropriate arc just like an aim action."
  -- Decided here: the covered area is also bounded by the weapon's field of
  -- fire centred on the line to the fire marker — a spot counts when its
  -- offset from that line is within the arc at its own distance along it
  -- (aim.in_arc), so a rifle's 60° field covers less beside the firer than
  -- the core's corridor, a handgun's 120° more of it.
  api.wrap("continuous.covered", function(next, fight, coverer, who)
    if not next(fight, coverer, who) then return false end
    local cov = coverer.state.covering
    local from, at = coverer.pos, cov.at
    local vx, vy = at.x - from.x, at.y - from.y
    local len = math.sqrt(vx * vx + vy * vy)
    if len == 0 then return true end
    local wx, wy = who.pos.x - from.x, who.pos.y - from.y
    local along = (wx * vx + wy * vy) / len
    if along <= 0 then return false end
    local side = math.abs(vx * wy - vy * wx) / len
    return R["aim.in_arc"](along, side, R["aim.arc"](cov.weapon))
  end)

end

-- define_declared(api, opts): round.declared.
local function define_declared(api, opts)
  local R = api.rules
  -- "The center of the field is automatically adjusted each declaration
  -- phase". An aim held with no field (one the scenario sets, held from
  -- before the fight) gets its field here, at the first declaration.
  api.on("round.declared", function(fight)
    for _, c in ipairs(fight.combatants or {}) do
      local f, aim = c.state.aim_field, c.state.aim
      local t = aim and fight.by_name and fight.by_name[aim.target]
      if t and not (f and f.target == aim.target) then
        R["fields_of_fire.open"](c, t, aimed_weapon(c, aim))
      elseif opts.recenter and f and f.target_c then
        f.from, f.at = copy(c.pos), copy(f.target_c.pos)
      end
    end
  end)
end

function M.setup(api, opts)
  define_fields_of_fire_measure(api, opts)
  define_fields_of_fire_check(api, opts)
  define_aim_action(api)
  define_movement_record(api, opts)
  define_declared(api, opts)
end

return M
