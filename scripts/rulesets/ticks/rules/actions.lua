-- rules/actions.lua — declaring an action and running it tick by tick (seed
-- 003 "Combat", "Actions": Attack, Defend, Evade, Defer, Aim, Other).
--
-- seed 003 "Combat": "When your character's quickness is called, you declare
-- your action for the combat round from the list below; if the action is
-- attack, you may also choose to declare a single maneuver." "starting with
-- your quickness (possibly modified, see below), you begin your action."
-- seed 003 "Defend": "You get as many defense points as your (melee) weapon
-- skill plus weapon base damage ... may be spent on attacks that happen before
-- your quickness." "Evade": "You begin movement when your quickness + evade is
-- called ... You may take other small actions that don't directly involve
-- other people (like drawing a weapon ...) while evading."
-- seed 003 "Quick Draw": "draw and attack in the same round at their
-- quickness-5 [melee] / quickness-10 [handgun/thrown]".
--
-- An action is a table {kind = "attack"|"defend"|"evade"|"defer"|"aim"|"other",
-- target = name, weapon = index into c.weapons (0: fists; nil: the weapon in
-- hand), maneuvers = {keys}, luck = {test =, requirement =}, throw = bool,
-- to = {x, y} (where to move), condition = {kind =, steps =} (defer), what =
-- "draw"|"reload"|"pick_up"|"first_aid"|"nothing" (other), patient = name}.
-- Each kind's tick is rule action.<kind>(fight, c, tick).
--
-- Decided here: an action that breaks a rule when declared (a maneuver the
-- character may not take, a weapon not in hand, an aim at someone out of
-- sight) becomes Other: nothing, and the log says why; a Defend with a ranged
-- weapon in hand defends with fists (1 + melee skill).
local M = {
  name = "ticks.actions",
  version = "1.0.0",
  summary = "Declaring actions (Attack with maneuvers, Defend, Evade, Defer, Aim, Other) and their start ticks",
  source = "seed 003 \"Combat\", \"Actions\", \"Maneuvers\", \"Luck in Combat\"",
  requires = { "ticks.timing", "ticks.maneuvers", "ticks.luck" },
  events = {
    ["action.declared"] = { doc = "a combatant declared an action", args = { "fight", "combatant", "action" } },
  },
}

local G = require("rules.lib.geometry")

local NAMES = { attack = "Attack", defend = "Defend", evade = "Evade", defer = "Defer", aim = "Aim", other = "Other" }

-- other_words(c, a) → an Other action's what in words, as the declaration
-- line reads it: "pick up the Shotgun", "reload the Shotgun", "draw the
-- Pistol", "first aid on Ruth Rosen", "nothing" (another what: its key,
-- underscores as spaces).
local function other_words(c, a)
  local text = tostring(a.what):gsub("_", " ")
  local w = a.weapon and c.weapons[a.weapon]
  if w then text = text .. " the " .. w.name end
  if a.patient then text = text .. " on " .. a.patient end
  return text
end

-- check_attack(R, fight, c, a) → ok, why, requirement luck needed.
local function check_attack(R, fight, c, a)
  local w = R["action.weapon"](c, a)
  if w == nil then return false, "no such weapon", 0 end
  if w.on_ground then return false, "the " .. w.name .. " is on the ground", 0 end
  local held = (w == c.held) or w.key == "unarmed"
  local ctx = { weapon = w, throw = a.throw, held = held }
  if a.throw and not w.thrown then return false, "the " .. w.name .. " is not for throwing", 0 end
  local need, tested, draws = 0, 0, false
  for _, k in ipairs(a.maneuvers or {}) do
    local ok, why, n = R["maneuver.check"](c, ctx, k)
    if not ok then return false, why, 0 end
    need = need + n
    local m = R["maneuver.table"][k]
    if m.attacker then tested = tested + 1 end
    if m.draws then draws = true end
  end
  if tested > 1 then return false, "one maneuver with a test per attack", 0 end
  if not held and not draws then return false, "the " .. w.name .. " is not in hand", 0 end
  if w.shots and (w.loaded or 0) < 1 and not a.throw then return false, "the " .. w.name .. " is empty", 0 end
  return true, nil, need
end

-- spend_declared(R, c, a, need) spends the luck a declaration needs: the
-- requirement levels, and one point per maneuver beyond the first.
local function spend_declared(R, c, a, need)
  local extra = math.max(0, #(a.maneuvers or {}) - 1)
  if need + extra > (c.luck or 0) then return false end
  R["luck.spend"](c, need, "requirement", "toward a maneuver's requirement")
  R["luck.spend"](c, extra, "maneuver", "this round")
  return true
end

-- define_basics(api): the actions, the weapon one uses, the tick it starts.
local function define_basics(api)
  local R = api.rules
  api.define("action.names", NAMES, "the six actions (seed 003 \"Actions\")")

  -- action.weapon(c, a) is the weapon instance an action uses.
  api.define("action.weapon", function(c, a)
    if a.weapon == 0 then return c.fists end
    if a.weapon then return c.weapons[a.weapon] end
    return R["combatant.weapon"](c)
  end, "the weapon an action names (0: fists, nil: the one in hand)")

  -- action.start(c, a) is the tick the action begins: quickness; an attack
  -- with Quick Draw at quickness − 5 or − 10; Evade at quickness + evade.
  api.define("action.start", function(c, a)
    local q = R["ticks.quickness"](c)
    if a.kind == "evade" then return q + R["combatant.skill"](c, "evade") end
    if a.kind == "attack" then
      local delay = 0
      for _, k in ipairs(a.maneuvers or {}) do delay = math.max(delay, R["maneuver.table"][k].delay or 0) end
      return q - delay
    end
    return q
  end, "the tick an action begins")
end

-- define_check(api): whether an action is allowed, and its words.
local function define_check(api)
  local R = api.rules

  -- action.check(fight, c, a) → ok, why, requirement luck needed.
  api.define("action.check", function(fight, c, a)
    if NAMES[a.kind] == nil then return false, string.format("no action %q", tostring(a.kind)), 0 end
    local t = a.target and fight.by_name[a.target]
    if (a.kind == "attack" or a.kind == "aim") and t == nil then return false, "no target", 0 end
    if a.kind == "attack" then return check_attack(R, fight, c, a) end
    if a.kind == "aim" then
      local w = R["action.weapon"](c, a)
      if w ~= c.held or w.kind ~= "ranged" then return false, "Aim needs a ranged weapon in hand", 0 end
      if w.shots and (w.loaded or 0) < 1 then return false, "the " .. w.name .. " is empty", 0 end
      if not R["sight.clear"](fight, c, t) then return false, t.name .. " is out of sight", 0 end
    end
    if a.kind == "defer" and R["defer.condition." .. tostring(a.condition and a.condition.kind)] == nil then
      return false, "no such defer condition", 0
    end
    return true, nil, 0
  end, "is a declared action allowed")

  -- action.describe(fight, c, a) is a short text of an action.
  api.define("action.describe", function(fight, c, a)
    local parts = { NAMES[a.kind] or tostring(a.kind) }
    if a.target then parts[#parts + 1] = a.target end
    local w = (a.kind == "attack" or a.kind == "aim" or a.kind == "defer") and R["action.weapon"](c, a)
    if w then parts[#parts + 1] = "with the " .. w.name .. (a.throw and " (thrown)" or "") end
    for _, k in ipairs(a.maneuvers or {}) do parts[#parts + 1] = "[" .. R["maneuver.table"][k].name .. "]" end
    if a.condition then parts[#parts + 1] = "if " .. R["defer.describe"](a.condition) end
    if a.kind == "evade" and a.to then parts[#parts + 1] = "to " .. G.fmt(a.to) end
    if a.kind == "other" and a.what then return "Other, " .. other_words(c, a) end
    return table.concat(parts, " ")
  end, "an action in words")
end

-- define_declare(api): declaring an action for the round.
local function define_declare(api)
  local R = api.rules

  -- action.declare(fight, c, a) records c's action for the round.
  api.define("action.declare", function(fight, c, a, tick)
    local ok, why, need = R["action.check"](fight, c, a)
    if ok and not spend_declared(R, c, a, need) then ok, why = false, "not enough luck" end
    if not ok then
      if api.logging() then
        api.log("declare", { text = string.format("tick %d: %s cannot %s (%s): Other, nothing", tick or 0, c.name,
          R["action.describe"](fight, c, a), why), who = c.name })
      end
      a = { kind = "other", what = "nothing" }
    end
    if (a.kind == "attack" or a.kind == "aim" or a.kind == "defer") and a.weapon == nil then
      a.weapon = c.held and c.held.index or 0
    end
    a.start = R["action.start"](c, a)
    c.state.action = a
    fight.declared[#fight.declared + 1] = { who = c.name, action = a }
    if a.kind == "defend" then
      local w = R["combatant.parry_weapon"](c)
      local skill = R["combatant.skill"](c, "melee")
      c.state.defense, c.state.defense_from = w.damage + skill, w.key and "gear.weapons." .. w.key .. ".damage"
      -- the skill's credit is taken as it is asked: the points are spent later
      c.state.defense_skill = api.terms("defence skill", skill, "melee skill " .. skill, "skill", "combatant.skill")
    end
    if api.logging() then
      api.log("declare", { text = string.format("tick %d: %s declares %s%s", tick or 0, c.name,
        R["action.describe"](fight, c, a), a.kind == "defend" and string.format(" (%d defence points)", c.state.defense) or ""),
        who = c.name, action = a.kind })
    end
    api.emit("action.declared", fight, c, a)
    return a
  end, "declare an action")
end

-- define_run(api): an action at its tick; Evade's draw; Defend.
local function define_run(api)
  local R = api.rules

  -- action.act(fight, c, tick) runs c's action at this tick.
  api.define("action.act", function(fight, c, tick)
    local a = c.state.action
    if a == nil then return end
    local f = R["action." .. a.kind]
    if f then f(fight, c, tick) end
  end, "run an action at a tick")

  -- action.evade: the small action of drawing a weapon (a.weapon) on the
  -- evader's start tick; the movement is rules/movement.lua's.
  api.define("action.evade", function(fight, c, tick)
    local a = c.state.action
    if tick == a.start and a.weapon and a.weapon > 0 and c.held == nil then R["other.draw"](fight, c, a.weapon) end
  end, "Evade: move every tick; draw a weapon on the way")

  api.define("action.defend", function() end, "Defend: points spent as attacks arrive (rules/attack.lua)")
end

function M.setup(api)
  define_basics(api)
  define_check(api)
  define_declare(api)
  define_run(api)
end

return M
