package pile

import "math/bits"

// Set is a set of card numbers 0..Max-1; bit n is card n. The zero Set is empty.
type Set uint64

// Has reports whether card n is in the set.
func (s Set) Has(n uint8) bool { return n < Max && s&(1<<n) != 0 }

// Add puts card n into the set; n must be below Max.
func (s *Set) Add(n uint8) { *s |= 1 << n }

// Del takes card n out of the set.
func (s *Set) Del(n uint8) { *s &^= 1 << n }

// Len returns the number of cards in the set.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }
