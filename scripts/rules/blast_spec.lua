-- rules/blast_spec.lua — core.blast: an explosive goes off where it lands
-- (seed 000 "Dodge": "the attack roll … determine if the attacker places the
-- attack on the target, which is often the ground"; "Scatter": a missed
-- throw "has to go somewhere"); the blast paces and who they catch are
-- decided in rules/blast.lua.
--
-- Card 50: standard location left leg; the dynamite's DMG (4)6 reads 15 in
-- the d6 column: 2 wounds and 3 CT on Size 6.
local twtw = require("twtw")
local R = twtw.rules

-- field() → a fight: Hank throws from (0, 0) at Angus (10, 0); Bart stands 2
-- paces from Angus, Cole 3 (the edge of the blast), Dell 4.
local function field()
  local f = R["fight.new"] { name = "blast", combatants = {
    { name = "Hank", side = "posse", traits = {}, weapons = { "dynamite" } },
    { name = "Angus", side = "gang", traits = {}, pos = { x = 10, y = 0 } },
    { name = "Bart", side = "gang", traits = {}, pos = { x = 12, y = 0 } },
    { name = "Cole", side = "gang", traits = {}, pos = { x = 10, y = 3 } },
    { name = "Dell", side = "gang", traits = {}, pos = { x = 14, y = 0 } },
  } }
  f.round, f.phase = 1, 1
  R["round.start"](f)
  return f, f.by_name
end

local function blast(f, by, outcome, weapon)
  local ctx = { fight = f, attacker = by.Hank, target = by.Angus, weapon = weapon or by.Hank.weapons[1], range = 10 }
  return R["attack.blast"](ctx, { card = twtw.action.card(50), success = outcome.hit, bumps = 0 }, outcome)
end

describe("core.blast: a thrown explosive goes off where it lands (decided here: blast 3 paces)", function()
  it("a hit on Angus: Bart (2 paces) and Cole (3) are caught, each 2 wounds in the left leg; Dell (4) is not", function()
    local f, by = field()
    local hits = blast(f, by, { hit = true })
    assert.equal(2, #hits)
    assert.equal(by.Bart, hits[1].target)
    assert.equal(by.Cole, hits[2].target)
    assert.equal(2, by.Bart.body:wounds("left leg"))
    assert.equal(2, by.Cole.body:wounds("left leg"))
    assert.equal(0, by.Dell.body:wounds("left leg"))
    assert.equal(0, by.Angus.body:wounds("left leg")) -- the throw's own hit is the attack's, not the blast's
    local line = twtw.logged("blast")[1]
    assert.equal("blast of the dynamite at (10, 0), 3 paces: Bart, Cole caught", line.text)
    -- the paces are terms: the gear entry's blast (a set that changed it, a wrap of blast.paces, credited)
    assert.equal(3, line.fields.paces:total())
    assert.equal("the dynamite's blast", line.fields.paces:list()[1].reason)
    assert.same({ 3, "gear.weapons.dynamite.attributes.blast" }, { R["blast.paces"]({ weapon = by.Hank.weapons[1] }) })
    assert.equal(0, R["blast.paces"]({ weapon = R["gear.weapon"]("thrown_knife") }))
  end)

  it("a weapon with no gear key (a scenario's own) still logs its blast: the paces credit the rule only", function()
    local f, by = field()
    by.Hank.weapons[1].key = nil
    local hits = blast(f, by, { hit = true })
    assert.equal(2, #hits)
    assert.equal(3, twtw.logged("blast")[1].fields.paces:total())
  end)

  it("a miss that scattered to (10, 5): Cole (2 paces) is caught; Angus (5) is not", function()
    local f, by = field()
    local hits = blast(f, by, { hit = false, scatter = { pos = { x = 10, y = 5 } } })
    assert.equal(1, #hits)
    assert.equal(by.Cole, hits[1].target)
    assert.equal(0, by.Angus.body:wounds("left leg"))
  end)

  it("a dud (the fuse fails: ancillary.failure) and a thrown knife go off nowhere", function()
    local f, by = field()
    assert.is_nil(blast(f, by, { hit = true, failure = { failed = true } }))
    assert.is_nil(blast(f, by, { hit = true }, R["gear.weapon"]("thrown_knife")))
    assert.equal(0, by.Bart.body:wounds("left leg"))
    assert.equal(0, #twtw.logged("blast"))
  end)
end)

describe("core.blast through attack.ranged: a dud and a miss", function()
  -- throw(f, by, card): Hank's throw at Angus on card N, placed by the judge (auto_hit)
  local function throw(f, by, card, hit)
    local w = by.Hank.weapons[1]
    w.drawn, w.loaded = true, 1
    local ctx = R["attack.context"](f, by.Hank, by.Angus, w, { card = twtw.action.card(card), auto_hit = hit })
    return R["attack.ranged"](ctx)
  end

  it("card 43 (failure 2 < the fuse's Rel 3): the stick that lands on Angus is a dud — no damage, no blast", function()
    local f, by = field()
    local out = throw(f, by, 43, true)
    assert.equal(true, out.hit)
    assert.equal(true, out.failure.failed)
    assert.equal(by.Angus.ct, by.Angus.body:ct())
    assert.equal(0, by.Bart.body:wounds("left leg") + by.Bart.body:wounds("right leg"))
    assert.is_nil(out.blast)
    assert.equal(0, #twtw.logged("wound"))
  end)

  it("card 2 misses Angus and the stick scatters to (5, 0): Friend, on the line of fire half a pace from it, "
    .. "is caught by the blast once and is no stray shot's target", function()
    local f = R["fight.new"] { name = "blast", combatants = {
      { name = "Hank", side = "posse", traits = { dexterity = 4, strength = 8 }, weapons = { "dynamite" } },
      { name = "Angus", side = "gang", traits = {}, pos = { x = 10, y = 0 } },
      { name = "Friend", side = "posse", traits = {}, pos = { x = 5, y = 0.5 } },
    } }
    f.round, f.phase = 1, 1
    R["round.start"](f)
    local out = throw(f, f.by_name, 2)
    assert.equal(false, out.hit)
    assert.same({ x = 5, y = 0 }, out.scatter.pos)
    assert.equal(0, out.strays.strays)
    assert.equal(1, #out.blast)
    assert.equal(f.by_name.Friend, out.blast[1].target)
    assert.equal(1, #twtw.logged("wound"))
  end)

  it("an explosive has no stray shots: its blast is what catches the men near where it lands", function()
    local n = R["ancillary.stray_count"]({ weapon = R["gear.weapon"]("dynamite"), range = 10 }, { success = false })
    assert.equal(0, n)
    assert.equal(1, (R["ancillary.stray_count"]({ weapon = R["gear.weapon"]("thrown_knife"), range = 10 }, { success = false })))
  end)
end)
