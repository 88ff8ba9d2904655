package tests

import (
	"strings"
	"testing"
)

// A house rule adds a tactics policy of its own in every ruleset the same
// way (scripts/README.md "Tactics policies"): it defines the policy's rule
// and adds its name to data tactics.policies. testdata/tactics_flee/RULESET
// holds a folder with posse.flee, a policy "flee" that logs "NAME looks for a
// way out" each time it is asked and does nothing else, and a scenario whose
// second combatant has tactics = "flee". With the module on, the fight is
// played with the policy (exit 0, its line once per time the round asked
// it, seed 1); with listed = false the module defines the rule alone, and
// the scenario is refused as any other name that is no policy.
func TestAHouseRulesPolicyIsAcceptedOnceListed(t *testing.T) {
	cases := []struct {
		ruleset, who, field string
		asked               int
		unlisted            string
	}{
		{"twtw", "Mouthy vaquero", "21: combatant[2] (Mouthy vaquero)", 4,
			`rule tactics.flee is defined, but data tactics.policies does not list it (there are: brawler, default, ` +
				`dodger, hold, simple)`},
		{"percentile", "Cole Brand", "23: combatant[2] (Cole Brand)", 2,
			`rule tactics.flee is defined, but data tactics.policies does not list it (there are: default, guard, ` +
				`hold, sneak)`},
		{"shootout", "Johnny Ringo", "17: combatant[2] (Johnny Ringo)", 3,
			`rule tactics.flee.act is defined, but data tactics.policies does not list it (there are: default, ` +
				`hold, overwatch)`},
		{"ticks", "Silas Crane", "19: combatant[2] (Silas Crane)", 2,
			`rule tactics.flee is defined, but data tactics.policies does not list it (there are: default, none)`},
	}
	for _, tc := range cases {
		t.Run(tc.ruleset, func(t *testing.T) {
			dir := t.TempDir()
			copyFixture(t, "tactics_flee/"+tc.ruleset, dir)
			t.Chdir(dir)
			mustTwtw(t, "campaign", "new", "camp.toml", "--ruleset", tc.ruleset)
			mustTwtw(t, "campaign", "scripts", "camp.toml", "add", "./flee-rules")
			mustTwtw(t, "campaign", "enable", "camp.toml", "posse.flee")
			out, errs, code := twtw(t, "fight", "flee.toml", "--campaign", "camp.toml", "--seed", "1")
			line := tc.who + " looks for a way out"
			if got := strings.Count(out, "\n"+line+"\n"); code != 0 || errs != "" || got != tc.asked {
				t.Errorf("with flee listed: exit %d, stderr %q, %d lines %q; want exit 0, no stderr, %d of them:\n%s",
					code, errs, got, line, tc.asked, out)
			}

			mustTwtw(t, "campaign", "set", "camp.toml", "posse.flee.listed=false")
			out, errs, code = twtw(t, "fight", "flee.toml", "--campaign", "camp.toml", "--seed", "1")
			want := "twtw: flee.toml:" + tc.field + `.tactics: no tactics policy "flee": ` +
				tc.unlisted + "\n"
			if code != 2 || errs != want || out != "" {
				t.Errorf("with flee unlisted: exit %d, stdout %.200q, stderr %q; want exit 2, no output and %q",
					code, out, errs, want)
			}
		})
	}
}
