package host

import (
	"fmt"
	"sort"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/vm"
)

// checkSet refuses an api.set that changes a data table's shape instead of
// its values, at seal time, before any rule reads the table (decided here:
// a rule reads the keys it knows, so a misspelt or dropped key, or a number
// turned into a string, would otherwise fail or be ignored far from the set
// that caused it). old is the table in force before the set, cur after it;
// whole says the set gave a whole table (api.set(name, {…})), which must
// keep every key old had, where a set function may drop a key on purpose
// (t.key = nil). Refused:
//   - a value whose kind changes (number, string, boolean, table, function);
//   - a key old had that a whole-table set leaves out;
//   - a new key one edit from a key of the same table (bsae beside base), in
//     a table that is not a map of entries (gear.weapons takes new weapons);
//     in a new entry of such a map, a key one edit from a key the other
//     entries have.
//
// Other new keys are taken: a new skill in skills.traits, a new weapon.
func checkSet(name string, old, cur lua.LValue, whole bool) error {
	var problems []string
	shapeDiff(name, old, cur, whole, 0, &problems)
	if len(problems) == 0 {
		return nil
	}
	hint := ""
	if whole {
		hint = fmt.Sprintf("; to change some entries, set a function: api.set(%q, function(t) … return t end)", name)
	}
	return fmt.Errorf("%s (a set may change values and add entries, but keeps every key and its kind%s; twtw doc %s shows the shape)",
		strings.Join(problems, "; "), hint, name)
}

// shapeDiff appends what cur changes in old's shape at path.
func shapeDiff(path string, old, cur lua.LValue, whole bool, depth int, out *[]string) {
	if old == lua.LNil || cur == lua.LNil {
		return
	}
	if old.Type() != cur.Type() {
		*out = append(*out, fmt.Sprintf("%s was %s, is now %s", path, describeValue(old), describeValue(cur)))
		return
	}
	to, okO := old.(*lua.LTable)
	tc, okC := cur.(*lua.LTable)
	if !okO || !okC || to == tc || depth >= maxDataDepth {
		return
	}
	var missing []string
	vm.Each(to, func(k, x lua.LValue) {
		y := tc.RawGet(k)
		if y == lua.LNil {
			if whole {
				missing = append(missing, dataKey(k))
			}
			return
		}
		shapeDiff(path+"."+dataKey(k), x, y, whole, depth+1, out)
	})
	if len(missing) > 0 {
		sort.Strings(missing)
		*out = append(*out, fmt.Sprintf("%s leaves out %s", path, strings.Join(missing, ", ")))
	}
	entries := isEntryMap(to)
	known := stringKeys(to)
	vm.Each(tc, func(k, y lua.LValue) {
		ks, ok := k.(lua.LString)
		if !ok || to.RawGet(k) != lua.LNil {
			return
		}
		if !entries {
			if near := didyoumean.Near(string(ks), known); near != "" {
				*out = append(*out, fmt.Sprintf("%s.%s is a new key; did you mean %q?", path, ks, near))
			}
			return
		}
		if entry, ok := y.(*lua.LTable); ok {
			newEntry(path+"."+string(ks), entry, to, out)
		}
	})
}

// newEntry checks the keys of a new entry of a map of entries against the
// keys the map's other entries have.
func newEntry(path string, entry, entries *lua.LTable, out *[]string) {
	seen := map[string]bool{}
	vm.Each(entries, func(_, e lua.LValue) {
		if t, ok := e.(*lua.LTable); ok {
			for _, k := range stringKeys(t) {
				seen[k] = true
			}
		}
	})
	known := make([]string, 0, len(seen))
	for k := range seen {
		known = append(known, k)
	}
	sort.Strings(known)
	for _, k := range stringKeys(entry) {
		if seen[k] {
			continue
		}
		if near := didyoumean.Near(k, known); near != "" {
			*out = append(*out, fmt.Sprintf("%s.%s is a key no other entry has; did you mean %q?", path, k, near))
		}
	}
}

// isEntryMap says whether t is a map of entries (every value a table, keyed
// by name), which a set may extend with new entries.
func isEntryMap(t *lua.LTable) bool {
	n, tables := 0, true
	vm.Each(t, func(k, v lua.LValue) {
		n++
		if _, ok := v.(*lua.LTable); !ok {
			tables = false
		}
	})
	return n > 0 && tables
}

// stringKeys returns t's string keys, sorted.
func stringKeys(t *lua.LTable) []string {
	var ks []string
	vm.Each(t, func(k, _ lua.LValue) {
		if s, ok := k.(lua.LString); ok {
			ks = append(ks, string(s))
		}
	})
	sort.Strings(ks)
	return ks
}

// describeValue names a value's kind with the value: a number (5), a string
// ("six"), a table.
func describeValue(v lua.LValue) string {
	switch x := v.(type) {
	case lua.LNumber:
		return fmt.Sprintf("a number (%s)", x.String())
	case lua.LString:
		return fmt.Sprintf("a string (%q)", string(x))
	case lua.LBool:
		return fmt.Sprintf("a boolean (%v)", bool(x))
	default:
		return "a " + v.Type().String()
	}
}
