package host

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/twtw/twtw/host/vm"
)

// Many fights at once on one engine with the default options: every one
// ends as it does alone. With a VM per goroutine, 64 fights on 2 CPUs failed
// a few at random — the call deadline is wall-clock time and the memory
// guard reads the process's heap, so fights that share the CPUs tripped both
// on sound rules. The engine now runs at most DefaultMaxFights fights at
// once (Options.MaxFights) and keeps no more VMs than that. The call
// deadline is generous: what is checked is that fights at once agree with
// fights alone, and under the race detector on a shared machine a round took
// more than 500 ms (CI stopped four fights so).
func TestManyFightsAtOnceOnOneEngine(t *testing.T) {
	e, sc := duelEngine(t, Options{CallTimeout: 20 * time.Second})
	want := map[uint64]string{}
	for seed := uint64(1); seed <= 4; seed++ {
		want[seed] = transcript(t, e, sc, seed)
	}
	const goroutines = 48
	var wg sync.WaitGroup
	errs := make(chan error, goroutines)
	for g := 0; g < goroutines; g++ {
		wg.Add(1)
		go func(seed uint64) {
			defer wg.Done()
			var out strings.Builder
			if _, err := e.Fight(context.Background(), sc, FightOptions{Seed: seed, Out: &out, JSON: true}); err != nil {
				errs <- fmt.Errorf("seed %d: %w", seed, err)
				return
			}
			if out.String() != want[seed] {
				errs <- fmt.Errorf("seed %d: the transcript differs from the fight alone", seed)
			}
		}(uint64(g%4 + 1))
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if max := DefaultMaxFights(); len(e.pool.Idle()) > max {
		t.Errorf("the pool keeps %d VMs after the burst, want at most DefaultMaxFights (%d)", len(e.pool.Idle()), max)
	}
}

// A fight waiting for its turn gives up with its context; a closed engine
// says so with ErrClosed, in Fight, Explain, CheckScenario and Simulate
// alike (it was "vm: Get on a closed pool", and a simulation's "seed 0").
func TestWaitingAndClosedEngine(t *testing.T) {
	e, sc := duelEngine(t, Options{MaxFights: 1})
	v, err := e.freshVM(context.Background()) // the one place, taken
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := e.Fight(ctx, sc, FightOptions{Seed: 1}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("a fight with no place free: %v, want its context's deadline", err)
	}
	e.pool.Put(v)
	if _, err := e.Fight(context.Background(), sc, FightOptions{Seed: 1}); err != nil {
		t.Fatalf("a fight once the place is free: %v", err)
	}
	e.Close()
	if _, err := e.Fight(context.Background(), sc, FightOptions{Seed: 1}); !errors.Is(err, ErrClosed) {
		t.Errorf("Fight after Close: %v, want ErrClosed", err)
	}
	if _, err := e.Explain(context.Background(), sc, ExplainOptions{Seed: 1}); !errors.Is(err, ErrClosed) {
		t.Errorf("Explain after Close: %v, want ErrClosed", err)
	}
	if err := e.CheckScenario(context.Background(), sc); !errors.Is(err, ErrClosed) {
		t.Errorf("CheckScenario after Close: %v, want ErrClosed", err)
	}
	if _, err := e.Simulate(context.Background(), sc, SimOptions{Runs: 2, FirstSeed: 1, Workers: 1}); !errors.Is(err, ErrClosed) {
		t.Errorf("Simulate after Close: %v, want ErrClosed", err)
	}
}

// Close stops the fight that runs and releases the one that waits for its
// place (MaxFights): the waiter returns ErrClosed at once and the running
// fight soon after, with an error wrapping ErrClosed. The waiter used to
// wait for the running fight to end, and that ran to its call deadline.
func TestCloseStopsRunningAndWaitingFights(t *testing.T) {
	spin := houseRule("spin", `    api.on("round.start", function() while true do end end)`)
	e, sc := duelEngine(t, Options{
		MaxFights:   1,
		CallTimeout: 30 * time.Second,
		Layers:      []vm.Layer{fakeLayer(map[string]string{"houserules/spin.lua": spin})},
		Enable:      []Enable{{Name: "gulch.spin"}},
	})
	running, waiting := make(chan error, 1), make(chan error, 1)
	go func() { _, err := e.Fight(context.Background(), sc, FightOptions{Seed: 1}); running <- err }()
	time.Sleep(100 * time.Millisecond) // the first fight holds the one place
	go func() { _, err := e.Fight(context.Background(), sc, FightOptions{Seed: 2}); waiting <- err }()
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	e.Close()
	for _, f := range []struct {
		name string
		ch   chan error
	}{{"the waiting fight", waiting}, {"the running fight", running}} {
		select {
		case err := <-f.ch:
			if !errors.Is(err, ErrClosed) || errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("%s: %v, want an error wrapping ErrClosed", f.name, err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s had not ended %v after Close", f.name, time.Since(start))
		}
	}
}

// Close stops a fight whose VM is still being built (its modules' setup
// runs): that fight ran on to its call deadline and failed with it, not
// ErrClosed. The house rule's setup spins from the second VM built on: New
// builds the first, which the first fight takes; the second fight builds
// another.
func TestCloseStopsAFightWhoseVMIsBeingBuilt(t *testing.T) {
	var built atomic.Int64
	spin := houseRule("spin", `    if api.host.built() >= 2 then while true do end end
    api.on("round.start", function() while true do end end)`)
	e, sc := duelEngine(t, Options{
		MaxFights:   2,
		CallTimeout: 30 * time.Second,
		Expose:      Exposed{"built": func() int64 { return built.Add(1) }},
		Layers:      []vm.Layer{fakeLayer(map[string]string{"houserules/spin.lua": spin})},
		Enable:      []Enable{{Name: "gulch.spin"}},
	})
	ended := make(chan error, 2)
	for seed := uint64(1); seed <= 2; seed++ {
		go func() { _, err := e.Fight(context.Background(), sc, FightOptions{Seed: seed}); ended <- err }()
		time.Sleep(200 * time.Millisecond)
	}
	if n := built.Load(); n < 2 {
		t.Fatalf("%d setups ran; want the second VM's under way", n)
	}
	start := time.Now()
	e.Close()
	for i := 0; i < 2; i++ {
		select {
		case err := <-ended:
			if !errors.Is(err, ErrClosed) {
				t.Errorf("a fight ended with %v, want an error wrapping ErrClosed", err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("a fight had not ended %v after Close", time.Since(start))
		}
	}
}
