-- houserules/snagged_draw_spec.lua — gulch.snagged_draw on seed 000 "Fast
-- Draw" (Key: "Calamity: Dramatic failure as determined by the Judge").
-- Miranda: Dexterity d10; with Fast Draw 1 card 26 reads 1 on d10 row 1, a
-- calamity (CF) on a failed check (rules/fastdraw_spec.lua). The file's own
-- rules have the house rule ON; twtw.use {} is core only.
local twtw = require("twtw")

local function miranda()
  return fixtures.combatant { name = "Miranda Valentine", traits = { dexterity = 10 }, skills = { fast_draw = 1 } }
end

local function botch(R)
  local m, gun = miranda(), R["gear.weapon"]("peacemaker")
  twtw.action.stack(26)
  return R["fastdraw.resolve"](m, gun), gun
end

describe("gulch.snagged_draw (seed 000 \"Fast Draw\": Calamity)", function()
  it("on: card 26 — calamity; the gun snags: not drawn, not dropped", function()
    local out, gun = botch(twtw.rules)
    assert.equal("calamity", out.result)
    assert.equal("the gun snags in the holster", out.calamity)
    assert.falsy(gun.drawn)
    assert.falsy(gun.dropped)
    local log = twtw.logged("fastdraw")
    assert.equal("Miranda Valentine fast draws the Colt Peacemaker, gunslinger model: 1 vs TN 4 — Calamity: the gun snags in the holster",
      log[#log].text)
  end)

  it("off: the same card drops the gun (core's default)", function()
    local out, gun = botch(twtw.use {})
    assert.equal("calamity", out.result)
    assert.equal("weapon dropped", out.calamity)
    assert.truthy(gun.dropped)
    assert.falsy(gun.drawn)
  end)

  it("in a fight: the turn is spent either way; on, the next action is a draw, off a pickup", function()
    local function botched_turn(R)
      local f = R["fight.new"] { name = "duel", combatants = {
        { name = "Miranda Valentine", side = "posse", traits = { dexterity = 10 }, skills = { fast_draw = 1, shooting = 3 },
          weapons = { "peacemaker" } },
        { name = "Mouthy vaquero", side = "gang", pos = { x = 7, y = 0 }, weapons = { "peacemaker" }, tactics = "hold" },
      } }
      f.round, f.phase = 1, 1
      R["round.start"](f)
      local m = f.by_name["Miranda Valentine"]
      twtw.action.stack(26)
      local out = R["action.fast_draw"](f, m, { kind = "fast_draw", weapon = 1 })
      return out, m.weapons[1]
    end
    local out, gun = botched_turn(twtw.rules)
    assert.truthy(out.turn_over)
    assert.falsy(gun.dropped)
    out, gun = botched_turn(twtw.use {})
    assert.truthy(out.turn_over)
    assert.truthy(gun.dropped)
  end)

  it("a replace, not a wrap: the rule in force never runs core's default (a dropped flag is cleared, not set)", function()
    local gun = twtw.rules["gear.weapon"]("peacemaker")
    gun.dropped = true
    assert.equal("the gun snags in the holster", twtw.rules["fastdraw.calamity"](miranda(), gun, {}))
    assert.equal(false, gun.dropped)
  end)
end)
