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
    assert.equal(1, m.state.snap_bonus)
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
    twtw.rules["ranged.aim"]({ weapon = gun, aimed = 0, snap_bonus = m.state.snap_bonus }, tn)
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
