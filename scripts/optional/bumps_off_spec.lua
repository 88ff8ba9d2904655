-- optional/bumps_off_spec.lua — seed 001 "Optional Results: Bumps" switched
-- off: the core's half of the contract (core.checks, core.bumps read
-- bumps.enabled, which only optional/bumps defines).
local twtw = require("twtw")

local function jonah()
  return fixtures.combatant { name = "Jonah", traits = { dexterity = 10 }, skills = { shooting = 3 } }
end

describe("bumps off (seed 001 \"Optional Results: Bumps\": optional)", function()
  it("a check that reaches 13 against TN 5 earns no bumps (on: 2)", function()
    local r = twtw.rules["check.skill"](jonah(), "shooting", { tn = 5, card = twtw.action.card(9), silent = true })
    assert.equal(2, r.bumps)
    twtw.use { without = { "bumps" } }
    r = twtw.rules["check.skill"](jonah(), "shooting", { tn = 5, card = twtw.action.card(9), silent = true })
    assert.equal(13, r.total)
    assert.equal(0, r.bumps)
  end)
  it("bumps.spend spends nothing, even when handed a result with bumps", function()
    twtw.use { without = { "bumps" } }
    local ctx = { target = fixtures.combatant { name = "Villain" }, weapon = twtw.rules["gear.weapon"]("peacemaker") }
    local s = twtw.rules["bumps.spend"](ctx, { card = twtw.action.card(1), success = true, bumps = 3, total = 17, tn = 5 })
    assert.equal(0, s.spent)
    assert.equal(0, s.damage)
    assert.equal(0, s.shift)
  end)
  it("the step option reaches the check: with step 9, 13 vs TN 5 earns no bump (step 4: 2)", function()
    twtw.use { bumps = { step = 9 } }
    local r = twtw.rules["check.skill"](jonah(), "shooting", { tn = 5, card = twtw.action.card(9), silent = true })
    assert.equal(0, r.bumps)
  end)
end)
