package host

import (
	"fmt"
	"sort"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/vm"
)

// Op names one change a module makes to a rule, as the plan prints it.
type Op string

// The changes a module can make to a rule (ARCHITECTURE.md "The rule registry").
const (
	OpDefine  Op = "define"  // the first definition of a rule
	OpReplace Op = "replace" // a new base function; needs the manifest's replaces
	OpWrap    Op = "wrap"    // fn(next, ...) around whatever is in force
	OpSet     Op = "set"     // a new value for a data table, or fn(old) → new
	OpOn      Op = "on"      // a listener for an event
)

// done is what a wrap or replace did to a rule, as a credit says it:
// "wrapped", "replaced".
func (o Op) done() string {
	if o == OpReplace {
		return "replaced"
	}
	return "wrapped"
}

// Link is one entry of a rule's chain: what a module did to it, and where.
type Link struct {
	Op     Op     `json:"op"`
	Module string `json:"module"`
	Where  string `json:"where"` // file:line of the call that made the change

	fn   *lua.LFunction
	data lua.LValue
}

// RulePlan is one rule, data table or event with its chain in load order.
type RulePlan struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"` // "function", "data" or "event"
	Doc   string `json:"doc,omitempty"`
	Chain []Link `json:"chain"`
}

// base is the index in the chain of the function a rule's wrappers run
// around: its last define or replace (-1 when there is none).
func (rp *RulePlan) base() int {
	at := -1
	for i, l := range rp.Chain {
		if l.Op == OpDefine || l.Op == OpReplace {
			at = i
		}
	}
	return at
}

// registry is one VM's rules while modules set up, then the sealed table
// scripts call through. It is built the same way on every pooled VM, so the
// plan of the first VM is the plan of all of them.
type registry struct {
	L      *lua.LState
	rules  map[string]*RulePlan
	events map[string]*RulePlan
	// current is the manifest whose setup is running; registration outside a
	// setup is refused.
	current *Manifest
	// table holds the rules in force, for the host; view is the read-only
	// view scripts read them from: api.rules["ranged.tn"](...).
	table, view *lua.LTable
	// eventFns holds each event's listeners in load order, after sealing.
	eventFns map[string][]*lua.LFunction
	sealed   bool
	// sites names the file:line of each change.
	sites *sites
	// declared holds the events the planned modules declare; known those of
	// every module of the catalog (to name the module of an event that is off).
	declared map[string]*EventSpec
	known    map[string]*EventSpec
	// offRule names the module, off in this plan, whose rule name is (""
	// when none is), to say so when a module changes a rule it does not see.
	offRule func(name string) string
	// changes holds, per data table, what each api.set changed (at seal);
	// sources caches the data references terms resolved against them.
	changes map[string][]dataChange
	sources map[string]*DataSource
	// wraps holds, per wrapped rule, what each of its wrappers did in the
	// rule's latest call (in load order), for ruleSource.
	wraps map[string][]*wrapState
	// bySource caches ruleSource for a wrapped rule, by which of its
	// wrappers changed the value.
	bySource map[wrapsKey]*DataSource
	// planned is the modules built, with their options; origins says who set
	// an option, for the terms that credit one (optionSource).
	planned []Planned
	origins optionOrigins
}

// hintRules says how rules change, for a script assigning to api.rules.
const hintRules = "rules change only through api.define, api.wrap, api.replace and api.set in a module's setup, which the plan shows"

func newRegistry(L *lua.LState, sites *sites) *registry {
	table := L.NewTable()
	r := &registry{
		L:        L,
		sites:    sites,
		rules:    map[string]*RulePlan{},
		events:   map[string]*RulePlan{},
		table:    table,
		view:     vm.ReadOnly(L, table, "api.rules", hintRules),
		eventFns: map[string][]*lua.LFunction{},
		declared: map[string]*EventSpec{},
	}
	mt := L.NewTable()
	mt.RawSetString("__index", L.NewFunction(r.missing))
	L.SetMetatable(r.table, mt)
	return r
}

// missing is the rules table's __index: reading a rule that is not defined
// is an error naming it and the nearest defined name.
func (r *registry) missing(L *lua.LState) int {
	name, ok := L.Get(2).(lua.LString)
	if !ok {
		L.Push(lua.LNil)
		return 1
	}
	if !r.sealed {
		L.RaiseError("rules[%q]: rules are read when they are called, not during setup (later modules may still change them)", string(name))
	}
	L.RaiseError("rules[%q]: no such rule or data table%s (api.has(name) asks without failing)", string(name), didyoumean.Best(string(name), sortedKeys(r.rules)))
	return 0
}

// has is api.has(name): whether a rule or data table of that name is
// defined (during setup: defined by a module that set up before).
func (r *registry) has(L *lua.LState) int {
	_, ok := r.rules[L.CheckString(1)]
	L.Push(lua.LBool(ok))
	return 1
}

// declare records the events the planned modules declare (declared) and
// those of every module of the catalog (known).
func (r *registry) declare(plan []Planned, known map[string]*EventSpec) {
	for i := range hostEvents {
		r.declared[hostEvents[i].Name] = &hostEvents[i]
	}
	for _, p := range plan {
		for i := range p.Events {
			r.declared[p.Events[i].Name] = &p.Events[i]
		}
	}
	r.known = known
}

// undeclared says why an event name cannot be listened to or emitted.
func (r *registry) undeclared(name, module string) string {
	if ev, ok := r.known[name]; ok {
		return fmt.Sprintf("event %q is declared by module %s, which is not on (add %s to the requires of %s)", name, ev.Module, ev.Module, module)
	}
	return fmt.Sprintf("no module declares event %q%s (the module that emits an event declares it in its manifest: events = { [%q] = \"what it means\" })", name, didyoumean.Best(name, sortedKeys(r.declared)), name)
}

func (r *registry) module(L *lua.LState, fn string) *Manifest {
	if r.current == nil || r.sealed {
		L.RaiseError("%s: rules can only be changed during a module's setup", fn)
	}
	return r.current
}

// define registers a rule function or data table under a new name.
func (r *registry) define(L *lua.LState) int {
	m := r.module(L, "define")
	name := L.CheckString(1)
	v := L.CheckAny(2)
	doc := L.OptString(3, "")
	if err := checkRuleName(name); err != nil {
		L.ArgError(1, err.Error())
	}
	if prev, ok := r.rules[name]; ok {
		L.RaiseError("define %q: already defined by %s at %s (use wrap, replace or set)", name, prev.Chain[0].Module, prev.Chain[0].Where)
	}
	link := Link{Op: OpDefine, Module: m.Name, Where: r.sites.caller(L).where}
	kind := "data"
	switch v := v.(type) {
	case *lua.LFunction:
		kind = "function"
		link.fn = v
	case *lua.LTable:
		link.data = v
	default:
		L.ArgError(2, "a rule is a function or a data table, got "+v.Type().String())
	}
	r.rules[name] = &RulePlan{Name: name, Kind: kind, Doc: doc, Chain: []Link{link}}
	return 0
}

// change records a wrap, replace or set on an existing rule.
func (r *registry) change(L *lua.LState, op Op) int {
	m := r.module(L, string(op))
	name := L.CheckString(1)
	v := L.CheckAny(2)
	rp, ok := r.rules[name]
	if !ok {
		if off := r.offModuleOf(name); off != "" {
			L.RaiseError("%s %q: the rule is module %s's, which is off (add %q to %s's requires, or switch it on: twtw campaign enable FILE %s)", op, name, off, off, m.Name, off)
		}
		what := "rule"
		if op == OpSet {
			what = "data table"
		}
		L.RaiseError("%s %q: no such %s%s (modules load in plan order; does %s require the module that defines it?)", op, name, what, didyoumean.Best(name, sortedKeys(r.rules)), m.Name)
	}
	link := Link{Op: op, Module: m.Name, Where: r.sites.caller(L).where}
	switch op {
	case OpWrap, OpReplace:
		fn, ok := v.(*lua.LFunction)
		if !ok {
			L.ArgError(2, string(op)+" takes a function")
		}
		if rp.Kind != "function" {
			L.RaiseError("%s %q: it is a data table; use set", op, name)
		}
		if op == OpReplace {
			if !contains(m.Replaces, name) {
				if near := didyoumean.Near(name, m.Replaces); near != "" {
					L.RaiseError("replace %q: module %s's manifest lists %q in its replaces, not %q: a misspelt entry?", name, m.Name, near, name)
				}
				L.RaiseError("replace %q: module %s does not list it in its manifest's replaces (add it: replaces = { %q })", name, m.Name, name)
			}
			for _, l := range rp.Chain {
				if l.Op == OpReplace {
					L.RaiseError("replace %q: both %s (%s) and %s replace it", name, l.Module, l.Where, m.Name)
				}
			}
		}
		link.fn = fn
	case OpSet:
		if rp.Kind != "data" {
			L.RaiseError("set %q: it is a function; use wrap or replace", name)
		}
		switch v.(type) {
		case *lua.LTable, *lua.LFunction:
			link.data = v
		default:
			L.ArgError(2, "set takes a table or a function(old) returning the new table")
		}
	}
	rp.Chain = append(rp.Chain, link)
	return 0
}

// offModuleOf names the module, off in this plan, that defines the rule
// name ("" when none does or the host did not say).
func (r *registry) offModuleOf(name string) string {
	if r.offRule == nil {
		return ""
	}
	return r.offRule(name)
}

// on registers an event listener.
func (r *registry) on(L *lua.LState) int {
	m := r.module(L, "on")
	name := L.CheckString(1)
	fn := L.CheckFunction(2)
	if err := checkRuleName(name); err != nil {
		L.ArgError(1, err.Error())
	}
	decl, ok := r.declared[name]
	if !ok {
		L.RaiseError("on %q: %s", name, r.undeclared(name, m.Name))
	}
	ev, ok := r.events[name]
	if !ok {
		ev = &RulePlan{Name: name, Kind: "event", Doc: decl.Doc}
		r.events[name] = ev
	}
	ev.Chain = append(ev.Chain, Link{Op: OpOn, Module: m.Name, Where: r.sites.caller(L).where, fn: fn})
	return 0
}

// checkReplaces refuses a manifest's replaces entry that names no rule any
// module defines (a module that is off aside): a misspelt entry, which
// the module's api.replace would then be refused under, or which replaced
// nothing without a word.
func (r *registry) checkReplaces(plan []Planned) error {
	for _, p := range plan {
		for i, name := range p.Manifest.Replaces {
			if _, ok := r.rules[name]; ok || (r.offRule != nil && r.offRule(name) != "") {
				continue
			}
			return fmt.Errorf("module %s (%s): replaces[%d] %q: no such rule%s", p.Name, p.Path, i+1, name, didyoumean.Best(name, sortedKeys(r.rules)))
		}
	}
	return nil
}

// seal composes every rule's chain and fills the rules table. Wrappers apply
// in load order around the base in force (the last define or replace), so the
// last loaded wrapper is outermost.
func (r *registry) seal(call func(fn *lua.LFunction, arg lua.LValue) (lua.LValue, error)) error {
	L := r.L
	for _, name := range sortedKeys(r.rules) {
		rp := r.rules[name]
		if rp.Kind == "data" {
			v := rp.Chain[0].data
			for _, l := range rp.Chain[1:] {
				switch d := l.data.(type) {
				case *lua.LTable:
					if err := checkSet(name, v, d, true); err != nil {
						return setError(name, l, name, err)
					}
					r.recordChange(name, l, v, d)
					v = d
				case *lua.LFunction:
					// the set function changes a copy whose rows are its
					// own: a table a definer wrote once and used for
					// several rows (shootout's BODY row for head, chest
					// and abdomen) is changed only where the set changes it
					v = snapshotData(L, v, 0, nil)
					old := snapshotData(L, v, 0, map[*lua.LTable]*lua.LTable{})
					nv, err := call(d, v)
					if err != nil {
						return fmt.Errorf("set %q by %s (%s): %w", name, l.Module, l.Where, err)
					}
					if _, ok := nv.(*lua.LTable); !ok {
						return fmt.Errorf("set %q by %s (%s): the function returned %s, want the new table", name, l.Module, l.Where, nv.Type())
					}
					if err := checkSet(name, old, nv, false); err != nil {
						return setError(name, l, name, err)
					}
					r.recordChange(name, l, old, nv)
					v = nv
				}
			}
			r.table.RawSetString(name, v)
			continue
		}
		var fn *lua.LFunction
		if b := rp.base(); b >= 0 {
			fn = rp.Chain[b].fn
		}
		for _, l := range rp.Chain {
			if l.Op == OpWrap {
				st := &wrapState{link: l, changed: true}
				if r.wraps == nil {
					r.wraps = map[string][]*wrapState{}
				}
				r.wraps[name] = append(r.wraps[name], st)
				fn = wrapFunction(L, l.fn, fn, name, l, st)
			}
		}
		r.table.RawSetString(name, fn)
	}
	for name, ev := range r.events {
		fns := make([]*lua.LFunction, len(ev.Chain))
		for i, l := range ev.Chain {
			fns[i] = l.fn
		}
		r.eventFns[name] = fns
	}
	r.sealed = true
	r.current = nil
	return nil
}

// emit calls an event's listeners in load order with the given arguments.
func (r *registry) emit(L *lua.LState) int {
	name := L.CheckString(1)
	top := L.GetTop()
	fns, ok := r.eventFns[name]
	if !ok && r.declared[name] == nil {
		L.RaiseError("emit %q: %s", name, r.undeclared(name, r.sites.caller(L).module))
	}
	for _, fn := range fns {
		L.Push(fn)
		for i := 2; i <= top; i++ {
			L.Push(L.Get(i))
		}
		L.Call(top-1, 0)
	}
	return 0
}

// plan returns every rule, data table and event with its chain, sorted by name.
func (r *registry) plan() []RulePlan {
	out := make([]RulePlan, 0, len(r.rules)+len(r.events))
	for _, name := range sortedKeys(r.rules) {
		out = append(out, *r.rules[name])
	}
	for _, name := range sortedKeys(r.events) {
		out = append(out, *r.events[name])
	}
	return out
}

func checkRuleName(name string) error {
	if name == "" {
		return fmt.Errorf("empty rule name")
	}
	for _, c := range name {
		if !(c == '.' || c == '_' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return fmt.Errorf("rule name %q: use lower-case letters, digits, '_' and '.'", name)
		}
	}
	if strings.HasPrefix(name, ".") || strings.HasSuffix(name, ".") || strings.Contains(name, "..") {
		return fmt.Errorf("rule name %q: '.' separates words (no '.' first, last or twice)", name)
	}
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// wrapStateOf is the state of rule name's i-th wrapper (load order), nil
// when there is none.
func (r *registry) wrapStateOf(name string, i int) *wrapState {
	if ws := r.wraps[name]; i < len(ws) {
		return ws[i]
	}
	return nil
}
