-- rules/cover.lua — shootout.cover: what cover hides, shooting round a
-- corner, and the flinch.
--
-- seed 004 "Really Simple Wild West Shootout Rules", "Use of Cover": "If a
-- target is behind cover roll for the hits as normal, any area that is not
-- exposed cannot be hit ex: a character is standing behind a waist-high pile
-- of crates therefore all hits below the waist are ignored. All such hits
-- cause the target to flinch and duck, if he has not yet fired or moved this
-- turn he must pass a toughness roll to do so. If a character is shooting a
-- pistol around a corner the head and arm holding the weapon are exposed; for
-- a long gun the head, both arms, and the chest are exposed. If the character
-- chooses to shoot around a corner to his weak side he is either completely
-- exposed or drops a expertise level."
--
-- Decided here (simple geometry, see rules/lib/geometry.lua):
-- * cover is a named spot of the scenario; a figure within 1 inch of it is
--   behind it, against every shooter (no facing), placed or moved there.
-- * kinds: "waist" (crates, a trough) hides the lower abdomen and both legs
--   (#6 #7 #8 — below the waist); "window" (shooting from a window or over a
--   bar) hides the abdomen and legs (#5–#8), leaving head, arms and chest as
--   a long gun round a corner does; "corner" hides the whole figure until he
--   leans out to shoot, and from his first shot until the turn ends exposes
--   what the seed says. A corner's side is the side he leans out to; a side
--   other than his gun hand is his weak side, and his weak_side field says
--   his choice: "expertise" (one level worse, exposing head and the arm he
--   now shoots with) or "exposed" (the whole figure).
-- * "the arm holding the weapon" is the arm of the hand the pistol is in:
--   to the weak side the hand on the corner's side, else the hand
--   weapon.hand says (rules/weapons.lua) — his gun hand, or the other one
--   when his gun arm is disabled.
-- * "to do so" is to fire or move: a figure who fails the flinch test loses
--   the card he has not yet acted on. The flinch does not pass him out (it is
--   a duck, not an injury).
-- * "has not yet fired or moved this turn" is what he did, not whether his
--   card has begun: a figure whose card is acting but who has neither fired
--   nor moved (he leaned out from his corner and a held card interrupted
--   him) tests too, and failing, ducks back and his card fires and moves no
--   more. A figure whose card is spent (he aimed, got up, found no target),
--   who laid none, or who has ducked back already has nothing left to fire
--   or move with: he flinches untested.
local G = require("rules.lib.geometry")

local M = {
  name = "shootout.cover",
  version = "1.0.0",
  summary = "Cover hides locations; corners, the weak side; hits on cover make the target flinch",
  source = "seed 004 \"Use of Cover\"",
  requires = { "shootout.locations", "shootout.traits", "shootout.weapons" },
}

local ALL = { true, true, true, true, true, true, true, true }

local function set_of(list)
  local s = {}
  for _, i in ipairs(list) do s[i] = true end
  return s
end

-- define_spots(api): the kinds of cover and where they stand on the table.
local function define_spots(api)
  api.define("cover.kinds", {
    waist = { hides = { 6, 7, 8 }, text = "hides all below the waist" },
    window = { hides = { 5, 6, 7, 8 }, text = "hides the abdomen and legs" },
    corner = { corner = true, text = "hides him until he leans out to shoot" },
  }, "seed 004 \"Use of Cover\": waist-high cover hides below the waist (decided: #6–#8); window #5–#8; corners")

  api.define("cover.corner", { pistol = { 1 }, long = { 1, 2, 3, 4 } },
    "seed 004: round a corner a pistol exposes the head and the gun arm; a long gun head, both arms, chest")

  -- cover.spots(list) → {name → spot {name, kind, pos, side}}, and the list in order (a scenario's
  -- corner must say its side, scenario.check; a spec's spot that leaves it out gets "right").
  api.define("cover.spots", function(list)
    local by, order = {}, {}
    for i, s in ipairs(list or {}) do
      local p = s.position or s.pos
      local spot = { name = s.name, kind = s.kind, side = s.side or "right", index = i,
        pos = { x = p[1] or p.x, y = p[2] or p.y } }
      by[spot.name] = spot
      order[#order + 1] = spot
    end
    return by, order
  end, "cover spots from the scenario")

  -- cover.at(fight, pos) → the first cover spot within 1 inch of pos, or nil.
  api.define("cover.at", function(fight, pos)
    for _, s in ipairs(fight.cover or {}) do
      if G.touching(s.pos, pos) then return s end
    end
    return nil
  end, "the cover spot at a position")

  -- cover.weak(c): is c at a corner that opens to his weak side.
  api.define("cover.weak", function(c)
    return c.cover ~= nil and c.cover.kind == "corner" and c.cover.side ~= c.hand
  end, "a corner to the weak side")
end

-- define_exposure(api): what a figure behind cover shows, and the flinch.
local function define_exposure(api)
  local R = api.rules

  -- cover.exposed(fight, c) → set of exposed locations (index → true).
  api.define("cover.exposed", function(fight, c)
    local spot = c.cover
    if spot == nil then return ALL end
    local kind = R["cover.kinds"][spot.kind]
    if kind == nil then return ALL end
    if not kind.corner then
      local s = set_of({ 1, 2, 3, 4, 5, 6, 7, 8 })
      for _, i in ipairs(kind.hides) do s[i] = nil end
      return s
    end
    if not c.state.leaned then return {} end
    local weak = R["cover.weak"](c)
    if weak and c.weak_side == "exposed" then return ALL end
    local w = c.weapon and c.weapons[c.weapon]
    if w and w.long then return set_of(R["cover.corner"].long) end
    local s = set_of(R["cover.corner"].pistol)
    -- the arm holding the gun: the corner's side to his weak side, else the
    -- hand the pistol is in
    local right = (weak and spot.side or R["weapon.hand"](c, w)) == "right"
    s[right and 2 or 4] = true
    return s
  end, "which locations a figure shows")

  -- cover.targetable(fight, shooter, target): something of target shows.
  api.define("cover.targetable", function(fight, shooter, target)
    return next(R["cover.exposed"](fight, target)) ~= nil
  end, "can the target be shot at")

  -- cover.flinch(fight, c, ctx): a hit stopped by cover. When c has a card
  -- not yet spent and has not fired or moved this turn, he tests Toughness
  -- (no passing out); failing, a card not yet acted on is spent unused, and
  -- a card acting now (state.ducked) fires and moves no more.
  api.define("cover.flinch", function(fight, c, ctx)
    local s = c.state
    if s.fired or s.moved or not s.card or s.spent or s.ducked then
      if api.logging() then
        api.log("flinch", { who = c.name, text = string.format("%s flinches and ducks", c.name) })
      end
      return { tested = false }
    end
    local r = R["toughness.test"](fight, c, "flinch: not yet fired or moved", { pass_out = false })
    if r.success then return { tested = true, success = true } end
    if not s.acted then
      if R["hand.forfeit"] then R["hand.forfeit"](fight, c, "flinched and ducked") end
    else
      s.ducked = true
      if api.logging() then
        api.log("forfeit", { who = c.name, text = string.format("%s ducks back behind the %s: his %s fires no shot",
          c.name, c.cover and c.cover.name or "cover", s.card.text) })
      end
    end
    return { tested = true, success = false }
  end, "seed 004: hits on cover make the target flinch; Toughness to still fire or move")
end

function M.setup(api)
  define_spots(api)
  define_exposure(api)
end

return M
