package host

import (
	"context"
	"runtime"
	"testing"
)

// TestBuiltinScenariosRunEveryRule is the coverage test of the built-in scenarios: every
// built-in TWTW scenario, 20 seeds each, under the core rules and with every
// optional module on (320 fights). It fails when a core or optional rule,
// wrapper or listener never ran and rules/coverage.lua's coverage.exempt
// gives no reason — and when an exempt rule ran after all or names nothing,
// so the list stays true. `twtw coverage` prints the same report.
func TestBuiltinScenariosRunEveryRule(t *testing.T) {
	if testing.Short() {
		t.Skip("320 fights")
	}
	res, err := Sweep(context.Background(), SweepOptions{Runs: 20, Workers: runtime.GOMAXPROCS(0)})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Scenarios) < 8 || len(res.Sets) != 2 || res.Coverage.Fights != len(res.Scenarios)*2*20 {
		t.Fatalf("swept %d scenarios under %d rule sets, %d fights; want 8+ scenarios, 2 sets, 20 seeds each",
			len(res.Scenarios), len(res.Sets), res.Coverage.Fights)
	}
	for _, g := range res.Missing() {
		t.Errorf("never ran in %d fights: %s — reach it from a scenario or a policy, or give the reason in coverage.exempt (scripts/rules/coverage.lua)",
			res.Coverage.Fights, g)
	}
	for _, s := range res.Stale {
		t.Errorf("coverage.exempt (scripts/rules/coverage.lua): %s — remove the entry", s)
	}
	if len(res.Exempt) == 0 {
		t.Error("no coverage.exempt table read")
	}
}
