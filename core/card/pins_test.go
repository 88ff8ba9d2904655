package card

import "testing"

// bestOf returns the best of rows 1..skill of a column, as a check reads it
// (action-cards.md "Known": read rows 1..N of the dX column, take the best cell).
func bestOf(c *Card, col Column, skill int) (best int, cf bool) {
	for r := range skill {
		best = max(best, int(c.Cause[r][col].Value))
		cf = cf || c.Cause[r][col].CF || c.Cause[r][col].Exceptional
	}
	return best, cf
}

// bumps counts the bumps of a result against a TN (seed 001 "Optional
// Results: Bumps": one per full multiple of 4 above the TN).
func bumps(result, tn int) int {
	if result < tn {
		return 0
	}
	return (result - tn) / 4
}

// TestPinFastDraw: seed 000 "Fast Draw": "She draws card 37, showing 9 and 1
// in the d10 column. Her Peacemaker has the short attribute, making the
// standard TN 4. She has succeeded with one bump."
func TestPinFastDraw(t *testing.T) {
	c := &Standard().Cards[37]
	got := [2]Cell{c.Cause[0][D10], c.Cause[1][D10]}
	if got != [2]Cell{{Value: 9}, {Value: 1}} {
		t.Errorf("card 37 d10 rows 1, 2 = %+v, want 9, 1 with no CF or exceptional flag", got)
	}
	best, flagged := bestOf(c, D10, 2)
	if best != 9 || flagged || bumps(best, 4) != 1 {
		t.Errorf("card 37, 2 rows of d10 vs TN 4: best %d (flags %v), %d bumps; want 9, success with 1 bump", best, flagged, bumps(best, 4))
	}
}

// TestPinFanFiring: seed 000 "Fan Firing": Jonah (skill 3, Dexterity d10)
// draws image 403d10: "His results on the first card are 10, 1, 11.
// Success!" against TN 8; then 153d10: "his results top out at 8", a miss
// against TN 10.
func TestPinFanFiring(t *testing.T) {
	d := Standard()
	first := &d.Cards[40]
	got := [3]Cell{first.Cause[0][D10], first.Cause[1][D10], first.Cause[2][D10]}
	if got != [3]Cell{{Value: 10}, {Value: 1}, {Value: 11}} {
		t.Errorf("card 40 d10 rows 1..3 = %+v, want 10, 1, 11 with no flags", got)
	}
	if best, flagged := bestOf(first, D10, 3); best != 11 || flagged || best < 8 {
		t.Errorf("card 40, 3 rows of d10: best %d (flags %v), want 11 (hits TN 8)", best, flagged)
	}
	second := &d.Cards[15]
	if best, flagged := bestOf(second, D10, 3); best != 8 || flagged || best >= 10 {
		t.Errorf("card 15, 3 rows of d10: best %d (flags %v), want 8 with no CF (misses TN 10)", best, flagged)
	}
}

// TestPinHitLocations: seed 001 "Bumping Hit Location": card 50's stack reads
// left leg, right leg, left leg (standard), right leg — one bump either way
// changes legs, two bumps up revert to the left leg; card 16's standard is
// belly, one bump up vitals, one bump down the right arm (its top entry,
// chest, is ours).
func TestPinHitLocations(t *testing.T) {
	d := Standard()
	for _, tc := range []struct {
		n    int
		want [StackSize]StackEntry
	}{
		{50, [StackSize]StackEntry{{LeftLeg, 2}, {RightLeg, 1}, {LeftLeg, 0}, {RightLeg, 1}}},
		{16, [StackSize]StackEntry{{Chest, 2}, {Vitals, 1}, {Belly, 0}, {RightArm, 1}}},
	} {
		if got := d.Cards[tc.n].Stack; got != tc.want {
			t.Errorf("card %d stack = %v, want %v", tc.n, got, tc.want)
		}
	}
	if c := &d.Cards[50]; c.Standard() != LeftLeg || c.Stack[StandardSlot-2].Location != LeftLeg {
		t.Errorf("card 50: standard %v, two up %v; want left leg both", c.Standard(), c.Stack[StandardSlot-2].Location)
	}
}

// TestPinPenetration: seed 001 "Bumping Penetration": "The card shown here
// [card 50] has a 0 penetration modifier."
func TestPinPenetration(t *testing.T) {
	if pen := Standard().Cards[50].Pen; pen != 0 {
		t.Errorf("card 50 pen = %d, want 0", pen)
	}
}
