package host

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"
)

// SimOptions say which fights a simulation runs and how.
type SimOptions struct {
	Runs      int    // fights, seeds FirstSeed .. FirstSeed+Runs-1
	FirstSeed uint64 // the first seed
	// Shard and Shards select every Shards-th seed, starting with the
	// Shard-th (1-based): shard K of N runs seeds FirstSeed+K-1,
	// FirstSeed+K-1+N, …. Shards 0 runs every seed.
	Shard, Shards int
	Workers       int // fights run at once (each on its own VM); ≤ 0: 1
	Rounds        int // round limit per fight, 0..MaxRounds (0: the scenario's)
	// KeepGoing hands failed fights on as outcomes with Err set instead of
	// stopping at the first.
	KeepGoing bool
	// Coverage counts how often each rule ran (Outcome.Coverage, summed in
	// Tally.Coverage).
	Coverage bool
	// Progress, when set, is called after each seed with the number done.
	Progress func(done, total int)
	// Profiler samples where the fights' Lua spends its time (nil: none).
	Profiler *Profiler
}

// Seeds returns how many seeds the options select.
func (o SimOptions) Seeds() int {
	if o.Shards <= 1 {
		return o.Runs
	}
	if o.Shard > o.Runs {
		return 0
	}
	return (o.Runs-o.Shard)/o.Shards + 1
}

// seed returns the i-th selected seed (0-based).
func (o SimOptions) seed(i int) uint64 {
	if o.Shards <= 1 {
		return o.FirstSeed + uint64(i)
	}
	return o.FirstSeed + uint64(o.Shard-1) + uint64(i)*uint64(o.Shards)
}

// check refuses options that select nothing sensible.
func (o SimOptions) check() error {
	switch {
	case o.Runs < 1:
		return &InputError{Err: fmt.Errorf("runs %d: want 1 or more", o.Runs)}
	case checkRounds(o.Rounds) != nil:
		return checkRounds(o.Rounds)
	case o.Shards < 0 || o.Shards > 0 && (o.Shard < 1 || o.Shard > o.Shards):
		return &InputError{Err: fmt.Errorf("shard %d/%d: want K/N with 1 ≤ K ≤ N", o.Shard, o.Shards)}
	case o.Shards > o.Runs:
		return &InputError{Err: fmt.Errorf("shard %d/%d: %d shards of %d runs leave some empty", o.Shard, o.Shards, o.Shards, o.Runs)}
	case uint64(o.Runs-1) > math.MaxUint64-o.FirstSeed:
		// Seeds never wrap: seed 2^64-1 is not followed by seed 0.
		return &InputError{Err: fmt.Errorf("seeds %d and %d more would pass %d, the largest seed: choose a smaller first seed", o.FirstSeed, o.Runs-1, uint64(math.MaxUint64))}
	}
	return nil
}

// Simulate runs the scenario once per selected seed on this engine alone and
// returns the finished report (see the function Simulate for comparisons).
// A nil scenario is the ruleset's default built-in scenario. On an error it
// returns a nil report: when ctx is cancelled or its deadline passes, when
// a fight fails (unless KeepGoing) and when the engine is closed, nothing
// of the seeds that ran is kept; the function Simulate hands each seed's
// outcomes on as they come, for a caller that wants them.
func (e *Engine) Simulate(ctx context.Context, sc *Scenario, o SimOptions) (*SimReport, error) {
	sc, err := e.scenarioOrDefault(sc)
	if err != nil {
		return nil, err
	}
	rep := NewSimReport(sc, []VariantSpec{{Label: "baseline", Engine: e}}, o)
	if err := Simulate(ctx, sc, []*Engine{e}, o, func(seed uint64, outs []Outcome) error {
		rep.Add(seed, outs)
		return nil
	}); err != nil {
		return nil, err
	}
	rep.Finish()
	return rep, nil
}

// SimError is the first failed fight of a simulation: its seed, the index of
// the engine it ran under and the error.
type SimError struct {
	Seed   uint64
	Engine int
	Err    error
}

// Error returns "seed S: …".
func (e *SimError) Error() string { return fmt.Sprintf("seed %d: %v", e.Seed, e.Err) }

// Unwrap returns the fight's error.
func (e *SimError) Unwrap() error { return e.Err }

type seedResult struct {
	i    int
	outs []Outcome
}

// Simulate runs the scenario once per selected seed under every engine (the
// same seed under each, so that the engines' outcomes pair up) and hands
// each seed's outcomes to each, one seed at a time in seed order, whatever
// Workers is: a tally that each keeps depends only on the seeds, the
// scenario and the scripts. Memory stays flat: at most a window of seeds is
// in flight. Unless KeepGoing, the first failed fight stops the simulation —
// no new fight starts — and Simulate returns a *SimError for the lowest
// failed seed, after handing every earlier seed to each. An error from each
// stops it too and is returned.
func Simulate(ctx context.Context, sc *Scenario, engines []*Engine, o SimOptions, each func(seed uint64, outs []Outcome) error) error {
	ctx = orBackground(ctx)
	if err := o.check(); err != nil {
		return err
	}
	if len(engines) == 0 {
		return &InputError{Err: errors.New("simulate: no engine")}
	}
	if i := slices.Index(engines, nil); i >= 0 {
		return &InputError{Err: fmt.Errorf("simulate: engine %d is nil", i)}
	}
	if i := slices.IndexFunc(engines, (*Engine).closed); i >= 0 {
		return fmt.Errorf("simulate: engine %d: %w", i, ErrClosed)
	}
	if each == nil {
		return &InputError{Err: errors.New("simulate: no function to hand the outcomes to")}
	}
	sc, err := engines[0].scenarioOrDefault(sc)
	if err != nil {
		return err
	}
	// every fight of an engine checks the same scenario against the same
	// schema: do it once (a failing check is left to the first fight, which
	// reports it with its seed)
	preps := make([]*prepared, len(engines))
	for k, e := range engines {
		preps[k], _ = e.prepare(sc)
	}
	workers := max(o.Workers, 1)
	total := o.Seeds()
	window := make(chan struct{}, 64*workers)
	halt := make(chan struct{})
	var haltOnce sync.Once
	stop := func() { haltOnce.Do(func() { close(halt) }) }
	jobs := make(chan int)
	results := make(chan seedResult, workers)

	go func() { // dispatch seeds in order, no further than the window ahead
		defer close(jobs)
		for i := 0; i < total; i++ {
			select {
			case window <- struct{}{}:
			case <-halt:
				return
			case <-ctx.Done():
				return
			}
			select {
			case jobs <- i:
			case <-halt:
				return
			case <-ctx.Done():
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				outs := fightAll(ctx, sc, engines, preps, o.seed(i), o, !o.KeepGoing)
				if !o.KeepGoing && failed(outs) >= 0 {
					stop()
				}
				results <- seedResult{i, outs}
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()

	var first error
	pending := map[int][]Outcome{}
	next := 0
	for r := range results {
		if first != nil {
			continue // draining the fights in flight
		}
		pending[r.i] = r.outs
		for first == nil {
			outs, ok := pending[next]
			if !ok {
				break
			}
			if err := simStopped(ctx, engines); err != nil {
				// cancelled, past its deadline or an engine closed: the
				// fights in flight failed for that, not for their seeds
				first = fmt.Errorf("simulation stopped after %d of %d seeds: %w", next, total, err)
				break
			}
			delete(pending, next)
			seed := o.seed(next)
			next++
			<-window
			if k := failed(outs); k >= 0 && !o.KeepGoing {
				first = &SimError{Seed: seed, Engine: k, Err: outs[k].Err}
			} else if err := each(seed, outs); err != nil {
				first = err
			} else if o.Progress != nil {
				o.Progress(next, total)
			}
		}
		if first != nil {
			stop()
		}
	}
	if first != nil {
		return first
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("simulation stopped after %d of %d seeds: %w", next, total, err)
	}
	return nil
}

// simStopped is why a simulation must stop whatever its fights did: ctx's
// error, or an engine closed while it ran (ErrClosed), or nil.
func simStopped(ctx context.Context, engines []*Engine) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if i := slices.IndexFunc(engines, (*Engine).closed); i >= 0 {
		return fmt.Errorf("engine %d: %w", i, ErrClosed)
	}
	return nil
}

// fightAll runs one seed under every engine (engines[k] with the scenario's
// schema check preps[k]) with o's round limit, coverage and profiler; when
// stopAtError, the engines after a failed one are skipped.
func fightAll(ctx context.Context, sc *Scenario, engines []*Engine, preps []*prepared, seed uint64, o SimOptions, stopAtError bool) []Outcome {
	outs := make([]Outcome, len(engines))
	for k, e := range engines {
		r, err := e.fight(ctx, sc, preps[k], FightOptions{Seed: seed, Rounds: o.Rounds, Summary: true, Coverage: o.Coverage, Profiler: o.Profiler})
		if err != nil {
			outs[k].Err = err
			if stopAtError {
				return outs[:k+1]
			}
			continue
		}
		outs[k] = Outcome{Winner: r.Winner, Reason: r.Reason, Rounds: r.Rounds, RoundLimit: r.RoundLimit, Combatants: r.Combatants, Coverage: r.Coverage}
	}
	return outs
}

// failed returns the index of the first failed outcome, or -1.
func failed(outs []Outcome) int {
	for k, o := range outs {
		if o.Err != nil {
			return k
		}
	}
	return -1
}
