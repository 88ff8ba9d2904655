package vm

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	lua "github.com/yuin/gopher-lua"
)

// VM is one sandboxed gopher-lua state over a shared Scripts set. A VM is not
// safe for concurrent use; take one per goroutine from a Pool.
type VM struct {
	l       *lua.LState
	scripts *Scripts
	opts    Options

	out io.Writer
	rng *rand.Rand

	globals *lua.LTable
	// globalsInner holds the globals once lockGlobals has run (globals
	// then shows it, read-only).
	globalsInner *lua.LTable
	requireFn    *lua.LFunction
	loaded       map[string]lua.LValue
	preloaded    map[string]bool
	loading      []string
	// onRequire is told each require of a script (OnRequire; nil: none).
	onRequire func(from, to string)

	// callCtx is the context of the running top-level Call (nil between calls).
	callCtx context.Context
	depth   int

	broken bool
	closed bool

	// guard is the memory guard (the Pool's or the VM's own; nil when
	// Options.MaxMemory is negative); watch shows it the running call.
	guard *memGuard
	watch callWatch

	pool *Pool
	idle bool
	// stops is the pool whose close stops this VM's calls: set before the
	// VM's setup runs (building the rules is a call Close must stop too),
	// where pool is set once the VM is the pool's (a VM that fails its setup
	// gives back no token of it).
	stops *Pool

	// profiler samples the VM's call stacks (nil: none), naming functions
	// with profileLabel; profileTick counts instructions between looks at
	// the clock, lastSample is when the last sample was taken.
	profiler     *Profiler
	profileLabel func(source string, line int) string
	profileTick  uint64
	lastSample   time.Time

	baseFormat lua.LGFunction

	// trampoline is protect's function, through which every protected call
	// runs; last is the error raised last, caught the last few that pcall
	// caught, stopAt where the call stopped (once stopSeen).
	trampoline *lua.LFunction
	last       raised
	caught     [4]raised
	stopAt     raised
	stopSeen   bool
	// printed counts the bytes printed during the running top-level call.
	printed int
	// names are the stable names tostring gives tables and functions.
	names names
}

// NewVM creates a sandboxed VM over s (see the package documentation for what
// scripts can reach), then runs setup, which registers the host API (setup
// may be nil). The global table is locked before the first script runs,
// in setup or after it: scripts, a module's main chunk and setup included,
// cannot create, assign or rawset globals, nor change the libraries. Host
// code may set globals on the LState in setup before it runs a script, and
// can add them at any time with SetGlobal.
func NewVM(s *Scripts, opts Options, setup func(*VM) error) (*VM, error) {
	opts = opts.withDefaults()
	return newGuardedVM(s, opts, setup, newMemGuard(opts))
}

// newGuardedVM is NewVM with opts already defaulted and the memory guard to
// join (nil for none).
func newGuardedVM(s *Scripts, opts Options, setup func(*VM) error, guard *memGuard) (*VM, error) {
	if s == nil {
		return nil, fmt.Errorf("vm: NewVM: nil script set")
	}
	l := lua.NewState(lua.Options{
		SkipOpenLibs:     true,
		CallStackSize:    opts.CallStackSize,
		RegistrySize:     opts.RegistrySize,
		RegistryMaxSize:  opts.RegistryMaxSize,
		RegistryGrowStep: max(1024, opts.RegistryMaxSize/16),
	})
	vm := &VM{
		l:       l,
		scripts: s,
		opts:    opts,
		out:     opts.Output,
		loaded:  make(map[string]lua.LValue),
	}
	if err := vm.openSandbox(); err != nil {
		l.Close()
		return nil, fmt.Errorf("vm: opening the sandbox: %w", err)
	}
	// the guard watches setup's calls too: a module's setup is a script
	if guard != nil {
		vm.guard = guard
		guard.register(vm)
	}
	if setup != nil {
		if err := setup(vm); err != nil {
			vm.Close()
			return nil, fmt.Errorf("vm: setup: %w", err)
		}
	}
	vm.lockGlobals()
	return vm, nil
}

// State returns the underlying *lua.LState, for registering host functions
// and building values. Do not call SetContext, RemoveContext, SetMx or Close
// on it; run Lua only through Call or Require.
func (vm *VM) State() *lua.LState { return vm.l }

// Scripts returns the script set the VM loads modules from.
func (vm *VM) Scripts() *Scripts { return vm.scripts }

// Globals returns the global table, for use as an __index. Once NewVM has
// returned it is a read-only view (its raw fields are empty): read and add
// globals with Global and SetGlobal.
func (vm *VM) Globals() *lua.LTable { return vm.globals }

// SetRand binds math.random to r (the fight's seeded generator). Until it is
// called, and again after the VM goes back to a Pool, math.random fails.
func (vm *VM) SetRand(r *rand.Rand) { vm.rng = r }

// SetOutput sends what scripts print to w (nil means io.Discard). A Pool
// resets it to Options.Output on Put.
func (vm *VM) SetOutput(w io.Writer) {
	if w == nil {
		w = io.Discard
	}
	vm.out = w
}

// Broken reports whether an earlier call was stopped or panicked; a broken VM
// refuses further calls and must be discarded.
func (vm *VM) Broken() bool { return vm.broken }

// Close releases the Lua state. Calls on a closed VM return ErrClosed.
func (vm *VM) Close() {
	if vm.closed {
		return
	}
	vm.closed = true
	if vm.guard != nil {
		vm.guard.unregister(vm)
	}
	vm.l.Close()
	if vm.pool != nil && !vm.idle {
		vm.pool.release() // it was out: its token goes back
	}
}

// Load returns a fresh function for the script at path (its main chunk),
// for the host to run with Call. Unlike Require it is not cached: every Load
// gives a new instance that runs the file again when called.
func (vm *VM) Load(path string) (*lua.LFunction, error) {
	proto, ok, err := vm.scripts.proto(path)
	if !ok {
		return nil, fmt.Errorf("vm: Load %q: no such script in the script set", path)
	}
	if err != nil {
		return nil, err
	}
	return vm.l.NewFunctionFromProto(proto), nil
}
