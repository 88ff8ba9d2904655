package deck

import (
	"slices"
	"testing"

	"github.com/twtw/twtw/core/card"
)

// A cut reveals one card and completes the cut: the draw pile is rotated so
// the revealed card is at the bottom; nothing is drawn or discarded.
func TestCutRotatesRevealedCardToBottom(t *testing.T) {
	for seed := range uint64(20) {
		s := New(fixtureDeck(), seed)
		drawNumbers(t, s, 10)
		before := rest(t, s)
		discards := s.Discards()
		c := s.Cut()
		k := slices.Index(before, int(c.Number))
		if k < 0 {
			t.Fatalf("seed %d: cut revealed card %d, which is not in the draw pile", seed, c.Number)
		}
		if s.DrawLen() != len(before) || !slices.Equal(s.Discards(), discards) || s.Reshuffles() != 0 {
			t.Fatalf("seed %d: the cut changed the pile sizes or the discard pile", seed)
		}
		want := append(slices.Clone(before[k+1:]), before[:k+1]...)
		if got := rest(t, s); !slices.Equal(got, want) {
			t.Fatalf("seed %d: after cutting at depth %d:\n got %v\nwant %v", seed, k, got, want)
		}
	}
}

func TestCutWhileStackedRevealsTopStackedCard(t *testing.T) {
	s := New(fixtureDeck(), 77)
	if err := s.Stack(9, 12); err != nil {
		t.Fatal(err)
	}
	if c := s.Cut(); c.Number != 9 {
		t.Fatalf("cut revealed %d, want the stacked 9", c.Number)
	}
	if s.Stacked() != 1 {
		t.Fatalf("Stacked() = %d after the cut, want 1", s.Stacked())
	}
	got := drawNumbers(t, s, card.Count)
	if got[0] != 12 || got[card.Count-1] != 9 {
		t.Fatalf("after the cut the pass is %v: want 12 first and the revealed 9 last", got)
	}
	// Nothing stacked now: the cut is random again (a draw-pile-empty cut reshuffles first).
	s.Cut()
	if s.Reshuffles() != 1 || s.DrawLen() != card.Count {
		t.Fatalf("cut on an empty draw pile: reshuffles %d, draw %d; want 1, 54", s.Reshuffles(), s.DrawLen())
	}
}

// Over seeds 0..5399 each depth of a full draw pile is revealed about equally
// often (100 expected; ±5 standard deviations). The seeds are fixed.
func TestCutDepthIsUniform(t *testing.T) {
	d := fixtureDeck()
	var count [card.Count]int
	for seed := range uint64(100 * card.Count) {
		s := New(d, seed)
		before := rest(t, s)
		count[slices.Index(before, int(s.Cut().Number))]++
	}
	for depth, k := range count {
		if k < 50 || k > 150 {
			t.Errorf("depth %d was cut %d times in 5400 cuts, want about 100", depth, k)
		}
	}
}
