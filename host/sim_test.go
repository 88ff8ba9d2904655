package host

import (
	"context"
	"runtime"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/vm"
)

// A simulation kept every fight's result and transcript until the end
// (20,000 duels reached 240 MB); it now tallies results as they arrive, so
// the live heap does not grow with the number of fights.
func TestSimulateKeepsMemoryFlat(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 1,200 fights")
	}
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	sc, err := BuiltinScenario("duel")
	if err != nil {
		t.Fatal(err)
	}
	live := func() uint64 {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc
	}
	var at200, at1200 uint64
	_, err = e.Simulate(context.Background(), sc, SimOptions{Runs: 1200, FirstSeed: 1, Workers: 1, Progress: func(done, _ int) {
		switch done {
		case 200:
			at200 = live()
		case 1200:
			at1200 = live()
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	grown := int64(at1200) - int64(at200)
	t.Logf("live heap after 200 fights %d KB, after 1200 %d KB", at200>>10, at1200>>10)
	if grown > 1<<20 {
		t.Errorf("the live heap grew by %d KB over 1,000 fights, want under 1 MB", grown>>10)
	}
}

// When fights fail, no new ones start, and the error named is the lowest
// failing seed's, whatever the number of workers.
func TestSimulateReportsTheLowestFailingSeed(t *testing.T) {
	house := `return { name = "house.boom", version = "1", summary = "fails", source = "test",
  setup = function(api) api.wrap("ranged.tn", function() error("boom") end) end }
`
	e, err := New(Options{Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/boom.lua": house})}, Enable: []Enable{{Name: "house.boom"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	sc, err := BuiltinScenario("duel")
	if err != nil {
		t.Fatal(err)
	}
	for _, workers := range []int{1, 2, 4} {
		fights := 0
		_, err := e.Simulate(context.Background(), sc, SimOptions{Runs: 500, FirstSeed: 7, Workers: workers, Progress: func(done, _ int) { fights = done }})
		if err == nil || !strings.HasPrefix(err.Error(), "seed 7: rule ") || !strings.Contains(err.Error(), "houserules/boom.lua:2: boom") {
			t.Errorf("workers %d: %v", workers, err)
		}
		if fights > 2*workers {
			t.Errorf("workers %d: %d fights ran after the first failed", workers, fights)
		}
	}
}
