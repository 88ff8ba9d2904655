package simreport

import "testing"

// The undecided fights are split by why no side won: the round limit, or
// no side left standing; the split adds up through merges and a report
// claiming more fights at the limit than undecided ones is refused.
func TestUndecidedSplitsTheRoundLimit(t *testing.T) {
	a, b := newTally(false), newTally(false)
	a.add(1, Outcome{Winner: "posse", Rounds: 3})
	a.add(2, Outcome{Rounds: 20, RoundLimit: true})
	a.add(3, Outcome{Rounds: 4}) // both sides fell together
	b.add(4, Outcome{Rounds: 20, RoundLimit: true})
	a.merge(b)
	if a.Fights != 4 || a.Undecided != 3 || a.RoundLimit != 2 {
		t.Fatalf("tally: %d fights, %d undecided, %d at the limit; want 4, 3, 2", a.Fights, a.Undecided, a.RoundLimit)
	}
	r := &Report{}
	s := r.derive(a, false, nil)
	if s.RoundLimit.Count != 2 || s.RoundLimit.Rate != 0.5 || s.Undecided.Count != 3 {
		t.Errorf("stats: round limit %+v, undecided %+v", s.RoundLimit, s.Undecided)
	}
	a.RoundLimit = 4
	if got := a.check(10); got != "4 fights at the round limit, more than its 3 undecided" {
		t.Errorf("check: %q", got)
	}
}
