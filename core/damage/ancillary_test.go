package damage

import "testing"

// seed 000 "Scatter": (TN − result) + step, at most half the throw, never negative.
func TestScatter(t *testing.T) {
	c := card16() // clock 4, step 2
	cases := []struct{ tn, result, throw, dist int }{
		{9, 6, 20, 5},  // 3 + 2
		{9, 6, 6, 3},   // capped at 6/2
		{9, 6, 7, 3},   // 7/2 truncates to 3
		{9, 9, 20, 2},  // a bare miss still scatters by the step
		{9, 12, 20, 0}, // −3 + 2 is negative: 0
		{9, 1, 0, 0},   // a throw of 0 cannot scatter
	}
	for _, tc := range cases {
		clock, dist := Scatter(c, tc.tn, tc.result, tc.throw)
		if clock != 4 || dist != tc.dist {
			t.Errorf("Scatter(TN %d, result %d, throw %d) = %d, %d; want 4, %d", tc.tn, tc.result, tc.throw, clock, dist, tc.dist)
		}
	}
}

// seed 000 "Unintended Targets": a figure is hit when its number ≤ the strays.
func TestStrayHits(t *testing.T) {
	c := card50() // figures 2, 4, 5
	for strays, want := range []uint8{0b000, 0b000, 0b001, 0b001, 0b011, 0b111, 0b111} {
		if got := StrayHits(c, strays); got != want {
			t.Errorf("StrayHits(%d) = %03b, want %03b", strays, got, want)
		}
	}
	c = card16() // figures 1, 3 (third icon absent)
	if got := StrayHits(c, 9); got != 0b011 {
		t.Errorf("StrayHits(card16, 9) = %03b, want 011", got)
	}
}

// seed 000 "Unintended Targets and Melee", Hank's shotgun: scatter gives at
// least 1 stray, melee doubles → Jonah hit on 1 and 2 if Hank hits Angus;
// "If he misses Angus, Jonah will be hit on target results 1-4".
func TestStrayShots(t *testing.T) {
	cases := []struct {
		name           string
		base           int
		scatter, melee bool
		want           int
	}{
		{"Hank hits Angus", 0, true, true, 2},
		{"Hank misses Angus", 1, true, true, 4},
		{"plain miss", 1, false, false, 1},
		{"miss into melee", 1, false, true, 2},
		{"hit, no scatter", 0, false, true, 0},
		{"scatter in the open", 0, true, false, 1},
		{"three missed shots", 3, false, false, 3},
		{"negative base", -2, false, false, 0},
	}
	for _, tc := range cases {
		if got := StrayShots(tc.base, tc.scatter, tc.melee); got != tc.want {
			t.Errorf("%s: StrayShots(%d, %v, %v) = %d, want %d", tc.name, tc.base, tc.scatter, tc.melee, got, tc.want)
		}
	}
	// Figure icons 2, 3, 4: Hank's hit (2 strays) reaches the first; his miss (4) all three.
	c := card16()
	c.Figures = [3]uint8{2, 3, 4}
	if got := StrayHits(c, StrayShots(0, true, true)); got != 0b001 {
		t.Errorf("Hank hits: StrayHits = %03b, want 001", got)
	}
	if got := StrayHits(c, StrayShots(1, true, true)); got != 0b111 {
		t.Errorf("Hank misses: StrayHits = %03b, want 111", got)
	}
}
