package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/twtw/twtw/host"
)

// A script of a folder that does not compile is located in --json at its
// file on disk, which an editor opens: it was named by its load name
// (my_rules/x.lua for a folder my.rules), a path that does not exist.
func TestSyntaxErrorJSONNamesTheFileOnDisk(t *testing.T) {
	dir, file := myRulesModule(t, "  setup = function(api) end end }\n")
	for _, args := range [][]string{
		{"test", dir, "--json"},
		{"sim", "duel", "--runs", "2", "--compare", dir, "--json"},
	} {
		_, errs, code := campaignRun(t, args...)
		want := `"kind":"script","file":"` + file + `","line":2,`
		if code != exitBadUsed || !strings.Contains(errs, want) || !strings.Contains(errs, "my_rules/x.lua:2: syntax error near 'end'") {
			t.Errorf("twtw %s: exit %d, %q; want 2, the message by load name and %s", strings.Join(args, " "), code, errs, want)
		}
	}
}

// A manifest fault of a folder's module is located the same way: at the
// file on disk, the message by load name.
func TestManifestErrorJSONNamesTheFileOnDisk(t *testing.T) {
	dir, file := myRulesModule(t, "  requries = {},\n  setup = function(api) end }\n")
	_, errs, code := campaignRun(t, "test", dir, "--json")
	want := `{"error":{"message":"my_rules/x.lua:2: requries: unknown field; did you mean \"requires\"?","kind":"script","file":"` + file + `","line":2,"field":"requries"}}` + "\n"
	if code != exitBadUsed || errs != want {
		t.Errorf("exit %d, %q; want 2 and %q", code, errs, want)
	}
}

// myRulesModule writes module g.x, whose manifest goes on from its second
// line with rest, into a folder my.rules (which loads as my_rules) and
// returns the folder and the file.
func myRulesModule(t *testing.T, rest string) (dir, file string) {
	t.Helper()
	dir = filepath.Join(t.TempDir(), "my.rules")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	file = filepath.Join(dir, "x.lua")
	if err := os.WriteFile(file, []byte("return { name = \"g.x\", version = \"1.0.0\", summary = \"s\", source = \"t\",\n"+rest), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, file
}

// A script call stopped by its own deadline names the flag that sets it and
// a longer value to try (five times it): a fight of 300 combatants ran past
// the 2 s default mid-fight, and the message did not say how to give it
// more. A value past the flag's 1h is not offered.
func TestDeadlineStopNamesTimeout(t *testing.T) {
	camp := spinCampaign(t, spinInFight)
	_, errs, code := campaignRun(t, "--timeout", "300ms", "fight", "--campaign", camp, "--seed", "1", "--max-memory=-1")
	want := "twtw: rule fight.over failed in fight.over (wrapped by module spin.spin): spin/spin.lua:4: script stopped: deadline of 300ms exceeded " +
		"(a rule call of the fight ran out of time: a slower machine, or a bigger fight, may need a longer deadline: --timeout 1.5s)\n"
	if code != exitFailed || errs != want {
		t.Errorf("exit %d, %q; want 1 and %q", code, errs, want)
	}
	for d, want := range map[time.Duration]string{2 * time.Second: "10s", time.Minute: "5m", 20 * time.Minute: "1h", 300 * time.Millisecond: "1.5s"} {
		err := withTimeoutHint(&host.StopError{Err: host.ErrCallTimeout, Timeout: d, Reason: "r"})
		if got := err.Error(); got != "script stopped: r (a script call ran out of time: a slower machine, or a bigger fight or rule set, may need a longer deadline: --timeout "+want+")" {
			t.Errorf("deadline %v: %q, want --timeout %s", d, got, want)
		}
	}
	// a fight with house rules runs their main chunks and setup again first
	stop := &host.StopError{Err: host.ErrCallTimeout, Timeout: time.Second, Path: "spin/spin.lua", Line: 1, Reason: "deadline of 1s exceeded"}
	if got, want := withTimeoutHint(&host.RebuildError{Err: stop}).Error(), "rebuilding the rules for a fight: spin/spin.lua:1: script stopped: deadline of 1s exceeded "+
		"(loading the rules for the fight ran out of time: a slower machine, or a bigger rule set, may need a longer deadline: --timeout 5s)"; got != want {
		t.Errorf("a rebuild's stop: %q, want %q", got, want)
	}
	if err := withTimeoutHint(&host.StopError{Err: host.ErrCallTimeout, Timeout: time.Hour, Reason: "r"}); err.Error() != "script stopped: r" {
		t.Errorf("at the flag's most: %q, want no hint", err)
	}
	if err := withTimeoutHint(&host.StopError{Err: host.ErrMemoryLimit, Reason: "r"}); err.Error() != "script stopped: r" {
		t.Errorf("a memory stop: %q, want no hint", err)
	}
}

// Lua for spinCampaign's module: one that spins in every fight's
// fight.over, one whose setup spins, one whose main chunk does.
const (
	spinInFight = "local M = { name = \"spin.spin\", version = \"0.1.0\", summary = \"spins\", source = \"house rule\" }\n" +
		"function M.setup(api)\n  api.wrap(\"fight.over\", function(next, fight)\n    while true do end\n  end)\nend\nreturn M\n"
	spinInSetup = "local M = { name = \"spin.spin\", version = \"0.1.0\", summary = \"spins\", source = \"house rule\" }\n" +
		"function M.setup(api)\n  while true do end\nend\nreturn M\n"
	spinInChunk = "while true do end\n" +
		"return { name = \"spin.spin\", version = \"0.1.0\", summary = \"spins\", source = \"house rule\", setup = function() end }\n"
)

// spinCampaign writes module spin.spin (lua) into a folder spin and a
// campaign that plays it, and returns the campaign file.
func spinCampaign(t *testing.T, lua string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "spin"), 0o755); err != nil {
		t.Fatal(err)
	}
	camp := filepath.Join(dir, "camp.toml")
	for file, text := range map[string]string{filepath.Join(dir, "spin", "spin.lua"): lua, camp: "name = \"Spin\"\nmodules = [\"spin.spin\"]\nscripts = [\"spin\"]\n"} {
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return camp
}

// A simulation's fight stopped by the deadline gets the --timeout hint that
// twtw fight gives (it had none), before the note on limits and the
// command that reproduces it.
func TestSimDeadlineStopNamesTimeout(t *testing.T) {
	camp := spinCampaign(t, spinInFight)
	_, errs, code := campaignRun(t, "--timeout", "1s", "sim", "--campaign", camp, "--runs", "1", "--max-memory=-1")
	want := "twtw: seed 1: rule fight.over failed in fight.over (wrapped by module spin.spin): spin/spin.lua:4: script stopped: deadline of 1s exceeded " +
		"(a rule call of the fight ran out of time: a slower machine, or a bigger fight, may need a longer deadline: --timeout 5s)\n" +
		"(which fight a tight limit stops depends on the machine: --timeout is wall-clock time and --max-memory counts the process's heap. " +
		"If the command below finishes the fight, the limit was too tight; if it stops at the same line, a rule there runs without end)\n" +
		"reproduce: twtw --timeout 1s --max-memory -1 fight --seed 1 --campaign " + camp + "\n"
	if code != exitFailed || errs != want {
		t.Errorf("exit %d, %q; want 1 and %q", code, errs, want)
	}
}

// A module whose main chunk or setup runs past the deadline says that
// loading the rules ran out of time, not a fight (the hint blamed the size
// of the fight), in sim as in fight; exit 2, as a script that does not load.
func TestLoadDeadlineStopSaysLoading(t *testing.T) {
	for _, tc := range []struct{ lua, cmd, want string }{
		{spinInSetup, "sim", "building the rules: module spin.spin: setup: spin/spin.lua:3: script stopped: deadline of 1s exceeded"},
		{spinInChunk, "fight", "loading module spin/spin.lua: spin/spin.lua:1: script stopped: deadline of 1s exceeded"},
	} {
		camp := spinCampaign(t, tc.lua)
		_, errs, code := campaignRun(t, "--timeout", "1s", tc.cmd, "--campaign", camp, "--max-memory=-1")
		want := "twtw: " + tc.want + " (loading the rules ran out of time: a slower machine, or a bigger rule set, may need a longer deadline: --timeout 5s)\n"
		if code != exitBadUsed || errs != want {
			t.Errorf("%s: exit %d, %q; want 2 and %q", tc.cmd, code, errs, want)
		}
	}
}
