package host

import (
	"encoding/json"
	"fmt"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/module"
)

// optionOrigins is what the registry needs to credit a module's option
// (ARCHITECTURE.md "Provenance"): the catalog, to tell a module that is off
// from a misspelt one, and who gave an option its value.
type optionOrigins struct {
	catalog *module.Catalog
	// from names who set a module's option (a campaign file's line, a
	// spec's twtw.use); nil: the engine's Options.Enable.
	from func(module, option string) DataLink
}

// optionSource resolves a term's reference to a module's option,
// {option = "MODULE.NAME"} ("bumps.step"), to the option's value and who set
// it when that is not the module's default, nil when it is the default or
// the module is off (its option shaped nothing). A module the catalog does
// not have, or an option its manifest does not declare, is a Lua error
// naming the nearest one.
func (r *registry) optionSource(L *lua.LState, ref string) *DataSource {
	key := "option:" + ref
	if ds, ok := r.sources[key]; ok {
		return ds
	}
	i := strings.LastIndexByte(ref, '.')
	if i <= 0 || i == len(ref)-1 {
		L.RaiseError("terms: option %q: want MODULE.OPTION (\"bumps.step\")", ref)
	}
	name, opt := ref[:i], ref[i+1:]
	var m *Manifest
	var on *Planned
	for k := range r.planned {
		if r.planned[k].Name == name {
			on, m = &r.planned[k], r.planned[k].Manifest
		}
	}
	if m == nil && r.origins.catalog != nil {
		if c, ok := r.origins.catalog.Module(name); ok {
			m = c
		} else {
			L.RaiseError("terms: option %q: %s", ref, r.origins.catalog.Unknown(name))
		}
	}
	var ds *DataSource
	if m != nil {
		spec := optionSpec(m, opt)
		if spec == nil {
			var names []string
			for _, o := range m.Options {
				names = append(names, o.Name)
			}
			L.RaiseError("terms: option %q: module %s has no option %q%s", ref, name, opt, didyoumean.Best(opt, names))
		}
		if on != nil {
			if v, ok := on.Options[opt]; ok && fmt.Sprint(v) != fmt.Sprint(spec.Default) {
				ds = &DataSource{Table: name, Key: opt, Option: true, Value: v, SetBy: []DataLink{r.optionFrom(name, opt)}}
			}
		}
	}
	if r.sources == nil {
		r.sources = map[string]*DataSource{}
	}
	r.sources[key] = ds
	return ds
}

// MarshalJSON writes a data source with "option": true and the option's
// "value" (false, 0 and "" too) for an option, and neither for a data entry
// or a rule.
func (d *DataSource) MarshalJSON() ([]byte, error) {
	type plain DataSource
	if !d.Option {
		return json.Marshal((*plain)(d))
	}
	return json.Marshal(struct {
		*plain
		Value any `json:"value"`
	}{(*plain)(d), d.Value})
}

// optionFrom names who set a module's option: the origins' answer, else
// the engine's options.
func (r *registry) optionFrom(name, opt string) DataLink {
	if r.origins.from != nil {
		return r.origins.from(name, opt)
	}
	return DataLink{Module: "Options.Enable"}
}

// optionSpec is the declaration of a module's option, nil when it has none
// of that name.
func optionSpec(m *Manifest, name string) *module.OptionSpec {
	for i := range m.Options {
		if m.Options[i].Name == name {
			return &m.Options[i]
		}
	}
	return nil
}

// optionFrom names who set a module's option for a term's credit: the
// campaign's line that sets it ("campaign bs.toml:11"), else the engine's
// options.
func (e *Engine) optionFrom(name, opt string) DataLink {
	if c := e.opts.Campaign; c != nil && c.Path != "" {
		if at := c.OptionAt(name, opt); at != "" {
			return DataLink{Module: "campaign", Where: at}
		}
	}
	return DataLink{Module: "Options.Enable"}
}
