-- optional/ranged_in_melee.lua — firing at someone who has closed to hand to hand.
-- seed 000 "Advanced Rule: Ranged Weapons in Hand to Hand": "A bow and arrow,
-- for example, is never allowed to be used against a target who has engaged
-- the firer in hand to hand combat. … Some weapons, such as handguns, can
-- sometimes be effectively wielded even against opponents who have grappled.
-- Weapons with the Short attribute are never penalized by hand to hand
-- engagement. Normal weapons suffer a -1 penalty against targets who
-- successfully engage in hand to hand. Long weapons suffer a -2 penalty."
--
-- Adds the modifier rule ranged.in_melee to core.ranged's ranged.modifiers
-- (a term tagged "in_melee": +1 normal, +2 long, nothing with the Short
-- attribute; its amount names its entry of ranged_in_melee.table and its
-- reason says how the two are engaged) and wraps attack.ranged so a bow is
-- not loosed at an engaged target (the shot is refused: no round spent, no
-- card drawn).
--
-- Engaged means the two have met in hand to hand, not that they stand close:
-- a man who stands at arm's length and never lifts a hand has engaged no one.
-- Decided here:
-- * Engaged (ranged_in_melee.engaged): ctx.engaged when the caller says; else
--   a grapple hold between the two, either way (state.holding / held_by,
--   rules/grapple.lua: a hold or a choke — "opponents who have grappled");
--   else a hand-to-hand attack between them, either way (attack.melee: a
--   blow or an unarmed maneuver, hit, missed or blocked — the attempt is the
--   engaging; "successfully" is read as having closed to blows), made this
--   round or the last (option `rounds`: an engagement does not end with the
--   round, so a blow of round 3 still engages at the start of round 4 before
--   either has moved; one no blow has renewed for a whole round has ended),
--   while the two still stand within the reach of that attack (attack.reach
--   by the weapon's length, as action.melee reads it): one who has stepped
--   back out of reach has broken off. ranged_in_melee.engage records each
--   attack on both combatants: state.hand_to_hand[other's name] = {round,
--   reach}, kept for the fight.
-- * The option `reach` (paces within which two stood "engaged") is gone: it
--   made standing close the engagement and reach = 0 switched the rule off;
--   `rounds` says how long an attack engages instead (the module is 2.0.0).
-- * Length is the weapon's `length` (gear: short / normal / long); the Short
--   attribute wins over it. A bow is a weapon with attributes.bow (the gear
--   table has none yet) or key "bow".
local M = {
  name = "ranged_in_melee",
  version = "2.0.0",
  summary = "Ranged weapons against a target engaged in hand to hand: bows never, Short 0, Normal −1, Long −2",
  source = "seed 000 \"Advanced Rule: Ranged Weapons in Hand to Hand\"",
  options = {
    rounds = { type = "int", default = 2, min = 1, max = 3,
      doc = "rounds a hand-to-hand attack between two engages them: 1 its own round, 2 that round and the next" },
  },
}

local hit = require("rules.lib.hit")
local attrs, peek = hit.attrs, hit.peek

-- define_engaged(api, opts): ranged_in_melee.engage, ranged_in_melee.engaged.
local function define_engaged(api, opts)
  -- ranged_in_melee.engage(fight, a, t, w): a hand-to-hand attack of a at t
  -- with w engages the two (recorded on both, with the round and its reach).
  api.define("ranged_in_melee.engage", function(fight, a, t, w)
    local reach = api.rules["attack.reach"][(w and w.length) or "short"] or 1
    local round = fight and fight.round or 0
    for _, pair in ipairs({ { a, t }, { t, a } }) do
      local s = hit.state(pair[1])
      s.hand_to_hand = s.hand_to_hand or {}
      s.hand_to_hand[pair[2].name] = { round = round, reach = reach }
    end
  end, "a hand-to-hand attack engages attacker and target (decided here: recorded with its round and reach)")

  -- ranged_in_melee.engaged(ctx) -> bool, why: why says how (for the term).
  api.define("ranged_in_melee.engaged", function(ctx)
    if ctx.engaged ~= nil then return ctx.engaged and true or false, "as the caller says" end
    local a, t = ctx.attacker, ctx.target
    if not (a and t) then return false end
    local sa, st = peek(a), peek(t)
    if sa.holding == t.name or st.held_by == a.name then return true, a.name .. " holds " .. t.name end
    if st.holding == a.name or sa.held_by == t.name then return true, t.name .. " holds " .. a.name end
    local rec = sa.hand_to_hand and sa.hand_to_hand[t.name]
    local round = ctx.fight and ctx.fight.round or 0
    if not rec or round - rec.round >= opts.rounds then return false end
    if a.pos and t.pos and api.rules["combatant.distance"](a, t) > rec.reach then return false end
    return true, string.format("hand to hand in round %d, within %d pace(s)", rec.round, rec.reach)
  end, "whether firer and target are engaged in hand to hand: a hold either way, or a hand-to-hand attack "
    .. "between them this round or the last (option rounds) while within its reach (decided here)")
end

function M.setup(api, opts)
  api.define("ranged_in_melee.table", { short = 0, normal = 1, long = 2 },
    "TN penalty (positive) by weapon length against an engaged target")
  define_engaged(api, opts)

  -- ranged_in_melee.is_bow(w) -> bool.
  api.define("ranged_in_melee.is_bow", function(w)
    return w ~= nil and (attrs(w).bow == true or w.key == "bow")
  end, "bows may never be used against an engaged target")

  -- ranged.in_melee(ctx, tn): the penalty by length.
  api.define("ranged.in_melee", function(ctx, tn)
    local w = ctx.weapon
    if not w or ctx.melee or (w.kind ~= "ranged" and w.kind ~= "thrown") then return end
    local engaged, why = api.rules["ranged_in_melee.engaged"](ctx)
    if not engaged then return end
    if attrs(w).short then return end
    local length = w.length or "normal"
    local n, from = api.datum("ranged_in_melee.table", length)
    if n and n > 0 then
      tn:add(n, string.format("ranged_in_melee: %s (%s) against a target engaged in hand to hand (%s)",
        w.name or "weapon", length, why or "?"), "in_melee", from)
    end
  end, "seed 000 \"Advanced Rule: Ranged Weapons in Hand to Hand\"")

  api.set("ranged.modifiers", function(old)
    local t = {}
    for i, name in ipairs(old) do t[i] = name end
    t[#t + 1] = "ranged.in_melee"
    return t
  end)

  api.on("attack.resolved", function(fight, outcome)
    local ctx = outcome and outcome.melee and outcome.ctx
    if ctx and ctx.attacker and ctx.target then
      api.rules["ranged_in_melee.engage"](fight, ctx.attacker, ctx.target, ctx.weapon)
    end
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
