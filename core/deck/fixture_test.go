package deck

import (
	"slices"
	"testing"

	"github.com/twtw/twtw/core/card"
)

// fixtureDeck builds a card.Deck whose cards carry their number, the standard
// corners (action-cards.md "Decided here": jokers are 0 and 53) and the failure
// result 7, except the cards the failure tests use: card 10 shows 1, card 20
// shows 2 and card 30 shows 0.
func fixtureDeck() *card.Deck {
	d := &card.Deck{Name: "fixture"}
	for i := range d.Cards {
		c := &d.Cards[i]
		c.Number = uint8(i)
		c.Fragment, c.Suit, c.Toggle = card.Corners(i)
		c.Failure = 7
	}
	d.Cards[oneCard].Failure = 1
	d.Cards[twoCard].Failure = 2
	d.Cards[zeroCard].Failure = 0
	return d
}

// Cards of fixtureDeck with special failure results.
const (
	oneCard  = 10
	twoCard  = 20
	zeroCard = 30
)

// drawNumbers draws k cards and returns their numbers.
func drawNumbers(t testing.TB, s *State, k int) []int {
	t.Helper()
	out := make([]int, k)
	for i := range out {
		out[i] = int(s.Draw().Number)
	}
	return out
}

// checkPermutation fails unless nums holds each card number 0..53 exactly once.
func checkPermutation(t testing.TB, nums []int) {
	t.Helper()
	got := slices.Clone(nums)
	slices.Sort(got)
	for i, n := range got {
		if n != i || len(got) != card.Count {
			t.Fatalf("not a pass over the whole deck: sorted %v", got)
		}
	}
}

// checkPiles fails unless draw and discard pile together hold every card once.
func checkPiles(t testing.TB, s *State) {
	t.Helper()
	var seen [card.Count]int
	for _, n := range s.draw[:s.nDraw] {
		seen[n]++
	}
	for _, n := range s.discard[:s.nDiscard] {
		seen[n]++
	}
	for n, k := range seen {
		if k != 1 {
			t.Fatalf("card %d is in the piles %d times (draw %v, discard %v)", n, k, s.draw[:s.nDraw], s.discard[:s.nDiscard])
		}
	}
	if s.nStacked > s.nDraw {
		t.Fatalf("%d stacked cards but only %d in the draw pile", s.nStacked, s.nDraw)
	}
}
