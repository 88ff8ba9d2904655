package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// Only a ruleset that uses the action library draws action cards (twtw; a
// --deck given to another is refused), so `campaign show` of a campaign of
// ticks, percentile or shootout names no deck: the text says the ruleset has
// none, where it said "deck: standard" (the deck `campaign new` writes into
// every file), and the JSON leaves the deck out. A twtw campaign still shows
// its deck.
func TestCampaignShowNamesNoDeckForARulesetWithoutOne(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, rs := range []string{"ticks", "percentile", "shootout"} {
		file := rs + ".toml"
		campaignOK(t, "campaign", "new", file, "--ruleset", rs)
		out := campaignOK(t, "campaign", "show", file)
		if want := "deck: none (ruleset " + rs + " draws no action card)\n"; !strings.Contains(out, want) {
			t.Errorf("campaign show %s lacks %q:\n%s", file, want, out)
		}
		if strings.Contains(out, "deck: standard") {
			t.Errorf("campaign show %s names the standard deck:\n%s", file, out)
		}
		var st map[string]any
		if err := json.Unmarshal([]byte(campaignOK(t, "campaign", "show", file, "--json")), &st); err != nil {
			t.Fatal(err)
		}
		if d, ok := st["deck"]; ok {
			t.Errorf("campaign show %s --json: deck %v, want none", file, d)
		}
		if st["ruleset"] != rs {
			t.Errorf("campaign show %s --json: ruleset %v", file, st["ruleset"])
		}
	}
	campaignOK(t, "campaign", "new", "twtw.toml")
	if out := campaignOK(t, "campaign", "show", "twtw.toml"); !strings.Contains(out, "deck: standard\n") {
		t.Errorf("campaign show of a twtw campaign lacks its deck:\n%s", out)
	}
	if st := showJSON(t, "twtw.toml"); st.Deck != "standard" {
		t.Errorf("campaign show twtw.toml --json: deck %q, want standard", st.Deck)
	}
}
