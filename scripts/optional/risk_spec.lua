-- optional/risk_spec.lua — seed 000 "Risk".
local twtw = require("twtw")
local weigh_check = require("rules.lib.weigh_check")

-- A Peacemaker hit read off card 19: chest, 2 wounds and 1 CT on a Size 6
-- target; off card 18: head, (2)8 read two rows down for the head's 2 damage bumps
-- (seed 000 "Hit Location and Damage"): row (4) 21, 3 wounds and 3 CT (no bumps spent).
local function shot(target, card)
  local ctx = { attacker = fixtures.combatant { name = "Angus" }, target = target,
    weapon = twtw.rules["gear.weapon"]("peacemaker") }
  return twtw.rules["damage.resolve"](ctx, { card = twtw.action.card(card), success = true, bumps = 0 }, nil)
end

local function hero(fields)
  local t = { name = "Miranda", player = true }
  for k, v in pairs(fields or {}) do t[k] = v end
  return fixtures.combatant(t)
end

describe("risk (seed 000 \"Risk\"): a critical head or torso wound is serious instead", function()
  it("Miranda (torso 3) takes 2 more in the chest: torso 4 (serious), alive, out of action for the scene with a complication", function()
    local m = hero()
    m.body:apply("chest", 3, 0)
    local rec = shot(m, 19)
    assert.equal(4, m.body:wounds("torso"))
    assert.equal(false, m.body:dead())
    assert.equal(true, m.state.out)
    assert.equal(13, m.body:ct()) -- the hit's CT still lands
    assert.equal(1, #m.complications)
    assert.equal(2, rec.risk.wounds)
    assert.equal(1, rec.risk.capped)
    assert.equal(false, twtw.rules["combatant.active"](m))
  end)
  it("the DMG line credits the cap to risk: 2 wounds read off the card, −1 by rule damage.preview as risk wraps it", function()
    local m = hero()
    m.body:apply("chest", 3, 0)
    shot(m, 19)
    local dmg
    for _, ev in ipairs(twtw.logged("damage")) do
      if ev.text:find("DMG") then dmg = ev end
    end
    local dealt = dmg.fields.wounds_dealt:list()
    assert.equal(2, #dealt)
    assert.same({ 2, "split" }, { dealt[1].amount, dealt[1].tag })
    assert.same({ -1, "preview", "damage.preview" }, { dealt[2].amount, dealt[2].tag, dealt[2].data })
    assert.equal("wrapped by risk optional/risk.lua:138", dealt[2].set_by)
    assert.equal(1, dmg.fields.ct_dealt:total()) -- the CT is the core's
  end)
  it("module off: the same hit kills her (5 wounds in the torso)", function()
    twtw.use {}
    local m = hero()
    m.body:apply("chest", 3, 0)
    shot(m, 19)
    assert.equal(5, m.body:wounds("torso"))
    assert.equal(true, m.body:dead())
  end)
  it("the head: 2 wounds + card 18's 3 → 4, not 5", function()
    local m = hero()
    m.body:apply("head", 2, 0)
    shot(m, 18)
    assert.equal(4, m.body:wounds("head"))
    assert.equal(false, m.body:dead())
    assert.equal(true, m.state.risk_out)
  end)
  it("a wound that is not critical changes nothing: card 18 on an unhurt head is 3 wounds, still fighting", function()
    local m = hero()
    shot(m, 18)
    assert.equal(3, m.body:wounds("head"))
    assert.falsy(m.state.out)
  end)
  it("limbs are not protected: a fifth wound in a leg is a lost limb; NPCs are not protected at all", function()
    local m = hero()
    m.body:apply("left leg", 4, 0)
    shot(m, 37) -- left leg, 2 wounds
    assert.equal(true, m.body:lost("left leg"))
    local npc = fixtures.combatant { name = "Goon" }
    npc.body:apply("chest", 3, 0)
    shot(npc, 19)
    assert.equal(true, npc.body:dead())
  end)
end)

describe("risk and the bump spend: damage.weigh caps as damage.preview does", function()
  local function ctx(target)
    return { attacker = fixtures.combatant { name = "Angus" }, target = target,
      weapon = twtw.rules["gear.weapon"]("peacemaker") }
  end
  it("Miranda (torso 3): card 19's 2 chest wounds weigh as 1 (to Serious), its 1 CT as 1; module off, 2", function()
    local m = hero()
    m.body:apply("chest", 3, 0)
    local wounds, ct, part = twtw.rules["damage.weigh"](ctx(m), twtw.action.card(19))(0, 0, false, 0)
    assert.same({ 1, 1, "torso" }, { wounds, ct, part })
    twtw.use {}
    wounds = twtw.rules["damage.weigh"](ctx(m), twtw.action.card(19))(0, 0, false, 0)
    assert.equal(2, wounds)
  end)
  it("risk wraps both damage.preview and damage.weigh: the core's fast weigh needs both (host/weigh_test.go counts the previews)", function()
    local function wraps(name)
      for _, l in ipairs(twtw.chain(name)) do
        if l.op == "wrap" and l.module == "risk" then return true end
      end
      return false
    end
    assert.is_true(wraps("damage.preview"))
    assert.is_true(wraps("damage.weigh"))
  end)
  for shift = -2, 2 do
    it("agrees with damage.preview on every card, penetration, RD and damage bump: Miranda at head 2, torso 3, slot shift " ..
      shift, function()
      local m = hero()
      m.body:apply("chest", 3, 0)
      m.body:apply("head", 2, 0)
      assert.is_nil(weigh_check.difference(twtw, ctx(m), shift))
    end)
  end
end)

describe("risking death (seed 000 \"Risk\": \"nothing can save you\", +1 experience)", function()
  local function fight(hero_fields)
    local spec = { name = "Miranda", side = "posse", player = true, risk_death = true }
    for k, v in pairs(hero_fields or {}) do spec[k] = v end
    local f = twtw.rules["fight.new"] { name = "showdown", combatants = {
      spec, { name = "Angus", side = "gang", pos = { x = 5, y = 0 } },
    } }
    return f, f.by_name.Miranda, f.by_name.Angus
  end
  it("declared in the scenario: the fifth torso wound kills her", function()
    local _, m = fight()
    assert.equal(true, m.state.risk_death)
    m.body:apply("chest", 3, 0)
    shot(m, 19)
    assert.equal(true, m.body:dead())
    assert.falsy(m.state.risk_out)
  end)
  it("she survives: +1 experience when the fight ends (once)", function()
    local f, m, angus = fight()
    assert.equal(nil, twtw.rules["fight.over"](f))
    assert.equal(nil, m.experience)
    angus.body:kill()
    assert.equal("posse", twtw.rules["fight.over"](f))
    assert.equal(1, m.experience)
    twtw.rules["fight.over"](f)
    assert.equal(1, m.experience)
  end)
  it("she dies: no experience", function()
    local f, m = fight()
    m.body:kill()
    assert.equal("gang", twtw.rules["fight.over"](f))
    assert.equal(nil, m.experience)
  end)
  it("once per session: a Hero named in declared_this_session cannot declare again, and stays protected", function()
    twtw.use { risk = { declared_this_session = "Jonah, Miranda" } }
    local _, m = fight()
    assert.falsy(m.state.risk_death)
    m.body:apply("chest", 3, 0)
    shot(m, 19)
    assert.equal(false, m.body:dead())
  end)
  it("the declaration belongs to the first round: refused in round 2; NPCs cannot declare", function()
    local f, _, angus = fight({ risk_death = false })
    local m = f.by_name.Miranda
    f.round = 2
    assert.equal(false, (twtw.rules["risk.declare"](f, m)))
    f.round = 1
    assert.equal(true, (twtw.rules["risk.declare"](f, m)))
    assert.equal(false, (twtw.rules["risk.declare"](f, angus)))
  end)
end)
