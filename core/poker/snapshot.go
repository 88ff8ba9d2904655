package poker

// Snapshot is a value copy of a deck's whole changing state: the draw pile,
// the held cards, the discard pile, the stacked count, the reshuffle count,
// the seed and the generator. Draws after Restore repeat exactly the draws
// made after the Snapshot was taken. It holds no pointers (it is comparable
// with ==). The zero Snapshot is not a deck state; only State.Snapshot makes
// valid ones.
type Snapshot struct {
	s     state
	valid bool
}

// Snapshot returns a copy of the deck's state.
func (s *State) Snapshot() Snapshot { return Snapshot{s: s.state, valid: true} }

// Restore puts the deck back into the state snap was taken in. It panics on a
// Snapshot not made by State.Snapshot (such as the zero value), which would
// lose cards.
func (s *State) Restore(snap Snapshot) {
	if !snap.valid {
		panic("poker: Restore of a Snapshot not taken by State.Snapshot")
	}
	s.state = snap.s
}
