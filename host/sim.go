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

// Simulate runs the scenario once per seed and tallies the outcomes. The
// result depends only on the seeds, scenario and scripts, not on Workers.
func (e *Engine) Simulate(ctx context.Context, sc *Scenario, o SimOptions) (*SimStats, error) {
	if o.Runs < 1 {
		return nil, &InputError{Err: fmt.Errorf("runs %d: want 1 or more", o.Runs)}
	}
	if o.FirstSeed > math.MaxUint64-uint64(o.Runs-1) {
		return nil, &InputError{Err: fmt.Errorf("seeds %d and %d more would pass %d, the largest seed: choose a smaller first seed", o.FirstSeed, o.Runs-1, uint64(math.MaxUint64))}
	}
	workers := max(o.Workers, 1)
	results := make([]*FightResult, o.Runs)
	errs := make([]error, o.Runs)
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i], errs[i] = e.Fight(ctx, sc, FightOptions{Seed: o.FirstSeed + uint64(i), Rounds: o.Rounds})
				if o.Progress != nil {
					mu.Lock()
					done++
					o.Progress(done, o.Runs)
					mu.Unlock()
				}
			}
		}()
	}
	for i := 0; i < o.Runs && ctx.Err() == nil; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	st := &SimStats{Runs: o.Runs, Wins: map[string]int{}, RoundsHist: map[int]int{}}
	total := 0
	for i, r := range results {
		if errs[i] != nil {
			return nil, fmt.Errorf("seed %d: %w", o.FirstSeed+uint64(i), errs[i])
		}
		if r.Winner == "" {
			st.Undecided++
		} else {
			st.Wins[r.Winner]++
		}
		st.RoundsHist[r.Rounds]++
		total += r.Rounds
	}
	st.MeanRounds = float64(total) / float64(o.Runs)
	return st, nil
}
