-- rules/explain_spec.lua — one attack explained (seed 000 "Range", "Aim and
-- Snap Shots": the Peacemaker's TN 5 up to 8 paces, snap shot −2).
local twtw = require("twtw")

local function duel(range)
  return twtw.rules["fight.new"]({
    name = "explain duel",
    combatants = {
      { name = "Miranda", side = "posse", traits = { dexterity = 10, reflex = 12, fortitude = 8, acuity = 8, spirit = 8, strength = 6 },
        skills = { shooting = 3 }, size = 6, weapons = { "peacemaker" }, pos = { x = 0, y = 0 } },
      { name = "Vaquero", side = "gang", traits = { dexterity = 8, reflex = 8, fortitude = 6, acuity = 6, spirit = 6, strength = 6 },
        skills = { shooting = 2 }, size = 6, weapons = { "peacemaker" }, pos = { x = range, y = 0 } },
    },
  })
end

describe("explain.attack (seed 000 \"Combat Actions\")", function()
  it("a snap shot at 8 paces: TN 5 Standard + 2 snap = 7, read off the stacked card", function()
    local fight = duel(8)
    local out = twtw.rules["explain.attack"](fight, "Miranda", "Vaquero", { card = 40 })
    assert.equal(40, out.card)
    assert.equal(7, out.tn)
    local base, n = out.tn_terms:find("base")
    assert.equal(5, base)
    assert.equal(1, n)
    assert.equal(2, (out.tn_terms:find("snap")))
    -- card 40's d10 rows 1..3 are 10, 1, 11 (seed 000 "Fan Firing"): best 11 hits TN 7
    assert.equal(11, out.result.best)
    assert.truthy(out.hit)
  end)
  it("at 9 paces the range adds one: TN 8", function()
    local out = twtw.rules["explain.attack"](duel(9), "Miranda", "Vaquero", { card = 40 })
    assert.equal(8, out.tn)
    assert.equal(1, (out.tn_terms:find("range")))
  end)
  it("names an unknown combatant", function()
    assert.error(function() twtw.rules["explain.attack"](duel(8), "Angus", "Vaquero", {}) end, "no combatant \"Angus\"")
  end)
end)
