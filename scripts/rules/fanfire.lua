-- rules/fanfire.lua — fan firing a single action revolver.
-- seed 000 "Fan Firing": "first declare the number of shots to be attempted,
-- and also the targets. For each shot the TN is increased by 1 successively,
-- starting with the first. Each target after the first increases the
-- difficulty an additional 1, successively. Fan-firing is never aimed … each
-- shot is resolved separately, so the order and target must be clear before
-- drawing the first card." Miranda: −3, −4, −6, −8; Jonah: TN 8, then 10.
local M = {
  name = "core.fanfire",
  version = "1.0.0",
  summary = "Fan firing: +1 TN per shot in the series, +1 per target after the first, never aimed",
  source = "seed 000 \"Fan Firing\"",
}

-- define_fanfire_table(api): fanfire.table, ranged.fan_fire, fanfire.allowed.
local function define_fanfire_table(api)
  api.define("fanfire.table", { per_shot = 1, per_target = 1 },
    "seed 000 \"Fan Firing\": TN +per_shot × shot number, +per_target × (target number − 1)")

  -- ranged.fan_fire(ctx, tn): ctx.fan = {shot = i, target_index = j}.
  api.define("ranged.fan_fire", function(ctx, tn)
    local f = ctx.fan
    if not f then return end
    local t = api.rules["fanfire.table"]
    local shot = f.shot or 1
    tn:add(t.per_shot * shot, string.format("fan fire, shot %d", shot), "fan_fire", "fanfire.table.per_shot")
    local j = f.target_index or 1
    if j > 1 then
      tn:add(t.per_target * (j - 1), string.format("fan fire, target %d", j), "second_target", "fanfire.table.per_target")
    end
  end, "seed 000 \"Fan Firing\"")

  -- fanfire.allowed(weapon [, c]) -> ok, why: a single action revolver, and (c given) a hand free to fan it (fanfire.hand).
  api.define("fanfire.allowed", function(weapon, c)
    local a = weapon and weapon.attributes or {}
    if not (a.single_action and a.revolver) then return false, string.format("%s is not a single action revolver", weapon and weapon.name or "no weapon") end
    return api.rules["fanfire.hand"](c, weapon)
  end, "whether a weapon can be fanned (by c: a single action revolver, and an off hand free to fan its hammer)")
end

-- define_fanfire_plan(api): fanfire.plan, fanfire.draw.
local function define_fanfire_plan(api)
  -- fanfire.plan(attacker, weapon, shots [, base]) -> a list, one entry per
  -- shot in declared order: {shot, target_index, target, range, ctx, tn}.
  -- shots lists each shot's target: a combatant (a table with traits), or a
  -- declaration {target = c, range = n, …more ctx fields: action.fan's is the target's own
  -- attack.context}. A target's number is its order of first appearance. base holds ctx fields
  -- shared by every shot (moving, mounted, …). Errors when the weapon cannot fan or holds fewer rounds than shots declared.
  api.define("fanfire.plan", function(attacker, weapon, shots, base)
    local ok, why = api.rules["fanfire.allowed"](weapon, attacker)
    if not ok then error("fanfire.plan: " .. why, 2) end
    if type(shots) ~= "table" or #shots == 0 then error("fanfire.plan: declare at least one shot", 2) end
    if type(weapon.loaded) == "number" and #shots > weapon.loaded then
      error(string.format("fanfire.plan: %d shots declared, %s holds %d", #shots, weapon.name, weapon.loaded), 2)
    end
    local index, seen = {}, 0
    local plan = {}
    for i, s in ipairs(shots) do
      local decl = s
      if s.traits ~= nil or s.target == nil then decl = { target = s } end
      local target = decl.target
      local id = (type(target) == "table" and (target.name or target)) or target
      if index[id] == nil then
        seen = seen + 1
        index[id] = seen
      end
      local ctx = {}
      for k, v in pairs(base or {}) do ctx[k] = v end
      for k, v in pairs(decl) do ctx[k] = v end
      ctx.attacker, ctx.weapon, ctx.target = attacker, weapon, target
      ctx.aimed, ctx.held = 0, 0
      ctx.fan = { shot = i, target_index = index[id], shots = #shots }
      plan[i] = {
        shot = i, target_index = index[id], target = target, range = ctx.range,
        ctx = ctx, tn = api.rules["ranged.tn"](ctx),
      }
    end
    return plan
  end, "declare a fan fire series: each shot's ctx and TN")

  -- fanfire.draw(plan) draws every shot's card before any is resolved ("She
  -- will draw four cards and place them in order"); entry.card is set, and
  -- the pipeline resolves each shot with its own card (bumps do not carry).
  api.define("fanfire.draw", function(plan)
    local nums = {}
    for i, e in ipairs(plan) do
      e.card = api.action.draw()
      nums[i] = e.card.number
    end
    api.log("fan_fire", {
      text = string.format("fan fire: %d shots, cards %s in order", #plan, table.concat(nums, ", ")),
      cards = nums,
    })
    return plan
  end, "draw the cards of a fan fire series in order")
end

-- define_fanfire_hand(api): fanfire.hand.
local function define_fanfire_hand(api)
  local R = api.rules
  -- fanfire.hand(c, weapon) -> ok, why: c has an off hand to fan the hammer
  -- with ("the trigger is held down, while the off hand slams, or 'fans',
  -- the hammer"): the arm of the hand that does not hold the revolver works
  -- (rules/limbs.lua), and c holds no other weapon (decided here: a second
  -- weapon drawn is in that hand). A revolver no hand names, or held in both,
  -- is in the dominant hand. c nil: true (the weapon alone is asked about).
  api.define("fanfire.hand", function(c, weapon)
    if c == nil then return true, nil end
    local h = R["combatant.hand_of"](c, weapon)
    local dom = c.hand or "right"
    local off = (h == "left" and "right") or (h == "right" and "left") or (dom == "left" and "right" or "left")
    if not R["limbs.arm"](c, off) then
      return false, string.format("the %s arm is lost, so no off hand can fan the hammer", off)
    end
    for _, w in ipairs(c.weapons or {}) do
      if w ~= weapon and w.drawn and not w.dropped and w.kind ~= "unarmed" then
        return false, string.format("the off hand holds the %s, so it is not free to fan the hammer", w.name)
      end
    end
    return true, nil
  end, "seed 000 \"Fan Firing\": the off hand fans the hammer, so it must work and hold nothing")
end

function M.setup(api)
  define_fanfire_table(api)
  define_fanfire_plan(api)
  define_fanfire_hand(api)
end

return M
