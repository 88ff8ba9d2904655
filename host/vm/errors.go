package vm

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ErrBroken is returned by Call on a VM that an earlier call left unusable:
// the call was stopped (deadline, cancellation or memory guard) or a Go panic
// escaped into it.
// Such a VM must be discarded; Pool.Put does that by itself.
var ErrBroken = errors.New("vm: VM was stopped or panicked earlier and must be discarded")

// ErrMemoryLimit is the Err of a *StopError for a call that the memory guard
// stopped because the live heap grew by more than Options.MaxMemory while it
// ran.
var ErrMemoryLimit = errors.New("vm: memory limit exceeded")

// ErrCallTimeout is the Err of a *StopError for a call that ran past its own
// deadline, Options.CallTimeout: a script that ran too long. It does not
// match context.DeadlineExceeded, which is the Err of a call stopped by its
// caller's context's deadline (and context.Canceled by its cancellation),
// so a caller can tell its own deadline from a rule's.
var ErrCallTimeout = errors.New("vm: script call deadline exceeded")

// ErrClosed is returned by Call on a VM after Close.
var ErrClosed = errors.New("vm: VM is closed")

// ScriptError is a Lua error raised while running a script: a runtime error,
// an error() call, a refused sandbox feature, or (from Compile) a syntax error.
// Path and Line locate the script line when they are known (Path is a script
// path such as "rules/ranged.lua"; Line is 1-based), Msg is the message without
// the location, and Traceback is gopher-lua's stack traceback, if any.
type ScriptError struct {
	Path      string
	Line      int
	Msg       string
	Traceback string
	// File is the script's file on disk when it is known and differs from
	// Path (a folder loaded under another name: my.rules/x.lua loads as
	// my_rules/x.lua); "" otherwise. The message keeps Path, as every other
	// message of the run names scripts.
	File string
}

// Error returns "path:line: msg", or just msg when the location is unknown.
func (e *ScriptError) Error() string {
	if e.Path == "" {
		return e.Msg
	}
	return e.Path + ":" + strconv.Itoa(e.Line) + ": " + e.Msg
}

// Module returns the dotted module name of e.Path ("rules.ranged"), or "" when
// the path is unknown or not a module path.
func (e *ScriptError) Module() string {
	name, err := ModuleName(e.Path)
	if err != nil {
		return ""
	}
	return name
}

// StopError reports a script call that was stopped before it finished because
// its deadline passed, its context was cancelled, the memory guard stopped
// it (Options.MaxMemory) or its VM's pool was closed. Path and Line name the script line that was running
// when it was stopped (empty when the call was stopped before any script
// ran). A script cannot catch it with pcall. The VM that returned it is
// unusable (see ErrBroken).
type StopError struct {
	Path   string
	Line   int
	Reason string
	// Err is the cause of the stop: ErrCallTimeout (Options.CallTimeout
	// passed), the caller's context's error (context.DeadlineExceeded or
	// context.Canceled), ErrMemoryLimit or the
	// cause the VM's pool was closed with (ErrPoolClosed, or
	// Pool.CloseCause's); errors.Is sees it through Unwrap.
	Err error
	// Timeout is the deadline that passed when Err is ErrCallTimeout
	// (Options.CallTimeout), else 0: a program may offer a longer one.
	Timeout time.Duration
	// Traceback is gopher-lua's stack traceback where the call stopped, if
	// any.
	Traceback string
}

// Error returns "path:line: script stopped: reason".
func (e *StopError) Error() string {
	if e.Path == "" {
		return "script stopped: " + e.Reason
	}
	return fmt.Sprintf("%s:%d: script stopped: %s", e.Path, e.Line, e.Reason)
}

// Module returns the dotted module name of e.Path ("rules.ranged"), or "".
func (e *StopError) Module() string {
	name, err := ModuleName(e.Path)
	if err != nil {
		return ""
	}
	return name
}

// Unwrap returns the cause of the stop (ErrCallTimeout, the caller's
// context's error, ErrMemoryLimit or the pool's close cause).
func (e *StopError) Unwrap() error { return e.Err }

// splitLocation splits a Lua error message "path:line: rest" into its parts.
// known reports whether a path is a script of the set; a prefix naming
// anything else is not treated as a location.
func splitLocation(msg string, known func(string) bool) (path string, line int, rest string, ok bool) {
	colon := strings.IndexByte(msg, ':')
	if colon <= 0 {
		return "", 0, msg, false
	}
	p := msg[:colon]
	after := msg[colon+1:]
	end := 0
	for end < len(after) && after[end] >= '0' && after[end] <= '9' {
		end++
	}
	if end == 0 || end >= len(after) || after[end] != ':' || !known(p) {
		return "", 0, msg, false
	}
	n, err := strconv.Atoi(after[:end])
	if err != nil {
		return "", 0, msg, false
	}
	return p, n, strings.TrimPrefix(after[end+1:], " "), true
}

// locateInTraceback finds the innermost script frame in a gopher-lua stack
// traceback (lines of the form "\tpath:line: in ...").
func locateInTraceback(tb string, known func(string) bool) (path string, line int, ok bool) {
	for _, l := range strings.Split(tb, "\n") {
		l = strings.TrimLeft(l, "\t ")
		if p, n, _, found := splitLocation(l, known); found {
			return p, n, true
		}
	}
	return "", 0, false
}
