-- rules/gear_spec.lua — the weapon table and weapon validation.
-- seed 000 "Range" (Peacemaker increment 8), "Fan Firing" (its −2 snap
-- penalty, single action revolver), "Fast Draw" (short, Fast), "Cover
-- Penetration" (cover AVs), "Unintended Targets" (the shotgun's scatter),
-- "Advantage" (saber defend, knife short and fast), "Entanglement" (lariat).
local twtw = require("twtw")

describe("gear.weapons (seed 000 \"Range\", \"Fan Firing\", \"Fast Draw\")", function()
  it("the gunslinger Peacemaker: increment 8, F/-2, short, Fast single action revolver, 1 AP", function()
    local p = twtw.rules["gear.weapons"].peacemaker
    assert.equal(8, p.increment)
    assert.equal("F", p.aim.speed)
    assert.equal(-2, p.aim.penalty)
    assert.equal("F", p.speed)
    assert.equal(1, p.ap) -- seed 001: "her Peacemaker, which is 1 AP to shoot"
    assert.truthy(p.attributes.short)
    assert.truthy(p.attributes.single_action)
    assert.truthy(p.attributes.revolver)
    assert.equal("short", p.length)
  end)

  it("the named weapons of the seeds are all there, with their seed attributes", function()
    local g = twtw.rules["gear.weapons"]
    assert.truthy(g.shotgun.attributes.scatter)          -- "Unintended Targets": Hank's shotgun
    assert.equal(1, g.cavalry_saber.attributes.defend)   -- "Advantage": a saber (defend)
    assert.truthy(g.knife.attributes.short)              -- "Advantage": a knife (short, fast)
    assert.truthy(g.knife.attributes.fast)
    assert.truthy(g.lariat.attributes.entangle)          -- "Entanglement"
    assert.truthy(g.lariat.attributes.fragile)
    assert.equal(2, g.rifle.hands)                       -- "Two handed ranged weapons"
    assert.truthy(g.walker_colt.attributes.handgun)      -- "Fields of Fire": Angus's Walker, 120°
    assert.equal("unarmed", g.fists.kind)
    assert.equal("brawling", g.fists.damage)
  end)

  it("every entry passes gear.validate, names its key and cites a source", function()
    local g = twtw.rules["gear.weapons"]
    local n = 0
    for key, w in pairs(g) do
      local v = twtw.rules["gear.validate"](w)
      assert.equal(key, w.key, key)
      assert.equal(w.name, v.name, key)
      assert.truthy(type(w.source) == "string" and (string.find(w.source, "seed", 1, true)
        or string.find(w.source, "decided here", 1, true)), key .. " source")
      n = n + 1
    end
    assert.truthy(n >= 13, "weapons: " .. n)
  end)

  it("every damage reference parses as an effect reference (api.damage.parse)", function()
    for key, w in pairs(twtw.rules["gear.weapons"]) do
      for _, f in ipairs({ "dmg", "rd" }) do
        if w[f] then
          local kind, row, die = twtw.damage.parse(w[f])
          assert.equal("effect", kind, key .. "." .. f)
          assert.truthy(row >= 1 and row <= 7, key .. "." .. f)
          assert.truthy(die == 4 or die == 6 or die == 8 or die == 10 or die == 12, key .. "." .. f)
        end
      end
    end
  end)
end)

describe("gear.cover (seed 000 \"Cover Penetration\")", function()
  it("thin wood 2, hardwood 3, bricks and iron plating 4", function()
    assert.same({ thin_wood = 2, hardwood = 3, bricks = 4, iron = 4 }, twtw.rules["gear.cover"])
  end)
end)

describe("gear.validate (inline scenario weapons)", function()
  it("fills an inline weapon from its base entry and the defaults", function()
    local w = twtw.rules["gear.validate"]({ base = "peacemaker", name = "Pa's pistol", dmg = "(2)10" })
    assert.equal("Pa's pistol", w.name)
    assert.equal("(2)10", w.dmg)
    assert.equal(8, w.increment)
    assert.equal(-2, w.aim.penalty)
    -- the gear entry is not touched
    assert.equal("(2)8", twtw.rules["gear.weapons"].peacemaker.dmg)
  end)

  it("reads the book's aim notation F/-1 and takes the trait from skills.traits", function()
    local w = twtw.rules["gear.validate"]({ name = "Sharps", kind = "ranged", skill = "shooting",
      increment = 25, aim = "S/-4", accurate = 2, dmg = "(3)10", rd = "(2)10", pen = 4, speed = "S", hands = 2 })
    assert.equal("S", w.aim.speed)
    assert.equal(-4, w.aim.penalty)
    assert.equal("dexterity", w.trait)
    assert.equal(1, w.ap)
    assert.equal("normal", w.length)
  end)

  it("names the weapon and the field of a bad damage reference", function()
    assert.error(function()
      twtw.rules["gear.validate"]({ name = "Bad Gun", kind = "ranged", skill = "shooting", increment = 8,
        aim = "F/-2", dmg = "2d", rd = "(1)6", pen = 1, speed = "F" })
    end, "weapon \"Bad Gun\": field \"dmg\"")
  end)

  it("names the field of a ranged weapon without an increment", function()
    assert.error(function()
      twtw.rules["gear.validate"]({ name = "Popgun", kind = "ranged", skill = "shooting",
        aim = "F/-1", dmg = "(1)4", rd = "(1)4", pen = 0, speed = "F" })
    end, "field \"increment\"")
  end)

  it("refuses a Rel outside 1..13, a positive aim penalty and an unknown base", function()
    local v = twtw.rules["gear.validate"]
    assert.error(function() v({ base = "rifle", name = "Junk", rel = 14 }) end, "field \"rel\"")
    assert.error(function() v({ base = "rifle", name = "Magic", aim = "F/2" }) end, "field \"aim.penalty\"")
    assert.error(function() v({ base = "bazooka", name = "Boom" }) end, "field \"base\"")
  end)
end)

describe("gear.weapon (instances)", function()
  it("an instance is loaded with the weapon's shots and does not share its tables", function()
    local w = twtw.rules["gear.weapon"]("peacemaker")
    assert.equal(6, w.loaded)
    assert.equal(false, w.cocked)
    assert.equal("peacemaker", w.key)
    w.attributes.short = false
    assert.equal(true, twtw.rules["gear.weapons"].peacemaker.attributes.short)
    local two = twtw.rules["gear.weapon"]("shotgun", { loaded = 1 })
    assert.equal(1, two.loaded) -- seed 000 "Scatter and Unintended Targets": one barrel loaded
  end)
end)
