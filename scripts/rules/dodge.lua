-- rules/dodge.lua — the Dodge attribute and the dodge action.
-- seed 000 "Dodge": "Dodge is a derived attribute … While a character has
-- the Dodge attribute, the TN of any attack targeting them is increased by
-- the character's dodge attribute score … A dodging character may only move
-- up to their Dexterity Trait die type in paces each round. If a dodging
-- character does not move, their Dodge attribute is increased by 1 … If an
-- attack targeting a dodging character misses … Consult the scatter element
-- on the attacker's card … move the target one pace in that direction …
-- a dodging character will never move directly toward the attacker".
-- "*Ranged attacks that are area-of-effect in nature such as grenades are not
-- affected by dodge".
--
-- The seed calls Dodge derived but never gives the derivation. Decided here
-- (data dodge.table): Dodge = a step by the Dexterity die (d4 1, d6 1, d8 2,
-- d10 2, d12 3) + the character's dodge skill level (0 when untrained); a
-- combatant's own c.dodge number, when given, is used instead.
local M = {
  name = "core.dodge",
  version = "1.0.0",
  summary = "Dodge: the target's Dodge (+1 standing still) adds to the TN of every attack at them",
  source = "seed 000 \"Dodge\"",
}

local function round2(v) return math.floor(v * 100 + 0.5) / 100 end

-- define_dodge_table(api, R): dodge.table, dodge.terms, dodge.value.
local function define_dodge_table(api, R)
  api.define("dodge.table", {
    trait = "dexterity", skill = "dodge",
    by_die = { [4] = 1, [6] = 1, [8] = 2, [10] = 2, [12] = 3 },
    still = 1,         -- "If a dodging character does not move … increased by 1"
    toward = 6,        -- the clock number that points at the attacker (seed 000 "Scatter")
    keeps_cover = { [11] = true, [12] = true, [1] = true }, -- leaps that stay behind cover (decided here)
  }, "the derivation of Dodge (decided here) and its still bonus")

  -- dodge.terms(c) -> terms: the character's Dodge while dodging: the
  -- attribute, +1 when they declared no move (c.state.dodge_move false, or
  -- state.moved "none"), less c.state.dodge_hinder (the Judge's fog, mud …).
  api.define("dodge.terms", function(c)
    local t = R["dodge.table"]
    local d = api.terms("Dodge")
    local st = c.state or {}
    if type(c.dodge) == "number" then
      d:add(c.dodge, "Dodge attribute", "dodge")
    else
      local die = (c.traits and c.traits[t.trait]) or 4
      local base = t.by_die[die] or 0
      d:add(base, string.format("Dodge: %s d%d", t.trait, die), "dodge", "dodge.table.by_die." .. die)
      local sk = c.skills and c.skills[t.skill] or 0
      if sk > 0 then d:add(sk, "dodge skill " .. sk, "dodge") end
    end
    local moves = st.dodge_move
    if moves == nil then moves = st.moved ~= nil and st.moved ~= "none" end
    if not moves then d:add(t.still, "dodging in place", "dodge_still", "dodge.table.still") end
    if st.dodge_hinder and st.dodge_hinder ~= 0 then
      d:add(-math.abs(st.dodge_hinder), "dodge hindered", "dodge_hinder")
    end
    return d
  end, "a dodging character's Dodge, as terms")

  -- dodge.value(c) -> n: 0 unless c.state.dodging.
  api.define("dodge.value", function(c)
    if not (c and c.state and c.state.dodging) then return 0 end
    return math.max(0, R["dodge.terms"](c):total())
  end, "the Dodge a dodging character adds to attacks' TN")
end

-- define_dodge_tn(api, R): dodge.affects, dodge.tn, ranged.dodge.
local function define_dodge_tn(api, R)
  -- dodge.affects(ctx) -> false for an area attack (weapon.attributes.area:
  -- dynamite), true for any other: "Ranged attacks that are area-of-effect in
  -- nature such as grenades are not affected by dodge". Both of Dodge's
  -- effects ask it: the TN (dodge.tn) and the leap after a miss (dodge.leap).
  api.define("dodge.affects", function(ctx)
    local w = ctx.weapon
    return not (w and w.attributes and w.attributes.area)
  end, "seed 000 \"Dodge\": whether an attack is affected by dodge (area attacks are not)")

  -- dodge.tn(ctx, tn) adds the target's Dodge to any attack's TN (ranged,
  -- melee or hand to hand) that dodge.affects. core.melee may call it too.
  api.define("dodge.tn", function(ctx, tn)
    local n = R["dodge.value"](ctx.target)
    if n > 0 and R["dodge.affects"](ctx) then tn:add(n, "target dodging", "dodge") end
  end, "seed 000 \"Dodge\": the TN increase")

  -- ranged.dodge(ctx, tn): dodge.tn for ranged attacks.
  api.define("ranged.dodge", function(ctx, tn)
    R["dodge.tn"](ctx, tn)
  end, "seed 000 \"Dodge\"")
end

-- define_dodge_declare(api): dodge.declare, dodge.move_limit, dodge.cancel.
local function define_dodge_declare(api)
  -- dodge.declare(c, move) gives c the Dodge attribute for the round; move
  -- says whether they will move (at most dodge.move_limit paces).
  api.define("dodge.declare", function(c, move)
    c.state = c.state or {}
    c.state.dodging = true
    c.state.dodge_move = move and true or false
  end, "declare a dodge for the round")

  -- dodge.move_limit(c) -> paces a dodging character may move: their Dexterity die.
  api.define("dodge.move_limit", function(c)
    return (c.traits and c.traits.dexterity) or 4
  end, "how far a dodging character may move")

  -- dodge.cancel(c, why): the Dodge attribute ends (a failed shock save,
  -- incapacitation, a hit by an Entangle weapon, the end of the round).
  api.define("dodge.cancel", function(c, why)
    if c and c.state and c.state.dodging then
      c.state.dodging = false
      c.state.dodge_move = nil
      api.log("dodge", { text = string.format("%s stops dodging: %s", c.name or "?", why or "?"),
        who = c.name, reason = why })
    end
  end, "end a character's dodge")
end

-- define_dodge_leap(api): dodge.leap.
local function define_dodge_leap(api)
  -- dodge.leap(ctx, card) -> {clock, moved, dx, dy}: after a missed attack
  -- on a dodging target, it moves one pace toward the card's clock number, 12 pointing directly away from the
  -- attacker and 6 at him (no move: "a dodging character will never move directly toward the attacker"; nor one
  -- with both legs lost, rules/limbs.lua: "If the target cannot move one pace ... they remain stationary").
  -- Decided here: positions are {x, y} in paces (x east, y north); clock
  -- numbers run clockwise seen from above (with the attacker due south, 3
  -- o'clock is east); the new position is rounded to 0.01 pace. The target's pos is updated.
  -- seed 000: "This may cause a dodging character to be flushed out from
  -- behind cover … If a dodging character is flushed out of cover, they may
  -- not be protected with the cover's armor value from subsequent attacks."
  -- Decided here (dodge.table.keeps_cover): a leap away from the attacker
  -- (11, 12 or 1 o'clock) keeps the cover between them; any other leap
  -- flushes the dodger out (c.cover and c.covers are gone). An attack
  -- dodge does not affect (dodge.affects: an area attack) moves no one: "the
  -- attack roll in these cases determine if the attacker places the attack on the target".
  api.define("dodge.leap", function(ctx, card)
    local t, a = ctx.target, ctx.attacker
    local clock = card.clock
    local out = { clock = clock, moved = false, dx = 0, dy = 0 }
    if not (t and t.state and t.state.dodging) or not api.rules["dodge.affects"](ctx) then return out end
    if clock == api.rules["dodge.table"].toward or api.rules["limbs.legs"](t) >= 2 then return out end
    if not (t.pos and a and a.pos) then return out end
    local ux, uy = t.pos.x - a.pos.x, t.pos.y - a.pos.y
    local len = math.sqrt(ux * ux + uy * uy)
    if len == 0 then return out end
    ux, uy = ux / len, uy / len
    local th = math.rad((clock % 12) * 30)
    local dx = round2(ux * math.cos(th) + uy * math.sin(th))
    local dy = round2(-ux * math.sin(th) + uy * math.cos(th))
    t.pos = { x = round2(t.pos.x + dx), y = round2(t.pos.y + dy) }
    out.moved, out.dx, out.dy = true, dx, dy
    api.log("dodge", {
      text = string.format("%s leaps aside toward %d o'clock, to (%.2f, %.2f)", t.name or "?", clock, t.pos.x, t.pos.y),
      who = t.name, clock = clock,
    })
    if t.cover and not api.rules["dodge.table"].keeps_cover[clock % 12 == 0 and 12 or clock % 12] then
      api.log("dodge", { text = string.format("%s is flushed out from behind %s", t.name or "?", require("rules.lib.header").cover_names(t)),
        who = t.name, cover = t.cover.name })
      t.cover, t.covers, out.flushed = nil, nil, true
    end
    return out
  end, "seed 000 \"Dodge\": the leap after a miss")
end

function M.setup(api)
  define_dodge_table(api, api.rules) -- R: a local costs less than api.rules at every call
  define_dodge_tn(api, api.rules)
  define_dodge_declare(api)
  define_dodge_leap(api)
end

return M
