-- optional/bumps_spec.lua — seed 001 "Optional Results: Bumps": "For a TN 5
-- task, bumps would occur on 9, 13, 17, etc."
local twtw = require("twtw")

-- Jonah: Dexterity d10, Shooting 3 (seed 000 "Fan Firing"). Card 25 reads
-- d10 rows 12, 5, 5 (best 12); card 9 reads 3, 3, 13 (best 13).
local function jonah()
  return fixtures.combatant { name = "Jonah", traits = { dexterity = 10 }, skills = { shooting = 3 } }
end

describe("bumps (seed 001 \"Optional Results: Bumps\"), on by default", function()
  it("is on in the core's own selection (default_on): bumps.enabled = {on = true, step = 4}", function()
    assert.same({ on = true, step = 4 }, twtw.rules["bumps.enabled"])
    twtw.use {}
    assert.same({ on = true, step = 4 }, twtw.rules["bumps.enabled"])
  end)
  it("with it on the core awards bumps: TN 5, 12 → 1 bump, 13 → 2 bumps", function()
    local r = twtw.rules["check.skill"](jonah(), "shooting", { tn = 5, card = twtw.action.card(25), silent = true })
    assert.equal(12, r.total)
    assert.equal(1, r.bumps)
    r = twtw.rules["check.skill"](jonah(), "shooting", { tn = 5, card = twtw.action.card(9), silent = true })
    assert.equal(13, r.total)
    assert.equal(2, r.bumps)
  end)
  it("the step option is carried in bumps.enabled", function()
    twtw.use { bumps = { step = 3 } }
    assert.equal(3, twtw.rules["bumps.enabled"].step)
  end)
  it("switched off (a campaign's without = {\"bumps\"}): bumps.enabled is absent — the core's sign for \"no bumps\"", function()
    twtw.use { without = { "bumps" } }
    assert.falsy(twtw.has("bumps.enabled"))
    assert.truthy(twtw.rules["bumps.spend"]) -- the core's spend rule is still there; it must read bumps.enabled
  end)
end)
