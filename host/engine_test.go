package host

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/twtw/twtw/host/vm"
)

// Options.CallTimeout and Options.MaxMemory reach every pooled VM: a house
// rule that wraps attack.ranged with a runaway is stopped by the one that
// applies, naming its file:line, and the fight returns a *vm.StopError.
func TestEngineLimits(t *testing.T) {
	const house = `return { name = "house.runaway", version = "1.0.0", summary = "a runaway", source = "test",
  setup = function(api)
    api.wrap("attack.ranged", function(next, ctx)
      local t = {}
      while true do t[#t + 1] = { ctx } end
    end)
  end }
`
	for _, tc := range []struct {
		name string
		opts Options
		want string
		mem  bool
	}{
		{"memory", Options{MaxMemory: 8 << 20, CallTimeout: time.Minute},
			"houserules/runaway.lua:5: script stopped: memory limit of 8 MiB exceeded", true},
		{"deadline", Options{MaxMemory: -1, CallTimeout: 500 * time.Millisecond},
			"houserules/runaway.lua:5: script stopped: deadline of 500ms exceeded", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.opts.Layers = []vm.Layer{fakeLayer(map[string]string{"houserules/runaway.lua": house})}
			tc.opts.Enable = []Enable{{Name: "house.runaway"}}
			e, err := New(tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			sc, err := BuiltinScenario("", "duel")
			if err != nil {
				t.Fatal(err)
			}
			_, err = e.Fight(context.Background(), sc, FightOptions{Seed: 1})
			var stop *vm.StopError
			if !errors.As(err, &stop) {
				t.Fatalf("Fight = %v, want a *vm.StopError", err)
			}
			if stop.Error() != tc.want {
				t.Errorf("error = %q, want %q", stop.Error(), tc.want)
			}
			if got := errors.Is(err, vm.ErrMemoryLimit); got != tc.mem {
				t.Errorf("errors.Is(err, vm.ErrMemoryLimit) = %v, want %v", got, tc.mem)
			}
		})
	}
}

// A module's setup runs under the memory guard as every other call does: a
// setup that allocates without end is stopped at Options.MaxMemory naming
// its file:line, and New fails with ErrMemoryLimit (it grew until the
// process ran out of memory).
func TestSetupUnderTheMemoryGuard(t *testing.T) {
	const house = `return { name = "house.hoard", version = "1.0.0", summary = "a hoarding setup", source = "test",
  setup = function()
    local t = {}
    for i = 1, 1e9 do t[i] = { i, i, i } end
  end }
`
	_, err := New(Options{MaxMemory: 8 << 20, CallTimeout: time.Minute, Enable: []Enable{{Name: "house.hoard"}},
		Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/hoard.lua": house})}})
	if err == nil || !errors.Is(err, vm.ErrMemoryLimit) || !strings.Contains(err.Error(), "houserules/hoard.lua:4: script stopped: memory limit of 8 MiB exceeded") {
		t.Errorf("New = %v, want the setup stopped at houserules/hoard.lua:4 by the 8 MiB limit", err)
	}
}

// A nil scenario is the ruleset's default built-in scenario, for Fight,
// CheckScenario and Simulate: the saloon fight at seed 3 byte for byte.
func TestNilScenarioIsTheDefault(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx := context.Background()
	saloon, err := BuiltinScenario("", "saloon")
	if err != nil {
		t.Fatal(err)
	}
	var want, got bytes.Buffer
	if _, err := e.Fight(ctx, saloon, FightOptions{Seed: 3, Out: &want}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Fight(ctx, nil, FightOptions{Seed: 3, Out: &got}); err != nil {
		t.Fatalf("Fight(nil): %v", err)
	}
	if got.String() != want.String() || !strings.Contains(got.String(), "builtin:saloon") {
		t.Errorf("Fight(nil) is not the saloon fight:\n%s", got.String())
	}
	if err := e.CheckScenario(ctx, nil); err != nil {
		t.Errorf("CheckScenario(nil): %v", err)
	}
	rep, err := e.Simulate(ctx, nil, SimOptions{Runs: 3, FirstSeed: 1})
	if err != nil {
		t.Fatalf("Simulate(nil): %v", err)
	}
	ref, err := e.Simulate(ctx, saloon, SimOptions{Runs: 3, FirstSeed: 1})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(rep)
	b, _ := json.Marshal(ref)
	if rep.ScenarioFile != "builtin:saloon" || string(a) != string(b) {
		t.Errorf("Simulate(nil) ran %q, not the saloon:\n%s\n%s", rep.ScenarioFile, a, b)
	}
}

// Options.CacheDir keeps compiled scripts between engines: the first engine
// fills it, the second loads from it, and both fight the saloon at seed 2
// byte for byte as an engine without a cache does.
func TestCacheDirGivesTheSameFight(t *testing.T) {
	dir := t.TempDir()
	fight := func(o Options) string {
		t.Helper()
		e, err := New(o)
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		var out bytes.Buffer
		if _, err := e.Fight(context.Background(), nil, FightOptions{Seed: 2, Out: &out}); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	want := fight(Options{})
	cold := fight(Options{CacheDir: dir})
	n := 0
	_ = filepath.WalkDir(dir, func(_ string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			n++
		}
		return nil
	})
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	eager := 0
	for _, p := range e.Scripts().Paths() {
		if !vm.IsSpec(p) {
			eager++
		}
	}
	e.Close()
	if n != eager || n < 50 {
		t.Fatalf("%d cached scripts after the first engine, want %d: every script but the specs", n, eager)
	}
	warm := fight(Options{CacheDir: dir})
	if cold != want || warm != want {
		t.Fatalf("fights differ with the cache: cold equal %v, warm equal %v", cold == want, warm == want)
	}
}

// TestRangedTNRefusesAnUndefinedModifier: ranged.tn checks data
// ranged.modifiers once per list, and a name that is not a defined rule
// stops the fight with an error naming it, at the first TN.
func TestRangedTNRefusesAnUndefinedModifier(t *testing.T) {
	e, sc := duelEngine(t, Options{
		Layers: []vm.Layer{fakeLayer(fixtureFiles(t, "bad_modifier"))},
		Enable: []Enable{{Name: "house.bad_modifier"}},
	})
	for seed := uint64(1); seed <= 2; seed++ { // the second fight runs on a VM whose list was checked before
		_, err := e.Fight(context.Background(), sc, FightOptions{Seed: seed})
		want := `ranged.tn: modifier rule "ranged.windage" (listed in ranged.modifiers) is not defined`
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Fatalf("seed %d: Fight = %v, want an error containing %q", seed, err, want)
		}
	}
}

// NewContext stops loading when its context ends: a module file whose main
// chunk never ends is stopped by the caller's deadline (its own call
// deadline, 30 s here, would have held New that long); a context done
// already starts nothing.
func TestNewContextStopsLoading(t *testing.T) {
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NewContext(done, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("NewContext of a cancelled context: %v; want context.Canceled", err)
	}
	// the deadline must outlast compiling, which nothing interrupts (a
	// deadline that passes while compiling starts nothing): time a load
	start := time.Now()
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	e.Close()
	ctx, stop := context.WithTimeout(context.Background(), 100*time.Millisecond+2*time.Since(start))
	defer stop()
	slow := "local i = 0\nwhile true do i = i + 1 end\n" + houseRule("slow", "")
	_, err = NewContext(ctx, Options{CallTimeout: 30 * time.Second, Layers: []vm.Layer{fakeLayer(map[string]string{"gulch/slow.lua": slow})}})
	if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "loading module gulch/slow.lua") ||
		strings.Contains(err.Error(), "deadline of 30s") {
		t.Errorf("NewContext with a main chunk that never ends: %v; want the caller's deadline, loading gulch/slow.lua", err)
	}
}
