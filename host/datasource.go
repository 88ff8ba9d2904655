package host

import (
	"fmt"
	"strconv"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/vm"
)

// DataSource names the data table entry a term's amount was read from and
// the modules whose api.set changed that entry, in load order (ARCHITECTURE.md
// "Provenance"); or (Rule) the rule that worked the amount out and the
// modules whose api.wrap or api.replace changed it; or (Option) the module
// option it was read from, its value and who set it. A term carries one only
// when a module changed what it read (an option: when it is not the module's
// default): a number the defining module's table, rule or default still
// gives is credited by the term's own file:line.
type DataSource struct {
	// Table is the data table ("called.table"), the rule when Rule is set
	// ("aim.bonus"), or the module when Option is ("bumps"); Key the entry
	// read, a dot-separated path ("head", "peacemaker.pen"; "" for the
	// whole table), or the option ("step").
	Table  string     `json:"table"`
	Key    string     `json:"key,omitempty"`
	Rule   bool       `json:"rule,omitempty"`
	Option bool       `json:"option,omitempty"`
	Value  any        `json:"-"` // an option's value (MarshalJSON writes it)
	SetBy  []DataLink `json:"set_by"`
}

// DataLink is one api.set that changed a data table entry, or one api.wrap
// or api.replace of a rule (Op): the module and the file:line of the call;
// for an option, who set it ("campaign" and the file's line; "twtw.use" and
// the spec's line; "Options.Enable" with no line).
type DataLink struct {
	Module string `json:"module"`
	Where  string `json:"where"`
	Op     Op     `json:"op,omitempty"`
}

// Entry names the entry as Lua would index it: called.table[head],
// gear.weapons[peacemaker][pen].
func (d *DataSource) Entry() string {
	if d.Option {
		return "option " + d.Table + "." + d.Key
	}
	var b strings.Builder
	b.WriteString(d.Table)
	if d.Key != "" {
		for _, k := range strings.Split(d.Key, ".") {
			b.WriteString("[" + k + "]")
		}
	}
	return b.String()
}

// Setters names the sets: "gulch.headshot gulch/headshot.lua:26", several
// joined by ", then "; a rule's changes say what each did: "wrapped by
// gulch.grit hr/grit.lua:20".
func (d *DataSource) Setters() string {
	parts := make([]string, len(d.SetBy))
	for i, l := range d.SetBy {
		parts[i] = strings.TrimSuffix(l.Module+" "+l.Where, " ")
		if d.Rule {
			parts[i] = l.Op.done() + " by " + parts[i]
		}
	}
	return strings.Join(parts, ", then ")
}

// String is the note a transcript adds to a term's line:
// "data called.table[head] set by gulch.headshot gulch/headshot.lua:26",
// "rule aim.bonus wrapped by gulch.grit hr/grit.lua:20", or "option
// bumps.step = 2 set by campaign bs.toml:11".
func (d *DataSource) String() string {
	if d.Rule {
		return "rule " + d.Table + " " + d.Setters()
	}
	if d.Option {
		return d.Entry() + " = " + fmt.Sprint(d.Value) + " set by " + d.Setters()
	}
	return "data " + d.Entry() + " set by " + d.Setters()
}

// dataChange is one api.set of a data table with the entries it changed
// (dot-separated paths; "" when the whole value differs) and, for `twtw
// doc`, the value the set wrote at each (values[i] at paths[i], converted
// when the set ran: a later set changes the table in force, not these).
type dataChange struct {
	link   Link
	paths  []string
	values []any
}

// maxDataDepth bounds how deep data tables are compared and copied.
const maxDataDepth = 8

// snapshotData copies a data table deeply (to maxDataDepth), so that a set
// function that changes the table in place still shows what it changed. With
// seen nil, a table met twice is copied twice: the copy shares no rows.
func snapshotData(L *lua.LState, v lua.LValue, depth int, seen map[*lua.LTable]*lua.LTable) lua.LValue {
	t, ok := v.(*lua.LTable)
	if !ok || depth >= maxDataDepth {
		return v
	}
	if c, ok := seen[t]; ok {
		return c
	}
	c := L.NewTable()
	if seen != nil {
		seen[t] = c
	}
	vm.Each(t, func(k, x lua.LValue) { c.RawSet(k, snapshotData(L, x, depth+1, seen)) })
	return c
}

// diffData appends to out the paths under prefix where a and b differ:
// tables are compared entry by entry, other values by ==.
func diffData(a, b lua.LValue, prefix string, depth int, out []string) []string {
	ta, okA := a.(*lua.LTable)
	tb, okB := b.(*lua.LTable)
	if !okA || !okB || depth >= maxDataDepth {
		if a != b {
			out = append(out, prefix)
		}
		return out
	}
	if ta == tb {
		return out
	}
	join := func(k lua.LValue) string {
		if prefix == "" {
			return dataKey(k)
		}
		return prefix + "." + dataKey(k)
	}
	vm.Each(ta, func(k, x lua.LValue) { out = diffData(x, tb.RawGet(k), join(k), depth+1, out) })
	vm.Each(tb, func(k, y lua.LValue) {
		if ta.RawGet(k) == lua.LNil {
			out = append(out, join(k))
		}
	})
	return out
}

// dataKey is a table key as a path component: a string as is, a whole number
// in decimal.
func dataKey(k lua.LValue) string {
	if n, ok := k.(lua.LNumber); ok && float64(n) == float64(int64(n)) {
		return strconv.FormatInt(int64(n), 10)
	}
	return lua.LVAsString(k)
}

// overlaps says whether a change at path p touches the entry at key k: one
// holds the other ("" is the whole table).
func overlaps(p, k string) bool {
	return p == "" || k == "" || p == k || strings.HasPrefix(k, p+".") || strings.HasPrefix(p, k+".")
}

// recordChange notes what one set link changed, for sources.
func (r *registry) recordChange(name string, l Link, old, cur lua.LValue) {
	if r.changes == nil {
		r.changes = map[string][]dataChange{}
	}
	c := dataChange{link: l, paths: diffData(old, cur, "", 0, nil)}
	c.values = make([]any, len(c.paths))
	for i, p := range c.paths {
		c.values[i] = dataValue(dataAt(cur, p), 0)
	}
	r.changes[name] = append(r.changes[name], c)
}

// source resolves a term's data reference — "TABLE" or "TABLE.KEY.PATH" (the
// longest data table name that prefixes it), or a table {data = TABLE, key =
// KEY} — to the sets that changed that entry, nil when none did; a table
// {option = "MODULE.OPTION"} to the option (optionSource). A name that is no
// data table is a Lua error naming the nearest one.
func (r *registry) source(L *lua.LState, v lua.LValue) *DataSource {
	var ref string
	switch x := v.(type) {
	case lua.LString:
		ref = string(x)
	case *lua.LTable:
		if o, ok := x.RawGetString("option").(lua.LString); ok {
			return r.optionSource(L, string(o))
		}
		ref = lua.LVAsString(x.RawGetString("data"))
		if k := x.RawGetString("key"); k != lua.LNil {
			ref += "." + dataKey(k)
		}
	default:
		L.RaiseError("terms: a data reference is \"TABLE.KEY\", {data = TABLE, key = KEY} or {option = \"MODULE.OPTION\"}, got %s", v.Type())
	}
	if ds, ok := r.sources[ref]; ok {
		return ds
	}
	name, key := r.splitRef(ref)
	if name == "" {
		if rp, ok := r.rules[ref]; ok && rp.Kind == "function" {
			return r.ruleSource(ref, rp)
		}
		L.RaiseError("terms: data %q: no data table or rule of that name%s", ref, didyoumean.Best(ref, r.dataNames()))
	}
	var ds *DataSource
	for _, c := range r.changes[name] {
		for _, p := range c.paths {
			if overlaps(p, key) {
				if ds == nil {
					ds = &DataSource{Table: name, Key: key}
				}
				ds.SetBy = append(ds.SetBy, DataLink{Module: c.link.Module, Where: c.link.Where})
				break
			}
		}
	}
	if r.sources == nil {
		r.sources = map[string]*DataSource{}
	}
	r.sources[ref] = ds
	return ds
}

// ruleSource is a term's reference to the rule that worked its amount out:
// the replaces of the rule after its first definition and the wrappers that
// changed what it returned in its latest call (the call whose result the
// term adds: a wrapper that handed next's number on unchanged is not
// credited), nil when none did. It is cached, as data references are: a
// wrapped rule's by which of its wrappers changed the value.
func (r *registry) ruleSource(name string, rp *RulePlan) *DataSource {
	wraps := r.wraps[name]
	var key wrapsKey
	if len(wraps) > 0 && len(wraps) <= 64 {
		key.rule = name
		for i, st := range wraps {
			if st.changed {
				key.changed |= 1 << i
			}
		}
		if ds, ok := r.bySource[key]; ok {
			return ds
		}
	}
	var ds *DataSource
	w := 0
	for _, l := range rp.Chain[1:] {
		switch l.Op {
		case OpWrap:
			if w < len(wraps) {
				st := wraps[w]
				w++
				if !st.changed {
					continue
				}
			}
		case OpReplace:
		default:
			continue
		}
		if ds == nil {
			ds = &DataSource{Table: name, Rule: true}
		}
		ds.SetBy = append(ds.SetBy, DataLink{Module: l.Module, Where: l.Where, Op: l.Op})
	}
	switch {
	case len(wraps) == 0:
		if r.sources == nil {
			r.sources = map[string]*DataSource{}
		}
		r.sources[name] = ds
	case key.rule != "":
		if r.bySource == nil {
			r.bySource = map[wrapsKey]*DataSource{}
		}
		r.bySource[key] = ds
	}
	return ds
}

// wrapsKey caches the source of a wrapped rule for one set of its wrappers
// having changed its value (bit i: the i-th wrapper, load order).
type wrapsKey struct {
	rule    string
	changed uint64
}

// splitRef splits "gear.weapons.peacemaker.pen" into the data table
// "gear.weapons" and the key "peacemaker.pen" ("" when no data table
// prefixes it).
func (r *registry) splitRef(ref string) (name, key string) {
	for n := ref; ; {
		if rp, ok := r.rules[n]; ok && rp.Kind == "data" {
			return n, strings.TrimPrefix(strings.TrimPrefix(ref, n), ".")
		}
		i := strings.LastIndexByte(n, '.')
		if i < 0 {
			return "", ""
		}
		n = n[:i]
	}
}

// dataNames lists the data tables, sorted.
func (r *registry) dataNames() []string {
	var out []string
	for _, n := range sortedKeys(r.rules) {
		if r.rules[n].Kind == "data" {
			out = append(out, n)
		}
	}
	return out
}

// datum is api.datum(name, key, …): the entry of a data table in force
// (nil when a key is missing) and the reference a term takes to credit the
// sets that changed it: local n, from = api.datum("called.table", "head");
// tn:add(n, "called shot", "called", from).
func (r *registry) datum(L *lua.LState) int {
	name := L.CheckString(1)
	if !r.sealed {
		L.RaiseError("datum(%q): data is read when rules run, not during setup (later modules may still change it)", name)
	}
	if rp, ok := r.rules[name]; !ok || rp.Kind != "data" {
		L.RaiseError("datum(%q): no data table of that name%s", name, didyoumean.Best(name, r.dataNames()))
	}
	v := L.GetField(r.table, name)
	ref := name
	for i := 2; i <= L.GetTop(); i++ {
		k := L.Get(i)
		switch k.(type) {
		case lua.LString, lua.LNumber:
		default:
			L.ArgError(i, "a key is a string or a number")
		}
		ref += "." + dataKey(k)
		if _, ok := v.(*lua.LTable); ok {
			v = L.GetTable(v, k)
		} else {
			v = lua.LNil
		}
	}
	L.Push(v)
	L.Push(lua.LString(ref))
	return 2
}
