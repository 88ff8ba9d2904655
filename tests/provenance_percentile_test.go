package tests

import (
	"path/filepath"
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

// TestPercentileTermsNameTheirData runs, in a campaign folder, the spec of
// testdata/percentile_retable/retable-rules with posse.retable on: that
// module changes one entry of every data table a percentile term names
// (besides location.multipliers, which posse.head_shots covers), and the
// spec checks that each term read from a changed entry names it and a term
// read from an unchanged one names nothing. A reference naming the wrong
// entry leaves its term without data (or names another), and the spec fails.
func TestPercentileTermsNameTheirData(t *testing.T) {
	dir := t.TempDir()
	copyFixture(t, "percentile_retable/retable-rules", filepath.Join(dir, "retable-rules"))
	t.Chdir(dir)
	mustTwtw(t, "campaign", "new", "camp.toml", "--ruleset", "percentile")
	mustTwtw(t, "campaign", "scripts", "camp.toml", "add", "./retable-rules")
	mustTwtw(t, "campaign", "enable", "camp.toml", "posse.retable")
	out, errs, code := twtw(t, "test", "--campaign", "camp.toml", "--only-campaign")
	if code != 0 || errs != "" || !strings.HasSuffix(out, "5 passed, 0 failed\n") {
		t.Errorf("the retable spec: exit %d, stderr %q, stdout:\n%s", code, errs, out)
	}
}
