package host

import (
	"context"
	"fmt"
	"math"
	"sync"
)

// SimOptions say how many fights to simulate and how.
type SimOptions struct {
	Runs      int    // fights, seeds FirstSeed .. FirstSeed+Runs-1
	FirstSeed uint64 // the first seed
	Workers   int    // fights run at once (each on its own VM); ≤ 0: 1
	Rounds    int    // round limit per fight (0: the scenario's)
	// Progress, when set, is called after each fight with the number done.
	Progress func(done, total int)
}

// SimStats sums up many fights of one scenario under one rule set.
type SimStats struct {
	Runs      int            `json:"runs"`
	Wins      map[string]int `json:"wins"` // side → fights won
	Undecided int            `json:"undecided"`
	// MeanRounds is the mean number of rounds a fight lasted.
	MeanRounds float64 `json:"mean_rounds"`
	// RoundsHist counts fights by the number of rounds they lasted.
	RoundsHist map[int]int `json:"rounds_histogram"`
}

// Simulate runs the scenario once per seed and tallies the outcomes as they
// arrive, keeping nothing else of a fight (memory stays flat however many
// run). The result depends only on the seeds, scenario and scripts, not on
// Workers. When fights fail, no new ones start and the error of the lowest
// failing seed is returned (every lower seed had started, so it is the one
// a run of all of them would report).
func (e *Engine) Simulate(ctx context.Context, sc *Scenario, o SimOptions) (*SimStats, error) {
	if o.Runs < 1 {
		return nil, &InputError{Err: fmt.Errorf("runs %d: want 1 or more", o.Runs)}
	}
	if o.FirstSeed > math.MaxUint64-uint64(o.Runs-1) {
		return nil, &InputError{Err: fmt.Errorf("seeds %d and %d more would pass %d, the largest seed: choose a smaller first seed", o.FirstSeed, o.Runs-1, uint64(math.MaxUint64))}
	}
	t := &tally{st: SimStats{Runs: o.Runs, Wins: map[string]int{}, RoundsHist: map[int]int{}}, total: o.Runs, progress: o.Progress}
	workers := max(o.Workers, 1)
	next := make(chan uint64)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for seed := range next {
				r, err := e.Fight(ctx, sc, FightOptions{Seed: seed, Rounds: o.Rounds})
				t.add(seed, r, err)
			}
		}()
	}
	for i := 0; i < o.Runs && ctx.Err() == nil && !t.failed(); i++ {
		next <- o.FirstSeed + uint64(i)
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if t.err != nil {
		return nil, fmt.Errorf("seed %d: %w", t.errSeed, t.err)
	}
	t.st.MeanRounds = float64(t.rounds) / float64(o.Runs)
	return &t.st, nil
}

// tally sums fights up as they end, in any order.
type tally struct {
	mu       sync.Mutex
	st       SimStats
	rounds   int // rounds of all the fights
	done     int
	total    int
	progress func(done, total int)
	err      error
	errSeed  uint64
}

// add counts one fight, or notes its error (the lowest seed's is kept).
func (t *tally) add(seed uint64, r *FightResult, err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch {
	case err != nil:
		if t.err == nil || seed < t.errSeed {
			t.err, t.errSeed = err, seed
		}
	case r.Winner == "":
		t.st.Undecided++
	default:
		t.st.Wins[r.Winner]++
	}
	if err == nil {
		t.st.RoundsHist[r.Rounds]++
		t.rounds += r.Rounds
	}
	t.done++
	if t.progress != nil {
		t.progress(t.done, t.total)
	}
}

// failed reports whether a fight has failed.
func (t *tally) failed() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.err != nil
}
