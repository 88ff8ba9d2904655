package host

import (
	"fmt"
	"sort"

	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/vm"
)

// explainFlags are the opts that come from explain's own flags rather than
// --opt KEY=VALUE: a refusal names the flag.
var explainFlags = map[string]bool{"weapon": true, "card": true, "called": true, "stack": true, "aimed": true}

// unreadOpts refuses an explain opt that no script the engine loads can
// read: a key that is no string constant of the ruleset's scripts, its
// libraries or a module that is on would reach explain.attack's opts (and,
// under TWTW, the attack context) and be ignored, so a misspelt
// --opt movng=run explained an attack without moving. A script names a
// field it reads with a literal key (ctx.moving, opts["fan"]); one that
// builds the name from pieces is not seen, and its key is refused too
// (decided here: a silent typo misleads a judge more than a refused key
// that only such a script reads). The *InputError names the option
// ("--opt KEY", or the flag: "--aimed") and, when one is close, the field
// the scripts read that it was likely meant for. Keys are checked in sorted
// order; nil when every key is read.
func (e *Engine) unreadOpts(opts map[string]string) error {
	if len(opts) == 0 {
		return nil
	}
	named, err := e.loadedStrings()
	if err != nil {
		return err
	}
	for _, k := range sortedKeys(opts) {
		if named[k] {
			continue
		}
		field := "--opt " + k
		if explainFlags[k] {
			field = "--" + k
		}
		return &InputError{Field: field, Err: fmt.Errorf("%s: no script of ruleset %s or of a module on reads %q%s",
			field, e.rs.Name, k, didyoumean.Best(k, identifiers(named)))}
	}
	return nil
}

// loadedStrings is the set of string constants of every script the engine
// may load: each library and the modules of the plan (a module that is off
// reads nothing), specs left out.
func (e *Engine) loadedStrings() (map[string]bool, error) {
	on := map[string]bool{}
	for _, p := range e.plan {
		on[p.Path] = true
	}
	named := map[string]bool{}
	for _, p := range e.scripts.Paths() {
		if vm.IsSpec(p) || (isModulePath(p) && !on[p]) {
			continue
		}
		strs, _, err := e.scripts.Strings(p)
		if err != nil {
			return nil, err
		}
		for _, s := range strs {
			named[s] = true
		}
	}
	return named, nil
}

// identifiers returns the strings of set that could be field names read
// with a dot (vm.IsName), sorted.
func identifiers(set map[string]bool) []string {
	var out []string
	for s := range set {
		if vm.IsName(s) {
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}
