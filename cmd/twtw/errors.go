package main

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/host"
)

// The kinds of error the CLI reports (README "Exit codes and errors"). Each
// kind has one exit code: usage, input, script and stale exit 2 (nothing
// ran, or it must not run as it is); rule, limit, test and error exit 1
// (the rules ran and something failed).
const (
	kindUsage  = "usage"  // a bad command line: an unknown command or flag, a bad flag value
	kindInput  = "input"  // a bad file or name: a scenario, campaign, deck, module, ruleset or rule
	kindScript = "script" // a script that does not load: syntax, manifest, setup, a set that fails
	kindStale  = "stale"  // --strict and a campaign's scripts changed since they were locked
	kindRule   = "rule"   // a rule failed while a fight, an explanation or a simulation ran
	kindLimit  = "limit"  // a script call stopped by --timeout or --max-memory while running
	kindTest   = "test"   // a spec failed
	kindError  = "error"  // anything else (a file that cannot be written)
)

// cliError is a failure with its exit code and kind. quiet errors print
// nothing in text mode (a failed spec run's report already says it all).
type cliError struct {
	code  int
	kind  string
	err   error
	quiet bool
}

// Error returns the cause's message.
func (e *cliError) Error() string { return e.err.Error() }

// ExitCode is the exit code (urfave/cli's ExitCoder).
func (e *cliError) ExitCode() int { return e.code }

// Unwrap returns the cause.
func (e *cliError) Unwrap() error { return e.err }

// badInput returns a usage error: exit 2 with the message.
func badInput(format string, args ...any) error {
	return &cliError{code: exitBadUsed, kind: kindUsage, err: fmt.Errorf(format, args...)}
}

// writeError is a file that could not be written (a full disk, a folder
// that takes no file): exit 1, kind error.
func writeError(err error) error {
	return &cliError{code: exitFailed, kind: kindError, err: err}
}

// engineError maps an engine error to the CLI's exit codes: bad input and a
// script that does not load 2, a rule failing at run time 1.
func engineError(err error) error {
	var ce *cliError
	if errors.As(err, &ce) {
		return err
	}
	code, kind := classify(err)
	return &cliError{code: code, kind: kind, err: withTimeoutHint(err)}
}

// withTimeoutHint adds to a script call stopped by its own deadline what
// ran out of time and the flag that sets the deadline: loading the rules
// (the modules' main chunks and setup, which a fight with house rules runs
// again) takes longer the bigger the rule set, and a fight's rule calls the
// more combatants it has (300 ran past the 2 s default mid-fight), which no
// rule can mend. It offers five times the deadline, at most the flag's 1h;
// other errors pass unchanged.
func withTimeoutHint(err error) error {
	var st *host.StopError
	if !errors.As(err, &st) || !errors.Is(st.Err, host.ErrCallTimeout) || st.Timeout <= 0 || st.Timeout >= maxTimeout {
		return err
	}
	what, bigger := "a script call", "a bigger fight or rule set"
	var le *host.LoadError
	var rb *host.RebuildError
	var re *host.RuleError
	switch {
	case errors.As(err, &le):
		what, bigger = "loading the rules", "a bigger rule set"
	case errors.As(err, &rb):
		what, bigger = "loading the rules for the fight", "a bigger rule set"
	case errors.As(err, &re):
		what, bigger = "a rule call of the fight", "a bigger fight"
	}
	return fmt.Errorf("%w (%s ran out of time: a slower machine, or %s, may need a longer deadline: --timeout %s)",
		err, what, bigger, shortDuration(min(5*st.Timeout, maxTimeout)))
}

// shortDuration writes d as a flag takes it, without the zero units
// time.Duration's String ends with: "5m", not "5m0s"; "1h", not "1h0m0s".
func shortDuration(d time.Duration) string {
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}

// classify returns the exit code and kind of an engine error.
func classify(err error) (int, string) {
	var ce *cliError
	var in *host.InputError
	var le *host.LoadError
	var st *host.StopError
	var we *host.WriteError
	switch {
	case errors.As(err, &ce):
		return ce.code, ce.kind
	case errors.As(err, &we):
		return exitFailed, kindError
	case errors.As(err, &in):
		return exitBadUsed, kindInput
	case errors.As(err, &le):
		return exitBadUsed, kindScript
	case errors.As(err, &st):
		return exitFailed, kindLimit
	}
	return exitFailed, kindRule
}

// errorJSON is the object `--json` prints on stderr for a failure:
// {"error": {"message", "kind", "file", "line", "field"}}; file, line and
// field are "", 0 and "" when unknown.
type errorJSON struct {
	Message string `json:"message"`
	Kind    string `json:"kind"`
	File    string `json:"file"`
	Line    int    `json:"line"`
	Field   string `json:"field"`
}

// describe returns an error's exit code and its JSON form.
func describe(err error) (int, errorJSON) {
	ej := errorJSON{Message: err.Error(), Kind: kindUsage}
	code := exitBadUsed
	var ce *cliError
	var ec cli.ExitCoder
	switch {
	case errors.As(err, &ce):
		code, ej.Kind = ce.code, ce.kind
	case errors.As(err, &ec):
		code = ec.ExitCode()
		if code == exitFailed {
			ej.Kind = kindError
		}
	}
	var in *host.InputError
	var se *host.ScriptError
	var st *host.StopError
	var me *host.ManifestError
	var de *host.SetError
	var we *host.WriteError
	switch {
	case errors.As(err, &in):
		ej.File, ej.Line, ej.Field = in.File, in.Line, in.Field
	case errors.As(err, &we):
		// the campaign file an edit could not write
		ej.File = we.File
	}
	// bad input that does not say where (a campaign edit refused because a
	// module's setup failed) is located by the script error inside it
	switch {
	case ej.File != "":
	case errors.As(err, &me):
		ej.File, ej.Line, ej.Field = cmp.Or(me.File, me.Path), me.Line, me.Field
	case errors.As(err, &de):
		ej.File, ej.Line, ej.Field = cmp.Or(de.File, de.Path), de.Line, de.Field
	case errors.As(err, &se):
		// the file on disk an editor opens, when it is not the load name
		ej.File, ej.Line = cmp.Or(se.File, se.Path), se.Line
	case errors.As(err, &st):
		ej.File, ej.Line = st.Path, st.Line
	}
	// a bad flag value names the flag first ("--runs 0: …"): that is its field
	if m := flagAtFault.FindStringSubmatch(ej.Message); ej.Field == "" && ej.Kind == kindUsage && m != nil {
		ej.Field = m[1] + m[2]
	}
	return code, ej
}

// flagAtFault finds the flag a usage error is about: the one its message
// starts with ("--runs 0: …"; "--plot and --profile both name …" names the
// first; "flag --campaign: empty value"), or the one the CLI library could
// not read ("invalid value "abc" for flag --runs", "unknown flag --sed").
var flagAtFault = regexp.MustCompile(`^(?:flag )?(--[a-z][a-z-]*)\b|^(?:invalid value .* for flag |unknown flag )(--[a-z][a-z-]*)`)

// report prints a failure on w — "twtw: message", or under --json one
// {"error": {…}} object — and returns its exit code.
func report(w io.Writer, asJSON bool, err error) int {
	code, ej := describe(err)
	var ce *cliError
	quiet := errors.As(err, &ce) && ce.quiet
	switch {
	case asJSON:
		b, _ := json.Marshal(map[string]errorJSON{"error": ej})
		fmt.Fprintln(w, string(b))
	case !quiet && ej.Message != "":
		fmt.Fprintln(w, "twtw:", ej.Message)
	}
	return code
}

// warn prints a warning on w: "twtw: warning: message", or under --json one
// {"warning": {…}} object with the error object's fields.
func warn(w io.Writer, asJSON bool, ej errorJSON) {
	if asJSON {
		b, _ := json.Marshal(map[string]errorJSON{"warning": ej})
		fmt.Fprintln(w, string(b))
		return
	}
	fmt.Fprintln(w, "twtw: warning:", ej.Message)
}

// wantsJSON says whether the command line asks for --json (before any "--").
func wantsJSON(args []string) bool {
	for _, a := range args {
		switch a {
		case "--":
			return false
		case "--json", "-json", "--json=true", "-json=true":
			return true
		}
	}
	return false
}
