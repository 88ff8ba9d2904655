-- houserules/gunslinger_spec.lua — gulch.gunslinger on seed 000 "Fan
-- Firing": Miranda's four shots (−3, −4, −6, −8) and Jonah's two (TN 8, then
-- 10). The file's own rules have the house rule ON; twtw.use {} is core only.
local twtw = require("twtw")

local function person(name, skills)
  return fixtures.combatant { name = name, traits = { dexterity = 10 }, skills = skills or { shooting = 2 } }
end

local function peacemaker(R) return R["gear.weapon"]("peacemaker") end

-- miranda_fans(R, skills): "two shots on Angus" (6 paces), "then one on each
-- crony" (7 paces) — seed 000 "Fan Firing". Returns the TNs and the seed's
-- penalties (−(TN − 5) + result modifier) of the four shots, and the plan.
local function miranda_fans(R, skills)
  local miranda = person("Miranda Valentine", skills)
  local angus, c1, c2 = person("Angus Laroq"), person("Crony 1"), person("Crony 2")
  local plan = R["fanfire.plan"](miranda, peacemaker(R), {
    { target = angus, range = 6 }, { target = angus, range = 6 },
    { target = c1, range = 7 }, { target = c2, range = 7 },
  })
  local tns, pens = {}, {}
  for i, e in ipairs(plan) do
    tns[i] = e.tn:total()
    pens[i] = -(e.tn:total() - 5) + R["ranged.mod"](e.ctx):total()
  end
  return tns, pens, plan
end

local GUNSLINGER = { shooting = 3, gunslinger = 1 }
local PLAIN = { shooting = 3 }

describe("gulch.gunslinger: Miranda's fan fire (seed 000 \"Fan Firing\")", function()
  it("on, Miranda a gunslinger: −2, −3, −5, −7 (TN 7, 8, 10, 12)", function()
    local tns, pens = miranda_fans(twtw.rules, GUNSLINGER)
    assert.same({ 7, 8, 10, 12 }, tns)
    assert.same({ -2, -3, -5, -7 }, pens)
  end)

  it("on, Miranda no gunslinger: the seed's −3, −4, −6, −8 (TN 8, 9, 11, 13)", function()
    local tns, pens = miranda_fans(twtw.rules, PLAIN)
    assert.same({ 8, 9, 11, 13 }, tns)
    assert.same({ -3, -4, -6, -8 }, pens)
  end)

  it("off (core only), Miranda a gunslinger: the seed's −3, −4, −6, −8", function()
    local tns, pens = miranda_fans(twtw.use {}, GUNSLINGER)
    assert.same({ 8, 9, 11, 13 }, tns)
    assert.same({ -3, -4, -6, -8 }, pens)
  end)

  it("the offsetting term names the house rule, its file:line and tag; the core terms stay", function()
    local _, _, plan = miranda_fans(twtw.rules, GUNSLINGER)
    local tn = plan[4].tn
    assert.equal(4, (tn:find("fan_fire")))
    assert.equal(2, (tn:find("second_target")))
    assert.equal(2, (tn:find("snap")))
    assert.equal(-1, (tn:find("gunslinger")))
    local mine
    for _, t in ipairs(tn:list()) do
      if t.tag == "gunslinger" then mine = t end
    end
    assert.equal("gulch.gunslinger", mine.module)
    -- twtw.here names this folder's file as twtw loads it, wherever the folder is
    local file, line = string.match(mine.where, "^(.*):(%d+)$")
    assert.equal(twtw.here("gunslinger.lua"), file)
    assert.truthy(line, mine.where)
  end)
end)

describe("gulch.gunslinger: Jonah and the Perkins brothers (seed 000 \"Fan Firing\")", function()
  -- "making the new total 8 and 9 (due to lack of aim), plus one additional
  -- on the second brother for a total of 10" — 3 paces, one shot each.
  local function jonah(R, skills)
    local plan = R["fanfire.plan"](person("Jonah Benton", skills), peacemaker(R),
      { { target = person("Perkins 1"), range = 3 }, { target = person("Perkins 2"), range = 3 } })
    return plan[1].tn:total(), plan[2].tn:total()
  end

  it("on, a gunslinger: TN 7 and 9; off: the seed's 8 and 10", function()
    local a, b = jonah(twtw.rules, GUNSLINGER)
    assert.equal(7, a)
    assert.equal(9, b)
    a, b = jonah(twtw.use {}, GUNSLINGER)
    assert.equal(8, a)
    assert.equal(10, b)
  end)

  it("option level = 3: Gunslinger 1 is not enough (8, 10), Gunslinger 3 is (7, 9)", function()
    local R = twtw.use { ["gulch.gunslinger"] = { level = 3 } }
    local a, b = jonah(R, GUNSLINGER)
    assert.equal(8, a)
    assert.equal(10, b)
    a, b = jonah(R, { shooting = 3, gunslinger = 3 })
    assert.equal(7, a)
    assert.equal(9, b)
  end)

  it("option skill = \"fast_draw\": Fast Draw 1 makes a gunslinger", function()
    local R = twtw.use { ["gulch.gunslinger"] = { skill = "fast_draw" } }
    local a, b = jonah(R, { shooting = 3, fast_draw = 1 })
    assert.equal(7, a)
    assert.equal(9, b)
  end)

  it("an ordinary shot is untouched: Jonah's snap shot at 3 paces is TN 7 on and off", function()
    local j = person("Jonah Benton", GUNSLINGER)
    local ctx = { attacker = j, target = person("Perkins 1"), weapon = peacemaker(twtw.rules), range = 3, aimed = 0 }
    assert.equal(7, twtw.rules["ranged.tn"](ctx):total())
    local R = twtw.use {}
    ctx.weapon = peacemaker(R)
    assert.equal(7, R["ranged.tn"](ctx):total())
  end)
end)

describe("gulch.gunslinger in a fight: the attack line (seed 000 \"Fan Firing\")", function()
  -- Miranda (a gunslinger) fans two shots at Angus, 6 paces off, with her
  -- drawn Peacemaker: the transcript's attack lines read TN 7 and 8 (8 and 9
  -- without the house rule).
  local function fan(R)
    local f = R["fight.new"] { name = "street", combatants = {
      { name = "Miranda Valentine", side = "posse", traits = { dexterity = 10 },
        skills = { shooting = 3, gunslinger = 1 }, weapons = { "peacemaker" } },
      { name = "Angus Laroq", side = "gang", pos = { x = 6, y = 0 }, weapons = { "bowie_knife" }, tactics = "hold" },
    } }
    f.round, f.phase = 1, 1
    R["round.start"](f)
    local m = f.by_name["Miranda Valentine"]
    m.weapons[1].drawn = true
    R["action.fan"](f, m, { kind = "shoot", weapon = 1, fan = { "Angus Laroq", "Angus Laroq" } })
    local tns = {}
    for _, e in ipairs(twtw.logged("attack")) do
      tns[#tns + 1] = tonumber(string.match(e.text, "vs TN (%d+)"))
    end
    return tns
  end

  it("on: TN 7, 8", function()
    assert.same({ 7, 8 }, fan(twtw.rules))
  end)

  it("off: TN 8, 9", function()
    assert.same({ 8, 9 }, fan(twtw.use {}))
  end)
end)
