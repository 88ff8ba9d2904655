-- rules/tactics.lua — shootout.tactics: what a figure chooses when the
-- rules ask. A policy is four rules, "tactics.<name>.<step>":
--   choose(fight, c)                     → a card of c.cards, "discard" or nil
--   hold(fight, c, m)                    → hold the card (meaning m) or act
--   act(fight, c, m)                     → a plan (rules/actions.lua)
--   interrupt(fight, c, m, actor, moment) → act now on the held card
-- A scenario names per figure a policy data tactics.policies lists (tactics
-- = "default"); one without a step uses the default's. Every step is a rule,
-- so a module wraps or replaces it like any other.
--
-- tactics.default — decided here, a player of the seed's game would accept:
-- * choose: in a fistfight, the highest card (it acts first); on the ground,
--   a card with a special move (get up and act), else a red card to shoot
--   from the ground, else a black number card to get up; no gun to fire: a
--   card that moves to the dropped gun, a black card to reload, or (a man
--   with no gun at all) the longest move toward the nearest enemy; an ace or
--   joker whenever he has one; a red card (two shots before one, higher
--   before lower); out of cover with only black cards, the card that reaches
--   the nearest free cover; otherwise the lowest black card to aim — but
--   when he already has an aim for this turn that only black cards would
--   waste, he throws in the hand for a new one.
-- * hold: a card that shoots is held (overwatch, the seed's red king) when he
--   is in cover and no enemy shows; otherwise he acts at once.
-- * interrupt: a held card that shoots fires at an enemy who has just moved,
--   leaned out of his corner or fired, and shows (runs past the alley).
-- * act: get up first (special move or the whole black card); fetch a
--   dropped gun; reload an empty shotgun; a man with no gun walks into a
--   fistfight; a black card moves to cover when he is out of it and there is
--   free cover, else aims; an ace or joker moves to cover and shoots twice;
--   shots go at the interrupted man, else the aimed man, else the nearest
--   enemy standing — a gentleman never at a downed man (rules/code.lua).
local G, policies = require("rules.lib.geometry"), require("lib.policies")

local M = {
  name = "shootout.tactics",
  version = "1.0.0",
  summary = "Tactics policies: the default gunfighter (choose, hold, act, interrupt) and its target choice",
  source = "seed 004 \"Really Simple Wild West Shootout Rules\" (playing cards, aiming, holding, the gentleman's code)",
  requires = { "shootout.cards", "shootout.cover", "shootout.code", "shootout.weapons" },
}

local STEPS = { "choose", "hold", "act", "interrupt" }

-- steps_of(api, name) → the steps of policy name its rules define, in STEPS order.
local function steps_of(api, name)
  local out = {}
  for _, step in ipairs(STEPS) do
    local rule = "tactics." .. tostring(name) .. "." .. step
    if api.has(rule) and type(api.rules[rule]) == "function" then out[#out + 1] = step end
  end
  return out
end

-- define_policies(api): running a figure's policy, and knowing one.
local function define_policies(api)
  local R = api.rules

  -- tactics.call(fight, c, step, ...) runs c's policy's step (or the default's).
  api.define("tactics.call", function(fight, c, step, ...)
    local own = "tactics." .. tostring(c.tactics) .. "." .. step
    local fn = api.has(own) and R[own] or R["tactics.default." .. step]
    return fn(fight, c, ...)
  end, "run a step of a figure's tactics policy")

  -- tactics.known(name) → whether a policy of that name has a step, and
  -- the steps it has (in the order choose, hold, act, interrupt).
  api.define("tactics.known", function(name)
    local steps = steps_of(api, name)
    return #steps > 0, steps
  end, "is there a tactics policy of this name (and its steps)")
end

local targets = require("lib.targets")

-- define_targets(api): whom a figure may shoot, and whom he does.
local function define_targets(api)
  local R = api.rules

  -- tactics.enemies(fight, c) → living enemies, nearest first (ties: scenario order).
  api.define("tactics.enemies", function(fight, c)
    return targets.enemies(fight, c, function(o) return not o.dead end,
      function(a, b) return G.distance(a.pos, b.pos) end)
  end, "living enemies, nearest first")

  -- tactics.valid(fight, c, t): t may be shot at by c now: alive, showing,
  -- and c's code allows it.
  api.define("tactics.valid", function(fight, c, t)
    return t ~= nil and not t.dead and R["cover.targetable"](fight, c, t) and R["code.allows"](fight, c, "shoot", t)
  end, "a target c may shoot at now")

  -- tactics.target(fight, c) → the enemy to shoot: the aimed man (aim good
  -- this turn), else the nearest valid enemy still fighting, else (riff-raff)
  -- the nearest valid downed one.
  api.define("tactics.target", function(fight, c)
    if c.aim and c.aim.turn == fight.turn then
      local t = fight.by_name[c.aim.target]
      if R["tactics.valid"](fight, c, t) then return t end
    end
    local downed
    for _, t in ipairs(R["tactics.enemies"](fight, c)) do
      if R["tactics.valid"](fight, c, t) then
        if R["combatant.fighting"](fight, t) and not t.fallen then return t end
        downed = downed or t
      end
    end
    return downed
  end, "whom to shoot")

  -- tactics.shot_target(fight, c, plan) → plan.target while still valid,
  -- else tactics.target.
  api.define("tactics.shot_target", function(fight, c, plan)
    local t = plan.target and fight.by_name[plan.target]
    if R["tactics.valid"](fight, c, t) then return t end
    return R["tactics.target"](fight, c)
  end, "the target of the next shot")
end

-- define_free_cover(api): where he runs for cover.
local function define_free_cover(api)
  -- tactics.free_cover(fight, c) → the nearest cover spot nobody else stands
  -- at, or nil (also when c is behind cover already).
  api.define("tactics.free_cover", function(fight, c)
    if c.cover then return nil end
    local best, bd
    for _, s in ipairs(fight.cover or {}) do
      local taken = false
      for _, o in ipairs(fight.combatants) do
        taken = taken or (o ~= c and not o.dead and G.touching(o.pos, s.pos))
      end
      local d = G.distance(c.pos, s.pos)
      if not taken and (bd == nil or d < bd) then best, bd = s, d end
    end
    return best
  end, "the nearest free cover spot")
end

-- rules_text(name, steps) → the policy's rules as a message names them, a
-- format lib/policies.lua fills with the name (one %s, the first rule's; the
-- others carry it already, its % escaped): the steps defined, one ("rule
-- tactics.%s.act") or several ("rules tactics.%s.choose and
-- tactics.flee.act"); none: "rules tactics.%s.<step>".
local function rules_text(name, steps)
  if #steps == 0 then return "rules tactics.%s.<step>" end
  local full = {}
  for i, step in ipairs(steps) do
    full[i] = "tactics." .. (i == 1 and "%s" or (name:gsub("%%", "%%%%"))) .. "." .. step
  end
  if #full == 1 then return "rule " .. full[1] end
  return "rules " .. table.concat(full, ", ", 1, #full - 1) .. " and " .. full[#full]
end

-- define_why_not(api): whether a scenario may name a policy.
local function define_why_not(api)
  local R = api.rules
  -- tactics.why_not(name [, steps]) → nil when a scenario may name the
  -- policy: data tactics.policies lists it (rules/policy.lua) and it has a
  -- step; else why not, with the policies there are and the nearest
  -- (lib/policies.lua), naming the steps its rules define (steps: a list of
  -- step names, for a spec; left out: the steps defined).
  api.define("tactics.why_not", function(name, steps)
    name = tostring(name)
    local known = steps ~= nil and #steps > 0
    if steps == nil then known, steps = R["tactics.known"](name) end -- a wrap may say known alone
    steps = steps or {}
    return policies.why_not(api, name, { defined = function() return known end, rule = rules_text(name, steps) })
  end, "why a scenario may not name this tactics policy (nil: it may)")
end

function M.setup(api)
  define_policies(api)
  define_targets(api)
  define_free_cover(api)
  define_why_not(api)
end

return M
