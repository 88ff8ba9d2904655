package damage

import (
	"testing"

	"github.com/twtw/twtw/core/card"
)

// seed 001 "Bumping Damage or Effect Magnitude": two bumps per row; past row
// (7) the die value per bump. seed 000 "Damage Bumps".
func TestEffectBumps(t *testing.T) {
	c := card16()
	cases := []struct {
		name  string
		ref   string
		bumps int
		want  EffectResult
	}{
		{"no bumps reads the cell", "(2)6", 0, EffectResult{Row: 2, Value: 7}},
		{"4 bumps: (2)6 → (4)6", "(2)6", 4, EffectResult{Row: 4, Value: 14}},
		{"an odd bump below (7) is wasted", "(2)6", 5, EffectResult{Row: 4, Value: 14}},
		{"one bump alone is wasted", "(3)10", 1, EffectResult{Row: 3, Value: 17}},
		// (6)6 with 3 bumps: 2 reach (7)6 = 25, 1 adds a die = (1)6 = 4.
		{"past (7): (6)6 + 3 bumps", "(6)6", 3, EffectResult{Row: 7, ExtraDice: 1, Value: 25 + 4}},
		{"at (7): every bump a die", "(7)12", 3, EffectResult{Row: 7, ExtraDice: 3, Value: 46 + 3*7}},
		{"(5)8 + 5 bumps: 4 to (7), 1 die", "(5)8", 5, EffectResult{Row: 7, ExtraDice: 1, Value: 32 + 5}},
		{"exactly to (7)", "(1)4", 12, EffectResult{Row: 7, Value: 18}},
		{"negative bumps count as none", "(2)6", -3, EffectResult{Row: 2, Value: 7}},
	}
	for _, tc := range cases {
		ref, err := ParseEffect(tc.ref)
		if err != nil {
			t.Fatal(err)
		}
		if got := Effect(c, ref, tc.bumps); got != tc.want {
			t.Errorf("%s: Effect(%s, %d) = %+v, want %+v", tc.name, tc.ref, tc.bumps, got, tc.want)
		}
	}
}

func TestEffectInvalidRef(t *testing.T) {
	c := card16()
	for _, ref := range []EffectRef{{Row: 0, Col: card.D6}, {Row: 8, Col: card.D6}, {Row: 2, Col: card.NumColumns}} {
		if got := Effect(c, ref, 2); got != (EffectResult{}) {
			t.Errorf("Effect(%+v) = %+v, want zero", ref, got)
		}
	}
}

func TestEffectAllocs(t *testing.T) {
	c := card16()
	ref := EffectRef{Row: 6, Col: card.D6}
	if n := testing.AllocsPerRun(100, func() { _ = Effect(c, ref, 3) }); n != 0 {
		t.Errorf("Effect allocates %v times", n)
	}
}
