-- rules/grapple_states_spec.lua — seed 000 "Unarmed Combat" (Block; being
-- held; on the ground), "Entanglement" (trip; breaking free "by exceeding
-- the TN").
--
-- Cause cells used: card 1 d8 rows 4, 11; card 2 d8 6, 2; card 4 d8 13, 2;
-- card 6 d8 3, 4; card 7 d8 row 1 7; card 17 d6 row 1 1; card 26 d6 row 1 4;
-- card 45 d6 row 1 8.
local twtw = require("twtw")
local R = twtw.rules

local function fight_of(hank, swede)
  local h = { name = "Hank", side = "posse", traits = { strength = 8, dexterity = 8 }, skills = { brawl = 2 },
    tactics = "hold" }
  local s = { name = "Swede", side = "gang", traits = { dexterity = 8 }, skills = { brawl = 1 },
    pos = { x = 1, y = 0 }, tactics = "hold" }
  for k, v in pairs(hank or {}) do h[k] = v end
  for k, v in pairs(swede or {}) do s[k] = v end
  local f = R["fight.new"] { name = "brawl", combatants = { h, s } }
  f.round, f.phase = 1, 1
  R["round.start"](f)
  return f, f.by_name.Hank, f.by_name.Swede
end

describe("block (seed 000 \"Unarmed Combat\": \"The TN for the block is the result of the incoming attack\")", function()
  it("the Swede readies a block; Hank's punch (card 1: 11 vs Defense 4) is blocked by card 4's 13 ≥ 11", function()
    local f, hank, swede = fight_of()
    R["action.block"](f, swede, { kind = "block" })
    assert.equal(1, swede.state.blocks)
    twtw.action.stack(1, 4)
    local out = R["action.melee"](f, hank, { kind = "melee", target = "Swede", weapon = 0, maneuver = "punch" })
    assert.equal(4, out.tn)
    assert.equal(11, out.result.total)
    assert.equal(true, out.blocked)
    assert.equal(false, out.hit)
    assert.equal(0, #twtw.logged("wound"))
    assert.equal(0, swede.state.blocks)
  end)

  it("card 2's 6 < 11 fails the block: the punch lands", function()
    local f, hank, swede = fight_of()
    R["action.block"](f, swede, { kind = "block" })
    twtw.action.stack(1, 2)
    local out = R["action.melee"](f, hank, { kind = "melee", target = "Swede", weapon = 0, maneuver = "punch" })
    assert.falsy(out.blocked)
    assert.equal(true, out.hit)
    assert.equal(0, swede.state.blocks)
  end)

  it("no block ready: no block check; a ready block lasts the round only", function()
    local f, hank, swede = fight_of()
    twtw.action.stack(1)
    local out = R["action.melee"](f, hank, { kind = "melee", target = "Swede", weapon = 0, maneuver = "punch" })
    assert.equal(true, out.hit)
    R["action.block"](f, swede, { kind = "block" })
    R["round.start"](f)
    assert.equal(nil, swede.state.blocks)
    assert.equal(1, R["action.ap"].block)
    assert.equal("F", R["action.default_speeds"].block)
  end)
end)

describe("breaking a hold (decided here: exceed the holder's brawl with Strength)", function()
  it("equal is not enough: the Swede's 4 (card 26) against Hank's 4 (card 6)", function()
    local f, hank, swede = fight_of()
    twtw.action.stack(2)
    R["action.melee"](f, hank, { kind = "melee", target = "Swede", weapon = 0, maneuver = "hold" })
    assert.equal(true, swede.state.immobilized)
    twtw.action.stack(26, 6)
    local out = R["action.break_free"](f, swede, { kind = "break_free" })
    assert.equal(false, out.free)
    assert.equal(true, swede.state.immobilized)
  end)

  it("the Swede's 8 (card 45) beats Hank's 4 (card 6): free, and Hank holds nobody", function()
    local f, hank, swede = fight_of()
    twtw.action.stack(2)
    R["action.melee"](f, hank, { kind = "melee", target = "Swede", weapon = 0, maneuver = "hold" })
    twtw.action.stack(45, 6)
    local out = R["action.break_free"](f, swede, { kind = "break_free" })
    assert.equal(true, out.free)
    assert.falsy(swede.state.immobilized)
    assert.equal(nil, hank.state.holding)
  end)

  it("a holder who does something else lets go", function()
    local f, hank, swede = fight_of()
    twtw.action.stack(2)
    R["action.melee"](f, hank, { kind = "melee", target = "Swede", weapon = 0, maneuver = "hold" })
    R["action.resolve"](f, hank, { kind = "wait" })
    assert.falsy(swede.state.immobilized)
  end)
end)

-- seed 000 "Unarmed Combat": "Hold: A hold is an attack that attempts to
-- immobilize the limbs and/or head of an opponent"; "Hit Location and
-- Damage": a limb at its 5th wound is "rendered useless". Decided here: one
-- arm keeps (or takes) a hold; with none left it is let go.
describe("a holder's arms (decided here: one arm is enough, none lets go)", function()
  local function said()
    local out = {}
    for _, e in ipairs(twtw.logged("grapple")) do out[#out + 1] = e.text end
    return out
  end

  it("Hank loses his right arm holding the Swede: he keeps the hold with the left; losing it too, he lets go at once", function()
    local f, hank, swede = fight_of()
    twtw.action.stack(2)
    R["action.melee"](f, hank, { kind = "melee", target = "Swede", weapon = 0, maneuver = "hold" })
    hank.body:apply("right arm", 5, 0)
    R["limbs.lose"](hank, "right arm", f)
    R["grapple.holds"](f)
    assert.same({ "Swede", true }, { hank.state.holding, swede.state.immobilized })
    hank.body:apply("left arm", 5, 0)
    R["limbs.lose"](hank, "left arm", f)
    assert.same({ nil, false }, { hank.state.holding, swede.state.immobilized })
    local s = said()
    assert.equal("Hank lets go of Swede: both arms are lost", s[#s])
  end)

  it("no arm left, however it came: grapple.holding is false and the hold is let go", function()
    local f, hank, swede = fight_of()
    twtw.action.stack(2)
    R["action.melee"](f, hank, { kind = "melee", target = "Swede", weapon = 0, maneuver = "hold" })
    hank.body:apply("right arm", 5, 0)
    hank.body:apply("left arm", 5, 0)
    assert.equal(false, R["grapple.holding"](f, hank))
    R["grapple.holds"](f)
    assert.equal(false, swede.state.immobilized)
    local s = said()
    assert.equal("Hank lets go of Swede: the hold cannot be kept", s[#s])
  end)

  it("a one-armed man takes a hold (card 4: 13, −3 all told with the lost arm's wound penalty, 10 vs TN 4)", function()
    local f, hank, swede = fight_of({ wounds = { ["left arm"] = 5 } })
    twtw.action.stack(4)
    local out = R["action.melee"](f, hank, { kind = "melee", target = "Swede", weapon = 0, maneuver = "hold" })
    assert.same({ true, 10, 4 }, { out.hit, out.result.total, out.tn })
    assert.same({ "Swede", true }, { hank.state.holding, swede.state.immobilized })
    assert.equal(true, R["grapple.holding"](f, hank))
  end)
end)

describe("on the ground (seed 000 \"Unarmed Combat\"; standing and crawling decided here)", function()
  it("a prone combatant crawls ¼ Speed (3 of 12 paces) until he stands (Fast, 1 AP)", function()
    local f, _, swede = fight_of()
    swede.state.prone = true
    assert.equal(3, R["action.move"](f, swede, { kind = "move", to = { x = 20, y = 0 } }).moved)
    R["action.stand"](f, swede, { kind = "stand" })
    assert.falsy(swede.state.prone)
    assert.equal(9, R["action.move"](f, swede, { kind = "move", to = { x = 20, y = 0 }, mode = "walk" }).moved)
  end)
end)

describe("entanglement (seed 000 \"Entanglement\")", function()
  local function roper()
    local f, hank, swede = fight_of({ weapons = { "lariat" }, skills = { fighting = 2 } }, { traits = { dexterity = 6 } })
    hank.weapons[1].drawn = true
    return f, hank, swede
  end

  it("trip: the lariat's contest (card 4's 13 vs card 17's 1) puts the Swede on the ground, not in the rope", function()
    local f, hank, swede = roper()
    twtw.action.stack(2, 4, 17)
    local out = R["action.melee"](f, hank, { kind = "melee", target = "Swede", weapon = 1, trip = true })
    assert.equal(true, out.hit)
    assert.equal(true, out.entangle.tripped)
    assert.equal(false, out.entangle.entangled)
    assert.equal(true, swede.state.prone)
    assert.equal(nil, swede.state.entangled)
  end)

  it("without trip the same cards entangle", function()
    local f, hank, swede = roper()
    twtw.action.stack(2, 4, 17)
    local out = R["action.melee"](f, hank, { kind = "melee", target = "Swede", weapon = 1 })
    assert.equal(true, out.entangle.entangled)
    assert.truthy(swede.state.entangled)
    assert.falsy(swede.state.prone)
  end)

  it("breaking a fragile lariat needs to exceed its TN 7: Strength 7 (card 7) does not, 13 (card 4) does", function()
    local f, hank, swede = roper()
    swede.traits.strength = 8
    swede.state.entangled = { by = hank, weapon = hank.weapons[1], break_tn = 7 }
    twtw.action.stack(7)
    local out = R["entangle.break_free"](f, swede)
    assert.equal(7, out.result.total)
    assert.equal(false, out.free)
    twtw.action.stack(4)
    out = R["entangle.break_free"](f, swede)
    assert.equal(true, out.free)
    assert.equal(true, hank.weapons[1].broken)
  end)
end)

describe("block in the same phase (seed 000 \"Block can be used on an attack that occurs during the same phase (even if it resolves before)\")", function()
  it("the Swede declared a block; Hank's punch resolves first: the block is taken ahead (1 AP) and cancels it", function()
    local f, hank, swede = fight_of()
    swede.state.declared = { kind = "block" }
    local ap = swede.state.ap
    twtw.action.stack(1, 4)
    local out = R["action.melee"](f, hank, { kind = "melee", target = "Swede", weapon = 0, maneuver = "punch" })
    assert.equal(11, out.result.total)
    assert.equal(true, out.blocked)
    assert.equal(0, #twtw.logged("wound"))
    assert.equal(ap - 1, swede.state.ap)
    assert.equal(0, swede.state.blocks)
    -- the Swede's turn in this phase passes: the block was his action
    assert.equal("wait", swede.state.declared.kind)
    R["round.turn"](f, swede)
    assert.equal(ap - 1, swede.state.ap)
  end)

  it("a declared punch is no block; a declared block he cannot pay for (0 AP) is none either", function()
    local f, hank, swede = fight_of()
    swede.state.declared = { kind = "melee", target = "Hank", weapon = 0, maneuver = "punch" }
    twtw.action.stack(1)
    assert.equal(true, R["action.melee"](f, hank, { kind = "melee", target = "Swede", weapon = 0, maneuver = "punch" }).hit)
    assert.equal("punch", swede.state.declared.maneuver)
    local f2, hank2, swede2 = fight_of()
    swede2.state.declared, swede2.state.ap = { kind = "block" }, 0
    twtw.action.stack(1)
    assert.equal(true, R["action.melee"](f2, hank2, { kind = "melee", target = "Swede", weapon = 0, maneuver = "punch" }).hit)
    assert.equal("block", swede2.state.declared.kind)
  end)
end)
