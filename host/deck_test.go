package host

import (
	"testing"

	"github.com/twtw/twtw/core/card"
)

// A deck built in Go is held to what a deck file is (card.LoadFile): one
// that takes the built-in deck's name on other cards, or has no name, is
// refused, as every transcript header and report prints the name.
func TestNewRefusesADeckPassingForTheStandard(t *testing.T) {
	fake := card.Standard()
	fake.Cards[7].Pen++
	unnamed := card.Standard()
	unnamed.Name = ""
	for d, want := range map[*card.Deck]string{
		fake:    `deck: name: "standard" is the built-in deck's name, but card 7 differs from the built-in card 7: give the deck a name of its own`,
		unnamed: `deck: name: "": give the deck a name of its own (transcripts and reports print it; a deck with none passes for the built-in "standard")`,
	} {
		e, err := New(Options{Deck: d})
		if err == nil {
			e.Close()
		}
		if err == nil || err.Error() != want {
			t.Errorf("New with deck %q: error %v, want %q", d.Name, err, want)
		}
	}
	e, err := New(Options{Deck: card.Standard()})
	if err != nil {
		t.Fatalf("New with a copy of the built-in deck: %v", err)
	}
	e.Close()
}
