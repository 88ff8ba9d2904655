package deck

import (
	"slices"
	"testing"

	"github.com/twtw/twtw/core/card"
)

// rest draws everything left in the draw pile of a copy of s, without
// changing s.
func rest(t *testing.T, s *State) []int {
	t.Helper()
	c := *s
	return drawNumbers(t, &c, int(c.nDraw))
}

func without(nums []int, drop ...int) []int {
	return slices.DeleteFunc(slices.Clone(nums), func(n int) bool { return slices.Contains(drop, n) })
}

func TestStackThenDraw(t *testing.T) {
	s := New(fixtureDeck(), 2024)
	before := rest(t, s)
	if err := s.Stack(3, 40, 17); err != nil {
		t.Fatal(err)
	}
	if s.Stacked() != 3 || s.DrawLen() != card.Count {
		t.Fatalf("after Stack: %d stacked, draw %d; want 3, 54", s.Stacked(), s.DrawLen())
	}
	got := drawNumbers(t, s, card.Count)
	want := append([]int{3, 40, 17}, without(before, 3, 40, 17)...)
	if !slices.Equal(got, want) {
		t.Fatalf("draws after Stack(3, 40, 17):\n got %v\nwant %v", got, want)
	}
	if s.Stacked() != 0 || s.Reshuffles() != 0 {
		t.Fatalf("after the pass: %d stacked, %d reshuffles; want 0, 0", s.Stacked(), s.Reshuffles())
	}
}

func TestStackTakesFromDiscard(t *testing.T) {
	s := New(fixtureDeck(), 8)
	drawn := drawNumbers(t, s, 5)
	before := rest(t, s)
	if err := s.Stack(drawn[1], before[3]); err != nil {
		t.Fatal(err)
	}
	wantDiscard := without(drawn, drawn[1])
	var gotDiscard []int
	for _, n := range s.Discards() {
		gotDiscard = append(gotDiscard, int(n))
	}
	if !slices.Equal(gotDiscard, wantDiscard) {
		t.Fatalf("discard pile after stacking a discarded card = %v, want %v", gotDiscard, wantDiscard)
	}
	got := drawNumbers(t, s, card.Count-4)
	want := append([]int{drawn[1], before[3]}, without(before, before[3])...)
	if !slices.Equal(got, want) {
		t.Fatalf("draws:\n got %v\nwant %v", got, want)
	}
	checkPiles(t, s)
}

func TestStackOnStack(t *testing.T) {
	s := New(fixtureDeck(), 8)
	if err := s.Stack(1, 2, 9); err != nil {
		t.Fatal(err)
	}
	if err := s.Stack(3, 2); err != nil {
		t.Fatal(err)
	}
	if s.Stacked() != 4 {
		t.Fatalf("Stacked() = %d, want 4 (3, 2 above the 1 and 9 still waiting)", s.Stacked())
	}
	if got := drawNumbers(t, s, 4); !slices.Equal(got, []int{3, 2, 1, 9}) {
		t.Fatalf("drew %v, want [3 2 1 9]", got)
	}
}

func TestStackWholeDeckAndEmptyPile(t *testing.T) {
	s := New(fixtureDeck(), 8)
	drawNumbers(t, s, card.Count) // draw pile empty, all 54 discarded
	order := make([]int, card.Count)
	for i := range order {
		order[i] = card.Count - 1 - i
	}
	if err := s.Stack(order...); err != nil {
		t.Fatal(err)
	}
	if s.DiscardLen() != 0 || s.DrawLen() != card.Count {
		t.Fatalf("stacking the whole deck: discard %d, draw %d; want 0, 54", s.DiscardLen(), s.DrawLen())
	}
	if got := drawNumbers(t, s, card.Count); !slices.Equal(got, order) {
		t.Fatalf("drew %v, want %v", got, order)
	}
	if s.Reshuffles() != 0 {
		t.Fatalf("Reshuffles() = %d, want 0", s.Reshuffles())
	}
}

func TestStackDoesPendingReshuffle(t *testing.T) {
	s := New(fixtureDeck(), 4, WithPolicy(AfterJoker))
	if err := s.Stack(card.Count - 1); err != nil {
		t.Fatal(err)
	}
	s.Draw() // the black joker: reshuffle pending
	if err := s.Stack(12); err != nil {
		t.Fatal(err)
	}
	if s.Reshuffles() != 1 || s.ReshufflePending() || s.DiscardLen() != 0 {
		t.Fatalf("Stack after a joker: reshuffles %d, pending %v, discard %d; want 1, false, 0", s.Reshuffles(), s.ReshufflePending(), s.DiscardLen())
	}
	if c := s.Draw(); c.Number != 12 {
		t.Fatalf("drew %d, want the stacked 12", c.Number)
	}
}

func TestStackErrors(t *testing.T) {
	for _, tc := range []struct {
		name    string
		numbers []int
		want    string
	}{
		{"negative", []int{3, -1}, "deck: stack argument 2: card -1 is outside 0..53"},
		{"too big", []int{54}, "deck: stack argument 1: card 54 is outside 0..53"},
		{"duplicate", []int{5, 6, 5}, "deck: stack argument 3: card 5 is named twice"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := New(fixtureDeck(), 1)
			s.Draw()
			before := s.Snapshot()
			err := s.Stack(tc.numbers...)
			if err == nil || err.Error() != tc.want {
				t.Fatalf("Stack(%v) error = %v, want %q", tc.numbers, err, tc.want)
			}
			if s.Snapshot() != before {
				t.Fatal("a refused Stack changed the deck")
			}
		})
	}
}
