package tests

import (
	"strings"
	"testing"
)

// twtw doc scenario.schema is a field reference a scenario's author reads,
// in every ruleset: each field's path, type with its range or values,
// whether it is required, its default, and its doc on the next line.
func TestDocScenarioSchemaIsAFieldReference(t *testing.T) {
	for _, c := range []struct{ ruleset, want string }{
		{"twtw", "  combatant[].aim.actions  int 1..2, default 1\n      aim actions taken (at most two count)\n"},
		{"ticks", "  combatant[].position  list of number -5000..5000, 2 entries\n      [x, y] in steps, each within ±5000\n"},
		{"ticks", "  combatant[].luck  int 0..20, default 0\n      luck points\n"},
		{"percentile", "  combatant[].side  string, required\n      the combatant's side; a fight needs two sides or more, which differ by more than case; at most 64 characters, no spaces at either end, no control or bidi characters (read by the host)\n"},
		{"shootout", "  rounds  int 0..1000\n      the round limit (0 or left out: 20; --rounds overrides it) (read by the host)\n"},
	} {
		out := mustTwtw(t, "doc", "scenario.schema", "--ruleset", c.ruleset)
		if !strings.Contains(out, "fields (as a scenario file writes them") || !strings.Contains(out, c.want) {
			t.Errorf("twtw doc scenario.schema --ruleset %s lacks %q:\n%s", c.ruleset, c.want, out)
		}
	}
}
