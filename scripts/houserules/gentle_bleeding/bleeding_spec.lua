-- gentle_bleeding/bleeding_spec.lua — the gentle bleeding rewrite against
-- the built-in optional bleeding (optional/bleeding.lua, seed 000 "Optional
-- Bleeding Rules": heavy 1, serious 2, critical limbs 3 CT a round; bled to
-- −(starting CT) is death). The host runs this file with the folder mounted
-- as a campaign mounts it, so "bleeding" here IS the gentle module (on);
-- twtw.use {} is core only (no bleeding at all).
--
-- Hank is a fixture: Fortitude d8, Size 6 — starting CT 14 (core.combatant).
-- The doctor has Acuity d8 and Medicine 1: d8 row 1; card 0 shows 6, card 1
-- shows 4 (rules/wounds_spec.lua).
local twtw = require("twtw")

local function hank(t)
  local spec = { name = "Hank" }
  for k, v in pairs(t or {}) do spec[k] = v end
  local c = fixtures.combatant(spec)
  return c, { name = "gulch", round = 1, combatants = { c }, by_name = { Hank = c } }
end

local function end_of_round(fight)
  twtw.rules["round.end_step"](fight)
end

describe("gentle bleeding replaces the built-in (seed 000 \"Optional Bleeding Rules\")", function()
  it("the built-in's rates are heavy 1, serious 2, critical 3; the gentle ones 0, 1, 2", function()
    local builtin = require("optional.bleeding")
    assert.equal("bleeding", builtin.name)
    assert.equal(1, builtin.options.heavy.default)
    assert.equal(2, builtin.options.serious.default)
    assert.equal(3, builtin.options.critical.default)
    assert.same({ [3] = 0, [4] = 1, [5] = 2 }, twtw.rules["bleeding.rates"])
  end)

  it("the bleeding rules in force come from this folder's file", function()
    local c, f = hank()
    c.body:apply("chest", 4, 0)
    end_of_round(f)
    local line = twtw.logged("bleeding")[1]
    assert.equal("bleeding", line.module)
    -- twtw.here names this folder's file as twtw loads it, wherever the folder is
    local file, at = string.match(line.where, "^(.*):(%d+)$")
    assert.equal(twtw.here("bleeding.lua"), file)
    assert.truthy(at, line.where)
  end)
end)

describe("gentle bleeding: the rates", function()
  it("a serious wound bleeds 1 a round: 14 → 13 → 12 (built-in: 14 → 12 → 10)", function()
    local c, f = hank()
    c.body:apply("chest", 4, 0)
    end_of_round(f)
    assert.equal(13, c.body:ct())
    end_of_round(f)
    assert.equal(12, c.body:ct())
    assert.equal("bleeding: Hank loses 1 CT (serious wound to the torso); CT 13 → 12", twtw.logged("bleeding")[2].text)
  end)

  it("a heavy wound bleeds nothing (built-in: 1)", function()
    local c, f = hank()
    c.body:apply("left leg", 3, 0)
    end_of_round(f)
    assert.equal(14, c.body:ct())
  end)

  it("a critically wounded (lost) leg bleeds 2 (built-in: 3); the worst part counts, not the sum", function()
    local c, f = hank()
    c.body:apply("right leg", 5, 0)
    c.body:apply("belly", 4, 0)
    assert.equal(2, (twtw.rules["bleeding.rate"](c)))
    end_of_round(f)
    assert.equal(12, c.body:ct())
  end)

  it("off (core only): the serious wound does not bleed", function()
    local R = twtw.use {}
    local c, f = hank()
    c.body:apply("chest", 4, 0)
    R["round.end_step"](f)
    assert.equal(14, c.body:ct())
    assert.same({}, twtw.logged("bleeding"))
  end)
end)

describe("gentle bleeding: nobody bleeds to death", function()
  it("bleeding stops at CT 0: concussed, not dead (built-in: on to −14, death)", function()
    local c, f = hank()
    c.body:apply("belly", 4, 13) -- serious, CT 1
    end_of_round(f)
    assert.equal(0, c.body:ct())
    assert.truthy(c.state.out)
    end_of_round(f)
    assert.equal(0, c.body:ct())
    assert.falsy(c.body:dead())
  end)

  it("option to_death = true: the seed's death at −(starting CT) — −11 → −12 → −13 → −14, dead", function()
    twtw.use { bleeding = { to_death = true } }
    local c, f = hank()
    c.body:apply("belly", 4, 25) -- CT −11
    for _, want in ipairs({ -12, -13 }) do
      end_of_round(f)
      assert.equal(want, c.body:ct())
      assert.falsy(c.body:dead())
    end
    end_of_round(f)
    assert.equal(-14, c.body:ct())
    assert.truthy(c.body:dead())
    assert.equal("bleeding: Hank has bled to death (CT -14, starting CT 14)", twtw.logged("death")[1].text)
  end)
end)

describe("gentle bleeding: Medicine stops it (seed 000 \"Healing\": the Medicine skill)", function()
  local function doctor()
    return fixtures.combatant { name = "Doc", skills = { medicine = 1 } }
  end

  it("card 0: 6 vs TN 5 — stopped; the serious wound no longer bleeds", function()
    local c, f = hank()
    c.body:apply("chest", 4, 0)
    twtw.action.stack(0)
    local ok, r = twtw.rules["bleeding.bandage"](f, doctor(), c)
    assert.truthy(ok)
    assert.equal(6, r.total)
    end_of_round(f)
    assert.equal(14, c.body:ct())
    assert.equal("bandage: Doc stops Hank's bleeding (6 vs TN 5)", twtw.logged("bleeding")[1].text)
  end)

  it("card 1: 4 vs TN 5 — still bleeding", function()
    local c, f = hank()
    c.body:apply("chest", 4, 0)
    twtw.action.stack(1)
    assert.falsy((twtw.rules["bleeding.bandage"](f, doctor(), c)))
    end_of_round(f)
    assert.equal(13, c.body:ct())
  end)

  it("option bandage_tn = 7: card 0's 6 is not enough", function()
    twtw.use { bleeding = { bandage_tn = 7 } }
    local c, f = hank()
    c.body:apply("chest", 4, 0)
    twtw.action.stack(0)
    assert.falsy((twtw.rules["bleeding.bandage"](f, doctor(), c)))
  end)

  it("a TN and a rate the options changed credit them: bandage_tn = 7, serious = 2", function()
    -- the options are this file's: the credit names its twtw.use line
    local function by_use(set_by)
      local file, at = string.match(set_by, "^twtw%.use (.*):(%d+)$")
      assert.equal(twtw.here("bleeding_spec.lua"), file)
      assert.truthy(at, set_by)
    end
    twtw.use { bleeding = { bandage_tn = 7, serious = 2 } }
    local c, f = hank()
    c.body:apply("chest", 4, 0)
    twtw.action.stack(0)
    twtw.rules["bleeding.bandage"](f, doctor(), c)
    local tn = twtw.logged("check")[1].fields.tn:list()[1]
    assert.same({ 7, "stop the bleeding", "option bleeding.bandage_tn" }, { tn.amount, tn.reason, tn.data })
    by_use(tn.set_by)
    end_of_round(f)
    local rate = twtw.logged("bleeding")[2].fields.rate:list()[1]
    assert.same({ 2, "a serious wound to the torso", "option bleeding.serious" }, { rate.amount, rate.reason, rate.data })
    by_use(rate.set_by)
  end)

  it("a new heavy wound opens it again (card 37's hit: 2 wounds to the left leg, 1 → 3)", function()
    local c, f = hank()
    c.body:apply("chest", 4, 0)
    c.body:apply("left leg", 1, 0)
    c.state.bleeding_stopped = true
    local gun = { name = "gun", kind = "ranged", dmg = "(3)8", rd = "(2)8", pen = 1, damage = "deadly", attributes = {} }
    twtw.rules["damage.resolve"]({ target = c, weapon = gun }, { card = twtw.action.card(37), success = true, bumps = 0 })
    assert.equal(3, c.body:wounds("left leg"))
    assert.falsy(c.state.bleeding_stopped)
    end_of_round(f)
    assert.equal(12, c.body:ct()) -- 14 − 1 (the hit's CT) − 1 (serious: bleeds 1)
  end)

  it("the bandage action: Slow, 1 AP, within 1 pace", function()
    local R = twtw.rules
    local c, f = hank()
    local doc = doctor()
    doc.pos = { x = 1, y = 0 }
    f.by_name.Doc = doc
    assert.equal("S", R["action.speed"](doc, { kind = "bandage" }))
    assert.equal(1, R["action.cost"](doc, { kind = "bandage" }))
    c.body:apply("chest", 4, 0)
    twtw.action.stack(0)
    local out = R["action.bandage"](f, doc, { kind = "bandage", target = "Hank" })
    assert.truthy(out.stopped)
    doc.pos = { x = 3, y = 0 }
    c.state.bleeding_stopped = false
    assert.falsy(R["action.bandage"](f, doc, { kind = "bandage", target = "Hank" }).done)
  end)
end)
