package host

import (
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
