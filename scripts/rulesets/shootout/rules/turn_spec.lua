-- rules/turn_spec.lua — seed 004 "Really Simple Wild West Shootout Rules":
-- "Play will proceed with the holders of Aces and Jokers going first, or
-- choosing to hold, and then down through the cards until the lowly Deuce
-- has gone, then the remaining cards that are face down will have to act as
-- the count goes back up. A “held” cards may act at any time in the lower
-- cards actions, example a player places a red king next to his figure
-- hiding in the alleyway (essentially placing him on overwatch) later that
-- turn a player acts on his black ten and runs past the alley, the holder of
-- the red king may shoot at him if he so chooses. When the player holding
-- the higher value card acts his card is spent and removed from the table."
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

local function acts(kind)
  local out = {}
  for _, e in ipairs(twtw.logged(kind or "act")) do out[#out + 1] = e.text end
  return out
end

describe("the count", function()
  it("aces and jokers first, then down to the deuce", function()
    local f = F.fight(R, {
      F.figure("Deuce", "posse", 0, 0, { tactics = "hold" }), F.figure("Ace", "posse", 1, 0, { tactics = "hold" }),
      F.figure("Joker", "gang", 0, 20, { tactics = "hold" }), F.figure("Seven", "gang", 1, 20, { tactics = "hold" }),
    })
    F.place(R, f, f.by_name.Deuce, twtw, "2C")
    F.place(R, f, f.by_name.Ace, twtw, "AD")
    F.place(R, f, f.by_name.Joker, twtw, "BJ")
    F.place(R, f, f.by_name.Seven, twtw, "7H")
    R["turn.count"](f)
    assert.same({ "Joker acts on the black joker", "Ace acts on the ace of diamonds", "Seven acts on the seven of hearts",
      "Deuce acts on the two of clubs" }, acts())
  end)
  it("the held cards act as the count goes back up: lowest first", function()
    local f = F.fight(R, {
      F.figure("Queen", "posse", 0, 0, { tactics = "overwatch" }), F.figure("Five", "posse", 1, 0, { tactics = "overwatch" }),
      F.figure("Nine", "posse", 2, 0, { tactics = "overwatch" }), F.figure("Spade", "gang", 0, 20, { tactics = "hold" }),
    })
    F.place(R, f, f.by_name.Queen, twtw, "QH")
    F.place(R, f, f.by_name.Five, twtw, "5H")
    F.place(R, f, f.by_name.Nine, twtw, "9D")
    F.place(R, f, f.by_name.Spade, twtw, "8S")
    twtw.dice.stack(6, 6, 6, 6, 6)
    R["turn.count"](f)
    assert.same({ "Queen holds his card (queen of hearts)", "Nine holds his card (nine of diamonds)",
      "Five holds his card (five of hearts)" }, acts("hold"))
    assert.same({ "Spade acts on the eight of spades", "Five acts on the five of hearts (held)",
      "Nine acts on the nine of diamonds (held)", "Queen acts on the queen of hearts (held)" }, acts())
  end)
  it("a spent card goes back to the gamemaster; at the end of the turn the hands are refilled to three", function()
    local f = F.fight(R, { F.figure("A", "posse", 0, 0, { tactics = "hold" }), F.figure("B", "gang", 0, 20, { tactics = "hold" }) })
    local a = f.by_name.A
    R["hand.place"](f, a, a.cards[1])
    assert.equal(2, #a.cards)
    R["turn.count"](f)
    assert.truthy(a.state.spent)
    R["turn.end"](f)
    assert.equal(3, #a.cards)
    assert.equal(3, #f.by_name.B.cards)
  end)
end)

describe("the seed's example: the red king on overwatch in the alleyway", function()
  local COVER = {
    { name = "alleyway", kind = "corner", side = "right", position = { 12, 4 } },
    { name = "water trough", kind = "waist", position = { 0, 25 } },
  }
  local f, watcher, runner
  before_each(function()
    local w = F.figure("Watcher", "gang", 0, 0, { tactics = "overwatch" })
    w.position, w.cover = nil, "alleyway"
    f = F.fight(R, { w, F.figure("Runner", "posse", 0, 0) }, COVER)
    watcher, runner = f.by_name.Watcher, f.by_name.Runner
    F.place(R, f, watcher, twtw, "KH")
    F.place(R, f, runner, twtw, "10S")
  end)
  it("the king is held; the black ten runs ten inches; the king shoots him as he passes", function()
    twtw.dice.stack(2, 5, 3)
    R["turn.count"](f)
    assert.same({ "Watcher holds his card (king of hearts)" }, acts("hold"))
    assert.same({ "Runner acts on the ten of spades", "Watcher acts on the king of hearts (held)" }, acts())
    assert.equal("Watcher's held king of hearts interrupts Runner's ten of spades", acts("interrupt")[1])
    assert.equal(10, runner.pos.y)
    assert.equal("Runner moves 10\" to (0, 10)", acts("move")[1])
    assert.equal(1, runner.wounds[3])
    assert.truthy(watcher.state.spent)
    assert.truthy(watcher.state.leaned)
  end)
  it("the red king (odd) is one shot; after it the watcher shows at his corner", function()
    twtw.dice.stack(4)
    R["turn.count"](f)
    assert.equal(1, #twtw.logged("shot"))
    assert.truthy(R["cover.targetable"](f, runner, watcher))
  end)
end)

describe("fight.over", function()
  it("one side still fighting wins; the senseless do not fight", function()
    local f = F.fight(R, { F.figure("A", "posse", 0, 0), F.figure("B", "gang", 0, 20), F.figure("C", "gang", 0, 22) })
    assert.equal(nil, (R["fight.over"](f)))
    R["combatant.kill"](f, f.by_name.B, "spec")
    assert.equal(nil, (R["fight.over"](f)))
    R["combatant.pass_out"](f, f.by_name.C, 2, "spec")
    local side, why = R["fight.over"](f)
    assert.equal("posse", side)
    assert.equal("no other side is still fighting", why)
  end)
  it("nobody left: a draw", function()
    local f = F.fight(R, { F.figure("A", "posse", 0, 0), F.figure("B", "gang", 0, 20) })
    R["combatant.kill"](f, f.by_name.A, "spec")
    R["combatant.kill"](f, f.by_name.B, "spec")
    assert.equal(nil, (R["fight.over"](f)))
    assert.equal("draw", f.ended)
  end)
  it("an unknown tactics policy is refused when the fight is built", function()
    assert.error(function()
      F.fight(R, { F.figure("A", "posse", 0, 0, { tactics = "berserk" }), F.figure("B", "gang", 0, 20) })
    end, "no tactics policy \"berserk\"")
    assert.has_error(function()
      F.fight(R, { F.figure("A", "posse", 0, 0, { tactics = "hodl" }), F.figure("B", "gang", 0, 20) })
    end, "fight.new: \"A\": no tactics policy \"hodl\"; did you mean \"hold\"? (there are: default, hold, overwatch; a "
      .. "house rule adds one with rules tactics.hodl.<step> and an entry \"hodl\" in data tactics.policies)")
  end)
end)
