package main

import (
	"io"
	"slices"
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
