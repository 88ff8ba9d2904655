package host

import (
	"testing"

	"github.com/twtw/twtw/core/card"
)

// A deck built in Go is held to what a deck file is (card.LoadFile): one
// that takes the built-in deck's name on other cards, or has no name, is
// refused, as every transcript header and report prints the name; so is one
// whose name would print a line of its own (a newline in it).
func TestNewRefusesADeckPassingForTheStandard(t *testing.T) {
	fake := card.Standard()
	fake.Cards[7].Pen++
	unnamed := card.Standard()
	unnamed.Name = ""
	forged := card.Standard()
	forged.Name = "hot\n== posse win"
	for d, want := range map[*card.Deck]string{
		fake:    `deck: name: "standard" is the built-in deck's name, but card 7 differs from the built-in card 7: give the deck a name of its own`,
		unnamed: `deck: name: "": give the deck a name of its own (transcripts and reports print it; a deck with none passes for the built-in "standard")`,
		forged:  `deck: name: "hot\n== posse win" holds a control character (U+000A)`,
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
