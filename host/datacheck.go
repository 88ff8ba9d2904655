package host

import (
	"context"
	"fmt"

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
		return fmt.Errorf("set %q by %s (%s): %s.%s: %s", name, l.Module, l.Where, name, key, lua.LVAsString(rets[1]))
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
