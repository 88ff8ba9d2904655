package host

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/parse"
)

// registered lists every function a spec VM's twtw table holds — the
// general part, the libraries, the spec-only helpers — and the methods of
// terms and bodies, as apiDocs names them ("action.draw", "Terms:add").
func registered(t *testing.T, e *Engine) []string {
	t.Helper()
	s, err := e.newSpecVM("rules/ranged_spec.lua")
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
	methods(s.a.bodyMT, "Body")
	sort.Strings(out)
	return out
}

// Every function the host gives Lua has an annotation, and every annotation
// a function (issue 11, item 1: "a test checks that every API function …
// has an annotation").
func TestStubsCoverEveryAPIFunction(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	real := registered(t, e)
	documented := APIFunctions()
	if len(real) != 52 || len(documented) != 52 {
		t.Errorf("%d functions registered, %d documented; want the 52 of twtw: 13 general, 9 action, 11 damage, 6 terms, 13 body", len(real), len(documented))
	}
	for _, f := range real {
		if !contains(documented, f) {
			t.Errorf("api function %s has no line in apiDocs (host/stubs_api.go)", f)
		}
	}
	for _, f := range documented {
		if !contains(real, f) {
			t.Errorf("apiDocs documents %s, which the host does not register", f)
		}
	}
	files, err := e.Stubs()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range real {
		def := "function api." + f + "("
		switch {
		case strings.Contains(f, ":"):
			def = "function " + f + "("
		case strings.Contains(f, "."):
			def = "function " + f + "("
		}
		if !strings.Contains(files["twtw.lua"], def) {
			t.Errorf("twtw.lua has no %s…) end", def)
		}
	}
}

// Every event has an annotation with its doc and module, every rule and
// data table one with its doc and chain, and each file is valid Lua.
func TestStubsCoverEveryRuleAndEvent(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	files, err := e.Stubs()
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range files {
		if !strings.HasPrefix(text, "---@meta") {
			t.Errorf("%s does not start with ---@meta", name)
		}
		if _, err := parse.Parse(strings.NewReader(text), name); err != nil {
			t.Errorf("%s is not valid Lua: %v", name, err)
		}
	}
	api, rules := files["twtw.lua"], files["rules.lua"]
	events := e.Catalog().Events()
	if len(events) < 10 {
		t.Fatalf("%d events declared, want the 10 of core and the host's fight.end", len(events))
	}
	for _, ev := range events {
		want := fmt.Sprintf("---| %q # %s (emitted by %s, %s)", ev.Name, ev.Doc, ev.Module, ev.Path)
		if !strings.Contains(api, want) {
			t.Errorf("twtw.lua lacks %s", want)
		}
		if !strings.Contains(api, fmt.Sprintf("---@overload fun(event: %q, fn: fun(", ev.Name)) {
			t.Errorf("twtw.lua does not type api.on(%q, …)", ev.Name)
		}
	}
	if !strings.Contains(api, "---@field level_after any wound level after (0..5)") {
		t.Error("twtw.lua does not annotate wound.applied's field level_after")
	}
	for _, rp := range e.Rules() {
		if rp.Kind == "event" {
			continue
		}
		if strings.TrimSpace(rp.Doc) == "" {
			t.Errorf("rule %s (%s) has no doc: give api.define a third argument", rp.Name, rp.Chain[0].Where)
		}
		want := fmt.Sprintf("--- %s\n---\n--- defined by %s (%s)", oneLine(rp.Doc), rp.Chain[0].Module, rp.Chain[0].Where)
		if !strings.Contains(rules, want) || !strings.Contains(rules, fmt.Sprintf("rules[%q] = ", rp.Name)) {
			t.Errorf("rules.lua does not annotate %s with its doc and chain", rp.Name)
		}
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

// Every assertion host/lua/spec.lua defines is in the spec DSL's stub.
func TestStubsCoverTheSpecDSL(t *testing.T) {
	defs := regexp.MustCompile(`(?m)^function assert\.([a-z_]+)\(`).FindAllStringSubmatch(specLua, -1)
	if len(defs) < 6 {
		t.Fatalf("found %d assertions in spec.lua", len(defs))
	}
	for _, d := range defs {
		if !strings.Contains(specStub, "function assert."+d[1]+"(") {
			t.Errorf("spec stub lacks assert.%s", d[1])
		}
	}
	for _, g := range []string{"describe", "it", "before_each", "after_each", "fixtures.combatant"} {
		if !strings.Contains(specStub, "function "+g+"(") {
			t.Errorf("spec stub lacks %s", g)
		}
	}
}
