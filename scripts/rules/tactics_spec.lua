-- rules/tactics_spec.lua — the simple policy (decided here), built on seed
-- 000 "Declare Target", "Fast Draw", "Aim and Snap Shots", "Wound Modifier
-- Stun", "Unintended Targets".
local twtw = require("twtw")
local R = twtw.rules

local F = require("rules.lib.fixture")

local function fight_of(specs) return F.fight(R, specs) end

local function gunman(extra)
  local t = { name = "Gunman", side = "posse", traits = { dexterity = 10 }, skills = { shooting = 2 },
    weapons = { "peacemaker" } }
  for k, v in pairs(extra or {}) do t[k] = v end
  return t
end

local function foe(name, x, y, extra)
  local t = { name = name, side = "gang", traits = {}, pos = { x = x, y = y or 0 } }
  for k, v in pairs(extra or {}) do t[k] = v end
  return t
end

describe("tactics.simple: the plain gunfighter", function()
  it("a stunned combatant recovers (seed 000 \"Wound Modifier Stun\")", function()
    local f = fight_of { gunman(), foe("A", 5) }
    local c = f.by_name.Gunman
    c.state.stunned = true
    assert.equal("recover", R["tactics.simple"](f, c).kind)
  end)
  it("an entangled combatant tries to break free first (seed 000 \"Entanglement\")", function()
    local f = fight_of { gunman(), foe("A", 5) }
    local c = f.by_name.Gunman
    c.state.entangled = { by = f.by_name.A, weapon = { name = "lariat", attributes = { fragile = true } }, break_tn = 7 }
    assert.same({ kind = "break_free" }, R["tactics.simple"](f, c))
    assert.equal(1, R["action.ap"].break_free)
    assert.equal("N", R["action.default_speeds"].break_free)
  end)
  it("a roper does not lasso a target already entangled: bare hands instead", function()
    local f = fight_of { gunman { weapons = { "lariat" }, pos = { x = 0, y = 0 } }, foe("A", 1) }
    local c, t = f.by_name.Gunman, f.by_name.A
    c.weapons[1].drawn = true
    local a = R["tactics.simple"](f, c)
    assert.equal("melee", a.kind)
    assert.equal(1, a.weapon)
    t.state.entangled = { by = c, weapon = c.weapons[1], break_tn = 7 }
    a = R["tactics.simple"](f, c)
    assert.equal("melee", a.kind)
    assert.equal(0, a.weapon)
  end)
  it("breaking free as an action: Strength d8 on card 4 (13 ≥ 7) breaks a fragile lariat", function()
    local f = fight_of { gunman { traits = { dexterity = 10, strength = 8 } }, foe("A", 5) }
    local c = f.by_name.Gunman
    local lariat = { name = "lariat", attributes = { fragile = true } }
    c.state.entangled = { by = f.by_name.A, weapon = lariat, break_tn = 7 }
    twtw.action.stack(4)
    local out = R["action.break_free"](f, c, { kind = "break_free" })
    assert.truthy(out.free)
    assert.equal(nil, c.state.entangled)
    assert.truthy(lariat.broken)
  end)
  it("a holstered gun: fast draw with the skill, a plain draw without (seed 000 \"Fast Draw\")", function()
    local f = fight_of { gunman { skills = { shooting = 2, fast_draw = 1 } }, foe("A", 5) }
    assert.same({ kind = "fast_draw", weapon = 1 }, R["tactics.simple"](f, f.by_name.Gunman))
    f = fight_of { gunman(), foe("A", 5) }
    assert.same({ kind = "draw", weapon = 1 }, R["tactics.simple"](f, f.by_name.Gunman))
  end)
  it("no second Free action in a round: a plain draw", function()
    local f = fight_of { gunman { skills = { fast_draw = 1 } }, foe("A", 5) }
    f.by_name.Gunman.state.free_used = true
    assert.equal("draw", R["tactics.simple"](f, f.by_name.Gunman).kind)
  end)
  it("drawn and loaded: shoots the nearest enemy (ties: scenario order)", function()
    local f = fight_of { gunman(), foe("Far", 9), foe("Near", 0, 6), foe("Also near", 6, 0) }
    f.by_name.Gunman.weapons[1].drawn = true
    assert.same({ kind = "shoot", target = "Near", weapon = 1 }, R["tactics.simple"](f, f.by_name.Gunman))
  end)
  it("a large snap penalty (Walker Colt F/-3) and nobody shooting: aims first", function()
    local f = fight_of { gunman { weapons = { "walker_colt" } }, foe("A", 8) }
    local c = f.by_name.Gunman
    c.weapons[1].drawn = true
    assert.equal("aim", R["tactics.simple"](f, c).kind)
    R["aim.add"](c, f.by_name.A)
    assert.equal("shoot", R["tactics.simple"](f, c).kind)
  end)
  it("under fire it snaps the shot off", function()
    local f = fight_of { gunman { weapons = { "walker_colt" } }, foe("A", 8) }
    local c = f.by_name.Gunman
    c.weapons[1].drawn = true
    c.state.shot_at_last_round = 1
    assert.equal("shoot", R["tactics.simple"](f, c).kind)
  end)
  it("a small snap penalty (Peacemaker F/-2): no aim", function()
    local f = fight_of { gunman(), foe("A", 8) }
    f.by_name.Gunman.weapons[1].drawn = true
    assert.equal("shoot", R["tactics.simple"](f, f.by_name.Gunman).kind)
  end)
  it("an empty gun is reloaded", function()
    local f = fight_of { gunman(), foe("A", 8) }
    local w = f.by_name.Gunman.weapons[1]
    w.drawn, w.loaded = true, 0
    assert.same({ kind = "reload", weapon = 1 }, R["tactics.simple"](f, f.by_name.Gunman))
  end)
  it("a jammed gun is cleared", function()
    local f = fight_of { gunman(), foe("A", 8) }
    local w = f.by_name.Gunman.weapons[1]
    w.drawn, w.jammed = true, true
    assert.same({ kind = "clear", weapon = 1 }, R["tactics.simple"](f, f.by_name.Gunman))
  end)
  it("a knife and an enemy 10 paces off: close in", function()
    local f = fight_of { gunman { weapons = { "bowie_knife" } }, foe("A", 10) }
    assert.same({ kind = "move", toward = "A" }, R["tactics.simple"](f, f.by_name.Gunman))
  end)
  it("engaged with a knife: draw it, then stab", function()
    local f = fight_of { gunman { weapons = { "peacemaker", "bowie_knife" } }, foe("A", 1) }
    local c = f.by_name.Gunman
    assert.same({ kind = "draw", weapon = 2 }, R["tactics.simple"](f, c))
    c.weapons[2].drawn = true
    assert.same({ kind = "melee", target = "A", weapon = 2 }, R["tactics.simple"](f, c))
  end)
  it("engaged with only a short gun: shoots at point blank", function()
    local f = fight_of { gunman(), foe("A", 1) }
    f.by_name.Gunman.weapons[1].drawn = true
    assert.equal("shoot", R["tactics.simple"](f, f.by_name.Gunman).kind)
  end)
  it("engaged with an empty gun and fists: a punch", function()
    local f = fight_of { gunman(), foe("A", 1) }
    local w = f.by_name.Gunman.weapons[1]
    w.drawn, w.loaded = true, 0
    assert.same({ kind = "melee", target = "A", weapon = 0 }, R["tactics.simple"](f, f.by_name.Gunman))
  end)
  it("a gun dropped in a fast draw calamity, and no other: pick it up", function()
    local f = fight_of { gunman(), foe("A", 8) }
    f.by_name.Gunman.weapons[1].dropped = true
    assert.same({ kind = "pickup", weapon = 1 }, R["tactics.simple"](f, f.by_name.Gunman))
  end)
  it("nobody left: wait", function()
    local f = fight_of { gunman(), foe("A", 8) }
    f.by_name.A.body:apply("head", 5, 0)
    assert.equal("wait", R["tactics.simple"](f, f.by_name.Gunman).kind)
  end)
  it("an ally in every line of fire (seed 000 \"Unintended Targets\"): step 2 paces aside, away from the ally", function()
    local f = fight_of { gunman(), { name = "Pal", side = "posse", traits = {}, pos = { x = 4, y = 0 } }, foe("A", 8) }
    local c = f.by_name.Gunman
    c.weapons[1].drawn = true
    local a = R["tactics.simple"](f, c)
    assert.equal("move", a.kind)
    assert.equal(2, a.paces)
    assert.near(0, a.to.x, 1e-9)
    assert.near(2, math.abs(a.to.y), 1e-9)
  end)
  it("prefers an enemy whose line of fire is clear", function()
    local f = fight_of { gunman(), { name = "Pal", side = "posse", traits = {}, pos = { x = 3, y = 0 } },
      foe("Blocked", 6), foe("Clear", 0, 7) }
    f.by_name.Gunman.weapons[1].drawn = true
    assert.equal("Clear", R["tactics.simple"](f, f.by_name.Gunman).target)
  end)
end)

describe("tactics.hold", function()
  it("never acts", function()
    local f = fight_of { gunman(), foe("A", 8) }
    assert.equal("wait", R["tactics.hold"](f, f.by_name.Gunman).kind)
  end)
end)
