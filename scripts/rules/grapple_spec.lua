-- rules/grapple_spec.lua — seed 000 "Unarmed Combat": hold, shove,
-- throw/trip, choke, takedown, disarm take effect; prone and immobilized.
--
-- Hank (Strength d8, Dexterity d8, brawl 2) against the Swede (d6 traits,
-- no skills, Defense 3). The cards' cause cells (d8 column, rows 1–2):
-- card 2: 6, 2 (a hit on TN 3, no bump); card 4: 13, 2 (best 13: two bumps
-- on TN 3); card 17 d6 row 1: 1 (fails an Easy (3) check); card 1 d6 row 1: 4.
local twtw = require("twtw")
local R = twtw.rules

local function fight_of(swede)
  local s = { name = "Swede", side = "gang", traits = {}, pos = { x = 1, y = 0 }, tactics = "hold" }
  for k, v in pairs(swede or {}) do s[k] = v end
  local f = R["fight.new"] { name = "brawl", combatants = {
    { name = "Hank", side = "posse", traits = { strength = 8, dexterity = 8 }, skills = { brawl = 2 }, tactics = "hold" },
    s,
    { name = "Jonah", side = "posse", traits = {}, pos = { x = 0, y = 1 }, tactics = "hold" },
  } }
  f.round, f.phase = 1, 1
  R["round.start"](f)
  return f, f.by_name.Hank, f.by_name.Swede
end

local function maneuver(f, c, key, extra)
  local a = { kind = "melee", target = "Swede", weapon = 0, maneuver = key }
  for k, v in pairs(extra or {}) do a[k] = v end
  return R["action.melee"](f, c, a)
end

describe("unarmed maneuvers take effect (seed 000 \"Unarmed Combat\")", function()
  it("hold: card 2 (6 vs TN 3) holds the Swede fast; attacks on him \"automatically have advantage\"", function()
    local f, hank, swede = fight_of()
    twtw.action.stack(2)
    local out = maneuver(f, hank, "hold")
    assert.equal(3, out.tn)
    assert.equal(6, out.result.total)
    assert.equal(true, out.hit)
    assert.equal(0, #twtw.logged("damage"))
    assert.equal(true, swede.state.immobilized)
    assert.equal("Hank", swede.state.held_by)
    local adv = R["melee.advantage"](f.by_name.Jonah, swede, { weapon = f.by_name.Jonah.unarmed })
    assert.equal("attacker", adv.winner)
    assert.equal(0, adv.attacker_total)
    -- held fast: no move, no attack
    assert.equal(0, R["action.move"](f, swede, { kind = "move", to = { x = 9, y = 0 } }).moved)
    assert.equal(false, R["action.melee"](f, swede, { kind = "melee", target = "Hank", weapon = 0 }).done)
  end)

  it("shove: one pace away and an Easy (3) Dexterity check — card 17's 1 fails: he falls", function()
    local f, hank, swede = fight_of()
    twtw.action.stack(2, 17)
    maneuver(f, hank, "shove")
    assert.same({ x = 2, y = 0 }, swede.pos)
    assert.equal(true, swede.state.prone)
    -- standing over a man on the ground: positional advantage
    local adv = R["melee.advantage"](hank, swede, { weapon = hank.unarmed })
    assert.equal("attacker", adv.winner)
    assert.equal(1, adv.attacker:find("position"))
  end)

  it("shove: card 1's 4 keeps him on his feet", function()
    local f, hank, swede = fight_of()
    twtw.action.stack(2, 1)
    maneuver(f, hank, "shove")
    assert.same({ x = 2, y = 0 }, swede.pos)
    assert.falsy(swede.state.prone)
  end)

  it("throw/trip: the Swede goes down, Hank stays up (his option); no damage", function()
    local f, hank, swede = fight_of()
    twtw.action.stack(2)
    maneuver(f, hank, "throw")
    assert.equal(true, swede.state.prone)
    assert.falsy(hank.state.prone)
    assert.equal(0, #twtw.logged("wound"))
  end)

  it("throw, going down too: card 4's two bumps take positional advantage on the ground", function()
    local f, hank, swede = fight_of()
    twtw.action.stack(4)
    assert.equal(2, maneuver(f, hank, "throw", { go_down = true }).result.bumps)
    assert.equal(true, swede.state.prone)
    assert.equal(true, hank.state.prone)
    assert.equal("Swede", hank.state.pos_over)
    assert.equal("attacker", R["melee.advantage"](hank, swede, { weapon = hank.unarmed }).winner)
    assert.equal("defender", R["melee.advantage"](swede, hank, { weapon = swede.unarmed }).winner)
  end)

  it("throw, going down without a bump (card 2): both on the ground, nobody has position", function()
    local f, hank, swede = fight_of()
    twtw.action.stack(2)
    maneuver(f, hank, "throw", { go_down = true })
    assert.equal(nil, hank.state.pos_over)
    assert.equal(nil, R["melee.advantage"](hank, swede, { weapon = hank.unarmed }).winner)
  end)

  it("takedown: both go to the ground, the attacker keeps positional advantage; no damage", function()
    local f, hank, swede = fight_of()
    twtw.action.stack(2)
    maneuver(f, hank, "takedown")
    assert.equal(true, swede.state.prone)
    assert.equal(true, hank.state.prone)
    assert.equal("attacker", R["melee.advantage"](hank, swede, { weapon = hank.unarmed }).winner)
    assert.equal(0, #twtw.logged("wound"))
  end)

  it("a takedown in return leaves the advantage with its maker alone (\"Only one combatant can have positional advantage\")", function()
    local f, hank, swede = fight_of()
    twtw.action.stack(2)
    maneuver(f, hank, "takedown")
    R["grapple.takedown"]({ attacker = swede, target = hank }) -- the Swede's own takedown lands
    assert.equal("Hank", swede.state.pos_over)
    assert.equal(nil, hank.state.pos_over)
  end)

  it("a blow turns both to face each other: coming from behind holds for the first blow only (decided here)", function()
    local f, hank, swede = fight_of({ pos = { x = 1, y = 0 }, facing = 0 }) -- the Swede faces east, his back to Hank
    assert.truthy(R["combatant.behind"](hank, swede))
    twtw.action.stack(2)
    maneuver(f, hank, "punch")
    assert.falsy(R["combatant.behind"](hank, swede))
    assert.equal(nil, swede.facing)
    -- surprised, he cannot turn this round
    f, hank, swede = fight_of({ pos = { x = 1, y = 0 }, facing = 0 })
    swede.state.surprised = true
    twtw.action.stack(2)
    maneuver(f, hank, "punch")
    assert.truthy(R["combatant.behind"](hank, swede))
  end)

  it("choke: held, and 1 CT in each continuous action phase while Hank keeps it (decided here)", function()
    local f, hank, swede = fight_of()
    local ct = swede.body:ct()
    twtw.action.stack(2)
    maneuver(f, hank, "choke")
    assert.equal("Hank", swede.state.choked_by)
    assert.equal(true, swede.state.immobilized)
    R["continuous.phase"](f, 1)
    assert.equal(ct - 1, swede.body:ct())
    -- Hank walks off: the choke is let go at the phase's end, no more CT
    hank.pos = { x = -3, y = 0 }
    R["grapple.holds"](f)
    assert.falsy(swede.state.immobilized)
    R["continuous.phase"](f, 2)
    assert.equal(ct - 1, swede.body:ct())
  end)

  it("disarm: the Swede's knife is knocked loose (card 2: 6 vs TN 4, his armed advantage)", function()
    local f, hank, swede = fight_of { weapons = { "knife" } }
    swede.weapons[1].drawn = true
    twtw.action.stack(2)
    local out = maneuver(f, hank, "disarm")
    assert.equal(4, out.tn)
    assert.equal(0, out.result.bumps)
    assert.equal(true, swede.weapons[1].dropped)
    assert.equal(false, swede.weapons[1].drawn)
    assert.equal(0, #hank.weapons)
  end)

  it("disarm with a bump (card 4: 13 vs TN 4, two bumps): Hank wrests the knife away and holds it", function()
    local f, hank, swede = fight_of { weapons = { "knife" } }
    swede.weapons[1].drawn = true
    twtw.action.stack(4)
    local out = maneuver(f, hank, "disarm")
    assert.equal(2, out.result.bumps)
    assert.equal("Hank", swede.weapons[1].taken)
    assert.equal(1, #hank.weapons)
    assert.equal("knife", hank.weapons[1].key)
    assert.equal(true, hank.weapons[1].drawn)
    -- the Swede cannot pick up what Hank holds
    assert.equal(false, R["action.pickup"](f, swede, { kind = "pickup", weapon = 1 }).done)
  end)

  it("a damaging maneuver still deals damage: a punch on card 2 wounds", function()
    local f, hank = fight_of()
    twtw.action.stack(2, 1)
    local out = maneuver(f, hank, "punch")
    assert.equal(true, out.hit)
    assert.truthy(out.damage)
  end)
end)
