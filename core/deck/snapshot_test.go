package deck

import (
	"slices"
	"testing"
)

func TestSnapshotRestoreRepeats(t *testing.T) {
	s := New(fixtureDeck(), 31337, WithPolicy(AfterJoker))
	drawNumbers(t, s, 40)
	if err := s.Stack(0, 22); err != nil { // a joker: the policy will fire after it
		t.Fatal(err)
	}
	snap := s.Snapshot()
	run := func() ([]int, int, int) {
		var seq []int
		for i := range 300 { // several passes and joker reshuffles
			if i%7 == 3 {
				seq = append(seq, 100+int(s.Cut().Number))
			} else {
				seq = append(seq, int(s.Draw().Number))
			}
		}
		return seq, s.Reshuffles(), s.DiscardLen()
	}
	a, ra, da := run()
	if ra < 5 {
		t.Fatalf("only %d reshuffles in 300 draws: the test does not cross passes", ra)
	}
	after := s.Snapshot()
	s.Restore(snap)
	if s.Snapshot() != snap {
		t.Fatal("Restore did not give back the snapshot's state")
	}
	b, rb, db := run()
	if !slices.Equal(a, b) || ra != rb || da != db {
		t.Fatalf("after Restore the deck went differently:\n%v (%d reshuffles)\n%v (%d reshuffles)", a, ra, b, rb)
	}
	if s.Snapshot() != after {
		t.Fatal("the state after the repeated run differs")
	}
}

func TestSnapshotIsAValue(t *testing.T) {
	s := New(fixtureDeck(), 1)
	snap := s.Snapshot()
	copySnap := snap
	s.Draw()
	if s.Snapshot() == snap {
		t.Fatal("drawing did not change the deck's snapshot")
	}
	if snap != copySnap {
		t.Fatal("drawing changed a snapshot taken earlier")
	}
	// A snapshot restores into another State built on the same data.
	other := New(s.Cards(), 999)
	other.Restore(snap)
	if other.Seed() != 1 || other.Draw().Number != New(s.Cards(), 1).Draw().Number {
		t.Fatal("a snapshot restored into another State does not repeat the draw")
	}
}

func TestRestoreZeroSnapshotPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("Restore(Snapshot{}) did not panic")
		}
	}()
	New(fixtureDeck(), 1).Restore(Snapshot{})
}

func TestSnapshotAllocs(t *testing.T) {
	s := New(fixtureDeck(), 1)
	if a := testing.AllocsPerRun(100, func() { s.Restore(s.Snapshot()) }); a != 0 {
		t.Fatalf("Snapshot+Restore allocates %v times, want 0", a)
	}
}
