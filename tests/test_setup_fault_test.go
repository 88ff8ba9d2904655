package tests

import (
	"path/filepath"
	"strings"
	"testing"
)

// setupFaultModule is a module whose setup wraps a misspelt rule (line 8).
const setupFaultModule = `local M = {
  name = "misspell.rule",
  version = "1.0.0",
  summary = "s",
  source = "test",
}
function M.setup(api)
  api.wrap("damage.layerz", function(next, ...) return next(...) end)
end
return M
`

// A module whose setup fails stops its spec from loading: the report's
// (loading) result begins with the module's file:line, as a failure's does
// (JUnit's message is its first line), and --json's error object locates
// the fault there, on disk, not at the spec (line 0): the error came from
// the module, and the spec cannot say where.
func TestTestCommandLocatesAModuleWhoseSetupFails(t *testing.T) {
	dir := t.TempDir()
	module := writeFile(t, dir, "misspell/rule.lua", setupFaultModule)
	writeFile(t, dir, "misspell/rule_spec.lua", "describe(\"r\", function()\n  it(\"runs\", function() end)\nend)\n")
	folder := filepath.Join(dir, "misspell")
	const msg = `misspell/rule.lua:8: module misspell.rule: setup: wrap "damage.layerz": no such rule; did you mean "damage.layers"? (modules load in plan order; does misspell.rule require the module that defines it?)`

	out, _, code := twtw(t, "test", folder)
	if want := "ERROR misspell/rule_spec.lua › (loading)\n     " + msg + "\nmisspell/ is " + folder + "/ on disk\n0 passed, 1 failed (1 error)\n"; code != 2 || out != want {
		t.Errorf("text: exit %d\n%s\nwant 2 and\n%s", code, out, want)
	}

	_, errs, code := twtw(t, "test", folder, "--json")
	want := `{"error":{"message":"1 spec file(s) could not be loaded: misspell/rule_spec.lua","kind":"script","file":"` + module + `","line":8,"field":""}}` + "\n"
	if code != 2 || errs != want {
		t.Errorf("--json: exit %d, stderr %q; want 2 and %q", code, errs, want)
	}

	out, _, _ = twtw(t, "test", folder, "--format", "junit")
	esc := strings.ReplaceAll(msg, `"`, "&#34;")
	if want := `<error message="` + esc + `" type="error">` + esc + `</error>`; !strings.Contains(out, want) {
		t.Errorf("junit:\n%s\nwant it to hold %s", out, want)
	}

	// a module no spec tests is set up on its own, and its result begins
	// with its file:line too (it began "no spec tests this module, …")
	lonely := filepath.Join(dir, "lonely")
	writeFile(t, lonely, "a.lua", strings.Replace(setupFaultModule, "misspell.rule", "lonely.a", 1))
	writeFile(t, lonely, "other_spec.lua", "describe(\"o\", function()\n  it(\"runs\", function() end)\nend)\n")
	out, _, code = twtw(t, "test", lonely)
	if want := "ERROR lonely/a.lua › (loading)\n     lonely/a.lua:8: no spec tests this module, and it does not set up: module lonely.a: setup: wrap \"damage.layerz\": no such rule; did you mean \"damage.layers\"? (modules load in plan order; does lonely.a require the module that defines it?)\nlonely/ is " + lonely + "/ on disk\n1 passed, 1 failed (1 error)\n"; code != 2 || out != want {
		t.Errorf("untested module: exit %d\n%s\nwant 2 and\n%s", code, out, want)
	}
}
