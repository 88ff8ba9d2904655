-- optional/ranged_in_melee.lua — firing at someone who has closed to hand to hand.
-- seed 000 "Advanced Rule: Ranged Weapons in Hand to Hand": "A bow and arrow,
-- for example, is never allowed to be used against a target who has engaged
-- the firer in hand to hand combat. … Weapons with the Short attribute are
-- never penalized by hand to hand engagement. Normal weapons suffer a -1
-- penalty against targets who successfully engage in hand to hand. Long
-- weapons suffer a -2 penalty."
--
-- Adds the modifier rule ranged.in_melee to core.ranged's ranged.modifiers
-- (a term tagged "in_melee": +1 normal, +2 long, nothing with the Short
-- attribute) and wraps attack.ranged so a bow is not loosed at an engaged
-- target (the shot is refused: no round spent, no card drawn).
--
-- Decided here:
-- * Engaged: ctx.engaged when the caller says; else either side's
--   state.engaged_with names the other; else the two stand within `reach`
--   paces (1: the core's melee reach, attack.reach) — someone at arm's length
--   has closed to hand to hand. reach = 0 leaves it to ctx.engaged / state.
-- * Length is the weapon's `length` (gear: short / normal / long); the Short
--   attribute wins over it. A bow is a weapon with attributes.bow (the gear
--   table has none yet) or key "bow".
local M = {
  name = "ranged_in_melee",
  version = "1.0.0",
  summary = "Ranged weapons against a target engaged in hand to hand: bows never, Short 0, Normal −1, Long −2",
  source = "seed 000 \"Advanced Rule: Ranged Weapons in Hand to Hand\"",
  options = {
    reach = { type = "int", default = 1, min = 0, max = 3,
      doc = "paces within which firer and target count as engaged (0: only ctx.engaged / state.engaged_with)" },
  },
}

local attrs = require("rules.lib.hit").attrs

function M.setup(api, opts)
  api.define("ranged_in_melee.table", { short = 0, normal = 1, long = 2 },
    "TN penalty (positive) by weapon length against an engaged target")

  -- ranged_in_melee.engaged(ctx) -> bool.
  api.define("ranged_in_melee.engaged", function(ctx)
    if ctx.engaged ~= nil then return ctx.engaged and true or false end
    local a, t = ctx.attacker, ctx.target
    if a and t then
      local sa, st = a.state or {}, t.state or {}
      if sa.engaged_with == t.name or st.engaged_with == a.name then return true end
    end
    if opts.reach <= 0 then return false end
    local range = ctx.range
    if range == nil and a and t and a.pos and t.pos then range = api.rules["combatant.distance"](a, t) end
    return range ~= nil and range <= opts.reach
  end, "whether firer and target are engaged in hand to hand")

  -- ranged_in_melee.is_bow(w) -> bool.
  api.define("ranged_in_melee.is_bow", function(w)
    return w ~= nil and (attrs(w).bow == true or w.key == "bow")
  end, "bows may never be used against an engaged target")

  -- ranged.in_melee(ctx, tn): the penalty by length.
  api.define("ranged.in_melee", function(ctx, tn)
    local w = ctx.weapon
    if not w or ctx.melee or (w.kind ~= "ranged" and w.kind ~= "thrown") then return end
    if not api.rules["ranged_in_melee.engaged"](ctx) then return end
    if attrs(w).short then return end
    local n = api.rules["ranged_in_melee.table"][w.length or "normal"] or 0
    if n > 0 then
      tn:add(n, string.format("ranged_in_melee: %s (%s) against a target engaged in hand to hand",
        w.name or "weapon", w.length or "normal"), "in_melee")
    end
  end, "seed 000 \"Advanced Rule: Ranged Weapons in Hand to Hand\"")

  api.set("ranged.modifiers", function(old)
    local t = {}
    for i, name in ipairs(old) do t[i] = name end
    t[#t + 1] = "ranged.in_melee"
    return t
  end)

  api.wrap("attack.ranged", function(next, ctx)
    if api.rules["ranged_in_melee.is_bow"](ctx.weapon) and api.rules["ranged_in_melee.engaged"](ctx) then
      local a, t = ctx.attacker, ctx.target
      api.log("attack", {
        text = string.format("ranged_in_melee: %s cannot loose the %s at %s, engaged in hand to hand",
          a and a.name or "?", ctx.weapon.name or "bow", t and t.name or "?"),
        attacker = a and a.name, target = t and t.name, refused = true,
      })
      return { attacker = a and a.name, target = t and t.name, weapon = ctx.weapon.name, hit = false,
        fired = false, refused = "engaged in hand to hand" }
    end
    return next(ctx)
  end)
end

return M
