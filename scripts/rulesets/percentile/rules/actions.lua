-- rules/actions.lua — declaring the round's basic actions and playing them
-- in the combat order.
-- seed 002 "4.1.1 The round of combat": "A round allows you to perform a
-- basic action, such as shooting, striking, jumping, diving, riding a horse".
-- seed 002 "4.2.1 The sequence of combat": "If a character fires several
-- bullets in a round, he repeats the sequence from the "Target
-- determination" phase."
-- seed 002 "4.2.2.1.1": "he fires instinctively at ALL his opponents".
--
-- An action is {kind = "shoot" | "strike" | "move" | "reload" | "stun" |
-- "wait", target = name, weapons = {index, …} (shoot/strike; 0 = fists),
-- weapon = index (reload), toward = name, stop = metres (move), area = an
-- aimed-at area}. round.declare asks each combatant who can act for one;
-- round.entry turns it into the shots or blows of the combat order;
-- round.play plays the order.
-- Decided here (Appendix 8, the action durations, is not in the seed):
-- moving is up to 20 m a round (action.table.move); reloading fills one
-- weapon and takes the round; a shot whose target is down or out of range
-- goes to tactics.retarget's choice, and is not fired when there is none.
local M = {
  name = "percentile.actions",
  version = "1.0.0",
  summary = "Declared basic actions, turned into shots or blows and played in the combat order",
  source = "seed 002 \"4.1.1 The round of combat\", \"4.2.1 The sequence of combat\"",
  requires = { "percentile.attack", "percentile.shots", "percentile.order" },
  events = {
    ["round.declared"] = { doc = "every combatant has declared this round's action", args = { "fight", "entries" } },
  },
}

local ATTACKS = { shoot = true, strike = true }

-- ev(text, fields): a log event's fields with its text (rules/lib/event.lua).
local ev = require("rules.lib.event").ev

-- policy(R, fight, c) → the action c's tactics policy declares (wait: nil).
local function policy(R, fight, c)
  local p = R["tactics." .. c.tactics]
  if type(p) ~= "function" then error(string.format("round: %q: no tactics policy %q", c.name, tostring(c.tactics)), 2) end
  return p(fight, c) or { kind = "wait" }
end

-- log_declare(api, c, a, e): the transcript line of a declared action.
local function log_declare(api, c, a, e)
  local R = api.rules
  local what = a.kind .. (a.target and (" " .. a.target) or "") .. (a.toward and (" toward " .. a.toward) or "")
  if ATTACKS[a.kind] then
    local parts = {}
    for k, i in ipairs(a.weapons or { 0 }) do
      parts[#parts + 1] = string.format("%s %d", R["combatant.weapon_label"](c, R["round.weapon"](c, i)), e.shots[k])
    end
    what = string.format("%s — %s skill (%s), %s", what, (R["skill.key"](e.mode):gsub("_", " ")), e.reason,
      table.concat(parts, " + "))
  end
  -- the combat speed's terms when anything adjusts it (a heavy gunbelt, a
  -- house rule's wounds), so its module and line are in the transcript
  local speed = e.speed_terms and e.speed_terms:count() > 1 and e.speed_terms or nil
  api.log("declare", ev(string.format("%s: %s", c.name, what), { who = c.name, action = a.kind, target = a.target,
    speed = speed, shots = e.terms[1] }))
end

-- fire(R, fight, e, k): weapon k of entry e's action fires or strikes once.
local function fire(R, fight, e, k)
  local c, a = e.c, e.a
  local w = R["round.weapon"](c, a.weapons and a.weapons[k] or 0)
  if not R["round.can_fire"](fight, c, w) then return end
  local t = fight.by_name[a.target]
  local usable = t and R["combatant.active"](t) and R["gear.range"](w, R["combatant.distance"](c, t)) ~= "out"
  if not usable then
    t = R["tactics.retarget"](fight, c, w)
    if not t then return end
    a.target, a.area = t.name, nil
  end
  R["attack.resolve"](R["attack.context"](fight, c, t, w, { area = a.area }))
end

-- define_entries(api): how far a move goes, a combatant's weapons, a declared action's shots.
local function define_entries(api)
  local R = api.rules
  api.define("action.table", { move = 20 }, "metres moved in a round (decided here)")

  -- round.weapon(c, i) → weapon i of c (0 = fists).
  api.define("round.weapon", function(c, i)
    if i == 0 then return c.unarmed end
    return c.weapons[i]
  end, "a combatant's weapon by index")

  -- round.entry(fight, c, a) → {c, a, n, speed, speed_terms, pct, shots = {n per listed weapon}, terms}.
  api.define("round.entry", function(fight, c, a)
    local st = R["speed.combat"](c)
    local e = { c = c, a = a, n = 1, speed = st:total(), speed_terms = st, pct = 0, shots = {}, terms = {} }
    if not ATTACKS[a.kind] then return e end
    local t = fight.by_name[a.target]
    e.n = 0
    for k, i in ipairs(a.weapons or { 0 }) do
      local w = R["round.weapon"](c, i)
      local ctx = R["attack.context"](fight, c, t, w, { area = a.area })
      local n, terms = R["shots.count"](c, w, ctx.mode, a.weapons)
      e.shots[k], e.terms[k] = n, terms
      if n > e.n then e.n = n end
      if k == 1 then e.pct, e.mode, e.reason = R["hit.percentage"](ctx):total(), ctx.mode, ctx.mode_reason end
    end
    return e
  end, "the shots or blows of a declared action")
end

-- define_declare(api): the declaration of the round's actions.
local function define_declare(api)
  local R = api.rules

  -- attacked(entries, c): the declared attack of an enemy who is not
  -- ambushed himself is on c (decided here: two ambushed men who would
  -- attack each other both act, since either losing his action would leave
  -- the other unattacked).
  local function attacked(entries, c)
    for _, e in ipairs(entries) do
      if e.c.side ~= c.side and not e.c.state.ambushed_now and ATTACKS[e.a.kind] and e.a.target == c.name then
        return true
      end
    end
    return false
  end

  -- round.declare(fight) → the round's entries, scenario order. An ambushed
  -- combatant whom an enemy's declared attack is on is attacked and
  -- surprised: his own declaration is struck and he loses the round (4.1.1).
  api.define("round.declare", function(fight)
    local all = {}
    for _, c in ipairs(fight.combatants) do
      if R["round.can_act"](fight, c) then
        local a = policy(R, fight, c)
        c.state.action = a
        all[#all + 1] = R["round.entry"](fight, c, a)
      end
    end
    local entries = {}
    for _, e in ipairs(all) do
      local c = e.c
      if c.state.ambushed_now and attacked(all, c) then
        c.state.lost_round, c.state.action = true, nil
        if api.logging() then
          api.log("declare", ev(string.format("%s is attacked and surprised: no action this round", c.name), { who = c.name }))
        end
      else
        entries[#entries + 1] = e
        if api.logging() then log_declare(api, c, e.a, e) end
      end
    end
    api.emit("round.declared", fight, entries)
    return entries
  end, "the declaration of the round's actions")

  -- round.can_fire(fight, c, w): can weapon w fire (or strike) now — a
  -- firearm needs a bullet loaded.
  api.define("round.can_fire", function(fight, c, w)
    return w.kind == "melee" or (w.loaded or 0) > 0
  end, "can a weapon fire now")
end

-- define_play(api): the combat order, played slot by slot.
local function define_play(api)
  local R = api.rules

  -- round.play(fight, entries): the combat order, slot by slot.
  api.define("round.play", function(fight, entries)
    local slots = R["order.build"](entries)
    if api.logging() and #slots > 0 then
      local parts = {}
      for _, s in ipairs(slots) do parts[#parts + 1] = string.format("%d:%s", s.count, s.entry.c.name) end
      api.log("order", ev("combat order (count:who) " .. table.concat(parts, ", ")))
    end
    for _, s in ipairs(slots) do
      local e = s.entry
      if R["round.can_act"](fight, e.c) then
        if ATTACKS[e.a.kind] then
          for k = 1, #(e.a.weapons or { 0 }) do
            if e.shots[k] >= s.count then fire(R, fight, e, k) end
          end
        elseif s.count == 1 then
          local fn = R["action." .. e.a.kind]
          if type(fn) ~= "function" then error(string.format("round: unknown action kind %q", tostring(e.a.kind)), 2) end
          fn(fight, e.c, e.a)
        end
      end
    end
  end, "play the combat order")
end

-- define_actions(api): moving and reloading.
local function define_actions(api)
  local R = api.rules

  -- action.move(fight, c, a): up to action.table.move metres toward a.toward,
  -- stopping a.stop metres (default 1) from it.
  api.define("action.move", function(fight, c, a)
    local t = fight.by_name[a.toward]
    if not t then return { done = false } end
    local d = R["combatant.distance"](c, t)
    local go = math.min(R["action.table"].move, math.max(0, d - (a.stop or 1)))
    if d > 0 and go > 0 then
      c.pos = { x = c.pos.x + (t.pos.x - c.pos.x) * go / d, y = c.pos.y + (t.pos.y - c.pos.y) * go / d }
    end
    if api.logging() then
      api.log("move", ev(string.format("%s moves %.0f m toward %s (%.0f m apart)", c.name, go, t.name,
        R["combatant.distance"](c, t)), { who = c.name }))
    end
    return { done = true, moved = go }
  end, "move toward someone")

  -- action.reload(fight, c, a): weapon a.weapon is loaded to capacity.
  api.define("action.reload", function(fight, c, a)
    local w = c.weapons[a.weapon]
    if not w or not w.capacity then return { done = false } end
    w.loaded = w.capacity
    if api.logging() then api.log("reload", ev(string.format("%s reloads the %s (%d)", c.name,
      R["combatant.weapon_label"](c, w), w.loaded), { who = c.name })) end
    return { done = true }
  end, "reload a weapon")
end

function M.setup(api)
  define_entries(api)
  define_declare(api)
  define_play(api)
  define_actions(api)
end

return M
