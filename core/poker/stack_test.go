package poker

import "testing"

// A stacked hand comes out first named first, from wherever the cards were;
// the draw then goes on with the rest of the draw pile in its order.
func TestStackHand(t *testing.T) {
	s := New(1)
	first := draw(t, s) // QS
	if err := s.Discard(first); err != nil {
		t.Fatal(err)
	}
	if err := s.Stack(parse(t, "AS RJ QS")...); err != nil { // QS from the discard pile
		t.Fatal(err)
	}
	if s.Stacked() != 3 || s.DiscardLen() != 0 || s.Left() != 54 {
		t.Fatalf("after stacking: stacked %d, discard %d, left %d", s.Stacked(), s.DiscardLen(), s.Left())
	}
	if c, ok := s.Peek(); !ok || c.Name() != "AS" {
		t.Fatalf("Peek = %s, %v; want AS", c, ok)
	}
	hand, _ := s.Deal(nil, 4)
	if names(hand) != "AS RJ QS 10S" || s.Stacked() != 0 {
		t.Fatalf("stacked hand %s (stacked %d), want AS RJ QS then seed 1's second card 10S", names(hand), s.Stacked())
	}
	checkPlaces(t, s)
}

// Stacking again puts the new cards above those still waiting; a card named
// again moves to its new place.
func TestStackOnStack(t *testing.T) {
	s := New(2)
	if err := s.Stack(parse(t, "2C 3C 4C")...); err != nil {
		t.Fatal(err)
	}
	if err := s.Stack(parse(t, "KD 3C")...); err != nil {
		t.Fatal(err)
	}
	if s.Stacked() != 4 {
		t.Fatalf("stacked %d, want 4", s.Stacked())
	}
	if hand, _ := s.Deal(nil, 4); names(hand) != "KD 3C 2C 4C" {
		t.Fatalf("drew %s, want KD 3C 2C 4C", names(hand))
	}
}

// Decided here (Reshuffle's doc): stacked cards still waiting stay on top
// through a reshuffle, so a spec can stack the end-of-turn refill.
func TestStackSurvivesReshuffle(t *testing.T) {
	s := New(3)
	hand, _ := s.Deal(nil, 3)
	if err := s.Discard(hand[0]); err != nil {
		t.Fatal(err)
	}
	if err := s.Stack(parse(t, "7H 8H")...); err != nil {
		t.Fatal(err)
	}
	s.Reshuffle()
	if s.Stacked() != 2 || s.Left() != 52 {
		t.Fatalf("after the reshuffle: stacked %d, left %d", s.Stacked(), s.Left())
	}
	if a, b := draw(t, s), draw(t, s); a.Name() != "7H" || b.Name() != "8H" {
		t.Fatalf("after the reshuffle drew %s %s, want 7H 8H", a, b)
	}
	checkPlaces(t, s)
}

func TestStackRefuses(t *testing.T) {
	s := New(1)
	held := draw(t, s) // QS
	before := s.Snapshot()
	for _, c := range []struct {
		cards []Card
		want  string
	}{
		{[]Card{1, 54}, "poker: stack argument 2: card 54 is outside 0..53"},
		{[]Card{1, 2, 1}, "poker: stack argument 3: 2C is named twice"},
		{[]Card{1, held}, "poker: stack argument 2: QS is held; discard it before stacking it"},
	} {
		if err := s.Stack(c.cards...); err == nil || err.Error() != c.want {
			t.Errorf("Stack(%v) = %v, want %q", c.cards, err, c.want)
		}
	}
	if s.Snapshot() != before {
		t.Fatal("a refused stack changed the deck")
	}
}
