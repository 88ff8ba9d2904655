-- rules/actions_spec.lua — the weapon-handling actions: seed 000 "Fan
-- Firing" (Jonah and the Perkins brothers), "Fast Draw" (Miranda, card 37);
-- reloading (decided here).
local twtw = require("twtw")
local R = twtw.rules

local F = require("rules.lib.fixture")
local geometry = require("rules.lib.geometry")

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

-- fanner is the Fanner (Dexterity d10, Shooting 3, a drawn Peacemaker) at
-- (0, 0) and the entries given: the fight and the Fanner, round 1 begun.
local function fanner(...)
  local f = F.fight(R, { { name = "Fanner", side = "a", traits = { dexterity = 10 }, skills = { shooting = 3 },
    weapons = { "peacemaker" } }, ... })
  local c = f.by_name.Fanner
  c.weapons[1].drawn = true
  return f, c
end

describe("action.fan: each shot is declared at its own target (seed 000 \"Fan Firing\": \"the order and target "
  .. "must be clear before drawing the first card\")", function()
  -- seed 000 "Unintended Targets": "Potential unintended targets are within
  -- one pace of the path of the projectile."
  it("a miss at the second target strays along its own line of fire: Near (0.81 pace from (0, 0)→(3.2, 0.9)) "
    .. "is hit, not Far", function()
    local f, c = fanner(F.foe("Near", 3, 0), F.foe("Far", 3.2, 0.9))
    local near, far = f.by_name.Near, f.by_name.Far
    twtw.action.stack(19, 22)
    local out = R["action.fan"](f, c, { kind = "shoot", weapon = 1, fan = { "Near", "Far" } })
    local s2 = out.shots[2]
    assert.equal("Far", s2.target)
    assert.equal(22, s2.card)
    assert.equal(10, s2.tn) -- 5 + 2 snap + 2 shot 2 + 1 target 2
    assert.equal(9, s2.result.total)
    assert.equal(false, s2.hit)
    assert.equal(1, #s2.ctx.bystanders)
    assert.equal("Near", s2.ctx.bystanders[1].name)
    assert.equal(2, s2.strays.strays) -- 1 missed, doubled: Near is within 1 pace of Far (into melee)
    assert.equal(1, #s2.strays.targets)
    assert.equal("Near", s2.strays.targets[1].name)
    assert.near(0.81, geometry.segment_distance(near.pos, c.pos, far.pos), 0.005)
    -- card 22: (2)8 is 8 at the right arm: 1 wound, 2 CT (card 19 gave the chest 2 wounds, 1 CT); Far untouched
    assert.equal(1, near.body:wounds("right arm"))
    assert.equal(near.body:start_ct() - 3, near.body:ct())
    assert.equal(0, far.body:level())
    assert.equal(far.body:start_ct(), far.body:ct())
  end)

  -- seed 000 "Hit Location and Cover": "targets that are not visible behind
  -- cover can be attacked at -4"
  it("a hidden second target keeps the unseen +4: TN 5 + 2 snap + 4 unseen + 2 shot 2 + 1 target 2 = 14", function()
    local f, c = fanner(F.foe("Open", 4, 0),
      F.foe("Hidden", 0, 6, { cover = { name = "haystack", av = 1, hides = true } }))
    twtw.action.stack(19, 22)
    local out = R["action.fan"](f, c, { kind = "shoot", weapon = 1, fan = { "Open", "Hidden" } })
    assert.equal(8, out.shots[1].tn)
    assert.equal(0, (out.shots[1].tn_terms:find("unseen")))
    local s2 = out.shots[2]
    assert.equal("Hidden", s2.target)
    assert.equal(14, s2.tn)
    assert.equal(4, (s2.tn_terms:find("unseen")))
    assert.equal(6, s2.ctx.range)
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
