package deck

import (
	"slices"
	"testing"

	"github.com/twtw/twtw/core/card"
)

func TestSameSeedSameOrder(t *testing.T) {
	d := fixtureDeck()
	for _, seed := range []uint64{0, 1, 42, 1 << 63} {
		a := drawNumbers(t, New(d, seed), 3*card.Count)
		b := drawNumbers(t, New(d, seed), 3*card.Count)
		if !slices.Equal(a, b) {
			t.Errorf("seed %d: two decks drew\n%v\n%v", seed, a, b)
		}
	}
}

func TestDifferentSeedDifferentOrder(t *testing.T) {
	d := fixtureDeck()
	orders := map[string]uint64{}
	for seed := range uint64(50) {
		s := New(d, seed)
		if s.Seed() != seed {
			t.Fatalf("Seed() = %d, want %d", s.Seed(), seed)
		}
		key := string(s.draw[:])
		if other, ok := orders[key]; ok {
			t.Fatalf("seeds %d and %d shuffle the same order", other, seed)
		}
		orders[key] = seed
	}
}

func TestNewIsShuffledFullDrawPile(t *testing.T) {
	s := New(fixtureDeck(), 7)
	if s.DrawLen() != card.Count || s.DiscardLen() != 0 || s.Reshuffles() != 0 {
		t.Fatalf("new deck: draw %d, discard %d, reshuffles %d; want 54, 0, 0", s.DrawLen(), s.DiscardLen(), s.Reshuffles())
	}
	identity := true
	for i, n := range s.draw {
		identity = identity && int(n) == i
	}
	if identity {
		t.Fatal("new deck is in number order: not shuffled")
	}
	checkPiles(t, s)
}

// A pass draws every card once; the 55th draw reshuffles the whole deck.
func TestReshuffleWhenEmpty(t *testing.T) {
	s := New(fixtureDeck(), 99)
	first := drawNumbers(t, s, card.Count)
	checkPermutation(t, first)
	if s.DrawLen() != 0 || s.DiscardLen() != card.Count || s.Reshuffles() != 0 {
		t.Fatalf("after 54 draws: draw %d, discard %d, reshuffles %d; want 0, 54, 0", s.DrawLen(), s.DiscardLen(), s.Reshuffles())
	}
	if s.Peek() != nil {
		t.Fatal("Peek on an empty draw pile should be nil: the next card is not known before the reshuffle")
	}
	c := s.Draw()
	if s.Reshuffles() != 1 || s.DrawLen() != card.Count-1 || s.DiscardLen() != 1 {
		t.Fatalf("55th draw: draw %d, discard %d, reshuffles %d; want 53, 1, 1", s.DrawLen(), s.DiscardLen(), s.Reshuffles())
	}
	if got := s.Discards(); len(got) != 1 || got[0] != c.Number {
		t.Fatalf("discard pile after the reshuffle = %v, want [%d]", got, c.Number)
	}
	second := append([]int{int(c.Number)}, drawNumbers(t, s, card.Count-1)...)
	checkPermutation(t, second)
	if slices.Equal(first, second) {
		t.Fatal("the second pass repeats the first: the reshuffle did not shuffle")
	}
	// Third pass: still every card once, and two reshuffles in all.
	third := drawNumbers(t, s, card.Count)
	checkPermutation(t, third)
	if s.Reshuffles() != 2 {
		t.Fatalf("reshuffles after three passes = %d, want 2", s.Reshuffles())
	}
}

func TestDrawDiscardsAtOnce(t *testing.T) {
	s := New(fixtureDeck(), 3)
	for i := 1; i <= 10; i++ {
		next := s.Peek()
		c := s.Draw()
		if next != c {
			t.Fatalf("draw %d: Peek said card %d, Draw gave %d", i, next.Number, c.Number)
		}
		if c != s.Card(int(c.Number)) {
			t.Fatalf("draw %d: the card does not point into the deck data", i)
		}
		d := s.Discards()
		if len(d) != i || d[i-1] != c.Number {
			t.Fatalf("draw %d: discard pile %v does not end with the card being resolved (%d)", i, d, c.Number)
		}
		if !s.DiscardHas(func(o *card.Card) bool { return o == c }) {
			t.Fatalf("draw %d: DiscardHas does not find the card just drawn", i)
		}
		if s.DrawLen() != card.Count-i {
			t.Fatalf("draw %d: draw pile %d, want %d", i, s.DrawLen(), card.Count-i)
		}
	}
	if s.DiscardHas(func(*card.Card) bool { return false }) {
		t.Fatal("DiscardHas with a false predicate returned true")
	}
	// Discards is a copy.
	d := s.Discards()
	d[0] = 99
	if s.Discards()[0] == 99 {
		t.Fatal("Discards returned the deck's own array")
	}
}

func TestCardLookup(t *testing.T) {
	s := New(fixtureDeck(), 1)
	if s.Card(-1) != nil || s.Card(card.Count) != nil {
		t.Fatal("Card outside 0..53 should be nil")
	}
	if c := s.Card(37); c == nil || c.Number != 37 {
		t.Fatalf("Card(37) = %v", c)
	}
}

// The first card of a fresh shuffle is each card about equally often over
// seeds 0..5399 (100 expected each; the bounds are ±5 standard deviations).
// The seeds are fixed, so this cannot flake; it catches a biased shuffle such
// as Sattolo's off-by-one, under which a card never stays in its place.
func TestShuffleSpreadsFirstCard(t *testing.T) {
	d := fixtureDeck()
	var count [card.Count]int
	for seed := range uint64(100 * card.Count) {
		count[New(d, seed).Peek().Number]++
	}
	for n, k := range count {
		if k < 50 || k > 150 {
			t.Errorf("card %d came first %d times in 5400 shuffles, want about 100", n, k)
		}
	}
}

func TestNewNilDeckPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("New(nil, …) did not panic")
		}
	}()
	New(nil, 1)
}
