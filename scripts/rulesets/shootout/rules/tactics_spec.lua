-- rules/tactics_spec.lua — the helpers every tactics policy uses (decided
-- here, rules/tactics.lua): enemies nearest first, who may be shot at (seed
-- 004 "Use of Cover": what is not exposed cannot be hit; the gentleman's
-- code), the aimed man first (seed 004: aiming "at a specific opposing
-- character"), the nearest free cover.
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local COVER = {
  { name = "near", kind = "waist", position = { 0, 3 } },
  { name = "far", kind = "waist", position = { 3, 9 } },
  { name = "corner", kind = "corner", position = { 20, 20 } },
}

local f, hank
before_each(function()
  local hidden = F.figure("Hidden", "gang")
  hidden.position, hidden.cover = nil, "corner"
  f = F.fight(R, { F.figure("Hank", "posse", 0, 0), F.figure("Far", "gang", 0, 30), F.figure("Near", "gang", 10, 0),
    F.figure("Tie", "gang", 0, 10), hidden, F.figure("Pal", "posse", 0, 2.5) }, COVER)
  hank = f.by_name.Hank
end)

local function names(list)
  local out = {}
  for i, c in ipairs(list) do out[i] = c.name end
  return out
end

describe("tactics helpers", function()
  it("enemies nearest first, ties in scenario order", function()
    assert.same({ "Near", "Tie", "Hidden", "Far" }, names(R["tactics.enemies"](f, hank)))
  end)
  it("the nearest enemy who shows; a man behind a corner does not", function()
    assert.equal("Near", R["tactics.target"](f, hank).name)
    assert.falsy(R["tactics.valid"](f, hank, f.by_name.Hidden))
  end)
  it("the aimed man first, while the aim is good", function()
    hank.aim = { target = "Far", turn = 1 }
    assert.equal("Far", R["tactics.target"](f, hank).name)
    hank.aim.turn = 2
    assert.equal("Near", R["tactics.target"](f, hank).name)
  end)
  it("the nearest free cover: not a spot an ally stands at", function()
    assert.equal("far", R["tactics.free_cover"](f, hank).name)
  end)
  it("a policy without a step uses the default's; unknown policies are known as such", function()
    assert.truthy(R["tactics.known"]("overwatch"))
    assert.falsy(R["tactics.known"]("berserk"))
    assert.same({ "hold" }, select(2, R["tactics.known"]("overwatch")))
    assert.same({ "choose", "hold", "act", "interrupt" }, select(2, R["tactics.known"]("default")))
    assert.same({}, select(2, R["tactics.known"]("berserk")))
    hank.tactics = "overwatch"
    F.hand(f, hank, twtw.poker, "3H", "AD", "2C")
    assert.equal("AD", R["tactics.call"](f, hank, "choose").name)
  end)
  it("a policy a house rule defines but data tactics.policies does not list: its rules named, one or several", function()
    assert.equal("no tactics policy \"flee\": rule tactics.flee.act is defined, but data tactics.policies does not list "
      .. "it (there are: default, hold, overwatch)", R["tactics.why_not"]("flee", { "act" }))
    assert.equal("no tactics policy \"flee\": rules tactics.flee.choose and tactics.flee.act are defined, but data "
      .. "tactics.policies does not list it (there are: default, hold, overwatch)",
      R["tactics.why_not"]("flee", { "choose", "act" }))
    assert.equal("no tactics policy \"flee\": rules tactics.flee.choose, tactics.flee.hold and tactics.flee.act are "
      .. "defined, but data tactics.policies does not list it (there are: default, hold, overwatch)",
      R["tactics.why_not"]("flee", { "choose", "hold", "act" }))
    assert.equal("no tactics policy \"100%\": rules tactics.100%.choose and tactics.100%.act are defined, but data "
      .. "tactics.policies does not list it (there are: default, hold, overwatch)", R["tactics.why_not"]("100%", { "choose", "act" }))
  end)
  it("a listed policy whose rules are all gone, and one no rule defines: \"rules tactics.NAME.<step>\"", function()
    R["tactics.policies"].flee = { doc = "runs" }
    assert.equal("no tactics policy \"flee\": data tactics.policies lists it, but no rules tactics.flee.<step> are "
      .. "defined (there are: default, flee, hold, overwatch)", R["tactics.why_not"]("flee"))
    assert.equal("no tactics policy \"run\" (there are: default, flee, hold, overwatch; a house rule adds one with rules "
      .. "tactics.run.<step> and an entry \"run\" in data tactics.policies)", R["tactics.why_not"]("run"))
  end)
end)
