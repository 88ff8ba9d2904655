package poker

import (
	"strings"
	"testing"
)

// names returns the cards' names joined by spaces.
func names(cards []Card) string {
	s := make([]string, len(cards))
	for i, c := range cards {
		s[i] = c.Name()
	}
	return strings.Join(s, " ")
}

// parse returns the cards named, separated by spaces.
func parse(t testing.TB, text string) []Card {
	t.Helper()
	var out []Card
	for _, f := range strings.Fields(text) {
		c, err := ParseCard(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// checkPlaces fails unless every card is in exactly one place (draw pile,
// held, discard pile) and the stacked cards are within the draw pile.
func checkPlaces(t testing.TB, s *State) {
	t.Helper()
	var seen [Count]int
	for _, n := range s.draw.Cards() {
		seen[n]++
	}
	for _, n := range s.discard.Cards() {
		seen[n]++
	}
	for n := range Card(Count) {
		if s.Held(n) {
			seen[n]++
		}
	}
	for n, k := range seen {
		if k != 1 {
			t.Fatalf("card %s is in %d places (draw %v, discard %v, held %b)", Card(n), k, s.draw.Cards(), s.discard.Cards(), s.held)
		}
	}
	if s.Left()+s.DiscardLen()+s.HeldLen() != Count || s.Stacked() > s.Left() {
		t.Fatalf("draw %d + discard %d + held %d, stacked %d", s.Left(), s.DiscardLen(), s.HeldLen(), s.Stacked())
	}
}

// draw draws one card or fails.
func draw(t testing.TB, s *State) Card {
	t.Helper()
	c, err := s.Draw()
	if err != nil {
		t.Fatal(err)
	}
	return c
}
