package main

import (
	"strings"
	"testing"
)

// Out-of-range values are refused, not replaced: `fight --rounds 0` and
// `sim duel --rounds 0` ran the scenario's limit, and `coverage --workers
// 0` (or -1, or 100000) ran where sim refuses; the message is sim's.
func TestOutOfRangeValuesAreRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"fight", "--rounds", "0"}, "twtw: --rounds 0: want 1..1000\n"},
		{[]string{"sim", "duel", "--runs", "3", "--rounds", "0"}, "twtw: --rounds 0: want 1..1000\n"},
		{[]string{"sim", "duel", "--runs", "3", "--rounds", "-1"}, "twtw: --rounds -1: want 1..1000\n"},
		{[]string{"coverage", "--runs", "1", "--workers", "0"}, "twtw: --workers 0: want 1..256\n"},
		{[]string{"coverage", "--runs", "1", "--workers", "-1"}, "twtw: --workers -1: want 1..256\n"},
		{[]string{"coverage", "--runs", "1", "--workers", "100000"}, "twtw: --workers 100000: want 1..256\n"},
		{[]string{"coverage", "--runs", "1", "--seed", "x"}, "twtw: --seed \"x\": want a whole number 0 or more\n"},
	} {
		out, errs, code := campaignRun(t, tc.args...)
		if code != exitBadUsed || errs != tc.want || out != "" {
			t.Errorf("twtw %q: exit %d, stdout %.60q, stderr %q; want 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}
}

// coverage --seed 0 runs from seed 0, as sim --seed 0 does (it ran from 1).
func TestCoverageSeedZero(t *testing.T) {
	out, _, _ := campaignRun(t, "coverage", "--runs", "1", "--seed", "0")
	if want := "twtw coverage — ruleset twtw — 9 scenario(s) × 2 rule set(s) × 1 seed(s) from 0: 18 fights\n"; !strings.HasPrefix(out, want) {
		t.Errorf("coverage --seed 0 printed %.100q…; want it to start %q", out, want)
	}
	out = campaignOK(t, "sim", "duel", "--runs", "2", "--seed", "0")
	if want := "twtw sim — Duel outside the saloon — ruleset twtw — 2 fights, seeds 0..1\n"; !strings.HasPrefix(out, want) {
		t.Errorf("sim --seed 0 printed %.100q…; want it to start %q", out, want)
	}
}
