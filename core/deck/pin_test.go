package deck

import (
	"slices"
	"testing"
)

// TestSeedOrderPinned pins the exact cards a few seeds give, so that the deck
// machinery the action deck shares with other decks (core/rng, core/pile)
// cannot change a recorded fight: the same seed must keep drawing the same
// cards, cutting the same cards and reshuffling into the same order.
func TestSeedOrderPinned(t *testing.T) {
	cases := []struct {
		name string
		run  func() []int
		want []int
	}{
		{"seed 1, first 12 draws", func() []int {
			return drawNumbers(t, New(fixtureDeck(), 1), 12)
		}, []int{19, 22, 41, 13, 23, 45, 34, 5, 39, 33, 20, 17}},
		{"seed 42, first 12 draws", func() []int {
			return drawNumbers(t, New(fixtureDeck(), 42), 12)
		}, []int{46, 17, 13, 32, 35, 21, 45, 27, 25, 2, 15, 22}},
		{"seed 7, first 8 draws after the reshuffle of an empty draw pile", func() []int {
			s := New(fixtureDeck(), 7)
			drawNumbers(t, s, 54)
			return drawNumbers(t, s, 8)
		}, []int{27, 2, 53, 21, 31, 5, 15, 7}},
		{"seed 3, five cuts then five draws", func() []int {
			s := New(fixtureDeck(), 3)
			var got []int
			for range 5 {
				got = append(got, int(s.Cut().Number))
			}
			return append(got, drawNumbers(t, s, 5)...)
		}, []int{28, 15, 6, 4, 4, 51, 38, 3, 8, 49}},
		{"seed 5, AfterJoker, stacked joker then the reshuffled deck", func() []int {
			s := New(fixtureDeck(), 5, WithPolicy(AfterJoker))
			drawNumbers(t, s, 10)
			if err := s.Stack(0, 30); err != nil {
				t.Fatal(err)
			}
			got := drawNumbers(t, s, 6)
			return append(got, s.Reshuffles())
		}, []int{0, 30, 36, 29, 22, 41, 1}},
	}
	for _, c := range cases {
		if got := c.run(); !slices.Equal(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}
