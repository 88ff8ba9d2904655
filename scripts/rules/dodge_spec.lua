-- rules/dodge_spec.lua — seed 000 "Dodge". The seed calls Dodge a derived
-- attribute without a formula; dodge.table holds ours (Dexterity die step +
-- dodge skill) — these specs pin that decision and the seed's rules.
local twtw = require("twtw")
local F = require("rules.lib.fixture")
local geometry = require("rules.lib.geometry")

local function person(name, dex, state)
  return { name = name, side = "a", size = 6, speed = 12, traits = { dexterity = dex or 8 },
    skills = {}, body = twtw.damage.body(12), state = state or { moved = "none" }, pos = { x = 0, y = 0 } }
end

local function tn_at(target)
  return twtw.rules["ranged.tn"]({ weapon = twtw.rules["gear.weapon"]("peacemaker"), range = 5, aimed = 1,
    target = target })
end

describe("dodge.value (seed 000 \"Dodge\")", function()
  it("no dodge declared: nothing", function()
    assert.equal(0, twtw.rules["dodge.value"](person("A", 10)))
    assert.equal(5, tn_at(person("A", 10)):total())
  end)
  it("Dexterity d10 dodging in place: 2 + 1 for not moving = 3 (TN 8)", function()
    local c = person("A", 10)
    twtw.rules["dodge.declare"](c, false)
    assert.equal(3, twtw.rules["dodge.value"](c))
    local tn = tn_at(c)
    assert.equal(8, tn:total())
    assert.equal(3, (tn:find("dodge")))
  end)
  it("moving while dodging: no +1; the move is limited to the Dexterity die in paces", function()
    local c = person("A", 12)
    twtw.rules["dodge.declare"](c, true)
    assert.equal(3, twtw.rules["dodge.value"](c))
    assert.equal(12, twtw.rules["dodge.move_limit"](c))
  end)
  it("the dodge skill adds its level; a combatant's own Dodge number wins", function()
    local c = person("A", 6)
    c.skills.dodge = 2
    twtw.rules["dodge.declare"](c, true)
    assert.equal(3, twtw.rules["dodge.value"](c))
    c.dodge = 5
    assert.equal(5, twtw.rules["dodge.value"](c))
  end)
  it("area attacks (dynamite) are not affected by dodge", function()
    local c = person("A", 10)
    twtw.rules["dodge.declare"](c, false)
    local tn = twtw.rules["ranged.tn"]({ weapon = twtw.rules["gear.weapon"]("dynamite"), target = c, range = 2,
      attacker = { traits = { strength = 8 } }, aimed = 1 })
    local _, count = tn:find("dodge")
    assert.equal(0, count)
  end)
  it("dodge.cancel ends the attribute (a failed shock save, an Entangle hit)", function()
    local c = person("A", 10)
    twtw.rules["dodge.declare"](c, false)
    twtw.rules["dodge.cancel"](c, "entangled")
    assert.equal(0, twtw.rules["dodge.value"](c))
  end)
end)

describe("dodge.leap (seed 000 \"Dodge\": a miss moves the dodger one pace)", function()
  local setup = function()
    local att, tgt = person("Shooter"), person("Dodger", 10)
    tgt.pos = { x = 0, y = 10 } -- due north of the shooter
    twtw.rules["dodge.declare"](tgt, false)
    return att, tgt
  end
  it("card 40 (clock 4): one pace, 120° clockwise from straight away", function()
    local att, tgt = setup()
    local out = twtw.rules["dodge.leap"]({ attacker = att, target = tgt }, twtw.action.card(40))
    assert.equal(4, out.clock)
    assert.equal(true, out.moved)
    assert.near(0.87, tgt.pos.x, 0.001)
    assert.near(9.5, tgt.pos.y, 0.001)
  end)
  it("card 37 (clock 12): straight away from the shooter", function()
    local att, tgt = setup()
    twtw.rules["dodge.leap"]({ attacker = att, target = tgt }, twtw.action.card(37))
    assert.near(0, tgt.pos.x, 0.001)
    assert.near(11, tgt.pos.y, 0.001)
  end)
  it("clock 6 points at the attacker: the dodger stays put", function()
    local att, tgt = setup()
    local out = twtw.rules["dodge.leap"]({ attacker = att, target = tgt }, { clock = 6 })
    assert.equal(false, out.moved)
    assert.equal(10, tgt.pos.y)
  end)
  it("flushed out of cover (\"they may not be protected with the cover's armor value\"): card 40's 4 o'clock leap", function()
    local att, tgt = setup()
    tgt.cover = { name = "water trough", av = 3, locations = {} }
    local out = twtw.rules["dodge.leap"]({ attacker = att, target = tgt }, twtw.action.card(40))
    assert.equal(true, out.flushed)
    assert.equal(nil, tgt.cover)
    assert.equal(nil, twtw.rules["damage.cover"]({ target = tgt }, "chest"))
  end)
  it("flushed out from behind every piece of cover, named in the line", function()
    local att, tgt = setup()
    tgt.covers = { { name = "a boulder", av = 4, locations = { "chest" } }, { name = "a dead juniper", av = 2, locations = { "belly" } } }
    tgt.cover = tgt.covers[1]
    twtw.rules["dodge.leap"]({ attacker = att, target = tgt }, twtw.action.card(40))
    assert.equal(nil, tgt.covers)
    local lines = twtw.logged("dodge")
    assert.equal(tgt.name .. " is flushed out from behind a boulder and a dead juniper", lines[#lines].text)
  end)
  it("a leap straight away (card 37, 12 o'clock) keeps the trough between them (decided here)", function()
    local att, tgt = setup()
    tgt.cover = { name = "water trough", av = 3, locations = {} }
    local out = twtw.rules["dodge.leap"]({ attacker = att, target = tgt }, twtw.action.card(37))
    assert.falsy(out.flushed)
    assert.equal("water trough", tgt.cover.name)
  end)
end)

-- seed 000 "Dodge": "Ranged attacks that are area-of-effect in nature such as
-- grenades are not affected by dodge; the attack roll in these cases determine
-- if the attacker places the attack on the target" — and the leap is a Dodge
-- effect ("If an attack targeting a dodging character misses, the dodging
-- character leaps out of the way").
describe("an area attack is not affected by dodge: no leap after a miss (seed 000 \"Dodge\")", function()
  it("dodge.affects: false for dynamite, true for a Peacemaker; dodge.leap moves no one for dynamite", function()
    local R = twtw.rules
    local att, tgt = person("Hank"), person("Dodger", 12)
    tgt.pos = { x = 10, y = 0 }
    R["dodge.declare"](tgt, true)
    local dyn = { attacker = att, target = tgt, weapon = R["gear.weapon"]("dynamite") }
    assert.equal(false, R["dodge.affects"](dyn))
    assert.equal(true, R["dodge.affects"]({ attacker = att, target = tgt, weapon = R["gear.weapon"]("peacemaker") }))
    local out = R["dodge.leap"](dyn, twtw.action.card(49))
    assert.equal(false, out.moved)
    assert.same({ x = 10, y = 0 }, tgt.pos)
  end)

  it("Hank's dynamite misses the dodging Dodger (card 49: 4 vs TN 7) and scatters 4 paces to (13, 2): "
    .. "Dodger stays at (10, 0), 3.61 paces from it, outside its 3", function()
    local R = twtw.rules
    local f = F.fight(R, {
      { name = "Hank", side = "posse", traits = { strength = 8, dexterity = 6 }, skills = { throwing = 1 },
        weapons = { { base = "dynamite", shots = 3, name = "dynamite" } } },
      F.foe("Dodger", 10, 0, { traits = { dexterity = 12 }, skills = { dodge = 2 } }),
    }, 2)
    local hank, dodger = f.by_name.Hank, f.by_name.Dodger
    hank.weapons[1].drawn = true
    R["dodge.declare"](dodger, true)
    twtw.action.stack(49)
    local out = R["action.shoot"](f, hank, { kind = "shoot", target = "Dodger", weapon = 1 })
    assert.equal(49, out.card)
    assert.equal(4, out.result.total)
    assert.equal(7, out.tn)
    assert.equal(false, out.hit)
    assert.same({ x = 13, y = 2 }, out.scatter.pos)
    assert.equal(false, out.leap.moved)
    assert.same({ x = 10, y = 0 }, dodger.pos)
    assert.near(3.61, geometry.distance(dodger.pos, out.scatter.pos), 0.005)
    assert.equal(0, #out.blast) -- no one caught
    assert.equal(0, dodger.body:level())
    assert.equal(dodger.body:start_ct(), dodger.body:ct())
  end)
end)

describe("the dodger's move (seed 000 \"Dodge\": \"it resolves as a normal speed action\")", function()
  it("declared with a move: a Normal move of at most the Dexterity die in paces (the dodger policy)", function()
    local R = twtw.rules
    local f = R["fight.new"] { name = "dodge", combatants = {
      { name = "Miranda", side = "posse", traits = { dexterity = 10 }, tactics = "dodger" },
      { name = "Goon", side = "gang", traits = {}, pos = { x = 20, y = 0 }, tactics = "hold" },
    } }
    f.round = 1
    R["round.start"](f)
    local m = f.by_name.Miranda
    R["round.declare"](f)
    local declared = m.state.declared
    assert.equal(true, m.state.dodging)
    assert.equal("move", declared.kind)
    assert.equal("N", declared.speed)
    assert.equal("N", R["action.speed"](m, declared))
    assert.equal(10, declared.paces)
    -- the dodge with a move earns no +1 for standing still
    assert.equal(0, R["dodge.terms"](m):find("dodge_still"))
  end)
end)

describe("no attack while dodging (seed 000 \"Dodge\": \"prevents the character from making any attacks\")", function()
  it("a shot by a dodger is refused: no card, no round spent", function()
    local R = twtw.rules
    local f = R["fight.new"] { name = "dodge", combatants = {
      { name = "Miranda", side = "posse", traits = { dexterity = 10 }, weapons = { "peacemaker" }, tactics = "hold" },
      { name = "Goon", side = "gang", traits = {}, pos = { x = 8, y = 0 }, tactics = "hold" },
    } }
    f.round, f.phase = 1, 1
    R["round.start"](f)
    local m = f.by_name.Miranda
    m.weapons[1].drawn = true
    R["dodge.declare"](m, false)
    assert.equal(false, R["action.shoot"](f, m, { kind = "shoot", target = "Goon", weapon = 1 }).done)
    assert.equal(6, m.weapons[1].loaded)
    assert.equal(0, #twtw.action.discard())
  end)
end)
