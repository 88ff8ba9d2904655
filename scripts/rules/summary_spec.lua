-- rules/summary_spec.lua — fight.summary: killed, out, wounded, unhurt and
-- the order of falling (seed 000 "Wounds", "Taking Concussion").
local twtw = require("twtw")
local R = twtw.rules

local function fight()
  return R["fight.new"] { name = "summary", combatants = {
    { name = "Miranda", side = "posse", weapons = { "peacemaker" } },
    { name = "Hank", side = "posse", weapons = { "peacemaker" } },
    { name = "Angus", side = "gang", weapons = { "peacemaker" }, pos = { x = 10, y = 0 } },
    { name = "Vaquero", side = "gang", weapons = { "peacemaker" }, pos = { x = 12, y = 0 } },
  } }
end

describe("fight.summary (seed 000 \"Wounds\", \"Taking Concussion\")", function()
  it("a fight no one was hurt in: everyone unhurt, nothing lost, no one fell", function()
    local s = R["fight.summary"](fight())
    for _, name in ipairs({ "Miranda", "Hank", "Angus", "Vaquero" }) do
      assert.equal("unhurt", s[name].status, name)
      assert.equal(0, s[name].wounds, name)
      assert.equal(0, s[name].ct_lost, name)
      assert.equal(nil, s[name].fell, name)
    end
  end)

  it("a hit kills Angus (first to fall), bleeding-like CT loss concusses Hank by the next round (second)", function()
    local f = fight()
    local angus, hank, miranda = f.by_name["Angus"], f.by_name["Hank"], f.by_name["Miranda"]
    -- A fifth wound to the torso: "Only a hit to the head or torso can spell the end".
    angus.body:apply("chest", 5, 3)
    twtw.emit("wound.applied", f, { target = angus })
    -- Miranda: a light wound to the right arm and 2 CT, still fighting.
    miranda.body:apply("right arm", 2, 2)
    twtw.emit("wound.applied", f, { target = miranda })
    -- Hank loses his CT without a hit (Fortitude d6 + Size 6: 12 CT): concussed,
    -- out, counted when the next round starts.
    hank.body:lose_ct(hank.body:ct())
    twtw.emit("round.start", f)
    local s = R["fight.summary"](f)
    assert.equal("killed", s.Angus.status)
    assert.equal(5, s.Angus.wounds)
    assert.equal(1, s.Angus.fell)
    assert.equal("out", s.Hank.status)
    assert.equal(12, s.Hank.ct_lost)
    assert.equal(0, s.Hank.wounds)
    assert.equal(2, s.Hank.fell)
    assert.equal("wounded", s.Miranda.status)
    assert.equal(2, s.Miranda.wounds)
    assert.equal(2, s.Miranda.ct_lost)
    assert.equal(nil, s.Miranda.fell)
    assert.equal("unhurt", s.Vaquero.status)
  end)

  it("two who leave between rounds share their number", function()
    local f = fight()
    f.by_name["Angus"].state.unconscious = true
    f.by_name["Vaquero"].state.fled = true
    twtw.emit("round.start", f)
    local s = R["fight.summary"](f)
    assert.equal(1, s.Angus.fell)
    assert.equal(1, s.Vaquero.fell)
    assert.equal("out", s.Angus.status)
  end)

  it("one who falls in the last end step (after the summary's own checks) is counted by the summary", function()
    local f = fight()
    local angus = f.by_name["Angus"]
    angus.body:apply("chest", 5, 3)
    twtw.emit("wound.applied", f, { target = angus })
    f.by_name["Vaquero"].state.dead, f.by_name["Vaquero"].state.out = true, true -- bled to death at the end step
    local s = R["fight.summary"](f)
    assert.equal(1, s.Angus.fell)
    assert.equal(2, s.Vaquero.fell)
    assert.equal("killed", s.Vaquero.status)
    assert.equal(nil, s.Miranda.fell)
  end)
end)
