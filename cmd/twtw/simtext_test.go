package main

import (
	"testing"

	"github.com/twtw/twtw/core/stats"
)

// A paired interval's bound just below zero keeps its minus (shootout's
// alleyway, both_barrels.barrels=1, 150 fights: Newcombe's interval for the
// drago gang is [-0.000150, +0.147], which takes in zero and has no star);
// it read "[+0.0, +14.7]". A mean's bound keeps no minus: it is the normal
// approximation's rounding of a count.
func TestFigureSigns(t *testing.T) {
	for _, tc := range []struct {
		iv     stats.Interval
		format string
		scale  float64
		want   string
	}{
		{stats.Interval{Lo: -0.000150, Hi: 0.147}, "%+.1f", 100, "[-0.0, +14.7]"},
		{stats.Interval{Lo: 0.000150, Hi: 0.147}, "%+.1f", 100, "[+0.0, +14.7]"},
		{stats.Interval{Lo: 0, Hi: 0.2}, "%+.1f", 100, "[+0.0, +20.0]"},
		{stats.Interval{Lo: -0.004, Hi: 1.5}, "%.2f", 1, "[0.00, 1.50]"},
		{stats.Interval{Lo: -0.3, Hi: 0.25}, "%+.2f", 1, "[-0.30, +0.25]"},
	} {
		if got := ivText(tc.iv, tc.format, tc.scale); got != tc.want {
			t.Errorf("ivText(%v, %q): %q, want %q", tc.iv, tc.format, got, tc.want)
		}
	}
}
