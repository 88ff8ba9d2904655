-- rules/datacheck_spec.lua — data.check: the values a set may not give the
-- shootout's data tables (seed 004: the Hit Location Chart's F, M, W, S;
-- the Expertise dice "Professional d4 … Neophyte d30"; "two wounds in the
-- same place disable a limb, three become a mortal wound"). The host calls
-- it when the rules are built and names the set (host/datacheck.go); here it
-- is handed tables as a set would leave them.
local twtw = require("twtw")
local R = twtw.rules

-- chart(d8, row, letter) → a copy of the chart with that cell changed.
local function chart(d8, row, letter)
  local t = {}
  for i, loc in ipairs(R["locations.chart"]) do
    local rows = {}
    for j, l in ipairs(loc.rows) do rows[j] = l end
    t[i] = { name = loc.name, rows = rows, test = loc.test, limb = loc.limb }
  end
  t[d8].rows[row] = letter
  return t
end

-- ladder(i, die) → a copy of the Expertise ladder with level i's die changed.
local function ladder(i, die)
  local t = {}
  for j, l in ipairs(R["expertise.levels"]) do t[j] = { key = l.key, name = l.name, die = l.die } end
  t[i].die = die
  return t
end

-- check(name, t) → data.check's two answers, as a list.
local function check(name, t)
  return { R["data.check"](name, t) }
end

describe("data.check", function()
  it("the book's tables pass, and a table it does not know is left alone", function()
    for _, name in ipairs({ "locations.chart", "locations.results", "expertise.levels", "wounds.table" }) do
      assert.same({}, check(name, R[name]), name)
    end
    assert.same({}, check("shoot.table", { hit = 0 }))
  end)
  it("a chart letter that is no code of the chart: the head's row 2 typed m", function()
    assert.same({ "1.rows.2", "\"m\" is no code of the chart (want F, M, S, W: a key of locations.results)" },
      check("locations.chart", chart(1, 2, "m")))
  end)
  it("a row dropped from the chart: the left leg's row 6", function()
    assert.same({ "8.rows.6", "no letter (want F, M, S, W: a key of locations.results)" },
      check("locations.chart", chart(8, 6, nil)))
  end)
  it("a code the chart reads, dropped from locations.results: M, first read on the head's row 3", function()
    assert.same({ "M", "the chart's #1 head, row 3, reads M, which no longer has a meaning" },
      check("locations.results", { F = "Fatal", W = "Wound", S = "Scratch" }))
  end)
  it("a die of no sides, or of part of one: the Neophyte's d0, the Slob's d2.5", function()
    assert.same({ "7.die", "0 is no die (want a whole number of sides, 1 or more)" }, check("expertise.levels", ladder(7, 0)))
    assert.same({ "6.die", "2.5 is no die (want a whole number of sides, 1 or more)" },
      check("expertise.levels", ladder(6, 2.5)))
  end)
  it("a die of infinitely many sides, or of NaN: the Neophyte's", function()
    assert.same({ "7.die", "inf is no die (want a whole number of sides, 1 or more)" }, check("expertise.levels", ladder(7, 1 / 0)))
    assert.same({ "7.die", "NaN is no die (want a whole number of sides, 1 or more)" }, check("expertise.levels", ladder(7, 0 / 0)))
  end)
  it("wounds.table: a count below one, or none", function()
    assert.same({ "disable", "0: want a whole number of wounds in one place, 1 or more" },
      check("wounds.table", { disable = 0, mortal = 3 }))
    assert.same({ "mortal", "no count: want a whole number of wounds in one place, 1 or more" },
      check("wounds.table", { disable = 2 }))
  end)
end)
