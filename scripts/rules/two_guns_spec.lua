-- rules/two_guns_spec.lua — seed 000 "Two Weapons": a Peacemaker in each of
-- Miranda's hands (F/-2 unaimed), 8 paces: Standard 5; main hand −1, off hand
-- −4, snap −2 unless aimed. Card 40 d10: 10, 1, 11.
local twtw = require("twtw")
local R = twtw.rules

local function fight_of()
  local f = R["fight.new"] { name = "two guns", combatants = {
    { name = "Miranda", side = "posse", traits = { dexterity = 10 }, skills = { shooting = 3 },
      weapons = { "peacemaker", "peacemaker" }, tactics = "hold" },
    { name = "Goon", side = "gang", traits = {}, pos = { x = 8, y = 0 }, tactics = "hold", ct = 40 },
    { name = "Angus", side = "gang", traits = {}, pos = { x = 0, y = 8 }, tactics = "hold", ct = 40 },
  } }
  f.round, f.phase = 1, 1
  R["round.start"](f)
  local m = f.by_name.Miranda
  m.weapons[1].drawn, m.weapons[2].drawn = true, true
  return f, m
end

local function both(f, m, t1, t2)
  twtw.action.stack(40)
  return R["action.two_guns"](f, m, { kind = "two_guns",
    shots = { { weapon = 1, target = t1 or "Goon" }, { weapon = 2, target = t2 or "Goon" } } })
end

describe("two guns in one action (seed 000 \"Two Weapons\")", function()
  it("snap shots at the goon: main hand TN 5 + 2 + 1 = 8, off hand 5 + 2 + 1 + 3 = 11; two cards", function()
    local f, m = fight_of()
    local out = both(f, m)
    assert.equal(2, #out.shots)
    assert.equal(8, out.shots[1].tn)
    assert.equal(11, out.shots[2].tn)
    assert.equal(40, out.shots[1].card) -- each shot its own check (the hit's stun check draws between)
    assert.equal(5, m.weapons[1].loaded)
    assert.equal(5, m.weapons[2].loaded)
  end)

  it("a target for each hand: the goon and Angus (8 paces each)", function()
    local f, m = fight_of()
    local out = both(f, m, "Goon", "Angus")
    assert.equal("Goon", out.shots[1].target)
    assert.equal("Angus", out.shots[2].target)
    assert.equal(11, out.shots[2].tn)
  end)

  it("both aimed together at the goon — the aim is one speed slower (F → N) — then no snap: 6 and 9", function()
    local f, m = fight_of()
    local aim = { kind = "aim", target = "Goon", weapon = 1, both = 2 }
    assert.equal("N", R["action.speed"](m, aim))
    assert.equal("F", R["action.speed"](m, { kind = "aim", target = "Goon", weapon = 1 }))
    R["action.aim"](f, m, aim)
    local out = both(f, m)
    assert.equal(6, out.shots[1].tn)
    assert.equal(9, out.shots[2].tn)
  end)

  it("only the right gun aimed: its shot is TN 6, the left one's a snap shot, 11", function()
    local f, m = fight_of()
    R["action.aim"](f, m, { kind = "aim", target = "Goon", weapon = 1 })
    local out = both(f, m)
    assert.equal(6, out.shots[1].tn)
    assert.equal(11, out.shots[2].tn)
  end)

  it("\"never possible to aim at two different targets\": aimed together at the goon, the shot at Angus is snap", function()
    local f, m = fight_of()
    R["action.aim"](f, m, { kind = "aim", target = "Goon", weapon = 1, both = 2 })
    local out = both(f, m, "Goon", "Angus")
    assert.equal(6, out.shots[1].tn)
    assert.equal(11, out.shots[2].tn)
  end)

  it("\"up to the weapons' usual rate of fire\": a second shot from the right gun in the same action is dropped", function()
    local f, m = fight_of()
    local out = R["action.two_guns"](f, m, { kind = "two_guns", shots = {
      { weapon = 1, target = "Goon" }, { weapon = 1, target = "Goon" }, { weapon = 2, target = "Goon" } } })
    assert.equal(2, #out.shots)
    assert.equal(5, m.weapons[1].loaded)
  end)

  it("AP: each shot's (1 to fire, 1 to cock): 4; speed the slower gun's", function()
    local _, m = fight_of()
    local a = { kind = "two_guns", shots = { { weapon = 1, target = "Goon" }, { weapon = 2, target = "Goon" } } }
    assert.equal(4, R["action.cost"](m, a))
    assert.equal("F", R["action.speed"](m, a))
  end)

  it("two_weapon_advanced on (seed 001 \"Parallel Actions\": the highest AP + 1): 3", function()
    twtw.use { "two_weapon_advanced" }
    local _, m = fight_of()
    local a = { kind = "two_guns", shots = { { weapon = 1, target = "Goon" }, { weapon = 2, target = "Goon" } } }
    assert.equal(3, twtw.rules["action.cost"](m, a))
  end)
end)
