-- rules/unarmed_spec.lua — seed 000 "Unarmed Combat", "Hand to Hand Damage".
local twtw = require("twtw")

describe("unarmed.pen (seed 000 \"Hand to Hand Damage\")", function()
  it("trait d4 0, d6–d10 1, d12 2; +1 for skill 1–3, +2 for 4–5", function()
    local pen = twtw.rules["unarmed.pen"]
    local function p(str, brawl)
      return pen(fixtures.combatant { traits = { strength = str }, skills = { brawl = brawl } }, "brawl"):total()
    end
    assert.equal(0, p(4, 0))
    assert.equal(1, p(6, 0))
    assert.equal(1, p(10, 0))
    assert.equal(2, p(12, 0))
    assert.equal(1, p(4, 1))
    assert.equal(2, p(8, 3))
    assert.equal(3, p(8, 4))
    assert.equal(4, p(12, 5))
  end)

  it("the trait is the maneuver's: a dirty blow uses Dexterity", function()
    local c = fixtures.combatant { traits = { strength = 4, dexterity = 12 }, skills = { brawl = 1 } }
    local w = twtw.rules["unarmed.weapon"](c, "dirty_blow")
    assert.equal(3, w.pen)
    assert.equal("(2)12", w.dmg)
    assert.equal("(1)12", w.rd)
    assert.equal(1, w.free_bumps)
  end)
end)

describe("armor.natural (seed 000 \"Hand to Hand Damage\")", function()
  it("Fortitude d4 0, d6–d10 1, d12 2", function()
    local n = twtw.rules["armor.natural"]
    local function a(f) return n(fixtures.combatant { traits = { fortitude = f } }) end
    assert.equal(0, a(4))
    assert.equal(1, a(6))
    assert.equal(1, a(8))
    assert.equal(1, a(10))
    assert.equal(2, a(12))
  end)
end)

describe("unarmed.damage (seed 000 \"Hand to Hand Damage\": designed table)", function()
  it("DMG (2)X and RD (1)X by the trait die, normal damage", function()
    local d = twtw.rules["unarmed.damage"]
    assert.equal("normal", d.kind)
    for _, x in ipairs({ 4, 6, 8, 10, 12 }) do
      assert.equal(string.format("(2)%d", x), d[x].dmg)
      assert.equal(string.format("(1)%d", x), d[x].rd)
    end
  end)

  it("a punch by Strength d10: DMG (2)10, punch attribute, Fast; a kick: kick attribute", function()
    local c = fixtures.combatant { traits = { strength = 10 }, skills = { brawl = 2 } }
    local punch = twtw.rules["unarmed.weapon"](c, "punch")
    assert.equal("(2)10", punch.dmg)
    assert.equal("unarmed", punch.kind)
    assert.equal("normal", punch.damage)
    assert.truthy(punch.attributes.punch)
    assert.equal("F", punch.speed)
    assert.equal(2, punch.pen)
    assert.truthy(twtw.rules["unarmed.weapon"](c, "kick").attributes.kick)
  end)

  it("maneuvers that deal no damage have no DMG; every seed maneuver is in the table", function()
    local c = fixtures.combatant {}
    assert.equal(nil, twtw.rules["unarmed.weapon"](c, "takedown").dmg)
    local m = twtw.rules["unarmed.maneuvers"]
    for _, k in ipairs({ "punch", "kick", "block", "hold", "shove", "throw", "choke", "dirty_blow", "takedown", "disarm" }) do
      assert.truthy(m[k], k)
    end
    assert.error(function() twtw.rules["unarmed.maneuver"]("bite") end, "no maneuver")
  end)

  it("a bare-handed attack (gear fists, or no weapon) resolves as the maneuver, punch by default", function()
    local hank = fixtures.combatant { name = "Hank", skills = { brawl = 1 } }
    local w = twtw.rules["damage.weapon"]({ attacker = hank, weapon = twtw.rules["gear.weapon"]("fists") })
    assert.equal("punch", w.maneuver)
    assert.equal("(2)8", w.dmg)
    assert.equal("kick", twtw.rules["damage.weapon"]({ attacker = hank, maneuver = "kick" }).maneuver)
  end)
end)
