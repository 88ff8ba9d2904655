package host

import (
	"strings"
	"testing"
)

// requiring is a house module gulch.NAME that requires gulch.REQ (none when
// req is "") and sets Standard (seed 000 "Range": 5) to the value it finds
// plus one, so the order the modules loaded in shows in the number.
func requiring(name, req string) string {
	requires := ""
	if req != "" {
		requires = `requires = { "gulch.` + req + `" },`
	}
	return `return { name = "gulch.` + name + `", version = "1.0.0", summary = "s", source = "house rule", ` + requires + `
  setup = function(api)
    api.set("ranged.table", function(t) t.base = t.base + 1 return t end)
  end }
`
}

// A spec of a house rule that requires another, which requires a third,
// plays all three, each after the one it requires: the requirement was put
// after the module, which the plan refuses ("requires gulch.b, which loads
// after it"), so no such spec could run.
func TestSpecPlaysWhatItsModuleRequiresFirst(t *testing.T) {
	rep, out := runFolderSpecs(t, map[string]string{
		"gulch/a.lua":      requiring("a", ""),
		"gulch/b.lua":      requiring("b", "a"),
		"gulch/c.lua":      requiring("c", "b"),
		"gulch/c_spec.lua": baseSpec("8"),
		"gulch/b_spec.lua": baseSpec("7"),
	}, SpecOptions{Verbose: true})
	if rep.Passed != 2 || rep.Failed != 0 || strings.Contains(out, "loads after it") {
		t.Errorf("%d passed, %d failed; want 2, 0 (Standard 5 + 1 a module):\n%s", rep.Passed, rep.Failed, out)
	}
}

// Requirements that loop are refused by the plan, not followed for ever:
// a's spec fails to load, and so does b, which no spec tests.
func TestSpecRequirementLoopIsRefused(t *testing.T) {
	rep, out := runFolderSpecs(t, map[string]string{
		"gulch/a.lua":      requiring("a", "b"),
		"gulch/b.lua":      requiring("b", "a"),
		"gulch/a_spec.lua": baseSpec("7"),
	})
	if rep.Errors != 2 || !strings.Contains(out, "ERROR gulch/a_spec.lua › (loading)\n     module gulch.b requires gulch.a, which loads after it") {
		t.Errorf("%d errors; want 2, a's spec refused for the loop:\n%s", rep.Errors, out)
	}
}
