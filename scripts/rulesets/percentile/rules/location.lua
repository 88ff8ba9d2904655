-- rules/location.lua — where a hit lands: the D100 hit-location chart, the
-- critical-success adjustment table, aiming at an area, damage multipliers.
-- seed 002 "4.2.5 Hit location": "It has a direct impact on the damage
-- inflicted on the target, via the damage multiplier. It's much more deadly
-- to be shot in the chest than in the foot..."
-- "4.2.5.1.1 Success": "the character rolls 1D100 to locate the hit on the
-- "hit location" chart". "4.2.5.1.2 Critical success": "the location of the
-- hit is automatically adjusted, according to the difference between the
-- success of the roll and the adjusted "hit percentage". Location
-- adjustments are always in the direction indicated, e.g. from "hand" to
-- "forearm", never from "forearm" to "hand". Example: ... The difference is
-- (56 - 4) = 52%. If Bill hits his opponent on the hand ..., the hit is
-- automatically adjusted to the forearm, because ... it requires 30% to go
-- from hand to forearm. He would have required +60% to hit the arm. This
-- rule does not apply if the shooting/throwing character was aiming for a
-- specific area".
--
-- Decided here (the chart, the adjustment table, the multipliers and the
-- aimed-area section are missing from the seed):
--   D100   location          ×      D100    location          ×
--   01–04  right foot        ½      63–65   right hand        ½
--   05–08  left foot         ½      66–68   left hand         ½
--   09–14  right lower leg   1      69–73   right forearm     1
--   15–20  left lower leg    1      74–78   left forearm      1
--   21–27  right thigh       1      79–83   right arm         1
--   28–34  left thigh        1      84–88   left arm          1
--   35–46  abdomen           1½     89–91   right shoulder    1
--   47–62  chest             2      92–94   left shoulder     1
--                                   95–00   head              3
-- Critical adjustment, one step per 30 % of difference, always inward on
-- the same side: hand → forearm → arm → shoulder → chest; foot → lower leg →
-- thigh → abdomen → chest (so hand → arm needs 60 %, as the seed says); the
-- chest and the head move no further. Damage is the weapon's dice × the
-- multiplier, rounded down, at least 1. Aiming at an area costs (percent):
-- chest, abdomen −10; thigh, lower leg, arm −20; forearm, shoulder −30;
-- hand, foot, head −40; an aimed hit lands there and is never adjusted.
-- The multipliers and the area penalties are data tables a house rule may
-- re-table (api.set); the rules that read them return the entry too, so the
-- terms built from them name it (houserules/head_shots.lua sets the head's).
local bands = require("rules.lib.bands")

local M = {
  name = "percentile.location",
  version = "1.0.0",
  summary = "D100 hit-location chart, critical adjustment (30 % a step inward), aimed areas, damage multipliers",
  source = "seed 002 \"4.2.5 Hit location\", \"4.2.5.1.1 Success\", \"4.2.5.1.2 Critical success\"",
}

local CHART = {
  { upto = 4, part = "foot", side = "right" }, { upto = 8, part = "foot", side = "left" },
  { upto = 14, part = "lower leg", side = "right" }, { upto = 20, part = "lower leg", side = "left" },
  { upto = 27, part = "thigh", side = "right" }, { upto = 34, part = "thigh", side = "left" },
  { upto = 46, part = "abdomen" }, { upto = 62, part = "chest" },
  { upto = 65, part = "hand", side = "right" }, { upto = 68, part = "hand", side = "left" },
  { upto = 73, part = "forearm", side = "right" }, { upto = 78, part = "forearm", side = "left" },
  { upto = 83, part = "arm", side = "right" }, { upto = 88, part = "arm", side = "left" },
  { upto = 91, part = "shoulder", side = "right" }, { upto = 94, part = "shoulder", side = "left" },
  { upto = 100, part = "head" },
}

local MULT = { foot = 0.5, ["lower leg"] = 1, thigh = 1, abdomen = 1.5, chest = 2, hand = 0.5, forearm = 1,
  arm = 1, shoulder = 1, head = 3 }

local STEPS = {
  hand = { to = "forearm", need = 30 }, forearm = { to = "arm", need = 30 }, arm = { to = "shoulder", need = 30 },
  shoulder = { to = "chest", need = 30 }, foot = { to = "lower leg", need = 30 },
  ["lower leg"] = { to = "thigh", need = 30 }, thigh = { to = "abdomen", need = 30 }, abdomen = { to = "chest", need = 30 },
}

local AREA = { chest = -10, abdomen = -10, thigh = -20, ["lower leg"] = -20, arm = -20, forearm = -30,
  shoulder = -30, hand = -40, foot = -40, head = -40 }

local SIDED = { foot = true, ["lower leg"] = true, thigh = true, hand = true, forearm = true, arm = true, shoulder = true }

-- define_names(api): the chart's tables, and locations by name.
local function define_names(api)
  local R = api.rules
  api.define("location.chart", CHART, "the D100 hit-location chart (decided here)")
  api.define("location.multipliers", MULT, "damage multiplier by location (decided here)")
  api.define("location.steps", STEPS, "critical adjustment: the next location inward and the % it needs (decided here)")
  api.define("location.areas", AREA, "penalty for aiming at an area (decided here)")

  -- location.name(loc) → "right hand", "chest".
  api.define("location.name", function(loc)
    if loc.side then return loc.side .. " " .. loc.part end
    return loc.part
  end, "a location's name")

  -- location.parse(name) → {part, side} from "right hand", "head"; nil when unknown.
  api.define("location.parse", function(name)
    local side, part = tostring(name):match("^(%a+) (.+)$")
    if (side == "right" or side == "left") and SIDED[part] and R["location.multipliers"][part] then
      return { part = part, side = side }
    end
    if R["location.multipliers"][name] and not SIDED[name] then return { part = name } end
    return nil
  end, "a location from its name")

  -- location.area_penalty(name) → the penalty for aiming at that area, and
  -- the entry it was read from ("location.areas.hand"), for a term's data.
  api.define("location.area_penalty", function(name)
    local loc = R["location.parse"](name)
    if not loc then error(string.format("location: unknown area %q", tostring(name)), 2) end
    return R["location.areas"][loc.part] or 0, "location.areas." .. loc.part
  end, "penalty for aiming at an area, and the data entry it was read from")
end

-- define_chart(api): reading the chart, the critical adjustment, multipliers.
local function define_chart(api)
  local R = api.rules

  -- location.lookup(roll) → {part, side}, the chart row index.
  api.define("location.lookup", function(roll)
    local row, i = bands.find(R["location.chart"], roll)
    return { part = row.part, side = row.side }, i
  end, "read the chart")

  -- location.roll() → location, the D100 roll.
  api.define("location.roll", function()
    local roll = api.dice.d100()
    return (R["location.lookup"](roll)), roll
  end, "roll 1D100 on the chart")

  -- location.adjust(loc, difference) → the adjusted location and the steps
  -- taken {from, to, need, total}: each step inward costs its need, in turn.
  api.define("location.adjust", function(loc, difference)
    local steps, spent, cur = {}, 0, { part = loc.part, side = loc.side }
    while true do
      local s = R["location.steps"][cur.part]
      if not s or difference < spent + s.need then break end
      spent = spent + s.need
      local nxt = { part = s.to, side = SIDED[s.to] and cur.side or nil }
      steps[#steps + 1] = { from = R["location.name"](cur), to = R["location.name"](nxt), need = s.need, total = spent }
      cur = nxt
    end
    return cur, steps
  end, "the critical-success adjustment")

  -- location.cost(from, to) → the difference needed to move a hit from one
  -- part to another inward (hand → forearm 30, hand → arm 60), nil when the
  -- table never moves it there.
  api.define("location.cost", function(from, to)
    local cur, spent = from, 0
    while cur ~= to do
      local s = R["location.steps"][cur]
      if not s then return nil end
      spent, cur = spent + s.need, s.to
    end
    return spent
  end, "the difference a critical needs to move a hit from one part to another")

  -- location.multiplier(loc) → the damage multiplier, and the entry it was
  -- read from ("location.multipliers.head"), for a term's data.
  api.define("location.multiplier", function(loc)
    return R["location.multipliers"][loc.part] or 1, "location.multipliers." .. loc.part
  end, "damage multiplier of a location, and the data entry it was read from")
end

function M.setup(api)
  define_names(api)
  define_chart(api)
end

return M
