package schema

import (
	"fmt"
	"math"
)

// rangeText writes the range lo..hi, an open end as −∞ or ∞ ("0..5",
// "1..∞").
func rangeText(lo, hi *float64) string {
	a, b := "−∞", "∞"
	if lo != nil {
		a = fmt.Sprint(*lo)
	}
	if hi != nil {
		b = fmt.Sprint(*hi)
	}
	return a + ".." + b
}

// CheckRange says when f lies outside lo..hi (nil: no bound), as
// "6 is outside 0..5", or is no finite number (NaN, which no comparison
// catches, or an infinity); it returns nil when f is inside.
func CheckRange(f float64, lo, hi *float64) error {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return fmt.Errorf("want a finite number, got %v", f)
	}
	if lo != nil && f < *lo || hi != nil && f > *hi {
		return fmt.Errorf("%v is outside %s", f, rangeText(lo, hi))
	}
	return nil
}

// CheckIntRange is CheckRange of a whole number, which it shows as written:
// "9223372036854775807 is outside 1..200", not 9.223372036854776e+18.
func CheckIntRange(n int64, lo, hi *float64) error {
	if f := float64(n); lo != nil && f < *lo || hi != nil && f > *hi {
		return fmt.Errorf("%d is outside %s", n, rangeText(lo, hi))
	}
	return nil
}
