package poker

import (
	"fmt"

	"github.com/twtw/twtw/core/pile"
)

// Stack puts the named cards on top of the draw pile in order: the first card
// named is the next card drawn. Each card is taken from wherever it is (the
// draw or the discard pile); the other cards keep their order. Stacking on top
// of cards stacked earlier puts the new cards above them. Stack is meant for
// tests, specs and replays. It refuses a card outside 0..53, a card named
// twice or a held card (it would be in two places at once), naming it, and
// then changes nothing.
func (s *State) Stack(cards ...Card) error {
	var named pile.Set
	for i, c := range cards {
		switch {
		case !c.Valid():
			return fmt.Errorf("poker: stack argument %d: card %d is outside 0..%d", i+1, c, Count-1)
		case named.Has(uint8(c)):
			return fmt.Errorf("poker: stack argument %d: %s is named twice", i+1, c)
		case s.held.Has(uint8(c)):
			return fmt.Errorf("poker: stack argument %d: %s is held; discard it before stacking it", i+1, c)
		}
		named.Add(uint8(c))
	}
	// Stacked cards still on top that are not named again stay stacked.
	keep := 0
	top := s.draw.Cards()
	for _, n := range top[len(top)-int(s.nStacked):] {
		if !named.Has(n) {
			keep++
		}
	}
	s.draw.Remove(named)
	s.discard.Remove(named)
	for i := len(cards) - 1; i >= 0; i-- {
		s.draw.Push(uint8(cards[i]))
	}
	s.nStacked = uint8(keep + len(cards))
	return nil
}
