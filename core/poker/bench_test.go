package poker

import "testing"

func TestHotPathAllocs(t *testing.T) {
	s := New(1)
	hand := make([]Card, 0, 3)
	var disc []Card
	disc = s.Discards(make([]Card, 0, Count))
	for name, f := range map[string]func(){
		"Draw and Discard": func() {
			c, _ := s.Draw()
			_ = s.Discard(c)
		},
		"Deal and Discard": func() {
			hand, _ = s.Deal(hand[:0], 3)
			_ = s.Discard(hand...)
		},
		"Reshuffle":            s.Reshuffle,
		"Stack":                func() { _ = s.Stack(52, 0, 47); hand, _ = s.Deal(hand[:0], 3); _ = s.Discard(hand...) },
		"Snapshot and Restore": func() { s.Restore(s.Snapshot()) },
		"Discards":             func() { disc = s.Discards(disc[:0]) },
	} {
		if a := testing.AllocsPerRun(1000, f); a != 0 {
			t.Errorf("%s allocates %v times per run, want 0", name, a)
		}
	}
}

// BenchmarkDrawDiscard draws a card and spends it, through many reshuffles.
func BenchmarkDrawDiscard(b *testing.B) {
	s := New(1)
	b.ReportAllocs()
	for b.Loop() {
		c, _ := s.Draw()
		_ = s.Discard(c)
	}
}

// BenchmarkDealHand deals a hand of three into a reused slice and discards it
// (seed 004: a player "may discard all of his cards for new ones").
func BenchmarkDealHand(b *testing.B) {
	s := New(1)
	hand := make([]Card, 0, 3)
	b.ReportAllocs()
	for b.Loop() {
		hand, _ = s.Deal(hand[:0], 3)
		_ = s.Discard(hand...)
	}
}

// BenchmarkReshuffle shuffles the draw and discard piles together with six
// cards held (the end of a turn in seed 004 with two players).
func BenchmarkReshuffle(b *testing.B) {
	s := New(1)
	s.Deal(nil, 6)
	d, _ := s.Deal(nil, 20)
	_ = s.Discard(d...)
	b.ReportAllocs()
	for b.Loop() {
		s.Reshuffle()
	}
}

// BenchmarkStackHand stacks a hand of three, deals and discards it.
func BenchmarkStackHand(b *testing.B) {
	s := New(1)
	hand := make([]Card, 0, 3)
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Stack(52, 0, 47)
		hand, _ = s.Deal(hand[:0], 3)
		_ = s.Discard(hand...)
	}
}

// BenchmarkParseCard reads "10S".
func BenchmarkParseCard(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, _ = ParseCard("10S")
	}
}
