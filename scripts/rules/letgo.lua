-- rules/letgo.lua — letting go of a weapon to free a hand for another.
--
-- A hand holds one weapon (rules/limbs.lua), so a man whose hands are full
-- must let go of something to draw or pick up another. The seeds have no
-- action to put a weapon down or away, and none that forbids it. seed 000
-- "Fast Draw" lists "weapon dropped" among a Calamity's outcomes: a weapon
-- falls in the instant of a draw, in no time of its own. And a fast draw is
-- "the ability to (potentially) perform the ready item action in an
-- instant": were opening the hand an action of its own, no gunman holding
-- an empty gun could ever fast draw another. "Unarmed Combat": "When a given
-- maneuver is not available, the Judge can modify an existing one or create
-- a maneuver as needed". (Seed 004, another western game, rules the same at
-- its table: "Any weapon held by the character engaging in fisticuffs is
-- holstered (pistols) or dropped (long guns of any type)".)
--
-- Decided here (the judge's ruling):
-- * Letting go of a weapon in hand costs nothing: no AP and no time. It is
--   done as part of the draw, fast draw or pick-up that needs the hand
--   (rules/actions.lua), never as an action alone: the weapon falls at the
--   man's feet, dropped as a fast draw's Calamity or a lost arm leaves it,
--   so it can be picked up later (action.pickup). What goes is
--   limbs.make_room's: the fewest weapons that leave room, an empty or jammed
--   gun first, then the dominant hand's (rules/limbs.lua).
-- * combatant.let_go_cost(c, w) says what letting go of w costs: 0 AP. A
--   table that wants it to cost AP, or to forbid it (the seeds read
--   strictly: hands full stay full), wraps or replaces that rule
--   (houserules/let_go.lua does either); combatant.let_go stays the
--   bookkeeping every weapon leaving a hand runs, whatever the cause.
-- * The transcript says it on a line of its own, before the draw's: "Jonah
--   Benton drops the double-barrelled shotgun to draw the derringer".
-- * When the tactics let go of a weapon, and when they reload or clear it
--   instead, is theirs (tactics.swap, rules/tactics_pick.lua).
local M = {
  name = "core.letgo",
  version = "1.0.0",
  summary = "Letting go of a weapon in hand to free it for another: free, done as part of the draw or pick-up",
  source = "seed 000 \"Fast Draw\" (Calamity: \"weapon dropped\"), \"Unarmed Combat\" (the Judge creates a maneuver)",
}

local say = require("lib.say").say

-- cost(R, c, list) → the AP letting go of every weapon of list costs and
-- each one's (combatant.let_go_cost), or nil and why one cannot be let go of.
local function cost(R, c, list)
  local ap, each = 0, {}
  for i, x in ipairs(list) do
    local n, why = R["combatant.let_go_cost"](c, x)
    if not n then return nil, why or string.format("the %s is not let go of", x.name) end
    ap, each[i] = ap + n, n
  end
  return ap, each
end

function M.setup(api)
  local R = api.rules
  -- combatant.let_go_cost(c, w) → the AP c's letting go of weapon w in hand
  -- costs (0), or nil and why it may not be let go of (see the header).
  api.define("combatant.let_go_cost", function(c, w) return 0 end,
    "what letting go of a weapon in hand to free the hand costs: nothing (decided here: seed 000 \"Fast Draw\" "
      .. "drops a weapon in an instant)")

  -- limbs.free_hand(c, w, what) → true when c now has a hand for weapon w,
  -- having let go of what limbs.make_room gives (dropped at c's feet, its AP
  -- paid, a line each: "A drops the rifle to draw the Colt"; what: "draw",
  -- "pick up"), or false and why not (nothing is let go of then).
  api.define("limbs.free_hand", function(c, w, what)
    local list, why = R["limbs.make_room"](c, w)
    if not list then return false, why end
    local ap, each = cost(R, c, list)
    if not ap then return false, each end
    local s = c.state
    if ap > (s.ap or 0) then
      return false, string.format("letting go costs %d AP, and %d are left", ap, s.ap or 0)
    end
    s.ap = (s.ap or 0) - ap
    for i, x in ipairs(list) do
      x.dropped, x.drawn = true, false
      R["combatant.let_go"](c, x)
      say(api, "drop", string.format("%s drops the %s to %s the %s%s", c.name, x.name, what or "draw", w.name,
        each[i] > 0 and string.format(" (%d AP)", each[i]) or ""), { who = c.name, weapon = x.name, wanted = w.name })
    end
    return true
  end, "let go of what a hand holds to draw or pick up another weapon (decided here: it falls at one's feet)")
end

return M
