package poker

import (
	"fmt"

	"github.com/twtw/twtw/core/pile"
)

// Discard puts held cards onto the discard pile, in the order given (seed 004:
// "As cards are spent they are returned to the gamemaster"; a player
// dissatisfied with his hand "may discard all of his cards for new ones").
// A card that is not a card of the deck, not held or named twice is an error
// naming it, and then nothing is discarded.
func (s *State) Discard(cards ...Card) error {
	var named pile.Set
	for i, c := range cards {
		switch {
		case !c.Valid():
			return fmt.Errorf("poker: discard argument %d: card %d is outside 0..%d", i+1, c, Count-1)
		case named.Has(uint8(c)):
			return fmt.Errorf("poker: discard argument %d: %s is named twice", i+1, c)
		case !s.held.Has(uint8(c)):
			return fmt.Errorf("poker: discard argument %d: %s is not held (it is in the %s)", i+1, c, s.where(c))
		}
		named.Add(uint8(c))
	}
	for _, c := range cards {
		s.discard.Push(uint8(c))
		s.held.Del(uint8(c))
	}
	return nil
}

// where names the pile a card that is not held is in.
func (s *State) where(c Card) string {
	if s.discard.Set().Has(uint8(c)) {
		return "discard pile"
	}
	return "draw pile"
}

// Reshuffle shuffles the discard pile back into the draw pile (seed 004: "At
// the end of the turn the gamemaster will shuffle the deck"): the cards of the
// draw pile and of the discard pile are gathered in number order and shuffled
// together; held cards stay held.
//
// Decided here: cards that Stack put on top and that have not been drawn yet
// stay on top, in order, above the shuffled cards, so that a spec can stack the
// cards an end-of-turn refill deals.
func (s *State) Reshuffle() { s.shuffleIn(int(s.nStacked)) }

// shuffleIn gathers the draw pile, less its top keep cards, and the discard
// pile in number order, shuffles them into the draw pile, puts the kept cards
// back on top in their order and counts a reshuffle.
func (s *State) shuffleIn(keep int) {
	var top [pile.Max]uint8
	cards := s.draw.Cards()
	below := len(cards) - keep
	copy(top[:keep], cards[below:])
	s.draw.Truncate(below)
	rest := s.draw.Set() | s.discard.Set()
	s.draw.Truncate(0)
	s.discard.Truncate(0)
	s.draw.Gather(rest)
	s.draw.Shuffle(&s.src, s.draw.Len())
	for _, n := range top[:keep] {
		s.draw.Push(n)
	}
	s.reshuffles++
}
