-- lib/falls_spec.lua — the order of falling that every ruleset's
-- fight.summary reports (lib/falls.lua).
local falls = require("lib.falls")

local function fight(...)
  return { combatants = { ... } }
end

local function standing(c) return not c.down end

describe("lib.falls: the order in which combatants leave a fight", function()
  it("numbers the first to fall 1 and the next 2", function()
    local a, b, c = { name = "Ada" }, { name = "Bo" }, { name = "Cy" }
    local f = fight(a, b, c)
    a.down = true
    falls.note(f, a, standing)
    b.down = true
    falls.note(f, b, standing)
    falls.note(f, b, standing) -- a second report of the same fall changes nothing
    assert.same({ Ada = 1, Bo = 2 }, f.fell)
    assert.equal(2, f.falls)
  end)

  it("gives those who left since the last check one shared number, and strikes out one who came round", function()
    local a, b, c = { name = "Ada" }, { name = "Bo" }, { name = "Cy" }
    local f = fight(a, b, c)
    a.down = true
    falls.sweep(f, standing)
    b.down, c.down = true, true
    falls.sweep(f, standing)
    assert.same({ Ada = 1, Bo = 2, Cy = 2 }, f.fell)
    a.down = false
    falls.sweep(f, standing)
    assert.same({ Bo = 2, Cy = 2 }, f.fell)
    a.down = true
    falls.sweep(f, standing)
    assert.equal(3, f.fell.Ada) -- fell is his last departure
  end)

  it("ignores a call outside a fight (a spec's bare rule call)", function()
    local a = { name = "Ada", down = true }
    assert.has_no.errors(function() falls.note(nil, a, standing) end)
    assert.has_no.errors(function() falls.note({}, a, standing) end)
  end)

  it("words how a combatant ended", function()
    assert.equal("killed", falls.status(true, false, true))
    assert.equal("out", falls.status(false, false, false))
    assert.equal("wounded", falls.status(false, true, true))
    assert.equal("unhurt", falls.status(false, true, false))
  end)
end)
