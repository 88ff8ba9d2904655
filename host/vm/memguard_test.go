package vm

import (
	"context"
	"errors"
	"math"
	"runtime"
	"strconv"
	"testing"
	"time"

	lua "github.com/yuin/gopher-lua"
)

func TestMemoryGuardStopsRunawayGrowth(t *testing.T) {
	files := map[string]string{
		"house/double.lua": "local s = 'x'\nwhile true do s = s .. s end\n",
		"house/table.lua":  "local t = {}\nlocal i = 0\nwhile true do i = i + 1 t[i] = {i, tostring(i)} end\n",
		"house/pcall.lua":  "while true do\n  pcall(function() local s = 'x' while true do s = s .. s end end)\nend\n",
		"house/xpcall.lua": "while true do\n  xpcall(function() local t = {} while true do t[#t + 1] = {} end end, print)\nend\n",
	}
	cases := []struct {
		path string
		line int
	}{
		{"house/double.lua", 2},
		{"house/table.lua", 3},
		{"house/pcall.lua", 2},
		{"house/xpcall.lua", 2},
	}
	// The default limit (64 MiB) and a deadline far beyond the guard's
	// reaction (under the race detector on a loaded 2-core machine the
	// doubling case has taken 14 s to reach 64 MiB): a stop names the memory.
	pool := NewPool(compileFiles(t, files), Options{CallTimeout: time.Minute}, nil)
	defer pool.Close()
	for _, c := range cases {
		t.Run(c.path, func(t *testing.T) {
			v, err := pool.Get()
			if err != nil {
				t.Fatal(err)
			}
			_, err = run(t, v, c.path)
			runtime.GC() // give the runaway's garbage back before the next case
			se := stopError(t, err)
			if want := c.path + ":" + strconv.Itoa(c.line) + ": script stopped: memory limit of 64 MiB exceeded"; se.Error() != want {
				t.Errorf("Error() = %q, want %q", se.Error(), want)
			}
			if !errors.Is(err, ErrMemoryLimit) || errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("errors.Is(ErrMemoryLimit) = %v, errors.Is(DeadlineExceeded) = %v; want true, false",
					errors.Is(err, ErrMemoryLimit), errors.Is(err, context.DeadlineExceeded))
			}
			if !v.Broken() {
				t.Error("a VM stopped by the memory guard is not marked broken")
			}
			if _, err := v.Call(context.Background(), lua.LNil, 0); !errors.Is(err, ErrBroken) {
				t.Errorf("Call on a stopped VM = %v, want ErrBroken", err)
			}
			pool.Put(v)
			if !v.closed {
				t.Error("Put kept a VM stopped by the memory guard")
			}
			next, err := pool.Get()
			if err != nil {
				t.Fatal(err)
			}
			defer pool.Put(next)
			if next == v {
				t.Fatal("the pool handed out the stopped VM again")
			}
			rets, err := next.Call(context.Background(), next.State().NewFunction(func(l *lua.LState) int {
				l.Push(lua.LString("fresh"))
				return 1
			}), 1)
			if err != nil || rets[0] != lua.LString("fresh") {
				t.Errorf("next VM: %v, %v; want fresh", rets, err)
			}
		})
	}
}

func TestMemoryGuardSparesModestCalls(t *testing.T) {
	// The call below runs until the guard has checked it after 40 GC cycles,
	// making 3-entry tables and short strings all along but keeping at most
	// 1000 of them: more garbage than the 64 MiB limit, little live growth.
	runtime.GC()
	var v *VM
	v = newVM(t, map[string]string{
		"house/modest.lua": "local keep, i = {}, 0\n" +
			"while not watched(40) do\n" +
			"  i = i + 1\n" +
			"  keep[i % 1000 + 1] = {i, tostring(i) .. 'x', {}}\n" +
			"end\n" +
			"return #keep, i >= 1000\n",
	}, Options{CallTimeout: time.Minute, MaxMemory: 64 << 20}, func(vm *VM) error {
		vm.State().SetGlobal("watched", vm.State().NewFunction(func(l *lua.LState) int {
			w := &v.watch
			w.mu.Lock()
			seen := w.seenGen == w.gen && w.samples >= l.CheckInt(1)
			w.mu.Unlock()
			l.Push(lua.LBool(seen))
			return 1
		}))
		return nil
	})
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	rets, err := run(t, v, "house/modest.lua")
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatalf("a modest call was stopped: %v", err)
	}
	if garbage := after.TotalAlloc - before.TotalAlloc; garbage <= 64<<20 {
		t.Errorf("the call allocated %d bytes, want over the 64 MiB limit", garbage)
	}
	if got := sprint(rets); got != "[1000 true]" {
		t.Errorf("modest.lua = %s, want [1000 true]", got)
	}
	v.watch.mu.Lock()
	tripped := v.watch.tripped
	v.watch.mu.Unlock()
	if v.Broken() || tripped {
		t.Errorf("broken %v, tripped %v after a modest call; want false, false", v.Broken(), tripped)
	}
}

// testGuard returns a guard with limit 100 bytes that never arms (it counts
// as armed), and n VMs watched by it, for driving check by hand.
func testGuard(t *testing.T, n int) (*memGuard, []*VM) {
	t.Helper()
	s := compileFiles(t, map[string]string{"a.lua": ""})
	opts := Options{MaxMemory: 100}.withDefaults()
	g := newMemGuard(opts)
	g.armed.Store(true)
	vms := make([]*VM, n)
	for i := range vms {
		v, err := newGuardedVM(s, opts, nil, g)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(v.Close)
		vms[i] = v
	}
	return g, vms
}

// beginAt starts a call on w as Call would, with live as the live heap found
// by the latest GC cycle (0: none yet, as before a process's first cycle).
func beginAt(t *testing.T, g *memGuard, w *callWatch, live uint64) context.Context {
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	g.lastLive.Store(live)
	g.begin(w, ctx, cancel)
	if live == 0 {
		w.mu.Lock()
		w.base = 0 // begin read the real heap; pretend it found none
		w.mu.Unlock()
	}
	return ctx
}

// everything is an allocation count that bounds nothing: the calls below
// are taken to have allocated all the growth check sees.
const everything = math.MaxUint64

func TestMemoryGuardCheck(t *testing.T) {
	g, vms := testGuard(t, 2)
	a, b := &vms[0].watch, &vms[1].watch
	if g.check(5000, everything) {
		t.Fatal("check saw a running call before any began")
	}

	// Without a live size before the call began, the first sample is its
	// baseline, whatever the heap size.
	actx := beginAt(t, g, a, 0)
	for _, step := range []struct {
		heap uint64
		stop bool
	}{
		{5000, false}, // baseline 5000
		{5100, false}, // +100: at the limit, not over it
		{4950, false}, // the heap shrank (a GC): the baseline drops to 4950
		{5050, false}, // +100 from the new baseline
		{5051, true},  // +101: over the limit
	} {
		if !g.check(step.heap, everything) {
			t.Fatalf("heap %d: check saw no running call", step.heap)
		}
		if stopped := actx.Err() != nil; stopped != step.stop {
			t.Fatalf("heap %d: stopped = %v, want %v", step.heap, stopped, step.stop)
		}
	}
	if a.samples != 5 || b.samples != 0 {
		t.Errorf("samples: running call %d, idle VM %d; want 5, 0", a.samples, b.samples)
	}
	if !g.end(a) {
		t.Error("end did not report the stop")
	}

	// With the live heap at the latest GC cycle as baseline, the first
	// sample of a call can stop it.
	actx = beginAt(t, g, a, 1000)
	g.check(1101, everything)
	if actx.Err() == nil || !g.end(a) {
		t.Fatal("a call 101 bytes over its baseline at its first sample was not stopped")
	}

	// Growth is blamed on the call that has run longest: a is sampled at
	// 1000, then b begins and both are 200 over at the next sample: a is
	// stopped, b spared and its baseline moved to 1200.
	actx = beginAt(t, g, a, 1000)
	g.check(1000, everything)
	bctx := beginAt(t, g, b, 1000)
	g.check(1200, everything)
	if actx.Err() == nil || bctx.Err() != nil {
		t.Fatalf("a stopped %v, b stopped %v; want true, false", actx.Err() != nil, bctx.Err() != nil)
	}
	g.check(1300, everything) // +100 over b's new baseline: at the limit
	if bctx.Err() != nil {
		t.Fatal("b was stopped for growth blamed on a")
	}
	g.check(1301, everything)
	if bctx.Err() == nil || !g.end(b) || !g.end(a) {
		t.Fatal("b, now sampled before, was not stopped 101 over its baseline")
	}

	// Growth is bounded by what the call allocated: 200 over its baseline
	// but only 50 bytes allocated since it began (the rest was kept by
	// calls before it) is not over; 101 allocated is.
	actx = beginAt(t, g, a, 1000)
	a.mu.Lock()
	began := a.allocs
	a.mu.Unlock()
	g.check(1200, began+50)
	if actx.Err() != nil {
		t.Fatal("a call was stopped for growth it did not allocate")
	}
	g.check(1200, began+101)
	if actx.Err() == nil || !g.end(a) {
		t.Fatal("a call that allocated 101 bytes and grew the heap 200 was not stopped")
	}
	// A sample read before the call began (allocated below its start) sees
	// no growth of the call.
	actx = beginAt(t, g, a, 1000)
	g.check(5000, 1)
	if actx.Err() != nil {
		t.Fatal("a call was stopped by a sample read before it began")
	}
	g.end(a)

	// A call already stopped (its deadline) is not claimed by the guard.
	dctx, dcancel := context.WithCancel(context.Background())
	g.lastLive.Store(1000)
	g.begin(a, dctx, dcancel)
	dcancel()
	g.check(9999, everything)
	if g.end(a) {
		t.Error("the guard claimed a call that was already cancelled")
	}
	if g.check(9999, everything) {
		t.Error("check saw a running call after all ended")
	}
}

func TestMemoryGuardArmsOnlyWhileCallsRun(t *testing.T) {
	s := compileFiles(t, map[string]string{"a.lua": "return 1"})
	pool := NewPool(s, Options{}, nil)
	g := pool.guard
	if g == nil || g.limit != DefaultMaxMemory {
		t.Fatalf("pool guard = %+v, want one with the default limit %d", g, DefaultMaxMemory)
	}
	if g.armed.Load() {
		t.Fatal("the guard is armed before any call")
	}
	a, _ := pool.Get()
	b, _ := pool.Get()
	if len(g.vms) != 2 || a.guard != g || b.guard != g {
		t.Fatalf("the pool's VMs do not share its guard (%d registered)", len(g.vms))
	}
	for round := 0; round < 2; round++ {
		if _, err := run(t, a, "a.lua"); err != nil {
			t.Fatal(err)
		}
		if !g.armed.Load() || g.lastLive.Load() == 0 {
			t.Fatalf("round %d: after a call: armed %v, live heap %d; want armed with a baseline", round, g.armed.Load(), g.lastLive.Load())
		}
		// The cycle after the call re-arms (a call ran since the last
		// check), the next disarms and forgets the live size; the next
		// Call arms again.
		waitFor(t, "the idle guard to disarm", func() bool {
			runtime.GC()
			return !g.armed.Load()
		})
		if g.lastLive.Load() != 0 {
			t.Errorf("round %d: a disarmed guard keeps live size %d", round, g.lastLive.Load())
		}
	}
	b.Close()
	pool.Put(a)
	pool.Close()
	if len(g.vms) != 0 {
		t.Errorf("%d VMs still registered after Close", len(g.vms))
	}

	off := NewPool(s, Options{MaxMemory: -1}, nil)
	defer off.Close()
	v, _ := off.Get()
	if off.guard != nil || v.guard != nil {
		t.Error("MaxMemory -1 still made a guard")
	}
	if nv, err := NewVM(s, Options{}, nil); err != nil || nv.guard == nil || nv.guard == g {
		t.Errorf("NewVM without a pool: guard %p, err %v; want its own guard", nv.guard, err)
	} else {
		nv.Close()
	}
}

func TestMemoryGuardOffLeavesTheDeadline(t *testing.T) {
	v := newVM(t, map[string]string{"d.lua": "local s = 'x'\nwhile true do s = s .. s end\n"},
		Options{CallTimeout: 50 * time.Millisecond, MaxMemory: -1}, nil)
	_, err := run(t, v, "d.lua")
	runtime.GC()
	if se := stopError(t, err); se.Error() != "d.lua:2: script stopped: deadline of 50ms exceeded" || errors.Is(err, ErrMemoryLimit) {
		t.Errorf("guard off: %v", err)
	}
}

// waitFor polls cond every millisecond, 10,000 times at most (a bound
// against hangs, not a timing assertion).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for range 10000 {
		if cond() {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatalf("timed out waiting for %s", what)
}

func TestMemoryGuardSparesGrowthOfEarlierCalls(t *testing.T) {
	// Each call keeps 256 KiB more in a global, as a long-lived host that
	// files results would: after 200 calls 50 MiB is live, far over the
	// 8 MiB limit, but no call grew the heap by more than 256 KiB. Growth
	// kept by earlier calls between two GC cycles must not be blamed on the
	// call running when the next cycle ends.
	runtime.GC()
	v := newVM(t, map[string]string{
		"house/keep.lua": "KEEP[#KEEP + 1] = string.rep('x', 256 * 1024 - 8) .. string.format('%08d', #KEEP)\n" +
			"return #KEEP\n",
	}, Options{CallTimeout: time.Minute, MaxMemory: 8 << 20}, func(vm *VM) error {
		vm.State().SetGlobal("KEEP", vm.State().NewTable())
		return nil
	})
	for i := 1; i <= 200; i++ {
		rets, err := run(t, v, "house/keep.lua")
		if err != nil {
			t.Fatalf("call %d (%d MiB kept): %v", i, i/4, err)
		}
		if got := sprint(rets); got != "["+strconv.Itoa(i)+"]" {
			t.Fatalf("call %d returned %s", i, got)
		}
	}
}
