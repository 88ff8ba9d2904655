package host

import "context"

// orBackground is ctx, or context.Background() for a nil ctx: every method
// that takes a context reads nil so, rather than fail in a goroutine of its
// own where the caller cannot recover.
func orBackground(ctx context.Context) context.Context {
	if ctx == nil {
		return context.Background()
	}
	return ctx
}

// notStarted is the error of a call whose context ended before any script
// ran ("not started: context deadline exceeded"): errors.Is reads it as
// the context's error, and it names no script, since none ran.
func notStarted(err error) error { return &notStartedError{err} }

// notStartedError is notStarted's error.
type notStartedError struct{ err error }

func (e *notStartedError) Error() string { return "not started: " + e.err.Error() }
func (e *notStartedError) Unwrap() error { return e.err }
