-- rules/shooting.lua — shootout.shooting: one shot, from the expertise die
-- to the wound; aiming for a re-roll; the shotgun's ammunition.
--
-- seed 004 "Really Simple Wild West Shootout Rules":
--   "Hitting Roll against the Character's Expertise level, a 1 or 2
--   indicates the target has been hit."
--   "When using other weapons the character will drop one skill level, they
--   will drop three level if trying to use a weapon outside their cultural
--   norm". Round a corner to the weak side: "drops a expertise level".
--   "Players may use a black card to aim at a specific opposing character to
--   shoot with a re-roll in the next turn but may not move in this turn."
--   "Player may use a card to aim to gain a re-roll in the next turn."
--   "NOTE Shotguns run out of ammo after any double."
--
-- Decided here:
-- * the level is counted in steps down the ladder (0 Professional …
--   6 Neophyte) as terms; a weapon outside his culture drops three levels in
--   all (not 1 + 3); the ladder ends at Neophyte (d30).
-- * a gun arm disabled (rules/wounds.lua): a pistol in the other hand, one
--   level worse.
-- * an aim gives one re-roll: the first missed hitting roll at the aimed
--   figure during the next turn is rolled again.
-- * "any double" is the two location dice showing the same face (d6 = d8,
--   as rolled): the note stands in the paragraph on those dice. The shotgun
--   is then empty until reloaded (rules/actions.lua). The house rule
--   posse.both_barrels reads it the other way.
-- * the location dice are rolled on every hit, also one cover stops.
local M = {
  name = "shootout.shooting",
  version = "1.0.0",
  summary = "A shot: expertise die (1–2 hits), aim re-roll, severity and location, cover, shotgun doubles",
  source = "seed 004 \"Expertise\", \"Hitting\", \"Hit Locations\", \"Use of Cover\", aiming",
  requires = { "shootout.traits", "shootout.weapons", "shootout.locations", "shootout.cover", "shootout.wounds",
    "shootout.code" },
  events = {
    ["shot.resolved"] = { doc = "a shot resolved (hit or miss, wound applied)", args = { "fight", "ctx", "out" } },
  },
}

-- off_hand(R, c, w): a pistol shot from the other hand, his gun arm
-- disabled (weapon.hand).
local function off_hand(R, c, w)
  return R["weapon.hand"](c, w) ~= c.hand
end

-- roll_hit(api, ctx, die) → hit, roll, rolls (every roll, a re-roll second).
local function roll_hit(api, ctx, die)
  local R = api.rules
  local need = R["shoot.table"].hit
  local roll = api.dice.d(die)
  local rolls = { roll }
  if roll > need and R["aim.reroll"](ctx) then
    roll = api.dice.d(die)
    rolls[2] = roll
  end
  return roll <= need, roll, rolls
end

-- need_terms(api): the score that hits, as terms: the seed's "a score of one
-- or two is a hit", or the number shoot.table holds.
local function need_terms(api)
  local hit = api.rules["shoot.table"].hit
  local why = hit == 2 and "a score of one or two is a hit" or string.format("a score of %d or less is a hit", hit)
  return api.terms("hit on", hit, why, "hit", "shoot.table.hit")
end

-- log_shot(api, ctx, out): the transcript line of the hitting roll.
local function log_shot(api, ctx, out)
  local a, t, w = ctx.attacker, ctx.target, ctx.weapon
  local rolls = {}
  for i, r in ipairs(out.rolls) do rolls[i] = tostring(r) end
  api.log("shot", { who = a.name, target = t.name, weapon = w.key, die = out.die, roll = out.roll, hit = out.hit, level = out.level,
    need = ctx.explain and need_terms(api) or nil,
    text = string.format("%s %s: d%d rolls %s — %s", a.name, api.rules["weapon.attack_text"](w, t), out.die,
      table.concat(rolls, ", re-roll (aimed) "), out.hit and "a hit" or "a miss") })
end

-- land(api, ctx, out): a hit — the location dice, a shotgun's double, then
-- the flinch when cover stops it, else the wound.
local function land(api, ctx, out)
  local R = api.rules
  local fight, t, w = ctx.fight, ctx.target, ctx.weapon
  local d6 = api.dice.d(6)
  local d8 = api.dice.d(8)
  local read = R["hit.read"](d6, d8, w)
  out.read = read
  if R["shoot.empties"](ctx, d6, d8) then
    w.empty, out.emptied = true, true
  end
  local exposed = R["cover.exposed"](fight, t)
  out.covered = not exposed[read.location]
  if api.logging() then R["shoot.log_hit"](ctx, out) end
  if out.covered then
    out.flinch = R["cover.flinch"](fight, t, ctx)
  else
    out.wound = R["wound.apply"](fight, t, read)
  end
end

-- define_expertise(api): the hitting table and the expertise level a shot uses.
local function define_expertise(api)
  local R = api.rules

  api.define("shoot.table", { hit = 2, off_weapon = 1, off_culture = 3, weak_side = 1, off_hand = 1 },
    "seed 004: 1 or 2 hits; another weapon −1 level, outside the cultural norm −3; weak side −1 (decided: off hand −1)")

  -- expertise.modifiers(ctx, t) adds to t (terms, in ladder steps) what
  -- makes the shot worse than the figure's own level. ctx: attacker, weapon,
  -- weak_side = true when shooting round a corner to the weak side choosing
  -- the level, off_hand = true for a pistol in the other hand.
  api.define("expertise.modifiers", function(ctx, t)
    local c, w, tbl = ctx.attacker, ctx.weapon, R["shoot.table"]
    if not R["weapon.cultural"](c, w) then
      t:add(tbl.off_culture, string.format("the %s is outside his cultural norm (%s)", w.name, c.culture), "culture", "shoot.table.off_culture")
    elseif w.key ~= c.preferred then
      t:add(tbl.off_weapon, string.format("the %s is not his preferred weapon", w.name), "preference", "shoot.table.off_weapon")
    end
    if ctx.weak_side then t:add(tbl.weak_side, "round a corner to his weak side", "corner", "shoot.table.weak_side") end
    if ctx.off_hand then t:add(tbl.off_hand, "gun arm disabled: the other hand", "off_hand", "shoot.table.off_hand") end
    return t
  end, "seed 004: levels lost to another weapon, another culture, the weak side")

  -- expertise.level(ctx) → terms in ladder steps (0 Professional …
  -- 6 Neophyte): the figure's level, expertise.modifiers, kept on the ladder.
  api.define("expertise.level", function(ctx)
    local levels = R["expertise.levels"]
    local base = R["expertise.step"](ctx.attacker.expertise)
    local t = api.terms("expertise level", base, string.format("%s (d%d)", levels[base + 1].name, levels[base + 1].die),
      "expertise", "expertise.levels." .. (base + 1))
    R["expertise.modifiers"](ctx, t)
    local n, last = t:total(), #levels - 1
    -- kept on the ladder, whose bottom is its length: the data is the last
    -- level and the place after it (a set that shortens the ladder changed it)
    if n > last then
      t:add(last - n, "no worse than " .. levels[last + 1].name, "ladder",
        { "expertise.levels." .. (last + 1), "expertise.levels." .. (last + 2) })
    end
    if n < 0 then t:add(-n, "no better than " .. levels[1].name, "ladder") end
    return t
  end, "seed 004: the expertise level a shot uses, in steps down the ladder")
end

-- define_aim(api): aiming for a re-roll.
local function define_aim(api)
  -- aim.set(fight, c, target): c aims at target for a re-roll next turn.
  api.define("aim.set", function(fight, c, target)
    c.aim = { target = target.name, turn = (fight.turn or 0) + 1 }
    if api.logging() then
      api.log("aim", { who = c.name, target = target.name,
        text = string.format("%s takes aim at %s (a re-roll next turn)", c.name, target.name) })
    end
  end, "seed 004: aim for a re-roll in the next turn")

  -- aim.reroll(ctx) says whether a missed roll at ctx.target may be rolled
  -- again, and uses the aim up.
  api.define("aim.reroll", function(ctx)
    local a = ctx.attacker.aim
    if a and a.target == ctx.target.name and a.turn == (ctx.fight.turn or 0) then
      ctx.attacker.aim = nil
      return true
    end
    return false
  end, "use an aim's re-roll")
end

-- define_shot(api): one shot, the line of a hit, the shotgun's double.
local function define_shot(api)
  local R = api.rules

  -- shoot.resolve(ctx) → outcome: one shot. ctx: fight, attacker, target,
  -- weapon. outcome: {hit, die, roll, rolls, level = terms, read (the chart
  -- reading), covered, wound (wound.apply's), emptied}.
  api.define("shoot.resolve", function(ctx)
    local fight, a, t, w = ctx.fight, ctx.attacker, ctx.target, ctx.weapon
    R["code.check"](fight, a, w.thrown and "throw" or "shoot", t)
    if a.cover and a.cover.kind == "corner" then a.state.leaned = true end
    ctx.weak_side = ctx.weak_side or (R["cover.weak"](a) and a.weak_side == "expertise")
    ctx.off_hand = ctx.off_hand or off_hand(R, a, w)
    local level = R["expertise.level"](ctx)
    local die = R["expertise.levels"][level:total() + 1].die
    local out = { level = level, die = die }
    out.hit, out.roll, out.rolls = roll_hit(api, ctx, die)
    a.state.fired = true
    if w.thrown then w.spent = true end
    if api.logging() then log_shot(api, ctx, out) end
    if out.hit then land(api, ctx, out) end
    api.emit("shot.resolved", fight, ctx, out)
    return out
  end, "seed 004: resolve one shot")

  -- shoot.log_hit(ctx, out): the transcript line of the location dice.
  api.define("shoot.log_hit", function(ctx, out)
    local r, t, shot = out.read, ctx.target, ctx.weapon.thrown and "throw" or "shot"
    local text = string.format("%s hit: d8 %d — #%d %s; severity d6 %d → row %d: %s (%s)%s%s", t.name, r.d8,
      r.location, r.where, r.d6, r.row, r.letter, r.result,
      out.covered and string.format(" — but the %s is behind the %s: the %s is stopped", r.where, t.cover.name, shot) or "",
      out.emptied and string.format("; a double — %s's %s is out of ammunition", ctx.attacker.name, ctx.weapon.name) or "")
    api.log("hit", { who = ctx.attacker.name, target = t.name, location = r.location, letter = r.letter,
      d6 = r.d6, d8 = r.d8, severity = r.severity, chart = r.chart, covered = out.covered, text = text })
  end, "log the location and severity of a hit")

  -- shoot.empties(ctx, d6, d8) says whether this shot empties the weapon.
  api.define("shoot.empties", function(ctx, d6, d8)
    return ctx.weapon.class == "shotgun" and d6 == d8
  end, "seed 004: a shotgun runs out of ammo on any double (decided: d6 = d8)")
end

function M.setup(api)
  define_expertise(api)
  define_aim(api)
  define_shot(api)
end

return M
