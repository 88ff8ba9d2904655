-- rules/covering_spec.lua — seed 001 "Continuous Action Example: Covering Fire".
local twtw = require("twtw")
local R = twtw.rules

local function fight_of(specs)
  return R["fight.new"] { name = "continuous", combatants = specs }
end

describe("covering fire (seed 001 \"Continuous Action Example: Covering Fire\")", function()
  local f, miranda, bandit, gun
  before_each(function()
    f = fight_of {
      { name = "Miranda", side = "posse", traits = { dexterity = 10, reflex = 12 }, skills = { shooting = 2 },
        weapons = { "peacemaker" } },
      { name = "Bandit", side = "gang", traits = { reflex = 8 }, pos = { x = 10, y = 0 } },
    }
    f.round, f.phase = 1, 1
    R["round.start"](f)
    miranda, bandit = f.by_name.Miranda, f.by_name.Bandit
    gun = miranda.weapons[1]
    gun.drawn = true
  end)
  it("starts with 4+ loaded for the full round, paying the AP to cock and fire", function()
    local cov = R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    assert.equal(true, cov.full)
    assert.equal(true, gun.cocked)
    assert.equal(miranda.ap - 2, miranda.state.ap)
    local order = R["initiative.order"](f, 1)
    assert.equal(1, #order) -- removed from the initiative stack
    assert.equal("Bandit", order[1].name)
  end)
  it("Procedure: \"Pay the AP to cock (if necessary) and fire the weapon being used\": each covering shot costs "
    .. "what a Peacemaker shot costs, 1 to cock and 1 to fire — 8 of Miranda's 13 AP for four shots", function()
    assert.equal(13, miranda.state.ap)
    assert.equal(2, R["action.cost"](miranda, { kind = "shoot", weapon = 1 })) -- the same shot as an action
    R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    assert.equal(11, miranda.state.ap) -- the declaration pays the first shot
    local left = {}
    for p = 1, 4 do
      twtw.action.stack(37) -- failure 10: a Peacemaker (Rel 2) works
      assert.equal(37, R["continuous.covering_arm"](f, miranda, p).number)
      left[p] = miranda.state.ap
      miranda.state.covering.card = nil -- the shot resolved
    end
    assert.same({ 11, 9, 7, 5 }, left)
    assert.equal(2, gun.loaded)
  end)
  it("decided here: too few AP for the next shot — not fired, no round spent; the covering fire goes on, and "
    .. "next round's AP pay again", function()
    miranda.state.ap = 1
    local cov, why = R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    assert.equal(nil, cov) -- the declaration cannot pay the first shot
    assert.equal("too few AP left to cock and fire", why)
    miranda.state.ap = 3
    R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    twtw.action.stack(37)
    R["continuous.covering_arm"](f, miranda, 1)
    miranda.state.covering.card = nil
    assert.equal(1, miranda.state.ap)
    local card
    card, why = R["continuous.covering_arm"](f, miranda, 2)
    assert.equal(nil, card)
    assert.equal("too few AP left to cock and fire", why)
    assert.equal(1, miranda.state.ap)
    assert.equal(5, gun.loaded)
    assert.truthy(miranda.state.covering)
    f.round = 2
    R["round.start"](f)
    twtw.action.stack(37)
    assert.equal(37, R["continuous.covering_arm"](f, miranda, 1).number)
    assert.equal(11, miranda.state.ap)
    assert.equal(4, gun.loaded)
  end)
  it("with fewer than 4 loaded it covers part of the round", function()
    gun.loaded = 3
    local cov = R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    assert.equal(false, cov.full)
  end)
  it("arming draws the shot's card, keeps it face down and spends a round", function()
    R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    twtw.action.stack(37) -- failure 10: a Peacemaker (Rel 2) works
    local card = R["continuous.covering_arm"](f, miranda, 1)
    assert.equal(37, card.number)
    assert.equal(5, gun.loaded)
    assert.equal(37, miranda.state.covering.card.number)
  end)
  it("a covering shot's failure check is its arming's only: the calamity card of an auto-hit (card 20, failure 1 "
    .. "< Rel 2) jams nothing; a jammed gun arms no covering shot", function()
    R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    twtw.action.stack(37)
    R["continuous.covering_arm"](f, miranda, 1)
    R["continuous.covering_shot"](f, miranda, bandit, { auto_hit = twtw.action.card(20) })
    assert.equal(0, #twtw.logged("failure"))
    assert.falsy(gun.jammed)
    gun.jammed = true
    local card, why = R["continuous.covering_arm"](f, miranda, 2)
    assert.equal(nil, card)
    assert.equal("the weapon malfunctioned", why)
  end)
  it("a malfunction ends the covering fire: no round spent, weapon not ready", function()
    R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    twtw.action.stack(20) -- failure 1 < Rel 2
    local card, why = R["continuous.covering_arm"](f, miranda, 1)
    assert.equal(nil, card)
    assert.equal("malfunction", why)
    assert.equal(6, gun.loaded)
    assert.equal(true, gun.jammed)
    assert.equal(nil, miranda.state.covering)
    -- the check is every shot's (ancillary.failure, the Rel of ancillary.rel), with its Rel credited
    local said = twtw.logged("failure")
    assert.equal(1, #said)
    assert.equal(2, said[1].fields.reliability:total())
    assert.equal("weapon", said[1].fields.reliability:list()[1].tag)
  end)
  it("\"The character may spend AP during their action phase to address the malfunction, but may attempt no further "
    .. "covering fire actions this round\": back on the initiative stack; covering fire again waits for round 2", function()
    R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    twtw.action.stack(20)
    R["continuous.covering_arm"](f, miranda, 1)
    assert.equal(true, R["round.can_act"](f, miranda))
    assert.equal(2, #R["initiative.order"](f, 1)) -- Miranda and the bandit
    local cov, why = R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    assert.equal(nil, cov)
    assert.equal("the weapon is jammed", why)
    R["action.clear"](f, miranda, { kind = "clear", weapon = 1 })
    assert.equal(false, gun.jammed)
    cov, why = R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    assert.equal(nil, cov)
    assert.equal("the weapon malfunctioned: no further covering fire this round", why)
    f.round = 2
    R["round.start"](f)
    assert.truthy(R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } }))
  end)
  it("the covered area: the line of fire and 1 pace either side", function()
    R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    assert.truthy(R["continuous.covered"](f, miranda, bandit))
    bandit.pos = { x = 5, y = 1 }
    assert.truthy(R["continuous.covered"](f, miranda, bandit))
    bandit.pos = { x = 5, y = 2 }
    assert.falsy(R["continuous.covered"](f, miranda, bandit))
  end)
  it("an Initiative check (TN 5) that succeeds lets the action through untouched", function()
    R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    twtw.action.stack(37, 8) -- arm with 37; the bandit's untrained d4 shows 7
    R["continuous.covering_arm"](f, miranda, 1)
    local out = R["continuous.covering_react"](f, miranda, bandit, { kind = "move" })
    assert.equal(true, out.proceed)
    assert.equal(nil, out.shot)
    assert.equal(37, miranda.state.covering.card.number)
  end)
  it("a failed Initiative check: the face-down card resolves a snap shot with −1 more, before the action", function()
    R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    -- arm with 37 (d10 rows 9, 1); the bandit's d4 shows 2: failure
    twtw.action.stack(37, 2)
    R["continuous.covering_arm"](f, miranda, 1)
    local out = R["continuous.covering_react"](f, miranda, bandit, { kind = "move" })
    assert.equal(true, out.proceed)
    -- TN: 5 + 1 (10 paces, increment 8) + 2 (snap F/-2) + 1 (covering fire) = 9; best 9: a hit
    assert.equal(37, out.shot.card)
    assert.equal(9, out.shot.tn)
    assert.equal(true, out.shot.hit)
    local sum, n = out.shot.tn_terms:find("covering")
    assert.equal(1, sum)
    assert.equal(1, n)
    assert.equal(nil, miranda.state.covering.card) -- the card is used up
    assert.equal(1, bandit.state.shot_at_this_round)
  end)
  it("a careful action (aim) under fire needs Bravery: bravery 1 (d6) shows card 17's 1, the action does not resolve", function()
    bandit.skills.bravery = 1
    R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    twtw.action.stack(37, 17)
    R["continuous.covering_arm"](f, miranda, 1)
    local out = R["continuous.covering_react"](f, miranda, bandit, { kind = "aim", target = "Miranda" })
    assert.equal(true, out.careful)
    assert.equal("bravery", out.check.what)
    assert.equal(false, out.proceed)
    assert.equal(true, out.shot.hit)
  end)
  it("\"They may choose to forgo the action\": untrained in Bravery, the bandit forgoes his aim — no check, no shot", function()
    R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    twtw.action.stack(37)
    R["continuous.covering_arm"](f, miranda, 1)
    local out = R["continuous.covering_react"](f, miranda, bandit, { kind = "aim", target = "Miranda" })
    assert.equal(true, out.forgo)
    assert.equal(false, out.proceed)
    assert.equal(nil, out.shot)
    assert.equal(nil, out.check)
    assert.equal(37, miranda.state.covering.card.number) -- still face down
    assert.equal(0, bandit.state.shot_at_this_round or 0)
  end)
  it("an aimed shot is careful; a snap shot is not", function()
    local careful = R["continuous.covering_careful"]
    assert.equal(false, careful(bandit, { kind = "shoot", target = "Miranda" }))
    bandit.state.aim = { target = "Miranda", actions = 1, held = 0 }
    assert.equal(true, careful(bandit, { kind = "shoot", target = "Miranda" }))
  end)
  it("a calamity: hit by the covering fire, the calamity card giving the rest", function()
    R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    twtw.action.stack(37, 0) -- card 0: d4 row 1 shows 1 with CF
    R["continuous.covering_arm"](f, miranda, 1)
    local out = R["continuous.covering_react"](f, miranda, bandit, { kind = "move" })
    assert.equal(true, out.check.calamity)
    assert.equal(false, out.proceed)
    assert.equal(0, out.shot.card)
    assert.equal(true, out.shot.hit)
    assert.equal(true, out.shot.result.auto_hit)
  end)
  it("a success whose card shows CF is no calamity: card 16, d12 Initiative 3 — 2, 9, 1 best 9 vs 5: the move goes ahead", function()
    R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
    bandit.traits.reflex, bandit.skills = 12, { initiative = 3 }
    twtw.action.stack(37, 16)
    R["continuous.covering_arm"](f, miranda, 1)
    local out = R["continuous.covering_react"](f, miranda, bandit, { kind = "move" })
    assert.equal(false, out.check.calamity) -- a success is never a calamity (the check result's)
    assert.equal(true, out.check.success)
    assert.equal(9, out.check.total)
    assert.equal(true, out.proceed)
    assert.equal(nil, out.shot)
  end)
end)

describe("covering fire in a round (seed 001 \"Covering Fire\": \"resolves immediately, during the movement phase\")", function()
  it("the card is armed before phase I; the bandit moving through the covered area is shot before he moves", function()
    local f = fight_of {
      { name = "Miranda", side = "posse", traits = { dexterity = 10, reflex = 12 }, skills = { shooting = 2 },
        weapons = { "peacemaker" } },
      { name = "Bandit", side = "gang", traits = { reflex = 8, fortitude = 8 }, pos = { x = 10, y = 0 },
        weapons = { "bowie_knife" }, tactics = "simple" },
    }
    f.round = 1
    R["round.start"](f)
    local m, b = f.by_name.Miranda, f.by_name.Bandit
    m.weapons[1].drawn = true
    R["round.declare"](f)
    assert.equal("move", b.state.declared.kind) -- a knife 10 paces off: close in
    -- Miranda's declaration: covering fire on the bandit (her policy would shoot; this is the Judge's call)
    R["continuous.covering_fire"](f, m, { target = "Bandit" })
    -- 37 armed; the bandit's Initiative (untrained d4) shows 2: fails TN 5; the shot
    -- (37: 9 vs TN 9) hits; his stun check 22 (d8 7 ≥ 3)
    twtw.action.stack(37, 2, 22)
    R["round.phase"](f, 1)
    assert.equal(1, #f.history)
    assert.equal("Miranda", f.history[1].attacker)
    assert.equal(37, f.history[1].card)
    assert.equal(true, f.history[1].hit)
    assert.equal(2, b.body:wounds("left leg"))
    assert.equal(9, b.state.paces) -- a failed Initiative check does not stop the move
    assert.equal(5, m.weapons[1].loaded)
  end)
end)

describe("a malfunction in a round (seed 001 \"Covering Fire\": \"If the weapon malfunctions … The character may spend "
  .. "AP during their action phase to address the malfunction\")", function()
  it("Miranda's Peacemaker jams as phase I's shot is armed (card 20: failure 1 < Rel 2); on her count she starts "
    .. "clearing it (Normal, 1 AP: 13 − 2 for the shot − 1 = 10)", function()
    local f = fight_of {
      { name = "Miranda", side = "posse", traits = { dexterity = 10, reflex = 12 }, skills = { shooting = 2 },
        weapons = { "peacemaker" } },
      { name = "Bandit", side = "gang", traits = { reflex = 8 }, pos = { x = 30, y = 0 }, tactics = "hold" },
    }
    f.round = 1
    R["round.start"](f)
    local m = f.by_name.Miranda
    m.weapons[1].drawn = true
    R["continuous.covering_fire"](f, m, { target = "Bandit" })
    twtw.action.stack(20)
    R["round.phase"](f, 1)
    assert.equal(nil, m.state.covering)
    assert.equal("clear", m.state.pending.action.kind)
    assert.equal(10, m.state.ap)
  end)
end)

describe("a move's path through the covered area (seed 001 \"Continuous Action Example: Covering Fire\": \"If any "
  .. "characters attempt to move … within 1 pace of the line of fire, resolve the covering fire\")", function()
  -- Miranda at (0, 0) covers (10, 0); the bandit starts 5 paces off the line of fire, at (5, -5)
  local f, miranda, bandit
  before_each(function()
    f = fight_of {
      { name = "Miranda", side = "posse", traits = { dexterity = 10, reflex = 12 }, skills = { shooting = 2 },
        weapons = { "peacemaker" } },
      { name = "Bandit", side = "gang", traits = { reflex = 8, fortitude = 8 }, pos = { x = 5, y = -5 } },
    }
    f.round, f.phase = 1, 1
    R["round.start"](f)
    miranda, bandit = f.by_name.Miranda, f.by_name.Bandit
    miranda.weapons[1].drawn = true
    R["continuous.covering_fire"](f, miranda, { at = { x = 10, y = 0 } })
  end)
  local function checks()
    return #twtw.logged("check")
  end

  it("moving INTO the covered area: the Initiative check (card 2: 2 vs 5) fails and the face-down card 37 is a "
    .. "snap shot before the move, taken where he stands (7 paces: TN 5 + 2 snap + 1 covering = 8); then he moves", function()
    twtw.action.stack(37, 2, 22) -- arm; his check; his stun check (d8 7 ≥ 3)
    R["continuous.covering_arm"](f, miranda, 1)
    assert.falsy(R["continuous.covered"](f, miranda, bandit)) -- his spot is not covered
    R["action.resolve"](f, bandit, { kind = "move", to = { x = 5, y = 0 }, stop = 0 })
    assert.equal(1, checks())
    assert.equal(1, #f.history)
    assert.equal(37, f.history[1].card)
    assert.equal(true, f.history[1].hit)
    local said = twtw.logged("attack")[1].text
    assert.truthy(said:find("at 7 paces", 1, true))
    assert.truthy(said:find("vs TN 8", 1, true))
    assert.same({ x = 5, y = 0 }, bandit.pos) -- "Failure indicates the character is immediately a valid target"
    assert.equal(nil, miranda.state.covering.card)
  end)

  it("moving ACROSS it, (5, -5) to (5, 5): the check is made (card 8: 7 vs 5 succeeds, the card stays face down)", function()
    twtw.action.stack(37, 8)
    R["continuous.covering_arm"](f, miranda, 1)
    R["action.resolve"](f, bandit, { kind = "move", to = { x = 5, y = 5 }, stop = 0 })
    assert.equal(1, checks())
    assert.equal(true, twtw.logged("check")[1].fields.success)
    assert.same({ x = 5, y = 5 }, bandit.pos)
    assert.equal(37, miranda.state.covering.card.number)
  end)

  it("a path that stays 5 paces off the line of fire, (5, -5) to (-5, -5), is not covered: no check", function()
    twtw.action.stack(37)
    R["continuous.covering_arm"](f, miranda, 1)
    R["action.resolve"](f, bandit, { kind = "move", to = { x = -5, y = -5 }, stop = 0 })
    assert.equal(0, checks())
    assert.same({ x = -5, y = -5 }, bandit.pos)
  end)

  it("only as far as he can go: 2 paces of the round left (Speed 12, run 24, 22 run) fall short of the area", function()
    bandit.state.paces = 22
    twtw.action.stack(37)
    R["continuous.covering_arm"](f, miranda, 1)
    R["action.resolve"](f, bandit, { kind = "move", to = { x = 5, y = 5 }, stop = 0 })
    assert.equal(0, checks())
    assert.same({ x = 5, y = -3 }, bandit.pos)
  end)

  it("a continuous mover whose phase crosses the line of fire, (5, -3) to (5, 3), is checked before he moves", function()
    bandit.pos = { x = 5, y = -3 }
    bandit.state.ap = 12
    R["continuous.start_move"](f, bandit, { kind = "continuous_move", paces = 24, dir = { x = 0, y = 1 } })
    twtw.action.stack(37, 8)
    R["continuous.covering_arm"](f, miranda, 1)
    R["continuous.phase"](f, 1)
    assert.equal(1, checks())
    assert.same({ x = 5, y = 3 }, bandit.pos) -- 6 paces (6,6,6,6)
  end)

  it("one carried across it, (5, -3) to (5, 4) on a wagon's 7 paces, is checked too; the wagon goes on", function()
    bandit.pos = { x = 5, y = -3 }
    R["continuous.add_automated"](f, { name = "the wagon", paces = 28, pos = { x = 5, y = -3 }, dir = { x = 0, y = 1 },
      carries = { "Bandit" } })
    twtw.action.stack(37, 8)
    R["continuous.covering_arm"](f, miranda, 1)
    R["continuous.phase"](f, 1)
    assert.equal(1, checks())
    assert.same({ x = 5, y = 4 }, bandit.pos)
    assert.same({ x = 5, y = 4 }, f.automated[1].pos)
  end)
end)
