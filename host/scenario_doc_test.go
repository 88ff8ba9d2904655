package host

import (
	"os"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/schema"
	"github.com/twtw/twtw/host/vm"
)

// scripts/scenarios/README.md documents every field the TWTW scenario
// schema declares (scripts/rules/scenario.lua), and every field it
// documents is declared: the reference cannot drift from the checks.
func TestScenarioReadmeDocumentsEveryField(t *testing.T) {
	b, err := os.ReadFile("../scripts/scenarios/README.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	var check func(at string, fields schema.Fields)
	check = func(at string, fields schema.Fields) {
		for name, ft := range fields {
			if !strings.Contains(doc, "`"+name+"`") {
				t.Errorf("scripts/scenarios/README.md does not document %s field `%s` (%s)", at, name, ft.Doc)
			}
			if ft.Doc == "" {
				t.Errorf("scenario.schema: %s field %s has no doc", at, name)
			}
			if ft.Type == "table" {
				check(at+"."+name, ft.Fields)
			}
			if ft.Of != nil && ft.Of.Type == "table" {
				check(at+"."+name, ft.Of.Fields)
			}
		}
	}
	check("scenario", e.schema.Fields)
	check("combatant", e.schema.Combatant)
	for _, host := range []string{"name", "summary", "rounds", "ruleset", "side"} {
		if !strings.Contains(doc, "`"+host+"`") && !strings.Contains(doc, host+" = ") {
			t.Errorf("scripts/scenarios/README.md does not show the host's field %s", host)
		}
	}
}

// twtw doc scenario.schema lists every field a scenario's author writes: the
// host's own (name, rounds, each combatant's name and side), the ruleset's
// with their types, ranges, defaults and docs, nested fields by path, and a
// house rule's own field once its set adds it.
func TestDocScenarioSchemaListsTheFields(t *testing.T) {
	add := houseRule("grit", `api.set("scenario.schema", function(s)
      s.combatant.grit = { type = "int", min = 0, max = 3, default = 1, doc = "grit points" }
      return s
    end)`)
	e, _ := duelEngine(t, Options{
		Layers: []vm.Layer{fakeLayer(map[string]string{"houserules/grit.lua": add})},
		Enable: []Enable{{Name: "gulch.grit"}},
	})
	d, err := e.Doc(SchemaRule)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]schema.FieldDoc{}
	for _, f := range d.Fields {
		got[f.Path] = f
	}
	for _, want := range []schema.FieldDoc{
		{Path: "rounds", Type: "int 0..1000"},
		{Path: "combatant", Type: "list of table, 2..∞ entries"},
		{Path: "combatant[].side", Type: "string", Required: true},
		{Path: "combatant[].aim.target", Type: "string", Required: true},
		{Path: "combatant[].mount.gait", Type: `string: "none", "walk", "run"`, Default: "none"},
		{Path: "combatant[].hand", Type: `string: "right", "left"`},
		{Path: "combatant[].grit", Type: "int 0..3", Default: int64(1)},
	} {
		f, ok := got[want.Path]
		if !ok {
			t.Errorf("no field %s in %d fields", want.Path, len(d.Fields))
			continue
		}
		if f.Type != want.Type || f.Required != want.Required || f.Default != want.Default || f.Doc == "" {
			t.Errorf("%s: %+v; want type %q, required %v, default %v and a doc", want.Path, f, want.Type, want.Required, want.Default)
		}
	}
	if got["combatant[].grit"].Doc != "grit points" {
		t.Errorf("the house rule's field: %+v", got["combatant[].grit"])
	}
	// a field comes right after the field it is part of
	for i, f := range d.Fields {
		if f.Path == "combatant[].aim" && (i+1 >= len(d.Fields) || !strings.HasPrefix(d.Fields[i+1].Path, "combatant[].aim.")) {
			t.Errorf("combatant[].aim is not followed by its own fields: %v", d.Fields[i:min(i+3, len(d.Fields))])
		}
	}
}
