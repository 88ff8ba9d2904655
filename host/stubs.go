package host

import (
	"fmt"

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
