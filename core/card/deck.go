package card

import (
	"bytes"
	_ "embed"
	"fmt"
	"sync"
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

// Card returns the card numbered n, or an error naming n when n is outside
// 0..53. The card is the deck's own, not a copy.
func (d *Deck) Card(n int) (*Card, error) {
	if n < 0 || n >= Count {
		return nil, fmt.Errorf("card %d: want 0..%d", n, Count-1)
	}
	return &d.Cards[n], nil
}
