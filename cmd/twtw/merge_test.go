package main

import (
	"os"
	"strings"
	"testing"
)

// A shard with a top-level key no report has is refused as edited, as the
// README promises: sim merge accepted one (the digest does not cover what
// the report does not know), and trailing text after the report too.
func TestMergeRefusesUnknownKeys(t *testing.T) {
	t.Chdir(t.TempDir())
	shards := map[string]string{}
	for _, s := range []string{"1", "2"} {
		shards[s] = campaignOK(t, "sim", "duel", "--runs", "4", "--shard", s+"/2", "--json")
	}
	edited := strings.Replace(shards["1"], "{", `{"note": "mine",`, 1)
	for name, text := range map[string]string{"1.json": shards["1"], "2.json": shards["2"], "x.json": edited, "t.json": shards["1"] + "{}\n"} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if out := campaignOK(t, "sim", "merge", "1.json", "2.json"); !strings.HasPrefix(out, "twtw sim — Duel outside the saloon") {
		t.Errorf("merging the shards as written printed %.60q…", out)
	}
	for file, want := range map[string]string{
		"x.json": `{"error":{"message":"x.json: not a twtw sim --json report: json: unknown field \"note\"","kind":"input","file":"x.json","line":0,"field":""}}` + "\n",
		"t.json": `{"error":{"message":"t.json: not a twtw sim --json report: more after the report","kind":"input","file":"t.json","line":0,"field":""}}` + "\n",
	} {
		out, errs, code := campaignRun(t, "sim", "merge", file, "2.json", "--json")
		if code != exitBadUsed || errs != want || out != "" {
			t.Errorf("sim merge %s 2.json: exit %d, stdout %.60q, stderr %q; want 2 and %q", file, code, out, errs, want)
		}
	}
}

// Shards that fought the same fights merge however the round limit was
// asked for (--rounds 20 is duel.toml's own 20: merge said they "differ in
// the round limit"), and shards of two games are told apart by the
// ruleset, not by the scenario the two happen to share a name with.
func TestMergeSameFightsAndOtherGames(t *testing.T) {
	t.Chdir(t.TempDir())
	files := map[string][]string{
		"1.json": {"sim", "duel", "--runs", "4", "--shard", "1/2", "--json"},
		"2.json": {"sim", "duel", "--runs", "4", "--shard", "2/2", "--rounds", "20", "--json"},
		"p.json": {"sim", "--ruleset", "percentile", "main_street", "--runs", "4", "--shard", "1/2", "--json"},
		"s.json": {"sim", "--ruleset", "shootout", "main_street", "--runs", "4", "--shard", "2/2", "--json"},
	}
	for name, args := range files {
		if err := os.WriteFile(name, []byte(campaignOK(t, args...)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	whole := campaignOK(t, "sim", "duel", "--runs", "4")
	if got := campaignOK(t, "sim", "merge", "1.json", "2.json"); got != whole {
		t.Errorf("merged shards (one with --rounds 20):\n%s\nwant one run's report:\n%s", got, whole)
	}
	_, errs, code := campaignRun(t, "sim", "merge", "p.json", "s.json")
	if want := "they differ in the ruleset (percentile against shootout)"; code != exitBadUsed || !strings.Contains(errs, want) {
		t.Errorf("merging two games' shards: exit %d, %q; want 2 and %q", code, errs, want)
	}
}
