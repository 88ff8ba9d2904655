package host

import (
	"fmt"
	"sort"

	"github.com/twtw/twtw/host/module"
	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/vm"
)

// readManifest reads a module's returned table, naming the file and field of any fault.
func readManifest(path string, v lua.LValue) (*Manifest, error) {
	t, ok := v.(*lua.LTable)
	if !ok {
		if v == lua.LTrue {
			// require's value for a chunk that returns nothing
			return nil, manifestFault(path, "", "a module returns its manifest table, and this file returns nothing: end it with return M")
		}
		return nil, manifestFault(path, "", "a module returns its manifest table, got %s", v.Type())
	}
	m := &Manifest{Path: path}
	var err error
	str := func(field string, required bool) string {
		if err != nil {
			return ""
		}
		switch x := t.RawGetString(field).(type) {
		case lua.LString:
			return string(x)
		case *lua.LNilType:
			if required {
				err = manifestFault(path, field, "manifest field %q is missing", field)
			}
		default:
			err = manifestFault(path, field, "manifest field %q must be a string, got %s", field, x.Type())
		}
		return ""
	}
	list := func(field string) []string {
		if err != nil {
			return nil
		}
		switch x := t.RawGetString(field).(type) {
		case *lua.LNilType:
			return nil
		case *lua.LTable:
			var out []string
			for i := 1; i <= x.Len(); i++ {
				s, ok := x.RawGetInt(i).(lua.LString)
				if !ok {
					err = manifestFault(path, fmt.Sprintf("%s[%d]", field, i), "manifest field %s[%d] must be a string", field, i)
					return nil
				}
				out = append(out, string(s))
			}
			return out
		default:
			err = manifestFault(path, field, "manifest field %q must be a list of strings, got %s", field, x.Type())
		}
		return nil
	}
	if e := unknownFields(path, "", t, module.ManifestFields(), "a module's table holds only its manifest fields and setup; share other values from a lib/ file"); e != nil {
		return nil, e
	}
	m.Name = str("name", true)
	m.Version = str("version", true)
	m.Summary = str("summary", true)
	m.Source = str("source", true)
	m.Ruleset = str("ruleset", false)
	requires := list("requires")
	m.Conflicts = list("conflicts")
	m.Replaces = list("replaces")
	if err != nil {
		return nil, err
	}
	if e := checkRuleName(m.Name); e != nil {
		return nil, manifestFault(path, "name", "manifest field \"name\": %v", e)
	}
	if _, err = ParseVersion(m.Version); err != nil {
		return nil, manifestFault(path, "version", "manifest field \"version\": %v", err)
	}
	if m.Requires, m.Ranges, err = readConstraints(path, "requires", requires); err != nil {
		return nil, err
	}
	if m.Ruleset != "" {
		if name, _, err := module.ParseConstraint(m.Ruleset); err != nil || name == "" {
			return nil, manifestFault(path, "ruleset", "manifest field \"ruleset\" %q: want a ruleset name and an optional version range (\"twtw >= 1.0\")", m.Ruleset)
		}
	}
	if ev := t.RawGetString("events"); ev != lua.LNil {
		if m.Events, err = readEvents(path, m.Name, ev); err != nil {
			return nil, err
		}
	}
	switch d := t.RawGetString("default_on").(type) {
	case *lua.LNilType:
	case lua.LBool:
		m.DefaultOn = bool(d)
	default:
		return nil, manifestFault(path, "default_on", "manifest field \"default_on\" must be true or false, got %s", d.Type())
	}
	if _, ok := t.RawGetString("setup").(*lua.LFunction); !ok {
		return nil, manifestFault(path, "setup", "manifest field \"setup\" must be a function setup(api, opts)")
	}
	switch o := t.RawGetString("options").(type) {
	case *lua.LNilType:
	case *lua.LTable:
		opts, e := readOptions(path, o)
		if e != nil {
			return nil, e
		}
		m.Options = opts
	default:
		return nil, manifestFault(path, "options", "manifest field \"options\" must be a table, got %s", o.Type())
	}
	return m, nil
}

func readOptions(path string, t *lua.LTable) ([]OptionSpec, error) {
	var out []OptionSpec
	var err error
	vm.Each(t, func(k, v lua.LValue) {
		if err != nil {
			return
		}
		name, ok := k.(lua.LString)
		if !ok {
			err = manifestFault(path, "options", "options: keys must be option names")
			return
		}
		if !isOptionName(string(name)) {
			err = manifestFault(path, fmt.Sprintf("options[%q]", string(name)), "options[%q]: an option name is letters, digits and '_', not first a digit (it is set as MODULE.OPTION=VALUE)", string(name))
			return
		}
		ot, ok := v.(*lua.LTable)
		if !ok {
			err = manifestFault(path, "options."+string(name), "options.%s must be a table {type=…, default=…, doc=…}", name)
			return
		}
		if e := unknownFields(path, "options."+string(name), ot, module.OptionFields(), "an option has type, default, doc, values, min and max"); e != nil {
			err = e
			return
		}
		o := OptionSpec{Name: string(name)}
		o.Type = lua.LVAsString(ot.RawGetString("type"))
		o.Doc = lua.LVAsString(ot.RawGetString("doc"))
		if vs, ok := ot.RawGetString("values").(*lua.LTable); ok {
			for i := 1; i <= vs.Len(); i++ {
				o.Values = append(o.Values, lua.LVAsString(vs.RawGetInt(i)))
			}
		}
		if n, ok := ot.RawGetString("min").(lua.LNumber); ok {
			f := float64(n)
			o.Min = &f
		}
		if n, ok := ot.RawGetString("max").(lua.LNumber); ok {
			f := float64(n)
			o.Max = &f
		}
		switch o.Type {
		case "bool", "int", "number", "string":
		case "enum":
			if len(o.Values) == 0 {
				err = manifestFault(path, "options."+string(name)+".values", "options.%s: an enum needs values", name)
				return
			}
		default:
			err = manifestFault(path, "options."+string(name)+".type", "options.%s.type %q: want bool, int, number, string or enum", name, o.Type)
			return
		}
		raw := ot.RawGetString("default")
		def, e := o.Check(luaToGo(raw))
		if s, quoted := raw.(lua.LString); quoted && e == nil && o.Type != "string" && o.Type != "enum" {
			// Check reads text, as the command line and a campaign give
			// values; in Lua a number or a boolean is written as one
			e = fmt.Errorf("want %s, got the string %q (write it without quotes: default = %s)", map[bool]string{true: "true or false", false: "a number"}[o.Type == "bool"], string(s), string(s))
		}
		if e != nil {
			err = manifestFault(path, "options."+string(name)+".default", "options.%s.default: %v", name, e)
			return
		}
		o.Default = def
		if o.Doc == "" {
			err = manifestFault(path, "options."+string(name)+".doc", "options.%s needs a one-line doc", name)
			return
		}
		out = append(out, o)
	})
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, err
}

// isOptionName says whether s can name an option in MODULE.OPTION=VALUE: a
// letter or '_' first, then letters, digits and '_'.
func isOptionName(s string) bool {
	for i, c := range s {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return s != ""
}

// luaToGo converts a Lua scalar to bool, float64 or string (nil otherwise).
func luaToGo(v lua.LValue) any {
	switch x := v.(type) {
	case lua.LBool:
		return bool(x)
	case lua.LNumber:
		return float64(x)
	case lua.LString:
		return string(x)
	}
	return nil
}
