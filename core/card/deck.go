package card

import (
	"bytes"
	_ "embed"
	"fmt"
	"strings"
	"sync"

	"github.com/twtw/twtw/core/label"
)

// Deck is a whole action deck: Cards[i] is the card numbered i.
type Deck struct {
	// Name names the deck, such as "standard".
	Name string `json:"name"`
	// Cards holds the 54 cards in number order: Cards[i].Number == i.
	Cards [Count]Card `json:"cards"`
}

//go:embed standard.json
var standardJSON []byte

// standardDeck parses the embedded standard deck once. The parsed deck is never
// handed out or changed; Standard returns copies of it.
var standardDeck = sync.OnceValue(func() *Deck {
	d, err := Load(bytes.NewReader(standardJSON))
	if err != nil {
		panic(fmt.Sprintf("card: embedded standard.json is invalid (run go generate ./core/card): %v", err))
	}
	return d
})

// Standard returns a fresh copy of the standard deck: the output of Generate,
// committed as standard.json and embedded in the binary. The caller may change
// the copy freely.
func Standard() *Deck {
	d := *standardDeck()
	return &d
}

// StandardName is the built-in standard deck's name.
const StandardName = "standard"

// CheckOwnName refuses a deck whose name does not tell it from the built-in
// standard deck, or that a reader could not take at its word: a blank name;
// the built-in's name (StandardName, in any case, spaces around it ignored)
// on cards that differ from the built-in deck's, naming the first card that
// differs; or a name label.Check refuses (white space at either end, a
// control or format character: a newline in it would print a line of its
// own, such as a forged result, in a transcript's header). Transcripts,
// simulation reports and campaign show print a deck's name, and a judge
// reading "deck standard" (or no deck at all, as a report leaves the
// standard deck out) takes the cards for the built-in ones. Decided here:
// such a deck is refused, not relabelled, so the judge names his deck once;
// a copy of the built-in deck's cards may keep its name. LoadFile checks
// every deck file. The error is a *FieldError at "name".
func (d *Deck) CheckOwnName() error {
	name := strings.TrimSpace(d.Name)
	if name == "" {
		return fieldErr("name", fmt.Errorf("name: %q: give the deck a name of its own (transcripts and reports print it; a deck with none passes for the built-in %q)", d.Name, StandardName))
	}
	if strings.EqualFold(name, StandardName) {
		std := standardDeck()
		for i := range d.Cards {
			if d.Cards[i] != std.Cards[i] {
				return fieldErr("name", fmt.Errorf("name: %q is the built-in deck's name, but card %d differs from the built-in card %d: give the deck a name of its own", d.Name, i, i))
			}
		}
	}
	if err := label.Check(d.Name, 0); err != nil {
		return fieldErr("name", fmt.Errorf("name: %w", err))
	}
	return nil
}

// Card returns the card numbered n, or an error naming n when n is outside
// 0..53. The card is the deck's own, not a copy.
func (d *Deck) Card(n int) (*Card, error) {
	if n < 0 || n >= Count {
		return nil, fmt.Errorf("card %d: want 0..%d", n, Count-1)
	}
	return &d.Cards[n], nil
}
