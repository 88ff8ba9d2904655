-- rules/datacheck_spec.lua — data.check: the values a set may not give
-- TWTW's data tables (seed 000 "Called Shots", "Range", "Two Weapons",
-- "Cover Penetration", "Wounds", "Optional Bleeding Rules"; seed 001
-- "Advanced Action Resolution"; the bounds are decided in rules/datacheck.lua).
-- The host calls it when the rules are built and names the set
-- (host/datacheck.go); here it is handed tables as a set would leave them.
local twtw = require("twtw")
local R = twtw.rules

-- copy(t) → a copy of data table t, nested tables too (the rules' own are
-- read-only).
local function copy(t)
  if type(t) ~= "table" then return t end
  local o = {}
  for k, v in pairs(t) do o[k] = copy(v) end
  return o
end

-- check(name, change) → data.check's answers, as a list, on a copy of data
-- table name that change(t) altered.
local function check(name, change)
  local t = copy(R[name])
  if change then change(t) end
  return { R["data.check"](name, t) }
end

describe("data.check", function()
  it("the book's tables pass, and a table it does not check is left alone", function()
    for _, name in ipairs({ "called.table", "ranged.table", "twoweapon.table", "gear.cover", "gear.weapons",
      "wounds.levels", "wounds.tables", "stun.rules", "bumps.score", "bumps.accurate_step" }) do
      assert.same({}, check(name), name)
    end
    assert.same({}, { R["data.check"]("bleeding.rates", { [3] = 1, [4] = 2, [5] = 3 }) })
    assert.same({}, check("hit.bumps", function(t) t.head = 0 / 0 end))
  end)

  it("called.table: a fraction, NaN, a bonus of -1000 (seed 000 \"Called Shots\": -2 … -10)", function()
    assert.same({ "arm", "2.5: want a whole number 0..20 (a TN penalty)" }, check("called.table", function(t) t.arm = 2.5 end))
    assert.same({ "head", "NaN: want a whole number 0..20 (a TN penalty)" }, check("called.table", function(t) t.head = 0 / 0 end))
    assert.same({ "head", "-1000: want a whole number 0..20 (a TN penalty)" },
      check("called.table", function(t) t.head = -1000 end))
    assert.same({}, check("called.table", function(t) t.head = 8; t.arm = nil end))
  end)

  it("ranged.table: an infinite Standard, a mode it has not, a divisor below 1", function()
    assert.same({ "base", "inf: want a whole number 1..20 (a TN)" }, check("ranged.table", function(t) t.base = 1 / 0 end))
    assert.same({ "speed_mode", '"both": want relative or total' },
      check("ranged.table", function(t) t.speed_mode = "both" end))
    assert.same({ "forgo_divisor", "0.5: want a number 1..10 (what a forgoing target's range is divided by)" },
      check("ranged.table", function(t) t.forgo_divisor = 0.5 end))
  end)

  it("twoweapon.table and gear.cover: a fraction, a negative AV", function()
    assert.same({ "each", "1.5: want a whole number 0..20 (a TN penalty)" }, check("twoweapon.table", function(t) t.each = 1.5 end))
    assert.same({ "iron", "-4: want a whole number 0..20 (an AV)" }, check("gear.cover", function(t) t.iron = -4 end))
  end)

  it("gear.weapons: a Pen of 400, an increment of 0, a positive snap penalty, a fractional new weapon's shots", function()
    assert.same({ "peacemaker.pen", "400: want a whole number 0..20 (a Pen)" },
      check("gear.weapons", function(t) t.peacemaker.pen = 400 end))
    assert.same({ "peacemaker.increment", "0: want a number above 0, up to 1000 (paces a range increment)" },
      check("gear.weapons", function(t) t.peacemaker.increment = 0 end))
    assert.same({ "peacemaker.aim.penalty", "2: want a whole number -20..0 (a snap shot penalty)" },
      check("gear.weapons", function(t) t.peacemaker.aim.penalty = 2 end))
    local musket = copy(R["gear.weapons"].rifle)
    musket.name, musket.shots = "musket", 1.5
    assert.same({ "musket.shots", "1.5: want a whole number 0..100 (shots loaded)" },
      check("gear.weapons", function(t) t.musket = musket end))
  end)

  it("gear.weapons: what gear.validate refuses, by its field: a DMG that is no effect reference, a kind", function()
    assert.same({ "peacemaker.dmg", '"2x8" is not an effect reference such as "(2)6"' },
      check("gear.weapons", function(t) t.peacemaker.dmg = "2x8" end))
    assert.same({ "rifle.kind", "want ranged, melee, thrown or unarmed, got laser" },
      check("gear.weapons", function(t) t.rifle.kind = "laser" end))
    assert.same({ "derringer", "7: want a weapon table" }, check("gear.weapons", function(t) t.derringer = 7 end))
  end)

  it("wounds.levels and wounds.tables: a stun TN of 999, a penalty of 50, NaN, no first row", function()
    assert.same({ "4.stun", "999: want a whole number 1..20 (a stun TN)" }, check("wounds.levels", function(t) t[4].stun = 999 end))
    assert.same({ "2.penalty", "50: want a whole number -20..0 (a wound penalty)" },
      check("wounds.levels", function(t) t[2].penalty = 50 end))
    assert.same({ "1", "no row for wound level 1 (wounds.row reads the last row for higher levels)" },
      check("wounds.levels", function(t) for i = #t, 1, -1 do t[i] = nil end end))
    assert.same({ "conflict.5.stun", "NaN: want a whole number 1..20 (a stun TN)" },
      check("wounds.tables", function(t) t.conflict[5].stun = 0 / 0 end))
  end)

  it("stun.rules, bumps.score, bumps.accurate_step, bleeding.rates", function()
    assert.same({ "ct_only_level", "0: want a whole number 1..5 (a wound level)" },
      check("stun.rules", function(t) t.ct_only_level = 0 end))
    assert.same({ "level", '"during": want before or after' }, check("stun.rules", function(t) t.level = "during" end))
    assert.same({ "kill", "-1: want a number, 0 or more (a weight)" }, check("bumps.score", function(t) t.kill = -1 end))
    assert.same({ "step", "0: want a whole number 1..20 (a margin a location bump)" },
      check("bumps.accurate_step", function(t) t.step = 0 end))
    assert.same({ "4", "2.5: want a whole number 0..20 (CT a round)" },
      { R["data.check"]("bleeding.rates", { [3] = 1, [4] = 2.5, [5] = 3 }) })
  end)
end)
