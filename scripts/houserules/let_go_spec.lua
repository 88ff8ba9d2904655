-- houserules/let_go_spec.lua — gulch.let_go on rules/letgo.lua's ruling
-- (seed 000 "Fast Draw": "weapon dropped" among a Calamity's outcomes;
-- letting go of a weapon in hand to free the hand is free in core). The
-- file's own rules have the house rule ON with its defaults (ap 1, forbid
-- false); twtw.use {} is core only; twtw.use { ["gulch.let_go"] = {…} } sets
-- options.
--
-- A (Dexterity d8, Shooting 2, right-handed, 7 AP) holds an empty shotgun in
-- both hands, a loaded derringer holstered; B stands 6 paces away.
local twtw = require("twtw")

local F = require("rules.lib.fixture")

local function duel(R, attacker)
  local a = F.with({ name = "A", side = "x", traits = { dexterity = 8 }, skills = { shooting = 2 },
    weapons = { { base = "shotgun", loaded = 0 }, "derringer" }, in_hand = { both = "shotgun" } }, attacker)
  local b = { name = "B", side = "y", traits = {}, pos = { x = 6, y = 0 }, tactics = "hold" }
  local f = F.fight(R, { a, b })
  return f, f.by_name.A, f.by_name.B
end

local function said(kind)
  local out = {}
  for _, e in ipairs(twtw.logged(kind)) do out[#out + 1] = e.text end
  return out
end

describe("gulch.let_go: letting go of a weapon in hand costs ap AP (rules/letgo.lua)", function()
  it("on (ap 1): the shotgun is let go of for 1 AP as the derringer is drawn; off: for nothing", function()
    local R = twtw.rules
    local f, a = duel(R)
    assert.equal(1, R["combatant.let_go_cost"](a, a.weapons[1]))
    assert.equal(true, (R["action.draw"](f, a, { kind = "draw", weapon = 2 })).done)
    assert.equal(7 - 1, a.state.ap)
    assert.same({ "A drops the double-barrelled shotgun to draw the derringer (1 AP)" }, said("drop"))
    R = twtw.use {}
    f, a = duel(R)
    assert.equal(0, R["combatant.let_go_cost"](a, a.weapons[1]))
    assert.equal(true, (R["action.draw"](f, a, { kind = "draw", weapon = 2 })).done)
    assert.equal(7, a.state.ap)
  end)

  it("ap 2 with 1 AP left: the draw is refused and the shotgun kept; the tactics reload instead", function()
    local R = twtw.use { ["gulch.let_go"] = { ap = 2 } }
    local f, a = duel(R)
    a.state.ap = 1
    assert.equal(false, (R["action.draw"](f, a, { kind = "draw", weapon = 2 })).done)
    local s = said("action")
    assert.equal("A cannot draw the derringer: both hands hold the double-barrelled shotgun (letting go costs 2 AP, "
      .. "and 1 are left)", s[#s])
    assert.same({ right = a.weapons[1], left = a.weapons[1] }, a.state.hands)
    local i, _, why = R["tactics.ranged"](f, a, f.by_name.B, 6)
    assert.same({ 1, "reload" }, { i, why })
  end)
end)

describe("gulch.let_go forbid: hands full stay full (the seeds read strictly)", function()
  it("both hands full: a third gun is not drawn, and why is said", function()
    local R = twtw.use { ["gulch.let_go"] = { forbid = true } }
    local f, a = duel(R, { weapons = { "peacemaker", "derringer", "walker_colt" },
      in_hand = { right = "peacemaker", left = "derringer" } })
    assert.equal(false, (R["action.draw"](f, a, { kind = "draw", weapon = 3 })).done)
    assert.equal(false, a.weapons[3].drawn)
    local s = said("action")
    assert.equal("A cannot draw the Walker Colt: the right hand holds the Colt Peacemaker, gunslinger model and the "
      .. "left hand the derringer (gulch.let_go: no weapon in hand is let go of)", s[#s])
    assert.same({}, said("drop"))
  end)

  it("two empty guns in hand, a loaded one holstered: the tactics reload, as the seeds have it", function()
    local R = twtw.use { ["gulch.let_go"] = { forbid = true } }
    local f, a = duel(R, { weapons = { { base = "peacemaker", loaded = 0 }, { base = "derringer", loaded = 0 }, "walker_colt" },
      in_hand = { right = "peacemaker", left = "derringer" } })
    local i, w, why = R["tactics.ranged"](f, a, f.by_name.B, 6)
    assert.same({ 1, "reload" }, { i, why })
    assert.equal(a.weapons[1], w)
  end)
end)
