package poker

import (
	"slices"
	"testing"
)

func TestSnapshotRestoreRepeats(t *testing.T) {
	s := New(31337)
	s.Deal(nil, 10)
	if err := s.Stack(parse(t, "BJ 2S")...); err != nil {
		t.Fatal(err)
	}
	snap := s.Snapshot()
	run := func() ([]Card, int) {
		var seq, hand []Card
		for turn := range 40 { // many passes through the deck
			hand, _ = s.Deal(hand[:0], 3)
			seq = append(seq, hand...)
			if err := s.Discard(hand...); err != nil {
				t.Fatal(err)
			}
			if turn%4 == 3 {
				s.Reshuffle()
			}
		}
		return seq, s.Reshuffles()
	}
	a, ra := run()
	if names(a[:2]) != "BJ 2S" || ra < 10 {
		t.Fatalf("run starts %s with %d reshuffles", names(a[:3]), ra)
	}
	after := s.Snapshot()
	s.Restore(snap)
	if s.Snapshot() != snap {
		t.Fatal("Restore did not give back the snapshot's state")
	}
	if b, rb := run(); !slices.Equal(a, b) || ra != rb {
		t.Fatalf("after Restore the deck went differently:\n%s\n%s", names(a), names(b))
	}
	if s.Snapshot() != after {
		t.Fatal("the state after the repeated run differs")
	}
	checkPlaces(t, s)
}

func TestRestoreZeroSnapshotPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("Restore(Snapshot{}) did not panic")
		}
	}()
	New(1).Restore(Snapshot{})
}
