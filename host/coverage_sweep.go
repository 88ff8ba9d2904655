package host

import (
	"context"
	"fmt"
	"strings"

	"github.com/twtw/twtw/host/coverage"
)

// SweepOptions say which fights a coverage sweep runs.
type SweepOptions struct {
	// Options are the baseline engine's (the ruleset, deck, limits); the
	// sweep adds a second rule set with every optional module on.
	Options   Options
	Runs      int    // seeds per scenario and rule set
	FirstSeed uint64 // the first seed
	Workers   int    // fights at once
}

// SweepResult is the rule coverage of every built-in scenario of a ruleset
// under its core rules and under every optional module: see
// coverage.SweepResult.
type SweepResult = coverage.SweepResult

// Sweep runs every built-in scenario of the ruleset o.Runs times under two
// rule sets — the core rules with the default-on modules, and the same with
// every optional module on (one rule set per optional module when they
// cannot all be on together) — counting how often each rule ran, and lists
// what never ran against the ruleset's coverage.exempt.
func Sweep(ctx context.Context, o SweepOptions) (*SweepResult, error) {
	ctx = orBackground(ctx)
	if o.Runs < 1 {
		return nil, &InputError{Err: fmt.Errorf("runs %d: want 1 or more", o.Runs)}
	}
	engines, sets, err := sweepEngines(o.Options)
	defer func() {
		for _, e := range engines {
			e.Close()
		}
	}()
	if err != nil {
		return nil, err
	}
	rs := engines[0].Ruleset()
	res := &SweepResult{Ruleset: rs.Name, Scenarios: rs.Scenarios(), Sets: sets, FirstSeed: o.FirstSeed,
		Runs: o.Runs, Coverage: &Coverage{}}
	for _, name := range res.Scenarios {
		sc, err := BuiltinScenario(rs.Name, name)
		if err != nil {
			return nil, err
		}
		so := SimOptions{Runs: o.Runs, FirstSeed: o.FirstSeed, Workers: o.Workers, Coverage: true}
		err = Simulate(ctx, sc, engines, so, func(_ uint64, outs []Outcome) error {
			for _, out := range outs {
				res.Coverage.Add(out.Coverage)
			}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("scenario %s: %w", name, err)
		}
	}
	if res.Exempt, err = engines[0].CoverageExempt(); err != nil {
		return nil, err
	}
	for _, g := range res.Coverage.Gaps(res.Exempt) {
		if g.Link.ModuleKind != KindHouse.String() {
			res.Gaps = append(res.Gaps, g)
		}
	}
	res.Stale = res.Coverage.Stale(res.Exempt)
	return res, nil
}

// sweepEngines builds the baseline engine and one with every optional
// module on — or, when they cannot all be on together, one per optional
// module that is off by default.
func sweepEngines(base Options) ([]*Engine, []string, error) {
	e, err := New(base)
	if err != nil {
		return nil, nil, err
	}
	engines := []*Engine{e}
	sets := []string{"baseline: " + strings.Join(e.ModuleList(), ", ")}
	var extra []string
	for _, m := range e.Catalog().Modules() {
		if m.Kind == KindOptional && !m.DefaultOn {
			extra = append(extra, m.Name)
		}
	}
	if len(extra) == 0 {
		return engines, sets, nil
	}
	all := base
	all.Enable = append(append([]Enable(nil), base.Enable...), enables(extra)...)
	if e, err := New(all); err == nil {
		return append(engines, e), append(sets, "every optional module: "+strings.Join(e.ModuleList(), ", ")), nil
	}
	for _, name := range extra {
		one := base
		one.Enable = append(append([]Enable(nil), base.Enable...), Enable{Name: name})
		e, err := New(one)
		if err != nil {
			return engines, sets, fmt.Errorf("coverage with optional module %s: %w", name, err)
		}
		engines = append(engines, e)
		sets = append(sets, "with "+name)
	}
	return engines, sets, nil
}

func enables(names []string) []Enable {
	out := make([]Enable, len(names))
	for i, n := range names {
		out[i] = Enable{Name: n}
	}
	return out
}
