package main

import (
	"io"
	"slices"
	"strings"
	"testing"
)

// normalizeArgs moves each level's flags ahead of its arguments, and global
// flags given after the command to the front, after those given before it:
// the last one typed wins, as for any flag repeated.
func TestNormalizeArgsOrdersFlags(t *testing.T) {
	app := newApp(io.Discard, io.Discard)
	for _, tc := range []struct{ in, want []string }{
		{[]string{"twtw", "card", "37", "--json"}, []string{"twtw", "card", "--json", "37"}},
		{[]string{"twtw", "fight", "--timeout", "5s", "--seed", "1"}, []string{"twtw", "--timeout", "5s", "fight", "--seed", "1"}},
		{[]string{"twtw", "--timeout", "1ms", "fight", "--timeout", "5s"}, []string{"twtw", "--timeout", "1ms", "--timeout", "5s", "fight"}},
		{[]string{"twtw", "campaign", "show", "c.toml", "--max-memory=-1"}, []string{"twtw", "--max-memory=-1", "campaign", "show", "c.toml"}},
		{[]string{"twtw", "card", "-1"}, []string{"twtw", "card", "--", "-1"}},
	} {
		got, err := normalizeArgs(app, tc.in)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("%q: %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

// A flag that takes a value, given last with none, is refused: moved ahead of
// the positional arguments it would have taken the scenario's name as its
// value, and `twtw sim duel --profile` wrote its profile over a file named duel.
func TestNormalizeArgsRefusesFlagWithoutValue(t *testing.T) {
	app := newApp(io.Discard, io.Discard)
	for _, in := range [][]string{
		{"twtw", "sim", "duel", "--profile"},
		{"twtw", "fight", "saloon", "--seed"},
		{"twtw", "fight", "--timeout"},
	} {
		got, err := normalizeArgs(app, in)
		if err == nil || err.Error() != "flag "+in[len(in)-1]+" needs a value" {
			t.Errorf("%q: %q, %v; want flag %s needs a value", in, got, err, in[len(in)-1])
		}
	}
}

// A flag that takes a value followed by another flag is refused, not given
// that flag as its value: `twtw sim duel --runs 3 --profile --json` wrote a
// profile named --json, `twtw fight --campaign --seed 1` read --seed as the
// campaign. A negative number is a value.
func TestNormalizeArgsRefusesFlagAsValue(t *testing.T) {
	app := newApp(io.Discard, io.Discard)
	for _, tc := range []struct {
		in   []string
		want string
	}{
		{[]string{"twtw", "sim", "duel", "--runs", "3", "--profile", "--json"}, "flag --profile needs a value"},
		{[]string{"twtw", "new", "module", "x.y", "--dir", "--json"}, "flag --dir needs a value"},
		{[]string{"twtw", "fight", "--campaign", "--seed", "1"}, "flag --campaign needs a value"},
		{[]string{"twtw", "fight", "--campaign", "--timeout", "5s"}, "flag --campaign needs a value"}, // a global flag
		{[]string{"twtw", "fight", "-c", "-h"}, "flag -c needs a value"},
		{[]string{"twtw", "sim", "--plot", "--", "duel"}, "flag --plot needs a value"},
	} {
		got, err := normalizeArgs(app, tc.in)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q: %q, %v; want %s", tc.in, got, err, tc.want)
		}
	}
	got, err := normalizeArgs(app, []string{"twtw", "check", "--mod", "-2", "--json"})
	if want := []string{"twtw", "check", "--mod", "-2", "--json"}; err != nil || !slices.Equal(got, want) {
		t.Errorf("check --mod -2 --json: %q, %v; want %q", got, err, want)
	}
}

// An empty value given to a flag is refused, exit 2, naming the flag: it
// meant "not given", so `twtw fight --campaign="$C"` with C unset played
// without the campaign and `--plot=` drew no chart, exit 0.
func TestEmptyFlagValueIsRefused(t *testing.T) {
	for _, tc := range []struct {
		flag string
		args []string
	}{
		{"--plot", []string{"sim", "duel", "--runs", "3", "--plot="}},
		{"--profile", []string{"sim", "duel", "--runs", "3", "--profile="}},
		{"--shard", []string{"sim", "duel", "--runs", "3", "--shard="}},
		{"--campaign", []string{"fight", "--campaign="}},
		{"--campaign", []string{"fight", "--campaign", ""}},
		{"--deck", []string{"--deck=", "card", "1"}},
		{"--deck", []string{"card", "1", "--deck="}},
		{"--ruleset", []string{"fight", "--ruleset="}},
		{"--attacker", []string{"explain", "--attacker="}},
		{"--seed", []string{"draw", "--seed="}},
		{"--count", []string{"draw", "--count="}},
		{"--compare", []string{"sim", "--compare=", "--runs", "3"}},
		{"--format", []string{"test", "--format="}},
	} {
		out, errs, code := campaignRun(t, tc.args...)
		if want := "twtw: flag " + tc.flag + ": empty value\n"; code != exitBadUsed || errs != want || out != "" {
			t.Errorf("twtw %q: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, errs, want)
		}
	}
	_, errs, _ := campaignRun(t, "fight", "--campaign=", "--json")
	if want := `{"error":{"message":"flag --campaign: empty value","kind":"usage","file":"","line":0,"field":"--campaign"}}` + "\n"; errs != want {
		t.Errorf("--json: stderr %q; want %q", errs, want)
	}
}

// An output file flag given twice is refused: `sim --plot x.svg --plot y.png`
// wrote y.png alone, exit 0 (any other flag's last value wins, as before).
func TestNormalizeArgsRefusesOutputFileTwice(t *testing.T) {
	app := newApp(io.Discard, io.Discard)
	for _, tc := range []struct {
		in   []string
		want string
	}{
		{[]string{"twtw", "sim", "duel", "--plot", "x.svg", "--plot=y.png"}, "flag --plot given twice"},
		{[]string{"twtw", "sim", "merge", "a.json", "--plot", "x.svg", "--plot", "x.png"}, "flag --plot given twice"},
		{[]string{"twtw", "sim", "duel", "--profile", "p", "--runs", "3", "--profile", "q"}, "flag --profile given twice"},
	} {
		got, err := normalizeArgs(app, tc.in)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: %q, %v; want %s", tc.in, got, err, tc.want)
		}
	}
	in := []string{"twtw", "sim", "duel", "--runs", "3", "--runs", "4", "--plot", "x.svg", "--profile", "p"}
	if _, err := normalizeArgs(app, in); err != nil {
		t.Errorf("%q: %v; want the last --runs to win", in, err)
	}
}
