package poker

import (
	"errors"
	"slices"
	"testing"

	"github.com/twtw/twtw/core/pile"
	"github.com/twtw/twtw/core/rng"
)

func TestNewIsShuffledFullDrawPile(t *testing.T) {
	s := New(1)
	if s.Left() != Count || s.DiscardLen() != 0 || s.HeldLen() != 0 || s.Reshuffles() != 0 || s.Seed() != 1 {
		t.Fatalf("new deck: left %d, discard %d, held %d, reshuffles %d", s.Left(), s.DiscardLen(), s.HeldLen(), s.Reshuffles())
	}
	checkPlaces(t, s)
	// The order is the pile machinery's Fisher–Yates over 0..53 on the poker
	// stream, drawn from the top (the end of the pile).
	src := rng.New(1, pcgStream)
	want := make([]uint8, Count)
	for i := range want {
		want[i] = uint8(i)
	}
	pile.Shuffle(&src, want)
	for i := Count - 1; i >= 0; i-- {
		if c := draw(t, s); uint8(c) != want[i] {
			t.Fatalf("draw %d: %s, want %s", Count-i, c, Card(want[i]))
		}
	}
}

// Seed 004 (the shootout's opening): "At the start of the game each player is
// dealt three cards". Seed 1 deals these two hands (pinned).
func TestDealHandsOfThreePinned(t *testing.T) {
	s := New(1)
	h1, err := s.Deal(nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	h2, _ := s.Deal(make([]Card, 0, 3), 3)
	if names(h1) != "QS 10S 3C" || names(h2) != "4S 9C 10H" {
		t.Fatalf("seed 1 hands: %s | %s; want QS 10S 3C | 4S 9C 10H", names(h1), names(h2))
	}
	if s.Left() != 48 || s.HeldLen() != 6 || !s.Held(h1[0]) || s.Held(Card(1)) {
		t.Fatalf("after two hands: left %d, held %d", s.Left(), s.HeldLen())
	}
	checkPlaces(t, s)
}

// Seed 004, a whole turn: player 1 spends a card ("As cards are spent they are
// returned to the gamemaster"), player 2 "may discard all of his cards for new
// ones", and "At the end of the turn the gamemaster will shuffle the deck and
// give each player a new card to replace the spent card".
func TestTurnSpendDiscardReshuffleRefill(t *testing.T) {
	s := New(1)
	p1, _ := s.Deal(nil, 3)                  // QS 10S 3C
	p2, _ := s.Deal(nil, 3)                  // 4S 9C 10H
	if err := s.Discard(p1[0]); err != nil { // QS spent
		t.Fatal(err)
	}
	p1 = p1[1:]
	if err := s.Discard(p2...); err != nil { // a new hand for player 2
		t.Fatal(err)
	}
	p2, _ = s.Deal(p2[:0], 3)
	if got := names(s.Discards(nil)); got != "QS 4S 9C 10H" {
		t.Fatalf("discard pile %s, want QS 4S 9C 10H", got)
	}
	if names(p2) != "4D 8S 7H" {
		t.Fatalf("player 2's new hand %s, want 4D 8S 7H", names(p2))
	}
	s.Reshuffle()
	if s.DiscardLen() != 0 || s.Left() != 49 || s.HeldLen() != 5 || s.Reshuffles() != 1 {
		t.Fatalf("after the reshuffle: discard %d, left %d, held %d, reshuffles %d; want 0, 49, 5, 1", s.DiscardLen(), s.Left(), s.HeldLen(), s.Reshuffles())
	}
	for _, c := range append(slices.Clone(p1), p2...) {
		if !s.Held(c) {
			t.Fatalf("%s is no longer held after the reshuffle", c)
		}
	}
	p1 = append(p1, draw(t, s))
	if names(p1) != "10S 3C 2S" {
		t.Fatalf("player 1 after the refill: %s, want 10S 3C 2S", names(p1))
	}
	checkPlaces(t, s)
}

// "The draw pile reshuffles the discard pile in by itself when it runs out";
// when every card is held there is nothing to draw.
func TestDrawRunsOut(t *testing.T) {
	s := New(42)
	all, err := s.Deal(nil, Count)
	if err != nil {
		t.Fatal(err)
	}
	if names(all[:10]) != "3S 5H 9C 9D AH 4C 9H 6C QC 8H" {
		t.Fatalf("seed 42 first ten: %s", names(all[:10]))
	}
	if _, ok := s.Peek(); ok {
		t.Fatal("Peek on an empty draw pile says ok")
	}
	if _, err := s.Draw(); !errors.Is(err, ErrAllHeld) {
		t.Fatalf("draw with every card held: %v, want ErrAllHeld", err)
	}
	if h, err := s.Deal(nil, 1); err == nil || len(h) != 0 {
		t.Fatalf("deal with every card held: %v, %v", h, err)
	}
	if err := s.Discard(all[:20]...); err != nil {
		t.Fatal(err)
	}
	c := draw(t, s)
	if c != parse(t, "3H")[0] || s.Reshuffles() != 1 || s.Left() != 19 || s.DiscardLen() != 0 {
		t.Fatalf("draw from the discards: %s, reshuffles %d, left %d; want 3H, 1, 19", c, s.Reshuffles(), s.Left())
	}
	checkPlaces(t, s)
}

func TestDealRefuses(t *testing.T) {
	s := New(5)
	if _, err := s.Deal(nil, -1); err == nil || err.Error() != "poker: deal -1: want 0 or more cards" {
		t.Fatalf("deal -1: %v", err)
	}
	s.Deal(nil, 50)
	h, err := s.Deal(nil, 5)
	if want := "poker: deal 5: only 4 cards are left (4 in the draw pile, 0 in the discard pile, 50 held)"; err == nil || err.Error() != want || len(h) != 0 || s.Left() != 4 {
		t.Fatalf("deal 5 of 4: %v, %v", h, err)
	}
	if h, err := s.Deal(nil, 0); err != nil || len(h) != 0 {
		t.Fatalf("deal 0: %v %v", h, err)
	}
}

func TestDiscardRefuses(t *testing.T) {
	s := New(1)
	hand, _ := s.Deal(nil, 3) // QS 10S 3C
	if err := s.Discard(hand[2]); err != nil {
		t.Fatal(err)
	}
	before := s.Snapshot()
	for _, c := range []struct {
		cards []Card
		want  string
	}{
		{[]Card{hand[0], 60}, "poker: discard argument 2: card 60 is outside 0..53"},
		{[]Card{hand[0], hand[0]}, "poker: discard argument 2: QS is named twice"},
		{[]Card{hand[1], parse(t, "KH")[0]}, "poker: discard argument 2: KH is not held (it is in the draw pile)"},
		{[]Card{hand[2]}, "poker: discard argument 1: 3C is not held (it is in the discard pile)"},
	} {
		if err := s.Discard(c.cards...); err == nil || err.Error() != c.want {
			t.Errorf("Discard(%s) = %v, want %q", names(c.cards), err, c.want)
		}
	}
	if s.Snapshot() != before {
		t.Fatal("a refused discard changed the deck")
	}
}
