-- rules/tactics_task.lua — the judge's orders: a scenario's per-combatant
-- task (task = "fan", "run", "forgo", "shove", "fast_draw_both" or
-- "skill:SKILL[:VICTORIES[:TN]]"), which the default policy follows when it
-- can (rules/skill_actions.lua's tactics.task asks tactics.order first) and
-- otherwise fights on as it would.
--
-- seed 000 "Fan Firing" ("first declare the number of shots to be
-- attempted, and also the targets"), "Movement Actions" ("Characters who
-- wish to forgo defense may move an additional 50%"), "Unarmed Combat"
-- (shove), "Fast Draw" (drawing a weapon in each hand at once), "Skill
-- Checks" and "Extended Actions"; seed 001 "Continuous Action Example:
-- Movement" ("Continuous action movement costs 1/2 AP per pace").
--
-- Decided here (each order is what the judge says; the numbers are in data
-- tactics.table):
-- * fan — a drawn single action revolver with 2+ loaded fans up to
--   fan_shots shots (within the AP) at the foes within two range increments
--   (16 paces for a Peacemaker: up close), nearest first,
--   going round them again when there are fewer foes than shots; only with
--   an off hand free to fan (fanfire.allowed with the fanner).
-- * run — in the declaration step, a continuous move toward the nearest foe
--   farther than a walk, all the AP can buy (to one pace short of him); not
--   with a leg lost (rules/limbs.lua).
-- * forgo — a move toward the nearest foe not yet adjacent, forgoing defense;
--   not with a leg lost (it goes no farther).
-- * shove — an unarmed shove at an adjacent foe, with an arm to shove with.
-- * fast_draw_both — two holstered one-handed guns drawn at once with the
--   fast draw skill (fastdraw.both), a Free action of 0 AP; both arms and
--   both hands free needed; the first is drawn in the dominant hand, the
--   other in the off hand (rules/limbs.lua).
-- * skill:SKILL[:VICTORIES[:TN]] — the skill check (an extended action when
--   VICTORIES is given; TN left out: Standard 5) while no foe is adjacent.
local M = {
  name = "core.tactics_task",
  version = "1.0.0",
  summary = "The judge's orders (scenario field task): fan, run, forgo, shove, fast_draw_both, skill:SKILL",
  source = "seed 000 \"Fan Firing\", \"Movement Actions\", \"Unarmed Combat\", \"Fast Draw\", \"Skill Checks\", "
    .. "\"Extended Actions\"; seed 001 \"Continuous Action Example: Movement\"",
}

local ORDERS = { "fan", "run", "forgo", "shove", "fast_draw_both", "skill" }

-- parse(s) → {order, name, skill?, victories?, tn?} or nil and a message.
local function parse(s)
  if type(s) ~= "string" then return nil, "a task is text" end
  local head, rest = s:match("^([%a_]+):?(.*)$")
  if head == "skill" then
    local skill, v, tn = rest:match("^([%a_]+):?(%d*):?(%d*)$")
    if not skill then return nil, string.format("task %q: want skill:SKILL[:VICTORIES[:TN]]", s) end
    return { order = "skill", name = skill, skill = skill, victories = tonumber(v), tn = tonumber(tn) }
  end
  for _, o in ipairs(ORDERS) do
    if head == o and rest == "" then return { order = o, name = o } end
  end
  return nil, string.format("unknown task %q (want %s, or skill:SKILL[:VICTORIES[:TN]])", s,
    table.concat(ORDERS, ", ", 1, #ORDERS - 1))
end

-- nearest(R, fight, c) → the nearest standing foe and the distance, or nil.
local function nearest(R, fight, c)
  local t = R["tactics.enemies"](fight, c)[1]
  if t == nil then return nil end
  return t, R["combatant.distance"](c, t)
end

-- define_fire: task.parse and the order fan.
local function define_fire(api, R)
  api.define("task.parse", function(s)
    local o, why = parse(s)
    if o and o.skill and not R["skills.traits"][o.skill] then
      return nil, string.format("task %q: unknown skill %q (skills.traits has no entry)", s, o.skill)
    end
    return o, why
  end,
    "a scenario's task text → {order, name, skill, victories, tn}, or nil and why")

  -- task.fan(fight, c) → a fan fire series, or nil (see the header).
  api.define("task.fan", function(fight, c)
    local t = R["tactics.target"](fight, c)
    if not t then return nil end
    local ri, rw, why = R["tactics.ranged"](fight, c, t, R["combatant.distance"](c, t))
    if not rw or not R["fanfire.allowed"](rw, c) or (why ~= "ready" and why ~= "draw") then return nil end
    local ready = R["tactics.ready"](c, ri, rw)
    if ready then return ready end
    local names = {}
    for _, o in ipairs(R["tactics.enemies"](fight, c)) do
      local d = R["combatant.distance"](c, o)
      if d <= 2 * (rw.increment or 1) and R["tactics.reaches"](c, rw, o, d) and R["tactics.clear"](fight, c, o) then
        names[#names + 1] = o.name
      end
    end
    local n = math.min(R["tactics.table"].fan_shots, rw.loaded or 0, math.floor(c.state.ap / (rw.ap or 1)))
    if n < 2 or #names == 0 then return nil end
    local fan = {}
    for i = 1, n do fan[i] = names[(i - 1) % #names + 1] end
    return { kind = "shoot", weapon = ri, target = fan[1], fan = fan }
  end, "the judge's order fan: fan fire at the foes in reach (seed 000 \"Fan Firing\")")

end

-- define_moves: the orders that move or grapple (run, forgo, shove).
local function define_moves(api, R)
  -- task.run(fight, c) → a continuous move toward the nearest foe, or nil.
  api.define("task.run", function(fight, c)
    local t, d = nearest(R, fight, c)
    if not t or fight.phase ~= 0 or c.state.continuous or d <= c.speed or R["limbs.legs"](c) > 0 then return nil end
    local paces = math.min(R["continuous.reach"](c.state.ap), d - 1)
    if paces < 4 then return nil end
    return { kind = "continuous_move", toward = t.name, paces = paces }
  end, "the judge's order run: continuous movement toward the nearest foe (seed 001)")

  -- task.forgo(fight, c) → a move forgoing defense toward the nearest foe, or nil.
  api.define("task.forgo", function(fight, c)
    local t, d = nearest(R, fight, c)
    if not t or d <= 1 or c.state.paces >= R["movement.limit"](c, "forgo") or R["limbs.legs"](c) > 0 then return nil end
    return { kind = "move", toward = t.name, mode = "forgo" }
  end, "the judge's order forgo: close in forgoing defense (seed 000 \"Movement Actions\")")

  -- task.shove(fight, c) → a shove at an adjacent foe, or nil.
  api.define("task.shove", function(fight, c)
    local t, d = nearest(R, fight, c)
    if not t or d > 1 or c.state.prone or not (c.unarmed and R["limbs.can_use"](c, c.unarmed)) then return nil end
    return { kind = "melee", target = t.name, weapon = 0, maneuver = "shove" }
  end, "the judge's order shove (seed 000 \"Unarmed Combat\")")

end

-- empty(R, c) → true when both of c's hands are free (rules/limbs.lua: a
-- hand holds one weapon), or false and why not.
local function empty(R, c)
  for _, w in ipairs(c.weapons) do
    if w.drawn and not w.dropped and w.kind ~= "unarmed" then
      return false, string.format("a hand holds the %s", w.name)
    end
  end
  return true
end

-- define_fast_draw: the order fast_draw_both and its action.
local function define_fast_draw(api, R)
  -- task.fast_draw_both(fight, c) → a fast draw of two holstered guns, or nil.
  api.define("task.fast_draw_both", function(fight, c)
    if (c.skills.fast_draw or 0) < 1 or c.state.free_used or not R["limbs.can_work"](c) or not empty(R, c) then return nil end
    local guns = {}
    for i, w in ipairs(c.weapons) do
      if w.kind == "ranged" and (w.hands or 1) == 1 and not w.drawn and not w.dropped then guns[#guns + 1] = i end
    end
    if #guns < 2 then return nil end
    return { kind = "fast_draw_both", weapon = guns[1], off = guns[2], speed = "free", ap = 0 }
  end, "the judge's order fast_draw_both (seed 000 \"Fast Draw\")")

end

-- define_orders: skill:SKILL and the order dispatch.
local function define_orders(api, R)
  -- task.skill(fight, c, o) → the skill check of order o, or nil.
  api.define("task.skill", function(fight, c, o)
    local done = c.state.tasks and c.state.tasks[o.name] and c.state.tasks[o.name].done
    local _, d = nearest(R, fight, c)
    if done or (d and d <= 1) then return nil end
    return { kind = "skill", skill = o.skill, tn = o.tn, task = o.name, victories = o.victories }
  end, "the judge's order skill:SKILL: a skill check or extended action (seed 000 \"Extended Actions\")")

  -- tactics.order(fight, c) → the action c's task asks for now, or nil.
  api.define("tactics.order", function(fight, c)
    local o = R["task.parse"](c.task)
    if not o then return nil end
    return R["task." .. o.order](fight, c, o)
  end, "follow the judge's order (scenario field task) when it can be followed")

end

local function define_action(api, R)
  -- action.fast_draw_both(fight, c, a): fastdraw.both on a.weapon and a.off.
  api.define("action.fast_draw_both", function(fight, c, a)
    local main, off = c.weapons[a.weapon], c.weapons[a.off]
    local both, why = R["limbs.can_work"](c) -- a hand for each gun (rules/limbs.lua)
    if both then both, why = empty(R, c) end
    if not both then
      api.log("action", { text = string.format("%s cannot draw a gun in each hand: %s", c.name, why), who = c.name })
      return { done = false }
    end
    local res = R["fastdraw.both"](c, main, off)
    -- each gun drawn is in its hand: the first the dominant, the other the off hand
    local h, dom = c.state.hands or {}, c.hand or "right"
    c.state.hands = h
    if main.drawn then h[dom], main.hand = main, dom end
    if off.drawn then
      local other = dom == "right" and "left" or "right"
      h[other], off.hand = off, other
    end
    local drawn = res.main.drawn and res.off.drawn
    if res.speed == "S" or not drawn then c.state.done = true end -- Draw S, Hesitate, Calamity: the round's turn (rules/fastdraw.lua)
    return { done = true, result = res, turn_over = res.speed == "S" or not drawn }
  end, "fast draw a gun in each hand at once (seed 000 \"Fast Draw\": the slower result counts)")
end

function M.setup(api)
  local R = api.rules
  define_fire(api, R)
  define_moves(api, R)
  define_fast_draw(api, R)
  define_orders(api, R)
  define_action(api, R)
end

return M
