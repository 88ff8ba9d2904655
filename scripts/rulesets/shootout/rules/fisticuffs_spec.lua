-- rules/fisticuffs_spec.lua — seed 004 "Fisticuffs": "compare their
-- Fisticuffs value with their opponent, the player with the higher score gets
-- to add the difference to his die roll. Players will then roll 1d8 each and
-- compare the results. If the final score of one player is twice that of his
-- opponent he has knocked him unconscious for as many turns as the difference
-- was, if it was less than twice he gets to add an additional one to his next
-- turns die roll. Any weapon held by the character engaging in fisticuffs is
-- holstered (pistols) or dropped (long guns of any type). Mark the location
-- when the fight starts if a weapon is dropped".
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local f, miner, slicker
before_each(function()
  f = F.fight(R, {
    F.figure("Miner", "posse", 5, 5, { fisticuffs = 6, weapons = { "rifle" } }),
    F.figure("Slicker", "gang", 5.5, 5, { fisticuffs = 4 }),
  })
  miner, slicker = f.by_name.Miner, f.by_name.Slicker
end)

describe("engaging", function()
  it("the rifle is dropped where the fight starts; the six-gun holstered", function()
    R["fisticuffs.engage"](f, miner, slicker)
    assert.same({ x = 5, y = 5 }, miner.weapons[1].dropped_at)
    assert.equal(nil, miner.weapon)
    assert.truthy(slicker.weapons[1].holstered)
    assert.equal(nil, slicker.weapon)
    assert.equal("Slicker", miner.brawl)
    assert.equal("Miner", slicker.brawl)
  end)
  it("the transcript: the rifle dropped where the fight starts, the six-gun holstered", function()
    R["fisticuffs.engage"](f, miner, slicker)
    assert.equal("Miner drops his rifle at (5, 5) (a long gun is dropped for fisticuffs)", twtw.logged("drop")[1].text)
    assert.equal("Slicker holsters his six-gun", twtw.logged("holster")[1].text)
  end)
  it("a Bowie knife in hand is sheathed, not holstered", function()
    local g = F.fight(R, {
      F.figure("Miner", "posse", 5, 5, { fisticuffs = 6 }),
      F.figure("Cutter", "gang", 5.5, 5, { weapons = { "knife", "pistol" } }),
    })
    R["fisticuffs.engage"](g, g.by_name.Miner, g.by_name.Cutter)
    local lines = {}
    for _, e in ipairs(twtw.logged("holster")) do lines[#lines + 1] = e.text end
    assert.same({ "Miner holsters his six-gun", "Cutter sheathes his Bowie knife" }, lines)
    assert.truthy(g.by_name.Cutter.weapons[1].holstered)
    assert.equal(nil, g.by_name.Cutter.weapons[1].dropped_at)
  end)
  it("a knife he has thrown is not put away: no line for it, nothing in his hand", function()
    local g = F.fight(R, {
      F.figure("Miner", "posse", 5, 5, { fisticuffs = 6 }),
      F.figure("Cutter", "gang", 5.5, 5, { weapons = { "knife" } }),
    })
    local miner2, cutter = g.by_name.Miner, g.by_name.Cutter
    twtw.dice.stack(5)
    R["shoot.resolve"]({ fight = g, attacker = cutter, target = miner2, weapon = cutter.weapons[1] })
    R["fisticuffs.engage"](g, cutter, miner2)
    local lines = {}
    for _, e in ipairs(twtw.logged("holster")) do lines[#lines + 1] = e.text end
    assert.same({ "Miner holsters his six-gun" }, lines)
    assert.equal(nil, cutter.weapon)
    assert.equal(nil, cutter.weapons[1].holstered)
  end)
  it("the fight is over because one man is killed, passes out or falls down: the line names him", function()
    local function over(befall)
      local g = F.fight(R, { F.figure("Miner", "posse", 5, 5), F.figure("Slicker", "gang", 5.5, 5) })
      R["fisticuffs.engage"](g, g.by_name.Miner, g.by_name.Slicker)
      befall(g, g.by_name.Slicker)
      local e = twtw.logged("brawl_end")
      return e[#e].text
    end
    assert.equal("the fistfight between Slicker and Miner is over (Slicker is killed)",
      over(function(g, c) R["combatant.kill"](g, c, "spec") end))
    assert.equal("the fistfight between Slicker and Miner is over (Slicker passes out)",
      over(function(g, c) R["combatant.pass_out"](g, c, 2, "spec") end))
    assert.equal("the fistfight between Slicker and Miner is over (Slicker falls down)",
      over(function(g, c) R["combatant.fall"](g, c, "spec") end))
  end)
  it("after the fight the holstered six-gun can be drawn again", function()
    R["fisticuffs.engage"](f, miner, slicker)
    R["fisticuffs.part"](f, miner, "spec")
    assert.equal(1, (R["weapon.pick"](slicker)))
    assert.equal(nil, (R["weapon.pick"](miner)))
  end)
end)

describe("an exchange", function()
  before_each(function() R["fisticuffs.engage"](f, miner, slicker) end)
  it("Fisticuffs 6 against 4: the miner adds 2 — d8 3 + 2 = 5 against 4: +1 on his next turn's roll", function()
    twtw.dice.stack(3, 4)
    local out = R["fisticuffs.exchange"](f, miner, slicker)
    assert.equal(5, out.a:total())
    assert.equal(4, out.b:total())
    assert.equal("Miner", out.winner)
    assert.equal(1, miner.brawl_bonus)
    assert.equal(f.turn + 1, miner.brawl_bonus_turn)
    assert.equal(nil, out.ko)
  end)
  it("the +1 is not on a second exchange of the same turn: d8 1 + 2 = 3 against d8 2", function()
    twtw.dice.stack(3, 4, 1, 2)
    R["fisticuffs.exchange"](f, miner, slicker)
    local out = R["fisticuffs.exchange"](f, miner, slicker)
    assert.equal(3, out.a:total())
    assert.equal(0, select(2, out.a:find("bonus")))
    assert.equal(nil, out.ko)
    assert.equal(1, miner.brawl_bonus)
  end)
  it("the +1 counts next turn: d8 1 + 2 + 1 = 4 against d8 2: twice — knocked out for 2 turns", function()
    twtw.dice.stack(3, 4, 1, 2)
    R["fisticuffs.exchange"](f, miner, slicker)
    f.turn = f.turn + 1
    local out = R["fisticuffs.exchange"](f, miner, slicker)
    assert.equal(4, out.a:total())
    assert.equal(1, (out.a:find("bonus")))
    assert.equal(2, out.ko)
    assert.equal(f.turn + 2, slicker.out_until)
    assert.equal(nil, miner.brawl)
    assert.equal(nil, slicker.brawl)
  end)
  it("a bonus not rolled with next turn lapses", function()
    twtw.dice.stack(3, 4, 2, 5)
    R["fisticuffs.exchange"](f, miner, slicker)
    f.turn = f.turn + 2
    local out = R["fisticuffs.exchange"](f, miner, slicker)
    assert.equal(4, out.a:total())
    assert.equal(0, select(2, out.a:find("bonus")))
  end)
  it("d8 6 + 2 = 8 against d8 4: twice — knocked out for 4 turns", function()
    twtw.dice.stack(6, 4)
    local out = R["fisticuffs.exchange"](f, miner, slicker)
    assert.equal(4, out.ko)
    assert.equal(5, slicker.out_until)
  end)
  it("the slicker can win: d8 1 + 2 = 3 against d8 6 — twice, the miner is out for 3", function()
    twtw.dice.stack(1, 6)
    local out = R["fisticuffs.exchange"](f, miner, slicker)
    assert.equal("Slicker", out.winner)
    assert.equal(3, out.ko)
    assert.equal(4, miner.out_until)
  end)
  it("a tie: nobody gains; the bonus won last turn is used up", function()
    miner.brawl_bonus, miner.brawl_bonus_turn = 1, f.turn
    twtw.dice.stack(2, 5)
    local out = R["fisticuffs.exchange"](f, miner, slicker)
    assert.equal(5, out.a:total())
    assert.equal(nil, out.winner)
    assert.equal(0, miner.brawl_bonus)
    assert.equal("fisticuffs: Miner 5, Slicker 5 — neither gives ground", twtw.logged("punch")[1].text)
  end)
end)

describe("the gentleman's code in a fistfight", function()
  it("a gentleman who walks away is labelled a scoundrel", function()
    R["fisticuffs.engage"](f, miner, slicker)
    R["move.go"](f, miner, { x = 0, y = 0 }, 3)
    assert.equal(nil, miner.brawl)
    assert.equal("scoundrel", miner.code)
    assert.equal("flees an engagement", miner.labelled)
  end)
  it("riff-raff may walk away: no label to lose", function()
    slicker.code = "scoundrel"
    R["fisticuffs.engage"](f, slicker, miner)
    R["fisticuffs.flee"](f, slicker)
    assert.equal(nil, slicker.labelled)
    assert.equal(0, #twtw.logged("code"))
  end)
end)
