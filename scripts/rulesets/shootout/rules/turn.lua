-- rules/turn.lua — shootout.turn: the fight and its turns — placing cards,
-- the count from the jokers down to the deuce, held cards and their
-- interruptions, the count back up, the end of the turn.
--
-- seed 004 "Really Simple Wild West Shootout Rules": "Each turn a player
-- will place his chosen card beside his figure face down. Play will proceed
-- with the holders of Aces and Jokers going first, or choosing to hold, and
-- then down through the cards until the lowly Deuce has gone, then the
-- remaining cards that are face down will have to act as the count goes back
-- up. A “held” cards may act at any time in the lower cards actions, example
-- a player places a red king next to his figure hiding in the alleyway
-- (essentially placing him on overwatch) later that turn a player acts on
-- his black ten and runs past the alley, the holder of the red king may shoot
-- at him if he so chooses."
--
-- How a turn runs:
-- 1. turn.place: every figure still fighting chooses (tactics "choose") a
--    card of his hand and lays it face down — or throws in his hand.
-- 2. turn.count: the cards in count order (rules/cards.lua cards.before);
--    when a figure's card comes up he holds it (tactics "hold") or acts on
--    it. Before a card acts, after each of its moves, when it leans out
--    from a corner and after each of its shots, every held card higher than
--    it may act (count.window, tactics "interrupt"; the highest first). After the deuce the cards still held
--    act, lowest first ("as the count goes back up").
-- 3. turn.end: the dying expire, the senseless come round, the gamemaster
--    shuffles and refills the hands, aims from last turn lapse.
--
-- Decided here: any card may be held; a held card acting during the count
-- back up may itself be interrupted by a higher held card; fight.over counts
-- a side out when none of it is still fighting (alive and conscious) — the
-- winners disarm the senseless; when nobody is left the fight is a draw
-- (fight.ended = "draw").
local roster = require("lib.roster")
local sides = require("lib.sides")
local G = require("rules.lib.geometry")

local M = {
  name = "shootout.turn",
  version = "1.0.0",
  summary = "Turns: cards face down, the count from jokers to the deuce, holding, interrupting, the count back up",
  source = "seed 004 \"Really Simple Wild West Shootout Rules\" (order of play, held cards, end of the turn)",
  requires = { "shootout.combatant", "shootout.cover", "shootout.hand", "shootout.actions", "shootout.status",
    "shootout.tactics" },
  events = {
    ["fight.start"] = { doc = "a fight begins: hands are dealt", args = { "fight" } },
    ["turn.end"] = { doc = "a turn is over, after the hands are refilled", args = { "fight" } },
    ["turn.start"] = { doc = "a turn begins", args = { "fight" } },
  },
}

-- log_start(api, fight): the transcript's opening lines — the fight and
-- every figure's stat sheet.
local function log_start(api, fight)
  local R = api.rules
  api.log("fight", { name = fight.name, text = string.format("fight: %s — %d figures, sides %s", tostring(fight.name),
    #fight.combatants, table.concat(fight.sides, " vs ")) })
  for _, c in ipairs(fight.combatants) do
    local ws = {}
    for i, w in ipairs(c.weapons) do ws[i] = w.name end
    local lvl = R["expertise.levels"][R["expertise.step"](c.expertise) + 1]
    api.log("combatant", { who = c.name, side = c.side, text = string.format(
      "%s (%s, %s): %s d%d%s; Fisticuffs %d, Luck %d, Strength %d, Toughness %d; at %s%s; %s",
      c.name, c.side, c.code, lvl.name, lvl.die, c.preferred and (" with the " .. R["weapons"][c.preferred].name) or "", c.fisticuffs, c.luck, c.strength,
      c.toughness, G.text(c.pos), c.cover and (" behind the " .. c.cover.name) or "",
      #ws > 0 and table.concat(ws, ", ") or "unarmed") })
  end
end

-- meaning(R, c) → what c's face-down card allows.
local function meaning(R, c) return R["cards.meaning"](c.state.card) end

-- define_fight(api): a fight from a scenario, and when it is over.
local function define_fight(api)
  local R = api.rules

  -- fight.new(scenario) → fight {name, summary, turn = 0, combatants, by_name,
  -- sides, cover (spots in order)}; every figure is dealt his hand.
  api.define("fight.new", function(sc)
    local fight = roster.new(sc)
    local spots, order = R["cover.spots"](sc.cover)
    fight.turn, fight.cover = 0, order
    for i, spec in ipairs(sc.combatants) do
      local c = R["combatant.new"](spec, spots)
      local why = R["tactics.why_not"](c.tactics) -- not a policy data tactics.policies lists
      if why then error(string.format("fight.new: %q: %s", c.name, why), 2) end
      -- within 1 inch of a spot he is behind it, his cover naming it or not (rules/cover.lua)
      c.cover = c.cover or R["cover.at"](fight, c.pos)
      roster.add(fight, c, i, "figures")
    end
    for _, c in ipairs(fight.combatants) do R["hand.deal"](fight, c, R["cards.table"].hand) end
    if api.logging() then log_start(api, fight) end
    api.emit("fight.start", fight)
    return fight
  end, "a fight from a scenario table; hands dealt")

  -- fight.over(fight) → the winning side when only one side still has a
  -- figure fighting, else nil and why.
  api.define("fight.over", function(fight)
    return sides.over(fight, function(c) return R["combatant.fighting"](fight, c) end)
  end, "the winning side, or nil and why not")
end

-- define_window(api): cards laid face down, and the held cards' interruptions.
local function define_window(api)
  local R = api.rules

  -- turn.place(fight): every figure fighting lays a card face down (or
  -- throws in his hand).
  api.define("turn.place", function(fight)
    for _, c in ipairs(fight.combatants) do
      if R["combatant.fighting"](fight, c) and #c.cards > 0 then
        local choice = R["tactics.call"](fight, c, "choose")
        if choice == "discard" then
          R["hand.discard_all"](fight, c)
        elseif choice then
          R["hand.place"](fight, c, choice)
        end
      end
    end
  end, "seed 004: each player places his chosen card face down")

  -- count.window(fight, actor, moment): the held cards higher than actor's
  -- may act now ("before", "moved", "leaned", "fired"), the highest first.
  api.define("count.window", function(fight, actor, moment)
    if not fight.counting or not actor.state.card then return end
    local list = {}
    for _, h in ipairs(fight.combatants) do
      local s = h.state
      if h ~= actor and s.held and not s.acted and R["cards.before"](s.card, actor.state.card) then list[#list + 1] = h end
    end
    table.sort(list, function(a, b) return R["cards.before"](a.state.card, b.state.card) end)
    for _, h in ipairs(list) do
      if not h.state.acted and R["combatant.fighting"](fight, h)
        and R["tactics.call"](fight, h, "interrupt", meaning(R, h), actor, moment) then
        h.state.interrupting = actor.name
        if api.logging() then
          api.log("interrupt", { who = h.name, target = actor.name, text = string.format(
            "%s's held %s interrupts %s's %s", h.name, h.state.card.text, actor.name, actor.state.card.text) })
        end
        R["card.act"](fight, h)
      end
    end
  end, "seed 004: a held card may act at any time in the lower cards' actions")
end

-- define_count(api): the count down and back up.
local function define_count(api)
  local R = api.rules

  -- turn.count(fight): the count down, then back up for held cards.
  api.define("turn.count", function(fight)
    local placed = {}
    for _, c in ipairs(fight.combatants) do
      if c.state.card then placed[#placed + 1] = c end
    end
    table.sort(placed, function(a, b) return R["cards.before"](a.state.card, b.state.card) end)
    fight.counting = true
    for _, c in ipairs(placed) do
      if not c.state.acted and R["combatant.fighting"](fight, c) then
        if R["tactics.call"](fight, c, "hold", meaning(R, c)) then
          c.state.held = true
          if api.logging() then
            api.log("hold", { who = c.name, text = string.format("%s holds his card (%s)", c.name, c.state.card.text) })
          end
        else
          R["count.window"](fight, c, "before")
          R["card.act"](fight, c)
        end
      end
    end
    for i = #placed, 1, -1 do
      local c = placed[i]
      if c.state.held and not c.state.acted then
        R["count.window"](fight, c, "before")
        R["card.act"](fight, c)
      end
    end
    fight.counting = false
  end, "seed 004: aces and jokers first, down to the deuce, then held cards as the count goes back up")
end

-- define_turn(api): the end of a turn, and one whole turn.
local function define_turn(api)
  local R = api.rules

  -- turn.end(fight): countdowns, the shuffle and refill, aims lapse.
  api.define("turn.end", function(fight)
    R["status.end_turn"](fight)
    for _, c in ipairs(fight.combatants) do
      if c.state.card and not c.state.spent then R["hand.spend"](fight, c) end
      if c.aim and c.aim.turn <= fight.turn then c.aim = nil end
    end
    R["hand.refill"](fight)
    api.emit("turn.end", fight)
  end, "seed 004: the end of the turn")

  -- round.run(fight): one whole turn.
  api.define("round.run", function(fight)
    fight.turn = fight.turn + 1
    fight.round = fight.turn
    if api.logging() then api.log("turn", { turn = fight.turn, text = string.format("— turn %d —", fight.turn) }) end
    for _, c in ipairs(fight.combatants) do c.state = {} end
    api.emit("turn.start", fight)
    R["turn.place"](fight)
    R["turn.count"](fight)
    R["turn.end"](fight)
  end, "run one turn")
end

function M.setup(api)
  define_fight(api)
  define_window(api)
  define_count(api)
  define_turn(api)
end

return M
