-- rules/ancillary_spec.lua — seed 000 "Ancillary Effects", "Scatter",
-- "Equipment Failure", "Unintended Targets", "Scatter and Unintended
-- Targets", "Unintended Targets and Melee".
--
-- Standard deck: card 37 failure 10, clock 12, step 2; card 4 clock 3, step 3;
-- card 20 failure 1; card 43 failure 2; card 0 unintended-target figures 1, 4, 7.
local twtw = require("twtw")

describe("ancillary.failure (seed 000 \"Equipment Failure\")", function()
  it("fails when the failure result is lower than Rel: card 37 (10) fails Rel 11, not Rel 10", function()
    local r = { card = twtw.action.card(37) }
    local w11 = { name = "old pistol", rel = 11 }
    assert.truthy(twtw.rules["ancillary.failure"]({ weapon = w11 }, r).failed)
    assert.truthy(w11.failed)
    local w10 = { name = "pistol", rel = 10 }
    assert.falsy(twtw.rules["ancillary.failure"]({ weapon = w10 }, r).failed)
    assert.falsy(w10.failed)
    assert.falsy(twtw.rules["ancillary.failure"]({ weapon = { name = "knife" } }, r).failed)
  end)

  it("Rel 1: the 1 result fails only when the \"2\" failure card is in the discard pile", function()
    local w = { name = "fine rifle", rel = 1 }
    twtw.action.stack(20)
    local c = twtw.action.draw()
    assert.equal(1, c.failure)
    assert.falsy(twtw.rules["ancillary.failure"]({ weapon = w }, { card = c }).failed)
  end)

  it("Rel 1 with card 43 (failure 2) discarded: fails", function()
    local w = { name = "fine rifle", rel = 1 }
    twtw.action.stack(43, 20)
    assert.equal(2, twtw.action.draw().failure)
    local c = twtw.action.draw()
    assert.truthy(twtw.rules["ancillary.failure"]({ weapon = w }, { card = c }).failed)
  end)
end)

describe("ancillary.scatter (seed 000 \"Scatter\")", function()
  local function throw(range, card, tn, total, calamity)
    local ctx = {
      attacker = { pos = { x = 0, y = 0 } }, target = { pos = { x = 0, y = range } },
      weapon = { name = "dynamite", kind = "thrown" }, range = range,
    }
    return twtw.rules["ancillary.scatter"](ctx, { card = twtw.action.card(card), tn = tn, total = total,
      success = false, calamity = calamity or false })
  end

  it("distance = TN − result + step: TN 7, result 4, card 37 (step 2, 12 o'clock) → 5 paces on past the target", function()
    local s = throw(20, 37, 7, 4)
    assert.equal(12, s.clock)
    assert.equal(5, s.distance)
    assert.equal("target", s.from)
    assert.same({ x = 0, y = 25 }, s.pos)
  end)

  it("never more than half the throw: 8 paces → at most 4", function()
    assert.equal(4, throw(8, 37, 7, 4).distance)
  end)

  it("3 o'clock is the thrower's right: card 4 (step 3), TN 7, result 5 → 5 paces right of the target", function()
    local s = throw(20, 4, 7, 5)
    assert.equal(3, s.clock)
    assert.same({ x = 5, y = 20 }, s.pos)
  end)

  it("a calamity scatters from the thrower: TN 7, result 1 → 8 paces from the thrower", function()
    local s = throw(20, 37, 7, 1, true)
    assert.equal("thrower", s.from)
    assert.equal(8, s.distance)
    assert.same({ x = 0, y = 8 }, s.pos)
  end)

  it("no scatter for a hit or for a shot", function()
    local ctx = { weapon = { kind = "thrown" }, range = 10 }
    assert.equal(nil, twtw.rules["ancillary.scatter"](ctx, { card = twtw.action.card(37), tn = 5, total = 9, success = true }))
    local shot = { weapon = { kind = "ranged" }, range = 10 }
    assert.equal(nil, twtw.rules["ancillary.scatter"](shot, { card = twtw.action.card(37), tn = 5, total = 2, success = false }))
  end)
end)

describe("ancillary.strays (seed 000 \"Unintended Targets\" … \"Unintended Targets and Melee\")", function()
  local function hank_fires(success)
    local shotgun = twtw.rules["gear.weapon"]("shotgun")
    local jonah = { name = "Jonah" }
    local ctx = { weapon = shotgun, range = 3, into_melee = true, target = { name = "Angus", state = {} },
      bystanders = { jonah } }
    return twtw.rules["ancillary.strays"](ctx, { card = twtw.action.card(0), success = success }), jonah
  end

  it("Hank's shotgun into the scrum, a hit: scatter minimum 1 stray, doubled → targets 1–2 at risk", function()
    local s, jonah = hank_fires(true)
    assert.equal(2, s.strays)
    assert.equal(1, s.terms:find("scatter"))
    assert.equal(1, s.terms:find("melee"))
    -- card 0's figures are 1, 4, 7: with 2 strays only target 1 is hit
    assert.same({ 1 }, s.hits)
    assert.same({ jonah }, s.targets)
  end)

  it("a miss: (1 + 1) × 2 = 4 → targets 1–4 at risk (card 0: targets 1 and 2 hit)", function()
    local s = hank_fires(false)
    assert.equal(4, s.strays)
    assert.same({ 1, 2 }, s.hits)
  end)

  it("bystanders found on the line of fire; one within a pace of the target makes it melee; a stray hit deals the card's DMG", function()
    local hank = fixtures.combatant { name = "Hank", pos = { x = 0, y = 0 } }
    local angus = fixtures.combatant { name = "Angus", pos = { x = 6, y = 0 } }
    local jonah = fixtures.combatant { name = "Jonah", pos = { x = 7, y = 0 } }
    local miranda = fixtures.combatant { name = "Miranda", pos = { x = 0, y = 5 } }
    local fight = { combatants = { hank, angus, jonah, miranda } }
    local ctx = { fight = fight, attacker = hank, target = angus, weapon = twtw.rules["gear.weapon"]("shotgun"), range = 6 }
    assert.same({ jonah }, twtw.rules["ancillary.bystanders"](ctx))
    assert.truthy(twtw.rules["ancillary.into_melee"](ctx))
    twtw.action.stack(2) -- Jonah's stun check
    local s = twtw.rules["ancillary.strays"](ctx, { card = twtw.action.card(0), success = false })
    assert.equal(4, s.strays)
    assert.same({ 1, 2 }, s.hits)
    assert.same({ jonah }, s.targets)
    -- card 0: standard location belly, shotgun DMG (3)6 = 12 → 2 wounds
    assert.equal("belly", s.damage[1].damage.location)
    assert.equal(2, jonah.body:wounds("torso"))
    assert.equal(0, miranda.body:wounds("torso"))
  end)

  it("scatter strays grow with range (decided here): 2 increments → +2; a plain pistol's hit has none", function()
    local ctx = { weapon = twtw.rules["gear.weapon"]("shotgun"), range = 10 }
    local s = twtw.rules["ancillary.strays"](ctx, { card = twtw.action.card(0), success = false })
    assert.equal(3, s.strays)
    local p = twtw.rules["ancillary.strays"]({ weapon = twtw.rules["gear.weapon"]("peacemaker"), range = 5 },
      { card = twtw.action.card(0), success = true })
    assert.equal(0, p.strays)
    assert.same({}, p.hits)
  end)
end)
