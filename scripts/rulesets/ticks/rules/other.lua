-- rules/other.lua — the Other action and the small things people do with
-- their hands: draw, reload, pick up a dropped weapon, give first aid (seed
-- 003 "Other", "Evade", "Disarm", "Death and Dying").
--
-- seed 003 "Other": "You may do something else or use a (non-combat) skill."
-- "Evade": "small actions that don't directly involve other people (like
-- drawing a weapon or opening a door)". "Disarm": "they lose their weapon".
--
-- Decided here: Other happens on the character's quickness (first aid and
-- picking up once they are there: the character walks on the quickness
-- schedule); drawing puts the weapon in hand (the one held before is put
-- away); reloading fills the weapon (spare rounds are not counted); a weapon
-- knocked away lies where its owner stood, one takes it back by standing
-- within reach of it; first aid once per round.
local M = {
  name = "ticks.other",
  version = "1.0.0",
  summary = "Other: draw, reload, pick up, first aid; dropping a weapon",
  source = "seed 003 \"Other\", \"Evade\", \"Disarm\", \"Death and Dying\"",
  requires = { "ticks.health", "ticks.movement" },
}

local G = require("rules.lib.geometry")
local S = require("lib.say")

-- pick_up(api, fight, c, a, tick): Other, pick up — the weapon on the
-- ground once within reach.
local function pick_up(api, fight, c, a, tick)
  local R = api.rules
  local w = c.weapons[a.weapon]
  if w == nil or not w.on_ground then c.state.done = true return end
  if G.distance(c.pos, w.on_ground) > R["gear.table"].reach + 1e-9 then return end
  w.on_ground = nil
  c.held, c.state.done = w, true
  S.say(api, "pick_up", string.format("tick %d: %s picks up the %s", tick, c.name, w.name))
end

-- first_aid(R, fight, c, a): Other, first aid — once the dying patient
-- is within reach.
local function first_aid(R, fight, c, a)
  local p = fight.by_name[a.patient]
  if p == nil or not p.status.dying then c.state.done = true return end
  if not R["reach.within"](c, p) then return end
  c.state.done = true
  R["health.first_aid"](fight, c, p, { luck = a.luck and a.luck.test })
end

function M.setup(api)
  local R = api.rules

  -- other.draw(fight, c, i) puts c.weapons[i] in hand.
  api.define("other.draw", function(fight, c, i)
    local w = c.weapons[i]
    if w == nil or w.on_ground then return false end
    c.held = w
    S.say(api, "draw", string.format("tick %d: %s draws the %s", fight.tick or 0, c.name, w.name))
    return true
  end, "draw a weapon")

  -- combatant.drop(fight, c, w, at) puts weapon w (default: the one in hand)
  -- on the ground at position at (default: where c stands); → w.
  api.define("combatant.drop", function(fight, c, w, at)
    w = w or c.held
    if w == nil or w == c.fists then return nil end
    if c.held == w then c.held = nil end
    local p = at or c.pos
    w.on_ground = { x = p.x, y = p.y }
    return w
  end, "a weapon leaves its owner's hand for the ground")

  -- action.other(fight, c, tick): the chosen small action, on or after the
  -- character's quickness.
  api.define("action.other", function(fight, c, tick)
    local s, a = c.state, c.state.action
    if s.done or tick > a.start then return end
    if a.what == "pick_up" then return pick_up(api, fight, c, a, tick) end
    if a.what == "first_aid" then return first_aid(R, fight, c, a) end
    s.done = true
    if a.what == "draw" then
      R["other.draw"](fight, c, a.weapon)
    elseif a.what == "reload" then
      local w = c.weapons[a.weapon]
      if w and w.shots then
        w.loaded = w.shots
        S.say(api, "reload", string.format("tick %d: %s reloads the %s (%d)", tick, c.name, w.name, w.shots))
      end
    end
  end, "Other: draw, reload, pick up, first aid, or nothing")
end

return M
