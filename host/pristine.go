package host

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/vm"
)

// pristine keeps tables that scripts are handed again and again, each with
// the entries it had when recorded, so that what a script changed can be put
// back: a VM's card tables (cardtables.go), and in a spec file's VM the data
// tables of its rule sets, so that one test's change does not reach the next.
type pristine struct {
	tables []pristineTable
	seen   map[*lua.LTable]bool
	// extras says restore also removes the keys a script added (tables that
	// are not frozen); it costs a walk of every table.
	extras bool
}

// pristineTable is one table and the entries it was recorded with; noted
// says only those entries were noted (note), not the whole table.
type pristineTable struct {
	t          *lua.LTable
	keys, vals []lua.LValue
	noted      bool
}

// record notes t and every table inside it (each once) with their entries
// as they are now.
func (p *pristine) record(t *lua.LTable) {
	if p.seen == nil {
		p.seen = map[*lua.LTable]bool{}
	}
	if p.seen[t] {
		return
	}
	p.seen[t] = true
	pt := pristineTable{t: t}
	vm.Each(t, func(k, v lua.LValue) {
		pt.keys = append(pt.keys, k)
		pt.vals = append(pt.vals, v)
		if inner, ok := v.(*lua.LTable); ok {
			p.record(inner)
		}
	})
	p.tables = append(p.tables, pt)
}

// note adds one entry of t, made after t was recorded, to what restore puts
// back.
func (p *pristine) note(t *lua.LTable, k, v lua.LValue) {
	p.tables = append(p.tables, pristineTable{t: t, keys: []lua.LValue{k}, vals: []lua.LValue{v}, noted: true})
}

// recorded says whether anything was recorded.
func (p *pristine) recorded() bool { return len(p.tables) > 0 }

// restore puts back every recorded entry a script changed and, with
// extras, removes the keys a script added.
func (p *pristine) restore() {
	for _, pt := range p.tables {
		for i, k := range pt.keys {
			if pt.t.RawGet(k) != pt.vals[i] {
				pt.t.RawSet(k, pt.vals[i])
			}
		}
	}
	if p.extras {
		p.removeAdded()
	}
}

// removeAdded removes from each table recorded whole the keys it was not
// recorded with (an entry given to note says nothing of its table's other
// keys). restore has put every recorded entry back first, so a table with
// as many entries as it was recorded with has none added.
func (p *pristine) removeAdded() {
	for _, pt := range p.tables {
		if pt.noted || entries(pt.t) == len(pt.keys) {
			continue
		}
		known := make(map[lua.LValue]bool, len(pt.keys))
		for _, k := range pt.keys {
			known[k] = true
		}
		var added []lua.LValue
		vm.Each(pt.t, func(k, _ lua.LValue) {
			if !known[k] {
				added = append(added, k)
			}
		})
		for _, k := range added {
			pt.t.RawSet(k, lua.LNil)
		}
	}
}

// entries counts t's entries without boxing its keys, as ForEach does: the
// array part by index, the rest through Next, which hands back the keys the
// table holds.
func entries(t *lua.LTable) int {
	n, top := 0, t.Len()
	for i := 1; i <= top; i++ {
		if t.RawGetInt(i) != lua.LNil {
			n++
		}
	}
	var k lua.LValue = lua.LNil // Next(nil) starts at the array part, Next(n) after its nth entry
	if top > 0 {
		k = lua.LNumber(top)
	}
	for k, _ = t.Next(k); k != lua.LNil; k, _ = t.Next(k) {
		n++
	}
	return n
}
