package damage

import "testing"

func TestWounds(t *testing.T) {
	cases := []struct {
		name         string
		kind         Kind
		effect, size int
		wounds, ct   int
	}{
		// seed 000 "Dealing Damage": one wound per full Size, remainder CT.
		{"deadly 13 vs 6", Deadly, 13, 6, 2, 1},
		{"deadly 12 vs 6", Deadly, 12, 6, 2, 0},
		{"deadly 5 vs 6", Deadly, 5, 6, 0, 5},
		{"deadly 13 vs 4", Deadly, 13, 4, 3, 1},
		// seed 000 "Hand to Hand Damage": wounds every 12 rather than every 6.
		{"normal 13 vs 6", Normal, 13, 6, 1, 1},
		{"normal 11 vs 6", Normal, 11, 6, 0, 11},
		{"normal 25 vs 6", Normal, 25, 6, 2, 1},
		// seed 000 "Brawling": 3 CT per multiple, 1 wound per double, truncate.
		{"brawling 13 vs 6", Brawling, 13, 6, 1, 6},
		{"brawling 11 vs 6", Brawling, 11, 6, 0, 3},
		{"brawling 5 vs 6", Brawling, 5, 6, 0, 0},
		{"brawling 24 vs 6", Brawling, 24, 6, 2, 12},
		// seed 000 "Brawling": impact deals brawling's wounds and 1 CT per point.
		{"impact 13 vs 6", Impact, 13, 6, 1, 13},
		{"impact 5 vs 6", Impact, 5, 6, 0, 5},
		{"zero effect", Deadly, 0, 6, 0, 0},
		{"negative effect", Impact, -3, 6, 0, 0},
		{"size 0", Deadly, 13, 0, 0, 0},
		{"negative size", Deadly, 13, -6, 0, 0},
		{"unknown kind", Kind(9), 13, 6, 0, 0},
	}
	for _, tc := range cases {
		w, ct := Wounds(tc.kind, tc.effect, tc.size)
		if w != tc.wounds || ct != tc.ct {
			t.Errorf("%s: Wounds = %d wounds, %d CT; want %d, %d", tc.name, w, ct, tc.wounds, tc.ct)
		}
	}
	if ValidSize(0) || !ValidSize(1) {
		t.Error("ValidSize: want size 1 valid and 0 not")
	}
}

func TestParseKind(t *testing.T) {
	for _, k := range []Kind{Deadly, Normal, Brawling, Impact} {
		got, err := ParseKind(k.String())
		if err != nil || got != k {
			t.Errorf("ParseKind(%q) = %v, %v; want %v", k.String(), got, err, k)
		}
	}
	if _, err := ParseKind("lethal"); err == nil || err.Error() != `damage kind "lethal": want deadly, normal, brawling or impact` {
		t.Errorf("ParseKind(lethal) error = %v", err)
	}
}
