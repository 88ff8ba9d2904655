package poker

import (
	"errors"
	"fmt"

	"github.com/twtw/twtw/core/pile"
	"github.com/twtw/twtw/core/rng"
)

// pcgStream is the second PCG seed word of every State; the first is its
// seed. It differs from the action deck's and the dice's, so one fight seed
// gives each an independent sequence.
const pcgStream = 0x7477_7477_706f_6b72 // "twtwpokr"

// ErrAllHeld is Draw's error when no card is left to draw: the draw pile and
// the discard pile are both empty because every card is held.
var ErrAllHeld = errors.New("poker: every card is held; none is left in the draw or the discard pile")

// State is a poker deck in play. Every card is in exactly one place: the draw
// pile, held (drawn and not yet discarded) or the discard pile. Create one
// with New.
type State struct {
	state
}

// state is everything that changes as the deck is used; Snapshot copies it.
type state struct {
	// draw is the draw pile bottom first: the top card is drawn next.
	draw pile.Pile
	// discard is the discard pile oldest first.
	discard pile.Pile
	held    pile.Set
	// nStacked counts the cards on top of the draw pile that Stack put there
	// and that have not been drawn yet.
	nStacked   uint8
	reshuffles int
	seed       uint64
	src        rng.Source
}

// New returns the deck shuffled (Fisher–Yates driven by a PCG seeded with
// seed): all 54 cards in the draw pile, none held or discarded. The same seed
// always gives the same order.
func New(seed uint64) *State {
	s := &State{state{seed: seed, src: rng.New(seed, pcgStream)}}
	s.draw.Gather(pile.Set(1)<<Count - 1)
	s.draw.Shuffle(&s.src, Count)
	return s
}

// Seed returns the seed the State was created with.
func (s *State) Seed() uint64 { return s.seed }

// Draw takes the top card of the draw pile; the caller holds it until it is
// discarded. When the draw pile is empty the discard pile is shuffled into it
// first (see Reshuffles); when that is empty too, every card is held and Draw
// returns ErrAllHeld.
func (s *State) Draw() (Card, error) {
	if s.draw.Len() == 0 {
		if s.discard.Len() == 0 {
			return 0, ErrAllHeld
		}
		s.shuffleIn(0)
	}
	n := s.draw.Pop()
	s.held.Add(n)
	if s.nStacked > 0 {
		s.nStacked--
	}
	return Card(n), nil
}

// Deal draws n cards, as n Draws, and appends them to hand in the order
// drawn: the returned slice does not allocate when hand has the room, so a
// reused hand[:0] deals without allocating. When fewer than n cards are left
// in the draw and discard piles together, Deal returns an error and draws
// nothing.
func (s *State) Deal(hand []Card, n int) ([]Card, error) {
	if n < 0 {
		return hand, fmt.Errorf("poker: deal %d: want 0 or more cards", n)
	}
	if avail := s.draw.Len() + s.discard.Len(); n > avail {
		return hand, fmt.Errorf("poker: deal %d: only %d cards are left (%d in the draw pile, %d in the discard pile, %d held)",
			n, avail, s.draw.Len(), s.discard.Len(), s.held.Len())
	}
	for range n {
		c, _ := s.Draw() // cannot fail: enough cards were checked above
		hand = append(hand, c)
	}
	return hand, nil
}

// Peek returns the card the next Draw gives without drawing it; ok is false
// when the draw pile is empty (the next Draw reshuffles first, or fails).
func (s *State) Peek() (c Card, ok bool) {
	if s.draw.Len() == 0 {
		return 0, false
	}
	cards := s.draw.Cards()
	return Card(cards[len(cards)-1]), true
}

// Left returns the number of cards in the draw pile.
func (s *State) Left() int { return s.draw.Len() }

// DiscardLen returns the number of cards in the discard pile.
func (s *State) DiscardLen() int { return s.discard.Len() }

// HeldLen returns the number of cards held.
func (s *State) HeldLen() int { return s.held.Len() }

// Held reports whether c is held: drawn and not discarded.
func (s *State) Held(c Card) bool { return s.held.Has(uint8(c)) }

// Discards appends the discard pile's cards to dst, oldest first, and returns
// the extended slice (no allocation when dst has the room).
func (s *State) Discards(dst []Card) []Card {
	for _, n := range s.discard.Cards() {
		dst = append(dst, Card(n))
	}
	return dst
}

// Reshuffles returns how many times the deck has been reshuffled since New:
// by Reshuffle and by a Draw that found the draw pile empty.
func (s *State) Reshuffles() int { return s.reshuffles }

// Stacked returns how many cards put on top by Stack are still waiting there.
func (s *State) Stacked() int { return int(s.nStacked) }
