package host

import (
	"errors"
	"fmt"
	"strings"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/host/campaign"
	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/module"
	"github.com/twtw/twtw/host/ruleset"
	"github.com/twtw/twtw/host/schema"
	"github.com/twtw/twtw/host/vm"
)

// Layer is one folder of scripts loaded over a ruleset's own (a campaign's
// house rules, a folder of specs): Options.Layers. See vm.Layer.
type Layer = vm.Layer

// Scripts is an engine's compiled script set (Engine.Scripts). See vm.Scripts.
type Scripts = vm.Scripts

// Ruleset is a game an engine plays (Engine.Ruleset, Rulesets). See
// ruleset.Ruleset.
type Ruleset = ruleset.Ruleset

// Deck is an action deck of 54 cards, for Options.Deck (nil: the standard
// deck). See card.Deck.
type Deck = card.Deck

// CampaignModules is what a campaign's edits ask of the engine about its
// modules (Engine.CampaignModules). See campaign.Modules.
type CampaignModules = campaign.Modules

// ScenarioField is one field of a ruleset's scenario schema, as RuleDoc's
// Fields and `twtw doc scenario.schema` give it. See schema.FieldDoc.
type ScenarioField = schema.FieldDoc

// ScriptError is a Lua error with the script's path and line: a syntax
// error, or an error a rule raised. See vm.ScriptError.
type ScriptError = vm.ScriptError

// StopError is a script call stopped by its deadline, its context, the
// memory guard or Close, with the path and line it had reached. Its Err
// says which: ErrCallTimeout, the context's error, ErrMemoryLimit or
// ErrClosed. See vm.StopError.
type StopError = vm.StopError

// ErrCallTimeout is the Err of a *StopError for a script call that ran past
// Options.CallTimeout: a rule (a house rule, say) that ran too long. It
// does not match context.DeadlineExceeded, which a call stopped by the
// caller's own context's deadline does (and context.Canceled one it
// cancelled), so a program tells its own deadline from a rule's.
var ErrCallTimeout = vm.ErrCallTimeout

// ErrMemoryLimit is the Err of a *StopError for a script call that the
// memory guard stopped (Options.MaxMemory). See vm.ErrMemoryLimit.
var ErrMemoryLimit = vm.ErrMemoryLimit

// ManifestError is a module file whose manifest cannot be read: the file,
// the line that sets the field at fault (or the nearest enclosing field set
// by name; 0 when none is, as for a field that is missing), the field
// ("version", "requires[2]", "options.rounds.type") and what is wrong with
// it. More holds the other faults found with it (more unknown fields). New
// returns it inside a *LoadError: the script does not load.
type ManifestError struct {
	Path  string
	Line  int
	Field string
	Msg   string
	More  []*ManifestError
	// File is the module's file on disk when it differs from Path (a folder
	// loaded under another name), else "".
	File string
}

// Error returns "path:line: msg" ("path: msg" when the line is unknown),
// then each other fault the same way, a line each.
func (e *ManifestError) Error() string {
	where := e.Path
	if e.Line > 0 {
		where = fmt.Sprintf("%s:%d", e.Path, e.Line)
	}
	lines := []string{where + ": " + e.Msg}
	for _, m := range e.More {
		lines = append(lines, m.Error())
	}
	return strings.Join(lines, "\n")
}

// LoadError is a script that does not load: a syntax error, a module file
// that fails when required, a module whose setup fails, a data table a set
// cannot build, a ruleset whose scenario schema is unreadable. New returns it
// for every failure that is not an *InputError; the CLI exits 2 for both (a
// rule that fails while a fight or spec runs is a *RuleError: exit 1).
// errors.As still finds the *ScriptError or *StopError inside, with the
// script's path and line.
type LoadError struct{ Err error }

// Error returns the cause's message.
func (e *LoadError) Error() string { return e.Err.Error() }

// Unwrap returns the cause.
func (e *LoadError) Unwrap() error { return e.Err }

// asLoadError wraps err in a *LoadError unless it is nil or bad input.
func asLoadError(err error) error {
	var in *InputError
	var le *LoadError
	if err == nil || errors.As(err, &in) || errors.As(err, &le) {
		return err
	}
	return &LoadError{Err: err}
}

// Suggest is didyoumean.Best for the CLI, which may import package host
// alone: "; did you mean "X"?" when one of known is close to name (by edit
// distance), else "". The CLI uses it for commands and flags.
func Suggest(name string, known []string) string { return didyoumean.Best(name, known) }

// findRuleset is ruleset.Find with a "did you mean" for a misspelt name.
func findRuleset(name string) (*ruleset.Ruleset, error) {
	rs, err := ruleset.Find(name)
	if err == nil {
		return rs, nil
	}
	all, aerr := ruleset.All()
	if aerr != nil {
		return nil, err
	}
	names := make([]string, len(all))
	for i, r := range all {
		names[i] = r.Name
	}
	if s := didyoumean.Best(name, names); s != "" {
		err = fmt.Errorf("%w%s", err, s)
	}
	return nil, err
}

// setupError is a module whose setup raised an error: "module X: setup:
// file:line: message" and the hint, if any, at its end.
type setupError struct {
	module string
	err    error
	hint   string
}

// Error returns "module X: setup: " and the error setup raised.
func (e *setupError) Error() string {
	return fmt.Sprintf("module %s: setup: %v%s", e.module, e.err, e.hint)
}

// Unwrap returns the error setup raised.
func (e *setupError) Unwrap() error { return e.err }

// setupFault finds, in an error that holds a module's failed setup, the
// script and line the setup's error was raised at, and returns the error's
// message beginning with them ("gulch/x.lua:8: module gulch.x: setup: wrap
// …", which said "module gulch.x: setup: gulch/x.lua:8: wrap …"), with the
// script's path as it loads and its line; else the message as it is, "" and 0.
func setupFault(err error) (msg, path string, line int) {
	msg = err.Error()
	var su *setupError
	var se *ScriptError
	if !errors.As(err, &su) || !errors.As(su.err, &se) || se.Path == "" {
		return msg, "", 0
	}
	at := fmt.Sprintf("%s:%d: ", se.Path, se.Line)
	if !strings.HasPrefix(msg, at) {
		msg = at + strings.Replace(msg, at, "", 1)
	}
	return msg, se.Path, se.Line
}

// selectionField is the field of an *InputError for a plan refused without a
// campaign file to locate it in: what the Options selected that the first
// problem is about, "MODULE.OPTION" or "MODULE" ("bleeding.heavy" for a
// value it refuses), or "" when the problem is a manifest's (a requirement
// no module answers) or there is none.
func selectionField(pe *module.PlanError) string {
	if pe == nil || len(pe.Problems) == 0 || pe.Problems[0].Require != "" {
		return ""
	}
	p := pe.Problems[0]
	if p.Option != "" {
		return p.Module + "." + p.Option
	}
	return p.Module
}
