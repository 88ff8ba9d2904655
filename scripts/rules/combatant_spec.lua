-- rules/combatant_spec.lua — building combatants: seed 000 "Dealing Damage"
-- (Size 6), "Target Speed" (Speed 12), "Taking Concussion"; seed 001
-- "Continuous Action Example: Movement" (Hank's 11 AP); CT and AP decided here.
local twtw = require("twtw")
local R = twtw.rules

local function hank(extra)
  local t = { name = "Hank", side = "posse",
    traits = { reflex = 10, fortitude = 8, dexterity = 8, strength = 10 },
    skills = { shooting = 2 }, weapons = { "shotgun" } }
  for k, v in pairs(extra or {}) do t[k] = v end
  return t
end

describe("combatant.ct (decided here: Fortitude die + Size)", function()
  it("d8 Fortitude, Size 6: CT 14", function()
    assert.equal(14, R["combatant.ct"]({ traits = { fortitude = 8 }, size = 6 }))
  end)
  it("d4 Fortitude: 10; d12: 18; Size 12 with d8: 20", function()
    assert.equal(10, R["combatant.ct"]({ traits = { fortitude = 4 }, size = 6 }))
    assert.equal(18, R["combatant.ct"]({ traits = { fortitude = 12 }, size = 6 }))
    assert.equal(20, R["combatant.ct"]({ traits = { fortitude = 8 }, size = 12 }))
  end)
  it("a scenario's ct wins", function()
    local c = R["combatant.new"](hank { ct = 9 })
    assert.equal(9, c.body:ct())
    assert.equal(9, c.body:start_ct())
  end)
end)

describe("combatant.ap (seed 001 \"Continuous Action Example: Movement\")", function()
  it("Hank, Reflex d10, trait skill 1: 11 AP", function()
    assert.equal(11, R["combatant.new"](hank()).ap)
  end)
  it("Reflex d12 and Reflex trait skill 2: 14 AP", function()
    local c = fixtures.combatant { traits = { reflex = 12 }, skills = { reflex = 2 } }
    assert.equal(14, c.ap)
    assert.equal(14, c.state.ap)
  end)
end)

describe("combatant.new (host/scenario.go table())", function()
  it("fills the defaults: Size 6, Speed 12, right hand, default tactics, d6 traits left out", function()
    local c = R["combatant.new"](hank())
    assert.equal(6, c.size)
    assert.equal(12, c.speed)
    assert.equal("right", c.hand)
    assert.equal("default", c.tactics)
    assert.equal(6, c.traits.spirit)
    assert.equal(14, c.body:ct())
    assert.same({ x = 0, y = 0 }, c.pos)
    assert.equal(false, c.state.surprised)
    assert.equal("none", c.state.moved)
  end)
  it("looks weapons up by name: holstered, uncocked, fully loaded", function()
    local c = R["combatant.new"](hank { weapons = { "peacemaker", "bowie_knife" } })
    local p = c.weapons[1]
    assert.equal("peacemaker", p.key)
    assert.equal(6, p.loaded)
    assert.equal(false, p.drawn)
    assert.equal(false, p.cocked)
    assert.equal(8, p.increment)
    assert.equal("melee", c.weapons[2].kind)
    -- an instance is a copy: changing it leaves the gear table alone
    p.loaded = 0
    assert.equal(6, R["gear.weapons"].peacemaker.shots)
  end)
  it("fists are always at hand", function()
    local c = R["combatant.new"](hank { weapons = {} })
    assert.equal("unarmed", c.unarmed.kind)
    assert.equal(true, c.unarmed.drawn)
  end)
  it("an unknown weapon is an error naming the combatant and the weapon", function()
    assert.error(function() R["combatant.new"](hank { weapons = { "bazooka" } }) end,
      "combatant \"Hank\": unknown weapon \"bazooka\"")
  end)
  it("inline weapons go through gear.validate", function()
    local c = R["combatant.new"](hank { weapons = { { name = "Sharps", base = "rifle", increment = 25, drawn = true } } })
    local w = c.weapons[1]
    assert.equal(25, w.increment)
    assert.equal(15, w.loaded) -- the rifle's shots
    assert.equal(true, w.drawn)
  end)
  it("a bad inline weapon is an error naming the combatant", function()
    assert.error(function() R["combatant.new"](hank { weapons = { { name = "Stick", kind = "wand" } } }) end,
      "combatant \"Hank\": inline weapon \"Stick\"")
  end)
  it("a trait that is not a die is refused", function()
    assert.error(function() R["combatant.new"](hank { traits = { reflex = 7 } }) end,
      "trait reflex = 7")
  end)
  it("position and cover come from the scenario", function()
    local c = R["combatant.new"](hank { pos = { x = 3, y = -2 }, cover = { name = "bar", av = 3, locations = {} } })
    assert.same({ x = 3, y = -2 }, c.pos)
    assert.equal(3, c.cover.av)
  end)
end)

describe("combatant.active (seed 000 \"Taking Concussion\")", function()
  it("a fresh combatant is active", function()
    assert.truthy(R["combatant.active"](fixtures.combatant {}))
  end)
  it("0 CT or lower: concussed, not active", function()
    local c = fixtures.combatant {}
    c.body:lose_ct(c.body:ct())
    assert.falsy(R["combatant.active"](c))
  end)
  it("a fifth wound to the head: dead, not active", function()
    local c = fixtures.combatant {}
    c.body:apply("head", 5, 0)
    assert.falsy(R["combatant.active"](c))
  end)
  it("a fifth wound to an arm: still active", function()
    local c = fixtures.combatant {}
    c.body:apply("left arm", 5, 0)
    assert.truthy(R["combatant.active"](c))
  end)
end)

describe("combatant.distance (seed 000 \"Scale\")", function()
  it("3-4-5: 5 paces; rounds to the nearest pace", function()
    assert.equal(5, R["combatant.distance"]({ x = 0, y = 0 }, { x = 3, y = 4 }))
    assert.equal(1, R["combatant.distance"]({ x = 0, y = 0 }, { x = 1, y = 1 }))
  end)
end)

-- The situation a scenario starts a combatant in (rules/lib/combatant_start.lua).
describe("combatant.new: weapons in hand (seed 000 \"Two Weapons\", \"Expecting Danger?\")", function()
  local function gunman(extra)
    local t = { name = "Cole", side = "perkins", traits = { dexterity = 10 }, hand = "left",
      weapons = { "derringer", "peacemaker", "rifle" } }
    for k, v in pairs(extra) do t[k] = v end
    return R["combatant.new"](t)
  end
  it("in_hand draws the weapons: the right hand is Cole's off hand (he is left-handed)", function()
    local c = gunman { in_hand = { right = "derringer", left = "peacemaker" } }
    local d, p = c.weapons[1], c.weapons[2]
    assert.truthy(d.drawn and p.drawn)
    assert.falsy(c.weapons[3].drawn)
    assert.equal("right", R["combatant.hand_of"](c, d))
    assert.truthy(R["combatant.off_hand"](c, d))
    assert.falsy(R["combatant.off_hand"](c, p))
  end)
  it("\"Any action taken with an off hand is made at an additional -3\": the shot's ctx says so", function()
    local c = gunman { in_hand = { right = "derringer" } }
    local t = fixtures.combatant { name = "T", side = "b", pos = { x = 3, y = 0 } }
    local ctx = R["attack.context"](nil, c, t, c.weapons[1])
    assert.truthy(ctx.off_hand)
    assert.equal(5 + 1 + 3, R["ranged.tn"](ctx):total()) -- Standard, snap F/-1, off hand
  end)
  it("a two-handed rifle held in one hand is \"used with one hand\": −2", function()
    local c = gunman { in_hand = { left = "rifle" } }
    assert.truthy(R["combatant.one_handed"](c, c.weapons[3]))
    local both = gunman { in_hand = { both = "rifle" } }
    assert.falsy(R["combatant.one_handed"](both, both.weapons[3]))
    assert.equal("both", R["combatant.hand_of"](both, both.weapons[3]))
  end)
  it("\"a character is looking for danger when ... they have any weapon drawn\"", function()
    assert.truthy(gunman({ in_hand = { left = "peacemaker" } }).expects_danger)
    assert.falsy(gunman({}).expects_danger)
  end)
  it("refuses a hand holding a weapon the combatant does not carry", function()
    assert.error(function() gunman { in_hand = { right = "shotgun" } } end, "in_hand.right: \"shotgun\" is not one of their weapons")
  end)
end)

describe("combatant.new: wounds, stun, aim, mount", function()
  it("starting wounds and CT lost: a light wound (2) in the arm is wound level 2, penalty −1 (seed 000 \"Wounds\")", function()
    local c = R["combatant.new"](hank { wounds = { ["left arm"] = 2 }, ct_lost = 5 })
    assert.equal(2, c.body:level())
    assert.equal(-1, R["wounds.penalty"](c))
    assert.equal(14 - 5, c.body:ct())
  end)
  it("torso wounds, given by part (the scenario's wounds are by body part), start in the torso", function()
    local c = R["combatant.new"](hank { wounds = { torso = 2 } })
    assert.equal(2, c.body:wounds("torso"))
    assert.equal(2, c.body:wounds("chest"))
  end)
  it("stunned, prone and immobilized start set", function()
    local c = R["combatant.new"](hank { stunned = true, prone = true, immobilized = true })
    assert.truthy(c.state.stunned and c.state.prone and c.state.immobilized)
  end)
  it("a held aim counts its actions and rounds (seed 000 \"Procedure\")", function()
    local c = R["combatant.new"](hank { aim = { target = "Angus", actions = 2, held = 1 } })
    local aimed, held = R["aim.count"](c, "Angus")
    assert.equal(2, aimed)
    assert.equal(1, held)
  end)
  it("a galloping mount: −4 Move and Fire; a standing one −2 (seed 000 \"Move and Fire\")", function()
    local t = fixtures.combatant { name = "T", side = "b", pos = { x = 3, y = 0 } }
    local run = R["combatant.new"](hank { mount = { name = "Wash", speed = 14, gait = "run" } })
    local ctx = R["attack.context"](nil, run, t, run.weapons[1])
    assert.equal(4, R["ranged.tn"](ctx):find("moving"))
    local still = R["combatant.new"](hank { mount = { name = "Wash", speed = 14, gait = "none" } })
    ctx = R["attack.context"](nil, still, t, still.weapons[1])
    assert.equal(2, R["ranged.tn"](ctx):find("mounted"))
  end)
end)

describe("combatant.new: cover per location, facing and height (seed 000 \"Hit Location and Cover\", \"Unarmed Combat\")", function()
  it("several covers: each guards its own locations; leaving cover leaves them all", function()
    local c = R["combatant.new"](hank { covers = {
      { name = "rail", av = 3, locations = { "belly", "right leg", "left leg" } },
      { name = "post", av = 2, locations = { "left arm" } } } })
    local ctx = { target = c }
    assert.equal("rail", R["damage.cover"](ctx, "right leg").name)
    assert.equal("post", R["damage.cover"](ctx, "left arm").name)
    assert.equal(nil, R["damage.cover"](ctx, "head"))
    c.cover = nil
    assert.equal(nil, R["damage.cover"](ctx, "right leg"))
  end)
  it("cover that hides: \"targets that are not visible behind cover can be attacked at -4\"", function()
    local a = fixtures.combatant { name = "A", side = "a", weapons = { "rifle" } }
    local t = R["combatant.new"](hank { pos = { x = 10, y = 0 }, cover = { name = "ledge", av = 4, hides = true } })
    assert.equal(4, R["ranged.tn"](R["attack.context"](nil, a, t, a.weapons[1])):find("unseen"))
  end)
  it("behind someone facing away: positional advantage; facing them: none", function()
    local d = R["combatant.new"](hank { pos = { x = 0, y = 0 }, facing = 0 })
    local back = fixtures.combatant { name = "B", side = "b", pos = { x = -1, y = 0 } }
    local front = fixtures.combatant { name = "F", side = "b", pos = { x = 1, y = 0 } }
    assert.truthy(R["combatant.behind"](back, d))
    assert.falsy(R["combatant.behind"](front, d))
    assert.equal("attacker", (R["combatant.position"](back, d)))
    assert.equal(nil, (R["combatant.position"](front, d)))
  end)
  it("higher up: positional advantage, and a melee hit one location up (seed 000 \"+1 bump UP with height advantage\")", function()
    local up = R["combatant.new"](hank { height = 1, weapons = { "bowie_knife" } })
    local down = fixtures.combatant { name = "D", side = "b", pos = { x = 1, y = 0 } }
    assert.equal("attacker", (R["combatant.position"](up, down)))
    assert.equal("defender", (R["combatant.position"](down, up)))
    local ctx = R["attack.context"](nil, up, down, up.weapons[1], { melee = true })
    assert.equal(-1, (R["damage.forced_shift"](ctx)))
    local adv = R["melee.advantage"](up, down, ctx)
    assert.equal("attacker", adv.winner)
  end)
end)
