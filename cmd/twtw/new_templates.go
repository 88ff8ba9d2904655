package main

// The files twtw new module writes. {{.Name}} is the module's name,
// {{.File}} its file's base name; the generic templates also get a data
// table (.Data), a function rule (.Rule) and an event (.Event) of the
// ruleset, picked from the loaded engine.

// twtwModule is a TWTW house rule showing set, wrap and on.
const twtwModule = `-- {{.File}}.lua — {{.Name}}: a house rule (scaffolded by twtw new module; edit every TODO).
-- Builds on seed 000 "Called Shots" (rules/called.lua: a head shot is −6).
-- twtw stubs gives an editor completion for api, rules and events.
---@type twtw.Manifest
local M = {
  name = "{{.Name}}",
  version = "0.1.0",
  summary = "TODO: one line saying what the house rule does",
  source = "house rule; seed 000 \"Called Shots\"",
  ruleset = "{{.Ruleset}}",
  requires = {},   -- modules that must be on and load first: { "bleeding >= 1.0" }
  conflicts = {},  -- modules that must be off
  replaces = {},   -- rules this module may api.replace
  options = {
    head = { type = "int", default = 6, min = 0, max = 12, doc = "the TN penalty of a called shot at the head" },
  },
  events = {},     -- events this module emits: { ["{{.Name}}.event"] = "when it is emitted" }
}

---@param api twtw.api
---@param opts table
function M.setup(api, opts)
  -- set: a data table in force, or a function of it returning the new one (explain credits this line).
  api.set("called.table", function(old)
    local t = {}
    for part, penalty in pairs(old) do t[part] = penalty end
    t.head = opts.head
    return t
  end)

  -- wrap: runs around the rule in force; next(...) runs it. A term added
  -- here (tn:add(1, "why", "tag")) is credited to this file:line.
  api.wrap("ranged.tn", function(next, ctx)
    local tn = next(ctx)
    return tn
  end)

  -- on: a listener of a declared event (twtw stubs lists them, with fields).
  api.on("wound.applied", function(fight, ev)
    if ev.part == "head" and api.logging() then
      api.log("{{.Name}}", { text = ev.target.name .. " is hit in the head" })
    end
  end)
end

return M
`

// twtwSpec is the TWTW scaffold's spec: it passes at once, and under
// --campaign whatever options the campaign sets (a test of a default asks
// for the module at its defaults with twtw.use).
const twtwSpec = `-- {{.File}}_spec.lua — specs of {{.Name}} (seed 000 "Called Shots": a head shot is −6).
-- {{.Test}} runs them; each it starts with a fresh deck seeded from this file's name.
local twtw = require("twtw")

-- shot is an aimed Peacemaker shot at 5 paces, at a part when called.
local function shot(called)
  return {
    attacker = fixtures.combatant({ name = "Shooter" }), target = fixtures.combatant({ name = "Target" }),
    weapon = twtw.rules["gear.weapon"]("peacemaker"), range = 5, aimed = 1, called = called,
  }
end

local function head_penalty()
  return twtw.rules["ranged.tn"](shot("head")):total() - twtw.rules["ranged.tn"](shot()):total()
end

describe("{{.Name}}", function()
  it("a called head shot costs 6 by default, as the book says", function()
    -- the module at its defaults: under --campaign the specs run with the
    -- campaign's options (head = 8, say), which this test is not about
    twtw.use({ "{{.Name}}" })
    assert.equal(6, head_penalty())
  end)

  it("with head = 8 it costs 8", function()
    twtw.use({ ["{{.Name}}"] = { head = 8 } })
    assert.equal(8, head_penalty())
  end)

  it("a stacked deck: the next check reads card 40", function()
    twtw.action.stack(40)
    local r = twtw.action.check({ die = 10, skill = 3, tn = 5 })
    assert.equal(40, r.number)
    assert.equal(r.best + r.mod, r.total)
    assert.equal(r.total >= 5, r.success)
  end)

  it("a wound to the head is told to the table", function()
    local target = fixtures.combatant({ name = "Target" })
    twtw.emit("wound.applied", {}, { part = "head", target = target })
    assert.equal("Target is hit in the head", twtw.logged("{{.Name}}")[1].text)
  end)
end)
`

// genericModule is the scaffold for a ruleset other than TWTW, built on
// rules the ruleset defines.
const genericModule = `-- {{.File}}.lua — {{.Name}}: a house rule (scaffolded by twtw new module; edit every TODO).
-- Builds on ruleset {{.Ruleset}}: TODO cite the seed file and heading it changes.
-- twtw stubs gives an editor completion for api, rules and events.
---@type twtw.Manifest
local M = {
  name = "{{.Name}}",
  version = "0.1.0",
  summary = "TODO: one line saying what the house rule does",
  source = "house rule",
  ruleset = "{{.Ruleset}}",
  requires = {},   -- modules that must be on and load first: { "NAME >= 1.0" }
  conflicts = {},  -- modules that must be off
  replaces = {},   -- rules this module may api.replace
  options = {
    note = { type = "string", default = "on", doc = "TODO: an option of the house rule" },
  },
  events = {},     -- events this module emits: { ["{{.Name}}.event"] = "when it is emitted" }
}

---@param api twtw.api
---@param opts table
function M.setup(api, opts)
  -- set: a data table in force, or a function of it returning the new one.
  api.set("{{.Data}}", function(old)
    local t = {}
    for k, v in pairs(old) do t[k] = v end
    return t
  end)

  -- wrap: runs around the rule in force; next(...) runs it.
  api.wrap("{{.Rule}}", function(next, ...)
    return next(...)
  end)
{{if .Event}}
  -- on: a listener of a declared event (twtw stubs lists them).
  api.on("{{.Event}}", function()
    api.log("{{.Name}}", { text = "{{.Name}} heard {{.Event}} (" .. opts.note .. ")" })
  end)
{{end}}end

return M
`

// genericSpec is the generic scaffold's spec: it passes at once, and under
// --campaign whatever options the campaign sets.
const genericSpec = `-- {{.File}}_spec.lua — specs of {{.Name}}.
-- {{.Test}} runs them.
local twtw = require("twtw")

describe("{{.Name}}", function()
  it("keeps {{.Data}} as it was (a copy)", function()
    assert.truthy(twtw.has("{{.Data}}"))
    assert.equal("table", type(twtw.rules["{{.Data}}"]))
  end)
{{- if .Dice}}

  it("stacked dice: the next d6 shows 3, then 2d6+1 shows 4 and 5", function()
    twtw.dice.stack(3, 4, 5)
    assert.equal(3, twtw.dice.d(6))
    assert.equal(10, (twtw.dice.roll("2d6+1")))
  end)
{{- end}}
{{- if .Poker}}

  it("a stacked deck: the next card drawn is the king of hearts", function()
    twtw.poker.stack("KH")
    assert.equal("KH", twtw.poker.draw().name)
  end)
{{- end}}
{{- if .Event}}

  it("hears {{.Event}}", function()
    twtw.use({ "{{.Name}}" }) -- at its defaults (note = "on"), whatever a campaign sets
    twtw.emit("{{.Event}}")
    assert.equal("{{.Name}} heard {{.Event}} (on)", twtw.logged("{{.Name}}")[1].text)
  end)
{{- end}}
end)
`
