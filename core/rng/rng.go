// Package rng is the seeded generator the core's decks and dice share: a
// math/rand/v2 PCG seeded from a seed and a stream constant of the caller's
// own, and uniform integers drawn from it by Lemire's multiply-and-reject
// method. A Source is a plain value (comparable with ==), so copying it is a
// snapshot of the generator; it never allocates.
package rng

import (
	"math/bits"
	"math/rand/v2"
)

// Source is a seeded PCG. The zero Source is a valid generator (seed 0,
// stream 0); use New to pick a seed and a stream.
type Source struct {
	pcg rand.PCG
}

// New returns a Source seeded with seed and stream. Each user of the package
// fixes its own stream constant, so that one seed gives a deck and the dice
// of a fight independent sequences while still naming both.
func New(seed, stream uint64) Source {
	return Source{pcg: *rand.NewPCG(seed, stream)}
}

// Uint64 returns the next 64 random bits.
func (s *Source) Uint64() uint64 { return s.pcg.Uint64() }

// IntN returns a uniform integer in [0, n); n must be greater than 0.
// It uses Lemire's multiply-and-reject method on the 64-bit outputs.
func (s *Source) IntN(n uint64) uint64 {
	hi, lo := bits.Mul64(s.pcg.Uint64(), n)
	if lo < n {
		threshold := -n % n
		for lo < threshold {
			hi, lo = bits.Mul64(s.pcg.Uint64(), n)
		}
	}
	return hi
}
