package stubs

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/twtw/twtw/host/module"
)

// apiLine is one parsed apiDocs line.
type apiLine struct {
	class, name string // class "" for the api table itself, "action", "Terms", …
	method      bool   // Terms:add rather than action.draw
	params      [][2]string
	returns     []string
	doc         string
}

var apiLineRE = regexp.MustCompile(`^(?:([A-Za-z_]+)([.:]))?([a-z_][a-z0-9_]*)\((.*)\)(?: → (.+?))? — (.+)$`)

func parseAPILine(s string) (apiLine, error) {
	m := apiLineRE.FindStringSubmatch(s)
	if m == nil {
		return apiLine{}, fmt.Errorf("apiDocs: cannot read %q", s)
	}
	l := apiLine{class: m[1], method: m[2] == ":", name: m[3], doc: m[6]}
	for _, p := range splitTop(m[4]) {
		name, typ, ok := strings.Cut(p, ": ")
		if !ok {
			return l, fmt.Errorf("apiDocs: parameter %q of %s has no type", p, l.name)
		}
		l.params = append(l.params, [2]string{name, typ})
	}
	if m[5] != "" {
		l.returns = splitTop(m[5])
	}
	return l, nil
}

// splitTop splits a list at commas outside brackets and braces.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, c := range s {
		switch c {
		case '(', '{', '<', '[':
			depth++
		case ')', '}', '>', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	if rest := strings.TrimSpace(s[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
}

// APIFunctions returns the paths of every documented API function
// ("define", "action.draw", "Terms:add") in the order they are
// documented, so a test can hold them against the functions the host
// registers.
func APIFunctions() []string {
	out := make([]string, 0, len(apiDocs))
	for _, s := range apiDocs {
		l, err := parseAPILine(s)
		if err != nil {
			continue
		}
		out = append(out, l.path())
	}
	return out
}

func (l apiLine) path() string {
	switch {
	case l.class == "":
		return l.name
	case l.method:
		return l.class + ":" + l.name
	}
	return l.class + "." + l.name
}

// function writes one function's annotations and its empty definition.
func (l apiLine) function(b *strings.Builder, overloads []string) {
	fmt.Fprintf(b, "--- %s\n", l.doc)
	var names []string
	for _, p := range l.params {
		name, typ := p[0], p[1]
		opt := ""
		if strings.HasSuffix(name, "?") {
			name, opt = strings.TrimSuffix(name, "?"), "?"
		}
		fmt.Fprintf(b, "---@param %s%s %s\n", name, opt, typ)
		names = append(names, name)
	}
	for _, r := range l.returns {
		fmt.Fprintf(b, "---@return %s\n", r)
	}
	for _, o := range overloads {
		fmt.Fprintf(b, "---@overload %s\n", o)
	}
	owner, sep := "api", "."
	switch {
	case l.method:
		owner, sep = l.class, ":"
	case l.class != "":
		owner = l.class
	}
	fmt.Fprintf(b, "function %s%s%s(%s) end\n\n", owner, sep, l.name, strings.Join(names, ", "))
}

// apiStub is twtw.lua: the api class with the general part and the
// libraries the ruleset uses, the shapes they return, the events and the
// manifest.
func apiStub(in Input) (string, error) {
	var b strings.Builder
	events := in.Events
	b.WriteString("---@class twtw.api\n")
	b.WriteString("---@field rules twtw.Rules the rules in force: api.rules[\"NAME\"]; look them up when you call them, not in setup\n")
	for _, lib := range in.Uses {
		fmt.Fprintf(&b, "---@field %s twtw.%s the Go-core library %q (the ruleset's uses)\n", lib, lib, lib)
	}
	b.WriteString("---@field host table<string, any> the embedder's Go values (host.Options.Expose), when it gives any\n")
	b.WriteString("local api = {}\n\n")
	byClass := map[string][]apiLine{}
	for _, s := range apiDocs {
		l, err := parseAPILine(s)
		if err != nil {
			return "", err
		}
		byClass[l.class] = append(byClass[l.class], l)
	}
	for _, l := range byClass[""] {
		l.function(&b, eventOverloads(l.name, events))
	}
	for _, lib := range in.Uses {
		fmt.Fprintf(&b, "---@class twtw.%s\nlocal %s = {}\n\n", lib, lib)
		for _, l := range byClass[lib] {
			l.function(&b, nil)
		}
	}
	if slices.Contains(in.Uses, "damage") {
		b.WriteString("---@class twtw.Body\nlocal Body = {}\n\n")
		for _, l := range byClass["Body"] {
			l.function(&b, nil)
		}
	}
	b.WriteString("---@class twtw.Terms\nlocal Terms = {}\n\n")
	for _, l := range byClass["Terms"] {
		l.function(&b, nil)
	}
	for _, sh := range apiShapes {
		fmt.Fprintf(&b, "--- %s\n---@class %s\n", sh.Doc, sh.Class)
		for _, f := range sh.Fields {
			nt, doc, _ := strings.Cut(f, " — ")
			name, typ, _ := strings.Cut(nt, ": ")
			fmt.Fprintf(&b, "---@field %s %s %s\n", name, typ, doc)
		}
		b.WriteString("\n")
	}
	b.WriteString(eventsStub(events))
	b.WriteString(manifestStub())
	b.WriteString("return api\n")
	return b.String(), nil
}

// eventOverloads types api.on and api.emit for each declared event.
func eventOverloads(fn string, events map[string]*module.EventSpec) []string {
	if fn != "on" && fn != "emit" {
		return nil
	}
	var out []string
	for _, ev := range sortedEvents(events) {
		args := eventArgs(ev)
		if fn == "on" {
			out = append(out, fmt.Sprintf("fun(event: %q, fn: fun(%s))", ev.Name, args))
		} else if args != "" {
			out = append(out, fmt.Sprintf("fun(event: %q, %s)", ev.Name, args))
		}
	}
	return out
}

// eventArgs is an event's listener arguments, the last typed by its fields.
func eventArgs(ev *module.EventSpec) string {
	var out []string
	for i, a := range ev.Args {
		typ := "any"
		if i == len(ev.Args)-1 && len(ev.Fields) > 0 {
			typ = eventClass(ev.Name)
		}
		out = append(out, a+": "+typ)
	}
	return strings.Join(out, ", ")
}

func eventClass(name string) string { return "twtw.event." + identOr(name) }

// eventsStub is the twtw.Event alias (every declared event with its doc and
// module) and a class per event with fields.
func eventsStub(events map[string]*module.EventSpec) string {
	var b strings.Builder
	b.WriteString("--- An event a module declares (manifest events) and emits; api.on of any other name is refused.\n---@alias twtw.Event\n")
	for _, ev := range sortedEvents(events) {
		fmt.Fprintf(&b, "---| %q # %s (emitted by %s, %s)\n", ev.Name, oneLine(ev.Doc), ev.Module, ev.Path)
	}
	b.WriteString("\n")
	for _, ev := range sortedEvents(events) {
		if len(ev.Fields) == 0 {
			continue
		}
		fmt.Fprintf(&b, "--- The event %s: %s (listener: fun(%s))\n---@class %s\n", ev.Name, oneLine(ev.Doc), eventArgs(ev), eventClass(ev.Name))
		for _, f := range sortedKeys(ev.Fields) {
			fmt.Fprintf(&b, "---@field %s any %s\n", fieldKey(f), oneLine(ev.Fields[f]))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// sortedEvents returns events by name.
func sortedEvents(evs map[string]*module.EventSpec) []*module.EventSpec {
	out := make([]*module.EventSpec, 0, len(evs))
	for _, name := range sortedKeys(evs) {
		out = append(out, evs[name])
	}
	return out
}

// manifestStub documents a module's manifest from module.ManifestFields.
func manifestStub() string {
	var b strings.Builder
	for _, c := range []struct {
		class, doc string
		fields     []module.FieldDoc
	}{
		{"twtw.Manifest", "What a module file returns (---@type twtw.Manifest): its manifest and setup, nothing else.", module.ManifestFields()},
		{"twtw.OptionSpec", "One typed module option.", module.OptionFields()},
		{"twtw.EventSpec", "One event a module emits, declared in its manifest's events.", module.EventFields()},
	} {
		fmt.Fprintf(&b, "--- %s\n---@class %s\n", c.doc, c.class)
		for _, f := range c.fields {
			name, typ := f.Name, f.Type
			if strings.HasSuffix(typ, "?") {
				name, typ = name+"?", strings.TrimSuffix(typ, "?")
			}
			fmt.Fprintf(&b, "---@field %s %s %s\n", name, typ, f.Doc)
		}
		b.WriteString("\n")
	}
	return b.String()
}
