package deck

import "testing"

func TestDrawAllocs(t *testing.T) {
	s := New(fixtureDeck(), 1, WithPolicy(AfterJoker))
	if a := testing.AllocsPerRun(1000, func() { s.Draw() }); a != 0 {
		t.Fatalf("Draw allocates %v times per call, want 0", a)
	}
	if a := testing.AllocsPerRun(1000, func() { s.Cut() }); a != 0 {
		t.Fatalf("Cut allocates %v times per call, want 0", a)
	}
}

// BenchmarkDraw draws through many passes (including the reshuffles).
func BenchmarkDraw(b *testing.B) {
	s := New(fixtureDeck(), 1)
	b.ReportAllocs()
	for b.Loop() {
		s.Draw()
	}
}

// BenchmarkShuffle measures one whole-deck Fisher–Yates shuffle.
func BenchmarkShuffle(b *testing.B) {
	s := New(fixtureDeck(), 1)
	b.ReportAllocs()
	for b.Loop() {
		s.shuffleAll()
	}
}
