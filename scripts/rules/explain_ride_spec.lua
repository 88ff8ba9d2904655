-- rules/explain_ride_spec.lua — explain --opt gait (rules/lib/explain_ride.lua):
-- a mounted shot at the gait asked. seed 000 "Move and Fire": "a stationary
-- or walking mount confers a -2 penalty on shooting, while a galloping mount
-- costs the character a penalty of 4"; "Aim and Snap Shots" (the
-- Peacemaker's F/-2); "Range" (TN 5 within one increment).
local twtw = require("twtw")

local TRAITS = { dexterity = 10, reflex = 12, fortitude = 8, acuity = 8, spirit = 8, strength = 8 }

local function rider(mount)
  return twtw.rules["fight.new"]({ name = "ride", combatants = {
    { name = "Miranda", side = "posse", traits = TRAITS, skills = { shooting = 3, riding = 3 }, weapons = { "peacemaker" },
      pos = { x = 0, y = 0 }, mount = mount },
    { name = "Angus", side = "gang", traits = TRAITS, pos = { x = 8, y = 0 } } } })
end

local WASH = { name = "Wash", speed = 14, handling = 3, gait = "run" }

describe("explain.attack with gait (seed 000 \"Move and Fire\")", function()
  it("Wash standing: the mount's −2 alone, TN 5 + 2 + snap 2 = 9", function()
    local out = twtw.rules["explain.attack"](rider(WASH), "Miranda", "Angus", { gait = "none", card = 40 })
    assert.equal(9, out.tn)
    assert.equal(0, select(2, out.tn_terms:find("moving")))
    assert.equal(2, (out.tn_terms:find("mounted")))
    assert.truthy(twtw.logged("explain")[1].text:find("Miranda rides Wash standing", 1, true))
  end)
  it("Wash at a walk: the walk's −1 topped up to the mount's −2: TN 9", function()
    local out = twtw.rules["explain.attack"](rider(WASH), "Miranda", "Angus", { gait = "walk", card = 40 })
    assert.equal(9, out.tn)
    assert.equal(1, (out.tn_terms:find("moving")))
    assert.equal(1, (out.tn_terms:find("mounted")))
  end)
  it("Wash at a gallop: −4, the mount's −2 not added: TN 11; card 40's best 11 still hits", function()
    local f = rider({ name = "Wash", speed = 14, handling = 3, gait = "walk" })
    local out = twtw.rules["explain.attack"](f, "Miranda", "Angus", { gait = "run", card = 40 })
    assert.equal(11, out.tn)
    assert.equal(4, (out.tn_terms:find("moving")))
    assert.equal(0, select(2, out.tn_terms:find("mounted")))
    assert.equal("run", f.by_name.Miranda.mount.gait)
    assert.truthy(out.hit)
  end)
  it("refuses a rider with no mount, and a gait that is none of none, walk, run", function()
    assert.error_matches(function()
      twtw.rules["explain.attack"](rider(nil), "Miranda", "Angus", { gait = "walk", card = 40 })
    end, "Miranda rides no mount or vehicle")
    assert.error_matches(function()
      twtw.rules["explain.attack"](rider(WASH), "Miranda", "Angus", { gait = "trot", card = 40 })
    end, "\"trot\": want none, walk or run")
  end)
end)

-- beside(): Miranda on Wash (at the scenario's gallop, 28 paces a round) 8
-- paces from Angus, who gallops his horse east at 28 paces a round too.
local function beside()
  return twtw.rules["fight.new"]({ name = "ride", combatants = {
    { name = "Miranda", side = "posse", traits = TRAITS, skills = { shooting = 3, riding = 3 }, weapons = { "peacemaker" },
      pos = { x = 0, y = 0 }, mount = WASH },
    { name = "Angus", side = "gang", traits = TRAITS, pos = { x = 8, y = 0 },
      mount = { name = "Bess", speed = 14, handling = 2, gait = "run", heading = 0 } } } })
end

describe("explain.attack with gait: the gait is the mount's speed too (seed 000 \"Target Speed\")", function()
  it("both galloping side by side: no relative speed; Wash reined in to a stand: Angus's 28 paces, +5", function()
    local out = twtw.rules["explain.attack"](beside(), "Miranda", "Angus", { gait = "run", card = 40 })
    assert.equal(0, select(2, out.tn_terms:find("speed")))
    out = twtw.rules["explain.attack"](beside(), "Miranda", "Angus", { gait = "none", card = 40 })
    assert.equal(5, (out.tn_terms:find("speed")))
    -- 5 Standard + 2 the mount's −2 + 2 snap (F/-2) + 5 relative speed 28
    assert.equal(14, out.tn)
  end)
end)
