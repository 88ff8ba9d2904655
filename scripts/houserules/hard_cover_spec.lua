-- houserules/hard_cover_spec.lua — gulch.hard_cover on seed 000 "Cover
-- Penetration" ("P … when the PV is 2 or more greater than the AV … A …
-- equal to or one greater … D … less than the AV"; 2 thin wood, 3 hardwood).
-- The file's own rules have the house rule ON with its defaults (bonus 1,
-- materials "all"); twtw.use {} is core only; twtw.use { ["gulch.hard_cover"]
-- = {…} } sets options.
--
-- The shots: a Colt Peacemaker (Pen 2) on card 31 (penetration +2, standard
-- location belly: PV 4) and card 0 (penetration +1, belly: PV 3), at a
-- target whose cover guards all but the head.
--
-- Each test runs the house-rule case first: twtw.use switches the rules
-- every rule looks up (api.rules), also those reached through a rules table
-- taken earlier.
local twtw = require("twtw")

local function target(name, av)
  return fixtures.combatant { name = "Jonah", cover = { name = name, av = av } }
end

-- shot(R, card, name, av) previews the hit: the cover layer and the outcome.
local function shot(R, card, name, av)
  local c = target(name, av)
  local ctx = { target = c, weapon = R["gear.weapon"]("peacemaker") }
  local rec = R["damage.preview"](ctx, twtw.action.card(card), {})
  assert.equal("belly", rec.location)
  return rec.layers[1].av, rec.outcome, rec.pv:total(), rec.layers[1].name
end

describe("gulch.hard_cover: hardwood (AV 3) and a Peacemaker (seed 000 \"Cover Penetration\")", function()
  it("card 31, PV 4 — book: AV 3, A; bonus 1 (default): AV 4, A; bonus 2: AV 5, D", function()
    local av, out, pv = shot(twtw.use {}, 31, "hardwood bar", 3)
    assert.equal(4, pv)
    assert.equal(3, av)
    assert.equal("A", out)
    av, out = shot(twtw.use { "gulch.hard_cover" }, 31, "hardwood bar", 3)
    assert.equal(4, av)
    assert.equal("A", out)
    av, out = shot(twtw.use { ["gulch.hard_cover"] = { bonus = 2 } }, 31, "hardwood bar", 3)
    assert.equal(5, av)
    assert.equal("D", out)
  end)

  it("card 0, PV 3 — book: A (the RD gets through); bonus 1: AV 4, D (stopped)", function()
    local av, out = shot(twtw.rules, 0, "hardwood bar", 3)
    assert.equal(4, av)
    assert.equal("D", out)
    local pv
    av, out, pv = shot(twtw.use {}, 0, "hardwood bar", 3)
    assert.equal(3, pv)
    assert.equal(3, av)
    assert.equal("A", out)
  end)

  it("the hardened layer names the house rule in the damage line", function()
    local _, _, _, name = shot(twtw.rules, 31, "hardwood bar", 3)
    assert.equal("hardwood bar [hard cover +1]", name)
    local c = target("hardwood bar", 3)
    twtw.rules["damage.resolve"]({ target = c, weapon = twtw.rules["gear.weapon"]("peacemaker") },
      { card = twtw.action.card(31), success = true, bumps = 0 })
    local lines = twtw.logged("damage")
    assert.equal("Jonah hit in the belly (covered: hits the hardwood bar [hard cover +1]), hardwood bar [hard cover +1] AV 4 vs PV 4: A",
      lines[1].text)
  end)
end)

describe("gulch.hard_cover: option materials (thin wood, AV 2)", function()
  it("card 31, PV 4 — book: P; materials all (+1): AV 3, A; materials solid: thin wood stays AV 2, P", function()
    local av, out = shot(twtw.rules, 31, "thin plank wall", 2)
    assert.equal(3, av)
    assert.equal("A", out)
    av, out = shot(twtw.use {}, 31, "thin plank wall", 2)
    assert.equal(2, av)
    assert.equal("P", out)
    av, out = shot(twtw.use { ["gulch.hard_cover"] = { materials = "solid" } }, 31, "thin plank wall", 2)
    assert.equal(2, av)
    assert.equal("P", out)
  end)

  it("materials solid still hardens hardwood: card 0 on hardwood is D (AV 4)", function()
    local av, out = shot(twtw.use { ["gulch.hard_cover"] = { materials = "solid" } }, 0, "hardwood bar", 3)
    assert.equal(4, av)
    assert.equal("D", out)
  end)

  it("bonus 0: the book's numbers", function()
    local av, out = shot(twtw.use { ["gulch.hard_cover"] = { bonus = 0 } }, 31, "thin plank wall", 2)
    assert.equal(2, av)
    assert.equal("P", out)
  end)
end)

describe("gulch.hard_cover: ablation wears the cover from its hardened AV (seed 001 \"Bumping Penetration\")", function()
  -- card 31 at hardwood: A, which ablates 1 (damage.ablation.A)
  local function two_hits(R)
    local c = target("hardwood bar", 3)
    local ctx = { target = c, weapon = R["gear.weapon"]("peacemaker") }
    R["damage.resolve"](ctx, { card = twtw.action.card(31), success = true, bumps = 0 })
    local av2 = R["damage.preview"](ctx, twtw.action.card(31), {}).layers[1].av
    local ablated
    for _, e in ipairs(twtw.logged("damage")) do
      if string.find(e.text, "ablated", 1, true) then ablated = e.text end
    end
    return c.cover.ablated, av2, ablated
  end

  it("on: AV 4 → 3 after the A; the wear is kept on the cover itself", function()
    local worn, av2, line = two_hits(twtw.rules)
    assert.equal(1, worn)
    assert.equal(3, av2)
    assert.equal("hardwood bar [hard cover +1] ablated by 1 (AV now 3)", line)
  end)

  it("off: AV 3 → 2", function()
    local worn, av2, line = two_hits(twtw.use {})
    assert.equal(1, worn)
    assert.equal(2, av2)
    assert.equal("hardwood bar ablated by 1 (AV now 2)", line)
  end)

  it("worn armor is not cover: unchanged", function()
    local c = fixtures.combatant { name = "Jonah" }
    c.armor = { name = "breastplate", av = 3 }
    local layers = twtw.rules["damage.layers"]({ target = c }, "belly", "deadly")
    assert.equal(1, #layers)
    assert.equal("armor", layers[1].what)
    assert.equal(3, layers[1].av)
  end)
end)
