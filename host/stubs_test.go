package host

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/parse"

	"github.com/twtw/twtw/host/ruleset"
	"github.com/twtw/twtw/host/stubs"
)

// registered lists every function a spec VM's twtw table holds — the
// general part, the libraries, the spec-only helpers — and the methods of
// terms and bodies, as apiDocs names them ("action.draw", "Terms:add").
func registered(t *testing.T, e *Engine) []string {
	t.Helper()
	s, err := e.newSpecVM(e.SpecPaths()[0], SpecOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.v.Close()
	L := s.v.State()
	var out []string
	var walk func(tab *lua.LTable, prefix string)
	walk = func(tab *lua.LTable, prefix string) {
		tab.ForEach(func(k, v lua.LValue) {
			name := prefix + lua.LVAsString(k)
			switch x := v.(type) {
			case *lua.LFunction:
				out = append(out, name)
			case *lua.LTable:
				if prefix == "" && name != "rules" {
					// A library is a read-only view: its functions are
					// in the table behind it.
					if mt, ok := x.Metatable.(*lua.LTable); ok {
						if inner, ok := mt.RawGetString("__index").(*lua.LTable); ok {
							x = inner
						}
					}
					walk(x, name+".")
				}
			}
		})
	}
	walk(s.a.table, "")
	methods := func(mt lua.LValue, class string) {
		idx, ok := L.GetField(mt, "__index").(*lua.LTable)
		if !ok {
			t.Fatalf("%s: no method table", class)
		}
		walk(idx, class+":")
	}
	methods(L.GetTypeMetatable(termsType), "Terms")
	if s.a.bodyMT != nil {
		methods(s.a.bodyMT, "Body")
	}
	sort.Strings(out)
	return out
}

// Every function the host gives Lua, under any ruleset, has an annotation,
// and every annotation a function.
func TestStubsCoverEveryAPIFunction(t *testing.T) {
	all, err := ruleset.All()
	if err != nil {
		t.Fatal(err)
	}
	var real []string
	for _, rs := range all {
		e, err := New(Options{Ruleset: rs.Name})
		if err != nil {
			t.Fatal(err)
		}
		files, err := e.Stubs()
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range registered(t, e) {
			if !contains(real, f) {
				real = append(real, f)
			}
			def := "function api." + f + "("
			if strings.ContainsAny(f, ".:") {
				def = "function " + f + "("
			}
			if !strings.Contains(files["twtw.lua"], def) {
				t.Errorf("ruleset %s: twtw.lua has no %s…) end", rs.Name, def)
			}
		}
		e.Close()
	}
	documented := stubs.APIFunctions()
	if len(real) != 74 || len(documented) != 74 {
		t.Errorf("%d functions registered, %d documented; want 74: 18 general, 9 action, 13 damage, 6 dice, 7 poker, 7 terms, 14 body", len(real), len(documented))
	}
	for _, f := range real {
		if !contains(documented, f) {
			t.Errorf("api function %s has no line in apiDocs (host/stubs/lines.go)", f)
		}
	}
	for _, f := range documented {
		if !contains(real, f) {
			t.Errorf("apiDocs documents %s, which no ruleset's api registers", f)
		}
	}
}

// Under every ruleset, every event has an annotation with its doc and
// module, every rule and data table one with its doc and chain, and each
// file is valid Lua; TWTW's wound.applied, ranged.tn and data shapes are
// annotated as below.
func TestStubsCoverEveryRuleAndEvent(t *testing.T) {
	all, err := ruleset.All()
	if err != nil {
		t.Fatal(err)
	}
	for _, rs := range all {
		e, err := New(Options{Ruleset: rs.Name})
		if err != nil {
			t.Fatal(err)
		}
		files, err := e.Stubs()
		if err != nil {
			t.Fatal(err)
		}
		checkStubs(t, e, files)
		e.Close()
	}
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	files, err := e.Stubs()
	if err != nil {
		t.Fatal(err)
	}
	api, rules := files["twtw.lua"], files["rules.lua"]
	if n := len(e.Catalog().Events()); n != 11 {
		t.Errorf("%d events declared, want the 10 of TWTW's core and the host's fight.end", n)
	}
	if !strings.Contains(api, "---@field level_after any wound level after (0..5)") {
		t.Error("twtw.lua does not annotate wound.applied's field level_after")
	}
	for _, want := range []string{
		"--- the TN of a ranged attack, as terms\n---\n--- defined by core.ranged (rules/ranged.lua:",
		"---@param ctx any\n---@return any\nrules[\"ranged.tn\"] = function(ctx) end",
		"---@type twtw.data.called_table\nrules[\"called.table\"] = {}",
		"---@class twtw.data.called_table\n---@field arm integer\n",
		"---@type table<string, twtw.data.gear_weapons_entry>\nrules[\"gear.weapons\"] = {}",
		"---@class twtw.data.wounds_levels\n---@field name string\n---@field source string\n---@field [integer] twtw.data.wounds_levels_item",
	} {
		if !strings.Contains(rules, want) {
			t.Errorf("rules.lua lacks\n%s", want)
		}
	}
}

// checkStubs checks one ruleset's stubs against its engine.
func checkStubs(t *testing.T, e *Engine, files map[string]string) {
	t.Helper()
	name := e.Ruleset().Name
	for file, text := range files {
		if !strings.HasPrefix(text, "---@meta") {
			t.Errorf("%s: %s does not start with ---@meta", name, file)
		}
		if _, err := parse.Parse(strings.NewReader(text), file); err != nil {
			t.Errorf("%s: %s is not valid Lua: %v", name, file, err)
		}
	}
	api, rules := files["twtw.lua"], files["rules.lua"]
	for _, ev := range e.Catalog().Events() {
		want := fmt.Sprintf("---| %q # %s (emitted by %s, %s)", ev.Name, ev.Doc, ev.Module, ev.Path)
		if !strings.Contains(api, want) {
			t.Errorf("%s: twtw.lua lacks %s", name, want)
		}
		if !strings.Contains(api, fmt.Sprintf("---@overload fun(event: %q, fn: fun(", ev.Name)) {
			t.Errorf("%s: twtw.lua does not type api.on(%q, …)", name, ev.Name)
		}
	}
	for _, rp := range e.Rules() {
		if rp.Kind == "event" {
			continue
		}
		if strings.TrimSpace(rp.Doc) == "" {
			t.Errorf("%s: rule %s (%s) has no doc: give api.define a third argument", name, rp.Name, rp.Chain[0].Where)
		}
		want := fmt.Sprintf("--- %s\n---\n--- defined by %s (%s)", strings.Join(strings.Fields(rp.Doc), " "), rp.Chain[0].Module, rp.Chain[0].Where)
		if !strings.Contains(rules, want) || !strings.Contains(rules, fmt.Sprintf("rules[%q] = ", rp.Name)) {
			t.Errorf("%s: rules.lua does not annotate %s with its doc and chain", name, rp.Name)
		}
	}
}
