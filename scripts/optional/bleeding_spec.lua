-- optional/bleeding_spec.lua — seed 000 "Optional Bleeding Rules": heavy
-- 1 CT a round, serious 2, critical limbs 3; bled to −(starting CT) is death.
local twtw = require("twtw")

-- Hank: Fortitude d8, Size 6 — starting CT 14 (core.combatant: die + Size).
local function hank()
  local c = fixtures.combatant { name = "Hank" }
  return c, { name = "gulch", round = 1, combatants = { c } }
end

local function end_of_round(fight)
  twtw.rules["round.end_step"](fight)
end

describe("bleeding (seed 000 \"Optional Bleeding Rules\")", function()
  it("a serious wound (4 in the torso) bleeds 2 CT at the end of the round: 14 → 12", function()
    local c, f = hank()
    assert.equal(14, c.body:ct())
    c.body:apply("chest", 4, 0)
    end_of_round(f)
    assert.equal(12, c.body:ct())
    end_of_round(f)
    assert.equal(10, c.body:ct())
  end)
  it("module off: the same wound bleeds nothing", function()
    twtw.use {}
    local c, f = hank()
    c.body:apply("chest", 4, 0)
    end_of_round(f)
    assert.equal(14, c.body:ct())
  end)
  it("a heavy wound (3) bleeds 1; a light one (2) nothing", function()
    local c, f = hank()
    c.body:apply("right arm", 2, 0)
    end_of_round(f)
    assert.equal(14, c.body:ct())
    c.body:apply("left leg", 3, 0)
    end_of_round(f)
    assert.equal(13, c.body:ct())
  end)
  it("a critically wounded (lost) leg bleeds 3 — the highest bleeding wound counts, not the sum", function()
    local c, f = hank()
    c.body:apply("right leg", 5, 0)
    c.body:apply("belly", 3, 0)
    assert.equal(3, (twtw.rules["bleeding.rate"](c)))
    end_of_round(f)
    assert.equal(11, c.body:ct())
  end)
  it("bleeding to −13 only concussed; to −15 (at or below −14, −starting CT) is death", function()
    local c, f = hank()
    c.body:apply("belly", 4, 25) -- serious, CT 14 − 25 = −11
    assert.equal(-11, c.body:ct())
    end_of_round(f)
    assert.equal(-13, c.body:ct())
    assert.equal(false, c.body:dead())
    assert.equal(true, c.state.out) -- concussed (core.wounds concussion.check)
    end_of_round(f)
    assert.equal(-15, c.body:ct())
    assert.equal(true, c.body:dead())
    assert.equal(true, c.state.dead)
    end_of_round(f)
    assert.equal(-15, c.body:ct()) -- the dead do not bleed
  end)
  it("rates are options: serious = 1", function()
    twtw.use { bleeding = { serious = 1 } }
    local c, f = hank()
    c.body:apply("chest", 4, 0)
    end_of_round(f)
    assert.equal(13, c.body:ct())
  end)
  it("with optional/risk on, a protected Hero does not bleed to death: out of action, bleeding stops", function()
    twtw.use { "bleeding", "risk" }
    local c, f = hank()
    c.player = true
    c.body:apply("belly", 4, 25)
    end_of_round(f)
    end_of_round(f)
    assert.equal(-15, c.body:ct())
    assert.equal(false, c.body:dead())
    assert.equal(true, c.state.out)
    end_of_round(f)
    assert.equal(-15, c.body:ct())
  end)
end)
