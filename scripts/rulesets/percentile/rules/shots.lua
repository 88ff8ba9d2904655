-- rules/shots.lua — combat speed and the number of shots or blows a round.
-- seed 002 "4.2.2 Determining the order of combat": "A character using a
-- firearm may have to fire several times in a combat round. This will depend
-- on his "combat speed" (including adjustments) and the combat skill he uses.
-- An extremely fast character can fire up to 5 bullets in the same round with
-- a revolver and 3 bullets with a rifle."
-- seed 002 "4.2.2.3 Determining the number of shots or blows in the round":
-- "The following table determines the number of bullets fired and strikes
-- made in a round, based on combat speed and the combat skill used. If two
-- firearms are used simultaneously by a character, the revolver held by the
-- character's secondary hand always fires one less bullet than the revolver
-- held by the main hand. An ambidextrous character is not affected by this
-- rule."
--
-- Decided here (the seed's table and its section 4.2.2.1 on combat speed are
-- missing): combat speed is a score (typically 5–25) plus its adjustments,
-- and the table is
--   combat speed   instinctive pistol   aimed pistol   rifle   blows
--   up to 5               1                 1            1       1
--   6–10                  2                 1            1       1
--   11–15                 3                 2            1       2
--   16–20                 4                 3            2       2
--   21–25                 5                 4            2       3
--   26+                   5                 5            3       3
-- so only an extremely fast character (26+) reaches the seed's 5 revolver
-- bullets aimed and 3 with a rifle; instinctive fire, being faster, reaches
-- 5 at 21; a weapon never fires more bullets than it has loaded. "One less
-- bullet than the revolver held by the main hand" is one less than the main
-- revolver fires this round (its own loads counted: with 2 left in the main
-- gun the secondary fires at most 1), and the two are "used simultaneously"
-- when the action fires both and the main-hand revolver has a bullet to
-- fire: a secondary revolver fired alone fires its table count; beside a
-- main one firing 1 it fires none.
local bands = require("rules.lib.bands")

-- main_revolver(c, w, firing): the main-hand revolver that fires beside w
-- this round (one with a bullet loaded, and, when firing lists the
-- weapons the action fires by index, one of them), or nil.
local function main_revolver(c, w, firing)
  for i, x in ipairs(c.weapons or {}) do
    if x ~= w and x.hand == "main" and x.kind == "pistol" and (x.loaded or 0) > 0 then
      if not firing then return x end
      for _, k in ipairs(firing) do
        if k == i then return x end
      end
    end
  end
  return nil
end

local M = {
  name = "percentile.shots",
  version = "1.0.0",
  summary = "Combat speed and the shots-or-blows table (revolver up to 5, rifle up to 3); secondary hand one less",
  source = "seed 002 \"4.2.2 Determining the order of combat\", \"4.2.2.3 Determining the number of shots or blows\"",
  requires = { "percentile.skill" },
}

local TABLE = {
  { upto = 5, instinctive = 1, aimed = 1, rifle = 1, blows = 1 },
  { upto = 10, instinctive = 2, aimed = 1, rifle = 1, blows = 1 },
  { upto = 15, instinctive = 3, aimed = 2, rifle = 1, blows = 2 },
  { upto = 20, instinctive = 4, aimed = 3, rifle = 2, blows = 2 },
  { upto = 25, instinctive = 5, aimed = 4, rifle = 2, blows = 3 },
  { instinctive = 5, aimed = 5, rifle = 3, blows = 3 },
}

local LABEL = { instinctive = "instinctive pistol", aimed = "aimed pistol", rifle = "rifle", blows = "blows" }

function M.setup(api)
  local R = api.rules
  api.define("shots.table", TABLE, "shots or blows a round by combat speed and skill (decided here)")
  api.define("shots.hands", { secondary = -1 }, "shots added in the secondary hand: seed 002 \"4.2.2.3 Determining the number "
    .. "of shots or blows in the round\": its revolver \"always fires one less bullet\" (an ambidextrous character's does not)")

  -- speed.combat(c) → terms: combat speed and its adjustments (sorted by
  -- reason, so the order is the same every run).
  api.define("speed.combat", function(c)
    local t = api.terms("combat speed", c.combat_speed, "combat speed", "base")
    for _, k in ipairs(bands.sorted_keys(c.speed_adjustments)) do
      local v = c.speed_adjustments[k]
      if v ~= 0 then t:add(v, (tostring(k):gsub("_", " ")), "adjustment") end
    end
    return t
  end, "combat speed including adjustments")

  -- shots.column(w, mode) → the table column: a pistol by its mode, a rifle,
  -- a melee weapon's blows.
  api.define("shots.column", function(w, mode)
    if w.kind == "pistol" then return mode == "instinctive" and "instinctive" or "aimed" end
    if w.kind == "rifle" then return "rifle" end
    return "blows"
  end, "which column of the shots table")

  -- shots.count(c, w, mode [, firing]) → n, terms: the shots (or blows) of
  -- weapon w this round; firing lists the weapons (by index) the action
  -- fires, so a secondary revolver fired without the main one is not one
  -- less (nil: the main revolver fires when it is loaded).
  api.define("shots.count", function(c, w, mode, firing)
    local speed, rows, col = R["speed.combat"](c):total(), R["shots.table"], R["shots.column"](w, mode)
    local row, i = bands.find(rows, speed)
    local t = api.terms("shots", row[col], string.format("combat speed %d (%s), %s", speed,
      bands.range(rows, i), LABEL[col]), "table", bands.refs("shots.table", rows, i, col))
    local less = w.hand == "secondary" and R["shots.hands"].secondary
    local main = less and main_revolver(c, w, firing)
    if main and c.ambidextrous then
      t:add(0, "secondary hand: ambidextrous, no loss", "hand")
    elseif main then
      local m = R["shots.count"](c, main, mode)
      if t:total() > m + less then
        t:add(m + less - t:total(), string.format("secondary hand fires %s less than the main hand's %d",
          less == -1 and "one" or -less, m), "hand", "shots.hands.secondary")
      end
    end
    -- a weapon never fires more bullets than it has loaded
    if w.kind ~= "melee" and t:total() > (w.loaded or 0) then
      t:add((w.loaded or 0) - t:total(), string.format("only %d loaded", w.loaded or 0), "loaded")
    end
    if t:total() < 0 then t:add(-t:total(), "none", "floor") end
    return t:total(), t
  end, "shots or blows this round (seed 002 \"4.2.2.3\")")
end

return M
