-- rules/hand_spec.lua — seed 004: "each player is dealt three cards"; "If a
-- player is dissatisfied with his hand he may discard all of his cards for
-- new ones but then loses any action for that turn." "At the end of the turn
-- the gamemaster will shuffle the deck and give each player a new card to
-- replace the spent card."
local twtw = require("twtw")
local R = twtw.rules
local F = require("rules.lib.fixture")

describe("hands", function()
  it("every figure is dealt three cards when the fight starts", function()
    twtw.poker.stack("AS", "2C", "3D", "KH", "QH", "JH")
    local f = F.fight(R, { F.figure("A", "posse", 0, 0), F.figure("B", "gang", 0, 20) })
    local names = {}
    for _, c in ipairs(f.combatants) do
      for _, card in ipairs(c.cards) do names[#names + 1] = card.name end
    end
    assert.same({ "AS", "2C", "3D", "KH", "QH", "JH" }, names)
  end)
  it("throwing in the hand: three new cards, no card placed, no action this turn", function()
    local f = F.fight(R, { F.figure("A", "posse", 0, 0), F.figure("B", "gang", 0, 20, { tactics = "hold" }) })
    local a = f.by_name.A
    F.hand(f, a, twtw.poker, "2S", "3S", "4C")
    a.aim = { target = "B", turn = 1 } -- an aim for this turn that three black cards would waste
    twtw.poker.stack("9H", "10H", "JD")
    R["turn.place"](f)
    assert.equal("A throws in his hand (2S 3S 4C) for a new one (9H 10H JD) and loses the turn",
      twtw.logged("discard")[1].text)
    assert.equal(nil, a.state.card)
    R["turn.count"](f)
    assert.equal(0, #twtw.logged("act"))
    R["turn.end"](f)
    assert.equal(3, #a.cards)
    assert.equal("9H", a.cards[1].name)
  end)
  it("the spent card is replaced from the reshuffled deck at the end of the turn", function()
    local f = F.fight(R, { F.figure("A", "posse", 0, 0, { tactics = "hold" }), F.figure("B", "gang", 0, 20, { tactics = "hold" }) })
    local a = f.by_name.A
    local first = a.cards[1]
    R["hand.place"](f, a, first)
    R["turn.count"](f)
    twtw.poker.stack("QC")
    R["turn.end"](f)
    assert.equal("QC", a.cards[3].name)
  end)
  it("a dead man's cards go back and he gets no more", function()
    local f = F.fight(R, { F.figure("A", "posse", 0, 0), F.figure("B", "gang", 0, 20) })
    R["combatant.kill"](f, f.by_name.A, "spec")
    R["turn.end"](f)
    assert.equal(0, #f.by_name.A.cards)
  end)
  it("a card not acted on is lost when its holder passes out", function()
    local f = F.fight(R, { F.figure("A", "posse", 0, 0), F.figure("B", "gang", 0, 20) })
    local a = f.by_name.A
    F.place(R, f, a, twtw, "AH")
    R["combatant.pass_out"](f, a, 1, "spec")
    assert.truthy(a.state.acted)
    assert.equal("A loses his ace of hearts (passed out)", twtw.logged("forfeit")[1].text)
  end)
end)
