package tests

import (
	"os"
	"strings"
	"testing"
)

// A run's --rounds is the fight's round limit for the checks too: a
// percentile posse entering in round 25 of a scenario of the default 20
// rounds plays under --rounds 40 (it was refused: "would never appear"), and
// one entering in round 15 is refused under --rounds 10, naming the limit.
func TestRoundsFlagIsTheLimitEntersIsCheckedAgainst(t *testing.T) {
	t.Chdir(t.TempDir())
	scenario := func(enters string) string {
		return "name = \"late\"\nruleset = \"percentile\"\n[[combatant]]\nname = \"Jack\"\nside = \"gang\"\nweapons = [\"revolver\"]\n" +
			"position = [0, 0]\n[[combatant]]\nname = \"Posse\"\nside = \"town\"\nweapons = [\"revolver\"]\nposition = [10, 0]\nenters = " + enters + "\n"
	}
	if err := os.WriteFile("late25.toml", []byte(scenario("25")), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("late15.toml", []byte(scenario("15")), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range [][]string{{"fight", "late25.toml", "--rounds", "40"}, {"sim", "late25.toml", "--rounds", "40", "--runs", "2"}} {
		out, errs, code := twtw(t, append(cmd, "--seed", "1", "--ruleset", "percentile")...)
		if code != 0 || !strings.Contains(out, "Posse") {
			t.Errorf("%v: exit %d, %s; want the fight played", cmd, code, errs)
		}
	}
	want := "twtw: late15.toml:13: combatant[2] (Posse).enters: round 15 is past the fight's last round, 10 (--rounds, else " +
		"the scenario's rounds, else the default): Posse would never appear\n"
	for _, cmd := range [][]string{{"fight", "late15.toml", "--rounds", "10"}, {"sim", "late15.toml", "--rounds", "10", "--runs", "2"}} {
		out, errs, code := twtw(t, append(cmd, "--seed", "1", "--ruleset", "percentile")...)
		if code != 2 || errs != want || out != "" {
			t.Errorf("%v: exit %d, stdout %.100q, stderr %q; want exit 2 and %q", cmd, code, out, errs, want)
		}
	}
	if _, _, code := twtw(t, "fight", "late15.toml", "--seed", "1", "--ruleset", "percentile"); code != 0 {
		t.Errorf("late15.toml under the default 20 rounds: exit %d, want the fight played", code)
	}
}
