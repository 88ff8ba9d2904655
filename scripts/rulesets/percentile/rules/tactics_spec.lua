-- rules/tactics_spec.lua — the default policy (decided here) and its
-- companions: hold, guard, sneak.
local twtw = require("twtw")
local fx = require("rules.lib.fixtures")
local R = twtw.rules

local function act(f, name) return R["tactics." .. f.by_name[name].tactics](f, f.by_name[name]) end

describe("tactics.default", function()
  it("shoots the nearest opponent with both loaded revolvers, main hand first", function()
    local f = fx.start(R, fx.fight(R, { fx.bill({ weapons = { "revolver", "revolver" } }), fx.foe("Far", 20),
      fx.foe("Near", 8) }), 1)
    local a = act(f, "Bill")
    assert.equal("shoot", a.kind)
    assert.equal("Near", a.target)
    assert.same({ 1, 2 }, a.weapons)
  end)
  it("beyond the revolver's effective range (40 m) the rifle fires", function()
    local f = fx.start(R, fx.fight(R, { fx.bill({ weapons = { "revolver", "rifle" } }), fx.foe("Far", 40) }), 1)
    assert.same({ 2 }, act(f, "Bill").weapons)
  end)
  it("within 1 m with an empty revolver and a knife: strikes with the knife", function()
    local f = fx.start(R, fx.fight(R, { fx.bill({ weapons = { "revolver", "knife" } }), fx.foe("Joe", 1) }), 1)
    f.by_name.Bill.weapons[1].loaded = 0
    local a = act(f, "Bill")
    assert.equal("strike", a.kind)
    assert.same({ 2 }, a.weapons)
  end)
  it("nobody left: waits", function()
    local f = fx.start(R, fx.fight(R, { fx.bill(), fx.foe("Joe", 10) }), 1)
    f.by_name.Joe.state.out = true
    assert.equal("wait", act(f, "Bill").kind)
  end)
end)

describe("tactics.guard and tactics.sneak", function()
  it("a guard keeps watch until a shot is heard", function()
    local f = fx.start(R, fx.fight(R, { fx.bill(), fx.foe("Guard", 15, { tactics = "guard" }) }), 1)
    assert.equal("wait", act(f, "Guard").kind)
    f.gunfire = true
    assert.equal("shoot", act(f, "Guard").kind)
  end)
  it("a sneak tries to stun once, then fights", function()
    local f = fx.start(R, fx.fight(R, { fx.bill({ tactics = "sneak" }), fx.foe("Guard", 15, { tactics = "guard" }) }), 1)
    assert.equal("stun", act(f, "Bill").kind)
    f.by_name.Bill.state.stun_tried = true
    assert.equal("shoot", act(f, "Bill").kind)
  end)
end)

describe("tactics.target", function()
  it("the best chance, not the nearest: Joe at 8 m behind cover 30 (26 %) loses to Ike in the open at 12 m (56 %)", function()
    local f = fx.start(R, fx.fight(R, { fx.bill(), fx.foe("Joe", 8, { cover = 30 }), fx.foe("Ike", 12) }), 1)
    local t, ws, pct = R["tactics.target"](f, f.by_name.Bill)
    assert.equal("Ike", t.name)
    assert.same({ 1 }, ws)
    assert.equal(56, pct)
  end)
  it("equal chances: the nearer", function()
    local f = fx.start(R, fx.fight(R, { fx.bill(), fx.foe("Far", 12), fx.foe("Near", 8) }), 1)
    assert.equal("Near", R["tactics.target"](f, f.by_name.Bill).name)
  end)
end)
