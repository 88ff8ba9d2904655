package dice

import (
	"slices"
	"testing"
)

func TestSnapshotRestoreRepeats(t *testing.T) {
	r := New(31337)
	r.D(6)
	if err := r.Stack(4, 4, 2); err != nil {
		t.Fatal(err)
	}
	snap := r.Snapshot()
	run := func() []int {
		var seq []int
		faces := make([]int, 3)
		for range 50 {
			seq = append(seq, r.D(8), r.Roll(Spec{3, 6, 1}, faces))
			total, _, _ := r.D100()
			seq = append(seq, total)
		}
		return seq
	}
	a := run()
	// d8 shows the stacked 4; 3d6+1 shows the stacked 4, 2 and seed 31337's next face 3.
	if !slices.Equal(a[:2], []int{4, 10}) {
		t.Fatalf("after the snapshot the stacked faces did not come first: %v, want [4 10]", a[:2])
	}
	after := r.Snapshot()
	r.Restore(snap)
	if r.Snapshot() != snap {
		t.Fatal("Restore did not give back the snapshot's state")
	}
	if b := run(); !slices.Equal(a, b) {
		t.Fatalf("after Restore the rolls went differently:\n%v\n%v", a, b)
	}
	if r.Snapshot() != after {
		t.Fatal("the state after the repeated run differs")
	}
}

func TestRestoreZeroSnapshotPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("Restore(Snapshot{}) did not panic")
		}
	}()
	New(1).Restore(Snapshot{})
}
