package host

import (
	"sort"

	lua "github.com/yuin/gopher-lua"
)

// Coverage counts how often each rule ran and each event listener fired in
// one or more fights (FightOptions.Coverage, SimOptions.Coverage). Only
// function rules and listeners are counted: a data table does not run.
type Coverage struct {
	Fights int            `json:"fights"`
	Rules  []RuleCoverage `json:"rules"` // sorted by name, then kind
}

// RuleCoverage is one rule or event and the links of its chain in force.
type RuleCoverage struct {
	Name string `json:"name"`
	Kind string `json:"kind"` // "function" or "event"
	// Calls is how often the rule was called through api.rules or by the
	// host; for an event, how often its busiest listener fired.
	Calls int64 `json:"calls"`
	// Links are the base in force (a define or replace), each wrapper and
	// each listener, in load order, with how often each ran. A define that a
	// replace put out of force is not listed: it can never run.
	Links []LinkCoverage `json:"links"`
}

// LinkCoverage is one link of a chain and how often it ran.
type LinkCoverage struct {
	Op         Op     `json:"op"`
	Module     string `json:"module"`
	ModuleKind string `json:"module_kind"` // "core", "optional" or "house"
	Where      string `json:"where"`
	Count      int64  `json:"count"`
}

// instrument is one VM's counting version of its sealed registry: every
// function rule recomposed from counting links, every listener counted. It
// is built on the first fight that asks for coverage and swapped into the
// rules table for that fight only, so a fight without coverage runs the
// plain functions at full speed.
type instrument struct {
	reg       *registry
	template  []RuleCoverage
	counts    []int64 // one per link, in template order
	plain     map[string]lua.LValue
	counted   map[string]lua.LValue
	plainEv   map[string][]*lua.LFunction
	countedEv map[string][]*lua.LFunction
}

// newInstrument builds the counting chains of a sealed registry; kindOf
// names the kind of a module.
func newInstrument(r *registry, kindOf func(module string) string) *instrument {
	in := &instrument{reg: r, plain: map[string]lua.LValue{}, counted: map[string]lua.LValue{},
		plainEv: map[string][]*lua.LFunction{}, countedEv: map[string][]*lua.LFunction{}}
	type pending struct {
		name string
		fns  []*lua.LFunction // the links' functions, base first
		ops  []Op
	}
	var fnRules []pending
	n := 0
	link := func(l Link) LinkCoverage {
		return LinkCoverage{Op: l.Op, Module: l.Module, ModuleKind: kindOf(l.Module), Where: l.Where}
	}
	for _, name := range sortedKeys(r.rules) {
		rp := r.rules[name]
		if rp.Kind != "function" {
			continue
		}
		base := -1
		for i, l := range rp.Chain {
			if l.Op == OpDefine || l.Op == OpReplace {
				base = i
			}
		}
		rc := RuleCoverage{Name: name, Kind: "function", Links: []LinkCoverage{link(rp.Chain[base])}}
		p := pending{name: name, fns: []*lua.LFunction{rp.Chain[base].fn}, ops: []Op{rp.Chain[base].Op}}
		for _, l := range rp.Chain {
			if l.Op == OpWrap {
				rc.Links = append(rc.Links, link(l))
				p.fns = append(p.fns, l.fn)
				p.ops = append(p.ops, OpWrap)
			}
		}
		n += len(rc.Links)
		in.template = append(in.template, rc)
		fnRules = append(fnRules, p)
	}
	for _, name := range sortedKeys(r.events) {
		rc := RuleCoverage{Name: name, Kind: "event"}
		for _, l := range r.events[name].Chain {
			rc.Links = append(rc.Links, link(l))
		}
		n += len(rc.Links)
		in.template = append(in.template, rc)
	}
	in.counts = make([]int64, n) // never resized: the counters point into it
	L := r.L
	k := 0
	for _, p := range fnRules {
		var fn *lua.LFunction
		for i, f := range p.fns {
			if i == 0 {
				fn = countCalls(L, f, &in.counts[k])
			} else {
				fn = wrapFunction(L, countCalls(L, f, &in.counts[k]), fn)
			}
			k++
		}
		in.counted[p.name] = fn
		in.plain[p.name] = r.table.RawGetString(p.name)
	}
	for _, name := range sortedKeys(r.events) {
		fns := r.eventFns[name]
		in.plainEv[name] = fns
		out := make([]*lua.LFunction, len(fns))
		for i, f := range fns {
			out[i] = countCalls(L, f, &in.counts[k])
			k++
		}
		in.countedEv[name] = out
	}
	return in
}

// countCalls returns a function that counts its calls into n and calls fn
// with the same arguments, returning all its results.
func countCalls(L *lua.LState, fn *lua.LFunction, n *int64) *lua.LFunction {
	return L.NewFunction(func(L *lua.LState) int {
		*n++
		top := L.GetTop()
		L.Push(fn)
		for i := 1; i <= top; i++ {
			L.Push(L.Get(i))
		}
		L.Call(top, lua.MultRet)
		return L.GetTop() - top
	})
}

// start zeroes the counters and puts the counting functions in force.
func (in *instrument) start() {
	clear(in.counts)
	for name, fn := range in.counted {
		in.reg.table.RawSetString(name, fn)
	}
	for name, fns := range in.countedEv {
		in.reg.eventFns[name] = fns
	}
}

// stop puts the plain functions back.
func (in *instrument) stop() {
	for name, fn := range in.plain {
		in.reg.table.RawSetString(name, fn)
	}
	for name, fns := range in.plainEv {
		in.reg.eventFns[name] = fns
	}
}

// snapshot returns the counts of the fight that ran since start.
func (in *instrument) snapshot() *Coverage {
	c := &Coverage{Fights: 1, Rules: make([]RuleCoverage, len(in.template))}
	k := 0
	for i, rc := range in.template {
		rc.Links = append([]LinkCoverage(nil), rc.Links...)
		for j := range rc.Links {
			rc.Links[j].Count = in.counts[k]
			k++
		}
		rc.Calls = rc.calls()
		c.Rules[i] = rc
	}
	return c
}

// calls is a function rule's outermost link count (every call runs it), or
// an event's busiest listener's.
func (rc *RuleCoverage) calls() int64 {
	if len(rc.Links) == 0 {
		return 0
	}
	if rc.Kind == "function" {
		return rc.Links[len(rc.Links)-1].Count
	}
	var most int64
	for _, l := range rc.Links {
		most = max(most, l.Count)
	}
	return most
}

// instrumentFor returns the VM's instrument, building it on first use.
func (e *Engine) instrumentFor(a *api) *instrument {
	if a.cover == nil {
		a.cover = newInstrument(a.reg, func(module string) string {
			if m, ok := e.catalog.Module(module); ok {
				return m.Kind.String()
			}
			return KindHouse.String()
		})
	}
	return a.cover
}

// Add adds another coverage's counts: rules and links are matched by name
// and by op, module and file:line, so coverages of different rule sets (the
// core rules alone, every optional module on) add up to their union.
func (c *Coverage) Add(o *Coverage) {
	if o == nil {
		return
	}
	c.Fights += o.Fights
	if c.sameShape(o) { // the usual case: another fight under the same rules
		for i, r := range o.Rules {
			c.Rules[i].Calls += r.Calls
			for j, l := range r.Links {
				c.Rules[i].Links[j].Count += l.Count
			}
		}
		return
	}
	at := map[[2]string]int{}
	for i, r := range c.Rules {
		at[[2]string{r.Name, r.Kind}] = i
	}
	for _, r := range o.Rules {
		i, ok := at[[2]string{r.Name, r.Kind}]
		if !ok {
			r.Links = append([]LinkCoverage(nil), r.Links...)
			c.Rules = append(c.Rules, r)
			at[[2]string{r.Name, r.Kind}] = len(c.Rules) - 1
			continue
		}
		mine := &c.Rules[i]
		mine.Calls += r.Calls
		for _, l := range r.Links {
			found := false
			for j := range mine.Links {
				m := &mine.Links[j]
				if m.Op == l.Op && m.Module == l.Module && m.Where == l.Where {
					m.Count += l.Count
					found = true
					break
				}
			}
			if !found {
				mine.Links = append(mine.Links, l)
			}
		}
	}
	sort.SliceStable(c.Rules, func(i, j int) bool {
		if c.Rules[i].Name != c.Rules[j].Name {
			return c.Rules[i].Name < c.Rules[j].Name
		}
		return c.Rules[i].Kind < c.Rules[j].Kind
	})
}

// Plus adds o's counts to c's and returns c; for a nil c, a new coverage
// with o's counts (a simulation's tally sums its fights' coverage so:
// simreport.Counts). A nil o leaves c as it is.
func (c *Coverage) Plus(o *Coverage) *Coverage {
	if o == nil {
		return c
	}
	if c == nil {
		c = &Coverage{}
	}
	c.Add(o)
	return c
}

// sameShape says whether o lists the same rules and links in the same order.
func (c *Coverage) sameShape(o *Coverage) bool {
	if len(c.Rules) != len(o.Rules) {
		return false
	}
	for i, r := range o.Rules {
		m := c.Rules[i]
		if m.Name != r.Name || m.Kind != r.Kind || len(m.Links) != len(r.Links) {
			return false
		}
		for j, l := range r.Links {
			if ml := m.Links[j]; ml.Op != l.Op || ml.Module != l.Module || ml.Where != l.Where {
				return false
			}
		}
	}
	return true
}

// unchanged(name) is api.unchanged: true when the rule in force is its
// first definition, neither wrapped, replaced nor reassigned — so a caller
// may take a fast path that assumes that function. It is how a script asks
// (not by comparing functions: the counting functions a coverage run puts in
// force are other functions with the same behaviour).
func (a *api) unchanged(L *lua.LState) int {
	name := L.CheckString(1)
	rp, ok := a.reg.rules[name]
	if !ok || rp.Kind != "function" || len(rp.Chain) != 1 {
		L.Push(lua.LFalse)
		return 1
	}
	v := a.reg.table.RawGetString(name)
	same := v == rp.Chain[0].fn
	if !same && a.cover != nil {
		same = v == a.cover.counted[name]
	}
	L.Push(lua.LBool(same))
	return 1
}
