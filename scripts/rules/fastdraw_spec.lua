-- rules/fastdraw_spec.lua — seed 000 "Fast Draw" (its "Procedure", "Key" and
-- Miranda's draw). Miranda: Dexterity d10, Fast Draw 2 → d10 rows 1–2.
-- Standard deck d10 rows 1–2: card 37 → 9, 1; card 25 → 12, 5; card 31 → 16, 6;
-- card 17 → 20, 2; card 2 → 2, 4; card 5 → 3, 3; card 19 → 2, 2; card 26 row 1 → 1 (CF).
local twtw = require("twtw")

local function miranda(skill)
  return fixtures.combatant { name = "Miranda Valentine", traits = { dexterity = 10 },
    skills = { fast_draw = skill or 2 } }
end

local function peacemaker() return twtw.rules["gear.weapon"]("peacemaker") end

describe("fastdraw.tn (seed 000 \"Fast Draw\")", function()
  it("the Peacemaker has the short attribute: the standard TN is 4", function()
    local tn = twtw.rules["fastdraw.tn"](miranda(), peacemaker())
    assert.equal(4, tn:total())
    assert.equal(-1, tn:find("short"))
  end)

  it("a normal weapon 5, a long one 6 (decided here)", function()
    assert.equal(5, twtw.rules["fastdraw.tn"](miranda(), twtw.rules["gear.weapon"]("walker_colt")):total())
    assert.equal(6, twtw.rules["fastdraw.tn"](miranda(), twtw.rules["gear.weapon"]("rifle")):total())
  end)

  it("both hands: −1 to each, the off hand −1 more (total −2)", function()
    local m = miranda()
    assert.equal(5, twtw.rules["fastdraw.tn"](m, peacemaker(), { both_hands = true }):total())
    local off = twtw.rules["fastdraw.tn"](m, peacemaker(), { both_hands = true, off_hand = true })
    assert.equal(6, off:total())
    assert.equal(1, off:find("two_hands"))
    assert.equal(1, off:find("off_hand"))
  end)
end)

describe("fastdraw.resolve (seed 000 \"Fast Draw\")", function()
  it("Miranda draws card 37: 9 and 1 in the d10 column vs TN 4 — one bump: drawn and cocked as a free action", function()
    local m, gun = miranda(), peacemaker()
    twtw.action.stack(37)
    local out = twtw.rules["fastdraw.resolve"](m, gun)
    assert.equal(37, out.check.number)
    assert.same({ 9, 1 }, out.check.values)
    assert.equal(4, out.check.tn)
    assert.equal(1, out.check.bumps)
    assert.equal("draw_f", out.result)
    assert.equal("Draw F", out.name)
    assert.equal("F", out.speed)
    assert.truthy(gun.drawn)
    assert.truthy(gun.cocked)
    assert.equal(1, out.extras:find("cock"))
    assert.equal(0, out.snap_bonus)
  end)

  it("the card is discarded at once", function()
    twtw.action.stack(37)
    twtw.rules["fastdraw.resolve"](miranda(), peacemaker())
    assert.same({ 37 }, twtw.action.discard())
  end)

  it("further bumps go +1 toward the snap shot penalty, never past 0 (Peacemaker F/−2)", function()
    local m, gun = miranda(), peacemaker()
    twtw.action.stack(25) -- 12 vs 4: 2 bumps → cock, +1
    local out = twtw.rules["fastdraw.resolve"](m, gun)
    assert.truthy(out.cocked)
    assert.equal(1, out.snap_bonus)
    assert.equal(1, gun.snap_bonus)
    local m2, gun2 = miranda(), peacemaker()
    twtw.action.stack(17) -- 20 vs 4: 4 bumps → cock, +2 (max), one left over
    local out2 = twtw.rules["fastdraw.resolve"](m2, gun2)
    assert.equal(2, out2.snap_bonus)
    assert.equal(3, out2.extras:total())
  end)

  it("a weapon already cocked (or not single action) puts the first bump toward the snap penalty", function()
    local m, gun = miranda(), peacemaker()
    gun.cocked = true
    twtw.action.stack(37)
    local out = twtw.rules["fastdraw.resolve"](m, gun)
    assert.equal(0, out.extras:find("cock"))
    assert.equal(1, out.snap_bonus)
  end)

  it("the snap bonus reaches the next shot's snap penalty (core.aim's ranged.aim reads ctx.snap_bonus)", function()
    local m, gun = miranda(), peacemaker()
    twtw.action.stack(25)
    twtw.rules["fastdraw.resolve"](m, gun)
    local tn = twtw.terms("TN", 5, "Standard")
    twtw.rules["ranged.aim"]({ weapon = gun, aimed = 0, snap_bonus = gun.snap_bonus }, tn)
    assert.equal(1, tn:find("snap"))
  end)

  it("the table by margin: 0 or better Draw F; −1, −2 Draw S; −3 or worse Hesitate", function()
    local function draw(card, w)
      twtw.action.stack(card)
      return twtw.rules["fastdraw.resolve"](miranda(), w or peacemaker())
    end
    assert.equal("draw_f", draw(2).result)          -- 4 vs 4
    local s = draw(5)                               -- 3 vs 4
    assert.equal("draw_s", s.result)
    assert.equal("S", s.speed)
    assert.equal("draw_s", draw(19).result)         -- 2 vs 4
    local h = draw(19, twtw.rules["gear.weapon"]("walker_colt")) -- 2 vs 5
    assert.equal("hesitate", h.result)
    assert.equal(nil, h.speed)
    assert.falsy(h.drawn)
  end)

  it("Calamity on a failed check: the weapon is dropped (decided default); a CF on a success still draws", function()
    local m, gun = miranda(1), peacemaker()
    twtw.action.stack(26) -- Fast Draw 1: row 1 shows 1, CF
    local out = twtw.rules["fastdraw.resolve"](m, gun)
    assert.equal("calamity", out.result)
    assert.truthy(gun.dropped)
    assert.falsy(gun.drawn)
    -- card 48: rows 15 and 1 (CF on row 2) — a success, so no calamity
    twtw.action.stack(48)
    local ok = twtw.rules["fastdraw.resolve"](miranda(2), peacemaker())
    assert.falsy(ok.check.calamity)
    assert.equal("draw_f", ok.result)
  end)
end)

describe("fastdraw.both (seed 000 \"Fast Draw\": both hands)", function()
  it("each check resolved normally; the slowest result applies", function()
    local m = miranda()
    local a, b = peacemaker(), twtw.rules["gear.weapon"]("derringer")
    twtw.action.stack(2, 37) -- main: 4 vs 5 → Draw S; off hand: 9 vs 6 → Draw F
    local out = twtw.rules["fastdraw.both"](m, a, b)
    assert.equal(5, out.main.check.tn)
    assert.equal(6, out.off.check.tn)
    assert.equal("draw_s", out.main.result)
    assert.equal("draw_f", out.off.result)
    assert.equal("draw_s", out.result)
    assert.equal("S", out.speed)
  end)
end)

-- two_guns draws both of Miranda's Peacemakers at once (Dexterity d12, Fast
-- Draw 3, Shooting 3; the target 6 paces off) on the cards given, then fires
-- one shot from each hand on the next two: the draw's result, the two shots'
-- outcomes and Miranda.
local function draw_both(draw1, draw2)
  local R = twtw.rules
  local f = R["fight.new"] { name = "two-gun fast draw", combatants = {
    { name = "Miranda", side = "a", traits = { dexterity = 12, reflex = 12 }, skills = { shooting = 3, fast_draw = 3 },
      weapons = { "peacemaker", { base = "peacemaker", key = "peacemaker_left", name = "Colt Peacemaker (left hand)" } } },
    { name = "Target", side = "b", traits = {}, pos = { x = 6, y = 0 }, tactics = "hold" },
  } }
  f.round, f.phase = 1, 1
  R["round.start"](f)
  local m = f.by_name.Miranda
  twtw.action.stack(draw1, draw2)
  return f, m, R["action.fast_draw_both"](f, m, { kind = "fast_draw_both", weapon = 1, off = 2 })
end

local function two_guns(draw1, draw2, shot1, shot2)
  local R = twtw.rules
  local f, m, drew = draw_both(draw1, draw2)
  twtw.action.stack(shot1, shot2)
  local out = R["action.two_guns"](f, m, { kind = "two_guns", shots = { { weapon = 1, target = "Target" },
    { weapon = 2, target = "Target" } } })
  return drew.result, out.shots[1], out.shots[2], m
end

-- seed 000 "Fast Draw": "+ (one per bump): Add from the following (in order,
-- as needed): Cock weapon, +1 toward snap shot penalty (max 0 penalty)"; both
-- hands: "Resolve each check normally, and apply the slowest speed result."
describe("fast drawing two guns: each gun keeps its own relief toward the snap shot penalty (seed 000 \"Fast Draw\")", function()
  it("the right gun earns +2 (card 19: 21 vs TN 5), the left none (card 22: 7 vs TN 6): the right shot is "
    .. "TN 5 + 1 (each hand) = 6, the left 5 + 2 (snap) + 1 + 3 (off hand) = 11", function()
    local drew, right, left = two_guns(19, 22, 41, 23)
    assert.equal(21, drew.main.check.total)
    assert.equal(5, drew.main.check.tn)
    assert.equal(2, drew.main.snap_bonus)
    assert.equal(7, drew.off.check.total)
    assert.equal(6, drew.off.check.tn)
    assert.equal(0, drew.off.snap_bonus)
    assert.equal("Colt Peacemaker, gunslinger model", right.weapon)
    assert.equal(6, right.tn)
    assert.equal(0, (right.tn_terms:find("snap")))
    assert.equal("Colt Peacemaker (left hand)", left.weapon)
    assert.equal(11, left.tn)
    assert.equal(2, (left.tn_terms:find("snap")))
  end)

  it("the left gun earns +2 (card 26: 18 vs TN 6), the right none (card 17: 6 vs TN 5): the right shot is "
    .. "TN 5 + 2 (snap) + 1 = 8, the left 5 + 1 + 3 = 9 (its snap penalty gone)", function()
    local drew, right, left, m = two_guns(17, 26, 47, 5)
    assert.equal(6, drew.main.check.total)
    assert.equal(0, drew.main.snap_bonus)
    assert.equal(18, drew.off.check.total)
    assert.equal(6, drew.off.check.tn)
    assert.equal(2, drew.off.snap_bonus)
    assert.equal(8, right.tn)
    assert.equal(2, (right.tn_terms:find("snap")))
    assert.equal(9, left.tn)
    assert.equal(0, (left.tn_terms:find("snap")))
    assert.equal(3, (left.tn_terms:find("off_hand")))
    assert.is_nil(m.weapons[2].snap_bonus) -- spent on its shot
  end)

  it("a relief not spent in the draw's round is gone the next (decided here: the draw flows into its shot)", function()
    local f, m = draw_both(19, 22) -- the right gun earns +2, as above
    assert.equal(2, m.weapons[1].snap_bonus)
    twtw.rules["round.start"](f)
    assert.is_nil(m.weapons[1].snap_bonus)
  end)

  it("attack.context reads the relief of the gun it is built for", function()
    local m = miranda()
    local a, b = peacemaker(), peacemaker()
    twtw.action.stack(17, 2) -- main: 20 vs 5, 3 bumps → cock, +2; off: 4 vs 6 → Draw S
    twtw.rules["fastdraw.both"](m, a, b)
    assert.equal(2, a.snap_bonus)
    assert.is_nil(b.snap_bonus)
    assert.equal(2, twtw.rules["attack.context"](nil, m, fixtures.combatant { name = "T" }, a, { no_bystanders = true })
      .snap_bonus)
    assert.is_nil(twtw.rules["attack.context"](nil, m, fixtures.combatant { name = "T" }, b, { no_bystanders = true })
      .snap_bonus)
  end)
end)

describe("action.fast_draw: Hesitate spends the round's turn as Draw S ends it (seed 000 \"Fast Draw\" Key: \"Hesitate: "
  .. "The character is unable to draw their weapon and their turn is spent. Draw S: … (turn ends)\")", function()
  it("Clumsy (Dexterity d4, Fast Draw 1), Peacemaker TN 4, card 27: 1, margin −3 — Hesitate: not drawn, done for the round", function()
    local c = fixtures.combatant { name = "Clumsy", traits = { dexterity = 4 }, skills = { fast_draw = 1 }, weapons = { "peacemaker" } }
    twtw.action.stack(27)
    local out = twtw.rules["action.fast_draw"](nil, c, { kind = "fast_draw", weapon = 1 })
    assert.equal("hesitate", out.result.result)
    assert.equal(false, c.weapons[1].drawn or false)
    assert.equal(true, out.turn_over)
    assert.equal(true, c.state.done)
  end)
end)

-- seed 000 "Two Weapons": "Any action taken with an off hand is made at an
-- additional -3"; "Fast Draw": with both hands, "reduce the off hand penalty
-- to -1 extra". Decided here (rules/fastdraw.lua): a draw with the off hand
-- alone is at the off hand's −1, not the −1 each hand takes when both draw.
describe("a fast draw with the off hand alone is at −1 (seed 000 \"Fast Draw\", \"Two Weapons\"; decided here)", function()
  it("fastdraw.tn with off_hand alone: the off hand's +1, no +1 for drawing with both hands", function()
    local tn = twtw.rules["fastdraw.tn"](miranda(), peacemaker(), { off_hand = true })
    assert.equal(5, tn:total()) -- 5 − 1 (short) + 1 (off hand)
    assert.same({ 1, 1 }, { tn:find("off_hand") })
    assert.same({ 0, 0 }, { tn:find("two_hands") })
  end)

  it("the right arm lost: the Peacemaker is fast drawn with the left, the off hand — card 7, 4 vs TN 5: Draw S, "
    .. "where TN 4 would be Draw F", function()
    local c = fixtures.combatant { name = "Stumpy", skills = { fast_draw = 2 }, weapons = { "peacemaker" },
      wounds = { ["right arm"] = 5 } }
    twtw.action.stack(7)
    local out = twtw.rules["action.fast_draw"](nil, c, { kind = "fast_draw", weapon = 1 })
    assert.equal(5, out.result.tn:total())
    assert.same({ 1, 1 }, { out.result.tn:find("off_hand") })
    assert.same({ 4, "draw_s" }, { out.result.check.total, out.result.result })
    assert.equal(c.weapons[1], c.state.hands.left)
  end)

  it("two arms, a Peacemaker in the right (dominant) hand: the derringer goes to the left, fast drawn at +1 — "
    .. "card 2, 4 vs TN 5: Draw S", function()
    local m = fixtures.combatant { name = "Miranda Valentine", traits = { dexterity = 10 }, skills = { fast_draw = 2 },
      weapons = { "peacemaker", "derringer" }, in_hand = { right = "peacemaker" } }
    twtw.action.stack(2)
    local out = twtw.rules["action.fast_draw"](nil, m, { kind = "fast_draw", weapon = 2 })
    assert.equal(5, out.result.tn:total()) -- 5 − 1 (short) + 1 (off hand)
    assert.equal("draw_s", out.result.result)
    assert.equal(m.weapons[2], m.state.hands.left)
  end)

  it("the dominant hand free: no off-hand term (card 2, 4 vs TN 4: Draw F)", function()
    local m = fixtures.combatant { name = "Miranda Valentine", traits = { dexterity = 10 }, skills = { fast_draw = 2 },
      weapons = { "peacemaker", "derringer" }, in_hand = { left = "peacemaker" } }
    twtw.action.stack(2)
    local out = twtw.rules["action.fast_draw"](nil, m, { kind = "fast_draw", weapon = 2 })
    assert.equal(4, out.result.tn:total())
    assert.same({ 0, 0 }, { out.result.tn:find("off_hand") })
    assert.equal("draw_f", out.result.result)
    assert.equal(m.weapons[2], m.state.hands.right)
  end)
end)
