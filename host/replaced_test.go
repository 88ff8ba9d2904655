package host

import (
	"testing"
	"testing/fstest"

	"github.com/twtw/twtw/host/vm"
)

// replacedNote names the house file that replaced the built-in module
// whose script names the missing rule, for each form of "not defined"; it
// says nothing of a rule defined now, nor of a message naming no rule.
func TestReplacedNote(t *testing.T) {
	fsys := fstest.MapFS{"house/ranged.lua": &fstest.MapFile{Data: []byte(
		`return { name = "core.ranged", version = "1.0.0", summary = "nothing", source = "test", setup = function(api, opts) end }`)}}
	e, err := New(Options{Layers: []vm.Layer{{Name: "campaign:house", FS: fsys}}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	undefined := func(string) bool { return false }
	const note = " (house/ranged.lua replaces the built-in module core.ranged, rules/ranged.lua, and does not define ranged.mod)"
	for _, msg := range []string{
		"rules/x.lua:3: attack.ranged: rule ranged.mod is not defined",
		`rules/x.lua:3: rules["ranged.mod"]: no such rule or data table (api.has(name) asks without failing)`,
		"rule ranged.mod is not defined",
		`rules/ranged.lua:74: ranged.tn: modifier rule "ranged.mod" (listed in ranged.modifiers) is not defined`,
	} {
		if got := e.replacedNote(msg, undefined); got != note {
			t.Errorf("replacedNote(%q) = %q, want %q", msg, got, note)
		}
	}
	if got := e.replacedNote("rule ranged.mod is not defined", func(string) bool { return true }); got != "" {
		t.Errorf("a rule defined now: %q", got)
	}
	if got := e.replacedNote("rule bleeding.bleed is not defined", undefined); got != "" {
		t.Errorf("a rule core.ranged's script does not name: %q", got)
	}
	if got := e.replacedNote("attempt to index a nil value", undefined); got != "" {
		t.Errorf("a message naming no rule: %q", got)
	}
}
