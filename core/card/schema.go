package card

// The deck schema's limits, checked by Validate and Load. The small printed
// numbers are single digits; the rest follow the book (action-cards.md).
const (
	// MaxFileSize is the largest deck file Load reads: 4 MiB (the standard
	// deck is about 60 KiB).
	MaxFileSize = 4 << 20

	maxNameLen = 200 // bytes of Deck.Name
	maxCost    = 9   // bumps printed in a stack triangle
	maxPen     = 9   // |penetration modifier|
	maxStep    = 9   // scatter step
	maxBurst   = 9   // burst result
	maxFigure  = 9   // number in an unintended-target figure icon
	maxClock   = 12  // scatter clock 1..12
	maxFailure = 13  // failure result 1..13, compared with Rel 1..13
)

// Ceiling returns the highest value a cause cell of the column may print:
// twice the die's sides (8, 12, 16, 20, 24). A die that explodes twice runs
// past what the card prints, so its cell prints the ceiling and is marked
// Exceptional; only a cell at the ceiling may be exceptional (decided here,
// see Generate).
func (c Column) Ceiling() int { return 2 * c.Sides() }
