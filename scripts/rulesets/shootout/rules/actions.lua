-- rules/actions.lua — shootout.actions: what a figure does when his card
-- acts — move, shoot, both, aim, a special move, fisticuffs.
--
-- seed 004 "Really Simple Wild West Shootout Rules": black cards move their
-- value in inches, face cards "move up to ten inches and perform a special
-- move such as; sprinting across the street and leaping onto a horse (for
-- more complicated moves you should consult the gamemaster as he may impose
-- a LUCK roll to see if you succeed)"; "Players may use a black card to aim
-- at a specific opposing character ... but may not move in this turn"; red
-- cards shoot once (odd) or twice (even); aces and jokers "move up to ten
-- inches AND shoot twice while doing something special as well ... this sort
-- of thing can go hysterically wrong if you fail a LUCK roll". "Extra
-- penalties may be imposed by the gamemaster for things like climbing walls".
--
-- A plan (from the tactics, rules/tactics.lua) says what to do with the card:
--   { aim = name }                      aim at him; nothing else this turn
--   { stand = true } / { reload = true } a black number card spent on getting
--                                        up / reloading the shotgun
--   { special = "stand" | "reload" | <stunt key> }  the special move of a
--                                        black face card, ace or joker
--   { move = { to = {x, y}, stop = inches short, pickup = weapon index,
--              brawl = enemy name } }    up to the card's inches
--   { target = name }                   the card's shots, at him
--   { flee = true }                     walk out of a fistfight (with a move)
-- A figure in a fistfight spends any card on one exchange unless he flees.
--
-- Decided here: a fallen figure must get up before he moves (a black number
-- card's whole action, or the special move of a card that has one) but may
-- shoot from the ground; a disabled leg halves his inches (both: a quarter);
-- picking up a weapon is the end of a move that reaches it (a card that
-- moves); reloading a shotgun is a black number card's whole action or a
-- special move; a failed Luck (or Strength) roll on a stunt throws him down.
-- Each move opens a "moved" window, each shot a "fired" window and leaning
-- out from a corner to shoot a "leaned" window, in which held cards may
-- interrupt (rules/turn.lua count.window). A figure at a corner leans out
-- when his card shoots, even when nobody shows (he looks for a target). A
-- figure who ducked back there, failing his flinch test (rules/cover.lua),
-- fires none of the card's shots. A card that shoots and fires no shot, as
-- he has nothing to fire or finds no target, says so.
local G = require("rules.lib.geometry")
local S = require("lib.say")

local M = {
  name = "shootout.actions",
  version = "1.0.0",
  summary = "Card actions: move, shoot, aim, special moves and stunts, fisticuffs, getting up, reloading",
  source = "seed 004 \"Really Simple Wild West Shootout Rules\" (cards, aiming, special moves, Luck)",
  requires = { "shootout.cards", "shootout.shooting", "shootout.fisticuffs", "shootout.hand" },
  events = {
    ["card.acted"] = { doc = "a combatant acted on a card", args = { "fight", "combatant", "card" } },
  },
}

-- window(R, fight, c, moment): the held cards may interrupt c now
-- (rules/turn.lua count.window).
local function window(R, fight, c, moment)
  if R["count.window"] then R["count.window"](fight, c, moment) end
end

-- define_stunts(api): the special moves and the rolls they take.
local function define_stunts(api)
  local R = api.rules

  api.define("stunts", {
    horse = { name = "sprints across the street and leaps onto a horse", luck = 1 },
    balcony = { name = "jumps out of the saloon window onto the balcony", luck = 1 },
    climb = { name = "clambers up the wall", strength = 1 },
  }, "seed 004 examples of special moves; the rolls the gamemaster imposes (decided)")

  -- stunt.attempt(fight, c, key) → success: the stunt's Luck and Strength
  -- rolls; any failure goes hysterically wrong (he falls).
  api.define("stunt.attempt", function(fight, c, key)
    local st = R["stunts"][key]
    if st == nil then error(string.format("stunt.attempt: no stunt %q", tostring(key)), 2) end
    S.about(api, "stunt", c, string.format("%s %s", c.name, st.name))
    for _ = 1, st.luck or 0 do
      if not R["luck.roll"](fight, c, st.name).success then
        R["combatant.fall"](fight, c, "the stunt goes hysterically wrong")
        return false
      end
    end
    for _ = 1, st.strength or 0 do
      if not R["strength.test"](fight, c, st.name).success then
        R["combatant.fall"](fight, c, "the stunt goes wrong")
        return false
      end
    end
    return true
  end, "seed 004: a special move, with the Luck rolls the gamemaster imposes")
end

-- define_moves(api): how far a card moves a figure, and the move itself.
local function define_moves(api)
  local R = api.rules

  -- move.limit(c, m) → inches c may move on a card meaning m.
  api.define("move.limit", function(c, m)
    if c.fallen then return 0 end
    local n = m.inches or 0
    if c.disabled[7] then n = n / 2 end
    if c.disabled[8] then n = n / 2 end
    return n
  end, "the inches a card gives, halved per disabled leg (decided); none while fallen")

  -- move.go(fight, c, to, inches, stop) → inches moved: straight at `to`.
  api.define("move.go", function(fight, c, to, inches, stop)
    local from = c.pos
    local pos, moved = G.toward(from, to, inches, stop)
    if moved <= 0 then return 0 end
    if c.brawl then R["fisticuffs.flee"](fight, c) end
    c.pos = pos
    c.state.moved = true
    c.cover = R["cover.at"](fight, pos)
    c.state.leaned = nil
    S.about(api, "move", c, string.format("%s moves %g\" to %s%s", c.name, G.round(moved), G.text(pos),
      c.cover and (" behind the " .. c.cover.name) or ""))
    return moved
  end, "move in a straight line")
end

-- reload(api, c) → true when c reloads an empty weapon he still holds.
local function reload(api, c)
  for _, w in ipairs(c.weapons) do
    if w.empty and not w.dropped_at then
      w.empty = nil
      S.about(api, "reload", c, string.format("%s reloads his %s", c.name, w.name))
      return true
    end
  end
  return false
end

-- pickup(api, c, i) → true when c picks up his dropped weapon i at his feet.
local function pickup(api, c, i)
  local w = c.weapons[i]
  if w and w.dropped_at and G.touching(w.dropped_at, c.pos) then
    w.dropped_at = nil
    c.weapon = i
    S.about(api, "pickup", c, string.format("%s picks up his %s", c.name, w.name))
    return true
  end
  return false
end

-- special(api, fight, c, key) → success of the special move `key`.
local function special(api, fight, c, key)
  local R = api.rules
  if key == "stand" then R["combatant.stand"](fight, c, "a special move")
  elseif key == "reload" then reload(api, c)
  else return R["stunt.attempt"](fight, c, key) end
  return true
end

-- define_move_and_shoot(api): a card's move and a card's shots.
local function define_move_and_shoot(api)
  local R = api.rules

  -- action.move(fight, c, m, mv) moves, then picks up or squares up.
  api.define("action.move", function(fight, c, m, mv)
    local moved = R["move.go"](fight, c, mv.to, R["move.limit"](c, m), mv.stop or 0)
    if mv.pickup then pickup(api, c, mv.pickup) end
    local foe = mv.brawl and fight.by_name[mv.brawl]
    if foe and R["combatant.fighting"](fight, foe) and G.touching(c.pos, foe.pos) then
      R["fisticuffs.engage"](fight, c, foe)
      R["fisticuffs.exchange"](fight, c, foe)
      return moved, true
    end
    if moved > 0 then window(R, fight, c, "moved") end
    return moved, false
  end, "a move, with a pick-up or a fistfight at its end")

  -- action.shots(fight, c, m, plan): the card's shots, one by one.
  api.define("action.shots", function(fight, c, m, plan)
    if c.cover and c.cover.kind == "corner" and not c.state.leaned and R["weapon.pick"](c) then
      c.state.leaned = true
      S.about(api, "lean", c, string.format("%s leans out from the %s", c.name, c.cover.name))
      window(R, fight, c, "leaned")
    end
    for k = 1, m.shots do
      if not R["combatant.fighting"](fight, c) or c.brawl or c.state.ducked then return end
      local t = R["tactics.shot_target"](fight, c, plan)
      local i, w = R["weapon.pick"](c)
      if t == nil or w == nil then
        if k == 1 then
          S.about(api, "forfeit", c, string.format("%s %s: his %s fires no shot", c.name,
            w == nil and "has nothing he can fire" or "finds no target", m.text))
        end
        return
      end
      c.weapon, w.holstered = i, nil
      R["shoot.resolve"]({ fight = fight, attacker = c, target = t, weapon = w })
      window(R, fight, c, "fired")
    end
  end, "fire the card's shots")
end

-- define_plans(api): carrying out a plan, and a card acting.
local function define_plans(api)
  local R = api.rules

  -- action.run(fight, c, m, plan): carry out a plan on card meaning m.
  api.define("action.run", function(fight, c, m, plan)
    if plan.aim then
      local t = fight.by_name[plan.aim]
      if t then R["aim.set"](fight, c, t) end
      return
    end
    if c.brawl and not plan.flee then
      local o = fight.by_name[c.brawl]
      R["fisticuffs.exchange"](fight, c, o)
      return
    end
    if plan.stand or plan.reload then
      if m.kind ~= "move" then error("action.run: only a black card is spent on getting up or reloading", 2) end
      if plan.stand then R["combatant.stand"](fight, c, "spends his " .. m.text) else reload(api, c) end
      return
    end
    if plan.special then
      if not m.special then error("action.run: the " .. m.text .. " has no special move", 2) end
      special(api, fight, c, plan.special)
    end
    if plan.move and m.inches > 0 then
      local _, brawled = R["action.move"](fight, c, m, plan.move)
      if brawled then return end
    end
    if m.shots > 0 and R["combatant.fighting"](fight, c) then R["action.shots"](fight, c, m, plan) end
  end, "carry out a card's plan")

  -- card.act(fight, c): c's card acts now (it is then spent).
  api.define("card.act", function(fight, c)
    local s = c.state
    if not s.card or s.acted then return end
    s.acted = true
    local m = R["cards.meaning"](s.card)
    S.about(api, "act", c, string.format("%s acts on the %s%s", c.name, m.text, s.held and " (held)" or ""))
    if R["combatant.fighting"](fight, c) then
      local plan = R["tactics.call"](fight, c, "act", m) or {}
      R["action.run"](fight, c, m, plan)
    end
    R["hand.spend"](fight, c)
    api.emit("card.acted", fight, c, m)
  end, "a card acts and is spent")
end

function M.setup(api)
  define_stunts(api)
  define_moves(api)
  define_move_and_shoot(api)
  define_plans(api)
end

return M
