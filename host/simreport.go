package host

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Confidence is the level of every interval a simulation report gives.
const Confidence = 0.95

// SimReport is a simulation's result: what ran (scenario, seeds, variants)
// and, per variant, the exact counts (Tally) and the statistics derived from
// them (Stats). It is built fight by fight (Add, in seed order) and
// finished (Finish); reports of the shards of one simulation merge into the
// report of the whole (MergeReports), byte for byte as JSON.
type SimReport struct {
	Scenario     string `json:"scenario"`
	ScenarioFile string `json:"scenario_file"`
	ScenarioHash string `json:"scenario_hash"`
	Ruleset      string `json:"ruleset"`
	FirstSeed    uint64 `json:"first_seed"`
	Runs         int    `json:"runs"`
	// RoundLimit is the round limit asked for (0: the scenario's).
	RoundLimit int `json:"round_limit,omitempty"`
	// Shard is "K/N" when the report covers one shard of the seeds.
	Shard      string       `json:"shard,omitempty"`
	Confidence float64      `json:"confidence"`
	Methods    SimMethods   `json:"methods"`
	Sides      []string     `json:"sides"`
	Combatants []SimEntrant `json:"combatants"`
	Variants   []*Variant   `json:"variants"`
}

// SimMethods names the statistical methods of a report.
type SimMethods struct {
	Rates  string `json:"rates"`
	Paired string `json:"paired"`
	Means  string `json:"means"`
}

var simMethods = SimMethods{
	Rates:  "Wilson score interval",
	Paired: "Newcombe hybrid score interval for paired proportions (method 10), same seeds",
	Means:  "normal approximation (mean ± 1.96 SD/√n)",
}

// SimEntrant is a combatant of the scenario.
type SimEntrant struct {
	Name string `json:"name"`
	Side string `json:"side"`
}

// Variant is one rule set of a simulation: the baseline (first) or a
// variant compared with it.
type Variant struct {
	Label   string        `json:"label"`
	Changes []string      `json:"changes,omitempty"` // as asked on the command line
	Modules []string      `json:"modules"`           // what ran: "bleeding 1.0.0 (heavy=1, …)"
	Tally   *Tally        `json:"tally"`
	Stats   *VariantStats `json:"stats,omitempty"`
}

// VariantSpec names a variant for NewSimReport.
type VariantSpec struct {
	Label   string
	Changes []string
	Engine  *Engine
}

// NewSimReport starts the report of a simulation of sc under the variants
// (the first is the baseline) with the options o.
func NewSimReport(sc *Scenario, variants []VariantSpec, o SimOptions) *SimReport {
	r := &SimReport{
		Scenario: sc.Name, ScenarioFile: sc.Path, ScenarioHash: sc.Hash,
		FirstSeed: o.FirstSeed, Runs: o.Runs, RoundLimit: o.Rounds,
		Confidence: Confidence, Methods: simMethods,
	}
	if o.Shards > 1 {
		r.Shard = fmt.Sprintf("%d/%d", o.Shard, o.Shards)
	}
	for _, c := range sc.Combatants {
		r.Combatants = append(r.Combatants, SimEntrant{Name: c.Name, Side: c.Side})
		if !slices.Contains(r.Sides, c.Side) {
			r.Sides = append(r.Sides, c.Side)
		}
	}
	for i, v := range variants {
		if i == 0 {
			r.Ruleset = v.Engine.Ruleset().Name
		}
		r.Variants = append(r.Variants, &Variant{
			Label: v.Label, Changes: v.Changes, Modules: v.Engine.ModuleList(), Tally: newTally(i > 0),
		})
	}
	return r
}

// ModuleList names the optional and house modules the engine runs, in load
// order, each with its version and options ("core rules only" for none).
func (e *Engine) ModuleList() []string {
	var out []string
	for _, p := range e.plan {
		if p.Kind != KindCore {
			out = append(out, p.Name+" "+p.Version+optionText(p.Options))
		}
	}
	if len(out) == 0 {
		out = []string{"core rules only"}
	}
	return out
}

// Add counts one seed's outcomes, one per variant in order. Call it in seed
// order (Simulate does).
func (r *SimReport) Add(seed uint64, outs []Outcome) {
	for k, v := range r.Variants {
		if k >= len(outs) {
			break
		}
		v.Tally.add(seed, outs[k])
		if k > 0 && outs[0].Err == nil && outs[k].Err == nil {
			v.Tally.Paired.pair(outs[0], outs[k])
		}
	}
}

// Finish derives every variant's statistics from its tally.
func (r *SimReport) Finish() {
	for k, v := range r.Variants {
		v.Stats = r.derive(v.Tally, k > 0)
	}
}

// JSON returns the report as indented JSON with a final newline.
func (r *SimReport) JSON() ([]byte, error) {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("encoding the simulation report: %w", err)
	}
	return append(b, '\n'), nil
}

// ReadSimReport reads a report written by SimReport.JSON; its statistics are
// dropped (Finish derives them again from the tallies).
func ReadSimReport(name string, b []byte) (*SimReport, error) {
	var r SimReport
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, &InputError{Err: fmt.Errorf("%s: not a twtw sim --json report: %w", name, err)}
	}
	if len(r.Variants) == 0 || r.Runs < 1 {
		return nil, &InputError{Err: fmt.Errorf("%s: not a twtw sim --json report (no variants or runs)", name)}
	}
	for i, v := range r.Variants {
		if v.Tally == nil || (i > 0) != (v.Tally.Paired != nil) {
			return nil, &InputError{Err: fmt.Errorf("%s: variant %q: no tally, or a tally of the wrong shape", name, v.Label)}
		}
		v.Tally.normalize()
		v.Stats = nil
	}
	return &r, nil
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

// MergeReports adds up the reports of the shards 1/N … N/N of one
// simulation into the report of the whole, finished: the same report, byte
// for byte, as one unsharded run. It refuses reports of different
// simulations, a missing or repeated shard, and an unsharded report.
func MergeReports(names []string, reports []*SimReport) (*SimReport, error) {
	if len(reports) == 0 {
		return nil, &InputError{Err: fmt.Errorf("merge: no reports")}
	}
	fail := func(format string, args ...any) error { return &InputError{Err: fmt.Errorf("merge: "+format, args...)} }
	n := 0
	seen := map[int]string{}
	for i, r := range reports {
		var k, m int
		if _, err := fmt.Sscanf(r.Shard, "%d/%d", &k, &m); err != nil || k < 1 || k > m {
			return nil, fail("%s is not one shard of a sharded run (no shard K/N)", names[i])
		}
		if n == 0 {
			n = m
		}
		if m != n {
			return nil, fail("%s is shard %s, but %s is of %d shards", names[i], r.Shard, names[0], n)
		}
		if prev, dup := seen[k]; dup {
			return nil, fail("shard %d/%d twice: %s and %s", k, n, prev, names[i])
		}
		seen[k] = names[i]
		if d := sameSimulation(reports[0], r); d != "" {
			return nil, fail("%s and %s are not shards of one simulation: %s differs", names[0], names[i], d)
		}
	}
	var missing []string
	for k := 1; k <= n; k++ {
		if _, ok := seen[k]; !ok {
			missing = append(missing, fmt.Sprintf("%d/%d", k, n))
		}
	}
	if len(missing) > 0 {
		return nil, fail("shard %s missing", strings.Join(missing, ", "))
	}
	first := reports[0]
	out := *first
	out.Shard = ""
	out.Variants = nil
	for k, v := range first.Variants {
		t := newTally(k > 0)
		for _, r := range reports {
			t.merge(r.Variants[k].Tally)
		}
		out.Variants = append(out.Variants, &Variant{Label: v.Label, Changes: v.Changes, Modules: v.Modules, Tally: t})
	}
	out.Finish()
	return &out, nil
}

// sameSimulation names the first thing two reports differ in, besides the
// shard and the counts ("" when they are of one simulation).
func sameSimulation(a, b *SimReport) string {
	switch {
	case a.Scenario != b.Scenario || a.ScenarioFile != b.ScenarioFile || a.ScenarioHash != b.ScenarioHash:
		return "the scenario"
	case a.Ruleset != b.Ruleset:
		return "the ruleset"
	case a.FirstSeed != b.FirstSeed || a.Runs != b.Runs:
		return "the seeds (--seed, --runs)"
	case a.RoundLimit != b.RoundLimit:
		return "the round limit"
	case a.Confidence != b.Confidence || a.Methods != b.Methods:
		return "the statistics (another twtw version)"
	case !slices.Equal(a.Sides, b.Sides) || !slices.Equal(a.Combatants, b.Combatants):
		return "the combatants"
	case len(a.Variants) != len(b.Variants):
		return "the variants (--compare)"
	}
	for k, v := range a.Variants {
		w := b.Variants[k]
		if v.Label != w.Label || !slices.Equal(v.Changes, w.Changes) || !slices.Equal(v.Modules, w.Modules) {
			return fmt.Sprintf("variant %d (%q against %q)", k+1, v.Label, w.Label)
		}
	}
	return ""
}
