package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// fullStdout fails every write as stdout on a full disk does.
type fullStdout struct{}

func (fullStdout) Write([]byte) (int, error) {
	return 0, &os.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.ENOSPC}
}

// A write to stdout that fails is the run's failure, exit 1, kind error,
// for every command: `twtw sim duel --runs 3 > /dev/full` exited 0 with
// the report lost (so did draw, modules, rulesets, doc, campaign show, sim
// merge and coverage), card --json and sim --json exited 2 as bad usage,
// and fight 1 as a rule failure.
func TestStdoutWriteFailureIsAnError(t *testing.T) {
	t.Chdir(t.TempDir())
	campaignOK(t, "campaign", "new", "g.toml")
	for i, shard := range []string{"1/2", "2/2"} {
		rep := campaignOK(t, "sim", "duel", "--runs", "4", "--shard", shard, "--json")
		if err := os.WriteFile(filepath.Join(".", "shard"+string(rune('1'+i))+".json"), []byte(rep), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{
		{"sim", "duel", "--runs", "3"},
		{"sim", "duel", "--runs", "3", "--json"},
		{"sim", "duel", "--runs", "3", "--csv"},
		{"sim", "merge", "shard1.json", "shard2.json"},
		{"draw", "--seed", "1"},
		{"draw", "--seed", "1", "--count", "3"},
		{"card", "3"},
		{"card", "3", "--json"},
		{"check", "--seed", "1"},
		{"modules"},
		{"modules", "--plan"},
		{"rulesets"},
		{"doc", "called.table"},
		{"campaign", "show", "g.toml"},
		{"fight", "--seed", "1"},
		{"explain", "--seed", "1"},
		{"coverage", "--runs", "1"},
	} {
		var errb bytes.Buffer
		code := run(append([]string{"twtw"}, args...), fullStdout{}, &errb)
		want := "twtw: write standard output: no space left on device\n"
		if wantsJSON(args) {
			want = `{"error":{"message":"write standard output: no space left on device","kind":"error","file":"","line":0,"field":""}}` + "\n"
		}
		if code != exitFailed || errb.String() != want {
			t.Errorf("twtw %s > a full disk: exit %d, stderr %q; want 1 and %q", strings.Join(args, " "), code, errb.String(), want)
		}
	}
}
