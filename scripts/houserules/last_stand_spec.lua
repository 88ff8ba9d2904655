-- houserules/last_stand_spec.lua — gulch.last_stand on seed 000 "Wound
-- Modifier Stun" and "Taking Concussion". The file's own rules have the
-- house rule ON; twtw.use {} is core only.
--
-- The hit: a gun of DMG (3)8, Pen 1, deadly, read off card 37 (rules/
-- wounds_spec.lua): effect 13 → 2 wounds and 1 CT to the left leg.
-- Fixtures have Fortitude d8 and trait skill 1; card 5 shows 5 on d8 row 1.
local twtw = require("twtw")

local GUN = { name = "gun", kind = "ranged", dmg = "(3)8", rd = "(2)8", pen = 1, damage = "deadly", attributes = {} }

local function hit(R, c, fight)
  return R["damage.resolve"]({ fight = fight, target = c, weapon = GUN }, { card = twtw.action.card(37), success = true, bumps = 0 })
end

local function texts(kind)
  local out = {}
  for _, e in ipairs(twtw.logged(kind)) do out[#out + 1] = e.text end
  return out
end

-- critical(R, t): a combatant with a Heavy (3) left leg takes the hit: the
-- leg reaches 5 wounds (Critical, lost), then the stun check runs on card 5.
local function critical(R, t)
  local spec = { name = "Hank", ct = 30 }
  for k, v in pairs(t or {}) do spec[k] = v end
  local c = fixtures.combatant(spec)
  c.body:apply("left leg", 3, 0)
  hit(R, c)
  assert.equal(5, c.body:level())
  twtw.action.stack(5)
  return c, R["stun.check"](nil, c)
end

describe("gulch.last_stand: a critical wound (seed 000 \"Wound Modifier Stun\")", function()
  it("on, a hero (player = true): no stun check, not stunned; the table is told", function()
    local c, s = critical(twtw.rules, { player = true })
    assert.equal(nil, s)
    assert.falsy(c.state.stunned)
    assert.same({
      "last stand: Hank fights on (critical wound to the left leg) until the end of round 1",
      "last stand: Hank makes no stun check",
    }, texts("last_stand"))
    assert.equal("gulch.last_stand", twtw.logged("last_stand")[1].module)
  end)

  it("off: the seed's stun check — TN 7 (Heavy, the level before the hit), 5 − 2 = 3 → STUNNED", function()
    local c, s = critical(twtw.use {}, { player = true })
    assert.equal(7, s.tn:total())
    assert.equal(-2, s.mod:total())
    assert.equal(3, s.result.total)
    assert.truthy(s.stunned)
    assert.truthy(c.state.stunned)
    assert.same({}, texts("last_stand"))
  end)

  it("on, an NPC (player = false): stunned as in the seed", function()
    local c, s = critical(twtw.rules, { player = false })
    assert.truthy(s.stunned)
    assert.truthy(c.state.stunned)
    assert.same({}, texts("last_stand"))
  end)

  it("on, option who = \"everyone\": the NPC makes the stand too", function()
    local c, s = critical(twtw.use { ["gulch.last_stand"] = { who = "everyone" } }, { player = false })
    assert.equal(nil, s)
    assert.falsy(c.state.stunned)
  end)

  it("a hero already stunned shakes it off when the stand begins, and the Recover under way is dropped", function()
    local c = fixtures.combatant { name = "Hank", ct = 30, player = true }
    c.state.stunned = true
    c.state.pending = { action = { kind = "recover" }, due = 4, speed = "S", started = 1 }
    c.body:apply("left leg", 3, 0)
    hit(twtw.rules, c)
    assert.falsy(c.state.stunned)
    assert.equal(nil, c.state.pending)
    assert.equal("last stand: Hank fights on (critical wound to the left leg), shaking off the stun, until the end of round 1",
      texts("last_stand")[1])
  end)
end)

describe("gulch.last_stand: concussion (seed 000 \"Taking Concussion\")", function()
  -- Hank (CT 1) and Angus in a fight at round 1; the hit costs 1 CT: CT 0.
  local function fight(R, options)
    local f = R["fight.new"] { name = "street", combatants = {
      { name = "Hank", side = "posse", player = true, ct = 1, traits = { fortitude = 8 }, weapons = { "shotgun" } },
      { name = "Angus Laroq", side = "gang", pos = { x = 5, y = 0 }, weapons = { "walker_colt" }, tactics = "hold" },
    } }
    f.round = 1
    local hank = f.by_name.Hank
    hit(R, hank, f)
    twtw.action.stack(5)
    R["stun.check"](f, hank)
    R["concussion.check"](f, hank)
    return f, hank
  end

  it("off: CT 0 — concussed and out at once; the gang has won", function()
    local R = twtw.use {}
    local f, hank = fight(R)
    assert.equal(0, hank.body:ct())
    assert.falsy(R["combatant.active"](hank))
    assert.truthy(hank.state.out)
    assert.equal("gang", (R["fight.over"](f)))
    assert.same({ "Hank is concussed (CT 0) and out of the fight" }, texts("concussion"))
  end)

  it("on: Hank stands through round 2 (can act, holds the fight open), then collapses at its end step", function()
    local R = twtw.rules
    local f, hank = fight(R)
    assert.equal(0, hank.body:ct())
    assert.truthy(R["combatant.active"](hank))
    assert.truthy(R["round.can_act"](f, hank))
    assert.equal(nil, (R["fight.over"](f)))
    R["round.end_step"](f) -- end of round 1: the stand goes on
    assert.truthy(R["combatant.active"](hank))
    f.round = 2
    R["round.end_step"](f) -- end of round 2: over
    assert.falsy(R["combatant.active"](hank))
    assert.truthy(hank.state.out)
    assert.equal("gang", (R["fight.over"](f)))
    assert.same({
      "last stand: Hank fights on (concussed, CT 0) until the end of round 2",
      "last stand: Hank makes no stun check",
      "last stand over: Hank collapses",
    }, texts("last_stand"))
    assert.same({ "Hank is concussed (CT 0) and out of the fight" }, texts("concussion"))
  end)

  it("option rounds = 3: the stand lasts to the end of round 4", function()
    local R = twtw.use { ["gulch.last_stand"] = { rounds = 3 } }
    local f, hank = fight(R)
    for round = 1, 3 do
      f.round = round
      R["round.end_step"](f)
      assert.truthy(R["combatant.active"](hank), "after round " .. round)
    end
    f.round = 4
    R["round.end_step"](f)
    assert.falsy(R["combatant.active"](hank))
  end)

  it("once a fight: after a stand for a critical wound, a later concussion takes Hank out at once", function()
    local R = twtw.rules
    local c = fixtures.combatant { name = "Hank", ct = 30, player = true }
    c.body:apply("left leg", 3, 0)
    hit(R, c) -- critical: the stand, until the end of round 1
    R["round.end_step"]({ round = 1, combatants = { c } })
    assert.equal(nil, c.state.last_stand)
    assert.truthy(R["combatant.active"](c))
    c.body:lose_ct(28) -- CT 1
    -- the lost leg ignores the 2 new wounds (wounds.overflow); the hit's 1 CT lands: CT 0
    hit(R, c)
    assert.equal(0, c.body:ct())
    assert.falsy(R["combatant.active"](c))
    assert.truthy(c.state.out)
    assert.same({
      "last stand: Hank fights on (critical wound to the left leg) until the end of round 1",
      "last stand over: Hank fights on, stun checks as usual",
    }, texts("last_stand"))
  end)
end)
