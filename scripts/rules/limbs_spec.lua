-- rules/limbs_spec.lua — lost limbs (rules/limbs.lua): seed 000 "Hit Location
-- and Damage" ("For a limb, such as arm or leg, the location is either
-- severed or otherwise rendered useless"), "Two handed ranged weapons" (a
-- rifle "can be done with one. Apply a penalty of 2"), "Two Weapons" (the off
-- hand's −3), "Fan Firing" (the off hand fans the hammer), "Movement Actions"
-- ("walk, run, crawl"), "Dodge" ("If the target cannot move one pace ... they
-- remain stationary"); the rest decided here.
--
-- Card 22: standard location the right arm; a Bowie knife's (2)6 there is 6,
-- one wound to a Size 6 man.
local twtw = require("twtw")
local R = twtw.rules

local F = require("rules.lib.fixture")

-- duel(attacker, target): F.knife_duel (rules/lib/fixture.lua).
local function duel(attacker, target) return F.knife_duel(R, attacker, target) end

-- cut(f, by, c) → B's Bowie knife lands on card 22: the right arm, one wound.
local function cut(f, by, c)
  local knife = by.weapons[1]
  knife.drawn = true
  local ctx = R["attack.context"](f, by, c, knife, { melee = true })
  return R["damage.resolve"](ctx, F.hit(twtw.action.card(22)), nil)
end

local function texts(kind)
  local out = {}
  for _, e in ipairs(twtw.logged(kind)) do out[#out + 1] = e.text end
  return out
end

describe("a lost arm holds nothing (seed 000 \"Hit Location and Damage\")", function()
  it("the fifth wound to the right arm, mid-fight: the Colt in that hand is dropped, the derringer in the left is kept", function()
    local f, a, b = duel({ weapons = { "peacemaker", "derringer" }, in_hand = { right = "peacemaker", left = "derringer" },
      wounds = { ["right arm"] = 4 } })
    cut(f, b, a)
    assert.equal(5, a.body:wounds("right arm"))
    assert.equal(true, a.body:lost("right arm"))
    local colt, derringer = a.weapons[1], a.weapons[2]
    assert.same({ true, false }, { colt.dropped, colt.drawn })
    assert.same({ nil, true }, { derringer.dropped, derringer.drawn })
    assert.equal(derringer, a.state.hands.left)
    assert.equal(nil, a.state.hands.right)
    assert.same({ "A drops the Colt Peacemaker, gunslinger model: the right arm is lost" }, texts("limb"))
    -- the derringer is now the off hand's: −3 (seed 000 "Two Weapons"), and no weapon in each hand
    assert.equal(true, R["combatant.off_hand"](a, derringer))
    assert.equal(false, R["twoweapon.in_each_hand"](a))
  end)

  it("a gun no in_hand names is in the dominant hand: losing the left (off) arm keeps it there", function()
    local f, a = duel({ weapons = { "peacemaker" }, hand = "right" })
    a.weapons[1].drawn = true
    a.body:apply("left arm", 5, 0)
    R["limbs.lose"](a, "left arm", f)
    assert.equal(true, a.weapons[1].drawn)
    assert.same({ right = a.weapons[1] }, a.state.hands)
    assert.same({}, texts("limb"))
  end)

  it("a shot from the lost arm's hand is refused: nothing fired, no card drawn", function()
    local f, a = duel({ weapons = { "peacemaker" }, in_hand = { right = "peacemaker" } })
    a.body:apply("right arm", 5, 0) -- the wound alone, the drop not yet made: the action still refuses
    local out = R["action.shoot"](f, a, { kind = "shoot", target = "B", weapon = 1 })
    assert.equal(false, out.done)
    assert.equal(6, a.weapons[1].loaded)
    assert.equal(0, #twtw.action.discard())
    local said = texts("action")
    assert.equal("A cannot use the Colt Peacemaker, gunslinger model: the right arm is lost", said[#said])
    assert.same({ false, "the right arm is lost" }, { R["limbs.can_use"](a, a.weapons[1]) })
  end)

  it("with the right arm lost from the start, the Colt is drawn into the left hand and fired from the off hand (+3)", function()
    local f, a = duel({ weapons = { "peacemaker" }, wounds = { ["right arm"] = 5 } })
    local out = R["action.draw"](f, a, { kind = "draw", weapon = 1 })
    assert.equal(true, out.done)
    assert.equal(a.weapons[1], a.state.hands.left)
    local ctx = R["attack.context"](f, a, f.by_name.B, a.weapons[1], {})
    assert.equal(true, ctx.off_hand)
    local tn = R["attack.ranged_tn"](ctx)
    assert.equal(3, (tn:find("off_hand")))
    assert.equal(5 + 2 + 3, tn:total()) -- Standard 5, snap shot (F/-2), off hand
  end)

  it("one hand holds one weapon: with the left hand full, no hand for the derringer; the draw lets go of the Colt",
    function()
    local f, a = duel({ weapons = { "peacemaker", "derringer" }, in_hand = { left = "peacemaker" },
      wounds = { ["right arm"] = 5 } })
    assert.same({ false, "the left hand holds the Colt Peacemaker, gunslinger model" },
      { R["limbs.can_use"](a, a.weapons[2]) })
    local out = R["action.draw"](f, a, { kind = "draw", weapon = 2 })
    assert.equal(true, out.done)
    assert.same({ left = a.weapons[2] }, a.state.hands)
    assert.same({ "A drops the Colt Peacemaker, gunslinger model to draw the derringer" }, texts("drop"))
  end)

  it("reloading and clearing need both arms (decided here)", function()
    local f, a = duel({ weapons = { { base = "peacemaker", loaded = 0 } }, in_hand = { left = "peacemaker" },
      wounds = { ["right arm"] = 5 } })
    local out = R["action.reload"](f, a, { kind = "reload", weapon = 1 })
    assert.equal(false, out.done)
    assert.equal(0, a.weapons[1].loaded)
    local said = texts("action")
    assert.equal("A cannot reload the Colt Peacemaker, gunslinger model: the right arm is lost", said[#said])
    assert.equal(false, (R["action.clear"](f, a, { kind = "clear", weapon = 1 })).done)
    assert.same({ false, "the right arm is lost" }, { R["limbs.can_work"](a) })
  end)

  it("a rifle held in both hands stays in the right when the left arm goes, fired one-handed (+2)", function()
    local f, a = duel({ weapons = { "rifle" }, in_hand = { both = "rifle" }, wounds = { ["left arm"] = 4 } })
    a.body:apply("left arm", 1, 0)
    R["limbs.lose"](a, "left arm", f)
    local rifle = a.weapons[1]
    assert.equal(true, rifle.drawn)
    assert.same({ right = rifle }, a.state.hands)
    assert.equal(true, R["combatant.one_handed"](a, rifle))
    local tn = R["attack.ranged_tn"](R["attack.context"](f, a, f.by_name.B, rifle, { aimed = 1 }))
    assert.equal(2, (tn:find("one_handed")))
  end)

  it("a lariat needs both hands; bare hands one arm; a kick both legs", function()
    local _, a = duel({ weapons = { "lariat" }, wounds = { ["left arm"] = 5, ["right leg"] = 5 } })
    assert.same({ false, "the lariat needs both hands" }, { R["limbs.can_use"](a, a.weapons[1]) })
    assert.equal(true, (R["limbs.can_use"](a, a.unarmed)))
    assert.same({ false, "a kick needs both legs" }, { R["limbs.can_use"](a, R["unarmed.weapon"](a, "kick")) })
    assert.equal(0, (R["tactics.melee"](a))) -- fists (0): the lariat is passed over
  end)
end)

describe("the tactics choose only what the limbs allow", function()
  it("the gun in the lost hand lies dropped: the default policy picks it up with the left hand", function()
    local f, a, b = duel({ weapons = { "peacemaker" }, in_hand = { right = "peacemaker" }, wounds = { ["right arm"] = 4 } })
    cut(f, b, a)
    f.phase = 0
    assert.same({ kind = "pickup", weapon = 1 }, R["tactics.default"](f, a))
    R["action.pickup"](f, a, { kind = "pickup", weapon = 1 })
    assert.equal(a.weapons[1], a.state.hands.left)
  end)

  it("an empty gun and one arm: no reload is chosen", function()
    local f, a = duel({ weapons = { { base = "peacemaker", loaded = 0 } }, in_hand = { left = "peacemaker" },
      wounds = { ["right arm"] = 5 } })
    assert.equal(nil, (R["tactics.ranged"](f, a, f.by_name.B, 6)))
    assert.equal(nil, R["tactics.tend"](f, a, f.by_name.B, 6))
  end)

  it("no arms and no legs: the brawler waits; no stand is chosen on the ground", function()
    local f, a = duel({ tactics = "brawler", wounds = { ["right arm"] = 5, ["left arm"] = 5, ["right leg"] = 5,
      ["left leg"] = 5 } }, { pos = { x = 1, y = 0 } })
    assert.equal(true, a.state.prone)
    assert.same({ kind = "wait", reason = "no arm or leg to fight with" }, R["tactics.brawler"](f, a))
    assert.equal(nil, R["tactics.situation"](f, a))
  end)
end)

describe("lost legs (decided here: one ½ Speed, both a crawl of ¼ on the ground)", function()
  it("one leg: 6 paces a round of Speed 12, however one moves; the move is a walk", function()
    local f, a = duel({ wounds = { ["right leg"] = 5 } }, { pos = { x = 20, y = 0 } })
    assert.same({ 6, 6, 6 }, { R["movement.limit"](a, "walk"), R["movement.limit"](a, "run"), R["movement.limit"](a, "forgo") })
    local out = R["action.move"](f, a, { kind = "move", toward = "B" })
    assert.same({ 6, "walk" }, { out.moved, out.mode })
    assert.equal("walk", a.state.moved)
    assert.equal(false, a.state.prone)
  end)

  it("both legs, at the start: on the ground, 3 paces a round, no standing up", function()
    local f, a = duel({ wounds = { ["right leg"] = 5, ["left leg"] = 5 } }, { pos = { x = 20, y = 0 } })
    assert.equal(true, a.state.prone)
    assert.equal(3, R["movement.limit"](a, "run"))
    assert.equal(3, (R["action.move"](f, a, { kind = "move", toward = "B" })).moved)
    assert.equal(false, (R["action.stand"](f, a, { kind = "stand" })).done)
    assert.equal(true, a.state.prone)
  end)

  it("the second leg lost mid-fight: down, and the continuous move ends", function()
    local f, a = duel({ wounds = { ["right leg"] = 5, ["left leg"] = 4 } }, { pos = { x = 20, y = 0 } })
    local mv = R["continuous.start_move"](f, a, { paces = 20, toward = "B" })
    assert.equal(6, mv.paces) -- one leg: no farther than the walk
    a.body:apply("left leg", 1, 0)
    R["limbs.lose"](a, "left leg", f)
    assert.equal(nil, a.state.continuous)
    assert.equal(true, a.state.prone)
    assert.same({ "A goes down: both legs are lost" }, texts("grapple"))
  end)

  it("a dodger with no legs does not leap aside", function()
    local f, a, b = duel({ weapons = { "peacemaker" } }, { wounds = { ["right leg"] = 5, ["left leg"] = 5 } })
    b.state.dodging = true
    local ctx = R["attack.context"](f, a, b, a.weapons[1], {})
    local out = R["dodge.leap"](ctx, twtw.action.card(22))
    assert.equal(false, out.moved)
    assert.same({ x = 6, y = 0 }, b.pos)
  end)
end)
