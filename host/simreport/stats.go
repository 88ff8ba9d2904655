package simreport

import (
	"maps"
	"slices"
	"sort"

	"github.com/twtw/twtw/core/stats"
)

// VariantStats are the statistics of one variant, derived from its tally:
// every rate with its 95 % Wilson interval, fight length, per-combatant
// outcomes, and for a variant the paired comparison with the baseline.
type VariantStats struct {
	Fights     int              `json:"fights"`
	Wins       []Rate           `json:"wins"` // per side: the scenario's sides in order, then others by name
	Undecided  Rate             `json:"undecided"`
	RoundLimit Rate             `json:"round_limit"` // the undecided fights the round limit ended
	Rounds     LengthStats      `json:"rounds"`
	Combatants []CombatantStats `json:"combatants,omitempty"`
	VsBaseline *Comparison      `json:"vs_baseline,omitempty"`
}

// Rate is a count out of the fights, the proportion and its Wilson interval.
type Rate struct {
	Name  string         `json:"name"`
	Count int            `json:"count"`
	Rate  float64        `json:"rate"`
	CI    stats.Interval `json:"ci"`
}

func rate(name string, k, n int) Rate {
	r := Rate{Name: name, Count: k, CI: stats.Wilson(k, n, stats.Z95)}
	if n > 0 {
		r.Rate = float64(k) / float64(n)
	}
	return r
}

// LengthStats describe how many rounds the fights lasted.
type LengthStats struct {
	Mean      float64        `json:"mean"`
	CI        stats.Interval `json:"ci"`
	SD        float64        `json:"sd"`
	Min       int            `json:"min"`
	Median    int            `json:"median"`
	P90       int            `json:"p90"`
	Max       int            `json:"max"`
	Histogram []Bin          `json:"histogram"`
}

// Bin is one bar of a histogram: the fights that lasted Rounds rounds.
type Bin struct {
	Rounds int `json:"rounds"`
	Fights int `json:"fights"`
}

// CombatantStats describe how one combatant ended the fights.
type CombatantStats struct {
	Name        string `json:"name"`
	Side        string `json:"side"`
	Status      []Rate `json:"status"` // by the ruleset's status words, by name
	FirstToFall Rate   `json:"first_to_fall"`
	Means       []Mean `json:"means,omitempty"` // fight.summary's numbers, by name
}

// Mean is the mean of one number over the fights, with its interval.
type Mean struct {
	Name string         `json:"name"`
	Mean float64        `json:"mean"`
	CI   stats.Interval `json:"ci"`
}

// Comparison is a variant against the baseline on the same seeds.
type Comparison struct {
	Pairs     int          `json:"pairs"`
	Changed   Rate         `json:"changed"` // seeds whose outcome changed
	Differs   Rate         `json:"differs"` // seeds whose fights ended differently in anything counted (PairTally.Differs)
	Wins      []Difference `json:"wins"`
	Undecided Difference   `json:"undecided"`
	Rounds    MeanDiff     `json:"rounds"`
}

// Difference is the paired difference of a rate, variant less baseline.
type Difference struct {
	Name     string         `json:"name"`
	Baseline float64        `json:"baseline"`
	Variant  float64        `json:"variant"`
	Diff     float64        `json:"diff"`
	CI       stats.Interval `json:"ci"`
	// Distinguishable is true when the interval excludes zero.
	Distinguishable bool         `json:"distinguishable"`
	Table           stats.Paired `json:"table"`
}

// MeanDiff is the mean paired difference of fight length, variant less baseline.
type MeanDiff struct {
	Mean            float64        `json:"mean"`
	CI              stats.Interval `json:"ci"`
	Distinguishable bool           `json:"distinguishable"`
}

func difference(name string, c PairCounts, n int) Difference {
	t := c.table(n)
	d := Difference{Name: name, Diff: t.Diff(), CI: stats.PairedDiff(t, stats.Z95), Table: t}
	if n > 0 {
		d.Baseline = float64(t.Both+t.OnlyA) / float64(n)
		d.Variant = float64(t.Both+t.OnlyB) / float64(n)
	}
	d.Distinguishable = n > 0 && d.CI.Excludes(0)
	return d
}

// derive computes a variant's statistics from its tally, each combatant's
// ends given for every word in statuses.
func (r *Report) derive(t *Tally, paired bool, statuses []string) *VariantStats {
	s := &VariantStats{Fights: t.Fights, Undecided: rate("undecided", t.Undecided, t.Fights),
		RoundLimit: rate("round_limit", t.RoundLimit, t.Fights)}
	for _, side := range orderedKeys(r.Sides, t.Wins) {
		s.Wins = append(s.Wins, rate(side, t.Wins[side], t.Fights))
	}
	s.Rounds = lengthStats(t.Rounds)
	var names []string
	for _, c := range r.Combatants {
		names = append(names, c.Name)
	}
	for _, name := range orderedKeys(names, t.Combatants) {
		c := t.Combatants[name]
		if c == nil {
			continue
		}
		cs := CombatantStats{Name: name, Side: r.sideOf(name), FirstToFall: rate("first to fall", c.FirstToFall, t.Fights)}
		for _, st := range statuses {
			cs.Status = append(cs.Status, rate(st, c.Status[st], t.Fights))
		}
		for _, k := range slices.Sorted(maps.Keys(c.Values)) {
			m := valueMoments(c.Values[k])
			cs.Means = append(cs.Means, Mean{Name: k, Mean: m.Mean(), CI: m.MeanCI(stats.Z95)})
		}
		s.Combatants = append(s.Combatants, cs)
	}
	if p := t.Paired; paired && p != nil {
		cmp := &Comparison{Pairs: p.Pairs, Changed: rate("changed", p.Changed, p.Pairs), Differs: rate("differs", p.Differs, p.Pairs),
			Undecided: difference("undecided", p.Undecided, p.Pairs)}
		for _, side := range orderedKeys(r.Sides, p.Wins) {
			cmp.Wins = append(cmp.Wins, difference(side, p.Wins[side], p.Pairs))
		}
		m := intMoments(p.RoundsDiff)
		cmp.Rounds = MeanDiff{Mean: m.Mean(), CI: m.MeanCI(stats.Z95)}
		cmp.Rounds.Distinguishable = m.N > 1 && cmp.Rounds.CI.Excludes(0)
		s.VsBaseline = cmp
	}
	return s
}

func lengthStats(h map[int]int) LengthStats {
	m := intMoments(h)
	l := LengthStats{Mean: m.Mean(), CI: m.MeanCI(stats.Z95), SD: m.SD(),
		Median: stats.Quantile(h, 0.5), P90: stats.Quantile(h, 0.9), Histogram: []Bin{}}
	keys := make([]int, 0, len(h))
	for k := range h {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		l.Histogram = append(l.Histogram, Bin{Rounds: k, Fights: h[k]})
	}
	if len(keys) > 0 {
		l.Min, l.Max = keys[0], keys[len(keys)-1]
	}
	return l
}

func (r *Report) sideOf(name string) string {
	for _, c := range r.Combatants {
		if c.Name == name {
			return c.Side
		}
	}
	return ""
}

// orderedKeys returns first (in its order), then the other keys of m by name.
func orderedKeys[V any](first []string, m map[string]V) []string {
	out := slices.Clone(first)
	var rest []string
	for k := range m {
		if !slices.Contains(first, k) {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}
