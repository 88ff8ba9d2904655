package vm_test

import (
	"context"
	"errors"
	"fmt"
	"testing/fstest"
	"time"

	"github.com/twtw/twtw/host/vm"
)

// A host shutting down closes the pool with a cause of its own: the call
// that runs stops with that cause at once, rather than at its deadline.
func ExamplePool_CloseCause() {
	s, err := vm.Compile(vm.Layer{Name: "example", FS: fstest.MapFS{
		"spin.lua": {Data: []byte("while true do end\n")},
	}})
	if err != nil {
		panic(err)
	}
	pool := vm.NewPool(s, vm.Options{CallTimeout: time.Minute}, nil)
	v, err := pool.Get()
	if err != nil {
		panic(err)
	}
	fn, err := v.Load("spin.lua")
	if err != nil {
		panic(err)
	}
	errShutdown := errors.New("shutting down")
	time.AfterFunc(50*time.Millisecond, func() { pool.CloseCause(errShutdown) })
	_, err = v.Call(context.Background(), fn, 0)
	fmt.Println(err)
	fmt.Println(errors.Is(err, errShutdown))
	pool.Put(v) // closes it: the pool is closed
	_, err = pool.Get()
	fmt.Println(errors.Is(err, vm.ErrPoolClosed))
	// Output:
	// spin.lua:1: script stopped: shutting down
	// true
	// true
}
