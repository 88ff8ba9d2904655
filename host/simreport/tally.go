package simreport

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"

	"github.com/twtw/twtw/core/stats"
	"github.com/twtw/twtw/host/coverage"
)

// maxFailedSeeds caps the failed seeds a tally lists (the lowest ones).
const maxFailedSeeds = 100

// Tally is the exact counts of one variant of a simulation, added up fight
// by fight in seed order; every statistic of the report is derived from it,
// and tallies of disjoint seeds add up (Merge).
type Tally struct {
	Fights int `json:"fights"` // fights that ran to their end
	Failed int `json:"failed"` // fights that failed (only when the host goes on past them)
	// FailedSeeds lists the lowest failed seeds, at most 100.
	FailedSeeds []uint64     `json:"failed_seeds,omitempty"`
	FirstError  *FightFailed `json:"first_error,omitempty"`
	// Wins counts fights won, by side; Undecided the fights no side won,
	// RoundLimit those of them the round limit ended (the rest ended with
	// no side standing).
	Wins       map[string]int `json:"wins"`
	Undecided  int            `json:"undecided"`
	RoundLimit int            `json:"round_limit"`
	// Rounds counts fights by the rounds they lasted.
	Rounds map[int]int `json:"rounds"`
	// Combatants tallies the ruleset's fight.summary, by combatant name.
	Combatants map[string]*CombatantTally `json:"combatants,omitempty"`
	// Coverage sums the fights' rule coverage, Outcome.Coverage (sim
	// --coverage; nil without).
	Coverage *coverage.Coverage `json:"coverage,omitempty"`
	// Paired compares the variant with the baseline seed by seed (nil for
	// the baseline itself).
	Paired *PairTally `json:"paired,omitempty"`
}

// FightFailed is a failed fight: its seed and error.
type FightFailed struct {
	Seed  uint64 `json:"seed"`
	Error string `json:"error"`
}

// CombatantTally counts how one combatant ended its fights.
type CombatantTally struct {
	Status map[string]int `json:"status"` // fights by the ruleset's status word
	// FirstToFall counts the fights in which the combatant was (one of) the
	// first to leave the fight.
	FirstToFall int `json:"first_to_fall"`
	// Values counts, for each number fight.summary reports, the fights by
	// its value (written in Go's shortest exact form).
	Values map[string]map[string]int `json:"values,omitempty"`
}

// PairTally counts a variant against the baseline on the seeds both ran.
type PairTally struct {
	Pairs   int `json:"pairs"`
	Changed int `json:"changed"` // seeds whose winner (or undecided) differs
	// Differs counts the seeds whose fights ended differently in anything
	// the report counts: the winner, the rounds, or a combatant's status,
	// order of falling or summary numbers. None means the change made no
	// difference the sim can see on these seeds.
	Differs int `json:"differs"`
	// Wins holds, per side, the seeds on which the side won under both,
	// only the baseline or only the variant (the rest of Pairs won under
	// neither); Undecided the same for "no side won".
	Wins      map[string]PairCounts `json:"wins"`
	Undecided PairCounts            `json:"undecided"`
	// RoundsDiff counts seeds by the variant's rounds less the baseline's.
	RoundsDiff map[int]int `json:"rounds_diff"`
}

func newTally(paired bool) *Tally {
	t := &Tally{Wins: map[string]int{}, Rounds: map[int]int{}}
	if paired {
		t.Paired = &PairTally{Wins: map[string]PairCounts{}, RoundsDiff: map[int]int{}}
	}
	return t
}

// add counts one fight.
func (t *Tally) add(seed uint64, o Outcome) {
	if o.Err != nil {
		t.Failed++
		if len(t.FailedSeeds) < maxFailedSeeds {
			t.FailedSeeds = append(t.FailedSeeds, seed)
		}
		if t.FirstError == nil {
			t.FirstError = &FightFailed{Seed: seed, Error: o.Err.Error()}
		}
		return
	}
	t.Fights++
	t.Coverage = t.Coverage.Plus(o.Coverage)
	if o.Winner == "" {
		t.Undecided++
		if o.RoundLimit {
			t.RoundLimit++
		}
	} else {
		t.Wins[o.Winner]++
	}
	t.Rounds[o.Rounds]++
	if len(o.Combatants) == 0 {
		return
	}
	first := 0
	for _, s := range o.Combatants {
		if s.Fell > 0 && (first == 0 || s.Fell < first) {
			first = s.Fell
		}
	}
	for name, s := range o.Combatants {
		ct := t.combatant(name)
		ct.Status[s.Status]++
		if first > 0 && s.Fell == first {
			ct.FirstToFall++
		}
		for k, v := range s.Values {
			ct.values(k)[strconv.FormatFloat(v, 'g', -1, 64)]++
		}
	}
}

// check says what in a tally read from a file cannot be the count of fights:
// a negative count, more fights than runs, or wins, rounds or a combatant's
// ends that do not add up to the fights ("" when it adds up). A report
// edited by hand or damaged would otherwise merge into wrong rates.
func (t *Tally) check(runs int) string {
	switch {
	case t.Fights < 0 || t.Failed < 0 || t.Undecided < 0 || t.RoundLimit < 0:
		return "a negative count of fights"
	case t.RoundLimit > t.Undecided:
		return fmt.Sprintf("%d fights at the round limit, more than its %d undecided", t.RoundLimit, t.Undecided)
	case t.Fights+t.Failed > runs:
		return fmt.Sprintf("%d fights and %d failed, more than its %d runs", t.Fights, t.Failed, runs)
	}
	if n, ok := sum(t.Wins); !ok || n+t.Undecided != t.Fights {
		return fmt.Sprintf("wins and undecided fights add up to %d, not its %d fights", n+t.Undecided, t.Fights)
	}
	if n, ok := sum(t.Rounds); !ok || n != t.Fights {
		return fmt.Sprintf("fights by rounds add up to %d, not its %d fights", n, t.Fights)
	}
	if p := t.Paired; p != nil && (p.Changed < 0 || p.Changed > p.Differs || p.Differs > p.Pairs || p.Pairs > t.Fights) {
		return fmt.Sprintf("%d seeds paired with the baseline, %d that differ and %d whose outcome changed, not 0 ≤ changed ≤ differ ≤ paired ≤ its %d fights",
			p.Pairs, p.Differs, p.Changed, t.Fights)
	}
	for _, name := range slices.Sorted(maps.Keys(t.Combatants)) {
		ct := t.Combatants[name]
		if n, ok := sum(ct.Status); !ok || n > t.Fights || ct.FirstToFall < 0 || ct.FirstToFall > t.Fights {
			return fmt.Sprintf("combatant %q ends more fights than its %d, or a negative number", name, t.Fights)
		}
		for _, k := range slices.Sorted(maps.Keys(ct.Values)) {
			if n, ok := sum(ct.Values[k]); !ok || n > t.Fights {
				return fmt.Sprintf("combatant %q: %s counts more fights than its %d, or a negative number", name, k, t.Fights)
			}
		}
	}
	return ""
}

// sum adds the counts of m; ok is false when one is negative.
func sum[K comparable](m map[K]int) (n int, ok bool) {
	for _, c := range m {
		if c < 0 {
			return n, false
		}
		n += c
	}
	return n, true
}

// combatant returns the combatant's tally, adding an empty one if need be.
func (t *Tally) combatant(name string) *CombatantTally {
	if t.Combatants == nil {
		t.Combatants = map[string]*CombatantTally{}
	}
	ct := t.Combatants[name]
	if ct == nil {
		ct = &CombatantTally{Status: map[string]int{}}
		t.Combatants[name] = ct
	}
	return ct
}

// values returns the histogram of one summary number, adding it if need be.
func (c *CombatantTally) values(k string) map[string]int {
	if c.Values == nil {
		c.Values = map[string]map[string]int{}
	}
	if c.Values[k] == nil {
		c.Values[k] = map[string]int{}
	}
	return c.Values[k]
}

// pair counts one seed the baseline (a) and the variant (b) both ran.
func (p *PairTally) pair(a, b Outcome) {
	aWinner, bWinner := a.Winner, b.Winner
	p.Pairs++
	if aWinner != bWinner {
		p.Changed++
	}
	if aWinner != bWinner || a.Rounds != b.Rounds || !sameCombatants(a.Combatants, b.Combatants) {
		p.Differs++
	}
	// Only the sides that won under either count: a side that won under
	// neither is the rest of Pairs.
	if aWinner != "" {
		p.Wins[aWinner] = addPair(p.Wins[aWinner], true, bWinner == aWinner)
	}
	if bWinner != "" && bWinner != aWinner {
		p.Wins[bWinner] = addPair(p.Wins[bWinner], false, true)
	}
	p.Undecided = addPair(p.Undecided, aWinner == "", bWinner == "")
	p.RoundsDiff[b.Rounds-a.Rounds]++
}

// sameCombatants reports whether two fights left every combatant the same:
// status, order of falling and summary numbers.
func sameCombatants(a, b map[string]CombatantSummary) bool {
	if len(a) != len(b) {
		return false
	}
	for name, x := range a {
		y, ok := b[name]
		if !ok || x.Status != y.Status || x.Fell != y.Fell || !maps.Equal(x.Values, y.Values) {
			return false
		}
	}
	return true
}

// PairCounts counts the seeds on which something happened under both the
// baseline and the variant, only the baseline, or only the variant.
type PairCounts struct {
	Both         int `json:"both"`
	OnlyBaseline int `json:"only_baseline"`
	OnlyVariant  int `json:"only_variant"`
}

// table completes the counts to the paired table of n seeds (A the
// baseline, B the variant).
func (c PairCounts) table(n int) stats.Paired {
	return stats.Paired{Both: c.Both, OnlyA: c.OnlyBaseline, OnlyB: c.OnlyVariant,
		Neither: n - c.Both - c.OnlyBaseline - c.OnlyVariant}
}

func (c PairCounts) plus(o PairCounts) PairCounts {
	return PairCounts{c.Both + o.Both, c.OnlyBaseline + o.OnlyBaseline, c.OnlyVariant + o.OnlyVariant}
}

func addPair(c PairCounts, a, b bool) PairCounts {
	switch {
	case a && b:
		c.Both++
	case a:
		c.OnlyBaseline++
	case b:
		c.OnlyVariant++
	}
	return c
}

// merge adds another tally of other seeds.
func (t *Tally) merge(o *Tally) {
	t.Fights += o.Fights
	t.Failed += o.Failed
	t.FailedSeeds = append(t.FailedSeeds, o.FailedSeeds...)
	slices.Sort(t.FailedSeeds)
	if len(t.FailedSeeds) > maxFailedSeeds {
		t.FailedSeeds = t.FailedSeeds[:maxFailedSeeds]
	}
	if o.FirstError != nil && (t.FirstError == nil || o.FirstError.Seed < t.FirstError.Seed) {
		t.FirstError = o.FirstError
	}
	t.Coverage = t.Coverage.Plus(o.Coverage)
	addCounts(t.Wins, o.Wins)
	t.Undecided += o.Undecided
	t.RoundLimit += o.RoundLimit
	addCounts(t.Rounds, o.Rounds)
	for name, oc := range o.Combatants {
		c := t.combatant(name)
		addCounts(c.Status, oc.Status)
		c.FirstToFall += oc.FirstToFall
		for k, h := range oc.Values {
			addCounts(c.values(k), h)
		}
	}
	if o.Paired != nil && t.Paired != nil {
		p, q := t.Paired, o.Paired
		p.Pairs += q.Pairs
		p.Changed += q.Changed
		p.Differs += q.Differs
		for s, x := range q.Wins {
			p.Wins[s] = p.Wins[s].plus(x)
		}
		p.Undecided = p.Undecided.plus(q.Undecided)
		addCounts(p.RoundsDiff, q.RoundsDiff)
	}
}

// normalize gives a tally read from JSON the empty maps a new one has.
func (t *Tally) normalize() {
	if t.Wins == nil {
		t.Wins = map[string]int{}
	}
	if t.Rounds == nil {
		t.Rounds = map[int]int{}
	}
	if p := t.Paired; p != nil {
		if p.Wins == nil {
			p.Wins = map[string]PairCounts{}
		}
		if p.RoundsDiff == nil {
			p.RoundsDiff = map[int]int{}
		}
	}
}

func addCounts[K comparable](to, from map[K]int) {
	for k, n := range from {
		to[k] += n
	}
}

// valueMoments reads a value histogram in ascending order of value, so that
// the sums are the same however the fights were split.
func valueMoments(h map[string]int) stats.Moments {
	type vc struct {
		v float64
		n int
	}
	var vs []vc
	for k, n := range h {
		v, err := strconv.ParseFloat(k, 64)
		if err != nil || math.IsNaN(v) {
			continue
		}
		vs = append(vs, vc{v, n})
	}
	slices.SortFunc(vs, func(a, b vc) int {
		switch {
		case a.v < b.v:
			return -1
		case a.v > b.v:
			return 1
		}
		return 0
	})
	var m stats.Moments
	for _, x := range vs {
		m.Add(x.v, x.n)
	}
	return m
}

// intMoments reads a histogram of whole numbers in ascending order.
func intMoments(h map[int]int) stats.Moments {
	keys := make([]int, 0, len(h))
	for k := range h {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var m stats.Moments
	for _, k := range keys {
		m.Add(float64(k), h[k])
	}
	return m
}
