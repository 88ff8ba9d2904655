-- rules/actions_spec.lua — the weapon-handling actions: seed 000 "Fan
-- Firing" (Jonah and the Perkins brothers), "Fast Draw" (Miranda, card 37);
-- reloading (decided here).
local twtw = require("twtw")
local R = twtw.rules

local F = require("rules.lib.fixture")

local function duel(dist, attacker, target) return F.duel(R, dist, attacker, target) end

describe("action.shoot", function()
  it("a holstered gun cannot be fired: nothing drawn, nothing spent", function()
    local f, j = duel(8)
    local out = R["action.shoot"](f, j, { kind = "shoot", target = "Villain", weapon = 1 })
    assert.equal(false, out.done)
    assert.equal(6, j.weapons[1].loaded)
    assert.equal(0, #twtw.action.discard())
  end)
  it("a fallen target is no target", function()
    local f, j, v = duel(8)
    j.weapons[1].drawn = true
    v.body:apply("head", 5, 0)
    local out = R["action.shoot"](f, j, { kind = "shoot", target = "Villain", weapon = 1 })
    assert.equal(false, out.done)
  end)
end)

-- perkins is Jonah (Dexterity d10, shooting 3, a Peacemaker) 3 paces from
-- the two Perkins brothers, round 1 begun: the fight and Jonah.
local function perkins()
  local f = R["fight.new"] { name = "Perkins", combatants = {
    { name = "Jonah", side = "posse", traits = { dexterity = 10 }, skills = { shooting = 3 }, weapons = { "peacemaker" } },
    { name = "Perkins 1", side = "perkins", traits = {}, pos = { x = 3, y = 0 }, weapons = { "bowie_knife" } },
    { name = "Perkins 2", side = "perkins", traits = {}, pos = { x = 3, y = 1 }, weapons = { "bowie_knife" } },
  } }
  f.round, f.phase = 1, 1
  R["round.start"](f)
  return f, f.by_name.Jonah
end

describe("action.fan (seed 000 \"Fan Firing\": Jonah and the Perkins brothers)", function()
  it("two shots at 3 paces, one per brother: TN 8 then 10; card 40 (10, 1, 11) hits, card 15 (tops at 8) misses", function()
    local f, j = perkins()
    j.weapons[1].drawn = true
    twtw.action.stack(40, 15)
    local out = R["action.fan"](f, j, { kind = "shoot", weapon = 1, fan = { "Perkins 1", "Perkins 2" } })
    assert.equal(8, out.shots[1].tn)
    assert.equal(40, out.shots[1].card)
    assert.equal(true, out.shots[1].hit)
    assert.equal(10, out.shots[2].tn)
    assert.equal(15, out.shots[2].card)
    assert.equal(false, out.shots[2].hit)
    assert.equal(4, j.weapons[1].loaded)
    -- card 40: (2)8 is 13 in the belly: 2 wounds and 1 CT
    assert.equal(2, f.by_name["Perkins 1"].body:wounds("torso"))
    assert.equal(f.by_name["Perkins 1"].body:start_ct() - 1, f.by_name["Perkins 1"].body:ct())
  end)
  it("a revolver that fails on the first shot fires no more of the series (decided here)", function()
    local f, j = perkins()
    local w = j.weapons[1]
    w.drawn, w.rel = true, 13 -- card 40's failure result is below 13: it fails
    twtw.action.stack(40, 15)
    local out = R["action.fan"](f, j, { kind = "shoot", weapon = 1, fan = { "Perkins 1", "Perkins 2" } })
    assert.equal(40, out.shots[1].card)
    assert.equal(true, w.jammed)
    assert.equal(nil, out.shots[2])
    assert.equal(5, w.loaded)
    local said = twtw.logged("attack")
    assert.equal("Jonah's fan fire stops after shot 1: the Colt Peacemaker, gunslinger model is jammed", said[#said].text)
  end)
end)

describe("action.reload (decided here: 2 rounds a Normal action)", function()
  it("loads 2 into an empty Peacemaker, never past its 6", function()
    local f, j = duel(8)
    local w = j.weapons[1]
    w.loaded = 0
    R["action.reload"](f, j, { kind = "reload", weapon = 1 })
    assert.equal(2, w.loaded)
    w.loaded = 5
    R["action.reload"](f, j, { kind = "reload", weapon = 1 })
    assert.equal(6, w.loaded)
    assert.equal("N", R["action.speed"](j, { kind = "reload", weapon = 1 }))
  end)
end)

describe("action.fast_draw (seed 000 \"Fast Draw\": Miranda, card 37)", function()
  it("card 37, d10, Fast Draw 2, TN 4: drawn and cocked as a Free action", function()
    local f, m = duel(7, { name = "Miranda", skills = { shooting = 3, fast_draw = 2 } })
    twtw.action.stack(37)
    local out = R["action.fast_draw"](f, m, { kind = "fast_draw", weapon = 1 })
    assert.equal(true, m.weapons[1].drawn)
    assert.equal(true, m.weapons[1].cocked)
    assert.falsy(out.turn_over)
    assert.equal(1, R["action.cost"](m, { kind = "shoot", weapon = 1 })) -- already cocked
  end)
end)
