package tests

import (
	"strings"
	"testing"
)

// The ticks ruleset credits a number read from a data table that a house
// rule changed with api.set (ARCHITECTURE.md "Provenance"): with the built-in
// house rule ticks.firearms (every firearm's base damage + 1, seed 003
// "Weapons and Damage": Pistol 3) switched on in a ticks campaign, explain's
// pistol shot at seed 3 (Vera Kade's Double tap at Marlowe, in heavy
// ballistic armour) prints the raised base damage with the entry and the set
// that changed it, in text and JSON; the armour's row, which no set changed,
// is credited to its own line alone; and without the house rule no term
// names a set.
func TestTicksExplainCreditsTheHouseRule(t *testing.T) {
	t.Chdir(t.TempDir())
	mustTwtw(t, "campaign", "new", "agents.toml", "--ruleset", "ticks")
	mustTwtw(t, "campaign", "enable", "agents.toml", "ticks.firearms")

	set := "houserules/firearms.lua:" + scriptLine(t, "rulesets/ticks/houserules/firearms.lua", `api.set("gear.weapons"`)
	base := "rules/attack.lua:" + scriptLine(t, "rulesets/ticks/rules/attack.lua", `"base damage: " .. ctx.weapon.name`)
	again := "rules/outcomes.lua:" + scriptLine(t, "rulesets/ticks/rules/outcomes.lua", `string.format("%s: %s", name, what)`)
	armour := "rules/attack.lua:" + scriptLine(t, "rulesets/ticks/rules/attack.lua", `armour (defence %d vs %s)`)
	credit := " · data gear.weapons[pistol][damage] set by ticks.firearms " + set

	out := mustTwtw(t, "explain", "--campaign", "agents.toml", "--seed", "3")
	for _, want := range []string{
		"campaign agents.toml · rules " + simRules(t, "agents.toml") + " · modules: ticks.firearms 1.0.0 (extra=1)\n",
		"tick 16: Vera Kade attacks Marlowe with the Pistol [Double tap]\n",
		"Vera Kade: 8 wounds to Marlowe\n",
		"    damage: 4 (base damage: Pistol) + 4 (skill: ranged 4) + 4 (Double tap: two rounds, double base damage) − 4 (Heavy ballistic armour (defence 4 vs ranged)) = 8\n",
		"      +4 base damage: Pistol  [ticks.attack " + base + credit + "]\n",
		"      +4 Double tap: two rounds, double base damage  [ticks.outcomes " + again + credit + "]\n",
		// the armour's row is the book's: the term's own line credits it
		"      -4 Heavy ballistic armour (defence 4 vs ranged)  [ticks.attack " + armour + "]\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain lacks %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, " · data "); n != 2 {
		t.Errorf("explain credits %d terms to a set, want 2 (the base damage and Double tap's):\n%s", n, out)
	}

	// JSON: the term's data names the table, the key and the set
	out = mustTwtw(t, "explain", "--campaign", "agents.toml", "--seed", "3", "--json")
	var credited int
	for _, x := range loggedTerms(t, out, "damage", "damage") {
		switch x.Tag {
		case "base", "maneuver":
			credited++
			if x.Amount != 4 || !x.credits("gear.weapons", "pistol.damage", "ticks.firearms", set) {
				t.Errorf("the %s term in JSON: %+v", x.Tag, x)
			}
		default:
			if len(x.Data) != 0 {
				t.Errorf("the %s term (%s) names data no set changed: %+v", x.Tag, x.Where, x.Data)
			}
		}
	}
	if credited != 2 {
		t.Errorf("%d damage terms read from the pistol's row in the JSON transcript, want 2:\n%s", credited, out)
	}

	// doc shows what the set changed: the four firearms' damage, nothing else
	out = mustTwtw(t, "doc", "gear.weapons", "--campaign", "agents.toml")
	for _, want := range []string{
		"  set     ticks.firearms           " + set + "\n",
		"  ticks.firearms " + set + ": gear.weapons[pistol][damage] = 4\n",
		"  ticks.firearms " + set + ": gear.weapons[automatic_weapon][damage] = 6\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("doc gear.weapons lacks %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "  ticks.firearms "+set+": "); n != 4 {
		t.Errorf("doc gear.weapons lists %d changed entries, want 4 (pistol, rifle, shotgun, automatic weapon):\n%s", n, out)
	}

	// the book: the same shot without the house rule names no set
	out = mustTwtw(t, "explain", "--ruleset", "ticks", "--seed", "3")
	if want := "      +3 base damage: Pistol  [ticks.attack " + base + "]\n"; !strings.Contains(out, want) {
		t.Errorf("explain without the house rule lacks %q:\n%s", want, out)
	}
	if strings.Contains(out, " · data ") {
		t.Errorf("explain without the house rule credits a set:\n%s", out)
	}
}
