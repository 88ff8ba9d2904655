-- rules/limbs_hands_spec.lua — which hand holds a weapon (rules/limbs.lua's
-- limbs.room and limbs.take, c.state.hands): seed 000 "Two Weapons" ("A Hero
-- using weapons in each hand suffers -1 to each attack. Any action taken with
-- an off hand is made at an additional -3 (for a total of -4)"); the rest
-- decided here — a weapon drawn goes in the dominant hand when it is free,
-- else the off hand; a hand holds one weapon, and one is freed by letting go
-- of what it holds as part of the draw (rules/letgo.lua; rules/letgo_spec.lua;
-- a table that forbids it: houserules/let_go_spec.lua).
--
-- A (Dexterity d8, Shooting 2, right-handed) at (0, 0), B 6 paces away: a
-- Peacemaker's snap shot is Standard 5 + F/−2 = TN 7 before the hands.
local twtw = require("twtw")
local R = twtw.rules

local F = require("rules.lib.fixture")

-- duel(attacker, target): F.knife_duel (rules/lib/fixture.lua).
local function duel(attacker, target) return F.knife_duel(R, attacker, target) end

-- tn(f, a, w) → the TN of a's shot at B with w, as terms.
local function tn(f, a, w)
  return R["attack.ranged_tn"](R["attack.context"](f, a, f.by_name.B, w, {}))
end

local function said(kind)
  local out = {}
  for _, e in ipairs(twtw.logged(kind)) do out[#out + 1] = e.text end
  return out
end

local TWO = { { base = "peacemaker", drawn = true }, { base = "peacemaker", key = "second", name = "second Colt", drawn = true } }

describe("a weapon drawn goes in a hand (seed 000 \"Two Weapons\")", function()
  it("two revolvers a scenario starts drawn, no in_hand: the first in the right hand, the second in the left, "
    .. "fired at −1 and −1 −3", function()
    local f, a = duel({ weapons = TWO })
    local first, second = a.weapons[1], a.weapons[2]
    assert.same({ right = first, left = second }, a.state.hands)
    assert.same({ false, true }, { R["combatant.off_hand"](a, first), R["combatant.off_hand"](a, second) })
    assert.equal(true, R["twoweapon.in_each_hand"](a))
    assert.equal(7 + 1, tn(f, a, first):total())
    local off = tn(f, a, second)
    assert.equal(7 + 1 + 3, off:total())
    assert.equal(3, (off:find("off_hand")))
  end)

  it("a left-handed man's first gun drawn goes in his left hand, the second in his right (off) hand", function()
    local _, a = duel({ weapons = TWO, hand = "left" })
    assert.same({ left = a.weapons[1], right = a.weapons[2] }, a.state.hands)
    assert.equal(true, R["combatant.off_hand"](a, a.weapons[2]))
  end)

  it("a second gun drawn in the fight beside one in the dominant hand goes in the off hand: −1 −3", function()
    local f, a = duel({ weapons = { "peacemaker", "derringer" }, in_hand = { right = "peacemaker" } })
    assert.equal(true, (R["action.draw"](f, a, { kind = "draw", weapon = 2 })).done)
    assert.equal(a.weapons[2], a.state.hands.left)
    assert.equal(true, R["combatant.off_hand"](a, a.weapons[2]))
    local t = tn(f, a, a.weapons[2])
    assert.equal(1, (t:find("two_weapons")))
    assert.equal(3, (t:find("off_hand")))
  end)

  it("with the dominant hand free, the gun drawn goes there: no off-hand −3", function()
    local f, a = duel({ weapons = { "peacemaker", "derringer" }, in_hand = { left = "derringer" } })
    assert.equal(true, (R["action.draw"](f, a, { kind = "draw", weapon = 1 })).done)
    assert.equal(a.weapons[1], a.state.hands.right)
    assert.same({ 0, 0 }, { tn(f, a, a.weapons[1]):find("off_hand") })
  end)

  it("a gun fast drawn is in the hand it went into (with the right arm lost, the left: the off hand)", function()
    local f, a = duel({ weapons = { "peacemaker" }, skills = { shooting = 2, fast_draw = 2 }, wounds = { ["right arm"] = 5 } })
    twtw.action.stack(1) -- 8 (the wound penalty −5 in it): Draw F
    local out = R["action.fast_draw"](f, a, { kind = "fast_draw", weapon = 1 })
    assert.equal("Draw F", out.result.name)
    assert.equal(true, a.weapons[1].drawn)
    assert.same({ left = a.weapons[1] }, a.state.hands)
    assert.equal(true, R["combatant.off_hand"](a, a.weapons[1]))
  end)

  it("fast_draw_both: the first gun in the dominant hand, the other in the off hand", function()
    local f, a = duel({ weapons = { "peacemaker", "derringer" }, skills = { shooting = 2, fast_draw = 2 } })
    twtw.action.stack(1, 4)
    R["action.fast_draw_both"](f, a, { kind = "fast_draw_both", weapon = 1, off = 2 })
    assert.same({ right = a.weapons[1], left = a.weapons[2] }, a.state.hands)
  end)

  it("fast_draw_both needs both hands free: not ordered, nor done, with a gun in one", function()
    local f, a = duel({ weapons = { "peacemaker", "derringer", "walker_colt" }, skills = { shooting = 2, fast_draw = 2 },
      in_hand = { right = "walker_colt" }, task = "fast_draw_both" })
    assert.equal(nil, R["task.fast_draw_both"](f, a))
    assert.equal(false, (R["action.fast_draw_both"](f, a, { kind = "fast_draw_both", weapon = 1, off = 2 })).done)
    local s = said("action")
    assert.equal("A cannot draw a gun in each hand: a hand holds the Walker Colt", s[#s])
    assert.same({ false, false }, { a.weapons[1].drawn, a.weapons[2].drawn })
  end)

  it("a rifle drawn with both hands free is held in both: no one-handed −2", function()
    local f, a = duel({ weapons = { "rifle" } })
    assert.equal(true, (R["action.draw"](f, a, { kind = "draw", weapon = 1 })).done)
    assert.same({ right = a.weapons[1], left = a.weapons[1] }, a.state.hands)
    assert.equal(false, R["combatant.one_handed"](a, a.weapons[1]))
  end)
end)

describe("a hand holds one weapon (decided here: a full hand is freed by letting go, rules/letgo.lua)", function()
  it("both hands full: no hand for a third gun; the draw lets go of the dominant hand's Colt for it", function()
    local f, a = duel({ weapons = { "peacemaker", "derringer", "walker_colt" },
      in_hand = { right = "peacemaker", left = "derringer" } })
    assert.same({ false, "the right hand holds the Colt Peacemaker, gunslinger model and the left hand the derringer" },
      { R["limbs.can_use"](a, a.weapons[3]) })
    assert.equal(true, (R["action.draw"](f, a, { kind = "draw", weapon = 3 })).done)
    assert.same({ right = a.weapons[3], left = a.weapons[2] }, a.state.hands)
    assert.same({ true, false }, { a.weapons[1].dropped, a.weapons[1].drawn })
    assert.same({ "A drops the Colt Peacemaker, gunslinger model to draw the Walker Colt" }, said("drop"))
  end)

  it("a rifle in both hands leaves no hand for a pistol: the draw lets go of the rifle", function()
    local f, a = duel({ weapons = { "rifle", "peacemaker" }, in_hand = { both = "rifle" } })
    assert.same({ false, "both hands hold the Winchester rifle" }, { R["limbs.can_use"](a, a.weapons[2]) })
    assert.equal(true, (R["action.draw"](f, a, { kind = "draw", weapon = 2 })).done)
    assert.same({ right = a.weapons[2] }, a.state.hands)
    assert.same({ "A drops the Winchester rifle to draw the Colt Peacemaker, gunslinger model" }, said("drop"))
  end)

  it("a rifle needs both hands: no room beside a pistol in one; the draw lets go of the pistol", function()
    local f, a = duel({ weapons = { "peacemaker", "rifle" }, in_hand = { right = "peacemaker" } })
    assert.same({ false, "the Winchester rifle needs both hands, and the right hand holds the Colt Peacemaker, "
      .. "gunslinger model" }, { R["limbs.can_use"](a, a.weapons[2]) })
    assert.equal(true, (R["action.draw"](f, a, { kind = "draw", weapon = 2 })).done)
    assert.same({ right = a.weapons[2], left = a.weapons[2] }, a.state.hands)
    assert.equal(true, a.weapons[1].dropped)
  end)

  it("the tactics let go for a gun no hand is free for: two empty guns in hand, a loaded one holstered → draw it "
    .. "(tactics.swap: Fast beats a Normal reload)", function()
    local f, a = duel({ weapons = { { base = "peacemaker", loaded = 0 }, { base = "derringer", loaded = 0 }, "walker_colt" },
      in_hand = { right = "peacemaker", left = "derringer" } })
    local i, w, why = R["tactics.ranged"](f, a, f.by_name.B, 6)
    assert.same({ 3, "draw" }, { i, why })
    assert.equal(a.weapons[3], w)
    assert.same({ a.weapons[1] }, R["limbs.make_room"](a, w))
  end)

  it("the last throwing knife thrown leaves the hand empty: the knife drawn next goes there", function()
    local f, a = duel({ weapons = { { base = "thrown_knife", loaded = 1, name = "throwing knives" }, "knife" },
      in_hand = { right = "throwing knives" }, traits = { dexterity = 8, strength = 8 } })
    twtw.action.stack(37)
    R["action.shoot"](f, a, { kind = "shoot", target = "B", weapon = 1 })
    assert.equal(false, a.weapons[1].drawn)
    assert.same({}, a.state.hands)
    assert.equal(true, (R["action.draw"](f, a, { kind = "draw", weapon = 2 })).done)
    assert.same({ right = a.weapons[2] }, a.state.hands)
  end)

  it("a disarm's bump wrests the weapon only into a free hand; with both full it is knocked loose", function()
    local f, a, b = duel({ weapons = { "peacemaker", "derringer" }, in_hand = { right = "peacemaker", left = "derringer" } },
      { pos = { x = 1, y = 0 }, weapons = { "bowie_knife" }, in_hand = { right = "bowie_knife" } })
    local ctx = R["attack.context"](f, a, b, a.unarmed, { melee = true })
    local out = R["grapple.disarm"](ctx, F.hit(twtw.action.card(22), 1))
    assert.same({ true, nil }, { out.disarmed, out.taken })
    assert.equal(2, #a.weapons)
    assert.same({ true, false }, { b.weapons[1].dropped, b.weapons[1].drawn })
    assert.same({}, b.state.hands)
  end)

  it("a disarm's bump with a hand free: the weapon is the disarmer's, in that hand", function()
    local f, a, b = duel({ weapons = { "peacemaker" }, in_hand = { right = "peacemaker" } },
      { pos = { x = 1, y = 0 }, weapons = { "bowie_knife" }, in_hand = { right = "bowie_knife" } })
    local ctx = R["attack.context"](f, a, b, a.unarmed, { melee = true })
    local out = R["grapple.disarm"](ctx, F.hit(twtw.action.card(22), 1))
    assert.equal(true, out.taken)
    assert.same({ right = a.weapons[1], left = a.weapons[2] }, a.state.hands)
    assert.same({ "Bowie knife", true }, { a.weapons[2].name, a.weapons[2].drawn })
  end)

  it("a weapon drawn at the start with no hand free is refused", function()
    assert.error(function()
      duel({ weapons = { { base = "peacemaker", drawn = true }, { base = "rifle", drawn = true } } })
    end, "combatant \"A\": the Winchester rifle starts drawn, but no hand is free to hold it (the Winchester rifle needs "
      .. "both hands, and the right hand holds the Colt Peacemaker, gunslinger model)")
  end)
end)
