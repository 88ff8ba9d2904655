package deck

// Snapshot is a value copy of a deck's whole changing state: both piles, the
// stacked count, a pending reshuffle, the reshuffle count, the seed and the
// generator state. Draws after Restore repeat exactly the draws made after the
// Snapshot was taken. It holds no pointers (it is comparable with ==) and does
// not include the card data or the policy, which belong to the State.
//
// The zero Snapshot is not a deck state; only State.Snapshot makes valid ones.
type Snapshot struct {
	p     piles
	valid bool
}

// Snapshot returns a copy of the deck's state.
func (s *State) Snapshot() Snapshot { return Snapshot{p: s.piles, valid: true} }

// Restore puts the deck back into the state snap was taken in. The card data
// and the policy are kept. Restore panics on a Snapshot not made by
// State.Snapshot (such as the zero value), which would lose cards.
func (s *State) Restore(snap Snapshot) {
	if !snap.valid {
		panic("deck: Restore of a Snapshot not taken by State.Snapshot")
	}
	s.piles = snap.p
}
