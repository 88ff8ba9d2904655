package vm

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	lua "github.com/yuin/gopher-lua"
)

func TestPoolConcurrentUse(t *testing.T) {
	s := compileFiles(t, map[string]string{
		"rules/sum.lua":  "local util = require('rules.util')\nreturn function(n) return util.sum(n) + math.random(1, 1) end\n",
		"rules/util.lua": "return { sum = function(n) local s = 0 for i = 1, n do s = s + i end return s end }\n",
	})
	var setups atomic.Int32
	pool := NewPool(s, Options{}, func(v *VM) error {
		setups.Add(1)
		return nil
	})
	defer pool.Close()
	const workers, rounds = 8, 50
	var wg sync.WaitGroup
	errs := make(chan error, workers*rounds)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for r := 0; r < rounds; r++ {
				v, err := pool.Get()
				if err != nil {
					errs <- err
					return
				}
				v.SetRand(rand.New(rand.NewPCG(uint64(w), uint64(r))))
				fn, err := v.Require("rules.sum")
				if err != nil {
					errs <- err
					return
				}
				n := w*rounds + r
				rets, err := v.Call(context.Background(), fn, 1, lua.LNumber(n))
				if err != nil {
					errs <- err
				} else if want := lua.LNumber(n*(n+1)/2 + 1); rets[0] != want {
					errs <- fmt.Errorf("sum(%d) = %v, want %v", n, rets[0], want)
				}
				pool.Put(v)
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if n := setups.Load(); n < 1 || n > workers {
		t.Errorf("setup ran %d times for %d workers, want between 1 and %d (one per new VM)", n, workers, workers)
	}
}

func TestPoolPutRules(t *testing.T) {
	s := compileFiles(t, map[string]string{"loop.lua": "while true do end"})
	pool := NewPool(s, Options{CallTimeout: 50 * time.Millisecond}, nil)
	v, err := pool.Get()
	if err != nil {
		t.Fatal(err)
	}
	pool.Put(v)
	pool.Put(v) // a second Put of an idle VM is a no-op
	if len(pool.free) != 1 {
		t.Fatalf("free list holds %d VMs after a double Put, want 1", len(pool.free))
	}
	a, _ := pool.Get()
	b, _ := pool.Get()
	if a != v || b == v {
		t.Fatalf("Get after a double Put handed out the same VM twice")
	}

	other := NewPool(s, Options{}, nil)
	defer other.Close()
	pool.Put(b)
	stranger, _ := other.Get()
	pool.Put(stranger)
	if len(pool.free) != 1 || !stranger.closed {
		t.Errorf("a VM from another pool was kept (free %d, closed %v)", len(pool.free), stranger.closed)
	}

	if _, err := run(t, a, "loop.lua"); err == nil {
		t.Fatal("the loop was not stopped")
	}
	pool.Put(a)
	if !a.closed || len(pool.free) != 1 {
		t.Errorf("a stopped VM was not closed and dropped (closed %v, free %d)", a.closed, len(pool.free))
	}
	if _, err := a.Call(context.Background(), lua.LNil, 0); err != ErrClosed {
		t.Errorf("Call on a closed VM = %v, want ErrClosed", err)
	}

	pool.Close()
	if _, err := pool.Get(); err == nil {
		t.Error("Get on a closed pool succeeded")
	}
	if !b.closed {
		t.Error("Close left an idle VM open")
	}
}

func TestPoolSetupError(t *testing.T) {
	pool := NewPool(compileFiles(t, map[string]string{"a.lua": ""}), Options{}, func(*VM) error {
		return fmt.Errorf("no deck")
	})
	defer pool.Close()
	if _, err := pool.Get(); err == nil || err.Error() != "vm: setup: no deck" {
		t.Errorf("Get with a failing setup = %v", err)
	}
}

func TestNestedCallFromHostFunction(t *testing.T) {
	var v *VM
	v = newVM(t, map[string]string{
		"rules/outer.lua": "local inner = function(x) return x * 3 end\nreturn twice(inner, 7)\n",
		"rules/stuck.lua": "local spin = function() while true do end end\nreturn twice(spin, 1)\n",
	}, Options{CallTimeout: 100 * time.Millisecond}, func(vm *VM) error {
		vm.State().SetGlobal("twice", vm.State().NewFunction(func(l *lua.LState) int {
			fn := l.CheckFunction(1)
			var total lua.LNumber
			for i := 0; i < 2; i++ {
				rets, err := vm.Call(context.Background(), fn, 1, l.Get(2))
				if err != nil {
					l.RaiseError("twice: %v", err)
				}
				total += rets[0].(lua.LNumber)
			}
			l.Push(total)
			return 1
		}))
		return nil
	})
	rets, err := run(t, v, "rules/outer.lua")
	if err != nil || rets[0] != lua.LNumber(42) {
		t.Fatalf("outer = %v, %v; want 42", rets, err)
	}
	_, err = run(t, v, "rules/stuck.lua")
	se := stopError(t, err)
	if se.Path != "rules/stuck.lua" || !v.Broken() {
		t.Errorf("nested stop: %v (broken %v), want a StopError in rules/stuck.lua", err, v.Broken())
	}
}

// With PoolSize, at most that many VMs are out: Get waits for a Put,
// GetContext gives up with its context, and a VM that goes back by any way —
// Put, Put of a broken VM, Close while out, a failed setup — gives back its
// place, so the pool never jams.
func TestPoolSizeCapsTheVMsOut(t *testing.T) {
	s := compileFiles(t, map[string]string{"loop.lua": "while true do end"})
	pool := NewPool(s, Options{PoolSize: 2, CallTimeout: 50 * time.Millisecond}, nil)
	defer pool.Close()
	a, _ := pool.Get()
	b, _ := pool.Get()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if v, err := pool.GetContext(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("a third VM with two out: %v, %v; want the context's deadline", v, err)
	}
	got := make(chan *VM)
	go func() { v, _ := pool.Get(); got <- v }()
	select {
	case <-got:
		t.Fatal("Get did not wait for a Put")
	case <-time.After(20 * time.Millisecond):
	}
	pool.Put(a)
	c := <-got
	if c != a {
		t.Errorf("the waiting Get got %p, want the VM put back (%p)", c, a)
	}
	// a broken VM, and one closed while out, give their places back
	if _, err := run(t, b, "loop.lua"); err == nil {
		t.Fatal("the loop was not stopped")
	}
	pool.Put(b)
	c.Close()
	pool.Put(c) // after Close: nothing more to give back
	for i := 0; i < 2; i++ {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		v, err := pool.GetContext(ctx)
		cancel()
		if err != nil {
			t.Fatalf("Get %d after the VMs went back: %v", i+1, err)
		}
		defer pool.Put(v)
	}
	if len(pool.slots) != 2 {
		t.Errorf("%d places taken with two VMs out, want 2", len(pool.slots))
	}

	failing := NewPool(s, Options{PoolSize: 1}, func(*VM) error { return fmt.Errorf("no deck") })
	defer failing.Close()
	for i := 0; i < 2; i++ { // the second would wait for ever if the first kept its place
		if _, err := failing.Get(); err == nil {
			t.Fatal("a failing setup gave a VM")
		}
	}
	failing.Close()
	if _, err := failing.Get(); !errors.Is(err, ErrPoolClosed) {
		t.Errorf("Get on a closed pool: %v, want ErrPoolClosed", err)
	}
}

// Closing the pool stops what runs on it: a Get waiting for a place returns
// ErrPoolClosed at once, and a call running on a VM that is out stops at
// once with the close cause (it ran until its 30 s deadline, and the waiter
// waited for it).
func TestPoolCloseStopsCallsAndWaiters(t *testing.T) {
	s := compileFiles(t, map[string]string{"loop.lua": "while true do end"})
	pool := NewPool(s, Options{PoolSize: 1, CallTimeout: 30 * time.Second}, nil)
	v, err := pool.Get()
	if err != nil {
		t.Fatal(err)
	}
	ran := make(chan error, 1)
	go func() { _, err := run(t, v, "loop.lua"); ran <- err }()
	waited := make(chan error, 1)
	go func() { _, err := pool.Get(); waited <- err }()
	time.Sleep(50 * time.Millisecond)
	errBye := errors.New("bye")
	pool.CloseCause(errBye)
	for name, ch := range map[string]chan error{"the waiting Get": waited, "the running call": ran} {
		select {
		case err := <-ch:
			switch name {
			case "the waiting Get":
				if !errors.Is(err, ErrPoolClosed) {
					t.Errorf("%s: %v, want ErrPoolClosed", name, err)
				}
			default:
				if se := stopError(t, err); !errors.Is(err, errBye) || se.Path != "loop.lua" || !v.Broken() ||
					se.Error() != "loop.lua:1: script stopped: bye" {
					t.Errorf("%s: %v (broken %v), want a stop at loop.lua:1 with the close cause", name, err, v.Broken())
				}
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s did not end when the pool closed", name)
		}
	}
	pool.Put(v)
	if _, err := pool.Get(); !errors.Is(err, ErrPoolClosed) {
		t.Errorf("Get after Close: %v, want ErrPoolClosed", err)
	}
}
