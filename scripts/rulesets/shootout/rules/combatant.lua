-- rules/combatant.lua — shootout.combatant: what a scenario says about a
-- figure (scenario.schema, scenario.check), the figure built from it, and
-- what state it is in.
--
-- seed 004 "Really Simple Wild West Shootout Rules": "Each character will
-- have a list of skills and attributes, these comprise the following;
-- Expertise (weapons skill), Fisticuffs, Luck, Strength and Toughness." The
-- stat sheet: "STRENGTH LUCK PREFERRED WEAPON FISTICUFFS". "Decent men will
-- not retreat from a fight ... Bandits, rakes, card-sharks and other
-- riff-raff will not shun such actions" (the code field).
--
-- Decided here: ratings are 1..8 (they are tested on a d8; Fisticuffs 0..8,
-- only its difference counts); a figure without a preferred weapon prefers
-- its first; cover is a named spot of the scenario (rules/cover.lua) and a
-- figure that starts at one stands on it (a position given beside it must
-- be within the inch that puts him behind it: refused otherwise). A figure
-- is "fighting" while it is alive and conscious (a mortally wounded man
-- still conscious fights on); "downed" while it is alive but fallen or
-- unconscious — the men the gentleman's code will not shoot or strike.
local ladder = require("rules.lib.ladder")
local G = require("rules.lib.geometry")
local words = require("lib.words")
local sorted_keys = require("lib.tables").sorted_keys

local M = {
  name = "shootout.combatant",
  version = "1.0.0",
  summary = "Figures: the scenario schema and checks, building a figure, its states",
  source = "seed 004 \"Really Simple Wild West Shootout Rules\" (the stat sheet, Expertise, the gentleman's code)",
  requires = { "shootout.traits", "shootout.weapons" },
}

local function rating(doc, default, min)
  return { type = "int", min = min or 1, max = 8, default = default, doc = doc }
end

-- INCHES bounds a position's coordinates, a figure's or a cover spot's
-- (decided here): 1000 inches is a table far bigger than any played on, and
-- keeps the distance arithmetic finite.
local INCHES = 1000
local POSITION = { type = "list", min = 2, max = 2, doc = "[x, y] in inches, each within ±" .. INCHES,
  of = { type = "number", min = -INCHES, max = INCHES, doc = "inches" } }

local function schema()
  local keys = ladder.keys()
  return {
    combatant = {
      expertise = { type = "string", values = keys, default = "citizen", doc = "Expertise: professional (d4) … neophyte (d30)" },
      weapons = { type = "list", doc = "weapon keys (left out: a six-gun)", of = { type = "string", doc = "a weapon key" } },
      preferred = { type = "string", doc = "the preferred weapon's key (left out: the first weapon)" },
      culture = { type = "string", values = { "frontier", "city", "native" }, default = "frontier", doc = "cultural norm" },
      fisticuffs = rating("Fisticuffs 0..8", 3, 0),
      luck = rating("Luck 1..8 (a d8 roll equal or under passes)", 4),
      strength = rating("Strength 1..8", 4),
      toughness = rating("Toughness 1..8", 4),
      hand = { type = "string", values = { "right", "left" }, default = "right", doc = "the gun hand" },
      position = POSITION,
      cover = { type = "string", doc = "name of the scenario cover spot the figure starts at" },
      weak_side = { type = "string", values = { "expertise", "exposed" }, default = "expertise",
        doc = "shooting round a corner to the weak side: drop an expertise level, or step out fully exposed" },
      code = { type = "string", values = { "gentleman", "scoundrel" }, default = "gentleman", doc = "the gentleman's code, or riff-raff" },
      tactics = { type = "string", default = "default",
        doc = "tactics policy: default, overwatch, hold (rules tactics.<name>.<step>; twtw doc tactics.policies)" },
      notes = { type = "string", doc = "free text for the gamemaster" },
    },
    fields = {
      cover = { type = "list", doc = "cover spots on the table", of = { type = "table", doc = "a cover spot", fields = {
        name = { type = "string", required = true, doc = "what it is (\"water trough\")" },
        kind = { type = "string", values = { "waist", "window", "corner" }, required = true, doc = "what it hides" },
        position = POSITION,
        side = { type = "string", values = { "left", "right" },
          doc = "a corner's side, required there (no other kind has one): the side a figure leans out to" },
      } } },
    },
  }
end

-- unknown_weapon(R, w) says that w is no weapon: the nearest name, then
-- the weapons there are.
local function unknown_weapon(R, w)
  local names = sorted_keys(R["weapons"])
  local near = words.nearest(tostring(w), names)
  return string.format("unknown weapon %q%s (the weapons: %s)", tostring(w), near and string.format("; did you mean %q?", near) or "",
    table.concat(names, ", "))
end

local function xy(p) return p and { x = p[1] or p.x, y = p[2] or p.y } end

-- off_cover(c, spot) → why c's position contradicts his cover spot, or nil:
-- a figure is behind a spot only within 1 inch of it (rules/cover.lua), so
-- a position farther off would put him behind cover he is nowhere near.
local function off_cover(c, spot)
  if c.position == nil then return nil end
  local at, there = xy(c.position), xy(spot.position)
  if G.touching(at, there) then return nil end
  return string.format("%s is %g inches from its cover %q at %s: a figure is behind a cover spot only within %d inch of it "
    .. "(leave position out to stand at the spot)", G.text(at), G.round(G.distance(at, there)), spot.name, G.text(there),
    G.CONTACT)
end

-- default_weapons are the weapons of a figure whose entry leaves them out:
-- a six-gun (the schema's doc says so). Shared, so only ever read.
local default_weapons = { "pistol" }

-- not_carried(c) → why c's preferred weapon, a key of the weapons table
-- (a misspelt one is refused before, with the nearest key), is not his to
-- prefer, or nil: it must be one he carries (weapons left out: a six-gun);
-- the header said "Professional d4 with the bow" of a man with none.
local function not_carried(c)
  local keys, seen = {}, {}
  for _, w in ipairs(c.weapons or default_weapons) do
    if w == c.preferred then return nil end
    if not seen[w] then keys[#keys + 1], seen[w] = w, true end
  end
  if #keys == 0 then return string.format("%q: %s carries no weapon", c.preferred, c.name) end
  return string.format("%q is not one of %s's weapons (%s carries %s)", c.preferred, c.name, c.name, table.concat(keys, ", "))
end

-- check_spots(sc) → the cover spots by name, or nil, field, message: a
-- name once, a position, and a side for a corner alone (the side a figure
-- leans out to; no other kind has one).
local function check_spots(sc)
  local spots = {}
  for i, s in ipairs(sc.cover or {}) do
    local at = string.format("cover[%d]", i)
    if spots[s.name] then return nil, at .. ".name", string.format("two cover spots are called %q", s.name) end
    if s.position == nil then return nil, at .. ".position", "a cover spot needs a position" end
    if s.kind == "corner" and s.side == nil then
      return nil, at .. ".side", "a corner needs a side: left or right, the side a figure leans out to (his weak side "
        .. "when it is not his gun hand)"
    end
    if s.kind ~= "corner" and s.side ~= nil then
      return nil, at .. ".side", string.format("only a corner has a side (a %s spot hides the same from every side)", s.kind)
    end
    spots[s.name] = s
  end
  return spots
end

-- check_figure(R, c, spots) → nil, or the field below the figure and a message.
local function check_figure(R, c, spots)
  for j, w in ipairs(c.weapons or {}) do
    if R["weapons"][w] == nil then return string.format(".weapons[%d]", j), unknown_weapon(R, w) end
  end
  if c.preferred and R["weapons"][c.preferred] == nil then return ".preferred", unknown_weapon(R, c.preferred) end
  local other = c.preferred and not_carried(c)
  if other then return ".preferred", other end
  if c.cover and spots[c.cover] == nil then
    return ".cover", string.format("no cover spot called %q in the scenario", c.cover)
  end
  local off = c.cover and off_cover(c, spots[c.cover])
  if off then return ".position", off end
  if c.position == nil and c.cover == nil then return ".position", "a figure needs a position or a cover spot" end
  local why = c.tactics and R["tactics.why_not"](c.tactics)
  if why then return ".tactics", why end
  return nil
end

-- check(R, sc) → nil, or field, message.
local function check(R, sc)
  local spots, field, msg = check_spots(sc)
  if not spots then return field, msg end
  for i, c in ipairs(sc.combatants or {}) do
    field, msg = check_figure(R, c, spots)
    if field then return string.format("combatant[%d]", i) .. field, msg end
  end
  return nil
end

function M.setup(api)
  local R = api.rules
  api.define("scenario.schema", schema(), "the scenario fields of a shootout figure and the cover spots")
  api.define("scenario.check", function(sc) return check(R, sc) end,
    "checks across fields: weapon keys, a preferred weapon carried, cover spot names and sides, a position for everyone "
      .. "(within an inch of his cover), tactics policies")

  -- combatant.new(spec, spots) builds a figure from a scenario entry; spots
  -- maps cover names to spots (rules/cover.lua cover.spots).
  api.define("combatant.new", function(spec, spots)
    local keys = spec.weapons or default_weapons
    local c = { name = spec.name, side = spec.side, expertise = spec.expertise or "citizen",
      preferred = spec.preferred or keys[1], culture = spec.culture or "frontier",
      fisticuffs = spec.fisticuffs or 3, luck = spec.luck or 4, strength = spec.strength or 4,
      toughness = spec.toughness or 4, hand = spec.hand or "right", weak_side = spec.weak_side or "expertise",
      code = spec.code or "gentleman", tactics = spec.tactics or "default",
      weapons = {}, cards = {}, wounds = {}, disabled = {}, fallen = false, dead = false, state = {} }
    if R["expertise.step"](c.expertise) == nil then
      error(string.format("combatant %q: unknown expertise %q", tostring(c.name), c.expertise), 2)
    end
    for i, k in ipairs(keys) do c.weapons[i] = R["weapon.new"](k) end
    c.weapon = #c.weapons > 0 and 1 or nil
    local spot = spec.cover and spots and spots[spec.cover]
    if spec.cover and not spot then error(string.format("combatant %q: no cover spot %q", tostring(c.name), spec.cover), 2) end
    c.pos = xy(spec.position) or (spot and { x = spot.pos.x, y = spot.pos.y }) or { x = 0, y = 0 }
    c.cover = spot
    return c
  end, "a figure from a scenario entry")

  -- combatant.fixture(t): a figure for specs (fixtures.combatant{…}): a
  -- Gunslinger with a six-gun and every rating 4, at (0, 0), unless t says.
  api.define("combatant.fixture", function(t)
    local spec = { name = "Fixture", side = "posse", expertise = "gunslinger", weapons = { "pistol" } }
    for k, v in pairs(t or {}) do spec[k] = v end
    local c = R["combatant.new"](spec, t and t.spots)
    if t and t.cover_spot then c.cover = t.cover_spot end
    return c
  end, "a figure for specs")

  -- combatant.conscious(fight, c): alive and not passed out or knocked out.
  api.define("combatant.conscious", function(fight, c)
    return not c.dead and not (c.out_until and c.out_until >= (fight.turn or 0))
  end, "alive and conscious")

  -- combatant.fighting(fight, c): plays cards — alive and conscious.
  api.define("combatant.fighting", function(fight, c)
    return R["combatant.conscious"](fight, c)
  end, "still in the fight")

  -- combatant.downed(fight, c): alive but fallen or unconscious.
  api.define("combatant.downed", function(fight, c)
    return not c.dead and (c.fallen or not R["combatant.conscious"](fight, c))
  end, "alive and on the ground or senseless")
end

return M
