package deck

import "github.com/twtw/twtw/core/card"

// Cut cuts the draw pile for a yes/no dispute (seed 001 "Determining Target
// Area": cut the deck and consult the Toggle; YES favours the player). A
// position of the draw pile is chosen uniformly; the card there is revealed and
// returned, and the cut is completed: the cards below it go on top and the
// revealed card with the cards above it go under, so the revealed card becomes
// the bottom card of the draw pile. The revealed card is neither drawn nor
// discarded and the policy is not asked about it.
//
// While cards put there by Stack are waiting on top, a cut reveals the top
// stacked card (and moves it to the bottom) instead of a random one, so tests
// and replays control cuts the same way as draws. When the draw pile is empty
// or a policy reshuffle is due, the deck is reshuffled first, as in Draw.
func (s *State) Cut() *card.Card {
	s.reshuffleIfDue()
	n := int(s.nDraw)
	var depth int // 0 = top card
	if s.nStacked > 0 {
		s.nStacked--
	} else {
		depth = int(s.src.IntN(uint64(n)))
	}
	at := n - 1 - depth // index of the revealed card; draw is stored bottom first
	revealed := s.draw[at]
	// Bottom first, the new pile is draw[at:] followed by draw[:at].
	var tmp [card.Count]uint8
	k := copy(tmp[:], s.draw[at:n])
	copy(tmp[k:], s.draw[:at])
	copy(s.draw[:n], tmp[:n])
	return &s.deck.Cards[revealed]
}
