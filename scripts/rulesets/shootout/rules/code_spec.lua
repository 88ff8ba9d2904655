-- rules/code_spec.lua — seed 004: "Decent men will not retreat from a fight,
-- anyone fleeing an engagement will be labeled a scoundrel and shunned by
-- proper civilized people everywhere, likewise no gentleman will take action
-- against a downed opponent for fear of loss of standing. Bandits, rakes,
-- card-sharks and other riff-raff will not shun such actions".
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local f, gent, rake
before_each(function()
  f = F.fight(R, { F.figure("Gent", "posse", 0, 0), F.figure("Rake", "gang", 0, 10, { code = "scoundrel" }) })
  gent, rake = f.by_name.Gent, f.by_name.Rake
end)

describe("code.allows", function()
  it("a gentleman shoots a man on his feet, not a downed one", function()
    assert.truthy(R["code.allows"](f, gent, "shoot", rake))
    R["combatant.fall"](f, rake, "spec")
    assert.falsy(R["code.allows"](f, gent, "shoot", rake))
    assert.falsy(R["code.allows"](f, gent, "strike", rake))
  end)
  it("a senseless man is downed too", function()
    R["combatant.pass_out"](f, rake, 2, "spec")
    rake.fallen = false
    assert.truthy(R["combatant.downed"](f, rake))
    assert.falsy(R["code.allows"](f, gent, "shoot", rake))
  end)
  it("riff-raff shoot downed men and flee fights", function()
    R["combatant.fall"](f, gent, "spec")
    assert.truthy(R["code.allows"](f, rake, "shoot", gent))
    assert.truthy(R["code.allows"](f, rake, "flee"))
    assert.falsy(R["code.allows"](f, gent, "flee"))
  end)
end)

describe("code.breach", function()
  it("a gentleman who shoots a downed man is labelled a scoundrel for good", function()
    R["combatant.fall"](f, rake, "spec")
    twtw.dice.stack(6)
    R["shoot.resolve"]({ fight = f, attacker = gent, target = rake, weapon = gent.weapons[1] })
    assert.equal("scoundrel", gent.code)
    assert.equal("Gent shoots at Rake while he is down: he is labelled a scoundrel and shunned by proper civilized people everywhere",
      twtw.logged("code")[1].text)
  end)
  it("one who throws a knife at a downed man: the label says he throws at him", function()
    R["combatant.fall"](f, rake, "spec")
    gent.weapons = { R["weapon.new"]("knife") }
    twtw.dice.stack(6)
    R["shoot.resolve"]({ fight = f, attacker = gent, target = rake, weapon = gent.weapons[1] })
    assert.equal("Gent throws at Rake while he is down: he is labelled a scoundrel and shunned by proper civilized people everywhere",
      twtw.logged("code")[1].text)
  end)
end)
