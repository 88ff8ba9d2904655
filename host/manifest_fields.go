package host

import (
	"fmt"
	"sort"
	"strings"

	"github.com/twtw/twtw/host/didyoumean"
	"github.com/twtw/twtw/host/module"
	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/host/vm"
)

// fieldNames returns the names of fs, in order.
func fieldNames(fs []FieldDoc) []string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = f.Name
	}
	return out
}

// unknownFields names every key of t that is not one of known (sorted), as
// "WHERE KEY: unknown field; did you mean "K"?" lines (a *ManifestError
// of the first key, the others in its More). what says which
// table it is ("options.rounds") and hint what to do with other values.
func unknownFields(path, what string, t *lua.LTable, known []FieldDoc, hint string) error {
	names := fieldNames(known)
	var bad []string
	vm.Each(t, func(k, _ lua.LValue) {
		s, ok := k.(lua.LString)
		if !ok {
			bad = append(bad, fmt.Sprintf("[%s]", k.String()))
			return
		}
		if !contains(names, string(s)) {
			bad = append(bad, string(s))
		}
	})
	if len(bad) == 0 {
		return nil
	}
	sort.Strings(bad)
	var out *ManifestError
	for _, b := range bad {
		key := b
		if what != "" {
			key = what + "." + b
		}
		msg := fmt.Sprintf("%s: unknown field (%s)", key, hint)
		if s := didyoumean.Best(b, names); s != "" {
			msg = fmt.Sprintf("%s: unknown field%s", key, s)
		}
		if out == nil {
			out = &ManifestError{Path: path, Field: key, Msg: msg}
		} else {
			out.More = append(out.More, &ManifestError{Path: path, Field: key, Msg: msg})
		}
	}
	return out
}

// manifestFault is a *ManifestError of path's field: "path: " and the
// message format makes.
func manifestFault(path, field, format string, args ...any) error {
	return &ManifestError{Path: path, Field: field, Msg: fmt.Sprintf(format, args...)}
}

// readConstraints reads requires: each entry a module name with an optional
// version range. It returns the names and the ranges given.
func readConstraints(path, field string, names []string) ([]string, map[string]VersionRange, error) {
	var out []string
	var ranges map[string]VersionRange
	for i, s := range names {
		name, r, err := module.ParseConstraint(s)
		if err != nil {
			return nil, nil, manifestFault(path, fmt.Sprintf("%s[%d]", field, i+1), "%s[%d] %q: %v", field, i+1, s, err)
		}
		if err := checkRuleName(name); err != nil {
			return nil, nil, manifestFault(path, fmt.Sprintf("%s[%d]", field, i+1), "%s[%d] %q: a module name first, then an optional version range (\"bleeding >= 1.2\")", field, i+1, s)
		}
		out = append(out, name)
		if !r.IsZero() {
			if ranges == nil {
				ranges = map[string]VersionRange{}
			}
			ranges[name] = r
		}
	}
	return out, ranges, nil
}

// readEvents reads a manifest's events: { ["NAME"] = "doc" } or
// { ["NAME"] = { doc = …, args = { … }, fields = { … } } }, sorted by name.
func readEvents(path, module string, v lua.LValue) ([]EventSpec, error) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil, manifestFault(path, "events", "events must be a table { [\"event.name\"] = \"doc\" }, got %s", v.Type())
	}
	var out []EventSpec
	var err error
	vm.Each(t, func(k, v lua.LValue) {
		if err != nil {
			return
		}
		name, ok := k.(lua.LString)
		if !ok {
			err = manifestFault(path, "events", "events: keys are event names such as \"wound.applied\", got %s", k.Type())
			return
		}
		if e := checkRuleName(string(name)); e != nil {
			err = manifestFault(path, fmt.Sprintf("events[%q]", string(name)), "events[%q]: %v", string(name), e)
			return
		}
		ev := EventSpec{Name: string(name), Module: module, Path: path}
		err = readEvent(path, &ev, v)
		out = append(out, ev)
	})
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, err
}

func readEvent(path string, ev *EventSpec, v lua.LValue) error {
	where := fmt.Sprintf("events[%q]", ev.Name)
	switch d := v.(type) {
	case lua.LString:
		ev.Doc = string(d)
	case *lua.LTable:
		if err := unknownFields(path, where, d, module.EventFields(), "an event has doc, args and fields"); err != nil {
			return err
		}
		ev.Doc = lua.LVAsString(d.RawGetString("doc"))
		if a, ok := d.RawGetString("args").(*lua.LTable); ok {
			for i := 1; i <= a.Len(); i++ {
				ev.Args = append(ev.Args, lua.LVAsString(a.RawGetInt(i)))
			}
		}
		if f, ok := d.RawGetString("fields").(*lua.LTable); ok {
			ev.Fields = map[string]string{}
			vm.Each(f, func(k, v lua.LValue) { ev.Fields[lua.LVAsString(k)] = lua.LVAsString(v) })
		}
	default:
		return manifestFault(path, where, "%s must be a doc string or { doc = …, args = …, fields = … }, got %s", where, v.Type())
	}
	if strings.TrimSpace(ev.Doc) == "" {
		return manifestFault(path, where+".doc", "%s needs a one-line doc", where)
	}
	return nil
}
