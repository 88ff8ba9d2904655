-- rules/continuous_spec.lua — seed 001 "Continuous Action Example:
-- Movement" (Hank 22 → 5,6,5,6; ½ AP per pace), "Mounted and Vehicular
-- Movement" (the train's 27 → 7,7,7,6), "Continuous Action Example: Covering Fire".
local twtw = require("twtw")
local R = twtw.rules

describe("continuous.split (seed 001 \"Continuous Action Example: Movement\")", function()
  it("Hank's 22 paces: 5, 6, 5, 6", function()
    assert.same({ 5, 6, 5, 6 }, R["continuous.split"](22))
  end)
  it("even totals follow the seed exactly: 20 → 5,5,5,5; 18 → 4,5,4,5", function()
    assert.same({ 5, 5, 5, 5 }, R["continuous.split"](20))
    assert.same({ 4, 5, 4, 5 }, R["continuous.split"](18))
  end)
  it("odd totals keep every pace (decided here): 27 → 6,7,7,7; 25 → 6,6,6,7", function()
    assert.same({ 6, 7, 7, 7 }, R["continuous.split"](27))
    assert.same({ 6, 6, 6, 7 }, R["continuous.split"](25))
  end)
end)

describe("continuous.automated (seed 001 \"Mounted and Vehicular Movement\")", function()
  it("the train's 27 paces: 7, 7, 7, 6", function()
    assert.same({ 7, 7, 7, 6 }, R["continuous.automated"](27))
  end)
  it("roughly equal parts: 22 → 6,6,5,5; 8 → 2,2,2,2", function()
    assert.same({ 6, 6, 5, 5 }, R["continuous.automated"](22))
    assert.same({ 2, 2, 2, 2 }, R["continuous.automated"](8))
  end)
end)

describe("continuous AP (seed 001: \"costs 1/2 AP per pace\")", function()
  it("11 AP reach 22 paces; 22 paces cost 11 AP, 21 cost 11", function()
    assert.equal(22, R["continuous.reach"](11))
    assert.equal(11, R["continuous.cost"](22))
    assert.equal(11, R["continuous.cost"](21))
  end)
end)

local function fight_of(specs)
  return R["fight.new"] { name = "continuous", combatants = specs }
end

describe("continuous movement in the continuous phases (seed 001)", function()
  local f, hank
  before_each(function()
    f = fight_of {
      { name = "Hank", side = "posse", traits = { reflex = 10 } },
      { name = "Angus", side = "gang", traits = {}, pos = { x = -5, y = 0 }, weapons = { "peacemaker" } },
    }
    f.round = 1
    R["round.start"](f)
    hank = f.by_name.Hank
  end)
  it("Hank spends his 11 AP and runs 5, 6, 5, 6 away from the dynamite", function()
    local mv = R["continuous.start_move"](f, hank, { kind = "continuous_move", away = "Angus" })
    assert.equal(22, mv.paces)
    assert.equal(0, hank.state.ap)
    local xs = {}
    for p = 1, 4 do
      R["continuous.phase"](f, p)
      xs[p] = hank.pos.x
    end
    assert.same({ 5, 11, 16, 22 }, xs)
  end)
  it("the TN of attacks at him is reduced by 1", function()
    R["continuous.start_move"](f, hank, { kind = "continuous_move", away = "Angus", paces = 10 })
    local ctx = R["attack.context"](f, f.by_name.Angus, hank, f.by_name.Angus.weapons[1])
    local tn = R["attack.ranged_tn"](ctx)
    assert.equal(-1, (tn:find("continuous")))
  end)
  it("a move he cannot pay for is refused", function()
    local mv, why = R["continuous.start_move"](f, hank, { kind = "continuous_move", away = "Angus", paces = 24 })
    assert.equal(nil, mv)
    assert.truthy(string.find(why, "12 AP", 1, true))
  end)
end)

describe("automated movement (seed 001 \"Mounted and Vehicular Movement\")", function()
  it("the train carries Angus 7, 7, 7, 6 paces, before anyone else moves", function()
    local f = fight_of {
      { name = "Miranda", side = "posse", traits = {} },
      { name = "Angus", side = "gang", traits = {}, pos = { x = 0, y = 10 } },
    }
    R["continuous.add_automated"](f, { name = "the train", paces = 27, dir = { x = 1, y = 0 }, carries = { "Angus" } })
    local xs = {}
    for p = 1, 4 do
      R["continuous.phase"](f, p)
      xs[p] = f.by_name.Angus.pos.x
    end
    assert.same({ 7, 14, 21, 27 }, xs)
    assert.equal(0, f.by_name.Miranda.pos.x)
  end)
end)

describe("the order of a continuous phase (seed 001 \"Mounted and Vehicular Movement\")", function()
  -- listed Reuben (d8, driving the stage), Angus (d10, on the train), Slowpoke (d4), Quick (d12)
  local function fight()
    local f = fight_of {
      { name = "Reuben", side = "posse", traits = { reflex = 8 }, skills = { driving = 2 } },
      { name = "Angus", side = "gang", traits = { reflex = 10 }, pos = { x = 0, y = 10 } },
      { name = "Slowpoke", side = "gang", traits = { reflex = 4 }, pos = { x = 60, y = 0 } },
      { name = "Quick", side = "posse", traits = { reflex = 12 }, pos = { x = -40, y = 0 } },
    }
    f.round, f.phase, f.tick = 1, 1, 1
    R["round.start"](f)
    R["continuous.add_automated"](f, { name = "the stage", paces = 16, dir = { x = 1, y = 0 }, carries = { "Reuben" },
      driver = "Reuben", controlled = true, vehicle = true })
    R["continuous.add_automated"](f, { name = "the train", paces = 27, dir = { x = 1, y = 0 }, carries = { "Angus" } })
    for _, name in ipairs({ "Slowpoke", "Quick" }) do
      R["continuous.start_move"](f, f.by_name[name], { kind = "continuous_move", paces = 8, dir = { x = 1, y = 0 } })
    end
    return f
  end

  it("\"Automated movement occurs before all other continuous actions, as if it had a Reflex value greater than "
    .. "d12\"; the rest by Reflex: the train, Quick (d12), the stage Reuben drives (d8), Slowpoke (d4)", function()
    local f = fight()
    R["continuous.phase"](f, 1)
    local moved = {}
    for _, e in ipairs(twtw.logged()) do
      if e.kind == "automated" or (e.kind == "move" and e.fields.continuous) then
        moved[#moved + 1] = e.fields.what or e.fields.who
      end
    end
    assert.same({ "the train", "Quick", "the stage", "Slowpoke" }, moved)
    assert.equal(7, f.by_name.Angus.pos.x) -- "During the first 3 continuous action phases it will move 7 paces"
    local names = {}
    for _, e in ipairs(R["continuous.order"](f, 2)) do names[#names + 1] = e.mover and e.mover.name or e.combatant.name end
    assert.same({ "the train", "Quick", "the stage", "Slowpoke" }, names)
  end)

  it("\"The train will always move first, each phase\": in phase IV too; decided here: a stage whose driver is out "
    .. "comes after the continuous actions in the order", function()
    local f = fight()
    f.by_name.Reuben.state.out = true
    local names = {}
    for _, e in ipairs(R["continuous.order"](f, 4)) do names[#names + 1] = e.mover and e.mover.name or e.combatant.name end
    assert.same({ "the train", "Quick", "Slowpoke", "the stage" }, names)
  end)
end)
