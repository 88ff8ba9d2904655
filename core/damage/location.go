package damage

import "github.com/twtw/twtw/core/card"

// Locate moves shift steps from the card's standard hit location (seed 000
// "Hit Location"; seed 001 "Bumping Hit Location"): shift < 0 moves up (toward
// the head and the cause section), shift > 0 down. The slot is clamped to the
// stack, so a shift past either end stops at the end.
func Locate(c *card.Card, shift int) (slot int, loc card.Location) {
	slot = min(max(card.StandardSlot+shift, 0), card.StackSize-1)
	return slot, c.Stack[slot].Location
}

// LocateCost returns the bumps printed in the triangles to move from the
// standard location to slot (seed 001 "Bumping Hit Location"); 0 for the
// standard slot itself and -1 for a slot off the stack.
func LocateCost(c *card.Card, slot int) int {
	if slot < 0 || slot >= card.StackSize {
		return -1
	}
	return int(c.Stack[slot].Cost)
}

// Forced lists the situations that force a hit-location shift (seed 000 "Hit
// Location Modifiers"). The seed makes them mandatory but lets the judge
// modify or ignore them; this package only adds them up, and the caller (the
// Lua rules) decides whether to apply Shift.
type Forced struct {
	Punch      bool // punch attack or the punch attribute: one up
	Height     bool // height advantage when fighting: one up
	PointBlank bool // firing at point-blank range: one up
	Kick       bool // kick attack or the kick attribute: one down
}

// Shift returns the net forced shift: −1 (up) for each of Punch, Height and
// PointBlank, +1 (down) for Kick.
func (f Forced) Shift() int {
	s := 0
	for _, up := range [...]bool{f.Punch, f.Height, f.PointBlank} {
		if up {
			s--
		}
	}
	if f.Kick {
		s++
	}
	return s
}

// LocationBumps gives the free damage bumps of a hit to each location,
// indexed by card.Location.
type LocationBumps [card.NumLocations]int

// DefaultLocationBumps returns the seed's location damage bumps (seed 000 "Hit
// Location and Damage"): head +2, vitals +1, all others 0. Each call returns a
// fresh copy; the Lua rules may pass different values.
func DefaultLocationBumps() LocationBumps {
	return LocationBumps{card.Head: 2, card.Vitals: 1}
}
