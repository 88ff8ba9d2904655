-- rules/stun.lua — stunning an opponent from behind.
-- seed 002 "4.5.2 Stunning an opponent": "It is possible to attempt to stun
-- an opponent without engaging in combat. To do so, you must first have
-- succeeded in approaching him discreetly from behind, using the "stealth"
-- skill (see section 4.5.1). You need to have a heavy enough object to be
-- able to stun someone (revolver butt, stick, etc.). Example (see table 71
-- above): Bill tries to approach a guard in a courtyard from behind, to
-- knock him out. It's dark (-3) but all is silent (+2), there's little cover
-- to move forward (0). The distance between Bill and the guard is 15m (+3).
-- Bill must pass (-3+2+0+3) 2 stealth rolls to get right behind the guard
-- and try to stun him. To stun your opponent, you need to make a 1D20 roll
-- under ((stunner's STRENGTH + 10 ) - (stunned person's RESISTANCE)).
-- Whether the roll is successful or unsuccessful, the victim systematically
-- loses 1D6 HP. If the roll is successful, the victim falls unconscious for
-- 3D10 rounds. Note: if the opponent is unable to defend himself (e.g. a
-- bound prisoner), he is automatically stunned."
--
-- Decided here (table 71 and section 4.5.1 are missing; the example's four
-- values are kept): a modifier is stealth rolls added, so harder is more —
--   light: dark −3, dim −1, daylight +2; noise: silent +2, quiet +1,
--   noisy 0, din −2; cover: plenty −2, some −1, little 0, none +2;
--   distance: up to 5 m +1, 10 m +2, 15 m +3, 20 m +4, +1 more each 5 m on;
-- at least 1 roll is always made; each is a D100 at or under the stealth
-- skill and the first failure ends the approach (the victim is alerted);
-- the approach and the blow take one round; "under" reads "at or under", as
-- for percentages; a helpless victim needs no approach and no D20, and still
-- loses the 1D6 HP and sleeps 3D10 rounds.
local bands = require("rules.lib.bands")

local M = {
  name = "percentile.stun",
  version = "1.0.0",
  summary = "Stunning from behind: stealth rolls from table 71, 1D20 under STR + 10 − RES, 1D6 HP, 3D10 rounds",
  source = "seed 002 \"4.5.2 Stunning an opponent\"",
  requires = { "percentile.combatant", "percentile.hit" },
}

local TABLE71 = {
  light = { dark = -3, dim = -1, daylight = 2 },
  noise = { silent = 2, quiet = 1, noisy = 0, din = -2 },
  cover = { plenty = -2, some = -1, little = 0, none = 2 },
  distance = { { upto = 5, rolls = 1 }, { upto = 10, rolls = 2 }, { upto = 15, rolls = 3 }, { upto = 20, rolls = 4 } },
}

-- define_stealth(api): table 71, the stealth rolls of an approach, a heavy enough object.
local function define_stealth(api)
  local R = api.rules
  api.define("stun.table", TABLE71, "table 71: stealth rolls added by each condition (decided here)")

  -- stun.distance(m) → stealth rolls for the distance, and the entries they were read from.
  api.define("stun.distance", function(m)
    local rows = R["stun.table"].distance
    local row, i = bands.find(rows, m)
    if row then return row.rolls, bands.refs("stun.table.distance", rows, i, "rolls") end
    local last, at = rows[#rows], "stun.table.distance." .. #rows
    return last.rolls + math.ceil((m - last.upto) / 5), { at .. ".rolls", at .. ".upto" }
  end, "stealth rolls for a distance")

  -- stun.rolls(cond, metres) → n, terms: cond = {light, noise, cover}.
  api.define("stun.rolls", function(cond, metres)
    local tab, far, far_from = R["stun.table"], R["stun.distance"](metres)
    local t = api.terms("stealth rolls")
    for _, k in ipairs({ "light", "noise", "cover" }) do
      local v = cond[k] and tab[k][cond[k]]
      if v == nil then error(string.format("stun: unknown %s %q", k, tostring(cond[k])), 2) end
      t:add(v, string.format("%s: %s", k, cond[k]), k, "stun.table." .. k .. "." .. cond[k])
    end
    t:add(far, string.format("distance %g m", metres), "distance", far_from)
    if t:total() < 1 then t:add(1 - t:total(), "at least one roll", "floor") end
    return t:total(), t
  end, "how many stealth rolls an approach needs")

  -- stun.tool(c) → a heavy weapon to stun with, or nil.
  api.define("stun.tool", function(c)
    for _, w in ipairs(c.weapons) do
      if w.heavy then return w end
    end
    return nil
  end, "a heavy enough object")

  -- stun.approach(c, n) → success, the rolls made (D100 at or under stealth).
  api.define("stun.approach", function(c, n)
    local rolls = {}
    for i = 1, n do
      local r = R["hit.roll"](c.skills.stealth or 0)
      rolls[i] = r.roll
      if not r.success then return false, rolls end
    end
    return true, rolls
  end, "the stealth rolls of an approach")
end

-- define_blow(api): the stun blow.
local function define_blow(api)
  local R = api.rules
  api.define("stun.target", { plus = 10 }, "seed 002 \"4.5.2 Stunning an opponent\": 1D20 under ((stunner's STRENGTH + 10) − RESISTANCE)")
  -- stun.attempt(c, v) → {auto, target (terms), roll, success, hp (1D6),
  -- rounds (3D10 or 0)}; applies the HP loss and the unconsciousness.
  api.define("stun.attempt", function(c, v)
    local out, plus = { auto = v.helpless == true }, R["stun.target"].plus
    out.target = api.terms("stun target", c.strength, "stunner's STRENGTH", "strength")
    out.target:add(plus, "+ " .. plus, "ten", "stun.target.plus")
    out.target:add(-v.resistance, "victim's RESISTANCE", "resistance")
    if out.auto then
      out.success = true
    else
      out.roll = api.dice.d(20)
      out.success = out.roll <= out.target:total()
    end
    out.hp = api.dice.d(6)
    R["combatant.hurt"](v, out.hp, "stun blow")
    out.rounds = 0
    if out.success then
      out.rounds = api.dice.roll("3d10")
      v.state.unconscious = math.max(v.state.unconscious or 0, out.rounds)
    end
    return out
  end, "the stun blow")
end

-- define_action(api): creeping up and stunning.
local function define_action(api)
  local R = api.rules

  -- action.stun(fight, c, a): creep up on a.target (unless helpless) and
  -- stun him; a failed approach alerts him. Tried once (state.stun_tried).
  api.define("action.stun", function(fight, c, a)
    local v = fight.by_name[a.target]
    c.state.stun_tried = true
    local tool = R["stun.tool"](c)
    if not v or not R["combatant.active"](v) or not tool then return { done = false } end
    if not v.helpless then
      local n, terms = R["stun.rolls"](fight.stealth or {}, R["combatant.distance"](c, v))
      local ok, rolls = R["stun.approach"](c, n)
      if api.logging() then
        api.log("stun", { text = string.format("%s creeps up on %s: %d stealth rolls at %d %% — %s: %s", c.name, v.name,
          n, c.skills.stealth or 0, table.concat(rolls, ", "), ok and "right behind him" or "spotted"),
          who = c.name, rolls = terms })
      end
      if not ok then
        v.state.alerted = true
        return { done = true, spotted = true }
      end
    end
    local d = R["combatant.distance"](c, v)
    if d > 1 then
      c.pos = { x = v.pos.x + (c.pos.x - v.pos.x) / d, y = v.pos.y + (c.pos.y - v.pos.y) / d }
    end
    local out = R["stun.attempt"](c, v)
    if api.logging() then
      api.log("stun", { text = string.format("%s clubs %s with the %s: %s; %d HP lost (HP %d)%s", c.name, v.name,
        tool.name, out.auto and "helpless, stunned automatically" or string.format("1D20 %d vs %d", out.roll,
        out.target:total()), out.hp, v.hp, out.success and string.format(", unconscious for %d rounds", out.rounds) or
        ", still standing"), who = c.name, target = out.target })
    end
    return { done = true, stunned = out.success, out = out }
  end, "creep up and stun")
end

function M.setup(api)
  define_stealth(api)
  define_blow(api)
  define_action(api)
end

return M
