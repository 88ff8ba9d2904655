package host

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/ruleset"
	"github.com/twtw/twtw/host/stubs"
	"github.com/twtw/twtw/host/vm"
)

// RuleDoc is what `twtw doc NAME` says of one rule, data table or event: its
// doc, its chain with file:line, and its signature (a function), its shape,
// value and the entries each set changed (a data table), or its declaration
// (an event). Everything comes from the loaded engine, as the stubs do.
type RuleDoc struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"` // "function", "data" or "event"
	Doc   string `json:"doc"`
	Chain []Link `json:"chain"`
	// Params are a function rule's parameters as its base definition names
	// them; Vararg says it takes "..." too.
	Params []string `json:"params,omitempty"`
	Vararg bool     `json:"vararg,omitempty"`
	// Shape is a data table's shape as lua-language-server annotations (the
	// classes twtw stubs writes); Value the table in force.
	Shape string `json:"shape,omitempty"`
	Value any    `json:"value,omitempty"`
	// Fields is, for the data table scenario.schema, the reference a
	// scenario's author reads: every field the ruleset declares and the host
	// reads, with its type, range, default and doc ("combatant[].aim.target").
	Fields []ScenarioField `json:"fields,omitempty"`
	// Changes lists, for each api.set of a data table in load order, the
	// entries it changed and the value it wrote at each. InForce lists, once
	// each, the entries whose value in force is not what a set wrote there
	// (a later set changed them again), with the value in force.
	Changes []DataChange `json:"changes,omitempty"`
	InForce []DataEntry  `json:"in_force,omitempty"`
	// Event is an event's declaration: the module that emits it, the
	// listeners' arguments and the fields of the last one.
	Event *EventSpec `json:"event,omitempty"`
	// Off names the module, off in this engine, that defines the rule: the
	// doc is the rule as it would be with that module on. SwitchOn lists
	// what a campaign enables for it: the modules Off requires that are off
	// too, then Off.
	Off      string   `json:"off,omitempty"`
	SwitchOn []string `json:"switch_on,omitempty"`
}

// DataChange is one api.set of a data table and the entries it changed.
type DataChange struct {
	Module  string      `json:"module"`
	Where   string      `json:"where"`
	Entries []DataEntry `json:"entries"`
}

// DataEntry is one entry a set changed: its path ("head",
// "peacemaker.pen"), as Lua indexes it, and the value the set wrote there
// (nil when the set removed it) — in RuleDoc.InForce, the value in force.
type DataEntry struct {
	Key   string `json:"key"`
	Entry string `json:"entry"`
	Value any    `json:"value"`
}

// Doc describes a rule, data table or event of the engine by name. A name
// only a module that is off defines is described as the rule would be with
// that module on, and Off names the module: a judge reads an optional rule
// before switching it on. An unknown name is an *InputError with the
// nearest known name, or the other built-in rulesets that have it. On a
// closed engine it returns ErrClosed.
func (e *Engine) Doc(name string) (*RuleDoc, error) {
	if e.closed() {
		return nil, ErrClosed
	}
	if d, ok, err := e.doc(name); ok || err != nil {
		return d, err
	}
	if d, err := e.docOff(name); d != nil || err != nil {
		return d, err
	}
	known := sortedKeys(e.catalog.EventsByName())
	for _, r := range e.rules {
		known = append(known, r.Name)
	}
	hint := didyoumean.Best(name, known)
	if hint == "" {
		hint = e.docElsewhere(name)
	}
	return nil, &InputError{Err: fmt.Errorf("doc: ruleset %s has no rule, data table or event %q%s", e.rs.Name, name, hint)}
}

// doc describes name as the engine's modules have it; ok is false when none
// of them defines or declares it.
func (e *Engine) doc(name string) (d *RuleDoc, ok bool, err error) {
	var rp *RulePlan
	for i := range e.rules {
		if e.rules[i].Name == name {
			rp = &e.rules[i]
		}
	}
	ev := e.catalog.EventsByName()[name]
	if rp == nil && ev == nil {
		return nil, false, nil
	}
	if rp == nil { // an event nobody listens to
		return &RuleDoc{Name: name, Kind: "event", Doc: ev.Doc, Chain: []Link{}, Event: ev}, true, nil
	}
	d = &RuleDoc{Name: rp.Name, Kind: rp.Kind, Doc: rp.Doc, Chain: rp.Chain}
	switch rp.Kind {
	case "event":
		d.Event = ev
	case "function":
		d.Params, d.Vararg = ruleParams(*rp)
	case "data":
		if err := e.docData(d); err != nil {
			return nil, false, err
		}
	}
	return d, true, nil
}

// docOff describes name from an engine with one module that is off switched
// on: the first module, in catalog order, whose script names name as a
// string constant (as api.define's first argument does) and that, switched
// on, defines it. Nil when none does. Such an engine is built only on this
// path, for an unknown name.
func (e *Engine) docOff(name string) (*RuleDoc, error) {
	for _, m := range e.offNaming(name) {
		opts, _, err := e.Variant(m + "=on")
		if err != nil {
			continue
		}
		with, err := New(opts)
		if err != nil {
			continue // it cannot be switched on alone (it requires a module that is off)
		}
		d, ok, err := with.doc(name)
		with.Close()
		if err != nil {
			return nil, err
		}
		if ok {
			d.Off = m
			for _, x := range opts.Enable {
				if !moduleOn(e.catalog, e.opts, x.Name) && x.Name != m {
					d.SwitchOn = append(d.SwitchOn, x.Name)
				}
			}
			d.SwitchOn = append(d.SwitchOn, m)
			return d, nil
		}
	}
	return nil, nil
}

// offRule names the module of the catalog, off in this plan, that defines
// the rule name, for the message of a module that wraps, replaces or sets
// it ("" when none does): among the modules that are off whose script has
// name as a string constant, the one name begins with (bleeding for
// bleeding.bleed), else the first in catalog order. It reads compiled
// scripts only, on the error path.
func (e *Engine) offRule(name string) string {
	off := e.offNaming(name)
	for _, m := range off {
		if strings.HasPrefix(name, m+".") {
			return m
		}
	}
	if len(off) > 0 {
		return off[0]
	}
	return ""
}

// offNaming lists, in catalog order, the modules that are off in this plan
// whose compiled script has name among its string constants (as
// api.define's first argument is): the candidates for defining it.
func (e *Engine) offNaming(name string) []string {
	on := map[string]bool{}
	for _, p := range e.plan {
		on[p.Name] = true
	}
	var out []string
	for _, m := range e.catalog.Modules() {
		if !on[m.Name] && e.scriptNames(m.Path, name) {
			out = append(out, m.Name)
		}
	}
	return out
}

// scriptNames reports whether the compiled script at path has s among its
// string constants.
func (e *Engine) scriptNames(path, s string) bool {
	strs, _, err := e.scripts.Strings(path)
	return err == nil && slices.Contains(strs, s)
}

// docElsewhere names the other built-in rulesets whose default rules define
// or declare name, with the command that documents it there ("" when none
// does): `twtw doc --ruleset ticks ranged.tn` asked ticks for a rule of
// TWTW. Their engines are built only on this path, for an unknown name.
func (e *Engine) docElsewhere(name string) string {
	all, err := ruleset.All()
	if err != nil {
		return ""
	}
	var has []string
	for _, rs := range all {
		if rs.Name == e.rs.Name {
			continue
		}
		other, err := New(Options{Ruleset: rs.Name, CallTimeout: e.opts.CallTimeout, MaxMemory: e.opts.MaxMemory, CacheDir: e.opts.CacheDir})
		if err != nil {
			continue
		}
		if _, ok, _ := other.doc(name); ok {
			has = append(has, rs.Name)
		}
		other.Close()
	}
	if len(has) == 0 {
		return ""
	}
	return fmt.Sprintf(" (ruleset %s has one: twtw doc --ruleset %s %s)", strings.Join(has, ", "), has[0], name)
}

// docData fills a data table's shape, value and changes from a pooled VM.
func (e *Engine) docData(d *RuleDoc) error {
	v, err := e.pool.Get()
	if err != nil {
		return fmt.Errorf("doc %s: %w", d.Name, e.poolError(err))
	}
	defer e.pool.Put(v)
	reg := apiOf(v).reg
	val := reg.table.RawGetString(d.Name)
	d.Shape = stubs.DataShape(d.Name, val)
	d.Value = dataValue(val, 0)
	if d.Name == SchemaRule {
		s, err := readSchema(val)
		if err != nil {
			return fmt.Errorf("doc %s: %w", d.Name, err)
		}
		d.Fields = scenarioReference(s)
	}
	listed := map[string]bool{}
	for _, c := range reg.changes[d.Name] {
		dc := DataChange{Module: c.link.Module, Where: c.link.Where, Entries: []DataEntry{}}
		for i, p := range c.paths {
			ds := DataSource{Table: d.Name, Key: p}
			dc.Entries = append(dc.Entries, DataEntry{Key: p, Entry: ds.Entry(), Value: c.values[i]})
			if now := dataValue(dataAt(val, p), 0); !listed[p] && !reflect.DeepEqual(now, c.values[i]) {
				listed[p] = true
				d.InForce = append(d.InForce, DataEntry{Key: p, Entry: ds.Entry(), Value: now})
			}
		}
		d.Changes = append(d.Changes, dc)
	}
	return nil
}

// dataAt is the value at a dot-separated path of a data table (nil when it
// is not there): each part a string key, else a whole-number index.
func dataAt(v lua.LValue, path string) lua.LValue {
	if path == "" {
		return v
	}
	for _, k := range strings.Split(path, ".") {
		t, ok := v.(*lua.LTable)
		if !ok {
			return lua.LNil
		}
		x := t.RawGetString(k)
		if x == lua.LNil {
			if n, err := strconv.Atoi(k); err == nil {
				x = t.RawGetInt(n)
			}
		}
		v = x
	}
	return v
}

// dataValue converts a data table to JSON-ready Go values: a list for
// 1..n, otherwise a map with every key as text; functions are named, not
// converted, and nesting stops at maxDataDepth.
func dataValue(v lua.LValue, depth int) any {
	switch x := v.(type) {
	case lua.LBool:
		return bool(x)
	case lua.LNumber:
		f := float64(x)
		if f == float64(int64(f)) {
			return int64(f)
		}
		return f
	case lua.LString:
		return string(x)
	case *lua.LFunction:
		return "<function>"
	case *lua.LTable:
		if depth >= maxDataDepth {
			return "<table>"
		}
		n, keys := x.Len(), 0
		vm.Each(x, func(lua.LValue, lua.LValue) { keys++ })
		if n > 0 && n == keys {
			out := make([]any, n)
			for i := 1; i <= n; i++ {
				out[i-1] = dataValue(x.RawGetInt(i), depth+1)
			}
			return out
		}
		out := map[string]any{}
		vm.Each(x, func(k, e lua.LValue) { out[dataKey(k)] = dataValue(e, depth+1) })
		return out
	}
	return nil
}
