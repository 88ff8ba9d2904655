package tests

import (
	"encoding/json"
	"strings"
	"testing"
)

// Every ruleset's sample fight runs with no scenario argument, is
// byte-identical for one seed, differs across seeds, and --json gives valid
// JSON lines whose header names the ruleset.
func TestEveryRulesetFights(t *testing.T) {
	out, _, code := twtw(t, "rulesets", "--json")
	var all []struct{ Name string }
	if code != 0 || json.Unmarshal([]byte(out), &all) != nil || len(all) < 2 {
		t.Fatalf("rulesets --json: exit %d, %.200s", code, out)
	}
	for _, r := range all {
		a, _, c1 := twtw(t, "fight", "--ruleset", r.Name, "--seed", "7")
		b, _, c2 := twtw(t, "fight", "--ruleset", r.Name, "--seed", "7")
		c, _, _ := twtw(t, "fight", "--ruleset", r.Name, "--seed", "8")
		if c1 != 0 || c2 != 0 || a != b {
			t.Errorf("%s: seed 7 twice: exit %d/%d, identical %v", r.Name, c1, c2, a == b)
		}
		if a == c {
			t.Errorf("%s: seeds 7 and 8 gave the same fight", r.Name)
		}
		j, _, _ := twtw(t, "fight", "--ruleset", r.Name, "--seed", "7", "--json")
		lines := strings.Split(strings.TrimSpace(j), "\n")
		for i, l := range lines {
			var v map[string]any
			if err := json.Unmarshal([]byte(l), &v); err != nil {
				t.Fatalf("%s: --json line %d is not JSON: %v", r.Name, i+1, err)
			}
			if i == 0 && v["fields"].(map[string]any)["ruleset"] != r.Name {
				t.Errorf("%s: the header does not name the ruleset: %s", r.Name, l)
			}
		}
	}
}

// A campaign plays one ruleset: enabling a module of another is refused
// naming both rulesets, and a scenario of one ruleset under another exits 2
// naming the file and the field.
func TestRulesetsDoNotMix(t *testing.T) {
	dir := t.TempDir()
	camp := dir + "/c.toml"
	if _, errs, code := twtw(t, "campaign", "new", camp); code != 0 {
		t.Fatal(errs)
	}
	_, errs, code := twtw(t, "campaign", "enable", camp, "percentile.fumbles")
	if want := `module "percentile.fumbles" belongs to ruleset percentile, not to ruleset twtw`; code != 2 || !strings.Contains(errs, want) {
		t.Errorf("exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
	pc := dir + "/p.toml"
	twtw(t, "campaign", "new", pc, "--ruleset", "percentile")
	if _, errs, code := twtw(t, "campaign", "enable", pc, "bleeding"); code != 2 || !strings.Contains(errs, `module "bleeding" belongs to ruleset twtw, not to ruleset percentile`) {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	if _, errs, code := twtw(t, "fight", "--campaign", pc, "--ruleset", "twtw"); code != 2 || !strings.Contains(errs, "plays ruleset percentile") {
		t.Errorf("--ruleset against the campaign's: exit %d, stderr %q", code, errs)
	}
	sc := writeFile(t, dir, "duel.toml", duelText(t))
	_, errs, code = twtw(t, "fight", sc, "--ruleset", "percentile", "--seed", "1")
	if code != 2 || !strings.Contains(errs, "duel.toml:") || !strings.Contains(errs, "unknown field") || !strings.Contains(errs, "this runs ruleset percentile") {
		t.Errorf("a TWTW scenario under percentile: exit %d, stderr %q", code, errs)
	}
	tagged := writeFile(t, dir, "tagged.toml", "ruleset = \"percentile\"\n"+duelText(t))
	_, errs, code = twtw(t, "fight", tagged, "--seed", "1")
	if code != 2 || !strings.Contains(errs, `tagged.toml:1: ruleset: the scenario is written for ruleset "percentile" and this runs ruleset "twtw" (use --ruleset percentile)`) {
		t.Errorf("a tagged scenario under twtw: exit %d, stderr %q", code, errs)
	}
}

// --aimed is TWTW's aim actions (0..2) only under TWTW: ticks reads it as the
// ticks waited, so --aimed 12 explains a 12-tick aim (base 3 + ranged 4 + 5
// more = damage 12, less heavy armour's 4 = 8); it was refused with TWTW's
// "want 0..2".
func TestExplainAimedIsTheRulesetsOwn(t *testing.T) {
	out := mustTwtw(t, "explain", "--ruleset", "ticks", "--seed", "3", "--aimed", "12", "--opt", "maneuver=none")
	for _, want := range []string{
		"      +5 aim: waited 12 ticks, more than base + skill 7: damage 12  [ticks.aim rules/aim.lua:35]\n",
		"Marlowe has 8 wounds (willpower 13, resilience 11)\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain --ruleset ticks --aimed 12: no %q in\n%s", want, out)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"explain", "--aimed", "3"}, "twtw: --aimed 3: want 0..2 (seed 000: a weapon may be aimed up to two consecutive actions)\n"},
		{[]string{"explain", "--ruleset", "ticks", "--aimed", "-1"}, "twtw: --aimed -1: want 0 or more\n"},
	} {
		if _, errs, code := twtw(t, c.args...); code != 2 || errs != c.want {
			t.Errorf("twtw %s: exit %d, stderr %q; want 2 and %q", strings.Join(c.args, " "), code, errs, c.want)
		}
	}
}

// An explain option the ruleset's explain.attack cannot read is bad input
// (exit 2, kind input, the flag as the field), not a rule that failed:
// the rule refuses it with api.refuse. Both exited 1 (kind rule), the
// maneuver after failing inside core.unarmed.
func TestExplainRefusesOptionsItCannotRead(t *testing.T) {
	for _, tc := range []struct {
		args       []string
		field, msg string
	}{
		{[]string{"explain", "brawl", "--attacker", "Hank", "--target", "The Swede", "--opt", "maneuver=bogus", "--json"},
			"--opt maneuver", `explain.attack: --opt maneuver: no maneuver "bogus" (want block, choke, dirty_blow, disarm, hold, kick, punch, shove, takedown, throw)`},
		{[]string{"explain", "--ruleset", "percentile", "--card", "400", "--json"},
			"--card", "explain.attack: --card: 400: want a D100 roll, 1..100"},
	} {
		_, errs, code := twtw(t, tc.args...)
		var got struct {
			Error struct{ Message, Kind, Field string }
		}
		if err := json.Unmarshal([]byte(errs), &got); err != nil {
			t.Fatalf("%v: stderr is not one JSON error: %v\n%s", tc.args, err, errs)
		}
		if e := got.Error; code != 2 || e.Kind != "input" || e.Field != tc.field || e.Message != tc.msg {
			t.Errorf("%v: exit %d, %+v; want 2, kind input, field %q, message %q", tc.args, code, e, tc.field, tc.msg)
		}
	}
}
