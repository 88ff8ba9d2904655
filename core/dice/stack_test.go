package dice

import (
	"slices"
	"testing"

	"github.com/twtw/twtw/core/rng"
)

// Seed 004 "Hit Locations": a hit rolls 1d6 (severity) and 1d8 (location).
// Stacked 3 and 5, the d6 shows 3 and the d8 shows 5, then the seeded
// sequence goes on exactly where it was.
func TestStackedFacesComeFirst(t *testing.T) {
	r := New(1)
	if err := r.Stack(3, 5); err != nil {
		t.Fatal(err)
	}
	if r.Stacked() != 2 {
		t.Fatalf("Stacked() = %d, want 2", r.Stacked())
	}
	if s, l := r.D(6), r.D(8); s != 3 || l != 5 {
		t.Fatalf("stacked d6, d8 = %d, %d; want 3, 5", s, l)
	}
	if f := r.D(6); f != 3 || r.Stacked() != 0 {
		t.Fatalf("after the stacked faces, d6 = %d (stacked %d), want seed 1's first face 3", f, r.Stacked())
	}
}

// Faces stacked later queue behind those stacked earlier; a roll of N dice
// takes N of them; a stacked roll that runs out of faces goes on seeded.
func TestStackQueues(t *testing.T) {
	r := New(1)
	if err := r.Stack(6); err != nil {
		t.Fatal(err)
	}
	if err := r.Stack(1, 2); err != nil {
		t.Fatal(err)
	}
	faces := make([]int, 4)
	if total := r.Roll(Spec{4, 6, 0}, faces); !slices.Equal(faces, []int{6, 1, 2, 3}) || total != 12 {
		t.Fatalf("4d6 over stacked 6, 1, 2 = %d %v, want 12 [6 1 2 3]", total, faces)
	}
}

// A stacked face larger than the die rolled is refused by the checked forms,
// which roll nothing: the face stays first in the queue.
func TestStackedFaceTooLarge(t *testing.T) {
	r := New(1)
	if err := r.Stack(2, 9); err != nil {
		t.Fatal(err)
	}
	_, err := r.TryRoll(Spec{2, 6, 0}, nil)
	if err == nil || err.Error() != "dice: 2d6: stacked face 9 is larger than the d6 rolled" {
		t.Fatalf("2d6 over stacked 2, 9: %v", err)
	}
	if r.Stacked() != 2 {
		t.Fatalf("refused roll took faces: %d stacked, want 2", r.Stacked())
	}
	if f, err := r.TryD(2); f != 2 || err != nil {
		t.Fatalf("d2 = %d, %v; want the stacked 2", f, err)
	}
	if _, err := r.TryD(8); err == nil || err.Error() != "dice: stacked face 9 is larger than the d8 rolled" {
		t.Fatalf("d8 over stacked 9: %v", err)
	}
	if f, err := r.TryD(10); f != 9 || err != nil {
		t.Fatalf("d10 = %d, %v; want the stacked 9", f, err)
	}
	if err := r.Stack(101); err != nil {
		t.Fatal(err)
	}
	if _, _, _, err := r.TryD100(); err == nil || err.Error() != "dice: stacked face 101 is larger than the d100 rolled" {
		t.Fatalf("d100 over stacked 101: %v", err)
	}
	if f, err := r.TryD(1000); f != 101 || err != nil {
		t.Fatalf("d1000 = %d, %v; want the stacked 101", f, err)
	}
}

func TestStackRefuses(t *testing.T) {
	r := New(1)
	for _, c := range []struct {
		faces []int
		want  string
	}{
		{[]int{3, 0}, "dice: stack argument 2: face 0 is outside 1..1000"},
		{[]int{1001}, "dice: stack argument 1: face 1001 is outside 1..1000"},
		{make([]int, MaxStacked+1), "dice: stack argument 1: face 0 is outside 1..1000"},
	} {
		if err := r.Stack(c.faces...); err == nil || err.Error() != c.want {
			t.Errorf("Stack(%v…) = %v, want %q", c.faces[:min(3, len(c.faces))], err, c.want)
		}
	}
	if r.Stacked() != 0 {
		t.Fatalf("refused stacks left %d faces", r.Stacked())
	}
	full := make([]int, MaxStacked)
	for i := range full {
		full[i] = 1
	}
	if err := r.Stack(full...); err != nil {
		t.Fatal(err)
	}
	if err := r.Stack(1); err == nil || err.Error() != "dice: stack: 256 faces waiting and 1 more is over 256" {
		t.Fatalf("stack past the limit: %v", err)
	}
}

// The queue reuses its array: over 5000 stacked faces in all (far past
// MaxStacked), each stacked face comes out in order, checked against a plain
// slice as the model.
func TestStackQueueModel(t *testing.T) {
	r := New(1)
	ops := rng.New(2, 2)
	var model []int
	stacked := 0
	for i := range 20000 {
		if ops.IntN(2) == 0 && len(model) < MaxStacked-6 {
			k := int(ops.IntN(6)) + 1
			faces := make([]int, k)
			for j := range faces {
				faces[j] = int(ops.IntN(6)) + 1
			}
			if err := r.Stack(faces...); err != nil {
				t.Fatalf("op %d: %v", i, err)
			}
			model = append(model, faces...)
			stacked += k
			continue
		}
		f := r.D(6)
		if len(model) > 0 {
			if f != model[0] {
				t.Fatalf("op %d: rolled %d, want stacked %d", i, f, model[0])
			}
			model = model[1:]
		}
		if r.Stacked() != len(model) {
			t.Fatalf("op %d: Stacked() = %d, model %d", i, r.Stacked(), len(model))
		}
	}
	if stacked < 5000 {
		t.Fatalf("only %d faces stacked: the test does not wrap the queue", stacked)
	}
}
