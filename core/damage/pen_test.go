package damage

import "testing"

// seed 000 "Cover Penetration": P when PV ≥ AV+2, A when PV = AV or AV+1, D below.
func TestPenetration(t *testing.T) {
	cases := []struct {
		pv, av int
		want   Outcome
	}{
		{5, 3, Penetrate}, {4, 3, Ablate}, {3, 3, Ablate}, {2, 3, Deflect},
		{9, 3, Penetrate}, {-1, 0, Deflect}, {0, 0, Ablate}, {2, 0, Penetrate},
		{6, 4, Penetrate}, {1, 4, Deflect},
	}
	for _, tc := range cases {
		if got := Penetration(tc.pv, tc.av); got != tc.want {
			t.Errorf("Penetration(PV %d, AV %d) = %v, want %v", tc.pv, tc.av, got, tc.want)
		}
	}
	for o, s := range map[Outcome]string{Penetrate: "P", Ablate: "A", Deflect: "D", 7: "outcome(7)"} {
		if o.String() != s {
			t.Errorf("Outcome(%d).String() = %q, want %q", uint8(o), o.String(), s)
		}
	}
}

// seed 001 "Bumping Penetration": "To increase it to +1 would cost 1 bump, and
// to +2 would cost 2. Increasing it to +3, however, would cost 4 bumps."
func TestPenBumpCost(t *testing.T) {
	cases := []struct{ from, to, want int }{
		{0, 1, 1}, {0, 2, 2}, {0, 3, 4}, {0, 4, 6},
		{-1, 1, 2}, {-2, 2, 4}, {-2, 3, 6},
		{2, 3, 2}, {3, 4, 2}, {1, 3, 3},
		{0, 0, 0}, {2, -1, 0}, {3, 3, 0},
	}
	for _, tc := range cases {
		if got := PenBumpCost(tc.from, tc.to); got != tc.want {
			t.Errorf("PenBumpCost(%d, %d) = %d, want %d", tc.from, tc.to, got, tc.want)
		}
	}
}

func TestPenReach(t *testing.T) {
	cases := []struct{ from, bumps, mod, spent int }{
		{0, 0, 0, 0}, {0, 1, 1, 1}, {0, 2, 2, 2},
		{0, 3, 2, 2}, // the third bump cannot buy half of +3
		{0, 4, 3, 4}, {0, 6, 4, 6}, {0, 7, 4, 6},
		{-1, 2, 1, 2}, {-2, 5, 2, 4}, {-2, 6, 3, 6},
		{3, 1, 3, 0}, {3, 2, 4, 2}, {1, -4, 1, 0},
	}
	for _, tc := range cases {
		mod, spent := PenReach(tc.from, tc.bumps)
		if mod != tc.mod || spent != tc.spent {
			t.Errorf("PenReach(%d, %d) = %d, %d; want %d, %d", tc.from, tc.bumps, mod, spent, tc.mod, tc.spent)
		}
	}
}

// PenReach and PenBumpCost agree: what PenReach reaches costs what it spent,
// and one more step costs more than the bumps given.
func TestPenReachMatchesCost(t *testing.T) {
	for from := -3; from <= 4; from++ {
		for bumps := 0; bumps <= 12; bumps++ {
			mod, spent := PenReach(from, bumps)
			if c := PenBumpCost(from, mod); c != spent || spent > bumps {
				t.Fatalf("PenReach(%d, %d) = %d, %d but PenBumpCost = %d", from, bumps, mod, spent, c)
			}
			if c := PenBumpCost(from, mod+1); c <= bumps {
				t.Fatalf("PenReach(%d, %d) = %d but %d is reachable for %d", from, bumps, mod, mod+1, c)
			}
		}
	}
}
