package deck

import (
	"testing"

	"github.com/twtw/twtw/core/card"
)

func TestPolicyFunctions(t *testing.T) {
	d := fixtureDeck()
	for i := range d.Cards {
		c := &d.Cards[i]
		if OnEmpty(c) {
			t.Errorf("OnEmpty(card %d) = true", i)
		}
		// action-cards.md "Decided here": the jokers are cards 0 and 53.
		if want := i == 0 || i == card.Count-1; AfterJoker(c) != want {
			t.Errorf("AfterJoker(card %d) = %v, want %v", i, !want, want)
		}
	}
}

func TestAfterJokerReshufflesBeforeNextDraw(t *testing.T) {
	s := New(fixtureDeck(), 5, WithPolicy(AfterJoker))
	if err := s.Stack(5, 0); err != nil {
		t.Fatal(err)
	}
	if c := s.Draw(); c.Number != 5 || s.ReshufflePending() {
		t.Fatalf("drew %d (pending %v), want 5 and no reshuffle pending", c.Number, s.ReshufflePending())
	}
	joker := s.Draw()
	if joker.Number != 0 || !s.ReshufflePending() {
		t.Fatalf("drew %d (pending %v), want the red joker 0 and a reshuffle pending", joker.Number, s.ReshufflePending())
	}
	// Lazy: the joker is still readable and still in the discard pile.
	if s.Reshuffles() != 0 || s.DiscardLen() != 2 || s.Discards()[1] != 0 || s.Peek() != nil {
		t.Fatalf("after the joker: reshuffles %d, discard %v, peek known %v; want 0, [5 0], false", s.Reshuffles(), s.Discards(), s.Peek() != nil)
	}
	s.Draw()
	if s.Reshuffles() != 1 || s.DiscardLen() != 1 || s.DrawLen() != card.Count-1 || s.ReshufflePending() {
		t.Fatalf("draw after the joker: reshuffles %d, discard %d, draw %d; want 1, 1, 53", s.Reshuffles(), s.DiscardLen(), s.DrawLen())
	}
	checkPiles(t, s)
}

func TestOnEmptyKeepsGoingAfterJoker(t *testing.T) {
	for _, opts := range [][]Option{nil, {WithPolicy(OnEmpty)}, {WithPolicy(nil)}} {
		s := New(fixtureDeck(), 5, opts...)
		if err := s.Stack(5, 0, 7); err != nil {
			t.Fatal(err)
		}
		got := drawNumbers(t, s, 3)
		if got[0] != 5 || got[1] != 0 || got[2] != 7 || s.Reshuffles() != 0 || s.DiscardLen() != 3 {
			t.Fatalf("%d options: drew %v with %d reshuffles, want [5 0 7] and none", len(opts), got, s.Reshuffles())
		}
	}
}

// A policy that always says yes reshuffles before every draw: the discard pile
// never holds more than the card just drawn.
func TestAlwaysPolicy(t *testing.T) {
	s := New(fixtureDeck(), 11, WithPolicy(func(*card.Card) bool { return true }))
	for i := 1; i <= 100; i++ {
		s.Draw()
		if s.DiscardLen() != 1 || s.Reshuffles() != i-1 {
			t.Fatalf("draw %d: discard %d, reshuffles %d; want 1, %d", i, s.DiscardLen(), s.Reshuffles(), i-1)
		}
	}
}

// A stacked joker does not break the stacked sequence: the reshuffle it asks
// for waits until the stacked cards are used (a replay stacks whole runs).
func TestAfterJokerWaitsForStackedCards(t *testing.T) {
	s := New(fixtureDeck(), 6, WithPolicy(AfterJoker))
	if err := s.Stack(0, 5, 53, 9); err != nil {
		t.Fatal(err)
	}
	if got := drawNumbers(t, s, 4); got[0] != 0 || got[1] != 5 || got[2] != 53 || got[3] != 9 {
		t.Fatalf("drew %v, want the stacked [0 5 53 9]", got)
	}
	if s.Reshuffles() != 0 || !s.ReshufflePending() || s.DiscardLen() != 4 {
		t.Fatalf("after the stacked cards: reshuffles %d, pending %v, discard %d; want 0, true, 4", s.Reshuffles(), s.ReshufflePending(), s.DiscardLen())
	}
	s.Draw()
	if s.Reshuffles() != 1 || s.DiscardLen() != 1 {
		t.Fatalf("next draw: reshuffles %d, discard %d; want 1, 1", s.Reshuffles(), s.DiscardLen())
	}
}
