package tests

import (
	"encoding/json"
	"strings"
	"testing"
)

// simCoverage is what the tests read of sim --coverage --json: each
// variant's fights and each rule's calls.
type simCoverage struct {
	Variants []struct {
		Tally struct {
			Coverage struct {
				Fights int
				Rules  []struct {
					Name  string
					Kind  string
					Calls int64
				}
			}
		}
	}
}

// twtw sim --coverage prints the rules that never ran and the least run;
// --json carries each rule's count (ARCHITECTURE.md, "Rule coverage").
func TestSimCoverage(t *testing.T) {
	out := mustTwtw(t, "sim", "duel", "--runs", "5", "--coverage")
	for _, want := range []string{"== rule coverage: baseline", "function rules ran", "rules that never ran", "least run:",
		"explain.attack (core.explain rules/explain.lua:", "exempt in coverage.exempt"} {
		if !strings.Contains(out, want) {
			t.Errorf("sim --coverage: no %q in\n%s", want, out)
		}
	}
	var r simCoverage
	if err := json.Unmarshal([]byte(mustTwtw(t, "sim", "duel", "--runs", "5", "--coverage", "--json")), &r); err != nil {
		t.Fatal(err)
	}
	c := r.Variants[0].Tally.Coverage
	calls := map[string]int64{}
	for _, rule := range c.Rules {
		calls[rule.Name] = rule.Calls
	}
	if c.Fights != 5 || calls["fight.new"] != 5 || calls["explain.attack"] != 0 || calls["attack.ranged"] == 0 {
		t.Errorf("--json coverage: %d fights, fight.new %d, explain.attack %d, attack.ranged %d; want 5, 5, 0, more than 0",
			c.Fights, calls["fight.new"], calls["explain.attack"], calls["attack.ranged"])
	}
	// without --coverage, no counts
	if plain := mustTwtw(t, "sim", "duel", "--runs", "2", "--json"); strings.Contains(plain, `"coverage"`) {
		t.Error("sim --json without --coverage carries coverage")
	}
}

// sim --coverage with a campaign whose house rules live in a folder counts
// every fight: such fights rebuild their VM's rules each time, and the
// counting once stayed with the first build (2 of 300 fights counted).
func TestSimCoverageOfACampaign(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	writeFile(t, dir, "gulch/wary.lua", waryRule)
	mustTwtw(t, "campaign", "new", "camp.toml")
	mustTwtw(t, "campaign", "scripts", "camp.toml", "add", "gulch")
	mustTwtw(t, "campaign", "enable", "camp.toml", "gulch.wary")
	var r simCoverage
	out := mustTwtw(t, "sim", "duel", "--runs", "12", "--workers", "2", "--campaign", "camp.toml", "--coverage", "--json")
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	c := r.Variants[0].Tally.Coverage
	for _, rule := range c.Rules {
		if rule.Name == "fight.new" && (c.Fights != 12 || rule.Calls != 12) {
			t.Errorf("%d fights, fight.new counted %d times; want 12 and 12", c.Fights, rule.Calls)
		}
	}
}

// twtw coverage fails (exit 1) when a rule never ran without a reason: one
// seed per scenario is not enough to reach them all.
func TestCoverageCommandFailsOnGaps(t *testing.T) {
	out, errs, code := twtw(t, "coverage", "--runs", "1")
	if code != 1 || !strings.Contains(errs, "never ran without a reason in coverage.exempt") ||
		!strings.Contains(out, "scenarios: ambush, brawl, chase, cover, duel, orders, saloon, throwing, two_guns") {
		t.Errorf("coverage --runs 1: exit %d, stderr %q, stdout\n%s", code, errs, out)
	}
}

// explain --stack fixes the cards drawn in order: the shot reads the
// first, the stun check the second; a card outside the deck exits 2.
func TestExplainStack(t *testing.T) {
	out := mustTwtw(t, "explain", "duel", "--stack", "40,12")
	if !strings.Contains(out, "card 40 [10,1,11]") || !strings.Contains(out, "stun check (fortitude d6): card 12") {
		t.Errorf("explain --stack 40,12:\n%s", out)
	}
	if _, errs, code := twtw(t, "explain", "duel", "--stack", "40,60"); code != 2 || !strings.Contains(errs, "want card numbers 0..53") {
		t.Errorf("--stack 40,60: exit %d, stderr %q", code, errs)
	}
}
