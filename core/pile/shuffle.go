package pile

import "github.com/twtw/twtw/core/rng"

// Shuffle shuffles p in place by Fisher–Yates: for i from the last index down
// to 1, swap p[i] with p[j], j uniform in 0..i. The result depends only on p's
// order and the generator's state.
func Shuffle(src *rng.Source, p []uint8) {
	for i := len(p) - 1; i > 0; i-- {
		j := src.IntN(uint64(i + 1))
		p[i], p[j] = p[j], p[i]
	}
}

// Remove removes the cards in named from p in place, keeping the order of the
// rest, and returns the new length.
func Remove(p []uint8, named Set) int {
	k := 0
	for _, n := range p {
		if !named.Has(n) {
			p[k] = n
			k++
		}
	}
	return k
}
