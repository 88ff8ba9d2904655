package host

import (
	"context"
	"errors"
	"fmt"

	"github.com/twtw/twtw/host/vm"
)

// freshVM takes a VM from the pool for one fight (or one explanation). A
// fight's result must depend only on its seed, rules, scenario and campaign:
// never on which pooled VM runs it, on what earlier fights left behind or on
// how many run at once. When scripts outside the built-in set are loaded (a
// campaign's folders, a test's layers), a module may keep state in its
// locals (a counter made sim --workers 2 differ from --workers 1 on every
// run; a hoard grew to 808 MB) or overwrite a field of a card, so freshVM
// first rebuilds the VM's module state and restores its cards. The
// built-in scripts keep none and write to no card
// (TestBuiltinScriptsKeepNoState), so they skip the rebuild.
func (e *Engine) freshVM(ctx context.Context) (*vm.VM, error) {
	v, err := e.pool.GetContext(ctx)
	if err != nil {
		return nil, e.poolError(err)
	}
	if len(e.opts.Layers) == 0 {
		return v, nil
	}
	if err := e.rebuild(ctx, v); err != nil {
		v.Close()
		return nil, err
	}
	apiOf(v).dataAsBuilt.record(apiOf(v).reg)
	return v, nil
}

// unchangedData returns nil when the run on v changed no data table, or the
// error naming the entry it changed; the check runs when freshVM recorded
// the tables (scripts outside the built-in set are loaded).
func (e *Engine) unchangedData(v *vm.VM) error {
	if len(e.opts.Layers) == 0 {
		return nil
	}
	return apiOf(v).dataAsBuilt.check()
}

// rebuild gives v fresh module state: every module's main chunk and setup
// run again (the compiled scripts are shared, nothing is compiled) into a
// new registry, which api.rules then shows; and what scripts overwrote in
// the card tables is put back (cardtables.go).
func (e *Engine) rebuild(ctx context.Context, v *vm.VM) error {
	apiOf(v).cardTabs.restore()
	v.ResetModules()
	if err := apiOf(v).build(ctx, e.plan); err != nil {
		return &RebuildError{Err: err}
	}
	return nil
}

// RebuildError is a fight's (or an explanation's) failure to give its VM
// fresh module state: the modules' main chunks and setup, run again before
// it when scripts outside the built-in set are loaded (see freshVM), failed
// or ran past the deadline. errors.As finds the *ScriptError or *StopError
// inside.
type RebuildError struct{ Err error }

// Error returns "rebuilding the rules for a fight: " and the cause.
func (e *RebuildError) Error() string { return "rebuilding the rules for a fight: " + e.Err.Error() }

// Unwrap returns the cause.
func (e *RebuildError) Unwrap() error { return e.Err }

// ErrClosed is the error of an engine's methods that run scripts once the
// engine is closed.
var ErrClosed = errors.New("host: the engine is closed")

// poolError is the error of a VM the pool did not give: ErrClosed for a
// closed engine; the context's error, when it ended before the run began
// (waiting for a fight to end under MaxFights, or done already): no script
// ran, so it is no rule's failure; a new VM's own error as it is.
func (e *Engine) poolError(err error) error {
	switch {
	case errors.Is(err, vm.ErrPoolClosed):
		return ErrClosed
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("not started: %w", err)
	}
	return err
}

// closed reports whether Close has been called.
func (e *Engine) closed() bool { return e.pool.Closed() }
