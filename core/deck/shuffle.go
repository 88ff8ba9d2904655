package deck

import (
	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/core/pile"
)

// pcgStream is the second PCG seed word; the first is the State's seed.
// It is fixed so that a seed alone names a deck order.
const pcgStream = 0x7477_7477_6465_636b // "twtwdeck"

// shuffleAll gathers the whole deck into the draw pile in number order and
// shuffles it with Fisher–Yates. The discard pile is emptied, stacked cards are
// forgotten and a pending reshuffle is cleared. Because the gathered order is
// always 0..53, the result depends on the generator state alone, not on the
// piles' history.
func (s *State) shuffleAll() {
	for i := range s.draw {
		s.draw[i] = uint8(i)
	}
	pile.Shuffle(&s.src, s.draw[:])
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
