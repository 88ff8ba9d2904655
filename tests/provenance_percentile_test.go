package tests

import (
	"strings"
	"testing"
)

// The percentile ruleset's terms name the data table entries they were read
// from (ARCHITECTURE.md "Provenance"): with its example house rule
// posse.head_shots on (scripts/rulesets/percentile/houserules/head_shots.lua:
// the head's damage multiplier ×2 instead of core's ×3, an api.set of
// location.multipliers), explain credits the head's term to the house rule's
// set, in text and in JSON, and nothing else; without it the same attack is
// ×3 and credits no set. Bill (56 % aimed pistol) aims at Curly Joe's head
// (−40 → 16 %), the D100 is 4 (--card 4), and at seed 1 the Colt's 1D8
// shows 4.
func TestPercentileExplainCreditsTheHouseRule(t *testing.T) {
	t.Chdir(t.TempDir())
	mustTwtw(t, "campaign", "new", "camp.toml", "--ruleset", "percentile")
	mustTwtw(t, "campaign", "enable", "camp.toml", "posse.head_shots")

	attack := "rulesets/percentile/rules/attack.lua"
	dice := "[percentile.attack rules/attack.lua:" + scriptLine(t, attack, `local t = api.terms("damage", n,`) + "]"
	multiplier := "rules/attack.lua:" + scriptLine(t, attack, `t:add(after - n,`)
	set := "houserules/head_shots.lua:" + scriptLine(t, "rulesets/percentile/houserules/head_shots.lua", `api.set("location.multipliers"`)
	area := "[percentile.hit rules/hit.lua:" + scriptLine(t, "rulesets/percentile/rules/hit.lua", `t:add(pen, "aiming at the "`) + "]"

	out := mustTwtw(t, "explain", "--campaign", "camp.toml", "--called", "head", "--card", "4", "--seed", "1")
	for _, want := range []string{
		"campaign camp.toml · modules: posse.head_shots 1.0.0 (head=2)\n",
		"Bill fires at Curly Joe with the Colt revolver (aimed pistol): D100 4 vs 16 % — hit\n",
		// the aiming penalty and the dice read entries the house rule left alone
		"      -40 aiming at the head  " + area + "\n",
		"  Curly Joe: aimed at the head; 8 damage, HP 13 → 5\n",
		"    damage_terms: 4 (Colt revolver d8: 4) + 4 (head ×2) = 8\n",
		"      +4 Colt revolver d8: 4  " + dice + "\n",
		"      +4 head ×2  [percentile.attack " + multiplier + " · data location.multipliers[head] set by posse.head_shots " + set + "]\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain with posse.head_shots lacks %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, " · data "); n != 1 {
		t.Errorf("explain credits %d terms to a set, want 1 (the head's multiplier):\n%s", n, out)
	}

	// the same attack under the core rules: ×3, 12 damage, no set to credit
	out = mustTwtw(t, "explain", "--ruleset", "percentile", "--called", "head", "--card", "4", "--seed", "1")
	for _, want := range []string{
		"  Curly Joe: aimed at the head; 12 damage, HP 13 → 1\n",
		"      +8 head ×3  [percentile.attack " + multiplier + "]\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain without the house rule lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, " · data ") {
		t.Errorf("explain without the house rule credits a set:\n%s", out)
	}

	out = mustTwtw(t, "explain", "--campaign", "camp.toml", "--called", "head", "--card", "4", "--seed", "1", "--json")
	var found bool
	for _, x := range loggedTerms(t, out, "damage", "damage_terms") {
		switch x.Tag {
		case "location":
			found = true
			if x.Amount != 4 || x.Where != multiplier || !x.credits("location.multipliers", "head", "posse.head_shots", set) {
				t.Errorf("the head's term in JSON: %+v; want 4 at %s, read from location.multipliers[head] as set by posse.head_shots %s", x, multiplier, set)
			}
		case "dice":
			if x.Amount != 4 || len(x.Data) != 0 {
				t.Errorf("the dice term in JSON: %+v", x)
			}
		}
	}
	if !found {
		t.Errorf("no location term in the JSON transcript:\n%s", out)
	}

	out = mustTwtw(t, "doc", "location.multipliers", "--campaign", "camp.toml")
	if want := "changed by sets:\n  posse.head_shots " + set + ": location.multipliers[head] = 2\n"; !strings.Contains(out, want) {
		t.Errorf("doc location.multipliers lacks %q:\n%s", want, out)
	}
}

// retableRule changes one entry of every data table a percentile term names
// (besides location.multipliers, which posse.head_shots covers), so that each
// term shows which entry it was read from; retableSpec checks each one. A
// reference naming the wrong entry leaves its term without data (or names
// another), and the spec fails.
const retableRule = `-- retable-rules/retable.lua — one changed entry in each data table whose
-- entries the percentile terms name (a test of their data references).
local M = {
  name = "posse.retable",
  version = "1.0.0",
  summary = "One changed entry in each data table the percentile terms name",
  source = "house rule (a test)",
}

local function copy(v)
  if type(v) ~= "table" then return v end
  local t = {}
  for k, x in pairs(v) do t[k] = copy(x) end
  return t
end

-- retable(api, name, change): set name to a copy of itself, changed.
local function retable(api, name, change)
  api.set(name, function(old)
    local t = copy(old)
    change(t)
    return t
  end)
end

function M.setup(api)
  retable(api, "combatant.base_skills", function(t) t.aimed_pistol = 30 end)
  retable(api, "gear.range_table", function(t) t.long = -25 end)
  retable(api, "gear.weapons", function(t) t.revolver.effective, t.revolver.damage = 20, "1d10" end)
  retable(api, "location.areas", function(t) t.head = -30 end)
  retable(api, "shots.table", function(t) t[4].aimed, t[3].upto = 2, 16 end)
  retable(api, "shots.hands", function(t) t.secondary = -2 end)
  retable(api, "stun.table", function(t) t.light.dark, t.distance[3].rolls = -4, 4 end)
  retable(api, "stun.target", function(t) t.plus = 12 end)
end

return M
`

const retableSpec = `-- retable-rules/retable_spec.lua — with posse.retable on, each term read
-- from a changed entry names it, and a term read from an unchanged one
-- names nothing.
local twtw = require("twtw")
local R = twtw.rules

local function term(t, tag)
  for _, x in ipairs(t:list()) do
    if x.tag == tag then return x end
  end
  return nil
end

describe("percentile terms name their data", function()
  it("hit.percentage: the untrained skill, the long range, the aimed-at area", function()
    local joe = fixtures.combatant { name = "Joe", side = "gang", skills = { instinctive_pistol = 40 } }
    local ctx = { attacker = joe, target = fixtures.combatant {}, weapon = joe.weapons[1], mode = "aimed", distance = 22, area = "head" }
    local t = R["hit.percentage"](ctx)
    assert.equal(30 - 25 - 30, t:total())
    assert.equal("combatant.base_skills[aimed_pistol]", term(t, "skill").data)
    assert.equal("gear.range_table[long], gear.weapons[revolver][effective]", term(t, "range").data)
    assert.equal("location.areas[head]", term(t, "area").data)
    assert.truthy(term(t, "area").set_by:find("^posse%.retable retable%-rules/retable%.lua:%d+$"))
  end)
  it("damage.roll: the revolver's dice; the chest's ×2 is unchanged", function()
    local joe = fixtures.combatant { name = "Joe" }
    twtw.dice.stack(7)
    local t = R["damage.roll"]({ weapon = joe.weapons[1] }, { part = "chest" })
    assert.equal(14, t:total())
    assert.equal("gear.weapons[revolver][damage]", term(t, "dice").data)
    assert.equal(nil, term(t, "location").data)
  end)
  it("shots.count: the cell and the bound that picked its row; the secondary hand", function()
    local c = fixtures.combatant { combat_speed = 17, weapons = { "revolver", "revolver" } }
    local n, t = R["shots.count"](c, c.weapons[1], "aimed")
    assert.equal(2, n)
    assert.equal("shots.table[4][aimed], shots.table[3][upto]", term(t, "table").data)
    n, t = R["shots.count"](c, c.weapons[2], "instinctive")
    assert.equal(2, n)
    assert.equal("shots.table[3][upto]", term(t, "table").data)
    assert.equal("secondary hand fires 2 less", term(t, "hand").reason)
    assert.equal("shots.hands[secondary]", term(t, "hand").data)
  end)
  it("stun.rolls: table 71's conditions and distance rows", function()
    local n, t = R["stun.rolls"]({ light = "dark", noise = "silent", cover = "little" }, 15)
    assert.equal(-4 + 2 + 0 + 4, n)
    assert.equal("stun.table[light][dark]", term(t, "light").data)
    assert.equal(nil, term(t, "noise").data)
    assert.equal("stun.table[distance][3][rolls]", term(t, "distance").data)
  end)
  it("stun.attempt: STRENGTH + 12 − RESISTANCE", function()
    local bill = fixtures.combatant { strength = 13 }
    local guard = fixtures.combatant { name = "Guard", side = "ranch", resistance = 11 }
    twtw.dice.stack(12, 4, 2, 9, 5)
    local out = R["stun.attempt"](bill, guard)
    assert.equal(14, out.target:total())
    assert.equal("+ 12", term(out.target, "ten").reason)
    assert.equal("stun.target[plus]", term(out.target, "ten").data)
  end)
end)
`

// TestPercentileTermsNameTheirData runs retableSpec with posse.retable on in
// a campaign folder: every data reference the percentile terms carry names
// the entry it was read from.
func TestPercentileTermsNameTheirData(t *testing.T) {
	t.Chdir(t.TempDir())
	writeFile(t, "retable-rules", "retable.lua", retableRule)
	writeFile(t, "retable-rules", "retable_spec.lua", retableSpec)
	mustTwtw(t, "campaign", "new", "camp.toml", "--ruleset", "percentile")
	mustTwtw(t, "campaign", "scripts", "camp.toml", "add", "./retable-rules")
	mustTwtw(t, "campaign", "enable", "camp.toml", "posse.retable")
	out, errs, code := twtw(t, "test", "--campaign", "camp.toml", "--only-campaign")
	if code != 0 || errs != "" || !strings.HasSuffix(out, "5 passed, 0 failed\n") {
		t.Errorf("the retable spec: exit %d, stderr %q, stdout:\n%s", code, errs, out)
	}
}
