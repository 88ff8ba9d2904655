-- rules/lib/fixture.lua — what the TWTW specs build again and again (a
-- library, not a module: require("rules.lib.fixture")): a fight of scenario
-- entries in round 1, a foe standing by, the duel of Jonah and the Villain,
-- a test gun and a hit on a card. Each takes the rules (twtw.rules) or the
-- card it needs, so it holds no state.
local F = {}

-- F.with(base, t) is base with t's fields over it.
function F.with(base, t)
  for k, v in pairs(t or {}) do base[k] = v end
  return base
end
local with = F.with

-- F.fight(R, entries, phase) → a fight of the scenario entries in round 1,
-- phase (default 1), its round started (round.start: AP, movement …).
function F.fight(R, entries, phase)
  local f = R["fight.new"] { name = "spec fight", combatants = entries }
  f.round, f.phase = 1, phase or 1
  R["round.start"](f)
  return f
end

-- F.foe(name, x, y, extra) → the entry of a gang member at (x, y) (y
-- default 0) who holds (tactics "hold"), extra's fields over it.
function F.foe(name, x, y, extra)
  return with({ name = name, side = "gang", traits = {}, pos = { x = x, y = y or 0 }, tactics = "hold" }, extra)
end

-- F.knife_duel(R, attacker, target) → fight, A, B: A (x, Dexterity d8,
-- Shooting 2, right-handed) at (0, 0) and B (y, a Bowie knife, holds) 6
-- paces away, each entry with the given fields over it (the hands and limbs
-- specs).
function F.knife_duel(R, attacker, target)
  local a = with({ name = "A", side = "x", traits = { dexterity = 8 }, skills = { shooting = 2 } }, attacker)
  local b = with({ name = "B", side = "y", traits = {}, pos = { x = 6, y = 0 }, weapons = { "bowie_knife" },
    tactics = "hold" }, target)
  local f = F.fight(R, { a, b })
  return f, f.by_name.A, f.by_name.B
end

-- F.duel(R, dist, attacker, target) → fight, Jonah, Villain: Jonah (posse,
-- Dexterity d10, Reflex d8, Shooting 3, a holstered Peacemaker) at (0, 0)
-- and the Villain (gang, holds) dist paces away, each entry with the given
-- fields over it.
function F.duel(R, dist, attacker, target)
  local a = with({ name = "Jonah", side = "posse", traits = { dexterity = 10, reflex = 8 }, skills = { shooting = 3 },
    weapons = { "peacemaker" } }, attacker)
  local t = with({ name = "Villain", side = "gang", traits = {}, pos = { x = dist, y = 0 }, tactics = "hold" }, target)
  local f = F.fight(R, { a, t })
  return f, f.by_name[a.name], f.by_name[t.name]
end

-- F.gun(dmg, rd, t) → a test firearm: DMG dmg, RD rd, Pen 1, deadly, speed
-- N, no attributes, t's fields over it.
function F.gun(dmg, rd, t)
  return with({ name = "test gun", kind = "ranged", dmg = dmg, rd = rd, pen = 1, damage = "deadly",
    speed = "N", attributes = {} }, t)
end

-- F.hit(card, bumps, total, tn) → a successful check on card: bumps
-- (default 0), total (default 5 + 4 per bump) against tn (default 5).
function F.hit(card, bumps, total, tn)
  bumps = bumps or 0
  return { card = card, success = true, bumps = bumps, total = total or (5 + 4 * bumps), tn = tn or 5 }
end

return F
