-- rules/reputation_spec.lua — seed 002 "4.4.3 Consequences of duels on
-- REPUTATION": one-on-one 1/2/3 points over 5/10/15; groups 1 point when
-- outnumbered or at most +1 with 2 opponents or more; Bill and 4 friends
-- against 2 cowboys gain nothing; a witness is required.
local twtw = require("twtw")
local fx = require("rules.lib.fixtures")
local R = twtw.rules

local function gain(w, l, opp, witnesses)
  return R["reputation.gain"] { winners = w, losers = l, opponent = opp, witnesses = witnesses or 1 }
end

describe("reputation.gain (seed 002 \"4.4.3\")", function()
  local rows = { { 0, 0 }, { 5, 0 }, { 6, 1 }, { 10, 1 }, { 11, 2 }, { 15, 2 }, { 16, 3 }, { 30, 3 } }
  for _, row in ipairs(rows) do
    it(string.format("one-on-one, the opponent's REPUTATION %d → %d point(s)", row[1], row[2]), function()
      assert.equal(row[2], (gain(1, 1, row[1])))
    end)
  end
  it("Bill and 4 friends duel 2 cowboys: 5 against 2, +3 — no point", function()
    local n, why = gain(5, 2, 0)
    assert.equal(0, n)
    assert.equal("5 against 2: superiority +3 is more than +1", why)
  end)
  it("outnumbered (2 against 3): 1 point, whatever the opponents' REPUTATION", function()
    assert.equal(1, (gain(2, 3, 0)))
    assert.equal(1, (gain(1, 4, 20)))
  end)
  it("more numerous by at most +1 with at least 2 opponents: 3 against 2 → 1 point", function()
    assert.equal(1, (gain(3, 2, 0)))
  end)
  it("more numerous against a single opponent: 2 against 1 → nothing (fewer than 2 opponents)", function()
    assert.equal(0, (gain(2, 1, 20)))
  end)
  it("even numbers, 2 against 2 → 1 point (decided here)", function()
    assert.equal(1, (gain(2, 2, 0)))
  end)
  it("a witness must be present: one-on-one against REPUTATION 16 with no witness → nothing", function()
    local n, why = gain(1, 1, 16, 0)
    assert.equal(0, n)
    assert.equal("no witness was present", why)
  end)
end)

describe("reputation after a duel (the change is immediate)", function()
  it("Bill (7) beats Slade (12) one-on-one before witnesses: 7 → 9", function()
    local f = fx.fight(R, { fx.bill({ reputation = 7 }), fx.foe("Slade", 15, { reputation = 12 }) },
      { duel = true, witnesses = 3 })
    twtw.emit("fight.end", f, { winner = "posse", reason = "spec", rounds = 1 })
    assert.equal(9, f.by_name.Bill.reputation)
    assert.equal(12, f.by_name.Slade.reputation)
  end)
  it("a fight that is not a duel changes no REPUTATION", function()
    local f = fx.fight(R, { fx.bill({ reputation = 7 }), fx.foe("Slade", 15, { reputation = 12 }) }, { witnesses = 3 })
    twtw.emit("fight.end", f, { winner = "posse", reason = "spec", rounds = 1 })
    assert.equal(7, f.by_name.Bill.reputation)
  end)
  it("a dead winner gains nothing; his living friend does (2 against 3, outnumbered)", function()
    local f = fx.fight(R, { fx.bill(), fx.bill({ name = "Jake" }), fx.foe("A", 9), fx.foe("B", 9), fx.foe("C", 9) },
      { duel = true, witnesses = 1 })
    f.by_name.Jake.state.dead = true
    R["reputation.settle"](f, "posse")
    assert.equal(1, f.by_name.Bill.reputation)
    assert.equal(0, f.by_name.Jake.reputation)
  end)
end)
