package host

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/twtw/twtw/host/module"
	lua "github.com/yuin/gopher-lua"
)

// Kind says where a module comes from, which decides its place in the load order.
type Kind int

// Module kinds, in load order (ARCHITECTURE.md "The rule registry": core rules, then
// optional modules in dependency order, then house rules in the campaign's order).
const (
	KindCore     Kind = iota // scripts/rules: always on
	KindOptional             // scripts/optional: the book's optional and advanced rules
	KindHouse                // scripts/houserules and campaign folders
)

// String returns "core", "optional" or "house".
func (k Kind) String() string {
	return [...]string{"core", "optional", "house"}[k]
}

// Manifest is what a module file returns (ARCHITECTURE.md "Modules").
type Manifest struct {
	Name      string       `json:"name"`
	Version   string       `json:"version"`
	Summary   string       `json:"summary"`
	Source    string       `json:"source"`
	Requires  []string     `json:"requires,omitempty"`
	Conflicts []string     `json:"conflicts,omitempty"`
	Replaces  []string     `json:"replaces,omitempty"`
	Options   []OptionSpec `json:"options,omitempty"`
	// Events are the events the module emits, declared with a doc; api.on
	// of an event no module declares is refused.
	Events []EventSpec `json:"events,omitempty"`
	// Ruleset is the manifest's ruleset field as written ("twtw >= 1.0"):
	// the rulesets the module works with ("" for any).
	Ruleset string `json:"ruleset,omitempty"`
	// Ranges holds the version range of each requirement that gives one
	// ("bleeding >= 1.2" → bleeding: >= 1.2).
	Ranges map[string]VersionRange `json:"-"`
	// version is Version parsed.
	version Version
	// rulesetName and rulesetRange are Ruleset parsed.
	rulesetName  string
	rulesetRange VersionRange
	// DefaultOn marks an optional module that is on unless a campaign
	// disables it (the book's optional rules that its examples assume, such
	// as bumps).
	DefaultOn bool `json:"default_on,omitempty"`

	Kind Kind   `json:"-"`
	Path string `json:"path"`  // chunk path, such as "optional/bleeding.lua"
	Hash string `json:"hash"`  // sha256 of the file's text
	From string `json:"layer"` // the script layer it was loaded from
	// Overrides is the path of a built-in module this one replaces by name.
	Overrides string `json:"overrides,omitempty"`
}

// OptionSpec is one typed module option.
type OptionSpec struct {
	Name    string   `json:"name"`
	Type    string   `json:"type"` // "bool", "int", "number", "string" or "enum"
	Default any      `json:"default"`
	Values  []string `json:"values,omitempty"` // allowed values of an enum
	Min     *float64 `json:"min,omitempty"`
	Max     *float64 `json:"max,omitempty"`
	Doc     string   `json:"doc"`
}

// readManifest reads a module's returned table, naming the file and field of any fault.
func readManifest(path string, v lua.LValue) (*Manifest, error) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil, fmt.Errorf("%s: a module returns its manifest table, got %s", path, v.Type())
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
				err = fmt.Errorf("%s: manifest field %q is missing", path, field)
			}
		default:
			err = fmt.Errorf("%s: manifest field %q must be a string, got %s", path, field, x.Type())
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
					err = fmt.Errorf("%s: manifest field %s[%d] must be a string", path, field, i)
					return nil
				}
				out = append(out, string(s))
			}
			return out
		default:
			err = fmt.Errorf("%s: manifest field %q must be a list of strings, got %s", path, field, x.Type())
		}
		return nil
	}
	if e := unknownFields(path, "", t, manifestFields, "a module's table holds only its manifest fields and setup; share other values from a lib/ file"); e != nil {
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
		return nil, fmt.Errorf("%s: manifest field \"name\": %v", path, e)
	}
	if m.version, err = ParseVersion(m.Version); err != nil {
		return nil, fmt.Errorf("%s: manifest field \"version\": %v", path, err)
	}
	if m.Requires, m.Ranges, err = readConstraints(path, "requires", requires); err != nil {
		return nil, err
	}
	if m.Ruleset != "" {
		if m.rulesetName, m.rulesetRange, err = module.ParseConstraint(m.Ruleset); err != nil || m.rulesetName == "" {
			return nil, fmt.Errorf("%s: manifest field \"ruleset\" %q: want a ruleset name and an optional version range (\"twtw >= 1.0\")", path, m.Ruleset)
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
		return nil, fmt.Errorf("%s: manifest field \"default_on\" must be true or false, got %s", path, d.Type())
	}
	if _, ok := t.RawGetString("setup").(*lua.LFunction); !ok {
		return nil, fmt.Errorf("%s: manifest field \"setup\" must be a function setup(api, opts)", path)
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
		return nil, fmt.Errorf("%s: manifest field \"options\" must be a table, got %s", path, o.Type())
	}
	return m, nil
}

func readOptions(path string, t *lua.LTable) ([]OptionSpec, error) {
	var out []OptionSpec
	var err error
	t.ForEach(func(k, v lua.LValue) {
		if err != nil {
			return
		}
		name, ok := k.(lua.LString)
		if !ok {
			err = fmt.Errorf("%s: options: keys must be option names", path)
			return
		}
		ot, ok := v.(*lua.LTable)
		if !ok {
			err = fmt.Errorf("%s: options.%s must be a table {type=…, default=…, doc=…}", path, name)
			return
		}
		if e := unknownFields(path, "options."+string(name), ot, optionFields, "an option has type, default, doc, values, min and max"); e != nil {
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
				err = fmt.Errorf("%s: options.%s: an enum needs values", path, name)
				return
			}
		default:
			err = fmt.Errorf("%s: options.%s.type %q: want bool, int, number, string or enum", path, name, o.Type)
			return
		}
		def, e := o.Check(luaToGo(ot.RawGetString("default")))
		if e != nil {
			err = fmt.Errorf("%s: options.%s.default: %v", path, name, e)
			return
		}
		o.Default = def
		if o.Doc == "" {
			err = fmt.Errorf("%s: options.%s needs a one-line doc", path, name)
			return
		}
		out = append(out, o)
	})
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, err
}

// Check converts a value (from TOML, the command line or Lua) to the option's
// type, or says why it does not fit.
func (o *OptionSpec) Check(v any) (any, error) {
	switch o.Type {
	case "bool":
		switch x := v.(type) {
		case bool:
			return x, nil
		case string:
			switch x {
			case "true":
				return true, nil
			case "false":
				return false, nil
			}
		}
		return nil, fmt.Errorf("want true or false, got %s", describe(v))
	case "int", "number":
		var f float64
		switch x := v.(type) {
		case int64:
			f = float64(x)
		case int:
			f = float64(x)
		case float64:
			f = x
		case string:
			if _, err := fmt.Sscan(x, &f); err != nil || strings.TrimSpace(x) != x {
				return nil, fmt.Errorf("want a number, got %s", describe(v))
			}
		default:
			return nil, fmt.Errorf("want a number, got %s", describe(v))
		}
		if o.Type == "int" && f != math.Trunc(f) {
			return nil, fmt.Errorf("want a whole number, got %s", describe(v))
		}
		if o.Min != nil && f < *o.Min || o.Max != nil && f > *o.Max {
			return nil, fmt.Errorf("%v is outside %s", f, o.rangeText())
		}
		if o.Type == "int" {
			return int64(f), nil
		}
		return f, nil
	case "string":
		if s, ok := v.(string); ok {
			return s, nil
		}
		return nil, fmt.Errorf("want a string, got %s", describe(v))
	case "enum":
		if s, ok := v.(string); ok && contains(o.Values, s) {
			return s, nil
		}
		return nil, fmt.Errorf("want one of %s, got %s", strings.Join(quoteAll(o.Values), ", "), describe(v))
	}
	return nil, fmt.Errorf("unknown option type %q", o.Type)
}

func (o *OptionSpec) rangeText() string {
	lo, hi := "−∞", "∞"
	if o.Min != nil {
		lo = fmt.Sprint(*o.Min)
	}
	if o.Max != nil {
		hi = fmt.Sprint(*o.Max)
	}
	return lo + ".." + hi
}

func describe(v any) string {
	switch x := v.(type) {
	case nil:
		return "nothing"
	case string:
		return fmt.Sprintf("%q", x)
	}
	return fmt.Sprint(v)
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
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
