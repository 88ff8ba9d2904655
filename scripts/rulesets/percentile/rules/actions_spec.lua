-- rules/actions_spec.lua — basic actions other than shots (seed 002 "4.1.1":
-- "A round allows you to perform a basic action"; moving 20 m and reloading
-- a weapon in a round are decided here).
local twtw = require("twtw")
local fx = require("rules.lib.fixtures")
local R = twtw.rules

describe("actions (seed 002 \"4.1.1\")", function()
  it("out of range (70 m, revolver to 50 m): Bill walks 20 m toward Joe", function()
    local f = fx.fight(R, { fx.bill(), fx.foe("Joe", 70, { tactics = "hold" }) })
    R["round.run"](f)
    assert.equal(20, f.by_name.Bill.pos.x)
    assert.equal("Bill moves 20 m toward Joe (50 m apart)", twtw.logged("move")[1].text)
  end)
  it("a move stops at the effective range it was asked for", function()
    local f = fx.fight(R, { fx.bill(), fx.foe("Joe", 30, { tactics = "hold" }) })
    R["action.move"](f, f.by_name.Bill, { kind = "move", toward = "Joe", stop = 25 })
    assert.equal(5, f.by_name.Bill.pos.x)
  end)
  it("an empty revolver is reloaded in a round, to 6", function()
    local f = fx.fight(R, { fx.bill(), fx.foe("Joe", 10, { tactics = "hold" }) })
    f.by_name.Bill.weapons[1].loaded = 0
    R["round.run"](f)
    assert.equal(6, f.by_name.Bill.weapons[1].loaded)
    assert.equal(0, #twtw.logged("attack"))
  end)
  it("two revolvers fire in the same counts, main hand first: 3 + 2 at combat speed 18 (aimed)", function()
    local f = fx.fight(R, { fx.bill({ combat_speed = 18, weapons = { "revolver", "revolver" } }),
      fx.foe("Joe", 10, { tactics = "hold", hp = 99 }) })
    twtw.dice.stack(99, 99, 99, 99, 99)
    R["round.run"](f)
    assert.equal(5, #twtw.logged("attack"))
    assert.equal(3, f.by_name.Bill.weapons[1].loaded)
    assert.equal(4, f.by_name.Bill.weapons[2].loaded)
  end)
  -- seed 002 "4.2.2.3": "the revolver held by the character's secondary hand
  -- always fires one less bullet than the revolver held by the main hand"
  it("a two-gun figure's lines name the hand of each revolver (main, secondary); a one-gun figure's do not", function()
    local f = fx.fight(R, { fx.bill({ combat_speed = 18, weapons = { "revolver", "revolver" } }),
      fx.foe("Joe", 10, { tactics = "hold", hp = 99 }) })
    twtw.dice.stack(99, 99, 99, 99, 99)
    R["round.run"](f)
    assert.equal("Bill: shoot Joe — aimed pistol skill (ready and not surprised), main-hand Colt revolver 3 + "
      .. "secondary-hand Colt revolver 2", twtw.logged("declare")[1].text)
    local got = {}
    for _, e in ipairs(twtw.logged("attack")) do got[#got + 1] = e.text end
    local main = "Bill fires at Joe with the main-hand Colt revolver (aimed pistol): D100 99 vs 56 % — miss"
    local secondary = "Bill fires at Joe with the secondary-hand Colt revolver (aimed pistol): D100 99 vs 56 % — miss"
    assert.same({ main, main, secondary, main, secondary }, got)
    f.by_name.Bill.weapons[2].loaded = 0
    R["action.reload"](f, f.by_name.Bill, { kind = "reload", weapon = 2 })
    assert.equal("Bill reloads the secondary-hand Colt revolver (6)", twtw.logged("reload")[1].text)
    R["round.describe"](f, f.by_name.Bill)
    R["round.describe"](f, f.by_name.Joe)
    local d = twtw.logged("combatant")
    assert.equal("Bill (posse): HP 15, combat speed 18, aimed pistol 56 %, instinctive pistol 40 %, brawl 45 %, at (0, 0); "
      .. "main-hand Colt revolver (3), secondary-hand Colt revolver (6)", d[#d - 1].text)
    assert.equal("Joe (gang): HP 99, combat speed 10, aimed pistol 40 %, instinctive pistol 30 %, brawl 30 %, at (10, 0); "
      .. "Colt revolver (6)", d[#d].text)
  end)
  -- seed 002 "4.2.2.1.1": "not ready to use his weapon (unsheathed revolver, put down, etc.)"
  it("the roster line of a figure not ready: his revolver holstered, both revolvers, a rifle not in hand", function()
    local f = fx.fight(R, { fx.bill({ ready = false }), fx.bill({ name = "Jake", ready = false, weapons = { "revolver", "revolver" } }),
      fx.bill({ name = "Ned", ready = false, weapons = { "rifle" } }), fx.bill({ name = "Mendoza", ready = false, weapons = { "knife" } }) })
    local got = {}
    for _, c in ipairs(f.combatants) do
      R["round.describe"](f, c)
      local d = twtw.logged("combatant")
      got[#got + 1] = d[#d].text:match("at %(0, 0%)(.*)$")
    end
    assert.same({ ", weapon holstered; Colt revolver (6)",
      ", weapons holstered; main-hand Colt revolver (6), secondary-hand Colt revolver (6)",
      ", weapon not in hand; Winchester rifle (12)", ", weapon not in hand; Bowie knife" }, got)
  end)
end)
