package host

import (
	"context"
	"runtime"
	"testing"
)

// sweptRulesets are the rulesets the coverage test sweeps: each with the
// fewest built-in scenarios it has and the file of its coverage.exempt.
var sweptRulesets = []struct {
	name      string
	scenarios int
	exempt    string
}{
	{"twtw", 8, "scripts/rules/coverage.lua"},
	{"percentile", 4, "scripts/rulesets/percentile/rules/coverage.lua"},
	{"shootout", 3, "scripts/rulesets/shootout/rules/coverage.lua"},
	{"ticks", 3, "scripts/rulesets/ticks/rules/coverage.lua"},
}

// TestBuiltinScenariosRunEveryRule is the coverage test of the built-in scenarios, one
// subtest per ruleset: every built-in scenario, 20 seeds each, under the core
// rules and with every optional module on (320 fights for TWTW). It fails
// when a core or optional rule, wrapper or listener never ran and the
// ruleset's coverage.exempt (rules/coverage.lua) gives no reason — and when
// an exempt rule ran after all or names nothing, so the list stays true.
// `twtw coverage --ruleset NAME` prints the same report.
func TestBuiltinScenariosRunEveryRule(t *testing.T) {
	if testing.Short() {
		t.Skip("hundreds of fights")
	}
	for _, r := range sweptRulesets {
		t.Run(r.name, func(t *testing.T) {
			res, err := Sweep(context.Background(), SweepOptions{Options: Options{Ruleset: r.name}, Runs: 20, FirstSeed: 1,
				Workers: runtime.GOMAXPROCS(0)})
			if err != nil {
				t.Fatal(err)
			}
			if res.Ruleset != r.name {
				t.Fatalf("swept ruleset %q, want %q", res.Ruleset, r.name)
			}
			if len(res.Scenarios) < r.scenarios || len(res.Sets) != 2 || res.Coverage.Fights != len(res.Scenarios)*2*20 {
				t.Fatalf("swept %d scenarios under %d rule sets, %d fights; want %d+ scenarios, 2 sets, 20 seeds each",
					len(res.Scenarios), len(res.Sets), res.Coverage.Fights, r.scenarios)
			}
			for _, g := range res.Missing() {
				t.Errorf("never ran in %d fights: %s — reach it from a scenario or a policy, or give the reason in coverage.exempt (%s)",
					res.Coverage.Fights, g, r.exempt)
			}
			for _, s := range res.Stale {
				t.Errorf("coverage.exempt (%s): %s — remove the entry", r.exempt, s)
			}
			if len(res.Exempt) == 0 {
				t.Errorf("no coverage.exempt table read (%s)", r.exempt)
			}
		})
	}
}

// Every built-in ruleset is swept by TestBuiltinScenariosRunEveryRule: a new
// ruleset needs its row in sweptRulesets (and its own rules/coverage.lua).
func TestEveryRulesetIsSwept(t *testing.T) {
	all, err := Rulesets()
	if err != nil {
		t.Fatal(err)
	}
	swept := map[string]bool{}
	for _, r := range sweptRulesets {
		swept[r.name] = true
	}
	for _, rs := range all {
		if !swept[rs.Name] {
			t.Errorf("ruleset %s has no row in sweptRulesets: its built-in scenarios are not swept for rule coverage", rs.Name)
		}
	}
	if len(all) != len(sweptRulesets) {
		t.Errorf("%d built-in rulesets, %d swept", len(all), len(sweptRulesets))
	}
}
