-- optional/range_bands_spec.lua — shootout.range_bands (optional, not in the
-- seed): beyond a weapon's short range one expertise level worse, beyond
-- twice it two. Changes seed 004 "Expertise" (the level a shot uses). This
-- file's rules have the module on; twtw.use {} is the core alone.
local twtw = require("twtw")
local F = require("rules.lib.fixture")

local function shot_die(R, dist, key, extra)
  local f = F.fight(R, { F.figure("Hank", "posse", 0, 0, extra), F.figure("Bart", "gang", dist, 0) })
  local a = f.by_name.Hank
  local w = select(2, R["weapon.pick"](a))
  if key then
    for _, x in ipairs(a.weapons) do if x.key == key then w = x end end
  end
  twtw.dice.stack(3)
  local out = R["shoot.resolve"]({ fight = f, attacker = a, target = f.by_name.Bart, weapon = w })
  return out.die, out.level
end

describe("shootout.range_bands on", function()
  it("a Gunslinger's six-gun at 12\": d6 (inside the 12\" short range)", function()
    assert.equal(6, (shot_die(twtw.rules, 12)))
  end)
  it("at 13\": one level worse, d8, and the term names the range", function()
    local die, level = shot_die(twtw.rules, 13)
    assert.equal(8, die)
    assert.equal(1, (level:find("range")))
    assert.equal("at 13\", beyond the six-gun's 12\" short range", level:list()[2].reason)
  end)
  it("at 30\": two levels worse, d10", function()
    assert.equal(10, (shot_die(twtw.rules, 30)))
  end)
  it("a rifle reaches 36\" at full skill", function()
    assert.equal(6, (shot_die(twtw.rules, 36, "rifle", { weapons = { "rifle" } })))
  end)
  it("option max_levels = 1: at 30\" only one level worse", function()
    local R = twtw.use { ["shootout.range_bands"] = { max_levels = 1 } }
    assert.equal(8, (shot_die(R, 30)))
  end)
  it("option scale = 2 (a bigger table): 20\" is short range", function()
    local R = twtw.use { ["shootout.range_bands"] = { scale = 2 } }
    assert.equal(6, (shot_die(R, 20)))
  end)
  it("a Slob at 40\" stays on the ladder: Neophyte d30 at worst", function()
    assert.equal(30, (shot_die(twtw.rules, 40, nil, { expertise = "slob" })))
  end)
end)

describe("shootout.range_bands off (the seed: no range)", function()
  it("at 30\" a Gunslinger still rolls a d6", function()
    local die, level = shot_die(twtw.use {}, 30)
    assert.equal(6, die)
    assert.equal(0, select(2, level:find("range")))
  end)
end)
