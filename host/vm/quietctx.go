package vm

import (
	"context"
	"sync/atomic"
)

// quietCtx is the context a running script's LState holds. gopher-lua checks
// the context before every instruction with a non-blocking receive on
// Done(); on a live context.WithTimeout that costs an atomic load, a type
// assertion and a channel probe per instruction — about 40 % of a tight
// Lua loop on the 2-core machines this project is measured on. quietCtx
// answers Done() with a nil channel (a receive on nil is never ready, and
// the probe returns at once) until the call's context is done; then
// Done() returns a closed channel and the loop stops as before (the
// LState raises the call context's Err). Err, Deadline and Value are the
// call context's.
//
// Done returning nil and later a channel departs from the context.Context
// contract ("successive calls to Done return the same value"); the value is
// only ever handed to the LState, whose loop re-reads Done on every
// instruction, and to host functions through LState.Context, which this
// package does not use (it reads callCtx.Err).
type quietCtx struct {
	context.Context
	done atomic.Pointer[chan struct{}]
	stop func() bool
}

// newQuietCtx wraps ctx; call release when the call ends.
func newQuietCtx(ctx context.Context) *quietCtx {
	q := &quietCtx{Context: ctx}
	q.stop = context.AfterFunc(ctx, func() {
		ch := make(chan struct{})
		close(ch)
		q.done.Store(&ch)
	})
	return q
}

// Done is nil while the call may run and a closed channel once it must stop.
func (q *quietCtx) Done() <-chan struct{} {
	if p := q.done.Load(); p != nil {
		return *p
	}
	return nil
}

// release stops watching the call's context.
func (q *quietCtx) release() { q.stop() }
