package main

import (
	"os"
	"path/filepath"
	"testing"
)

// The host checks combatants' names and sides before any ruleset reads the
// scenario, so every game refuses the same slips alike, exit 2 naming the
// file, line and field: a side "x " beside "x" made a second side, and its
// man fought his own.
func TestEveryRulesetRefusesASideWithASpace(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "s.toml")
	text := "name = \"t\"\n[[combatant]]\nname = \"A\"\nside = \"x\"\n[[combatant]]\nname = \"B\"\nside = \"x \"\n"
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, rs := range []string{"twtw", "percentile", "shootout", "ticks"} {
		_, errs, code := campaignRun(t, "fight", file, "--ruleset", rs, "--json")
		want := `{"error":{"message":"` + file + `:7: combatant[2] (B).side: \"x \" ends with white space (U+0020): write it without","kind":"input","file":"` + file + `","line":7,"field":"combatant[2].side"}}` + "\n"
		if code != exitBadUsed || errs != want {
			t.Errorf("--ruleset %s: exit %d, %q; want 2 and %q", rs, code, errs, want)
		}
	}
}
