package dice

import (
	"fmt"

	"github.com/twtw/twtw/core/rng"
)

// pcgStream is the second PCG seed word of every Roller; the first is its
// seed. It differs from the decks' streams, so one fight seed gives the dice
// and the decks independent sequences.
const pcgStream = 0x7477_7477_6469_6365 // "twtwdice"

// Roller rolls dice from a seeded generator. Faces put in its queue by Stack
// come out first, in order. Create one with New.
type Roller struct {
	state
}

// state is everything that changes as the Roller is used; Snapshot copies it.
type state struct {
	src  rng.Source
	seed uint64
	queue
}

// New returns a Roller seeded with seed and nothing stacked. The same seed
// always rolls the same faces.
func New(seed uint64) *Roller {
	return &Roller{state{src: rng.New(seed, pcgStream), seed: seed}}
}

// Seed returns the seed the Roller was created with.
func (r *Roller) Seed() uint64 { return r.seed }

// face returns the next face of a die of the given sides: the next stacked
// face if any (the caller has checked that it fits), else a uniform 1..sides.
func (r *Roller) face(sides int) int {
	if f, ok := r.pop(); ok {
		return f
	}
	return int(r.src.IntN(uint64(sides))) + 1
}

// TryD rolls one die of sides faces (2..1000) and returns its face 1..sides.
// It returns an error, and rolls nothing, when sides is outside 2..1000 or
// the next stacked face is larger than sides.
func (r *Roller) TryD(sides int) (int, error) {
	if sides < MinSides || sides > MaxSides {
		return 0, fmt.Errorf("dice: d%d: want %d..%d sides", sides, MinSides, MaxSides)
	}
	if err := r.fits(sides, 1); err != nil {
		return 0, fmt.Errorf("dice: %w", err)
	}
	return r.face(sides), nil
}

// D is TryD for callers that know sides is valid and stack no face too large
// for it (Go code and tests); it panics with TryD's error otherwise.
func (r *Roller) D(sides int) int {
	f, err := r.TryD(sides)
	if err != nil {
		panic(err)
	}
	return f
}

// TryRoll rolls spec and returns the total: the sum of its N faces plus its
// modifier. The faces are written to faces[0..N-1] as far as faces is long
// (pass nil to keep none). It returns an error, and rolls nothing, when spec is
// outside the limits (see Spec.Check) or a face stacked for one of its dice is
// larger than spec.Sides.
func (r *Roller) TryRoll(spec Spec, faces []int) (int, error) {
	if why := limits(spec); why != "" {
		return 0, fmt.Errorf("dice: %s: %s", spec, why)
	}
	if err := r.fits(spec.Sides, spec.N); err != nil {
		return 0, fmt.Errorf("dice: %s: %w", spec, err)
	}
	total := spec.Mod
	for i := range spec.N {
		f := r.face(spec.Sides)
		if i < len(faces) {
			faces[i] = f
		}
		total += f
	}
	return total, nil
}

// Roll is TryRoll for callers that know spec is valid and stack no face too
// large for it; it panics with TryRoll's error otherwise.
func (r *Roller) Roll(spec Spec, faces []int) int {
	t, err := r.TryRoll(spec, faces)
	if err != nil {
		panic(err)
	}
	return t
}

// TryD100 rolls percentile dice: total 1..100 read as a tens die and a units
// die, 0..9 each, where tens 0 and units 0 read as 100 (so 7 is tens 0, units
// 7, and 100 is tens 0, units 0). A stacked face is the total 1..100. It
// returns an error, and rolls nothing, when the next stacked face is over 100.
func (r *Roller) TryD100() (total, tens, units int, err error) {
	if err := r.fits(100, 1); err != nil {
		return 0, 0, 0, fmt.Errorf("dice: %w", err)
	}
	total = r.face(100)
	return total, total / 10 % 10, total % 10, nil
}

// D100 is TryD100 for callers that stack no face over 100; it panics with
// TryD100's error otherwise.
func (r *Roller) D100() (total, tens, units int) {
	total, tens, units, err := r.TryD100()
	if err != nil {
		panic(err)
	}
	return total, tens, units
}
