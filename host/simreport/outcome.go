package simreport

// Outcome is one fight under one variant: how it ended, or its error.
type Outcome[C Counts[C]] struct {
	Err        error
	Winner     string // "" when no side won
	Reason     string
	Rounds     int
	Combatants map[string]CombatantSummary // nil when the ruleset has no fight.summary
	// Coverage is the fight's extra counts (the zero C for none), which the
	// tally sums into Tally.Coverage.
	Coverage C
}

// CombatantSummary is how one combatant ended a fight, as the ruleset's
// fight.summary reports it.
type CombatantSummary struct {
	Status string
	// Fell is the order in which the combatant left the fight (1 first); 0
	// for one still standing.
	Fell int
	// Values are the summary's other fields, all numbers.
	Values map[string]float64
}

// Counts are counts a fight brings besides its outcome that a tally adds up
// without reading them: the host's rule coverage. The zero C is no counts.
type Counts[C any] interface {
	// Plus adds o's counts to the receiver's and returns the sum. o zero
	// returns the receiver unchanged; a zero receiver returns new counts
	// equal to o's (never o itself: a later Plus changes the sum in place).
	Plus(o C) C
}
