package dice

import (
	"slices"
	"strings"
	"testing"

	"github.com/twtw/twtw/core/rng"
)

// A fixed seed gives a fixed sequence; these are pinned so that a recorded
// fight replays the same rolls.
func TestSeedSequencePinned(t *testing.T) {
	r := New(1)
	var d6 []int
	for range 12 {
		d6 = append(d6, r.D(6))
	}
	if want := []int{3, 5, 4, 5, 3, 4, 6, 4, 2, 1, 4, 3}; !slices.Equal(d6, want) {
		t.Errorf("seed 1, twelve d6: %v, want %v", d6, want)
	}

	r = New(7)
	faces := make([]int, 2)
	if total := r.Roll(Spec{2, 6, 1}, faces); total != 4 || !slices.Equal(faces, []int{1, 2}) {
		t.Errorf("seed 7, 2d6+1 = %d %v, want 4 [1 2]", total, faces)
	}
	var d20 []int
	for range 6 {
		d20 = append(d20, r.D(20))
	}
	if want := []int{4, 16, 11, 19, 15, 17}; !slices.Equal(d20, want) {
		t.Errorf("seed 7 after 2d6+1, six d20: %v, want %v", d20, want)
	}

	// Seed 004 "Expertise": the skill dice d4 … d30, one each.
	r = New(3)
	var skills []int
	for _, sides := range []int{4, 6, 8, 10, 12, 20, 30} {
		skills = append(skills, r.D(sides))
	}
	if want := []int{2, 4, 1, 1, 5, 10, 9}; !slices.Equal(skills, want) {
		t.Errorf("seed 3, d4 d6 d8 d10 d12 d20 d30: %v, want %v", skills, want)
	}
}

// D(sides) is rng's IntN(sides)+1 on the dice stream, one draw per die.
func TestDIsUniformDraw(t *testing.T) {
	r := New(42)
	src := rng.New(42, pcgStream)
	for i, sides := range []int{2, 6, 8, 100, 1000, 30, 6, 6} {
		if got, want := r.D(sides), int(src.IntN(uint64(sides)))+1; got != want {
			t.Fatalf("roll %d (d%d): %d, want %d", i, sides, got, want)
		}
	}
	if r.Seed() != 42 {
		t.Fatalf("Seed() = %d", r.Seed())
	}
}

func TestD100TensAndUnits(t *testing.T) {
	r := New(100)
	want := [][3]int{{45, 4, 5}, {92, 9, 2}, {18, 1, 8}, {1, 0, 1}, {80, 8, 0}}
	for i, w := range want {
		if a, b, c := r.D100(); [3]int{a, b, c} != w {
			t.Errorf("seed 100, d100 #%d = %d %d %d, want %v", i+1, a, b, c, w)
		}
	}
	// Tens 0 and units 0 read as 100; 10 is tens 1, units 0; 7 is tens 0, units 7.
	if err := r.Stack(100, 10, 7); err != nil {
		t.Fatal(err)
	}
	for _, w := range [][3]int{{100, 0, 0}, {10, 1, 0}, {7, 0, 7}} {
		if a, b, c := r.D100(); [3]int{a, b, c} != w {
			t.Errorf("stacked d100 = %d %d %d, want %v", a, b, c, w)
		}
	}
}

// Every face of every die in the seed's range comes up, and none outside it
// (fixed seed: cannot flake).
func TestFacesInRange(t *testing.T) {
	r := New(5)
	for _, sides := range []int{2, 4, 6, 8, 10, 12, 20, 30, 100} {
		seen := make([]int, sides+1)
		for range 200 * sides {
			f := r.D(sides)
			if f < 1 || f > sides {
				t.Fatalf("d%d rolled %d", sides, f)
			}
			seen[f]++
		}
		for f := 1; f <= sides; f++ {
			if seen[f] < 100 || seen[f] > 300 {
				t.Errorf("d%d: face %d came %d times in %d rolls, want about 200", sides, f, seen[f], 200*sides)
			}
		}
	}
}

func TestRollTotalsAndFaces(t *testing.T) {
	r := New(9)
	spec := Spec{N: 3, Sides: 6, Mod: -2}
	faces := make([]int, 5)
	for range 1000 {
		total := r.Roll(spec, faces)
		if sum := faces[0] + faces[1] + faces[2] - 2; total != sum || total < spec.Min() || total > spec.Max() {
			t.Fatalf("3d6-2 = %d with faces %v", total, faces[:3])
		}
		if faces[3] != 0 || faces[4] != 0 {
			t.Fatalf("Roll wrote past the N faces: %v", faces)
		}
	}
	// Fewer face slots than dice: the first faces are kept, all dice count.
	if err := r.Stack(1, 2, 3); err != nil {
		t.Fatal(err)
	}
	one := make([]int, 1)
	if total := r.Roll(Spec{3, 6, 0}, one); total != 6 || one[0] != 1 {
		t.Fatalf("stacked 3d6 into one slot = %d %v, want 6 [1]", total, one)
	}
	if total := r.Roll(Spec{1, 6, 0}, nil); total < 1 || total > 6 {
		t.Fatalf("d6 with nil faces = %d", total)
	}
}

func TestTryErrors(t *testing.T) {
	r := New(1)
	for _, c := range []struct {
		got  error
		want string
	}{
		{second(r.TryD(1)), "dice: d1: want 2..1000 sides"},
		{second(r.TryD(1001)), "dice: d1001: want 2..1000 sides"},
		{second(r.TryRoll(Spec{0, 6, 0}, nil)), "dice: 0d6: 0 dice: want 1..100"},
		{second(r.TryRoll(Spec{2, 6, 2000}, nil)), "dice: 2d6+2000: modifier +2000: want -1000..+1000"},
	} {
		if c.got == nil || c.got.Error() != c.want {
			t.Errorf("error %v, want %q", c.got, c.want)
		}
	}
	// A bad call rolls nothing: the sequence goes on as from a fresh seed 1.
	if f := r.D(6); f != 3 {
		t.Fatalf("after refused rolls, d6 = %d, want seed 1's first face 3", f)
	}
}

func second(_ int, err error) error { return err }

func TestPanickingFormsPanicWithTheError(t *testing.T) {
	r := New(1)
	for name, f := range map[string]func(){
		"D(1)":          func() { r.D(1) },
		"Roll(0d6)":     func() { r.Roll(Spec{0, 6, 0}, nil) },
		"D100 over 100": func() { _ = r.Stack(101); r.D100() },
	} {
		func() {
			defer func() {
				err, ok := recover().(error)
				if !ok || !strings.HasPrefix(err.Error(), "dice: ") {
					t.Errorf("%s: recovered %v, want a dice error", name, err)
				}
			}()
			f()
		}()
		r.Unstack()
	}
}

func TestHotPathAllocs(t *testing.T) {
	r := New(1)
	spec := Spec{2, 6, 1}
	faces := make([]int, 2)
	var rec Roll
	_ = r.Record(spec, &rec)
	for name, f := range map[string]func(){
		"D":      func() { r.D(20) },
		"Roll":   func() { r.Roll(spec, faces) },
		"D100":   func() { r.D100() },
		"Record": func() { _ = r.Record(spec, &rec) },
		"Stack":  func() { _ = r.Stack(4); r.D(6) },
		"Snapshot and Restore": func() {
			s := r.Snapshot()
			r.D(6)
			r.Restore(s)
		},
	} {
		if a := testing.AllocsPerRun(1000, f); a != 0 {
			t.Errorf("%s allocates %v times per call, want 0", name, a)
		}
	}
}
