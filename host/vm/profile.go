package vm

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	lua "github.com/yuin/gopher-lua"
)

// Profiler samples where the Lua of the VMs attached to it spends its time:
// about every interval of a VM's running time, the VM records its call
// stack. The VM does it itself, before a Lua instruction (gopher-lua
// consults the call's context at every one; a VM with a profiler looks at
// the clock every 1,024), so the sampling needs no goroutine of its own and
// keeps up however busy the machine is, and a VM without a profiler pays
// nothing. Time spent in Go functions and in the garbage collector is
// counted at the Lua line that runs next. The samples are folded stacks
// (WriteFolded): the format flame-graph tools read.
//
// A profile is timing, not rules: two runs differ, and nothing a fight
// computes depends on it. A counting profiler (NewCountingProfiler) samples
// by instructions instead: what the rules do, whatever the machine. A
// Profiler is safe for concurrent use by the VMs of several goroutines.
type Profiler struct {
	interval time.Duration
	every    uint64 // > 0: a sample every that many Lua instructions, no clock
	mu       sync.Mutex
	stacks   map[string]int
}

// NewProfiler returns a profiler that samples every interval (≤ 0: a
// millisecond).
func NewProfiler(interval time.Duration) *Profiler {
	if interval <= 0 {
		interval = time.Millisecond
	}
	return &Profiler{interval: interval, stacks: map[string]int{}}
}

// NewCountingProfiler returns a profiler that samples every n Lua
// instructions of a call (n < 1: 1,000), counted from the VM's attaching,
// rather than by time: each sample stands for n instructions, so a rule's
// share is its share of the instructions run, the same on any machine
// however busy. Fights that run alone on one VM (sim --workers 1) give the
// same profile run after run; on several VMs a module's own caches, built
// by whichever fight runs first on each, move a few samples.
func NewCountingProfiler(n int) *Profiler {
	if n < 1 {
		n = 1000
	}
	return &Profiler{every: uint64(n), stacks: map[string]int{}}
}

// Samples returns how many samples were taken.
func (p *Profiler) Samples() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for _, c := range p.stacks {
		n += c
	}
	return n
}

// WriteFolded writes one line per distinct stack, "outer;…;inner count",
// sorted, each frame a Lua function as the VM's label names it (see
// VM.SetProfiler), else "file:line" of its definition.
func (p *Profiler) WriteFolded(w io.Writer) error {
	p.mu.Lock()
	keys := make([]string, 0, len(p.stacks))
	for k := range p.stacks {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	counts := make([]int, len(keys))
	for i, k := range keys {
		counts[i] = p.stacks[k]
	}
	p.mu.Unlock()
	bw := bufio.NewWriter(w)
	for i, k := range keys {
		fmt.Fprintf(bw, "%s %d\n", k, counts[i])
	}
	return bw.Flush()
}

// SetProfiler attaches the VM to p (nil detaches it). label names a Lua
// function by the file and line it is defined at (a rule's name, say); nil,
// or "" for a function, falls back to "file:line". It takes effect from the
// VM's next Call.
func (vm *VM) SetProfiler(p *Profiler, label func(source string, line int) string) {
	vm.profiler, vm.profileLabel = p, label
	vm.profileTick, vm.lastSample = 0, time.Now()
}

// maxSampleDepth bounds the frames a sample walks (the default call stack
// holds 256).
const maxSampleDepth = 256

// sample records the running call stack of vm, outermost first; Go
// functions (the sandbox's trampolines, the API) are left out.
func (p *Profiler) sample(vm *VM) {
	l, label := vm.l, vm.profileLabel
	var frames []string
	for level := 0; level < maxSampleDepth; level++ {
		dbg, ok := l.GetStack(level)
		if !ok {
			break
		}
		if _, err := l.GetInfo("S", dbg, lua.LNil); err != nil || dbg.Source == "" {
			continue // a Go function
		}
		name := ""
		if label != nil {
			name = label(dbg.Source, dbg.LineDefined)
		}
		if name == "" {
			name = dbg.Source + ":" + strconv.Itoa(dbg.LineDefined)
		}
		frames = append(frames, strings.ReplaceAll(strings.ReplaceAll(name, ";", ","), " ", "_"))
	}
	if len(frames) == 0 {
		return
	}
	for i, j := 0, len(frames)-1; i < j; i, j = i+1, j-1 {
		frames[i], frames[j] = frames[j], frames[i]
	}
	key := strings.Join(frames, ";")
	p.mu.Lock()
	p.stacks[key]++
	p.mu.Unlock()
}

// sampledCtx is quietCtx for a VM with a profiler: gopher-lua calls Done
// before every instruction; every 1,024th looks at the clock, and a sample
// is taken once an interval has passed since the last.
type sampledCtx struct {
	*quietCtx
	vm *VM
	p  *Profiler // the VM's when the call began
}

// Done takes a due sample, then answers as quietCtx does.
func (s *sampledCtx) Done() <-chan struct{} {
	vm := s.vm
	vm.profileTick++
	if s.p.every > 0 {
		if vm.profileTick%s.p.every == 0 {
			s.p.sample(vm)
		}
	} else if vm.profileTick&1023 == 0 {
		if now := time.Now(); now.Sub(vm.lastSample) >= s.p.interval {
			vm.lastSample = now
			s.p.sample(vm)
		}
	}
	return s.quietCtx.Done()
}

// callContext is the context a top-level Call gives the LState.
func (vm *VM) callContext(q *quietCtx) context.Context {
	if vm.profiler == nil {
		return q
	}
	return &sampledCtx{quietCtx: q, vm: vm, p: vm.profiler}
}
