package host

import (
	"fmt"
	"slices"

	"github.com/twtw/twtw/host/stubs"
)

// Stubs returns the lua-language-server annotation files of an engine, by
// file name: twtw.lua (the api, its libraries, the events, the manifest),
// rules.lua (every rule with its doc and signature, every data table's
// shape) and spec.lua (the spec DSL). Everything comes from what the engine
// loaded — the docs api.define and the manifests hold, the tables as they
// are in force — so the stubs never drift from the rules; host/stubs
// writes them.
func (e *Engine) Stubs() (map[string]string, error) {
	v, err := e.pool.Get()
	if err != nil {
		return nil, fmt.Errorf("stubs: %w", e.poolError(err))
	}
	defer e.pool.Put(v)
	sealed := apiOf(v).reg.table
	in := stubs.Input{Ruleset: e.rs.Name, Version: e.rs.Version, Uses: e.rs.Uses, Events: e.catalog.EventsByName()}
	for _, p := range e.plan {
		if p.Kind != KindCore {
			in.Modules = append(in.Modules, p.Name)
		}
	}
	for _, rp := range e.rules {
		r := stubs.Rule{Name: rp.Name, Kind: rp.Kind, Doc: rp.Doc}
		for _, l := range rp.Chain {
			r.Chain = append(r.Chain, stubs.Link{Op: string(l.Op), Module: l.Module, Where: l.Where})
		}
		switch rp.Kind {
		case "event":
		case "data":
			r.Value = sealed.RawGetString(rp.Name)
		default:
			r.Params, r.Vararg = ruleParams(rp)
		}
		in.Rules = append(in.Rules, r)
	}
	return stubs.Files(in)
}

// ruleParams reads a rule function's parameter names from its definition.
func ruleParams(rp RulePlan) ([]string, bool) {
	b := rp.base()
	if b < 0 || rp.Chain[b].fn == nil || rp.Chain[b].fn.Proto == nil {
		return nil, true
	}
	p := rp.Chain[b].fn.Proto
	var out []string
	for i := 0; i < int(p.NumParameters) && i < len(p.DbgLocals); i++ {
		out = append(out, p.DbgLocals[i].Name)
	}
	return out, p.IsVarArg != 0
}

// WithModulesOf returns the engine's options with every module loaded from
// script layer layer (its Layer.Name) switched on, each with the optional
// modules it requires: twtw stubs DIR annotates a house-rule folder's own
// rules, which are in no plan while its modules are off. A module that
// cannot be on beside the others (a conflict with one on, two replacing one
// rule) is left off and named in clashes with the reason; one that cannot
// be on even alone (it requires a module there is not) is the error.
func (e *Engine) WithModulesOf(layer string) (o Options, clashes []string, err error) {
	o = cloneOptions(e.opts)
	for _, m := range e.catalog.Modules() {
		// by the file's layer: a folder of the scripts tree run in place of
		// the built-in files stands in for the built-in modules (From)
		if e.scripts.Source(m.Path) != layer || m.Kind == KindCore || moduleOn(e.catalog, o, m.Name) {
			continue
		}
		with := switchedOn(e.catalog, o, e.requiredFirst(m))
		if _, err := e.resolve(with.Enable, with.Disable...); err != nil {
			alone := switchedOn(e.catalog, Options{}, e.requiredFirst(m))
			if _, aerr := e.resolve(alone.Enable, alone.Disable...); aerr != nil {
				return e.opts, nil, fmt.Errorf("module %s: %w", m.Name, aerr)
			}
			clashes = append(clashes, fmt.Sprintf("%s: %v", m.Name, err))
			continue
		}
		o = with
	}
	return o, clashes, nil
}

// switchedOn is o with the modules names switched on.
func switchedOn(cat *Catalog, o Options, names []string) Options {
	o = cloneOptions(o)
	for _, n := range names {
		if moduleOn(cat, o, n) {
			continue
		}
		o.Disable = slices.DeleteFunc(o.Disable, func(s string) bool { return s == n })
		if !moduleOn(cat, o, n) {
			o.Enable = append(o.Enable, Enable{Name: n})
		}
	}
	return o
}
