-- rules/movement_speed_spec.lua — Target Speed of those a mount or vehicle
-- carries (movement.speed, continuous.carrier, attack.context). seed 000
-- "Target Speed": "A penalty of one is applied for each 5 meters of relative
-- speed between the firer and target." "Reuben is pushing his nags to 18
-- paces Speed, while the vaquero is going only 8 paces Speed … Since they
-- are going opposite directions, the relative speed is 26, for a -5."
-- seed 000 "Move and Fire": "a galloping mount costs the character a
-- penalty of 4". The Peacemaker (gunslinger) has increment 8, the
-- Winchester 20; every shot here is aimed (no snap penalty).
local twtw = require("twtw")
local R = twtw.rules

local TRAITS = { strength = 6, dexterity = 10, reflex = 12, fortitude = 6, acuity = 10, spirit = 6 }

-- gulch(): Legless Gulch — Reuben drives the wagon east at 18 paces a round
-- with Jonah in the back; the vaquero's mule walks west at 8, 20 paces off.
local function gulch()
  return R["fight.new"] { name = "Legless Gulch",
    vehicles = { { name = "wagon", speed = 18, heading = 0, position = { 0, 0 }, driver = "Reuben", gait = "run" } },
    combatants = {
      { name = "Reuben", side = "posse", traits = { dexterity = 8, reflex = 4 }, skills = { driving = 2 },
        pos = { x = 0, y = 0 }, vehicle = "wagon", tactics = "hold" },
      { name = "Jonah", side = "posse", traits = TRAITS, skills = { shooting = 3 }, weapons = { "peacemaker" },
        pos = { x = 0, y = 0 }, vehicle = "wagon" },
      { name = "Vaquero", side = "b", traits = { dexterity = 6, reflex = 4 }, weapons = { "peacemaker" },
        pos = { x = 20, y = 0 }, tactics = "hold",
        mount = { name = "Mule", speed = 8, handling = 2, gait = "walk", heading = 180 } },
    } }
end

-- tn(f, a, t) → the TN of a's aimed shot at t with a's first weapon, and the context.
local function tn(f, a, t)
  local c = f.by_name[a]
  local ctx = R["attack.context"](f, c, f.by_name[t], c.weapons[1], { aimed = 1, no_bystanders = true })
  return R["attack.ranged_tn"](ctx), ctx
end

describe("Target Speed from the wagon (seed 000 \"Target Speed\": 18 and 8, opposite directions: 26, −5)", function()
  it("Jonah in Reuben's wagon at the vaquero on his mule: relative speed 26, +5", function()
    local f = gulch()
    local t, ctx = tn(f, "Jonah", "Vaquero")
    assert.equal(18, ctx.firer_speed)
    assert.equal(8, ctx.target_speed)
    assert.equal(26, R["ranged.relative_speed"](ctx))
    assert.equal(5, (t:find("speed")))
    -- 5 Standard + 2 (20 paces, increment 8) + 4 (the wagon at a run) + 5 (relative speed 26) = 16
    assert.equal(2, (t:find("range")))
    assert.equal(4, (t:find("moving")))
    assert.equal(16, t:total())
  end)

  it("the mounts' speeds count in full in every phase (the vaquero's shot back is 26 as well)", function()
    local f = gulch()
    f.round = 1
    for p = 1, 3 do
      f.phase, f.tick = p, p
      R["continuous.phase"](f, p)
      assert.equal(26, R["ranged.relative_speed"](select(2, tn(f, "Jonah", "Vaquero"))), "after continuous phase " .. p)
    end
    assert.equal(26, R["ranged.relative_speed"](select(2, tn(f, "Vaquero", "Jonah"))))
  end)

  it("a rider thrown from the saddle is carried no more: on foot and still, no speed of his own", function()
    local f = gulch()
    local v = R["continuous.carrier"](f, f.by_name.Vaquero)
    assert.equal("Mule", v.name)
    R["ride.thrown"](f, f.by_name.Vaquero, v)
    assert.is_nil(R["continuous.carrier"](f, f.by_name.Vaquero))
    local t, ctx = tn(f, "Jonah", "Vaquero")
    assert.equal(0, ctx.target_speed)
    assert.equal(0, select(2, t:find("speed")))
  end)
end)

-- gallop(gait, shooter_mount): a rifleman 20 paces north of a rider galloping east at 48 paces a round.
local function gallop(rider_gait, shooter_mount)
  return R["fight.new"] { name = "Gallop past", combatants = {
    { name = "Shooter", side = "a", traits = TRAITS, skills = { shooting = 3 }, weapons = { "rifle" },
      in_hand = { both = "rifle" }, pos = { x = 0, y = 20 }, mount = shooter_mount },
    { name = "Rider", side = "b", traits = TRAITS, pos = { x = 0, y = 0 }, tactics = "hold",
      mount = { name = "Nag", speed = 24, handling = 2, gait = rider_gait, heading = 0 } },
  } }
end

describe("Target Speed of a galloping rider (seed 000: −1 per 5 paces of relative speed)", function()
  it("a rifleman standing still, the rider at 48 paces a round: relative speed 48, +9 (TN 5 + 9 = 14)", function()
    local t, ctx = tn(gallop("run"), "Shooter", "Rider")
    assert.equal(0, ctx.firer_speed)
    assert.equal(48, ctx.target_speed)
    assert.equal(9, (t:find("speed")))
    assert.equal(0, select(2, t:find("moving")))
    assert.equal(14, t:total())
  end)

  it("the rider walking his horse, 24 paces a round: +4; standing: no speed term", function()
    assert.equal(4, (tn(gallop("walk"), "Shooter", "Rider"):find("speed")))
    assert.equal(0, select(2, tn(gallop("none"), "Shooter", "Rider"):find("speed")))
  end)

  it("a galloping firer at a rider standing: Move and Fire −4 alone, no Target Speed (the target is not moving)", function()
    local t = tn(gallop("none", { name = "Bay", speed = 14, handling = 2, gait = "run", heading = 0 }), "Shooter", "Rider")
    assert.equal(4, (t:find("moving")))
    assert.equal(0, select(2, t:find("speed")))
    assert.equal(9, t:total())
  end)

  it("both galloping east, 28 and 48 a round: relative speed 20, +4 on top of the gallop's −4", function()
    local t = tn(gallop("run", { name = "Bay", speed = 14, handling = 2, gait = "run", heading = 0 }), "Shooter", "Rider")
    assert.equal(4, (t:find("speed")))
    assert.equal(4, (t:find("moving")))
    assert.equal(13, t:total())
  end)
end)
