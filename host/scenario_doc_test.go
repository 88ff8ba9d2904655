package host

import (
	"os"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/schema"
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
