package vm

import (
	"context"
	"runtime"
	"runtime/metrics"
	"sync"
	"sync/atomic"
)

// liveMetric is the runtime/metrics sample the guard reads: the heap bytes
// the last GC cycle found live. It changes only when a cycle ends, which is
// when the guard looks, and leaves out garbage, so other goroutines'
// short-lived allocations do not count against a call.
const liveMetric = "/gc/heap/live:bytes"

// allocsMetric is the heap bytes the process has allocated so far. What a
// call allocated bounds what it can have added to the live heap: the live
// heap found by a GC cycle also holds what earlier calls allocated and kept
// since the cycle before, which a long-lived host that files results (a
// chat bot, a web table) adds to on every call.
const allocsMetric = "/gc/heap/allocs:bytes"

// memGuard enforces Options.MaxMemory for the VMs of a Pool (a VM made by
// NewVM has its own). It has no goroutine or timer: while calls run, a
// cleanup attached to an unreachable sentinel (gcTick) runs after every GC
// cycle, checks the running calls and re-arms itself. A growing heap is what
// makes GC cycles happen, so the guard looks exactly when memory grows. Calls
// only publish themselves in their VM's callWatch.
type memGuard struct {
	limit uint64
	// armed is set while a sentinel waits for the next GC cycle.
	armed atomic.Bool
	// lastLive is the live heap found by the latest GC cycle, a new call's
	// baseline; 0 (unknown) while the guard is disarmed, since cycles that
	// ran meanwhile were not seen.
	lastLive atomic.Uint64

	mu  sync.Mutex
	vms []*VM
}

// gcTick is the sentinel whose cleanup runs the guard after a GC cycle. It
// holds a pointer so that it is never batched with other small objects.
type gcTick struct{ _ *byte }

// callWatch is a VM's window for the guard: the running top-level call, and
// what the guard has seen of it. All fields are guarded by mu.
type callWatch struct {
	mu     sync.Mutex
	ctx    context.Context    // the running call's context; nil between calls
	cancel context.CancelFunc // cancels ctx
	gen    uint64             // counts top-level calls
	// base is the call's baseline: the live heap when it began (0 if not
	// known), lowered to the smallest size sampled while it runs.
	base uint64
	// allocs is the process's allocated heap bytes (allocsMetric) when the
	// call began: a call's growth is counted as the lesser of the live heap
	// above base and what was allocated since.
	allocs uint64

	seenGen uint64 // the call the guard has sampled
	samples int    // GC cycles sampled during that call
	busyGen uint64 // gen at the previous check, to see calls that came and went
	over    bool   // the latest sample is more than the limit above base
	tripped bool   // the guard cancelled the running call
}

// newMemGuard returns a guard for opts, or nil when the guard is off.
func newMemGuard(opts Options) *memGuard {
	if opts.MaxMemory < 0 {
		return nil
	}
	return &memGuard{limit: uint64(opts.MaxMemory)}
}

// register adds vm to the VMs the guard looks at.
func (g *memGuard) register(vm *VM) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.vms = append(g.vms, vm)
}

// unregister removes vm (on Close).
func (g *memGuard) unregister(vm *VM) {
	g.mu.Lock()
	defer g.mu.Unlock()
	for i, v := range g.vms {
		if v == vm {
			last := len(g.vms) - 1
			g.vms[i], g.vms[last] = g.vms[last], nil
			g.vms = g.vms[:last]
			return
		}
	}
}

// begin publishes the top-level call running under ctx, and arms the guard
// if it is not armed. It costs two uncontended lock operations, two atomic
// loads and one runtime/metrics read (about 0.2 µs): no goroutine, timer or
// heap walk per call (the live heap is read only when the guard has no
// recent value, at most once per GC cycle).
func (g *memGuard) begin(w *callWatch, ctx context.Context, cancel context.CancelFunc) {
	base := g.lastLive.Load()
	var allocs uint64
	if base == 0 {
		base, allocs = readHeap()
		g.lastLive.Store(base)
	} else {
		allocs = readAllocs()
	}
	w.mu.Lock()
	w.ctx, w.cancel = ctx, cancel
	w.gen++
	w.base = base
	w.allocs = allocs
	w.tripped = false
	w.mu.Unlock()
	if !g.armed.Load() && g.armed.CompareAndSwap(false, true) {
		g.arm()
	}
}

// end withdraws the call and reports whether the guard cancelled it.
func (g *memGuard) end(w *callWatch) (tripped bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.ctx, w.cancel = nil, nil
	return w.tripped
}

// arm makes afterGC run once the next GC cycle has ended.
func (g *memGuard) arm() {
	runtime.AddCleanup(&gcTick{}, (*memGuard).afterGC, g)
}

// readHeap returns the live heap found by the latest GC cycle and the heap
// bytes allocated so far.
func readHeap() (live, allocs uint64) {
	s := []metrics.Sample{{Name: liveMetric}, {Name: allocsMetric}}
	metrics.Read(s)
	return s[0].Value.Uint64(), s[1].Value.Uint64()
}

// readAllocs returns the heap bytes allocated so far.
func readAllocs() uint64 {
	s := []metrics.Sample{{Name: allocsMetric}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// afterGC runs after a GC cycle (on the runtime's cleanup goroutine): it
// checks the running calls against the live heap and re-arms, unless no call
// ran since the previous cycle; the next Call arms the guard again.
func (g *memGuard) afterGC() {
	live, allocs := readHeap()
	g.lastLive.Store(live)
	if g.check(live, allocs) {
		g.arm()
		return
	}
	// Disarm, unless a call began meanwhile: begin sets its call before it
	// loads armed, so either it sees false and arms, or check sees its call.
	g.lastLive.Store(0)
	g.armed.Store(false)
	if g.check(live, allocs) && g.armed.CompareAndSwap(false, true) {
		g.arm()
	}
}

// check looks at every running call with the live heap size now and the heap
// bytes allocated so far, and reports whether a call ran since the previous
// check. A call is over the limit when now is more than the limit above its
// baseline and it has allocated more than the limit since it began (growth
// kept by calls that ended before it is not its doing); the first sample of
// a call without a baseline becomes its baseline. The growth is the process's, so it is blamed on the
// calls that have run longest: a call over the limit is cancelled if it was
// sampled before, or if no call that was is over the limit too. A short call
// that merely overlaps another's runaway is spared, and its baseline moves up
// to now, forgiving it the growth blamed on the other.
func (g *memGuard) check(now, allocated uint64) (busy bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	active := false
	seasoned := false // a call sampled before is over the limit
	for _, vm := range g.vms {
		w := &vm.watch
		w.mu.Lock()
		if w.busyGen != w.gen {
			w.busyGen, busy = w.gen, true
		}
		if w.cancel != nil {
			active = true
			if w.seenGen != w.gen {
				w.seenGen, w.samples = w.gen, 0
				if w.base == 0 {
					w.base = now
				}
			}
			w.samples++
			w.base = min(w.base, now)
			grown := now - w.base
			if allocated < w.allocs { // the call began after the sample was read
				grown = 0
			} else if made := allocated - w.allocs; made < grown {
				grown = made
			}
			w.over = grown > g.limit && !w.tripped && w.ctx.Err() == nil
			seasoned = seasoned || w.over && w.samples > 1
		}
		w.mu.Unlock()
	}
	if !active {
		return busy
	}
	for _, vm := range g.vms {
		w := &vm.watch
		w.mu.Lock()
		// seenGen == gen: still the call sampled above.
		if w.cancel != nil && w.seenGen == w.gen && w.over {
			if w.samples > 1 || !seasoned {
				w.tripped = true
				w.cancel()
			} else {
				w.base = now
			}
			w.over = false
		}
		w.mu.Unlock()
	}
	return true
}
