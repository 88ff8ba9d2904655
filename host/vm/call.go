package vm

import (
	"context"
	"errors"
	"fmt"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// Call runs fn (a Lua function or callable value) with args and returns nret
// results (lua.MultRet for all of them). The call gets a deadline of
// Options.CallTimeout, or ctx's own if that is earlier. Errors:
//   - *StopError when the deadline passed (errors.Is(err, ErrCallTimeout)
//     for Options.CallTimeout, context.DeadlineExceeded for ctx's own), ctx
//     was cancelled (context.Canceled), the memory
//     guard stopped the call (Options.MaxMemory; errors.Is(err,
//     ErrMemoryLimit)) or the VM's pool was closed (Pool.CloseCause: its
//     cause); the VM is then broken (see ErrBroken) and must be discarded;
//   - *ScriptError for a Lua error, with the script path and line;
//   - ErrBroken or ErrClosed when the VM cannot run anything.
//
// A Go panic inside the call (in a host function) is recovered and returned
// as a *ScriptError, and also breaks the VM. Call may be used re-entrantly
// from a host function that a script called; the inner call then runs under
// the outer call's deadline.
func (vm *VM) Call(ctx context.Context, fn lua.LValue, nret int, args ...lua.LValue) (rets []lua.LValue, err error) {
	if vm.closed {
		return nil, ErrClosed
	}
	if vm.broken {
		return nil, ErrBroken
	}
	if vm.depth > 0 {
		return vm.protectedCall(fn, nret, args)
	}
	vm.lockGlobals()
	if ctx == nil {
		ctx = context.Background()
	}
	if cerr := ctx.Err(); cerr != nil {
		return nil, &StopError{Reason: cerr.Error(), Err: cerr}
	}
	cctx, cancel := context.WithTimeoutCause(ctx, vm.opts.CallTimeout, ErrCallTimeout)
	defer cancel()
	if p := vm.stops; p != nil {
		if cause := p.closeCause(); cause != nil {
			return nil, &StopError{Reason: cause.Error(), Err: cause}
		}
		// closing the pool cancels the call; the switch below names the
		// pool's cause (one context a call, not a second one for the pool)
		defer context.AfterFunc(p.stopped, cancel)()
	}
	l := vm.l
	vm.callCtx = cctx
	vm.depth++
	vm.forgetRaised()
	vm.printed = 0
	quiet := newQuietCtx(cctx)
	defer quiet.release()
	l.SetContext(vm.callContext(quiet))
	if vm.guard != nil {
		vm.guard.begin(&vm.watch, cctx, cancel)
	}
	defer func() {
		l.RemoveContext()
		vm.callCtx = nil
		vm.depth--
	}()
	rets, err = vm.protectedCall(fn, nret, args)
	overMemory := vm.guard != nil && vm.guard.end(&vm.watch)
	var stop *StopError
	if errors.As(err, &stop) {
		// whichever ended the call first: the guard, the caller's ctx, the
		// call's own deadline or closing the pool
		switch cause := context.Cause(cctx); {
		case overMemory:
			stop.Reason = fmt.Sprintf("memory limit of %s exceeded", sizeString(vm.opts.MaxMemory))
			stop.Err = ErrMemoryLimit
		case cause == ErrCallTimeout:
			stop.Reason = fmt.Sprintf("deadline of %v exceeded", vm.opts.CallTimeout)
			stop.Err, stop.Timeout = ErrCallTimeout, vm.opts.CallTimeout
		case cause == context.Canceled && ctx.Err() == nil && vm.stops.closeCause() != nil:
			closed := vm.stops.closeCause()
			stop.Reason, stop.Err = closed.Error(), closed
		}
	}
	return rets, err
}

// sizeString formats a byte count as "64 MiB" when it is a whole number of
// MiB, else as "1000 bytes".
func sizeString(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}

// protectedCall pushes fn and args, runs them under PCall and converts the
// outcome, leaving the Lua stack as it found it.
func (vm *VM) protectedCall(fn lua.LValue, nret int, args []lua.LValue) (rets []lua.LValue, err error) {
	l := vm.l
	if fn == nil {
		fn = lua.LNil
	}
	base := l.GetTop()
	defer func() {
		if r := recover(); r != nil {
			// The state may be inconsistent: leave it alone, it is discarded.
			vm.broken = true
			rets, err = nil, &ScriptError{Msg: fmt.Sprintf("go panic: %v", r)}
			return
		}
		l.SetTop(base)
	}()
	l.Push(fn)
	for _, a := range args {
		l.Push(a)
	}
	if perr := vm.pcallProtected(base, nret); perr != nil {
		return nil, vm.convert(perr)
	}
	n := l.GetTop() - base
	if n == 0 {
		return nil, nil
	}
	rets = make([]lua.LValue, n)
	for i := range rets {
		rets[i] = l.Get(base + 1 + i)
	}
	return rets, nil
}

// convert turns a PCall error into a *StopError or *ScriptError.
func (vm *VM) convert(perr error) error {
	var ae *lua.ApiError
	if !errors.As(perr, &ae) {
		return &ScriptError{Msg: perr.Error()}
	}
	msg := errorMessage(ae.Object)
	path, line, rest, located := splitLocation(msg, vm.scripts.Has)
	if !located {
		// gopher-lua prefixes " " when it finds no location to name.
		rest = strings.TrimPrefix(rest, " ")
		if vm.last.obj == ae.Object && vm.last.path != "" {
			path, line = vm.last.path, vm.last.line
		} else {
			path, line, _ = locateInTraceback(ae.StackTrace, vm.scripts.Has)
		}
	}
	// A stop is the context error raised by gopher-lua's loop, by pcall or
	// xpcall, or by the pattern matcher, and whatever was raised after it;
	// an ordinary error that merely ends after the deadline stays a
	// ScriptError.
	if vm.stopping() {
		if cerr := vm.callCtx.Err(); vm.broken || vm.stopSeen || strings.HasSuffix(msg, cerr.Error()) {
			vm.broken = true
			trace := ae.StackTrace
			if vm.stopSeen && vm.stopAt.path != "" {
				path, line, trace = vm.stopAt.path, vm.stopAt.line, vm.stopAt.trace
			}
			return &StopError{Path: path, Line: line, Reason: cerr.Error(), Err: cerr, Traceback: trace}
		}
	}
	if r := refusalOf(ae.Object); r != nil && ae.Type != lua.ApiErrorPanic {
		return r
	}
	if ae.Type == lua.ApiErrorPanic {
		vm.broken = true
		rest = "go panic: " + rest
	}
	if rest == "stack overflow" {
		rest = fmt.Sprintf("stack overflow (more than %d nested calls; runaway recursion?)", vm.opts.CallStackSize)
	}
	return &ScriptError{Path: path, Line: line, Msg: rest, Traceback: ae.StackTrace}
}

// Require loads the module name ("rules.ranged") as a script's require would,
// with a fresh deadline, and returns its value (cached per VM).
func (vm *VM) Require(name string) (lua.LValue, error) {
	return vm.RequireContext(context.Background(), name)
}

// RequireContext is Require under ctx.
func (vm *VM) RequireContext(ctx context.Context, name string) (lua.LValue, error) {
	if v, ok := vm.loaded[name]; ok {
		return v, nil
	}
	rets, err := vm.Call(ctx, vm.requireFn, 1, lua.LString(name))
	if err != nil {
		return nil, err
	}
	return rets[0], nil
}
