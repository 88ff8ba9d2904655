package simreport_test

import (
	"fmt"

	"github.com/twtw/twtw/host/simreport"
)

// Ten fights of a duel: the posse wins seven, the gang two, and one ends
// with no winner. Each rate comes with its 95 % Wilson interval.
func Example() {
	r := simreport.New(simreport.Run{
		Scenario:   "Duel",
		Ruleset:    "twtw",
		Combatants: []simreport.Entrant{{Name: "Miranda", Side: "posse"}, {Name: "Vaquero", Side: "gang"}},
		FirstSeed:  1,
		Runs:       10,
		Variants:   []simreport.Spec{{Label: "baseline", Modules: []string{"core rules only"}}},
	})
	winners := []string{"posse", "gang", "posse", "posse", "", "posse", "gang", "posse", "posse", "posse"}
	for i, w := range winners {
		seed := uint64(i + 1)
		r.Add(seed, []simreport.Outcome{{Winner: w, Rounds: 3 + i%3}})
	}
	r.Finish()
	s := r.Variants[0].Stats
	for _, w := range append(s.Wins, s.Undecided) {
		fmt.Printf("%s: %d of %d, %.1f%% [%.1f%%, %.1f%%]\n", w.Name, w.Count, s.Fights, 100*w.Rate, 100*w.CI.Lo, 100*w.CI.Hi)
	}
	fmt.Printf("rounds: mean %.1f, median %d, %d to %d\n", s.Rounds.Mean, s.Rounds.Median, s.Rounds.Min, s.Rounds.Max)
	// Output:
	// posse: 7 of 10, 70.0% [39.7%, 89.2%]
	// gang: 2 of 10, 20.0% [5.7%, 51.0%]
	// undecided: 1 of 10, 10.0% [1.8%, 40.4%]
	// rounds: mean 3.9, median 4, 3 to 5
}
