package pile

import (
	"slices"
	"testing"

	"github.com/twtw/twtw/core/rng"
)

func TestSet(t *testing.T) {
	var s Set
	for _, n := range []uint8{0, 5, 53, 63} {
		s.Add(n)
	}
	if s.Len() != 4 || !s.Has(0) || !s.Has(53) || !s.Has(63) || s.Has(1) || s.Has(64) || s.Has(255) {
		t.Fatalf("set %b: Len %d", s, s.Len())
	}
	s.Del(5)
	s.Del(5)
	if s.Len() != 3 || s.Has(5) {
		t.Fatalf("after Del(5): %b", s)
	}
}

// Shuffle is Fisher–Yates from the top index down; seed 1 on stream 2 puts
// 0..9 in this order (pinned: decks depend on it).
func TestShufflePinned(t *testing.T) {
	src := rng.New(1, 2)
	p := []uint8{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	Shuffle(&src, p)
	if want := []uint8{2, 4, 3, 9, 0, 1, 8, 6, 5, 7}; !slices.Equal(p, want) {
		t.Fatalf("shuffled %v, want %v", p, want)
	}
	Shuffle(&src, nil) // no cards: nothing to do, no draw
	Shuffle(&src, p[:1])
}

func TestRemoveKeepsOrder(t *testing.T) {
	p := []uint8{9, 3, 7, 1, 8}
	var named Set
	named.Add(3)
	named.Add(8)
	named.Add(40) // not in the pile
	k := Remove(p, named)
	if got := p[:k]; !slices.Equal(got, []uint8{9, 7, 1}) {
		t.Fatalf("Remove left %v, want [9 7 1]", got)
	}
}

func TestPile(t *testing.T) {
	var p Pile
	p.Gather(Set(1<<4 | 1<<1 | 1<<9))
	p.Push(2)
	if got := p.Cards(); !slices.Equal(got, []uint8{1, 4, 9, 2}) || p.Len() != 4 {
		t.Fatalf("gathered then pushed: %v (len %d), want [1 4 9 2]", got, p.Len())
	}
	if s := p.Set(); s != Set(1<<1|1<<2|1<<4|1<<9) {
		t.Fatalf("Set() = %b", s)
	}
	if n := p.Pop(); n != 2 {
		t.Fatalf("Pop = %d, want 2", n)
	}
	p.Remove(Set(1 << 4))
	if got := p.Cards(); !slices.Equal(got, []uint8{1, 9}) {
		t.Fatalf("after Remove(4): %v", got)
	}
	p.Truncate(1)
	if got := p.Cards(); !slices.Equal(got, []uint8{1}) {
		t.Fatalf("after Truncate(1): %v", got)
	}
}

// Pile.Shuffle shuffles the bottom n cards only and equals Shuffle on them.
func TestPileShuffleBottom(t *testing.T) {
	var p Pile
	for n := range uint8(10) {
		p.Push(n)
	}
	p.Push(50)
	p.Push(51)
	a, b := rng.New(1, 2), rng.New(1, 2)
	p.Shuffle(&a, 10)
	want := []uint8{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	Shuffle(&b, want)
	want = append(want, 50, 51)
	if got := p.Cards(); !slices.Equal(got, want) {
		t.Fatalf("Pile.Shuffle(10) = %v, want %v", got, want)
	}
}

func TestPileAllocs(t *testing.T) {
	src := rng.New(1, 1)
	var p Pile
	a := testing.AllocsPerRun(1000, func() {
		p.Truncate(0)
		p.Gather(Set(1<<54 - 1))
		p.Shuffle(&src, p.Len())
		p.Remove(Set(1<<3 | 1<<30))
		p.Pop()
	})
	if a != 0 {
		t.Fatalf("pile operations allocate %v times per run, want 0", a)
	}
}

// BenchmarkGatherShuffle gathers and shuffles 54 cards, a whole poker deck.
func BenchmarkGatherShuffle(b *testing.B) {
	src := rng.New(1, 1)
	var p Pile
	b.ReportAllocs()
	for b.Loop() {
		p.Truncate(0)
		p.Gather(Set(1<<54 - 1))
		p.Shuffle(&src, p.Len())
	}
}
