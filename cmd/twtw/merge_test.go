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
