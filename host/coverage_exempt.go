package host

import (
	"fmt"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/coverage"
	"github.com/twtw/twtw/host/vm"
)

// ExemptRule is the data table in which a ruleset lists, in one place, the
// rules a fight cannot run and why: {["healing.natural"] = "runs between
// fights", ["NAME@MODULE"] = "…"}. A key names a rule or event (all its
// links), or one module's link of it.
const ExemptRule = "coverage.exempt"

// CoverageGap is a rule that never ran, or one link of a rule that ran:
// see coverage.Gap.
type CoverageGap = coverage.Gap

// minReason is the length under which a coverage.exempt reason is no
// sentence a reader of twtw coverage could act on ("tactics", "n/a").
const minReason = 20

// CoverageExempt reads the ruleset's coverage.exempt table (nil when the
// ruleset has none); every reason must be text, a sentence of at least
// minReason characters.
func (e *Engine) CoverageExempt() (map[string]string, error) {
	v, err := e.pool.Get()
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", ExemptRule, e.poolError(err))
	}
	defer e.pool.Put(v)
	t, ok := apiOf(v).reg.table.RawGetString(ExemptRule).(*lua.LTable)
	if !ok {
		return nil, nil
	}
	out := map[string]string{}
	var bad error
	vm.Each(t, func(k, val lua.LValue) {
		ks, ok1 := k.(lua.LString)
		vs, ok2 := val.(lua.LString)
		if bad == nil && (!ok1 || !ok2 || len(strings.TrimSpace(string(vs))) < minReason) {
			bad = fmt.Errorf("%s: entry %s = %s: want \"rule.name\" = \"the reason it never runs\" (a sentence, %d characters or more)", ExemptRule, k, val, minReason)
		}
		out[string(ks)] = string(vs)
	})
	return out, bad
}
