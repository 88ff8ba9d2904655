// Package deck is the action deck in play: a draw pile and a discard pile over
// the 54 cards of a card.Deck, shuffled by a seeded math/rand/v2 PCG.
//
// Every card is always in exactly one of the two piles. Draw takes the top card
// of the draw pile and puts it onto the discard pile at once, so a card being
// resolved is already in the discard pile; rules that read the discard pile
// (the Rel 1 failure rule, seed 000 "Equipment Failure") ask about the OTHER
// cards there. When the draw pile is empty, or a reshuffle policy asked for
// one, the whole deck is gathered and shuffled before the next draw.
//
// The hot path (Draw, EquipmentFails, Snapshot, Restore) does not allocate: the
// piles are fixed-size arrays of card numbers and the generator is a value.
// A State is not safe for concurrent use.
package deck

import (
	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/core/rng"
)

// State is one deck in play: the draw pile, the discard pile, the generator,
// the reshuffle policy and the card data. Card number n is d.Cards[n] of the
// card.Deck it was built on. Create one with New.
type State struct {
	deck   *card.Deck
	policy Policy
	piles
}

// piles is everything that changes as the deck is used; Snapshot copies it.
type piles struct {
	// draw holds the draw pile bottom first: the top card is draw[nDraw-1].
	draw [card.Count]uint8
	// discard holds the discard pile oldest first: the last card discarded is discard[nDiscard-1].
	discard  [card.Count]uint8
	nDraw    uint8
	nDiscard uint8
	// nStacked counts the cards on top of the draw pile that Stack put there
	// and that have not been drawn or cut away yet.
	nStacked uint8
	// pending is set when the policy asked for a reshuffle; it happens at the
	// next draw or cut once no stacked cards are waiting.
	pending    bool
	reshuffles int
	seed       uint64
	src        rng.Source
}

// Option configures a State in New.
type Option func(*State)

// WithPolicy sets the reshuffle policy (the default is OnEmpty).
// A nil policy is the same as OnEmpty.
func WithPolicy(p Policy) Option {
	return func(s *State) { s.policy = p }
}

// New returns the deck d in play, shuffled at once (Fisher–Yates driven by a
// PCG seeded with seed; see core/rng and core/pile): every card in the draw pile, the discard pile empty.
// The same d and seed always give the same order. New panics if d is nil.
func New(d *card.Deck, seed uint64, opts ...Option) *State {
	if d == nil {
		panic("deck.New: nil card deck")
	}
	s := &State{deck: d}
	s.seed = seed
	s.src = rng.New(seed, pcgStream)
	for _, o := range opts {
		o(s)
	}
	s.shuffleAll()
	return s
}

// Seed returns the seed the State was created with.
func (s *State) Seed() uint64 { return s.seed }

// Cards returns the card data the deck is built on.
func (s *State) Cards() *card.Deck { return s.deck }

// Card returns card number n of the deck's data, or nil when n is outside 0..53.
func (s *State) Card(n int) *card.Card {
	if n < 0 || n >= card.Count {
		return nil
	}
	return &s.deck.Cards[n]
}

// Draw takes the top card of the draw pile and puts it onto the discard pile
// at once: while the caller resolves it, the card is already in the discard
// pile. If the draw pile is empty, or the policy asked for a reshuffle and no
// stacked cards are waiting (see Stack), the whole deck is shuffled first (see
// Reshuffles). After the draw the policy is asked whether to reshuffle before
// the next draw.
//
// The returned card points into the deck's data and must not be modified.
func (s *State) Draw() *card.Card {
	s.reshuffleIfDue()
	s.nDraw--
	n := s.draw[s.nDraw]
	s.discard[s.nDiscard] = n
	s.nDiscard++
	if s.nStacked > 0 {
		s.nStacked--
	}
	c := &s.deck.Cards[n]
	if s.policy != nil && s.policy(c) {
		s.pending = true
	}
	return c
}

// Peek returns the card the next Draw will return, without drawing it, or nil
// when the next Draw will reshuffle first (so the next card is not known yet).
func (s *State) Peek() *card.Card {
	if s.reshuffleDue() {
		return nil
	}
	return &s.deck.Cards[s.draw[s.nDraw-1]]
}

// Reshuffles returns how many times the deck has been reshuffled since New:
// once each time the draw pile ran out and once each time the policy asked for
// it (the shuffle in New is not counted).
func (s *State) Reshuffles() int { return s.reshuffles }

// ReshufflePending reports whether the policy asked for a reshuffle that has
// not happened yet: it happens at the next Draw or Cut, or after the stacked
// cards still waiting.
func (s *State) ReshufflePending() bool { return s.pending }

// DrawLen returns the number of cards in the draw pile.
func (s *State) DrawLen() int { return int(s.nDraw) }

// DiscardLen returns the number of cards in the discard pile.
func (s *State) DiscardLen() int { return int(s.nDiscard) }

// Discards returns a copy of the discard pile's card numbers, oldest first
// (the last card drawn is last).
func (s *State) Discards() []uint8 {
	out := make([]uint8, s.nDiscard)
	copy(out, s.discard[:s.nDiscard])
	return out
}

// DiscardHas reports whether any card in the discard pile satisfies pred.
// The card being resolved (the last one drawn) is in the discard pile too.
func (s *State) DiscardHas(pred func(*card.Card) bool) bool {
	for _, n := range s.discard[:s.nDiscard] {
		if pred(&s.deck.Cards[n]) {
			return true
		}
	}
	return false
}
