package simreport

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// confidence is the level of every interval a report gives.
const confidence = 0.95

// Report is a simulation's result: what ran (scenario, seeds, variants)
// and, per variant, the exact counts (Tally) and the statistics derived from
// them (Stats). It is built fight by fight (Add, in seed order) and
// finished (Finish); reports of the shards of one simulation merge into the
// report of the whole (Merge), byte for byte as JSON.
type Report struct {
	Scenario     string `json:"scenario"`
	ScenarioFile string `json:"scenario_file"`
	ScenarioHash string `json:"scenario_hash"`
	Ruleset      string `json:"ruleset"`
	// Round is the ruleset's word for a round ("turn"; "" is "round"),
	// for a report's rows and axes.
	Round string `json:"round,omitempty"`
	// Deck is the action deck's name ("standard"; none for a ruleset that
	// draws no action card); each variant's Rules
	// fingerprints its content.
	Deck      string `json:"deck,omitempty"`
	FirstSeed uint64 `json:"first_seed"`
	Runs      int    `json:"runs"`
	// RoundLimit is the round limit asked for (0: the scenario's).
	RoundLimit int `json:"round_limit,omitempty"`
	// Shard is "K/N" when the report covers one shard of the seeds.
	Shard      string     `json:"shard,omitempty"`
	Confidence float64    `json:"confidence"`
	Methods    Methods    `json:"methods"`
	Sides      []string   `json:"sides"`
	Combatants []Entrant  `json:"combatants"`
	Variants   []*Variant `json:"variants"`
	// CoverageExempt, in a run that counted rule coverage, is why each rule
	// a fight cannot run is excused (the rules' coverage.exempt), so that a
	// report read back (sim merge) lists the gaps as the run did.
	CoverageExempt map[string]string `json:"coverage_exempt,omitempty"`
	// Digest is the SHA-256 of the report as written, its statistics and
	// the digest left out (JSON fills it in; Read checks it): a count edited
	// by hand, even one that still adds up, is refused by sim merge.
	Digest string `json:"digest,omitempty"`
}

// Methods names the statistical methods of a report.
type Methods struct {
	Rates  string `json:"rates"`
	Paired string `json:"paired"`
	Means  string `json:"means"`
}

// methods are the methods this package uses.
func methods() Methods {
	return Methods{
		Rates:  "Wilson score interval",
		Paired: "Newcombe hybrid score interval for paired proportions (method 10), same seeds",
		Means:  "normal approximation (mean ± 1.96 SD/√n)",
	}
}

// Entrant is a combatant of the scenario and its side.
type Entrant struct {
	Name string `json:"name"`
	Side string `json:"side"`
}

// Variant is one rule set of a simulation: the baseline (first) or a
// variant compared with it.
type Variant struct {
	Label   string   `json:"label"`
	Changes []string `json:"changes,omitempty"` // as asked on the command line
	Modules []string `json:"modules"`           // what ran: "bleeding 1.0.0 (heavy=1, …)"
	// Rules fingerprints what decides a fight besides the scenario and the
	// seed: every script, the modules on with their options, the deck.
	// Shards whose fingerprints differ ran other rules and do not merge.
	Rules string        `json:"rules,omitempty"`
	Tally *Tally        `json:"tally"`
	Stats *VariantStats `json:"stats,omitempty"`
}

// Run is what a simulation runs, for New: the scenario, the ruleset, the
// seeds and the variants.
type Run struct {
	Scenario, ScenarioFile, ScenarioHash string
	Ruleset, Round, Deck                 string
	Combatants                           []Entrant // in the scenario's order
	FirstSeed                            uint64
	Runs                                 int
	RoundLimit                           int // 0: the scenario's
	// Shard and Shards say the report covers shard K of N (Shards ≤ 1: all
	// the seeds).
	Shard, Shards int
	Variants      []Spec // the baseline first
}

// Spec names one variant of a Run.
type Spec struct {
	Label   string
	Changes []string // as asked on the command line
	Modules []string // what runs: "bleeding 1.0.0 (heavy=1, …)"
	Rules   string   // the fingerprint of the rules (Variant.Rules)
}

// New starts the report of a run, with an empty tally per variant.
func New(run Run) *Report {
	r := &Report{
		Scenario: run.Scenario, ScenarioFile: run.ScenarioFile, ScenarioHash: run.ScenarioHash,
		Ruleset: run.Ruleset, Round: run.Round, Deck: run.Deck, FirstSeed: run.FirstSeed, Runs: run.Runs, RoundLimit: run.RoundLimit,
		Confidence: confidence, Methods: methods(),
	}
	if run.Shards > 1 {
		r.Shard = fmt.Sprintf("%d/%d", run.Shard, run.Shards)
	}
	for _, c := range run.Combatants {
		r.Combatants = append(r.Combatants, c)
		if !slices.Contains(r.Sides, c.Side) {
			r.Sides = append(r.Sides, c.Side)
		}
	}
	for i, v := range run.Variants {
		r.Variants = append(r.Variants, &Variant{
			Label: v.Label, Changes: v.Changes, Modules: v.Modules, Rules: v.Rules, Tally: newTally(i > 0),
		})
	}
	return r
}

// Add counts one seed's outcomes, one per variant in order (fewer when the
// fights stopped at a failed one). Call it in seed order.
func (r *Report) Add(seed uint64, outs []Outcome) {
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
func (r *Report) Finish() {
	words := r.statusWords()
	for k, v := range r.Variants {
		v.Stats = r.derive(v.Tally, k > 0, words)
	}
}

// statusWords are the ends any combatant reached in any variant, sorted:
// each combatant's statistics give every one (0 of n, with its interval,
// where it never ended so), as the table shows them.
func (r *Report) statusWords() []string {
	var words []string
	for _, v := range r.Variants {
		for _, c := range v.Tally.Combatants {
			for w := range c.Status {
				if !slices.Contains(words, w) {
					words = append(words, w)
				}
			}
		}
	}
	slices.Sort(words)
	return words
}

// JSON returns the report as indented JSON with a final newline.
func (r *Report) JSON() ([]byte, error) {
	d, err := r.digest()
	if err != nil {
		return nil, err
	}
	out := *r
	out.Digest = d
	b, err := json.MarshalIndent(&out, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("encoding the simulation report: %w", err)
	}
	return append(b, '\n'), nil
}

// digest is the hex SHA-256 of the report's JSON without a digest: its
// statistics too, derived from the tallies but read by whoever cites the
// file, so a rate edited by hand is refused as a count is.
func (r *Report) digest() (string, error) {
	c := *r
	c.Digest = ""
	b, err := json.Marshal(&c)
	if err != nil {
		return "", fmt.Errorf("encoding the simulation report: %w", err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// Read reads a report written by Report.JSON from the file name; its
// statistics are dropped (Finish derives them again from the tallies). Its
// errors are all of the file's content.
func Read(name string, b []byte) (*Report, error) {
	r, err := decodeStrict(b)
	if err != nil {
		return nil, fmt.Errorf("%s: not a twtw sim --json report: %w", name, err)
	}
	if len(r.Variants) == 0 || r.Runs < 1 {
		return nil, fmt.Errorf("%s: not a twtw sim --json report (no variants or runs)", name)
	}
	for i, v := range r.Variants {
		if v == nil || v.Tally == nil || (i > 0) != (v.Tally.Paired != nil) {
			label := ""
			if v != nil {
				label = v.Label
			}
			return nil, fmt.Errorf("%s: variant %q: no tally, or a tally of the wrong shape", name, label)
		}
		for c, ct := range v.Tally.Combatants {
			if ct == nil {
				return nil, fmt.Errorf("%s: variant %q: combatant %q has no tally", name, v.Label, c)
			}
		}
		if bad := v.Tally.check(r.Runs); bad != "" {
			return nil, fmt.Errorf("%s: variant %q: the tally does not add up (%s): a damaged or edited report", name, v.Label, bad)
		}
	}
	// counts that add up but were changed by hand: the digest
	if d, err := r.digest(); err != nil || d != r.Digest {
		what := "its digest does not match its content"
		if r.Digest == "" {
			what = "it has no digest"
		}
		return nil, fmt.Errorf("%s: %s: a report edited or damaged since twtw sim wrote it, or written by another twtw version (run it again)", name, what)
	}
	for _, v := range r.Variants {
		v.Tally.normalize()
		v.Stats = nil
	}
	r.Digest = ""
	return &r, nil
}

// decodeStrict reads one report as JSON, refusing a field no report has (an
// edited report, which the digest does not cover) and anything after it.
func decodeStrict(b []byte) (Report, error) {
	var r Report
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return r, err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return r, errors.New("more after the report")
	}
	return r, nil
}

// Merge adds up the reports of the shards 1/N … N/N of one simulation,
// read from the files names, into the report of the whole, finished: the
// same report, byte for byte, as one unsharded run. It refuses reports of
// different simulations, a missing or repeated shard, and an unsharded
// report; its errors are all of the reports given.
func Merge(names []string, reports []*Report) (*Report, error) {
	if len(reports) == 0 {
		return nil, errors.New("merge: no reports")
	}
	if len(names) != len(reports) {
		return nil, fmt.Errorf("merge: %d names for %d reports", len(names), len(reports))
	}
	fail := func(format string, args ...any) error { return fmt.Errorf("merge: "+format, args...) }
	n := 0
	seen := map[int]string{}
	for i, r := range reports {
		var k, m int
		if r.Shard == "" && len(reports) == 1 {
			k, m = 1, 1 // --shard 1/1 is the whole run: merged alone, it is itself
		} else if _, err := fmt.Sscanf(r.Shard, "%d/%d", &k, &m); err != nil || k < 1 || k > m {
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
			return nil, fail("%s and %s are not shards of one simulation: they differ in %s", names[0], names[i], d)
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
		out.Variants = append(out.Variants, &Variant{Label: v.Label, Changes: v.Changes, Modules: v.Modules, Rules: v.Rules, Tally: t})
	}
	out.Finish()
	return &out, nil
}

// sameSimulation names the first thing two reports differ in, besides the
// shard and the counts ("" when they are of one simulation). The scenario is
// the same when its name and text's hash are: the path it was typed as
// (./duel.toml on one machine, /work/duel.toml on another) is not compared,
// and the merged report keeps the first shard's.
func sameSimulation(a, b *Report) string {
	switch {
	case a.Ruleset != b.Ruleset: // first: another game's scenario differs too
		return fmt.Sprintf("the ruleset (%s against %s)", a.Ruleset, b.Ruleset)
	case a.Scenario != b.Scenario || a.ScenarioHash != b.ScenarioHash:
		return "the scenario"
	case a.Deck != b.Deck:
		return "the deck (--deck)"
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
		if (v.Tally.Coverage == nil) != (w.Tally.Coverage == nil) {
			return "the rule coverage (--coverage on some shards only)"
		}
		if v.Rules != w.Rules {
			return fmt.Sprintf("what variant %d (%q) ran (rules %s against %s: a script, an option or the deck changed between the shards)", k+1, v.Label, v.Rules, w.Rules)
		}
	}
	return ""
}
