package main

import (
	"strings"
	"testing"
)

// --help=false asks for no help: `twtw fight --help=false --seed 1 duel`
// dropped the scenario and ran the saloon.
func TestHelpFalseRunsTheCommand(t *testing.T) {
	out := campaignOK(t, "fight", "--help=false", "--seed", "1", "duel")
	if want := "twtw fight — Duel outside the saloon\n"; !strings.HasPrefix(out, want) {
		t.Errorf("fight --help=false --seed 1 duel printed %.80q…; want it to start %q", out, want)
	}
}

// An unknown help topic or subcommand is refused as an unknown command, exit
// 2, pointing at the help of the level it was looked for in: `twtw help
// nosuch` exited 3 with urfave/cli's "No help topic", and `twtw campaign
// nosuch` pointed at twtw --help.
func TestUnknownCommandAndHelpTopic(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"help", "nosuch"}, `twtw: unknown command "nosuch" (twtw --help lists them)` + "\n"},
		{[]string{"help", "fihgt"}, `twtw: unknown command "fihgt"; did you mean "fight"? (twtw --help lists them)` + "\n"},
		{[]string{"campaign", "nosuch"}, `twtw: unknown command "nosuch" (twtw campaign --help lists them)` + "\n"},
		{[]string{"campaign", "help", "shwo"}, `twtw: unknown command "shwo"; did you mean "show"? (twtw campaign --help lists them)` + "\n"},
		{[]string{"new", "modul", "a.b"}, `twtw: unknown command "modul"; did you mean "module"? (twtw new --help lists them)` + "\n"},
	} {
		out, errs, code := campaignRun(t, tc.args...)
		if code != exitBadUsed || errs != tc.want || out != "" {
			t.Errorf("twtw %q: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}
	if out := campaignOK(t, "help", "fight"); !strings.HasPrefix(out, "NAME:\n   twtw fight - ") {
		t.Errorf("twtw help fight printed %.60q…; want fight's help", out)
	}
}
