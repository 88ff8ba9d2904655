package main

import "testing"

// check --step below 1 has one message: --step 0 said "want 1 or more"
// and --step -4 "want 0 (default 4) or more".
func TestCheckStepOneMessage(t *testing.T) {
	for _, step := range []string{"0", "-4"} {
		out, errs, code := campaignRun(t, "check", "--step", step)
		if want := "twtw: --step " + step + ": want 1 or more\n"; code != exitBadUsed || errs != want || out != "" {
			t.Errorf("check --step %s: exit %d, stdout %q, stderr %q; want 2 and %q", step, code, out, errs, want)
		}
	}
}
