// Package didyoumean is the "did you mean" of an error message: the known
// name closest to a misspelt one, by Damerau–Levenshtein distance. It
// imports only the standard library.
package didyoumean

import (
	"fmt"
	"strings"
)

// Best returns "; did you mean "X"?" naming the known name closest to name
// by edit distance, ignoring case, when that distance is at most a third of
// name's letters (runes, rounded down) plus one; else, for a name of three
// letters or more, the shortest known name it begins ("pos" → "position",
// a shortening no distance reaches); else "". Of names equally close (or
// long), the first in known wins. It serves short names such as fields as
// well as long ones: beyond that reach a guess would mislead.
func Best(name string, known []string) string {
	lower := strings.ToLower(name)
	best, bestD := "", len([]rune(name))/3+2
	for _, k := range known {
		if d := editDistance(lower, strings.ToLower(k)); d < bestD {
			best, bestD = k, d
		}
	}
	if best == "" && len([]rune(name)) >= 3 {
		for _, k := range known {
			if strings.HasPrefix(strings.ToLower(k), lower) && (best == "" || len(k) < len(best)) {
				best = k
			}
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf("; did you mean %q?", best)
}

// editDistance is the Damerau–Levenshtein distance (adjacent swaps count 1).
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}

// Near returns the known name one edit from name (ignoring case; an
// adjacent swap is one edit), or "" when none is: a stricter test than
// Best, for refusing a name that is probably a typo rather than only
// suggesting one. Names of fewer than four letters are never near.
func Near(name string, known []string) string {
	if len([]rune(name)) < 4 {
		return ""
	}
	lower := strings.ToLower(name)
	for _, k := range known {
		if d := editDistance(lower, strings.ToLower(k)); d == 1 {
			return k
		}
	}
	return ""
}

// Slip returns the known name that name is a slip of the keyboard for: one
// edit from it or the same but for case ("sid" or "Side" for "side"), of
// any length, and not name itself; "" when none is. It finds the field a
// file meant when a required one is missing and a near key stands in its
// place, where a wider guess would name a field that is rightly there.
func Slip(name string, known []string) string {
	lower := strings.ToLower(name)
	for _, k := range known {
		if k != name && editDistance(lower, strings.ToLower(k)) <= 1 {
			return k
		}
	}
	return ""
}
