-- rules/ranged_spec.lua — the ranged TN: seed 000 "Range", "Move and Fire",
-- "Target Size", "Target Speed", "Throwing Things", "Point Blank", "Hit
-- Location and Cover", "Movement Actions".
local twtw = require("twtw")

local function rules() return twtw.rules end
local function weapon(key) return twtw.rules["gear.weapon"](key) end

-- shooter is a plain combatant-shaped table (no wounds).
local function shooter(t)
  t = t or {}
  return {
    name = t.name or "Shooter", side = "a", size = 6, speed = t.speed or 12,
    traits = t.traits or { strength = 8, dexterity = 10, acuity = 8, reflex = 8, fortitude = 8, spirit = 8 },
    skills = t.skills or { shooting = 3 },
    body = twtw.damage.body(12),
    state = t.state or { moved = "none", mounted = false, dodging = false },
  }
end

-- aimed_tn is the TN of an aimed shot (no snap penalty) with extra ctx fields.
local function aimed_tn(fields)
  local ctx = { attacker = shooter(), target = shooter({ name = "Target" }), weapon = weapon("peacemaker"),
    range = 5, aimed = 1 }
  for k, v in pairs(fields or {}) do ctx[k] = v end
  return rules()["ranged.tn"](ctx), ctx
end

describe("ranged.range (seed 000 \"Range\")", function()
  -- "The range increment for this weapon is 8. The TN to hit the villain up
  -- to 8 paces away is 5, up to 16 it is 6, etc."
  it("Peacemaker (increment 8): TN 5 at 1..8 paces, 6 at 9..16, 7 at 17", function()
    for r = 1, 8 do assert.equal(5, aimed_tn({ range = r }):total(), "range " .. r) end
    for r = 9, 16 do assert.equal(6, aimed_tn({ range = r }):total(), "range " .. r) end
    assert.equal(7, aimed_tn({ range = 17 }):total())
  end)

  it("the range term is tagged and explains the increment", function()
    local tn = aimed_tn({ range = 17 })
    local n, count = tn:find("range")
    assert.equal(2, n)
    assert.equal(1, count)
  end)

  -- "Movement Actions": "If targeted in ranged combat, divide the range by 2
  -- before determining the TN to hit them."
  it("a target forgoing defense: the range is halved first (17 paces reads as 8.5: TN 6)", function()
    assert.equal(6, aimed_tn({ range = 17, target_forgoing = true }):total())
    assert.equal(5, aimed_tn({ range = 16, target_forgoing = true }):total())
  end)

  it("reads the target's state.forgoing when ctx does not say", function()
    local t = shooter({ name = "Runner", state = { forgoing = true } })
    assert.equal(5, aimed_tn({ range = 16, target = t }):total())
  end)
end)

describe("ranged.speed (seed 000 \"Target Speed\")", function()
  it("Miranda (12) chasing a bandit (8): relative 4, no penalty", function()
    local tn = aimed_tn({ firer_speed = 12, target_speed = 8 })
    assert.equal(4, rules()["ranged.relative_speed"]({ firer_speed = 12, target_speed = 8 }))
    assert.equal(5, tn:total())
    assert.equal(0, tn:count() - 1)
  end)

  it("both running (24 vs 16): relative 8, TN +1", function()
    local tn = aimed_tn({ firer_speed = 24, target_speed = 16 })
    assert.equal(1, (tn:find("speed")))
    assert.equal(6, tn:total())
  end)

  it("Reuben's wagon at 18, the vaquero at 8, opposite directions: 26, TN +5", function()
    local tn = aimed_tn({ firer_speed = 18, target_speed = 8, opposite = true })
    assert.equal(26, rules()["ranged.relative_speed"]({ firer_speed = 18, target_speed = 8, opposite = true }))
    assert.equal(5, (tn:find("speed")))
  end)

  it("a given relative speed is used as is; without speeds each side's movement decides", function()
    assert.equal(3, (aimed_tn({ relative_speed = 15 }):find("speed")))
    -- a stationary firer, a running target of Speed 12: 24 paces relative → +4
    local runner = shooter({ name = "Runner", state = { moved = "run" } })
    assert.equal(4, (aimed_tn({ target = runner }):find("speed")))
  end)

  it("the row is \"Target is moving\": a walking firer at a standing target takes only Move and Fire", function()
    local tn = aimed_tn({ moving = "walk" })
    local _, count = tn:find("speed")
    assert.equal(0, count)
    assert.equal(6, tn:total())
  end)
end)

describe("ranged.relative_speed from where each moved (seed 000 \"Target Speed\": \"how fast the target and " ..
  "the shooter are moving in relation to each other\")", function()
  local E, W, N = { x = 1, y = 0 }, { x = -1, y = 0 }, { x = 0, y = 1 }
  local function rel(fs, hf, ts, ht)
    return rules()["ranged.relative_speed"]({ firer_speed = fs, firer_heading = hf, target_speed = ts, target_heading = ht })
  end
  it("the chase, both east: 12 and 8 → 4; both running, 24 and 16 → 8", function()
    assert.equal(4, rel(12, E, 8, E))
    assert.equal(8, rel(24, E, 16, E))
  end)
  it("the wagon and the vaquero head on, 18 east and 8 west → 26, TN +5, as the book's \"opposite directions\"", function()
    assert.equal(26, rel(18, E, 8, W))
    local tn = aimed_tn({ firer_speed = 18, firer_heading = E, target_speed = 8, target_heading = W })
    assert.equal(5, (tn:find("speed")))
  end)
  it("two gunmen walking 10 paces at each other: 20, TN +4; at right angles, 12 and 5: 13, TN +2", function()
    assert.equal(20, rel(10, E, 10, W))
    assert.equal(13, rel(12, E, 5, N))
    assert.equal(2, (aimed_tn({ firer_speed = 12, firer_heading = E, target_speed = 5, target_heading = N }):find("speed")))
  end)
  it("a standing target: no speed term, whichever way the firer went (the row is \"Target is moving\")", function()
    assert.equal(0, rel(12, E, 0, W))
  end)
  it("movement.step records where a combatant went: 3 paces north is heading (0, 1)", function()
    local c = shooter({ name = "Walker" })
    c.pos = { x = 0, y = 0 }
    assert.equal(3, rules()["movement.step"](c, { x = 0, y = 10 }, 3))
    assert.same({ x = 0, y = 1 }, c.state.heading)
  end)
end)

describe("ranged.moving and ranged.mounted (seed 000 \"Move and Fire\")", function()
  it("walk −1, run −4", function()
    assert.equal(6, aimed_tn({ moving = "walk" }):total())
    assert.equal(9, aimed_tn({ moving = "run" }):total())
    assert.equal(5, aimed_tn({ moving = "none" }):total())
  end)

  it("reads the firer's state.moved when ctx does not say", function()
    assert.equal(9, aimed_tn({ attacker = shooter({ state = { moved = "run" } }) }):total())
  end)

  -- "a stationary or walking mount confers a -2 penalty on shooting, while
  -- a galloping mount costs the character a penalty of 4."
  it("a stationary mount −2", function()
    local tn = aimed_tn({ mounted = true, mount_moving = "none" })
    assert.equal(7, tn:total())
    assert.equal(2, (tn:find("mounted")))
  end)

  it("a walking mount −2 in all (not −1 − 2)", function()
    local tn = aimed_tn({ mounted = true, mount_moving = "walk" })
    assert.equal(7, tn:total())
    assert.equal(1, (tn:find("moving")))
  end)

  it("a galloping mount −4 from movement, not −6", function()
    local tn = aimed_tn({ mounted = true, mount_moving = "run" })
    assert.equal(9, tn:total())
    local _, count = tn:find("mounted")
    assert.equal(0, count)
  end)
end)

describe("ranged.size (seed 000 \"Target Size\")", function()
  local size = function(s) return rules()["ranged.size_mod"](s) end
  it("human size 6 and anything down to 4 or up to 11: no change", function()
    assert.equal(0, size(6))
    assert.equal(0, size(4))
    assert.equal(0, size(11))
  end)
  it("size 3 or less (1/2 human) +1; two or less +2 (the ratio reading)", function()
    assert.equal(1, size(3))
    assert.equal(1, size(2.5))
    assert.equal(2, size(2))
    assert.equal(3, size(1.5))
    assert.equal(5, size(1))
  end)
  it("large targets: size 12 −1 TN (+1 bonus), 18 −2, capped at 6 either way", function()
    assert.equal(-1, size(12))
    assert.equal(-2, size(18))
    assert.equal(-6, size(42))
    assert.equal(-6, size(600))
    assert.equal(6, size(0.1))
  end)
  it("the target's size goes into the TN (a size 12 horse: TN 4; a size 3 dog: TN 6)", function()
    assert.equal(4, aimed_tn({ target = { name = "Horse", size = 12 } }):total())
    assert.equal(6, aimed_tn({ target_size = 3 }):total())
  end)
end)

describe("ranged.throwing (seed 000 \"Throwing Things\")", function()
  local thrower = function() return shooter({ traits = { strength = 8, dexterity = 8 }, skills = { throwing = 2 } }) end
  local throw_tn = function(range)
    return rules()["ranged.tn"]({ attacker = thrower(), weapon = weapon("thrown_knife"), range = range, aimed = 1 })
  end
  it("Strength d8: increment 6 (8/2 + 2)", function()
    assert.equal(6, rules()["throw.increment"](thrower()))
    assert.equal(4, rules()["throw.increment"]({ traits = { strength = 4 } }))
  end)
  -- The seed's example says 10 m is TN 7; its own sentence ("+1 … for every
  -- 6 paces") and the "Range" rule (first increment free) both give TN 6.
  -- We play the Range reading for every ranged weapon (ranged.throwing).
  it("10 paces is TN 6 (the Range reading, not the example's 7); 6 is 5, 13 is 7", function()
    assert.equal(6, throw_tn(10):total())
    assert.equal(5, throw_tn(6):total())
    assert.equal(7, throw_tn(13):total())
  end)
  it("the example's reading counts the first increment: 10 paces → 2 steps (TN 7)", function()
    assert.equal(2, rules()["ranged.increments"](10, 6, true))
    assert.equal(1, rules()["ranged.increments"](10, 6))
  end)
  it("a knife thrown from the hand (ctx.throwing) uses the thrower's increment, not a gun's", function()
    local tn = rules()["ranged.tn"]({ attacker = thrower(), weapon = weapon("knife"), throwing = true, range = 10, aimed = 1 })
    assert.equal(1, (tn:find("range")))
  end)
  it("maximum range: Strength × 5 (d8: 40 paces)", function()
    assert.equal(40, rules()["throw.max_range"](thrower()))
    local ok, max = rules()["ranged.in_range"]({ attacker = thrower(), weapon = weapon("thrown_knife"), range = 41 })
    assert.equal(false, ok)
    assert.equal(40, max)
    assert.equal(true, (rules()["ranged.in_range"]({ attacker = thrower(), weapon = weapon("thrown_knife"), range = 40 })))
  end)
end)

describe("ranged.unseen and ranged.point_blank (seed 000 \"Hit Location and Cover\", \"Point Blank\")", function()
  it("a target not visible behind cover: −4", function()
    local tn = aimed_tn({ visible = false })
    assert.equal(9, tn:total())
    assert.equal(4, (tn:find("unseen")))
    assert.equal(5, aimed_tn({ visible = true }):total())
  end)
  it("point blank changes no TN (its effect is the hit location bump up)", function()
    local tn = aimed_tn({ range = 1, point_blank = true })
    assert.equal(5, tn:total())
    assert.equal(1, tn:count())
  end)
end)

describe("ranged.tn order (data ranged.modifiers)", function()
  it("starts with Standard 5 and adds every modifier: run, size 3, unseen, snap", function()
    local ctx = { attacker = shooter(), weapon = weapon("peacemaker"), range = 10, moving = "run",
      target_size = 3, visible = false, aimed = 0 }
    local tn = rules()["ranged.tn"](ctx)
    -- 5 + 1 range + 4 run + 1 size + 2 snap + 4 unseen
    assert.equal(17, tn:total())
    local l = tn:list()
    assert.equal("base", l[1].tag)
    assert.equal(5, l[1].amount)
  end)
end)

describe("ranged.mod and ranged.trait (seed 000 \"Aim and Snap Shots\")", function()
  it("an unwounded snap shooter has no result modifier", function()
    local mod = rules()["ranged.mod"]({ attacker = shooter(), weapon = weapon("peacemaker"), range = 5, aimed = 0 })
    assert.equal(0, mod:total())
    assert.equal(0, mod:count())
  end)
  it("the wound penalty goes into the result modifier (tag wounds)", function()
    local c = shooter()
    c.body:apply("left leg", 2, 0)
    local mod = rules()["ranged.mod"]({ attacker = c, weapon = weapon("peacemaker"), range = 5, aimed = 0 })
    local want = rules()["wounds.penalty"](c)
    assert.truthy(want < 0, "two wounds carry a penalty")
    assert.equal(want, (mod:find("wounds")))
  end)
  it("an aimed shot may use Acuity when it is the better die; a snap shot uses Dexterity", function()
    local c = shooter({ traits = { dexterity = 6, acuity = 10 } })
    assert.equal("acuity", rules()["ranged.trait"]({ attacker = c, weapon = weapon("rifle"), aimed = 1 }))
    assert.equal("dexterity", rules()["ranged.trait"]({ attacker = c, weapon = weapon("rifle"), aimed = 0 }))
  end)
end)
