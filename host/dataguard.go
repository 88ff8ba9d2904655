package host

import (
	"fmt"
	"math"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/vm"
)

// hintData says how a data table changes, for a fight that changed one.
const hintData = "a data table changes only through api.set in a module's setup, which the plan and explain credit; " +
	"keep what a rule works out in its own table"

// dataGuard holds the data tables as the rules were built, entry by entry,
// so that a fight or an explanation that changed one at run time (a wrapper
// doing t.base = t.base + 1 on api.rules["ranged.table"]) is refused,
// naming the entry, rather than played with the change credited to the
// table's definer and its sets. The tables are plain Lua tables, read at
// full speed: a read-only view would cost every read, so the check is one
// walk after the run. It is on when scripts outside the built-in set are
// loaded (freshVM then rebuilds the rules, and the tables, for every run);
// the built-in scripts write to no data table
// (TestBuiltinScriptsWriteNoDataTable).
type dataGuard struct {
	tables     []guardedTable
	keys, vals []lua.LValue // every recorded entry, table after table
	seen       map[*lua.LTable]bool
	names      []string // the data tables' names, sorted (the same at every rebuild)
	// frozen holds, by data table, the metatables (vm.Frozen) that refuse
	// a new key in it ([0]) and in a table inside it ([1]), made once a VM
	frozen map[string]*[2]*lua.LTable
}

// guardedTable is one table of a data table (the data table itself or a
// table inside it): its entries are keys[lo:hi] and vals[lo:hi]; name is
// the data table's name, or parent the index of the table that holds it
// under key. Paths are built only for an error, and the slices are reused
// from run to run, so a record allocates nothing once the VM has run.
type guardedTable struct {
	t      *lua.LTable
	name   string
	parent int
	key    lua.LValue
	lo, hi int
}

// record notes every data table of r, and every table inside one, with its
// entries as they are now.
func (g *dataGuard) record(r *registry) {
	g.tables, g.keys, g.vals = g.tables[:0], g.keys[:0], g.vals[:0]
	if g.seen == nil {
		g.seen = map[*lua.LTable]bool{}
	}
	clear(g.seen)
	if g.names == nil {
		for _, name := range sortedKeys(r.rules) {
			if r.rules[name].Kind == "data" {
				g.names = append(g.names, name)
			}
		}
		g.frozen = make(map[string]*[2]*lua.LTable, len(g.names))
		for _, name := range g.names {
			g.frozen[name] = &[2]*lua.LTable{vm.Frozen(r.L, name, hintData), vm.Frozen(r.L, name+"[…]", hintData)}
		}
	}
	for _, name := range g.names {
		if t, ok := r.table.RawGetString(name).(*lua.LTable); ok {
			g.walk(guardedTable{t: t, name: name, parent: -1}, g.frozen[name])
		}
	}
}

// walk records gt's table and the tables inside it, each once, and gives
// each that has no metatable the frozen one of its data table (mts).
func (g *dataGuard) walk(gt guardedTable, mts *[2]*lua.LTable) {
	if g.seen[gt.t] {
		return
	}
	g.seen[gt.t] = true
	if gt.t.Metatable == lua.LNil { // a new key is refused at the script's line
		gt.t.Metatable = mts[0]
		if gt.parent >= 0 {
			gt.t.Metatable = mts[1]
		}
	}
	gt.lo = len(g.keys)
	for k, v := gt.t.Next(lua.LNil); k != lua.LNil; k, v = gt.t.Next(k) {
		g.keys = append(g.keys, k)
		g.vals = append(g.vals, v)
	}
	gt.hi = len(g.keys)
	at := len(g.tables)
	g.tables = append(g.tables, gt)
	for i := gt.lo; i < gt.hi; i++ {
		if inner, ok := g.vals[i].(*lua.LTable); ok {
			g.walk(guardedTable{t: inner, parent: at, key: g.keys[i]}, mts)
		}
	}
}

// path is table i's path: "ranged.table", "wounds.levels.4".
func (g *dataGuard) path(i int) string {
	gt := g.tables[i]
	if gt.parent < 0 {
		return gt.name
	}
	return g.path(gt.parent) + "." + dataKey(gt.key)
}

// check returns nil when every recorded table holds the entries it was
// recorded with and no other, else the error naming the first entry changed.
func (g *dataGuard) check() error {
	for i, gt := range g.tables {
		for j := gt.lo; j < gt.hi; j++ {
			if now := gt.t.RawGet(g.keys[j]); !sameValue(now, g.vals[j]) {
				return dataChanged(g.path(i)+"."+dataKey(g.keys[j]),
					fmt.Sprintf("is %s, was %s when the rules were built", showValue(now), showValue(g.vals[j])))
			}
		}
		if mt, ok := gt.t.Metatable.(*lua.LTable); (!ok || mt.RawGetString("__newindex") == lua.LNil) && g.grew(gt) {
			return dataChanged(g.path(i)+"."+dataKey(g.added(gt)), "was added after the rules were built")
		}
	}
	return nil
}

// grew says whether gt's table holds more keys than were recorded: only a
// table that had a metatable of its own, not frozen, can.
func (g *dataGuard) grew(gt guardedTable) bool {
	n := 0
	for k, _ := gt.t.Next(lua.LNil); k != lua.LNil; k, _ = gt.t.Next(k) {
		n++
	}
	return n != gt.hi-gt.lo
}

// added is a key of gt's table that was not recorded.
func (g *dataGuard) added(gt guardedTable) lua.LValue {
	had := make(map[lua.LValue]bool, gt.hi-gt.lo)
	for _, k := range g.keys[gt.lo:gt.hi] {
		had[k] = true
	}
	var added lua.LValue = lua.LNil
	vm.Each(gt.t, func(k, _ lua.LValue) {
		if !had[k] && added == lua.LNil {
			added = k
		}
	})
	return added
}

// dataChanged is the error of a run that changed entry at of a data table.
func dataChanged(at, what string) error {
	return fmt.Errorf("data table entry %s %s: a rule changed it at run time (%s)", at, what, hintData)
}

// sameValue says whether a and b are the same Lua value (NaN is itself).
func sameValue(a, b lua.LValue) bool {
	if a == b {
		return true
	}
	x, ok1 := a.(lua.LNumber)
	y, ok2 := b.(lua.LNumber)
	return ok1 && ok2 && math.IsNaN(float64(x)) && math.IsNaN(float64(y))
}

// showValue is v as the error shows it: a string quoted, a table as such.
func showValue(v lua.LValue) string {
	switch v := v.(type) {
	case lua.LString:
		return fmt.Sprintf("%q", string(v))
	case *lua.LTable:
		return "a table"
	case *lua.LFunction:
		return "a function"
	}
	return v.String()
}
