// Package pile is the card-pile machinery the core's decks share: piles of
// card numbers in fixed-size arrays, sets of card numbers as bit masks, a
// Fisher–Yates shuffle driven by a seeded rng.Source, and removing named cards
// from a pile while the others keep their order. Card numbers are 0..Max-1.
//
// Nothing here allocates: a Pile and a Set are plain values (comparable with
// ==), so a deck's whole state can be snapshot by copying it.
package pile

import (
	"math/bits"

	"github.com/twtw/twtw/core/rng"
)

// Max is one more than the largest card number a Pile or a Set can hold.
const Max = 64

// Pile is a pile of up to Max card numbers, kept bottom first: the top card is
// the last one. The zero Pile is empty.
type Pile struct {
	cards [Max]uint8
	n     uint8
}

// Len returns the number of cards in the pile.
func (p *Pile) Len() int { return int(p.n) }

// Cards returns the pile's cards bottom first. The slice shares the pile's
// array: it is valid until the pile next changes and must not be modified.
func (p *Pile) Cards() []uint8 { return p.cards[:p.n] }

// Set returns the cards in the pile as a set.
func (p *Pile) Set() Set {
	var s Set
	for _, n := range p.cards[:p.n] {
		s.Add(n)
	}
	return s
}

// Push puts card n on top. It panics when the pile already holds Max cards.
func (p *Pile) Push(n uint8) {
	p.cards[p.n] = n
	p.n++
}

// Pop takes the top card off and returns it. It panics on an empty pile.
func (p *Pile) Pop() uint8 {
	p.n--
	return p.cards[p.n]
}

// Remove takes the cards in named out of the pile; the rest keep their order.
func (p *Pile) Remove(named Set) { p.n = uint8(Remove(p.cards[:p.n], named)) }

// Truncate keeps the bottom n cards and drops the rest; n must be at most Len.
func (p *Pile) Truncate(n int) { p.n = uint8(n) }

// Gather puts the cards of s on top of the pile in number order, lowest
// first, so that a shuffle of a gathered pile depends on which cards it holds
// and on the generator, never on the order the cards came back in.
func (p *Pile) Gather(s Set) {
	for s != 0 {
		n := uint8(bits.TrailingZeros64(uint64(s)))
		p.Push(n)
		s.Del(n)
	}
}

// Shuffle shuffles the bottom n cards of the pile (see the package's Shuffle);
// the cards above them stay where they are.
func (p *Pile) Shuffle(src *rng.Source, n int) { Shuffle(src, p.cards[:n]) }
