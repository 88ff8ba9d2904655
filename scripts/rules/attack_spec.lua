-- rules/attack_spec.lua — the attack pipeline: seed 000 "Combat
-- Resolution", "Range", "Aim and Snap Shots", "Fan Firing", "Applying
-- Results", "Dealing Damage", "Point Blank"; seed 001 "Continuous Actions".
local twtw = require("twtw")
local R = twtw.rules

local F = require("rules.lib.fixture")

local function duel(dist, attacker, target) return F.duel(R, dist, attacker, target) end

describe("attack.context (seed 000 \"Tactical Movement\", \"Point Blank\")", function()
  it("range in paces, no aim, not moving, not point blank at 8", function()
    local f, j, v = duel(8)
    local ctx = R["attack.context"](f, j, v, j.weapons[1])
    assert.equal(8, ctx.range)
    assert.equal(0, ctx.aimed)
    assert.equal("none", ctx.moving)
    assert.is_nil(ctx.point_blank) -- flags are set only when true
  end)
  it("within 1 pace a firearm is at point blank", function()
    local f, j, v = duel(1)
    assert.equal(true, R["attack.context"](f, j, v, j.weapons[1]).point_blank)
  end)
  it("only movement in the same phase counts for Move and Fire", function()
    local f, j, v = duel(20)
    R["action.move"](f, j, { kind = "move", toward = "Villain", paces = 4 })
    assert.equal("walk", R["attack.context"](f, j, v, j.weapons[1]).moving)
    j.state.phase_paces = 0 -- a new phase
    assert.equal("none", R["attack.context"](f, j, v, j.weapons[1]).moving)
  end)
end)

describe("attack.context target speed (seed 000 \"Target Speed\"; paces this round, decided here)", function()
  it("a 2-pace sidestep adds nothing; 10 paces this round is −2", function()
    local f, j, v = duel(8)
    R["action.move"](f, v, { kind = "move", to = { x = 8, y = 2 }, paces = 2, stop = 0 })
    local tn = R["attack.ranged_tn"](R["attack.context"](f, j, v, j.weapons[1]))
    assert.equal(0, (tn:find("speed")))
    R["action.move"](f, v, { kind = "move", to = { x = 8, y = 20 }, paces = 8, stop = 0 })
    tn = R["attack.ranged_tn"](R["attack.context"](f, j, v, j.weapons[1]))
    assert.equal(2, (tn:find("speed")))
  end)
end)

describe("attack.ranged (seed 000 \"Range\", \"Aim and Snap Shots\", \"Dealing Damage\")", function()
  it("a snap shot at 8 paces is TN 7; card 37 (d10: 9, 1, 6) hits; (2)8 on card 37 is 12: 2 wounds, left leg", function()
    local f, j, v = duel(8)
    local w = j.weapons[1]
    w.drawn = true
    twtw.action.stack(37)
    local out = R["attack.ranged"](R["attack.context"](f, j, v, w))
    assert.equal(7, out.tn) -- 5 Standard + 2 snap shot (F/-2); 8 paces is within the first increment
    assert.equal(37, out.card)
    assert.equal(true, out.hit)
    assert.equal(0, out.result.bumps)
    assert.equal(2, v.body:wounds("left leg"))
    assert.equal(v.body:start_ct(), v.body:ct()) -- 12 is two whole Size 6: no CT
    assert.equal(5, w.loaded)
    assert.equal(false, w.cocked)
    assert.equal(1, v.state.shot_at_this_round)
    assert.equal(1, v.state.hit_this_round)
  end)
  it("9 paces: TN 8 (one full increment); card 16 (d10: 2, 4, 2) misses and nothing is dealt", function()
    local f, j, v = duel(9)
    j.weapons[1].drawn = true
    twtw.action.stack(16)
    local out = R["attack.ranged"](R["attack.context"](f, j, v, j.weapons[1]))
    assert.equal(8, out.tn)
    assert.equal(false, out.hit)
    assert.equal(0, v.body:level())
    assert.equal(v.body:start_ct(), v.body:ct())
    assert.equal(1, out.strays.strays) -- the missed projectile is a stray shot
  end)
  it("firing ends the aim (\"Any firing action also nullifies the aim\")", function()
    local f, j, v = duel(8)
    j.weapons[1].drawn = true
    R["aim.add"](j, v)
    twtw.action.stack(16)
    local out = R["attack.ranged"](R["attack.context"](f, j, v, j.weapons[1]))
    assert.equal(5, out.tn) -- aimed: no snap penalty
    assert.equal(nil, j.state.aim)
  end)
  it("an empty gun does not fire and draws no card", function()
    local f, j, v = duel(8)
    j.weapons[1].drawn, j.weapons[1].loaded = true, 0
    local out = R["attack.ranged"](R["attack.context"](f, j, v, j.weapons[1]))
    assert.equal(false, out.fired)
    assert.equal(0, #twtw.action.discard())
  end)
  it("the fight keeps a history of attacks", function()
    local f, j, v = duel(8)
    j.weapons[1].drawn = true
    twtw.action.stack(37)
    R["attack.ranged"](R["attack.context"](f, j, v, j.weapons[1]))
    assert.equal(1, #f.history)
    assert.equal("Jonah", f.history[1].attacker)
    assert.equal("Villain", f.history[1].target)
    assert.equal(true, f.history[1].hit)
    assert.equal(2, f.history[1].wounds)
  end)
end)

describe("attack.melee (seed 000 \"Melee Combat\")", function()
  it("out of reach: no attack, no card", function()
    local f, j = duel(3, { weapons = { "bowie_knife" } })
    j.weapons[1].drawn = true
    local out = R["action.melee"](f, j, { kind = "melee", target = "Villain", weapon = 1 })
    assert.equal(false, out.done)
    assert.equal(0, #twtw.action.discard())
  end)
  it("adjacent with a Bowie knife: a melee attack on the stacked card, tallied on the target", function()
    local f, j, v = duel(1, { weapons = { "bowie_knife" }, skills = { fighting = 2 } })
    j.weapons[1].drawn = true
    twtw.action.stack(46) -- d10 rows 8, 18
    local out = R["action.melee"](f, j, { kind = "melee", target = "Villain", weapon = 1 })
    assert.equal(true, out.melee)
    assert.equal(46, out.card)
    assert.equal(18, out.result.best)
    assert.equal(out.result.total >= out.tn, out.hit)
    assert.equal(1, v.state.melee_at_this_round)
    assert.equal(out.hit and 1 or 0, v.state.melee_hit_this_round or 0)
  end)
end)

describe("attack.ranged: a scatter weapon's hit throws strays too (seed 000 \"Scatter and Unintended Targets\", \"Unintended Targets and Melee\")", function()
  -- Hank's example: "if he successfully shoots Angus, both target results 1
  -- and 2 will result in Jonah being hit".
  local function scrum()
    local f = R["fight.new"] { name = "scrum", combatants = {
      { name = "Hank", side = "posse", traits = { dexterity = 10 }, skills = { shooting = 3 }, weapons = { "shotgun" },
        pos = { x = 0, y = 0 } },
      { name = "Angus", side = "gang", traits = {}, pos = { x = 3, y = 0 }, tactics = "hold" },
      { name = "Jonah", side = "posse", traits = {}, pos = { x = 4, y = 0 }, tactics = "hold" },
    } }
    f.round, f.phase = 1, 1
    R["round.start"](f)
    f.by_name.Hank.weapons[1].drawn = true
    return f, f.by_name.Hank, f.by_name.Angus, f.by_name.Jonah
  end

  it("card 40 hits Angus (d10: 10, 1, 11 vs TN 6); strays 1 scatter ×2 melee = 2; card 40's figure 1 hits Jonah once", function()
    local f, h, a, j = scrum()
    twtw.action.stack(40, 2, 3) -- the attack, Angus's stun check, Jonah's stun check
    local out = R["attack.ranged"](R["attack.context"](f, h, a, h.weapons[1]))
    assert.equal(6, out.tn) -- 5 Standard + 1 snap shot (N/-1)
    assert.equal(true, out.hit)
    assert.equal(2, out.strays.strays)
    assert.equal(1, out.strays.terms:find("scatter"))
    assert.equal(1, out.strays.terms:find("melee"))
    assert.equal(0, out.strays.terms:find("missed"))
    assert.same({ 1 }, out.strays.hits)
    assert.same({ j }, out.strays.targets)
    -- card 40: the shotgun's (3)6 reads 4 in the belly: 4 CT to Angus, and
    -- the stray deals the same 4 CT to Jonah — once, not twice
    assert.equal(a.body:start_ct() - 4, a.body:ct())
    assert.equal(j.body:start_ct() - 4, j.body:ct())
    assert.equal(1, #out.strays.damage)
    assert.equal(1, #twtw.logged("strays"))
  end)

  it("with ancillary.numbers resolve_hits = false the stray is named but deals nothing", function()
    local f, h, a, j = scrum()
    local nums = R["ancillary.numbers"]
    nums.resolve_hits = false
    twtw.action.stack(40, 2)
    local ok, out = pcall(R["attack.ranged"], R["attack.context"](f, h, a, h.weapons[1]))
    nums.resolve_hits = true
    assert.truthy(ok)
    assert.same({ j }, out.strays.targets)
    assert.equal(a.body:start_ct() - 4, a.body:ct())
    assert.equal(j.body:start_ct(), j.body:ct())
  end)
end)

describe("attack.melee with an entangling weapon (seed 000 \"Entanglement\")", function()
  -- "Instead of doing brawling damage some weapons can be used to entangle …
  -- an opposed contest of the attacker's appropriate fighting skill versus
  -- the opponent's Dexterity."
  local function roping()
    local f = R["fight.new"] { name = "roping", combatants = {
      { name = "Roper", side = "a", traits = { dexterity = 8 }, skills = { fighting = 1 }, weapons = { "lariat" },
        pos = { x = 0, y = 0 } },
      { name = "Calf", side = "b", traits = { dexterity = 8 }, pos = { x = 1, y = 0 }, tactics = "hold" },
    } }
    f.round, f.phase = 1, 1
    R["round.start"](f)
    f.by_name.Roper.weapons[1].drawn = true
    return f, f.by_name.Roper, f.by_name.Calf
  end

  it("card 4 hits (d8 row 1: 13 + 1 armed advantage vs Defense 3); the contest 6 vs 2 entangles and deals no damage", function()
    local f, r, c = roping()
    twtw.action.stack(4, 2, 3) -- the attack; Roper's Fighting (card 2 d8: 6); Calf's Dexterity (card 3 d8: 2)
    local out = R["action.melee"](f, r, { kind = "melee", target = "Calf", weapon = 1 })
    assert.equal(3, out.tn)
    assert.equal(14, out.result.total)
    assert.equal(true, out.hit)
    assert.equal(6, out.entangle.attack.total)
    assert.equal(2, out.entangle.defense.total)
    assert.equal(true, out.entangle.entangled)
    assert.equal(7, c.state.entangled.break_tn) -- the lariat's break TN
    assert.equal(0, c.body:level())
    assert.equal(c.body:start_ct(), c.body:ct())
    assert.equal(0, #twtw.logged("damage"))
    assert.equal(nil, out.damage)
  end)

  it("a lost contest (card 3 for Roper: 2, card 2 for Calf: 6) leaves Calf free and unhurt", function()
    local f, r, c = roping()
    twtw.action.stack(4, 3, 2)
    local out = R["action.melee"](f, r, { kind = "melee", target = "Calf", weapon = 1 })
    assert.equal(true, out.hit)
    assert.equal(false, out.entangle.entangled)
    assert.equal(nil, c.state.entangled)
    assert.equal(c.body:start_ct(), c.body:ct())
  end)
end)

describe("attack.melee reads melee.attack_check (seed 000 \"Advantage\": spent levels \"are not used when determining result\")", function()
  it("Fighting 3 spending 2 on advantage reads 1 row: card 37 d8 (2, 4, 2) → best 2; one attack line, no separate check line", function()
    local f = R["fight.new"] { name = "spend", combatants = {
      { name = "Don", side = "a", traits = { dexterity = 8 }, skills = { fighting = 3 }, weapons = { "knife" },
        pos = { x = 0, y = 0 } },
      { name = "Percy", side = "b", traits = { dexterity = 8 }, skills = { fighting = 2 }, weapons = { "cavalry_saber" },
        pos = { x = 1, y = 0 }, tactics = "hold" },
    } }
    f.round, f.phase = 1, 1
    R["round.start"](f)
    local d, p = f.by_name.Don, f.by_name.Percy
    d.weapons[1].drawn, p.weapons[1].drawn = true, true
    twtw.action.stack(37)
    local out = R["action.melee"](f, d, { kind = "melee", target = "Percy", weapon = 1, spend = 2 })
    assert.equal(1, out.result.rows)
    assert.equal(2, out.result.best)
    -- Percy's Defense 3 + Fighting 2 = 5; advantage 2 (spent) vs 2 (saber's length, defend 1): a tie
    assert.equal(5, out.tn)
    assert.equal(false, out.hit)
    assert.equal(1, #twtw.logged("attack"))
    assert.equal(0, #twtw.logged("check"))
  end)
end)
