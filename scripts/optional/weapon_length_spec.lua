-- optional/weapon_length_spec.lua — seed 000 "Advanced Rule: Weapon Length"
-- on seed 000 "Advantage" (Don's knife against Percy's saber).
local twtw = require("twtw")

-- seed 000 "Advantage": "if Don, a knife (short, fast) wielding cowboy,
-- attacks Percy, a cavalryman with a saber (defend), the cavalryman has 2
-- advantage (one for length, one for defend), while the cowboy has none."
local function duel()
  local R = twtw.rules
  local f = R["fight.new"] { name = "alley", combatants = {
    { name = "Don", side = "cowboys", skills = { fighting = 2 }, traits = { dexterity = 8 }, weapons = { "knife" } },
    { name = "Percy", side = "cavalry", skills = { fighting = 2 }, traits = { dexterity = 8 }, weapons = { "cavalry_saber" },
      pos = { x = 1, y = 0 } },
  } }
  f.round, f.phase = 1, 1
  R["round.start"](f)
  local don, percy = f.by_name.Don, f.by_name.Percy
  don.weapons[1].drawn, percy.weapons[1].drawn = true, true
  return f, don, percy
end

local function adv(att, def)
  return twtw.rules["melee.advantage"](att, def, { weapon = att.weapons[1], target_weapon = def.weapons[1] })
end

-- Don's knife on card 41 (d8 rows 7, 6: 7 vs Percy's TN 6 = Defense 5 + his
-- advantage; standard location chest, no bumps).
local function don_hits(f, don, percy)
  twtw.action.stack(41)
  local ctx = twtw.rules["attack.context"](f, don, percy, don.weapons[1], { melee = true })
  return twtw.rules["attack.melee"](ctx)
end

describe("weapon_length (seed 000 \"Advanced Rule: Weapon Length\")", function()
  it("the longer weapon begins with the length advantage: Percy 2 factors (length, defend), Don 0", function()
    local _, don, percy = duel()
    local a = adv(don, percy)
    assert.equal(0, a.attacker_total)
    assert.equal(2, a.defender_total)
    assert.equal("defender", a.winner)
  end)

  it("Don hits Percy in the chest (card 41): he takes the length advantage — 1 factor each, no one has the +1", function()
    local f, don, percy = duel()
    local out = don_hits(f, don, percy)
    assert.equal(true, out.hit)
    assert.equal(6, out.tn)
    assert.equal("chest", out.location)
    local a = adv(don, percy)
    assert.equal(1, a.attacker:find("length"))
    assert.equal(0, select(2, a.defender:find("length")))
    assert.equal(1, a.defender_total) -- the saber's defend
    assert.equal(nil, a.winner)
    -- when Percy attacks, Don (defending) now has the length factor and the +1
    local p = adv(percy, don)
    assert.equal("defender", p.winner)
  end)

  it("module off: the same hit changes nothing — Percy keeps 2 factors to 0", function()
    twtw.use {}
    local f, don, percy = duel()
    assert.equal(true, don_hits(f, don, percy).hit)
    local a = adv(don, percy)
    assert.equal(2, a.defender_total)
    assert.equal("defender", a.winner)
  end)

  it("\"can take back the advantage in the same way\": Percy's saber in Don's vitals (card 2) takes it back", function()
    local f, don, percy = duel()
    don_hits(f, don, percy)
    twtw.action.stack(2) -- d8 rows 6, 2: 6 vs Don's Defense 5 + his length advantage 1 = 6; vitals
    local out = twtw.rules["attack.melee"](twtw.rules["attack.context"](f, percy, don, percy.weapons[1], { melee = true }))
    assert.equal(true, out.hit)
    assert.equal(6, out.tn)
    assert.equal("vitals", out.location)
    local a = adv(don, percy)
    assert.equal(2, a.defender_total)
    assert.equal(0, a.attacker_total)
  end)

  it("a hit to a limb does not take it: Don's knife in Percy's left leg (card 7) leaves Percy the length", function()
    local f, don, percy = duel()
    twtw.action.stack(7) -- 3♥: d8 rows 7, 4 → 7 vs TN 6, no bumps; standard location left leg
    local out = twtw.rules["attack.melee"](twtw.rules["attack.context"](f, don, percy, don.weapons[1], { melee = true }))
    assert.equal(true, out.hit)
    assert.equal("left leg", out.location)
    assert.equal(2, adv(don, percy).defender_total)
    assert.equal("defender", adv(don, percy).winner)
  end)
end)
