-- rules/damage_apply_spec.lua — seed 000 "Dealing Damage", "Hit Location and
-- Damage" (a fifth wound), "Applying Wounds and Concussion"; seed 001
-- "Bumping Penetration" (ablation, a secondary location).
--
-- Card 37: stack right arm / belly / [left leg] / right leg, penetration +1;
-- effect d8 column (2) 12, (3) 13.
local twtw = require("twtw")

local F = require("rules.lib.fixture")

local function gun(t) return F.gun("(3)8", "(2)8", t) end

local function hit(n) return F.hit(twtw.action.card(n), 0, 9) end

local function target(t) return fixtures.combatant(F.with({ name = "Target", traits = { fortitude = 4 } }, t)) end

describe("damage.ablate (seed 001 \"Bumping Penetration\")", function()
  it("an A result wears the cover hit by 1; each ablate bump by one more", function()
    local t = target()
    t.cover = { name = "hardwood", av = 3, locations = { "legs" } }
    -- card 37: left leg behind hardwood AV 3; PV +1 + Pen 2 = 3: A
    local rec = twtw.rules["damage.resolve"]({ target = t, weapon = gun { pen = 2 } }, hit(37), { ablate = 2 })
    assert.equal("A", rec.outcome)
    assert.equal(3, t.cover.ablated)
  end)

  it("\"it may instead ablate the armor value at a secondary location\": Hank's second hole in the table", function()
    local t = target()
    local table_ = { name = "overturned table", av = 2, locations = { "torso" } }
    t.cover = table_
    -- card 37's left leg is not behind the table: the hit lands, the bump holes the table
    local rec = twtw.rules["damage.resolve"]({ target = t, weapon = gun() }, hit(37),
      { ablate_other = 1, other = table_ })
    assert.equal("left leg", rec.location)
    assert.equal(nil, rec.cover)
    assert.equal(1, table_.ablated)
    assert.equal(2, t.body:wounds("left leg"))
  end)
end)

describe("damage.resolve: wounds on the body", function()
  it("a fifth torso wound kills (seed 000 \"Hit Location and Damage\")", function()
    local t = target { ct = 30 }
    t.body:apply("chest", 4, 0)
    twtw.rules["damage.resolve"]({ target = t, weapon = gun() }, hit(37), { shift = -1 })
    assert.equal(true, t.body:dead())
    assert.equal(true, t.state.dead)
    assert.equal(1, #twtw.logged("death"))
  end)

  it("\"Figure wounds and CT normally, but ignore the new wounds\": a critical leg takes the hit's CT only", function()
    local t = target { ct = 30 }
    t.body:apply("left leg", 5, 0)
    assert.equal(0, twtw.rules["damage.overflow_ct"](t))
    local rec = twtw.rules["damage.resolve"]({ target = t, weapon = gun() }, hit(37))
    assert.equal(2, rec.wounds) -- (3)8 on card 37: 13, 2 wounds and 1 CT
    assert.equal(1, rec.applied.ct_lost)
    assert.equal(29, t.body:ct())
    assert.equal(5, t.body:wounds("left leg"))
  end)

  it("wounds.overflow ct = \"size\": each wound that does not fit costs Size CT instead", function()
    local R = twtw.rules
    local t = target { ct = 30 }
    t.body:apply("left leg", 5, 0)
    local was = R["wounds.overflow"].ct
    R["wounds.overflow"].ct = "size"
    finally(function() R["wounds.overflow"].ct = was end)
    assert.equal(6, R["damage.overflow_ct"](t))
    local rec = R["damage.resolve"]({ target = t, weapon = gun() }, hit(37))
    assert.equal(13, rec.applied.ct_lost)
    assert.equal(17, t.body:ct())
  end)
end)

describe("wounds on the body (seed 000 \"Hit Location and Damage\", \"Wound Markers\", \"Taking Concussion\")", function()
  after_each(function() twtw.rules["wounds.overflow"].ct = 0 end)

  it("a 5th wound to the torso kills", function()
    local t = target { ct = 30 }
    t.body:apply("chest", 4, 0)
    local rec = twtw.rules["damage.resolve"]({ target = t, weapon = gun { dmg = "(2)6" } }, hit(1))
    assert.equal("chest", rec.location)
    assert.equal(1, rec.wounds)
    assert.truthy(rec.event.died)
    assert.truthy(t.body:dead())
    assert.truthy(t.state.dead)
    assert.truthy(t.state.out)
  end)

  it("a 5th wound to a limb loses the limb but does not kill; the wound past the 5th is ignored", function()
    local t = target { ct = 30 }
    t.body:apply("left leg", 4, 0)
    local rec = twtw.rules["damage.resolve"]({ target = t, weapon = gun() }, hit(37))
    assert.truthy(rec.event.disabled)
    assert.falsy(rec.event.died)
    assert.truthy(t.body:lost("left leg"))
    assert.falsy(t.body:dead())
    assert.equal(1, rec.event.overflow)
    assert.equal(1, rec.event.ct_lost)
  end)

  it("wounds to a lost limb: \"ignore the new wounds\" (default), or each becomes Size CT (wounds.overflow ct = \"size\")", function()
    local t = target { ct = 30 }
    t.body:apply("left leg", 5, 0)
    local rec = twtw.rules["damage.resolve"]({ target = t, weapon = gun() }, hit(37))
    assert.equal(2, rec.event.overflow)
    assert.equal(1, rec.event.ct_lost)
    assert.equal(5, t.body:wounds("left leg"))
    assert.equal(29, t.body:ct())
    twtw.rules["wounds.overflow"].ct = "size"
    local t2 = target { ct = 30 }
    t2.body:apply("left leg", 5, 0)
    local rec2 = twtw.rules["damage.resolve"]({ target = t2, weapon = gun() }, hit(37))
    assert.equal(2 * 6 + 1, rec2.event.ct_lost)
    assert.equal(30 - 13, t2.body:ct())
  end)

  it("CT at 0 or below: concussed and out of the fight", function()
    local t = target { ct = 10 }
    local rec = twtw.rules["damage.resolve"]({ target = t, weapon = gun { damage = "impact" } }, hit(37))
    assert.equal(13, rec.ct)
    assert.truthy(rec.event.concussed_now)
    assert.truthy(t.body:concussed())
    assert.truthy(t.state.concussed)
    assert.truthy(t.state.out)
  end)

  it("down: dead, or concussed at 0 CT (seed 000 \"Taking Concussion\"); a fresh body is neither", function()
    local fresh, concussed, dead = twtw.damage.body(10), twtw.damage.body(10), twtw.damage.body(10)
    concussed:lose_ct(10)
    dead:kill()
    assert.same({ false, true, true }, { fresh:down(), concussed:down(), dead:down() })
    assert.same({ false, true, false }, { fresh:concussed(), concussed:concussed(), dead:concussed() })
    assert.equal(false, concussed:dead())
  end)
end)

describe("api.damage.parts (seed 000 \"Wound Markers\")", function()
  it("the six parts in the core's order, the order every rule reads them in", function()
    assert.same({ "head", "torso", "right arm", "left arm", "right leg", "left leg" }, twtw.damage.parts())
  end)
  it("part_of: vitals, chest and belly wound the torso (seed 000 \"Hit Location\"); a part names itself", function()
    assert.equal("torso", twtw.damage.part_of("vitals"))
    assert.equal("torso", twtw.damage.part_of("chest"))
    assert.equal("torso", twtw.damage.part_of("belly"))
    assert.equal("head", twtw.damage.part_of("head"))
    assert.equal("left leg", twtw.damage.part_of("left leg"))
    assert.equal("torso", twtw.damage.part_of("torso"))
    assert.is_nil(twtw.damage.part_of("tail"))
  end)
  it("a body takes wounds in each of them", function()
    local b = twtw.damage.body(12)
    for i, p in ipairs(twtw.damage.parts()) do b:apply(p, 1, 0) assert.equal(1, b:wounds(p), p .. " #" .. i) end
  end)
end)

-- credit(ev, key, tag) → the entry of the logged event's terms field key
-- with that tag (from terms:list()).
local function credit(ev, key, tag)
  for _, x in ipairs(ev.fields[key]:list()) do
    if x.tag == tag then return x end
  end
  return nil
end

-- logged_one(kind, pattern) → the one logged event of that kind whose text
-- matches pattern.
local function logged_one(kind, pattern)
  local found
  for _, ev in ipairs(twtw.logged(kind)) do
    if ev.text:find(pattern) then
      assert.is_nil(found, "two " .. kind .. " lines match " .. pattern)
      found = ev
    end
  end
  assert.truthy(found, "no " .. kind .. " line matches " .. pattern)
  return found
end

describe("what the transcript credits: the location, the wounds and CT dealt, the wound level", function()
  it("card 37, (3)8: effect 13 against Size 6 is 2 wounds and 1 CT (seed 000 \"Dealing Damage\"), each a term", function()
    twtw.rules["damage.resolve"]({ target = target(), weapon = gun() }, hit(37))
    local dmg = logged_one("damage", "DMG")
    assert.equal(2, dmg.fields.wounds_dealt:total())
    assert.equal(1, dmg.fields.ct_dealt:total())
    local w = credit(dmg, "wounds_dealt", "split")
    assert.equal("effect 13, Size 6: a wound per full Size (deadly)", w.reason)
    assert.equal("core.damage_apply", w.module)
    assert.matches("^rules/damage_apply%.lua:%d+$", w.where)
    assert.equal("effect 13, Size 6: the rest (deadly)", credit(dmg, "ct_dealt", "split").reason)
    assert.is_nil(credit(dmg, "wounds_dealt", "preview")) -- nothing changed the core's reading
  end)

  it("brawling (seed 000 \"Brawling\"): 13 against Size 6 is 1 wound (per 2 × Size) and 6 CT (3 per Size)", function()
    twtw.rules["damage.resolve"]({ target = target(), weapon = gun { damage = "brawling" } }, hit(37))
    local dmg = logged_one("damage", "DMG")
    assert.equal("effect 13, Size 6: a wound per full 2 × Size (brawling)", credit(dmg, "wounds_dealt", "split").reason)
    assert.equal(1, dmg.fields.wounds_dealt:total())
    assert.equal("effect 13, Size 6: 3 CT per full Size (brawling)", credit(dmg, "ct_dealt", "split").reason)
    assert.equal(6, dmg.fields.ct_dealt:total())
  end)

  it("the location: card 37's standard slot is 3 (the left leg); a bump up moves it to slot 2, the belly", function()
    twtw.rules["damage.resolve"]({ target = target(), weapon = gun() }, hit(37), { shift = -1 })
    local at = logged_one("damage", "hit in the")
    assert.equal("Target hit in the belly", at.text)
    assert.equal(2, at.fields.located:total())
    assert.equal(3, credit(at, "located", "card").amount)
    assert.equal("card 37's standard location, the left leg", credit(at, "located", "card").reason)
    assert.equal(-1, credit(at, "located", "bumps").amount)
  end)

  it("the location: a shift past the top of the stack stops at slot 1 (seed 001 \"Bumping Hit Location\")", function()
    twtw.rules["damage.resolve"]({ target = target(), weapon = gun() }, hit(37), { shift = -4 })
    local at = logged_one("damage", "hit in the")
    assert.equal("Target hit in the right arm", at.text)
    assert.equal(1, at.fields.located:total())
    assert.equal(2, credit(at, "located", "stack").amount)
    assert.equal("the stack ends at slot 1", credit(at, "located", "stack").reason)
  end)

  it("the wound level is the most wounds in any part (seed 000 \"Wounds\"): head 3 beside the leg's new 2 is Heavy", function()
    local t = target { ct = 30 }
    t.body:apply("head", 3, 0)
    twtw.rules["damage.resolve"]({ target = t, weapon = gun() }, hit(37))
    local wound = logged_one("wound", "wound level")
    assert.equal(3, wound.fields.wound_level:total())
    assert.equal("the most wounds in any part: head 3 (Heavy)", credit(wound, "wound_level", "level").reason)
    assert.is_nil(wound.fields.overflow_ct)
  end)

  it("a lost leg's overflow at Size CT each (wounds.overflow ct = \"size\"): 12 CT credited to the data a set changed", function()
    local R = twtw.rules
    local t = target { ct = 30 }
    t.body:apply("left leg", 5, 0)
    R["wounds.overflow"].ct = "size"
    finally(function() R["wounds.overflow"].ct = 0 end)
    R["damage.resolve"]({ target = t, weapon = gun() }, hit(37))
    local wound = logged_one("wound", "wound level")
    assert.equal(12, wound.fields.overflow_ct:total())
    assert.equal("2 wound(s) the left leg cannot take", credit(wound, "overflow_ct", "overflow").reason)
  end)
end)
