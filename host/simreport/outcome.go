package simreport

import "github.com/twtw/twtw/host/coverage"

// Outcome is one fight under one variant: how it ended, or its error.
type Outcome struct {
	Err        error
	Winner     string // "" when no side won
	Reason     string
	Rounds     int
	RoundLimit bool                        // no side won before the round limit ended the fight
	Combatants map[string]CombatantSummary // nil when the ruleset has no fight.summary
	// Coverage is the fight's rule coverage (nil for none), which the tally
	// sums into Tally.Coverage.
	Coverage *coverage.Coverage
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
