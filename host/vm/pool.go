package vm

import (
	"context"
	"fmt"
	"sync"
)

// Pool keeps idle VMs over one Scripts set for reuse: a new VM costs an
// LState, the sandbox and the host setup, while the compiled scripts are
// shared. Get and Put are safe for concurrent use. A VM keeps its module
// cache (and so any state its modules hold) across Get/Put; what Put resets
// is listed there. The pool's VMs share one memory guard (Options.MaxMemory).
// With Options.PoolSize, at most that many VMs are out at once (and so at
// most that many are kept).
type Pool struct {
	scripts *Scripts
	opts    Options
	setup   func(*VM) error
	guard   *memGuard // shared by the pool's VMs; nil when MaxMemory < 0
	// slots holds a token per VM handed out, when PoolSize caps them (nil:
	// no cap); Put and closing a VM that is out give the token back.
	slots chan struct{}

	// stopped is done once the pool is closed, with the cause that the
	// calls it stops return (Close, CloseCause).
	stopped context.Context
	stop    context.CancelCauseFunc

	mu     sync.Mutex
	free   []*VM
	closed bool
}

// ErrPoolClosed is Get's error once the pool is closed (Engine.Close), and
// the Err of a *StopError for a call that Close stopped.
var ErrPoolClosed = fmt.Errorf("vm: the pool is closed")

// NewPool returns a pool whose new VMs are made by NewVM(s, opts, setup).
func NewPool(s *Scripts, opts Options, setup func(*VM) error) *Pool {
	opts = opts.withDefaults()
	p := &Pool{scripts: s, opts: opts, setup: setup, guard: newMemGuard(opts)}
	p.stopped, p.stop = context.WithCancelCause(context.Background())
	if opts.PoolSize > 0 {
		p.slots = make(chan struct{}, opts.PoolSize)
	}
	return p
}

// Get returns an idle VM or a new one, waiting, when Options.PoolSize VMs
// are out, until one is put back.
func (p *Pool) Get() (*VM, error) { return p.GetContext(context.Background()) }

// GetContext is Get, giving up when ctx is done, or is already (its error),
// or when the pool is closed while it waits (ErrPoolClosed).
func (p *Pool) GetContext(ctx context.Context) (*VM, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if p.slots != nil {
		select {
		case p.slots <- struct{}{}:
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-p.stopped.Done():
			return nil, ErrPoolClosed
		}
	}
	vm, err := p.get()
	if err != nil {
		p.release()
	}
	return vm, err
}

// release gives back the token of a VM that was out.
func (p *Pool) release() {
	if p.slots != nil {
		<-p.slots
	}
}

// get returns an idle VM or a new one.
func (p *Pool) get() (*VM, error) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil, ErrPoolClosed
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
		// the setup's calls (the rules' build) stop when the pool closes
		setup := func(vm *VM) error {
			vm.stops = p
			if p.setup != nil {
				return p.setup(vm)
			}
			return nil
		}
		vm, err = newGuardedVM(p.scripts, p.opts, setup, p.guard)
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
	if vm == nil || vm.idle || vm.closed { // a VM closed while out gave its token back then
		return
	}
	if vm.pool != p || vm.broken || vm.depth != 0 {
		vm.Close()
		return
	}
	defer p.release()
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

// Close closes the pool: CloseCause(ErrPoolClosed).
func (p *Pool) Close() { p.CloseCause(ErrPoolClosed) }

// CloseCause closes the idle VMs and makes further Gets fail, and Gets
// waiting for a VM (Options.PoolSize) return ErrPoolClosed at once. A call
// running on a VM of the pool that is out is stopped as a deadline stops
// it, and so is any later call on such a VM: it returns a *StopError whose
// Err is cause (nil: ErrPoolClosed); a VM whose setup is running (a Get
// building a new one) is stopped the same way, and that Get returns the
// setup's error. VMs still out are closed when they are Put. Only the
// first Close or CloseCause counts.
func (p *Pool) CloseCause(cause error) {
	if cause == nil {
		cause = ErrPoolClosed
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true // first: a call stopped below finds the pool closed
	p.stop(cause)
	for _, vm := range p.free {
		vm.Close()
	}
	p.free = nil
}

// closeCause is the cause Close gave, or nil while the pool is open.
func (p *Pool) closeCause() error {
	if p == nil || p.stopped.Err() == nil {
		return nil
	}
	return context.Cause(p.stopped)
}

// Closed reports whether Close has been called.
func (p *Pool) Closed() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.closed
}

// Idle returns the VMs the pool keeps for reuse (for tests and metrics).
func (p *Pool) Idle() []*VM {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]*VM(nil), p.free...)
}
