package schema

import "fmt"

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
// "6 is outside 0..5"; it returns nil when f is inside.
func CheckRange(f float64, lo, hi *float64) error {
	if lo != nil && f < *lo || hi != nil && f > *hi {
		return fmt.Errorf("%v is outside %s", f, rangeText(lo, hi))
	}
	return nil
}
