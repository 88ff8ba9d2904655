-- rules/status.lua — shootout.status: what happens to a figure — killed,
-- passed out, fallen, on his feet again, disarmed — and the countdowns kept
-- at the end of each turn.
--
-- seed 004 "Really Simple Wild West Shootout Rules":
--   "F= Fatal, your character is killed instantly, if he was holding a card,
--   too bad, dead." "M= Mortal roll 1d8 to score under your toughness, the
--   difference is how long your character remains conscious before
--   expiring." Toughness: "passes out for the difference in turns".
--   Fisticuffs: "knocked him unconscious for as many turns as the difference
--   was". Hit locations: "test Toughness not to fall down", "not to drop your
--   weapon". Fisticuffs: "Mark the location when the fight starts if a
--   weapon is dropped so that the player knows where to go to retrieve his
--   gun."
--
-- Decided here:
-- * "out for N turns" (passed out, knocked out) is the rest of this turn and
--   the next N whole turns: out_until = turn + N; he comes round at the end
--   of turn out_until. A figure who passes out also falls.
-- * "conscious for N turns before expiring" is the rest of this turn and the
--   next N turns: he dies at the end of turn + N (N = 0: at once).
-- * a figure's card not yet acted on is spent unused when he is killed or
--   passes out ("if he was holding a card, too bad").
-- * a dropped weapon lies at the figure's feet (its position is marked).
local G = require("rules.lib.geometry")
local S = require("lib.say")

local M = {
  name = "shootout.status",
  version = "1.0.0",
  summary = "Killed, passed out, fallen, disarmed; end-of-turn countdowns",
  source = "seed 004 \"Really Simple Wild West Shootout Rules\" (F, M, Toughness, Fisticuffs, hit location tests)",
  requires = { "shootout.combatant" },
  events = {
    ["combatant.died"] = { doc = "a combatant died and left play", args = { "fight", "combatant", "why" } },
    ["combatant.out"] = { doc = "a combatant passed out for some turns", args = { "fight", "combatant", "turns", "why" } },
  },
}

-- leave_play(R, fight, c, why, what): out of action, he loses the card not yet acted on
-- (why: "dead") and parts from any fistfight (what befell him: "Lefty is killed").
local function leave_play(R, fight, c, why, what)
  if R["hand.forfeit"] then R["hand.forfeit"](fight, c, why) end
  if c.brawl and R["fisticuffs.part"] then R["fisticuffs.part"](fight, c, what) end
end

-- define_out(api): killed, and passed out.
local function define_out(api)
  local R = api.rules

  -- combatant.kill(fight, c, why): dead; his cards go back to the gamemaster.
  api.define("combatant.kill", function(fight, c, why)
    if c.dead then return end
    S.about(api, "death", c, string.format("%s is killed (%s)", c.name, why or "?"), { why = why })
    leave_play(R, fight, c, "dead", c.name .. " is killed")
    c.dead, c.dies_after, c.out_until = true, nil, nil
    for _, card in ipairs(c.cards) do api.poker.discard(card) end
    c.cards = {}
    api.emit("combatant.died", fight, c, why)
  end, "seed 004 F: killed instantly")

  -- combatant.pass_out(fight, c, turns, why): out this turn and the next
  -- `turns` turns (a longer spell already running stands); he falls.
  api.define("combatant.pass_out", function(fight, c, turns, why)
    if c.dead or turns <= 0 then return end
    local untl = (fight.turn or 0) + turns
    c.out_until = math.max(c.out_until or 0, untl)
    c.fallen = true
    S.about(api, "out", c, string.format("%s passes out for %d turn%s (%s)", c.name, turns, turns == 1 and "" or "s", why or "?"),
      { turns = turns, why = why })
    leave_play(R, fight, c, "passed out", c.name .. " passes out")
    api.emit("combatant.out", fight, c, turns, why)
  end, "seed 004: out for the difference in turns")
end

-- define_down(api): falling, getting up, dropping the weapon.
local function define_down(api)
  local R = api.rules

  -- combatant.fall(fight, c, why): down on the ground.
  api.define("combatant.fall", function(fight, c, why)
    if c.dead or c.fallen then return end
    c.fallen = true
    if c.brawl and R["fisticuffs.part"] then R["fisticuffs.part"](fight, c, c.name .. " falls down") end
    S.about(api, "fall", c, string.format("%s falls down (%s)", c.name, why or "?"), { why = why })
  end, "seed 004: falls down")

  -- combatant.stand(fight, c, how): back on his feet.
  api.define("combatant.stand", function(fight, c, how)
    if not c.fallen then return end
    c.fallen = false
    S.about(api, "stand", c, string.format("%s gets back on his feet (%s)", c.name, how or "?"))
  end, "get up")

  -- combatant.drop(fight, c, why): the weapon in hand falls at his feet.
  api.define("combatant.drop", function(fight, c, why)
    local w = c.weapon and c.weapons[c.weapon]
    if not w or w.dropped_at then return end
    w.dropped_at = { x = c.pos.x, y = c.pos.y }
    w.holstered = nil
    c.weapon = nil
    S.about(api, "drop", c, string.format("%s drops his %s at %s (%s)", c.name, w.name, G.text(w.dropped_at), why or "?"),
      { weapon = w.key })
  end, "seed 004: drop the weapon")
end

-- define_countdowns(api): the end of the turn for the dying and the senseless.
local function define_countdowns(api)
  local R = api.rules

  -- status.end_turn(fight): the dying whose time is up expire; the senseless
  -- whose spell is over come round (still on the ground).
  api.define("status.end_turn", function(fight)
    for _, c in ipairs(fight.combatants) do
      if not c.dead and c.dies_after and c.dies_after <= fight.turn then
        R["combatant.kill"](fight, c, "the mortal wound")
      elseif not c.dead and c.out_until and c.out_until <= fight.turn then
        c.out_until = nil
        S.about(api, "come_round", c, string.format("%s comes round", c.name))
      end
    end
  end, "end of turn: the dying expire, the senseless come round")
end

function M.setup(api)
  define_out(api)
  define_down(api)
  define_countdowns(api)
end

return M
