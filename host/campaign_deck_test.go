package host

import (
	"context"
	"path/filepath"
	"testing"
)

// A campaign made in Go for a game that draws no action card keeps no
// deck once created (New gives the standard deck before the ruleset is
// set); a literal that says "standard" there plays no deck, and one that
// names a deck file is refused naming the deck field.
func TestCampaignOfARulesetWithoutDeck(t *testing.T) {
	c := NewCampaign(filepath.Join(t.TempDir(), "t.toml"), "t")
	c.Ruleset = "ticks"
	if err := c.Create(); err != nil {
		t.Fatal(err)
	}
	if c.Deck != "" || c.DeckFile() != "" {
		t.Errorf("created ticks campaign: deck %q, deck file %q; want none", c.Deck, c.DeckFile())
	}
	st, err := CampaignStatusOf(c)
	if err != nil || st.Deck != "" {
		t.Fatalf("status: deck %q, error %v; want no deck", st.Deck, err)
	}
	o, err := CampaignOptions(&Campaign{Name: "old", Ruleset: "percentile", Deck: StandardDeck})
	if err != nil || o.Deck != nil {
		t.Errorf(`a percentile campaign saying deck "standard": deck %v, error %v; want no deck and no error`, o.Deck, err)
	}
	_, err = CampaignOptions(&Campaign{Name: "bad", Ruleset: "percentile", Deck: "mine.json"})
	want := `deck: "mine.json": ruleset percentile draws no action card (it uses dice), so a percentile campaign has no deck: remove the deck line`
	if err == nil || err.Error() != want {
		t.Errorf("a percentile campaign with a deck file: error %v, want %q", err, want)
	}
}

// A simulation's report names the deck of a game that draws action cards
// ("standard") and none for a game that draws none (it said "standard" for
// ticks, whose fights never draw one).
func TestSimReportNamesADeckOnlyWhereOneIsDrawn(t *testing.T) {
	for _, c := range []struct{ ruleset, want string }{{"twtw", "standard"}, {"ticks", ""}} {
		e, err := New(Options{Ruleset: c.ruleset})
		if err != nil {
			t.Fatal(err)
		}
		rep, err := e.Simulate(context.Background(), nil, SimOptions{Runs: 2, FirstSeed: 1, Workers: 1})
		e.Close()
		if err != nil {
			t.Fatal(err)
		}
		if rep.Deck != c.want {
			t.Errorf("ruleset %s: report deck %q, want %q", c.ruleset, rep.Deck, c.want)
		}
	}
}
