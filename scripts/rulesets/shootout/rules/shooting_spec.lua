-- rules/shooting_spec.lua — seed 004 "Really Simple Wild West Shootout
-- Rules": "When performing any shooting action a score of one or two is
-- required to score a hit"; "When using other weapons the character will
-- drop one skill level, they will drop three level if trying to use a weapon
-- outside their cultural norm, ex. A city-slicker gunslinger trying to use a
-- bow or a Zulu warrior trying to use a scoped rifle"; aiming "to shoot with
-- a re-roll in the next turn"; "NOTE Shotguns run out of ammo after any
-- double". Dice are stacked in the order the rules roll them: the hitting
-- roll, then the d6 severity and the d8 location.
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local function duel(shooter, target)
  local f = F.fight(R, { F.figure("Shooter", "posse", 0, 0, shooter), F.figure("Target", "gang", 10, 0, target) })
  return f, f.by_name.Shooter, f.by_name.Target
end

local function shoot(f, a, t, key)
  local i, w = R["weapon.pick"](a)
  if key then
    for j, x in ipairs(a.weapons) do if x.key == key then i, w = j, x end end
  end
  a.weapon = i
  return R["shoot.resolve"]({ fight = f, attacker = a, target = t, weapon = w })
end

describe("the hitting roll: a 1 or 2 on the expertise die", function()
  it("a Gunslinger rolls a d6: 2 hits — d6 5, d8 3: chest, W", function()
    local f, a, t = duel()
    twtw.dice.stack(2, 5, 3)
    local out = shoot(f, a, t)
    assert.equal(6, out.die)
    assert.truthy(out.hit)
    assert.equal("chest", out.read.where)
    assert.equal("W", out.read.letter)
    assert.equal(1, t.wounds[3])
  end)
  it("a 3 misses, and no location dice are rolled", function()
    local f, a, t = duel()
    twtw.dice.stack(3, 6)
    local out = shoot(f, a, t)
    assert.falsy(out.hit)
    assert.equal(nil, out.read)
    assert.equal(6, twtw.dice.d(6))
  end)
  it("the shot is logged with the level as terms", function()
    local f, a, t = duel()
    twtw.dice.stack(4)
    shoot(f, a, t)
    local e = twtw.logged("shot")[1]
    assert.equal("Shooter shoots at Target with the six-gun: d6 rolls 4 — a miss", e.text)
  end)
end)

describe("expertise level: preferred weapon and cultural norm", function()
  it("a Gunslinger with a rifle he does not prefer drops one level: Soldier, d8", function()
    local f, a, t = duel { weapons = { "pistol", "rifle" } }
    twtw.dice.stack(7)
    local out = shoot(f, a, t, "rifle")
    assert.equal(8, out.die)
    assert.equal(2, out.level:total())
    assert.equal(1, (out.level:find("preference")))
  end)
  it("the seed's city-slicker gunslinger with a bow drops three levels: Citizen, d12", function()
    local f, a, t = duel { culture = "city", weapons = { "pistol", "bow" } }
    twtw.dice.stack(12)
    local out = shoot(f, a, t, "bow")
    assert.equal(12, out.die)
    assert.equal(3, (out.level:find("culture")))
    assert.equal(0, (out.level:find("preference")))
  end)
  it("the seed's Zulu warrior (a Soldier of another culture) with a scoped rifle: Slob, d20", function()
    local f, a, t = duel { expertise = "soldier", culture = "native", weapons = { "scoped_rifle" } }
    twtw.dice.stack(20)
    local out = shoot(f, a, t)
    assert.equal(20, out.die)
    assert.equal(5, out.level:total())
  end)
  it("a Neophyte can get no worse: d30", function()
    local f, a, t = duel { expertise = "neophyte", weapons = { "pistol", "rifle" } }
    twtw.dice.stack(30)
    local out = shoot(f, a, t, "rifle")
    assert.equal(30, out.die)
    assert.equal(6, out.level:total())
    assert.equal(-1, (out.level:find("ladder")))
  end)
  it("a disabled gun arm: the pistol in the other hand, one level worse (decided)", function()
    local f, a, t = duel()
    a.disabled[2] = true
    twtw.dice.stack(8)
    local out = shoot(f, a, t)
    assert.equal(8, out.die)
    assert.equal(1, (out.level:find("off_hand")))
  end)
end)

describe("aiming: a re-roll in the next turn", function()
  it("aimed in turn 1, a miss in turn 2 is rolled again: 5, then 1 hits", function()
    local f, a, t = duel()
    R["aim.set"](f, a, t)
    f.turn = 2
    twtw.dice.stack(5, 1, 6, 6)
    local out = shoot(f, a, t)
    assert.same({ 5, 1 }, out.rolls)
    assert.truthy(out.hit)
    assert.equal("S", out.read.letter)
  end)
  it("one re-roll only: the second miss stands", function()
    local f, a, t = duel()
    R["aim.set"](f, a, t)
    f.turn = 2
    twtw.dice.stack(5, 4, 3)
    assert.same({ 5, 4 }, shoot(f, a, t).rolls)
    assert.same({ 3 }, shoot(f, a, t).rolls)
  end)
  it("no re-roll at another man, nor in the same turn", function()
    local f = F.fight(R, { F.figure("A", "posse", 0, 0), F.figure("B", "gang", 10, 0), F.figure("C", "gang", 12, 0) })
    local a = f.by_name.A
    R["aim.set"](f, a, f.by_name.B)
    twtw.dice.stack(5, 5)
    assert.same({ 5 }, shoot(f, a, f.by_name.B).rolls)
    f.turn = 2
    assert.same({ 5 }, shoot(f, a, f.by_name.C).rolls)
  end)
end)

describe("shotguns run out of ammo after any double", function()
  it("d6 4 and d8 4 (a double): the shotgun is empty; the left arm, row 2: M", function()
    local f, a, t = duel({ expertise = "troublemaker", weapons = { "shotgun" } }, { toughness = 4 })
    twtw.dice.stack(1, 4, 4, 1, 2)
    local out = shoot(f, a, t)
    assert.truthy(out.emptied)
    assert.truthy(a.weapons[1].empty)
    assert.equal("M", out.read.letter)
    assert.equal(3, out.wound.mortal)
    assert.equal(4, t.dies_after)
    assert.equal(nil, (R["weapon.pick"](a)))
  end)
  it("d6 4 and d8 5: no double, still loaded", function()
    local f, a, t = duel({ weapons = { "shotgun" } })
    twtw.dice.stack(1, 4, 5)
    shoot(f, a, t)
    assert.falsy(a.weapons[1].empty)
  end)
  it("a six-gun does not run dry on a double", function()
    local f, a, t = duel()
    twtw.dice.stack(1, 6, 6)
    shoot(f, a, t)
    assert.falsy(a.weapons[1].empty)
  end)
end)

describe("a knife is thrown once", function()
  it("after the throw it is spent (decided); the severity is +1", function()
    local f, a, t = duel { weapons = { "knife" } }
    twtw.dice.stack(1, 5, 3)
    local out = shoot(f, a, t)
    assert.equal(6, out.read.row)
    assert.truthy(a.weapons[1].spent)
    assert.equal(nil, (R["weapon.pick"](a)))
  end)
  it("the line says he throws it: \"throws the Bowie knife at\", not \"shoots at … with the Bowie knife\"", function()
    local f, a, t = duel { weapons = { "knife" } }
    twtw.dice.stack(4)
    shoot(f, a, t)
    assert.equal("Shooter throws the Bowie knife at Target: d6 rolls 4 — a miss", twtw.logged("shot")[1].text)
  end)
  it("a throw cover stops is a stopped throw", function()
    local t = F.figure("Target", "gang", 0, 0, { cover = "crates" })
    t.position = nil
    local f = F.fight(R, { F.figure("Shooter", "posse", 0, 20, { weapons = { "knife" } }), t },
      { { name = "crates", kind = "waist", position = { 0, 0 } } })
    twtw.dice.stack(1, 3, 8, 8)
    shoot(f, f.by_name.Shooter, f.by_name.Target)
    assert.equal("Target hit: d8 8 — #8 left leg; severity d6 3 → row 4: W (Wound) — but the left leg is behind the crates: "
      .. "the throw is stopped", twtw.logged("hit")[1].text)
  end)
end)
