package host

import (
	"runtime"
	"testing"

	"github.com/twtw/twtw/host/vm"
)

// allOptional lists every optional module of the default ruleset that is
// off by default, to switch them all on.
func allOptional(tb testing.TB) []Enable {
	tb.Helper()
	e, err := New(Options{})
	if err != nil {
		tb.Fatal(err)
	}
	defer e.Close()
	var enable []Enable
	for _, m := range e.Catalog().Modules() {
		if m.Kind == KindOptional && !m.DefaultOn {
			enable = append(enable, Enable{Name: m.Name})
		}
	}
	return enable
}

// liveHeap is the live heap after two full collections.
func liveHeap() uint64 {
	var ms runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// vmBytes is what one more pooled VM of e keeps live: the heap after n new
// VMs are built and held, less the heap before, over n. The VM New built is
// taken from the pool first, so each of the n is new.
func vmBytes(tb testing.TB, e *Engine, n int) uint64 {
	tb.Helper()
	// it holds n+1 VMs at once: the engine is built with MaxFights: -1
	first, err := e.pool.Get()
	if err != nil {
		tb.Fatal(err)
	}
	defer e.pool.Put(first)
	before := liveHeap()
	held := make([]*vm.VM, 0, n)
	for range n {
		v, err := e.pool.Get()
		if err != nil {
			tb.Fatal(err)
		}
		held = append(held, v)
	}
	after := liveHeap()
	for _, v := range held {
		e.pool.Put(v)
	}
	if after < before {
		return 0
	}
	return (after - before) / uint64(n)
}

// The memory target: a VM with every module of the default ruleset
// loaded (every optional module on) keeps at most 2 MB live — the compiled
// scripts are shared by the pool, so this is the registry, the module
// state and the Lua stacks of one VM.
func TestVMMemoryWithEveryModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds 8 VMs")
	}
	e, err := New(Options{Enable: allOptional(t), MaxFights: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	per := vmBytes(t, e, 8)
	t.Logf("one VM with every module: %d KiB live", per>>10)
	if per > 2_000_000 {
		t.Errorf("one VM with every module keeps %d bytes live, want at most 2 MB", per)
	}
	if per < 50_000 {
		t.Errorf("one VM keeps %d bytes live: the measure missed the VMs", per)
	}
}

// BenchmarkVMMemory reports the live bytes of one pooled VM, core rules and
// every module on (metric vm-bytes).
//
//	go test ./host -run '^$' -bench VMMemory -benchtime 8x
func BenchmarkVMMemory(b *testing.B) {
	for _, c := range []struct {
		name string
		all  bool
	}{{"core", false}, {"all-optional", true}} {
		b.Run(c.name, func(b *testing.B) {
			var enable []Enable
			if c.all {
				enable = allOptional(b)
			}
			e, err := New(Options{Enable: enable, MaxFights: -1})
			if err != nil {
				b.Fatal(err)
			}
			defer e.Close()
			b.ResetTimer()
			per := vmBytes(b, e, max(b.N, 2))
			b.ReportMetric(float64(per), "vm-bytes")
		})
	}
}
