package vm

import (
	"fmt"
	"sync"
)

// Pool keeps idle VMs over one Scripts set for reuse: a new VM costs an
// LState, the sandbox and the host setup, while the compiled scripts are
// shared. Get and Put are safe for concurrent use. A VM keeps its module
// cache (and so any state its modules hold) across Get/Put; what Put resets
// is listed there. The pool's VMs share one memory guard (Options.MaxMemory).
type Pool struct {
	scripts *Scripts
	opts    Options
	setup   func(*VM) error
	guard   *memGuard // shared by the pool's VMs; nil when MaxMemory < 0

	mu     sync.Mutex
	free   []*VM
	closed bool
}

// NewPool returns a pool whose new VMs are made by NewVM(s, opts, setup).
func NewPool(s *Scripts, opts Options, setup func(*VM) error) *Pool {
	opts = opts.withDefaults()
	return &Pool{scripts: s, opts: opts, setup: setup, guard: newMemGuard(opts)}
}

// Get returns an idle VM or a new one.
func (p *Pool) Get() (*VM, error) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil, fmt.Errorf("vm: Get on a closed pool")
	}
	var vm *VM
	if n := len(p.free); n > 0 {
		vm = p.free[n-1]
		p.free[n-1] = nil
		p.free = p.free[:n-1]
	}
	p.mu.Unlock()
	if vm == nil {
		var err error
		vm, err = newGuardedVM(p.scripts, p.opts, p.setup, p.guard)
		if err != nil {
			return nil, err
		}
		vm.pool = p
	}
	vm.idle = false
	return vm, nil
}

// Put returns vm to the pool. A broken or closed VM, or one from another
// pool, is closed and dropped; putting a VM twice is a no-op. Put clears
// the per-fight state: the random source (math.random fails until the next
// SetRand), the print output (back to Options.Output), the names tostring
// gave tables and functions, and the Lua stack.
func (p *Pool) Put(vm *VM) {
	if vm == nil || vm.idle {
		return
	}
	if vm.pool != p || vm.broken || vm.closed || vm.depth != 0 {
		vm.Close()
		return
	}
	vm.rng = nil
	vm.names.reset()
	vm.out = vm.opts.Output
	vm.l.SetTop(0)
	vm.idle = true
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		vm.Close()
		return
	}
	p.free = append(p.free, vm)
}

// Close closes the idle VMs and makes further Gets fail; VMs still out are
// closed when they are Put.
func (p *Pool) Close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
	for _, vm := range p.free {
		vm.Close()
	}
	p.free = nil
}
