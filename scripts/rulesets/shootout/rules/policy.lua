-- rules/policy.lua — shootout.policy: the default tactics policy's four
-- steps (choose, hold, act, interrupt); what it does and why is in
-- rules/tactics.lua's header. Two more: "overwatch" holds every card that
-- shoots (seed 004: "essentially placing him on overwatch"), and "hold"
-- never acts (a bystander, or a figure a spec moves by hand).
local G = require("rules.lib.geometry")

local M = {
  name = "shootout.policy",
  version = "1.0.0",
  summary = "The default tactics policy, an overwatch policy and a do-nothing policy",
  source = "seed 004 \"Really Simple Wild West Shootout Rules\" (playing cards, aiming, holding, the gentleman's code)",
  requires = { "shootout.tactics", "shootout.actions" },
}

-- sorted(R, c, keep, better) → the first card of c's hand that keep(m, card)
-- accepts, ordered by better(a, b) (nil: a tie) and then the count, and its
-- meaning.
local function sorted(R, c, keep, better)
  local out = {}
  for _, card in ipairs(c.cards) do
    local m = R["cards.meaning"](card)
    if keep(m, card) then out[#out + 1] = { card = card, m = m } end
  end
  table.sort(out, function(a, b)
    local x = better(a, b)
    if x ~= nil then return x end
    return R["cards.before"](a.card, b.card)
  end)
  return out[1] and out[1].card, out[1] and out[1].m
end

-- highest(R, c, keep) → the highest kept card in the count.
local function highest(R, c, keep) return sorted(R, c, keep, function() return nil end) end

-- lowest(R, c, keep) → the lowest kept card in the count.
local function lowest(R, c, keep)
  return sorted(R, c, keep, function(a, b)
    if a.card.number == b.card.number then return false end
    return not R["cards.before"](a.card, b.card)
  end)
end

-- moves_at_least(R, c, d) → the smallest move that covers d inches, else the
-- longest.
local function moves_at_least(R, c, d)
  return sorted(R, c, function(m) return m.inches > 0 end, function(a, b)
    local ra, rb = a.m.inches >= d, b.m.inches >= d
    if ra ~= rb then return ra end
    if a.m.inches ~= b.m.inches then
      if ra then return a.m.inches < b.m.inches end
      return a.m.inches > b.m.inches
    end
    return nil
  end)
end

local function is_ace(m) return m.kind == "both" end
local function is_red(m) return m.kind == "shoot" end
local function is_black(m) return m.kind == "move" end
local function black_number(m) return m.kind == "move" and not m.special end
local function special(m) return m.special end

-- dropped(c) → index, weapon: the first weapon c has dropped.
local function dropped(c)
  for i, w in ipairs(c.weapons) do
    if w.dropped_at then return i, w end
  end
end

-- empty(c) → the first empty weapon c still holds.
local function empty(c)
  for _, w in ipairs(c.weapons) do
    if w.empty and not w.dropped_at then return w end
  end
end

-- no_gun(R, fight, c) → a card for a figure with nothing to fire, or nil.
local function no_gun(R, fight, c)
  local _, dw = dropped(c)
  if dw then return (moves_at_least(R, c, G.distance(c.pos, dw.dropped_at))) or "discard" end
  if empty(c) then return (lowest(R, c, black_number)) or (highest(R, c, special)) or "discard" end
  local e = R["tactics.enemies"](fight, c)[1]
  if e == nil then return nil end
  return (moves_at_least(R, c, G.distance(c.pos, e.pos))) or "discard"
end

-- act_move(R, fight, c, m, plan) → true when the move is the whole plan.
local function act_move(R, fight, c, m, plan)
  local di, dw = dropped(c)
  if not R["weapon.pick"](c) and dw then
    plan.move = { to = dw.dropped_at, pickup = di }
    return false
  end
  if not R["weapon.pick"](c) and not empty(c) then
    for _, e in ipairs(R["tactics.enemies"](fight, c)) do
      if R["combatant.fighting"](fight, e) and R["code.allows"](fight, c, "strike", e) then
        plan.move = { to = e.pos, stop = 0.9, brawl = e.name }
        return true
      end
    end
    return true
  end
  local spot = R["tactics.free_cover"](fight, c)
  if spot then plan.move = { to = spot.pos } return false end
  return false
end

-- define_choose(api): the default policy's choice of card.
local function define_choose(api)
  local R = api.rules

  api.define("tactics.default.choose", function(fight, c)
    if c.brawl then return (highest(R, c, function() return true end)) end
    if c.fallen then
      return (highest(R, c, is_ace)) or (highest(R, c, special)) or (highest(R, c, is_red)) or (lowest(R, c, black_number))
    end
    if not R["weapon.pick"](c) then return no_gun(R, fight, c) end
    local ace = highest(R, c, is_ace)
    if ace then return ace end
    local red = sorted(R, c, is_red, function(a, b)
      if a.m.shots ~= b.m.shots then return a.m.shots > b.m.shots end
      return nil
    end)
    if red then return red end
    local spot = R["tactics.free_cover"](fight, c)
    if spot then return (moves_at_least(R, c, G.distance(c.pos, spot.pos))) end
    if c.aim and c.aim.turn == fight.turn then return "discard" end
    return (lowest(R, c, is_black))
  end, "default: which card to lay face down")
end

-- define_steps(api): the default policy's hold, interrupt and act.
local function define_steps(api)
  local R = api.rules

  api.define("tactics.default.hold", function(fight, c, m)
    if m.shots == 0 or c.brawl or not c.cover then return false end
    return R["tactics.target"](fight, c) == nil
  end, "default: hold a shooting card on overwatch when in cover and nobody shows")

  api.define("tactics.default.interrupt", function(fight, c, m, actor, moment)
    if m.shots == 0 or actor.side == c.side or moment == "before" then return false end
    return R["tactics.valid"](fight, c, actor) and R["combatant.fighting"](fight, actor)
  end, "default: a held shooting card fires at an enemy who moved or fired into view")

  api.define("tactics.default.act", function(fight, c, m)
    local plan = {}
    if c.brawl then return plan end
    if c.fallen then
      if m.special then plan.special = "stand" elseif is_black(m) then return { stand = true } end
    end
    if empty(c) and not R["weapon.pick"](c) then
      if m.special and not plan.special then plan.special = "reload"
      elseif black_number(m) then return { reload = true } end
    end
    if m.inches > 0 and (not c.fallen or plan.special == "stand") then
      if act_move(R, fight, c, m, plan) then return plan end
    end
    if m.shots == 0 and not plan.move and not plan.special then
      local t = R["tactics.target"](fight, c) or R["tactics.enemies"](fight, c)[1]
      return t and { aim = t.name } or plan
    end
    if m.shots > 0 then plan.target = c.state.interrupting end
    return plan
  end, "default: what to do with the card")
end

-- define_other_policies(api): overwatch and the bystander.
local function define_other_policies(api)
  -- tactics.overwatch: the default policy, except that every card that
  -- shoots is held (the seed's red king in the alleyway): it acts when an
  -- enemy moves, leans out or fires into view, else as the count goes back up.
  api.define("tactics.overwatch.hold", function(fight, c, m)
    return m.shots > 0 and not c.brawl
  end, "overwatch: hold every shooting card")

  for _, step in ipairs({ "choose", "hold", "interrupt" }) do
    api.define("tactics.hold." .. step, function() return nil end, "a bystander: never plays, holds or interrupts")
  end
  api.define("tactics.hold.act", function() return {} end, "a bystander does nothing")
end

-- define_policy_names(api): the policies a scenario may name (a house rule
-- that defines rules tactics.NAME.<step> adds NAME here; tactics.why_not).
local function define_policy_names(api)
  api.define("tactics.policies", {
    default = { doc = "the gunfighter: shoots, aims, runs for cover, holds a shot in cover "
      .. "when no enemy shows (rules/tactics.lua)" },
    overwatch = { doc = "the default, holding every card that shoots" },
    hold = { doc = "never plays, holds or interrupts (a bystander)" },
  }, "the tactics policies a scenario may name (tactics = NAME; rules tactics.NAME.<step>, the default's where one is missing)")
end

function M.setup(api)
  define_choose(api)
  define_steps(api)
  define_other_policies(api)
  define_policy_names(api)
end

return M
