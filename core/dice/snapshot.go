package dice

// Snapshot is a value copy of a Roller's whole changing state: the generator,
// the seed and the stacked faces. Rolls after Restore repeat exactly the rolls
// made after the Snapshot was taken. It holds no pointers (it is comparable
// with ==). The zero Snapshot is not a Roller state; only Roller.Snapshot
// makes valid ones.
type Snapshot struct {
	s     state
	valid bool
}

// Snapshot returns a copy of the Roller's state.
func (r *Roller) Snapshot() Snapshot { return Snapshot{s: r.state, valid: true} }

// Restore puts the Roller back into the state snap was taken in. It panics on
// a Snapshot not made by Roller.Snapshot (such as the zero value).
func (r *Roller) Restore(snap Snapshot) {
	if !snap.valid {
		panic("dice: Restore of a Snapshot not taken by Roller.Snapshot")
	}
	r.state = snap.s
}
