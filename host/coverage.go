package host

import (
	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/coverage"
)

// Coverage counts how often each rule ran and each event listener fired in
// one or more fights (FightOptions.Coverage, SimOptions.Coverage): see
// coverage.Coverage.
type Coverage = coverage.Coverage

// RuleCoverage is one rule or event and the links of its chain in force:
// see coverage.Rule.
type RuleCoverage = coverage.Rule

// LinkCoverage is one link of a chain and how often it ran: see
// coverage.Link.
type LinkCoverage = coverage.Link

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
		wrap []Link // the wraps, in the order of fns[1:]
	}
	var fnRules []pending
	n := 0
	link := func(l Link) LinkCoverage {
		return LinkCoverage{Op: string(l.Op), Module: l.Module, ModuleKind: kindOf(l.Module), Where: l.Where}
	}
	for _, name := range sortedKeys(r.rules) {
		rp := r.rules[name]
		if rp.Kind != "function" {
			continue
		}
		base := rp.base()
		rc := RuleCoverage{Name: name, Kind: "function", Links: []LinkCoverage{link(rp.Chain[base])}}
		p := pending{name: name, fns: []*lua.LFunction{rp.Chain[base].fn}, ops: []Op{rp.Chain[base].Op}}
		for _, l := range rp.Chain {
			if l.Op == OpWrap {
				rc.Links = append(rc.Links, link(l))
				p.fns = append(p.fns, l.fn)
				p.ops = append(p.ops, OpWrap)
				p.wrap = append(p.wrap, l)
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
				fn = wrapFunction(L, countCalls(L, f, &in.counts[k]), fn, p.name, p.wrap[i-1], r.wrapStateOf(p.name, i-1))
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
	return coverage.FromCounts(in.template, in.counts)
}

// instrumentFor returns the VM's instrument, building it on first use and
// again whenever the VM's registry was rebuilt (freshVM rebuilds it for
// every fight when a campaign's scripts are loaded): an instrument of an old
// registry would swap its counters into a rules table nothing reads.
func (e *Engine) instrumentFor(a *api) *instrument {
	if a.cover == nil || a.cover.reg != a.reg {
		a.cover = newInstrument(a.reg, func(module string) string {
			if m, ok := e.catalog.Module(module); ok {
				return m.Kind.String()
			}
			return KindHouse.String()
		})
	}
	return a.cover
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
