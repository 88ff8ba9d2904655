package card

// The book pins: the cards the seeds describe. Generate overrides just these
// fields after numbering, so the standard deck agrees with every worked example.

// causePin fixes rows 1..len(values) of one cause column of one card; the
// pinned cells carry neither CF nor the exceptional flag.
type causePin struct {
	number int
	column Column
	values []uint8
}

var causePins = [...]causePin{
	// seed 000 "Fan Firing": Jonah's second card, image 153d10: "his results
	// top out at 8" (rows 1..3, skill 3). The other two values are ours.
	{number: 15, column: D10, values: []uint8{4, 8, 2}},
	// seed 000 "Fast Draw": "She draws card 37, showing 9 and 1 in the d10 column."
	{number: 37, column: D10, values: []uint8{9, 1}},
	// seed 000 "Fan Firing": Jonah's first card, image 403d10: "His results on
	// the first card are 10, 1, 11."
	{number: 40, column: D10, values: []uint8{10, 1, 11}},
}

// stackPin fixes one card's whole stack, top to bottom (costs 2, 1, 0, 1).
type stackPin struct {
	number int
	stack  [StackSize]Location
}

var stackPins = [...]stackPin{
	// seed 001 "Bumping Hit Location": card 16, standard belly; one bump up is
	// vitals, one bump down the right arm. The top entry (chest) is ours.
	{number: 16, stack: [StackSize]Location{Chest, Vitals, Belly, RightArm}},
	// seed 001 "Bumping Hit Location": card 50, standard left leg; bumping up
	// or down changes legs, two bumps up revert to the left leg.
	{number: 50, stack: [StackSize]Location{LeftLeg, RightLeg, LeftLeg, RightLeg}},
}

// penPin: seed 001 "Bumping Penetration": card 50 "has a 0 penetration modifier".
const (
	penPinNumber = 50
	penPinValue  = 0
)

// causePinned reports whether a book pin fixes the cause cell.
func causePinned(number int, col Column, row int) bool {
	for _, p := range causePins {
		if p.number == number && p.column == col && row < len(p.values) {
			return true
		}
	}
	return false
}
