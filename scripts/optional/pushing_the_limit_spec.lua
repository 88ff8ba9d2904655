-- optional/pushing_the_limit_spec.lua — seed 000 "Advanced Rule: Pushing the
-- Limit" (Rel +1 for a fan-fired revolver) on seed 000 "Equipment Failure"
-- ("If the failure result is lower than the Rel, the equipment fails").
local twtw = require("twtw")

-- Jonah fans his Peacemaker (Rel 2 in gear.weapons) at one Perkins brother,
-- 3 paces off (seed 000 "Fan Firing"); the card is card 43 (Q♥: failure 2).
local function fan_once(card)
  local R = twtw.rules
  local f = R["fight.new"] { name = "saloon", combatants = {
    { name = "Jonah", side = "posse", traits = { dexterity = 10 }, skills = { shooting = 3 }, weapons = { "peacemaker" } },
    { name = "Perkins", side = "perkins", pos = { x = 3, y = 0 }, weapons = { "bowie_knife" }, tactics = "hold" },
  } }
  f.round, f.phase = 1, 1
  R["round.start"](f)
  local j, p = f.by_name.Jonah, f.by_name.Perkins
  local w = j.weapons[1]
  w.drawn = true
  local base = R["attack.context"](f, j, p, w)
  base.target, base.range = nil, nil
  local plan = R["fanfire.plan"](j, w, { { target = p, range = 3 } }, base)
  twtw.action.stack(card)
  R["fanfire.draw"](plan)
  plan[1].ctx.card, plan[1].ctx.fight = plan[1].card, f
  return R["attack.ranged"](plan[1].ctx), w
end

describe("pushing_the_limit (seed 000 \"Advanced Rule: Pushing the Limit\")", function()
  it("the Peacemaker is Rel 2; card 43's failure result is 2", function()
    assert.equal(2, twtw.rules["gear.weapons"].peacemaker.rel)
    assert.equal(2, twtw.action.card(43).failure)
  end)

  it("module on: fan firing on card 43 fails (2 < Rel 2 + 1) and jams the gun; its Rel stays 2", function()
    local out, w = fan_once(43)
    assert.equal(true, out.failure.failed)
    assert.equal(3, out.failure.rel)
    assert.equal(true, w.jammed)
    assert.equal(2, w.rel)
  end)

  it("the failure line credits the raised Rel: 2 the Peacemaker's, +1 by rule ancillary.rel as this module wraps it", function()
    fan_once(43)
    local line
    for _, ev in ipairs(twtw.logged("failure")) do
      if ev.module == "core.ancillary" then line = ev end
    end
    local rel = line.fields.reliability:list()
    assert.equal(3, line.fields.reliability:total())
    assert.same({ 2, "Rel of the " .. twtw.rules["gear.weapons"].peacemaker.name }, { rel[1].amount, rel[1].reason })
    assert.is_nil(rel[1].set_by) -- no set changed the Peacemaker's entry
    assert.same({ 1, "ancillary.rel" }, { rel[2].amount, rel[2].data })
    assert.matches("^wrapped by pushing_the_limit optional/pushing_the_limit%.lua:%d+$", rel[2].set_by)
  end)

  it("its own line shows the Rel as terms, the extra crediting the option when a campaign changed it (extra = 3: Rel 2 → 5)", function()
    local function own_line()
      fan_once(43)
      local line
      for _, ev in ipairs(twtw.logged("failure")) do
        if ev.module == "pushing_the_limit" then line = ev end
      end
      return line.fields.reliability
    end
    local x = own_line():list()
    assert.same({ 2, 1, "fan firing a revolver" }, { x[1].amount, x[2].amount, x[2].reason })
    assert.is_nil(x[2].data) -- the default 1
    twtw.use { pushing_the_limit = { extra = 3 } }
    local t = own_line()
    x = t:list()
    assert.equal(5, t:total())
    assert.same({ 3, "fan firing a revolver", "option pushing_the_limit.extra" }, { x[2].amount, x[2].reason, x[2].data })
    assert.matches("^twtw%.use optional/pushing_the_limit_spec%.lua:%d+$", x[2].set_by)
    twtw.use { pushing_the_limit = { extra = 12 } }
    x = own_line():list()
    assert.same({ 11, "fan firing a revolver (Rel at most 13)" }, { x[2].amount, x[2].reason })
  end)

  it("module off: the same shot on card 43 holds (2 is not lower than Rel 2)", function()
    twtw.use {}
    local out, w = fan_once(43)
    assert.equal(false, out.failure.failed)
    assert.falsy(w.jammed)
  end)

  it("only while fan firing: an ordinary shot on card 43 holds", function()
    local w = twtw.rules["gear.weapon"]("peacemaker")
    local r = twtw.rules["ancillary.failure"]({ weapon = w }, { card = twtw.action.card(43) })
    assert.equal(false, r.failed)
    r = twtw.rules["ancillary.failure"]({ weapon = w, fan = { shot = 2, target_index = 1 } }, { card = twtw.action.card(43) })
    assert.equal(true, r.failed)
  end)

  it("any revolver: the Walker Colt (Rel 4) fanned on card 35 (failure 4) fails; a derringer (not a revolver, Rel 3) on card 31 (failure 3) holds", function()
    local walker = twtw.rules["gear.weapon"]("walker_colt")
    assert.equal(4, twtw.action.card(35).failure)
    assert.equal(true, twtw.rules["ancillary.failure"]({ weapon = walker, fan = { shot = 1 } }, { card = twtw.action.card(35) }).failed)
    local derringer = twtw.rules["gear.weapon"]("derringer")
    assert.equal(3, twtw.action.card(31).failure)
    assert.equal(false, twtw.rules["ancillary.failure"]({ weapon = derringer, fan = { shot = 1 } }, { card = twtw.action.card(31) }).failed)
  end)
end)
