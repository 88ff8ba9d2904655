-- rules/recovery_spec.lua — seed 000 "Taking Concussion" ("Heroes who
-- continue to take CT after they reach zero risk death"), "Optional Bleeding
-- Rules" (the negative of the starting CT), "Risk", "Healing" (1 CT a
-- minute; treatment "up to one hour after an injury").
local twtw = require("twtw")

local function hero(t)
  local spec = { name = "Hank", player = true, ct = 14, skills = { medicine = 2 } }
  for k, v in pairs(t or {}) do spec[k] = v end
  return fixtures.combatant(spec)
end

describe("CT past zero (decided here: death at the negative of the starting CT)", function()
  it("Hank (CT 14) at −13 is concussed and alive; at −14 he dies", function()
    local R = twtw.rules
    local c = hero()
    c.body:lose_ct(27)
    assert.equal(true, R["concussion.check"](nil, c))
    assert.equal(false, c.body:dead())
    c.body:lose_ct(1)
    R["concussion.check"](nil, c)
    assert.equal(true, c.body:dead())
    assert.equal(true, c.state.dead)
    assert.equal(1, #twtw.logged("death"))
  end)

  it("with the optional Risk system on, a Hero who has not risked death is out of action instead", function()
    local R = twtw.use { "risk" }
    local c = hero()
    c.body:lose_ct(30)
    R["concussion.check"](nil, c)
    assert.equal(false, c.body:dead())
    assert.equal(true, c.state.risk_out)
    local npc = hero { name = "Goon", player = false }
    npc.body:lose_ct(30)
    R["concussion.check"](nil, npc)
    assert.equal(true, npc.body:dead())
  end)
end)

describe("healing.rest (seed 000 \"Healing\": \"at the rate of 1 per minute\")", function()
  it("CT −3 of 14: 5 minutes bring it to 2 and he is no longer concussed; never past the starting CT", function()
    local R = twtw.rules
    local c = hero()
    c.body:lose_ct(17)
    R["concussion.check"](nil, c)
    assert.equal(true, c.state.out)
    assert.equal(5, R["healing.rest"](nil, c, 5))
    assert.equal(2, c.body:ct())
    assert.equal(false, c.state.concussed)
    assert.equal(false, c.state.out)
    assert.equal(12, R["healing.rest"](nil, c, 60))
    assert.equal(14, c.body:ct())
  end)
end)

describe("healing.treat (seed 000 \"Healing\": \"up to one hour after an injury\")", function()
  it("61 minutes after: too late, no card drawn; 60 minutes: the Medicine check is made", function()
    local R = twtw.rules
    local doc, c = hero { name = "Doc" }, hero()
    c.body:apply("left arm", 2, 0)
    local out, why = R["healing.treat"](nil, doc, c, "left arm", 61)
    assert.equal(nil, out)
    assert.equal("too late", why)
    assert.equal(0, #twtw.action.discard())
    out = R["healing.treat"](nil, doc, c, "left arm", 60)
    assert.truthy(out)
    assert.equal(1, #twtw.action.discard())
  end)
end)
