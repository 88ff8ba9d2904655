package main

import (
	"strings"
	"testing"
)

// --compare and --opt take each value whole, commas and all: a comma split
// them, so `--compare "risk.declared_this_session=Miranda Valentine,Jonah
// Benton"` said `unknown module "Jonah Benton"`, `--opt "moving=run,walk"`
// said `--opt "walk": want KEY=VALUE`, and `--compare "bleeding,bumps"` ran
// two variants.
func TestCompareAndOptKeepCommas(t *testing.T) {
	out := campaignOK(t, "sim", "orders", "--runs", "3", "--compare", "risk.declared_this_session=Miranda Valentine,Jonah Benton")
	if want := "declared_this_session=Miranda Valentine,Jonah Benton, "; !strings.Contains(out, want) {
		t.Errorf("sim orders --compare with a comma: the variant's label lacks %q:\n%s", want, out)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"sim", "duel", "--runs", "3", "--compare", "bleeding,bumps"},
			`twtw: compare "bleeding,bumps": unknown module "bleeding,bumps" in ruleset twtw (twtw modules lists them), and no folder "bleeding,bumps"` + "\n"},
		{[]string{"explain", "--seed", "1", "--opt", "movng=run,walk"},
			`twtw: --opt movng: no script of ruleset twtw or of a module on reads "movng"; did you mean "moving"?` + "\n"},
	} {
		out, errs, code := campaignRun(t, tc.args...)
		if code != exitBadUsed || errs != tc.want || out != "" {
			t.Errorf("twtw %q: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}
}
