-- houserules/wound_table_spec.lua — gulch.wound_table: the seed's first wound
-- table (seed 000 "Wound Modifiers") in place of the second (seed 000
-- "Wounds"). The file's own rules have the house rule ON; twtw.use {} gives
-- the core rules only, the same situation without it.
--
-- Fixtures have Fortitude d8 and trait skill 1: a stun check reads d8 row 1;
-- card 0 shows 6 there (rules/wounds_spec.lua).
local twtw = require("twtw")

local function hank()
  return fixtures.combatant { name = "Hank", ct = 30 }
end

-- light_and_serious: seed 000 "Wound Modifiers": "If they have a light and a
-- serious wound" — a Light (2) head wound and a Serious (4) chest wound.
local function light_and_serious()
  local c = hank()
  c.body:apply("head", 2, 0)
  c.body:apply("chest", 4, 0)
  return c
end

describe("gulch.wound_table: the table in force (seed 000 \"Wound Modifiers\" vs \"Wounds\")", function()
  it("on: wounds.levels is the first table, row by row: −1/3, −2/5, −3/7, −4/9, −5/11", function()
    local want = { { -1, 3 }, { -2, 5 }, { -3, 7 }, { -4, 9 }, { -5, 11 } }
    local t = twtw.rules["wounds.levels"]
    assert.equal(5, #t)
    for i, row in ipairs(want) do
      assert.equal(row[1], t[i].penalty, "penalty of level " .. i)
      assert.equal(row[2], t[i].stun, "stun of level " .. i)
    end
    assert.equal("Critical (limbs)", twtw.rules["wounds.row"](5).name)
    assert.equal("conflict", t.name)
  end)

  it("off (core only): the second table: −1/3, −1/5, −2/7, −2/7, −3/9", function()
    local R = twtw.use {}
    local want = { { -1, 3 }, { -1, 5 }, { -2, 7 }, { -2, 7 }, { -3, 9 } }
    for i, row in ipairs(want) do
      assert.equal(row[1], R["wounds.levels"][i].penalty, "penalty of level " .. i)
      assert.equal(row[2], R["wounds.levels"][i].stun, "stun of level " .. i)
    end
    assert.equal("Critical", R["wounds.row"](5).name)
  end)
end)

describe("gulch.wound_table: a light and a serious wound (seed 000 \"Wound Modifiers\")", function()
  it("on: penalty −4 on every check, stun TN 9 (the printed Serious row)", function()
    local c = light_and_serious()
    assert.equal(4, twtw.rules["wounds.level"](c))
    assert.equal(-4, twtw.rules["wounds.penalty"](c))
    assert.equal(9, twtw.rules["stun.tn"](c))
    -- the penalty reaches every check: card 0 shows 6 on d8 row 1 → 6 − 4 = 2
    twtw.action.stack(0)
    local r = twtw.rules["check.trait"](c, "dexterity", { tn = 5 })
    assert.equal(-4, r.mod)
    assert.equal(2, r.total)
  end)

  it("off: the same wounds cost −2 and give stun TN 7 (seed 000 \"Wounds\": \"(−2)\")", function()
    local R = twtw.use {}
    local c = light_and_serious()
    assert.equal(-2, R["wounds.penalty"](c))
    assert.equal(7, R["stun.tn"](c))
    twtw.action.stack(0)
    local r = R["check.trait"](c, "dexterity", { tn = 5 })
    assert.equal(-2, r.mod)
    assert.equal(4, r.total)
  end)

  it("a light head wound and a heavy leg wound (seed 000 \"Wound Markers\"): Heavy −3 on, −2 off; stun 7 both", function()
    local c = hank()
    c.body:apply("head", 2, 0)
    c.body:apply("left leg", 3, 0)
    assert.equal(-3, twtw.rules["wounds.penalty"](c))
    assert.equal(7, twtw.rules["stun.tn"](c))
    local R = twtw.use {}
    assert.equal(-2, R["wounds.penalty"](c))
    assert.equal(7, R["stun.tn"](c))
  end)
end)

describe("gulch.wound_table: the stun check after a second hit (seed 000 \"Wound Modifier Stun\")", function()
  -- Hank carries a Light (2) arm wound and is hit again: TN from the level
  -- before the hit (Light: 5 in both tables), the previous wound's penalty
  -- applies: −2 with the first table, −1 with the second. Card 0 shows 6.
  local function hit_again(R)
    local c = hank()
    c.body:apply("right arm", 2, 0)
    twtw.action.stack(0)
    return R["stun.check"](nil, c, { wounds = 1, ct = 2, level_before = 2, level_after = 2 }), c
  end

  it("on: 6 − 2 = 4 vs TN 5 → STUNNED", function()
    local s, c = hit_again(twtw.rules)
    assert.equal(5, s.tn:total())
    -- Light's stun TN is 5 in both tables: the house rule changed the row's
    -- penalty, not its stun, so the term credits no set.
    assert.is_nil(s.tn:list()[1].data)
    assert.equal(-2, s.mod:total())
    assert.equal(4, s.result.total)
    assert.truthy(s.stunned)
    assert.truthy(c.state.stunned)
    local log = twtw.logged("stun")
    assert.equal("Hank stun check (fortitude d8): card 0 [6] best 6-2 = 4 vs TN 5 — STUNNED", log[#log].text)
  end)

  it("off: 6 − 1 = 5 vs TN 5 → shakes it off", function()
    local s, c = hit_again(twtw.use {})
    assert.equal(5, s.tn:total())
    assert.equal(-1, s.mod:total())
    assert.equal(5, s.result.total)
    assert.falsy(s.stunned)
    assert.falsy(c.state.stunned)
  end)

  it("recovery at a Critical limb (level 5): TN 11 on, 9 off", function()
    local c = hank()
    c.body:apply("left leg", 5, 0)
    c.state.stunned = true
    twtw.action.stack(0)
    local on = twtw.rules["stun.recover"](nil, c)
    assert.equal(11, on.tn:total())
    -- the TN names the entry it was read from and the set that changed it
    assert.equal("wounds.levels[5][stun]", on.tn:list()[1].data)
    assert.equal("gulch.wound_table " .. twtw.here("wound_table.lua") .. ":35", on.tn:list()[1].set_by)
    assert.equal(1, on.result.total) -- 6 − 5
    local R = twtw.use {}
    c.state.stunned = true
    twtw.action.stack(0)
    local off = R["stun.recover"](nil, c)
    assert.equal(9, off.tn:total())
    assert.is_nil(off.tn:list()[1].data)
    assert.equal(3, off.result.total) -- 6 − 3
  end)
end)
