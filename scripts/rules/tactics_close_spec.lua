-- rules/tactics_close_spec.lua — the default policy up close (decided here,
-- rules/tactics_close.lua): seed 000 "Unarmed Combat", "Entanglement",
-- "Tactical Movement".
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local function fight_of(me, foes)
  local list = { me }
  for _, f in ipairs(foes) do list[#list + 1] = f end
  local f = F.fight(R, list)
  return f, f.by_name[me.name]
end

local function hank(extra)
  local t = { name = "Hank", side = "posse", traits = { strength = 8, dexterity = 8 }, skills = { brawl = 2 } }
  for k, v in pairs(extra or {}) do t[k] = v end
  return t
end

local function foe(name, x, extra) return F.foe(name, x, 0, extra) end

local function m(a) return a.kind .. ":" .. tostring(a.maneuver or a.weapon) end

describe("tactics.default bare-handed (tactics.wrestle)", function()
  it("quicker hands than the Swede's (d8 vs d6): a throw", function()
    local f, c = fight_of(hank(), { foe("Swede", 1) })
    assert.equal("melee:throw", m(R["tactics.default"](f, c)))
  end)
  it("a knife in his hand: disarm him", function()
    local f, c = fight_of(hank(), { foe("Swede", 1, { weapons = { "knife" } }) })
    f.by_name.Swede.weapons[1].drawn = true
    assert.equal("melee:disarm", m(R["tactics.default"](f, c)))
  end)
  it("as quick but stronger (Strength d8 vs d6): a hold; holding him: a choke; choking: keep it", function()
    local f, c = fight_of(hank { traits = { strength = 8, dexterity = 6 } }, { foe("Swede", 1) })
    local sw = f.by_name.Swede
    assert.equal("melee:hold", m(R["tactics.default"](f, c)))
    c.state.holding, sw.state.held_by, sw.state.immobilized = "Swede", "Hank", true
    assert.equal("melee:choke", m(R["tactics.default"](f, c)))
    sw.state.choked_by = "Hank"
    assert.equal("wait", R["tactics.default"](f, c).kind)
  end)
  it("a foe behind cover is shoved out of it (seed 000 Shove: \"one pace in away from the attacker\")", function()
    local f, c = fight_of(hank(), { foe("Swede", 1, { cover = { name = "bar", av = 3 } }) })
    assert.equal("melee:shove", m(R["tactics.default"](f, c)))
  end)
  it("as strong and as quick, brawl 2: a takedown (both down, Hank keeps the position)", function()
    local f, c = fight_of(hank { traits = { strength = 6, dexterity = 6 } }, { foe("Swede", 1) })
    assert.equal("melee:takedown", m(R["tactics.default"](f, c)))
    c.skills.brawl = 1
    assert.equal("melee:punch", m(R["tactics.default"](f, c)))
  end)
  it("a man on the ground is struck (the standing man's advantage)", function()
    local f, c = fight_of(hank(), { foe("Swede", 1) })
    f.by_name.Swede.state.prone = true
    assert.equal("melee:punch", m(R["tactics.default"](f, c)))
  end)
  it("two foes in reach and brawl 2: ready a block", function()
    local f, c = fight_of(hank(), { foe("Swede", 1), foe("Dane", -1) })
    assert.equal("block", R["tactics.default"](f, c).kind)
    c.state.blocks = 1
    assert.equal("melee", R["tactics.default"](f, c).kind)
  end)
  it("held fast: break free; on the ground: get up", function()
    local f, c = fight_of(hank(), { foe("Swede", 1) })
    c.state.immobilized = true
    assert.equal("break_free", R["tactics.default"](f, c).kind)
    c.state.immobilized, c.state.prone = false, true
    assert.equal("stand", R["tactics.default"](f, c).kind)
  end)
end)

describe("tactics.default with a lariat (seed 000 \"Entanglement\")", function()
  it("2 paces off: rope him; if he ran this round: trip him", function()
    local f, c = fight_of(hank { weapons = { "lariat" }, skills = { fighting = 2 } }, { foe("Steer", 2) })
    c.weapons[1].drawn = true
    local a = R["tactics.default"](f, c)
    assert.equal("melee", a.kind)
    assert.equal(1, a.weapon)
    assert.equal(false, a.trip)
    f.by_name.Steer.state.moved = "run"
    assert.equal(true, R["tactics.default"](f, c).trip)
  end)
  it("already roped: strike him bare-handed instead", function()
    local f, c = fight_of(hank { weapons = { "lariat" } }, { foe("Steer", 1) })
    c.weapons[1].drawn = true
    f.by_name.Steer.state.entangled = { by = c, weapon = c.weapons[1], break_tn = 7 }
    assert.equal(0, R["tactics.default"](f, c).weapon)
  end)
end)

describe("tactics.default: a charge (seed 000 \"Tactical Movement\")", function()
  it("a knife in hand and the foe 6 paces off: close and stab in one action", function()
    local f, c = fight_of(hank { weapons = { "knife" } }, { foe("Swede", 6) })
    c.weapons[1].drawn = true
    local a = R["tactics.default"](f, c)
    assert.equal("melee", a.kind)
    assert.equal(1, a.weapon)
    assert.same({ toward = "Swede", stop = 1 }, a.move)
    assert.equal(2, R["action.cost"](c, a)) -- the blow's 1 AP and the move's 1
  end)
  it("the knife still sheathed: draw it first; 20 paces off: run", function()
    local f, c = fight_of(hank { weapons = { "knife" } }, { foe("Swede", 6) })
    assert.same({ kind = "draw", weapon = 1 }, R["tactics.default"](f, c))
    f, c = fight_of(hank { weapons = { "knife" } }, { foe("Swede", 20) })
    c.weapons[1].drawn = true
    assert.same({ kind = "move", toward = "Swede" }, R["tactics.default"](f, c))
  end)
end)

describe("tactics.brawler", function()
  it("fists only, even with a gun: charges, then wrestles", function()
    local f, c = fight_of(hank { weapons = { "peacemaker" }, tactics = "brawler" }, { foe("Swede", 5) })
    c.weapons[1].drawn = true
    local a = R["tactics.brawler"](f, c)
    assert.equal("melee:punch", m(a))
    assert.truthy(a.move)
    c.pos = { x = 4, y = 0 }
    assert.equal("melee:throw", m(R["tactics.brawler"](f, c)))
  end)
end)
