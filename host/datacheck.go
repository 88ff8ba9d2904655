package host

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// DataCheckRule is the optional rule a ruleset defines to check the values
// of its data tables that a shape cannot say (a chart letter the chart has
// no code for, a die of no sides): check(name, value) returns nil, or the
// entry at fault (a key path, "1.rows.2", or a key) and a message. When the
// engine is built, after every set, the host calls it on each data table an
// api.set changed and refuses the first problem, naming the set that last
// changed that entry (its module and file:line), as checkSet refuses a set
// that changes a table's shape: a bad value is refused at load, not played
// silently or failed mid-fight far from the house rule that set it. A table
// no set changed is the definer's, which its specs check.
const DataCheckRule = "data.check"

// checkData runs DataCheckRule, when the rules define it, on every data table
// a set changed, in name order.
func (a *api) checkData(ctx context.Context) error {
	r := a.reg
	fn := r.table.RawGetString(DataCheckRule)
	if _, ok := fn.(*lua.LFunction); !ok || len(r.changes) == 0 {
		return nil
	}
	for _, name := range sortedKeys(r.changes) {
		rets, err := a.vm.Call(ctx, fn, 2, lua.LString(name), r.table.RawGetString(name))
		if err != nil {
			return fmt.Errorf("rule %s on %s: %w", DataCheckRule, name, err)
		}
		if rets[0] == lua.LNil || rets[0] == lua.LFalse {
			continue
		}
		key := dataKey(rets[0])
		l := r.lastSetOf(name, key)
		return setError(name, l, name+"."+key, fmt.Errorf("%s.%s: %s", name, key, lua.LVAsString(rets[1])))
	}
	return nil
}

// lastSetOf is the last set of data table name whose change touches the
// entry at key, else the table's last set.
func (r *registry) lastSetOf(name, key string) Link {
	cs := r.changes[name]
	for i := len(cs) - 1; i >= 0; i-- {
		for _, p := range cs[i].paths {
			if overlaps(p, key) {
				return cs[i].link
			}
		}
	}
	return cs[len(cs)-1].link
}

// SetError is a module's api.set refused when the rules are built: it changed
// a data table's shape (checkSet) or gave it a value the ruleset's data.check
// refuses. Path and Line are the set's file and line, Field the table or the
// entry at fault ("locations.chart.1.rows.2"), so a --json error names them
// as it names a script's own error.
type SetError struct {
	Table, Module string
	Path          string
	Line          int
	Field         string
	Err           error
	// File is the setting module's file on disk when it differs from Path
	// (a folder loaded under another name), else "".
	File string
}

// Error returns "set TABLE by MODULE (FILE:LINE): why".
func (e *SetError) Error() string {
	return fmt.Sprintf("set %q by %s (%s:%d): %v", e.Table, e.Module, e.Path, e.Line, e.Err)
}

// Unwrap returns why.
func (e *SetError) Unwrap() error { return e.Err }

// setError is the refusal of set l of data table name at field.
func setError(name string, l Link, field string, err error) error {
	path, line := l.Where, 0
	if i := strings.LastIndexByte(l.Where, ':'); i > 0 {
		if n, aerr := strconv.Atoi(l.Where[i+1:]); aerr == nil {
			path, line = l.Where[:i], n
		}
	}
	return &SetError{Table: name, Module: l.Module, Path: path, Line: line, Field: field, Err: err}
}
