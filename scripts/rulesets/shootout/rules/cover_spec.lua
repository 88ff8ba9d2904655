-- rules/cover_spec.lua — seed 004 "Use of Cover": "any area that is not
-- exposed cannot be hit ex: a character is standing behind a waist-high pile
-- of crates therefore all hits below the waist are ignored. All such hits
-- cause the target to flinch and duck, if he has not yet fired or moved this
-- turn he must pass a toughness roll to do so. If a character is shooting a
-- pistol around a corner the head and arm holding the weapon are exposed;
-- for a long gun the head, both arms, and the chest are exposed. If the
-- character chooses to shoot around a corner to his weak side he is either
-- completely exposed or drops a expertise level."
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local COVER = {
  { name = "pile of crates", kind = "waist", position = { 10, 0 } },
  { name = "alleyway", kind = "corner", side = "right", position = { 0, 10 } },
  { name = "saloon window", kind = "window", position = { 20, 0 } },
}

local function fight_at(spot, extra)
  local t = F.figure("Target", "gang", 0, 0, extra)
  t.position, t.cover = nil, spot
  return F.fight(R, { F.figure("Shooter", "posse", 0, 30), t }, COVER)
end

local function exposed(f, c)
  local list = {}
  for i = 1, 8 do if R["cover.exposed"](f, c)[i] then list[#list + 1] = i end end
  return list
end

describe("what cover hides", function()
  it("the waist-high pile of crates: hits below the waist (#6 #7 #8) are ignored", function()
    local f = fight_at("pile of crates")
    assert.same({ 1, 2, 3, 4, 5 }, exposed(f, f.by_name.Target))
  end)
  it("a window: head, both arms and chest show (decided)", function()
    local f = fight_at("saloon window")
    assert.same({ 1, 2, 3, 4 }, exposed(f, f.by_name.Target))
  end)
  it("in the open everything shows", function()
    local f = fight_at(nil, { position = { 5, 5 } })
    assert.same({ 1, 2, 3, 4, 5, 6, 7, 8 }, exposed(f, f.by_name.Target))
  end)
  -- rules/cover.lua: "a figure within 1 inch of it is behind it"; he started in the open unless his cover named it
  it("a figure placed within 1 inch of a spot starts behind it, his cover naming it or not; farther off, in the open", function()
    local function placed(x, y) return F.fight(R, { F.figure("Shooter", "posse", 0, 30), F.figure("Target", "gang", x, y) }, COVER) end
    local f = placed(10.6, 0.8)
    local c = f.by_name.Target
    assert.equal("pile of crates", c.cover and c.cover.name)
    assert.same({ 1, 2, 3, 4, 5 }, exposed(f, c))
    assert.equal("Target (gang, gentleman): Gunslinger d6 with the six-gun; Fisticuffs 4, Luck 4, Strength 4, Toughness 4; "
      .. "at (10.6, 0.8) behind the pile of crates; six-gun", twtw.logged("combatant")[2].text)
    f = placed(10, 1.1)
    assert.equal(nil, f.by_name.Target.cover)
    assert.same({ 1, 2, 3, 4, 5, 6, 7, 8 }, exposed(f, f.by_name.Target))
  end)
  it("a figure standing at a spot is behind it; moving off leaves it", function()
    local f = fight_at("pile of crates")
    local c = f.by_name.Target
    assert.equal("pile of crates", c.cover.name)
    R["move.go"](f, c, { x = 10, y = 5 }, 5)
    assert.equal(nil, c.cover)
  end)
end)

describe("a hit on cover: the target flinches", function()
  it("a leg hit behind the crates is stopped; he has not acted: Toughness 6 vs 4 fails, his card is lost", function()
    local f = fight_at("pile of crates")
    local a, t = f.by_name.Shooter, f.by_name.Target
    F.place(R, f, t, twtw, "9S")
    twtw.dice.stack(1, 2, 7, 6)
    local out = R["shoot.resolve"]({ fight = f, attacker = a, target = t, weapon = a.weapons[1] })
    assert.truthy(out.covered)
    assert.equal(nil, out.wound)
    assert.equal(nil, t.wounds[7])
    assert.truthy(out.flinch.tested)
    assert.falsy(out.flinch.success)
    assert.truthy(t.state.acted)
    assert.equal(nil, t.out_until)
  end)
  it("Toughness 3 vs 4 passes: he keeps his card", function()
    local f = fight_at("pile of crates")
    local a, t = f.by_name.Shooter, f.by_name.Target
    F.place(R, f, t, twtw, "9S")
    twtw.dice.stack(1, 2, 8, 3)
    local out = R["shoot.resolve"]({ fight = f, attacker = a, target = t, weapon = a.weapons[1] })
    assert.truthy(out.flinch.success)
    assert.falsy(t.state.acted)
  end)
  it("he has already fired this turn: he flinches, no test", function()
    local f = fight_at("pile of crates")
    local a, t = f.by_name.Shooter, f.by_name.Target
    F.place(R, f, t, twtw, "9S")
    t.state.fired = true
    twtw.dice.stack(1, 2, 6)
    local out = R["shoot.resolve"]({ fight = f, attacker = a, target = t, weapon = a.weapons[1] })
    assert.falsy(out.flinch.tested)
    assert.equal("Target flinches and ducks", twtw.logged("flinch")[1].text)
  end)
end)

describe("shooting round a corner", function()
  it("not leaning out, he cannot be seen", function()
    local f = fight_at("alleyway")
    local t = f.by_name.Target
    assert.same({}, exposed(f, t))
    assert.falsy(R["cover.targetable"](f, f.by_name.Shooter, t))
  end)
  it("a pistol round the corner (his gun hand's side): head and gun arm", function()
    local f = fight_at("alleyway")
    local t = f.by_name.Target
    t.state.leaned = true
    assert.same({ 1, 2 }, exposed(f, t))
  end)
  -- "If a character is shooting a pistol around a corner the head and arm
  -- holding the weapon are exposed": with his gun arm disabled the pistol is
  -- in his other hand, and that arm shows.
  it("a pistol round the corner, his right (gun) arm disabled: fired from the left hand — head and left arm (#1 #4)", function()
    local f = fight_at("alleyway")
    local t, s = f.by_name.Target, f.by_name.Shooter
    t.disabled[2] = true
    twtw.dice.stack(8)
    local out = R["shoot.resolve"]({ fight = f, attacker = t, target = s, weapon = t.weapons[1] })
    assert.equal(8, out.die)
    assert.equal(1, (out.level:find("off_hand")))
    assert.same({ 1, 4 }, exposed(f, t))
  end)
  it("his left arm shows, so a hit on the left arm (#4) lands and the right arm (#2) is stopped", function()
    local f = fight_at("alleyway")
    local t, s = f.by_name.Target, f.by_name.Shooter
    t.disabled[2], t.state.leaned = true, true
    twtw.dice.stack(1, 6, 4, 1, 6, 2)
    local hit = R["shoot.resolve"]({ fight = f, attacker = s, target = t, weapon = s.weapons[1] })
    assert.falsy(hit.covered)
    assert.equal("S", hit.wound.letter)
    local stopped = R["shoot.resolve"]({ fight = f, attacker = s, target = t, weapon = s.weapons[1] })
    assert.truthy(stopped.covered)
  end)
  it("a long gun round the corner: head, both arms and chest", function()
    local f = fight_at("alleyway", { weapons = { "rifle" } })
    local t = f.by_name.Target
    t.state.leaned = true
    assert.same({ 1, 2, 3, 4 }, exposed(f, t))
  end)
  it("to his weak side choosing the expertise level: head and the other arm, one level worse", function()
    local f = fight_at("alleyway", { hand = "left" })
    local t, s = f.by_name.Target, f.by_name.Shooter
    assert.truthy(R["cover.weak"](t))
    twtw.dice.stack(7)
    local out = R["shoot.resolve"]({ fight = f, attacker = t, target = s, weapon = t.weapons[1] })
    assert.equal(8, out.die)
    assert.equal(1, (out.level:find("corner")))
    assert.same({ 1, 2 }, exposed(f, t))
  end)
  it("to his weak side choosing to be exposed: the whole figure, no level lost", function()
    local f = fight_at("alleyway", { hand = "left", weak_side = "exposed" })
    local t, s = f.by_name.Target, f.by_name.Shooter
    twtw.dice.stack(6)
    local out = R["shoot.resolve"]({ fight = f, attacker = t, target = s, weapon = t.weapons[1] })
    assert.equal(6, out.die)
    assert.same({ 1, 2, 3, 4, 5, 6, 7, 8 }, exposed(f, t))
  end)
end)

-- "Use of Cover": "All such hits cause the target to flinch and duck, if he
-- has not yet fired or moved this turn he must pass a toughness roll to do
-- so." Leaning out from his corner is neither: the held king that
-- interrupts him there makes him test before his first shot.
describe("leaning out from a corner, interrupted before he has fired or moved", function()
  local f, watcher, leaner
  before_each(function()
    local l = F.figure("Leaner", "gang", 0, 0)
    l.position, l.cover = nil, "alleyway"
    f = F.fight(R, { F.figure("Watcher", "posse", 0, 30, { tactics = "overwatch" }),
      F.figure("Second", "posse", 2, 30, { tactics = "overwatch" }), l }, COVER)
    watcher, leaner = f.by_name.Watcher, f.by_name.Leaner
    F.place(R, f, watcher, twtw, "KH")
    F.place(R, f, leaner, twtw, "8H")
  end)
  local function texts(kind)
    local out = {}
    for _, e in ipairs(twtw.logged(kind)) do out[#out + 1] = e.text end
    return out
  end
  it("the king's hit on his right leg (#7) is stopped; Toughness d8 6 against 4 fails by 2: his eight fires no shot", function()
    twtw.dice.stack(2, 4, 7, 6)
    R["turn.count"](f)
    assert.equal("Watcher's held king of hearts interrupts Leaner's eight of hearts", texts("interrupt")[1])
    assert.same({ "Leaner tests Toughness (flinch: not yet fired or moved): d8 rolls 6 against 4 — fails by 2" },
      texts("test"))
    assert.equal(1, #twtw.logged("shot"))
    assert.falsy(leaner.state.fired)
    assert.equal(nil, leaner.out_until)
    assert.same({ "Leaner ducks back behind the alleyway: his eight of hearts fires no shot" }, texts("forfeit"))
  end)
  it("Toughness d8 4 against 4 passes: he fires the eight's two shots (d6 5, 6: misses)", function()
    twtw.dice.stack(2, 4, 7, 4, 5, 6)
    R["turn.count"](f)
    assert.equal(1, #texts("test"))
    assert.equal(3, #twtw.logged("shot"))
    assert.truthy(leaner.state.fired)
  end)
  it("ducked back after failing, a second stopped hit (the held jack's, #8) makes him flinch untested", function()
    F.place(R, f, f.by_name.Second, twtw, "JH")
    twtw.dice.stack(2, 4, 7, 6, 2, 4, 8)
    R["turn.count"](f)
    assert.equal(1, #texts("test"))
    assert.same({ "Leaner flinches and ducks" }, texts("flinch"))
    assert.equal(2, #twtw.logged("shot"))
  end)
end)
