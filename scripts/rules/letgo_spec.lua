-- rules/letgo_spec.lua — letting go of a weapon to free a hand
-- (rules/letgo.lua; limbs.make_room in rules/limbs.lua; tactics.swap in
-- rules/tactics_pick.lua): seed 000 "Fast Draw" ("weapon dropped" among a
-- Calamity's outcomes: a weapon falls in an instant); the rest decided here
-- — letting go is free, done as part of the draw, fast draw or pick-up that
-- needs the hand, and the weapon lies dropped at the man's feet.
--
-- A (Dexterity d8, Shooting 2, right-handed) at (0, 0), B 6 paces away.
local twtw = require("twtw")
local R = twtw.rules

local F = require("rules.lib.fixture")

-- duel(attacker, target): F.knife_duel (rules/lib/fixture.lua).
local function duel(attacker, target) return F.knife_duel(R, attacker, target) end

local function said(kind)
  local out = {}
  for _, e in ipairs(twtw.logged(kind)) do out[#out + 1] = e.text end
  return out
end

-- Jonah on the stage box (seed 000's ambush): an empty shotgun in both hands, a loaded derringer holstered.
local JONAH = { weapons = { { base = "shotgun", loaded = 0 }, "derringer" }, in_hand = { both = "shotgun" } }

describe("letting go of a weapon in hand frees the hand, at no cost (decided here)", function()
  it("Jonah's empty shotgun is dropped as he draws the derringer: it lies at his feet, the derringer in his right "
    .. "hand", function()
    local f, a = duel(JONAH)
    local shotgun, derringer = a.weapons[1], a.weapons[2]
    assert.same({ false, "both hands hold the double-barrelled shotgun" }, { R["limbs.can_use"](a, derringer) })
    assert.same({ shotgun }, R["limbs.make_room"](a, derringer))
    assert.equal(0, R["combatant.let_go_cost"](a, shotgun))
    local ap = a.state.ap
    assert.equal(true, (R["action.draw"](f, a, { kind = "draw", weapon = 2 })).done)
    assert.same({ right = derringer }, a.state.hands)
    assert.same({ true, false, nil }, { shotgun.dropped, shotgun.drawn, shotgun.hand })
    assert.same({ true, "right" }, { derringer.drawn, derringer.hand })
    assert.equal(ap, a.state.ap) -- nothing paid for letting go
    assert.same({ "A drops the double-barrelled shotgun to draw the derringer" }, said("drop"))
    assert.same({ "A draws the derringer" }, said("draw"))
    -- it can be picked up again: the derringer would go for it
    assert.same({ derringer }, R["limbs.make_room"](a, shotgun))
  end)

  it("a fast draw lets go first: card 7 draws the derringer (Draw F), the shotgun dropped", function()
    local f, a = duel(F.with({ skills = { shooting = 2, fast_draw = 1 } }, JONAH))
    twtw.action.stack(7)
    local out = R["action.fast_draw"](f, a, { kind = "fast_draw", weapon = 2 })
    assert.equal("Draw F", out.result.name)
    assert.same({ right = a.weapons[2] }, a.state.hands)
    assert.equal(true, a.weapons[1].dropped)
    assert.same({ "A drops the double-barrelled shotgun to draw the derringer" }, said("drop"))
  end)

  it("a fast draw that hesitates has still let go: the shotgun lies dropped, the derringer holstered", function()
    local f, a = duel(F.with({ skills = { shooting = 2, fast_draw = 1 } }, JONAH))
    twtw.action.stack(11)
    local out = R["action.fast_draw"](f, a, { kind = "fast_draw", weapon = 2 })
    assert.equal("Hesitate", out.result.name)
    assert.same({ true, false }, { a.weapons[1].dropped, a.weapons[2].drawn })
    assert.same({}, a.state.hands)
  end)

  it("a fast draw's Calamity (card 13) drops the derringer too: both lie at his feet", function()
    local f, a = duel(F.with({ skills = { shooting = 2, fast_draw = 1 } }, JONAH))
    twtw.action.stack(13)
    local out = R["action.fast_draw"](f, a, { kind = "fast_draw", weapon = 2 })
    assert.equal("Calamity", out.result.name)
    assert.same({ true, true }, { a.weapons[1].dropped, a.weapons[2].dropped })
    assert.same({}, a.state.hands)
  end)

  it("a pick-up with both hands full lets go of the jammed gun, not the loaded one", function()
    local f, a = duel({ weapons = { "peacemaker", { base = "derringer", jammed = true }, "walker_colt" },
      in_hand = { right = "peacemaker", left = "derringer" } })
    local colt = a.weapons[3]
    a.weapons[2].jammed = true
    colt.dropped = true
    assert.equal(true, (R["action.pickup"](f, a, { kind = "pickup", weapon = 3 })).done)
    assert.same({ right = a.weapons[1], left = colt }, a.state.hands)
    assert.same({ true, false }, { a.weapons[2].dropped, a.weapons[2].drawn })
    assert.same({ "A drops the derringer to pick up the Walker Colt" }, said("drop"))
  end)

  it("a rifle wanted with a gun in each hand: both are let go of, the dominant hand's first", function()
    local f, a = duel({ weapons = { "peacemaker", "derringer", "rifle" }, in_hand = { right = "peacemaker", left = "derringer" } })
    assert.equal(true, (R["action.draw"](f, a, { kind = "draw", weapon = 3 })).done)
    assert.same({ right = a.weapons[3], left = a.weapons[3] }, a.state.hands)
    assert.same({ "A drops the Colt Peacemaker, gunslinger model to draw the Winchester rifle",
      "A drops the derringer to draw the Winchester rifle" }, said("drop"))
  end)

  it("limbs.make_room: nothing with a hand free; nil and why when letting go would not do", function()
    local _, a = duel({ weapons = { "peacemaker", "lariat" }, in_hand = { right = "peacemaker" },
      wounds = { ["left arm"] = 5 } })
    assert.same({ nil, "the lariat needs both hands" }, { R["limbs.make_room"](a, a.weapons[2]) })
    local _, b = duel({ weapons = { "peacemaker", "derringer" }, in_hand = { right = "peacemaker" } })
    assert.same({}, R["limbs.make_room"](b, b.weapons[2]))
  end)
end)

describe("the tactics drop an empty or jammed gun for a loaded one when the draw is quicker (tactics.swap)", function()
  it("Jonah: the fast draw (Free, 0 phases) beats the reload (Normal, 2): the derringer is drawn", function()
    local f, a = duel(F.with({ skills = { shooting = 2, fast_draw = 1 } }, JONAH))
    local i, _, why = R["tactics.ranged"](f, a, f.by_name.B, 6)
    assert.same({ 2, "draw" }, { i, why })
    assert.equal(true, R["tactics.swap"](a, 2, a.weapons[2]))
    assert.same({ kind = "fast_draw", weapon = 2 }, R["tactics.default"](f, a))
  end)

  it("a jammed rifle and a holstered Walker Colt, no fast draw: the draw (Fast, 1 phase) beats the clear (Normal, 2)",
    function()
      local f, a = duel({ weapons = { "rifle", "walker_colt" }, in_hand = { both = "rifle" } })
      a.weapons[1].jammed = true
      local i, _, why = R["tactics.ranged"](f, a, f.by_name.B, 6)
      assert.same({ 2, "draw" }, { i, why })
      assert.same({ kind = "draw", weapon = 2 }, R["tactics.default"](f, a))
    end)

  it("a reload as quick as the draw (a table's Fast reload) is taken: the shotgun is reloaded, not dropped", function()
    local f, a = duel(JONAH)
    R["action.default_speeds"].reload = "F"
    local i, _, why = R["tactics.ranged"](f, a, f.by_name.B, 6)
    assert.same({ 1, "reload" }, { i, why })
    assert.equal(false, R["tactics.swap"](a, 2, a.weapons[2]))
  end)

  it("a loaded gun is not dropped, even for one that reaches farther: the shotgun (30 paces) at a foe 40 off", function()
    local f, a = duel({ weapons = { "shotgun", "walker_colt" }, in_hand = { both = "shotgun" } }, { pos = { x = 40, y = 0 } })
    assert.equal(nil, (R["tactics.ranged"](f, a, f.by_name.B, 40)))
    assert.equal(false, R["tactics.swap"](a, 2, a.weapons[2]))
  end)

  it("one arm, an empty Colt in hand: it cannot be reloaded, so it is dropped for the derringer", function()
    local f, a = duel({ weapons = { { base = "peacemaker", loaded = 0 }, "derringer" }, in_hand = { left = "peacemaker" },
      wounds = { ["right arm"] = 5 } })
    local i, _, why = R["tactics.ranged"](f, a, f.by_name.B, 6)
    assert.same({ 2, "draw" }, { i, why })
  end)

  it("one arm, a jammed Colt in hand, a loaded Walker Colt dropped: picked up, the jammed one let go of; an empty "
    .. "one dropped is not", function()
    local f, a = duel({ weapons = { "peacemaker", "walker_colt" }, in_hand = { left = "peacemaker" },
      wounds = { ["right arm"] = 5 } })
    a.weapons[1].jammed = true
    a.weapons[2].dropped = true
    assert.same({ kind = "pickup", weapon = 2 }, R["tactics.tend"](f, a, f.by_name.B, 6))
    a.weapons[2].loaded = 0
    assert.equal(nil, R["tactics.tend"](f, a, f.by_name.B, 6))
  end)
end)
