-- rules/tactics_gun_spec.lua — the default policy at range (decided here,
-- rules/tactics_gun.lua): seed 000 "Dodge", "Aim and Snap Shots", "Called
-- Shots", "Fan Firing", "Two Weapons", "Move and Fire"; seed 001 "Covering
-- Fire". TNs: Standard 5, +1 per range increment begun after the first, the
-- weapon's snap penalty unaimed.
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local function fight_of(me, others, phase)
  local list = { me }
  for _, o in ipairs(others) do list[#list + 1] = o end
  local f = F.fight(R, list, phase)
  local c = f.by_name[me.name]
  for _, w in ipairs(c.weapons) do w.drawn = true end
  return f, c
end

local function gunman(weapons, extra)
  local t = { name = "Gunman", side = "posse", traits = { dexterity = 10 }, skills = { shooting = 3 }, weapons = weapons }
  for k, v in pairs(extra or {}) do t[k] = v end
  return t
end

local foe = F.foe

describe("tactics.default: two guns (seed 000 \"Two Weapons\")", function()
  it("two Peacemakers, the foe at 8 paces: off hand TN 5 + 2 + 4 = 11: both at once", function()
    local f, c = fight_of(gunman { "peacemaker", "peacemaker" }, { foe("A", 8) })
    assert.equal(11, R["tactics.shot_tn"](f, c, f.by_name.A, c.weapons[2], { two_weapons = true, off_hand = true }))
    local a = R["tactics.default"](f, c)
    assert.equal("two_guns", a.kind)
    assert.same({ { weapon = 1, target = "A" }, { weapon = 2, target = "A" } }, a.shots)
  end)
  it("a second foe as easy: the off hand takes him", function()
    local f, c = fight_of(gunman { "peacemaker", "peacemaker" }, { foe("A", 8), foe("B", 0, 8) })
    local a = R["tactics.default"](f, c)
    assert.equal("B", a.shots[2].target)
  end)
  it("the second gun still holstered: draw it first", function()
    local f, c = fight_of(gunman { "peacemaker", "peacemaker" }, { foe("A", 8) })
    c.weapons[2].drawn = false
    assert.same({ kind = "draw", weapon = 2 }, R["tactics.default"](f, c))
  end)
end)

describe("tactics.default: fan fire (seed 000 \"Fan Firing\": Jonah and the Perkins brothers)", function()
  it("two brothers at 3 paces, shooting 3: one shot at each", function()
    local f, c = fight_of(gunman { "peacemaker" }, { foe("Brother 1", 3), foe("Brother 2", 0, 3) })
    local a = R["tactics.default"](f, c)
    assert.equal("shoot", a.kind)
    assert.same({ "Brother 1", "Brother 2" }, a.fan)
    assert.equal(2, R["action.cost"](c, a))
  end)
  it("one brother only, or shooting 1: no fan", function()
    local f, c = fight_of(gunman { "peacemaker" }, { foe("Brother 1", 3) })
    assert.equal(nil, R["tactics.default"](f, c).fan)
    f, c = fight_of(gunman({ "peacemaker" }, { skills = { shooting = 1 } }), { foe("Brother 1", 3), foe("Brother 2", 0, 3) })
    assert.equal(nil, R["tactics.default"](f, c).fan)
  end)
end)

describe("tactics.default: aim (seed 000 \"Aim and Snap Shots\", \"Tactical Aiming\")", function()
  it("a Walker Colt (F/-3) at 10 paces: snap TN 8, aimed 5: aim first, then fire", function()
    local f, c = fight_of(gunman { "walker_colt" }, { foe("A", 10) })
    assert.equal(8, R["tactics.shot_tn"](f, c, f.by_name.A, c.weapons[1], { aimed = 0 }))
    assert.same({ kind = "aim", target = "A", weapon = 1 }, R["tactics.default"](f, c))
    R["aim.add"](c, "A", 1)
    assert.equal("shoot", R["tactics.default"](f, c).kind)
  end)
  it("shot at last round: snaps it off, unless Bravery 2", function()
    local f, c = fight_of(gunman { "walker_colt" }, { foe("A", 10) })
    c.state.shot_at_last_round = 1
    assert.equal("shoot", R["tactics.default"](f, c).kind)
    c.skills.bravery = 2
    assert.equal("aim", R["tactics.default"](f, c).kind)
  end)
  it("a Peacemaker at 8 paces (snap TN 7): no aim", function()
    local f, c = fight_of(gunman { "peacemaker" }, { foe("A", 8) })
    assert.same({ kind = "shoot", target = "A", weapon = 1 }, R["tactics.default"](f, c))
  end)
end)

describe("tactics.default: called shots (seed 000 \"Called Shots\")", function()
  it("behind bricks (AV 4) that stop the Peacemaker (Pen 2) but leave the head bare, aimed TN 5: the head (−6)", function()
    local f, c = fight_of(gunman { "peacemaker" }, { foe("A", 8, 0, { cover = { name = "bricks", av = 4 } }) })
    R["aim.add"](c, "A", 1)
    local a = R["tactics.default"](f, c)
    assert.equal("head", a.called)
  end)
  it("no cover: no call; three torso wounds: the torso (−2) to finish him", function()
    local f, c = fight_of(gunman { "peacemaker" }, { foe("A", 8) })
    assert.equal(nil, R["tactics.default"](f, c).called)
    f.by_name.A.body:apply("chest", 3, 0)
    assert.equal("torso", R["tactics.default"](f, c).called)
  end)
end)

describe("tactics.default: moving and firing (seed 000 \"Move and Fire\")", function()
  it("a pal in the line of fire: a step aside and the shot in one action", function()
    local f, c = fight_of(gunman { "peacemaker" }, { { name = "Pal", side = "posse", traits = {}, pos = { x = 4, y = 0 },
      tactics = "hold" }, foe("A", 8) })
    local a = R["tactics.default"](f, c)
    assert.equal("shoot", a.kind)
    assert.equal(2, a.move.paces)
    assert.near(2, math.abs(a.move.to.y), 1e-9)
  end)
  it("a foe 44 paces off, past the Peacemaker's 40: walk 4 and fire", function()
    local f, c = fight_of(gunman { "peacemaker" }, { foe("A", 44) })
    local a = R["tactics.default"](f, c)
    assert.equal("shoot", a.kind)
    assert.same({ toward = "A", paces = 4 }, a.move)
  end)
end)

describe("tactics.default: dodge and covering fire, declared (seed 000 \"Dodge\"; seed 001 \"Covering Fire\")", function()
  it("unarmed, 30 paces from a gunman who can reach him: dodge toward him", function()
    local f, c = fight_of({ name = "Hank", side = "posse", traits = {} },
      { foe("A", 30, 0, { weapons = { "peacemaker" } }) }, 0)
    f.by_name.A.weapons[1].drawn = true
    assert.same({ kind = "dodge", move = true, toward = "A" }, R["tactics.default"](f, c))
    f.phase = 1 -- not in the declaration step: no dodge
    assert.equal("move", R["tactics.default"](f, c).kind)
    -- once dodging, no attack for the round (seed 000 "Dodge")
    c.state.dodging = true
    assert.equal("dodge", R["tactics.default"](f, c).kind)
  end)
  it("wounded Heavy, two guns on him and none on his side but his own: dodge in place", function()
    local f, c = fight_of(gunman { "peacemaker" }, { foe("A", 8, 0, { weapons = { "peacemaker" } }),
      foe("B", 0, 8, { weapons = { "peacemaker" } }) }, 0)
    f.by_name.A.weapons[1].drawn, f.by_name.B.weapons[1].drawn = true, true
    assert.equal("shoot", R["tactics.default"](f, c).kind)
    c.body:apply("left arm", 3, 0)
    assert.same({ kind = "dodge", move = false }, R["tactics.default"](f, c))
  end)
  it("a rifle on a foe 100 paces off (aimed TN 5 + 4 = 9) while a pal with a knife closes in: covering fire; it goes on", function()
    local f, c = fight_of(gunman { "rifle" }, { { name = "Pal", side = "posse", traits = {}, pos = { x = 0, y = 5 },
      weapons = { "knife" }, tactics = "hold" }, foe("A", 100) }, 0)
    local a = R["tactics.default"](f, c)
    assert.same({ kind = "covering_fire", weapon = 1, target = "A" }, a)
    R["continuous.covering_fire"](f, c, a)
    R["round.start"](f)
    R["continuous.redeclare"](f)
    assert.equal(true, c.state.continuing)
    assert.truthy(c.state.covering)
  end)
end)
