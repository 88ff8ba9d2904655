package deck

import (
	"math/bits"

	"github.com/twtw/twtw/core/card"
)

// pcgStream is the second PCG seed word; the first is the State's seed.
// It is fixed so that a seed alone names a deck order.
const pcgStream = 0x7477_7477_6465_636b // "twtwdeck"

// intN returns a uniform integer in [0, n), n > 0, using Lemire's
// multiply-and-reject method on the PCG's 64-bit outputs.
func (s *State) intN(n uint64) uint64 {
	hi, lo := bits.Mul64(s.src.Uint64(), n)
	if lo < n {
		threshold := -n % n
		for lo < threshold {
			hi, lo = bits.Mul64(s.src.Uint64(), n)
		}
	}
	return hi
}

// shuffleAll gathers the whole deck into the draw pile in number order and
// shuffles it with Fisher–Yates. The discard pile is emptied, stacked cards are
// forgotten and a pending reshuffle is cleared. Because the gathered order is
// always 0..53, the result depends on the generator state alone, not on the
// piles' history.
func (s *State) shuffleAll() {
	for i := range s.draw {
		s.draw[i] = uint8(i)
	}
	for i := card.Count - 1; i > 0; i-- {
		j := s.intN(uint64(i + 1))
		s.draw[i], s.draw[j] = s.draw[j], s.draw[i]
	}
	s.nDraw = card.Count
	s.nDiscard = 0
	s.nStacked = 0
	s.pending = false
}

// reshuffleDue reports whether the next draw or cut must reshuffle first: the
// draw pile is empty, or the policy asked for it and no stacked cards wait.
func (s *State) reshuffleDue() bool {
	return s.nDraw == 0 || (s.pending && s.nStacked == 0)
}

// reshuffleIfDue reshuffles the whole deck, counting it, when one is due.
func (s *State) reshuffleIfDue() {
	if s.reshuffleDue() {
		s.shuffleAll()
		s.reshuffles++
	}
}
