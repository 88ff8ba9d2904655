package host

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/vm"
)

// baseSpec is a spec file asserting the Standard TN of ranged.table.
func baseSpec(want string) string {
	return `local twtw = require("twtw")
describe("grit", function()
  it("Standard is ` + want + `", function() assert.equal(` + want + `, twtw.rules["ranged.table"].base) end)
end)
`
}

// runFolderSpecs runs every spec of a house folder gulch/ made of files
// (with the options o, when given) and returns the report and what it wrote.
func runFolderSpecs(t *testing.T, files map[string]string, o ...SpecOptions) (*SpecReport, string) {
	t.Helper()
	e, err := New(Options{Layers: []vm.Layer{fakeLayer(files)}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	var out strings.Builder
	so := SpecOptions{}
	if len(o) > 0 {
		so = o[0]
	}
	rep, err := e.RunSpecsWith(context.Background(), e.SpecPaths("gulch"), &out, so)
	if err != nil {
		t.Fatal(err)
	}
	return rep, out.String()
}

// A spec tests the module its name begins with, in its folder or, from a
// spec/ folder, in the folder above; a spec naming no module runs the
// book's rules (seed 000 "Range": Standard (5)).
func TestSpecTestsTheModuleItsNameBeginsWith(t *testing.T) {
	grit := houseRule("grit", `    api.set("ranged.table", function(t) t.base = 6 return t end)`)
	rep, out := runFolderSpecs(t, map[string]string{
		"gulch/grit.lua":             grit,
		"gulch/grit_more_spec.lua":   baseSpec("6"),
		"gulch/spec/grit_spec.lua":   baseSpec("6"),
		"gulch/spec/grit_x_spec.lua": baseSpec("6"),
		"gulch/other_spec.lua":       baseSpec("5"),
		"gulch/gritty_spec.lua":      baseSpec("5"), // gritty is not grit_…
	})
	if rep.Passed != 5 || rep.Failed != 0 {
		t.Errorf("%d passed, %d failed; want 5, 0\n%s", rep.Passed, rep.Failed, out)
	}
}

// A module of the folder that no spec tests is still set up once: one that
// cannot be fails the run at (loading), naming its file and line.
func TestSpecRunSetsUpEveryModuleOfItsFolder(t *testing.T) {
	boom := houseRule("boom", `    error("setup boom")`)
	rep, out := runFolderSpecs(t, map[string]string{
		"gulch/boom.lua":       boom,
		"gulch/fine.lua":       houseRule("fine", ""),
		"gulch/other_spec.lua": baseSpec("5"),
	})
	if rep.Passed != 1 || rep.Errors != 1 {
		t.Fatalf("%d passed, %d errors; want 1, 1\n%s", rep.Passed, rep.Errors, out)
	}
	var got SpecResult
	for _, r := range rep.Results {
		if r.Name == SpecLoading {
			got = r
		}
	}
	// the message begins with the file:line, as JUnit's first line shows it
	const want = "gulch/boom.lua:3: no spec tests this module, and it does not set up: module gulch.boom: setup: setup boom"
	if got.File != "gulch/boom.lua" || got.Err != want || got.FaultFile != "gulch/boom.lua" || got.FaultLine != 3 {
		t.Errorf("(loading) result %+v; want gulch/boom.lua failing at its line 3: %s", got, want)
	}
}

// A closed engine runs no spec; a cancelled run stops, writes the report of
// what ran and returns the context's error.
func TestSpecRunClosedAndCancelled(t *testing.T) {
	e, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	paths := e.SpecPaths("optional")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out strings.Builder
	rep, err := e.RunSpecsWith(ctx, paths, &out, SpecOptions{})
	if !errors.Is(err, context.Canceled) || rep == nil || rep.Passed != 0 || !strings.Contains(out.String(), "(run)") {
		t.Errorf("cancelled: %v, %+v\n%s", err, rep, out.String())
	}
	e.Close()
	if _, err := e.RunSpecsWith(context.Background(), paths, nil, SpecOptions{}); !errors.Is(err, ErrClosed) {
		t.Errorf("RunSpecsWith on a closed engine: %v; want ErrClosed", err)
	}
	if _, err := e.Doc("bleeding.rate"); !errors.Is(err, ErrClosed) {
		t.Errorf("Doc on a closed engine: %v; want ErrClosed", err)
	}
	// RunSpecs has no error to return: each spec file is an error, not a
	// run that passed (it gave "0 passed, 0 failed")
	out.Reset()
	rep = e.RunSpecs(context.Background(), paths[:2], &out)
	if rep.Errors != 2 || rep.Passed != 0 || len(rep.Results) != 2 || rep.Results[0].File != paths[0] || rep.Results[0].Name != SpecLoading ||
		rep.Results[0].Err != ErrClosed.Error() || !strings.HasSuffix(out.String(), "0 passed, 2 failed (2 errors)\n") {
		t.Errorf("RunSpecs on a closed engine: %+v\n%s; want the 2 spec files as errors", rep, out.String())
	}
	if rep := e.RunSpecs(nil, nil, nil); rep.Errors != 1 || rep.Results[0].Err != ErrClosed.Error() { //nolint:staticcheck // a nil context reads as Background
		t.Errorf("RunSpecs on a closed engine, no paths: %+v; want one error", rep)
	}
}

// A requirement no module answers (a misspelt name) is located at its line
// of the module's file, as a misspelt manifest field is.
func TestMisspeltRequirementNamesItsLine(t *testing.T) {
	rep, out := runFolderSpecs(t, map[string]string{
		"gulch/grit.lua": `return {
  name = "gulch.grit", version = "1.0.0", summary = "s", source = "house rule",
  requires = {
    "bumsp",
  },
  setup = function() end,
}
`,
		"gulch/grit_spec.lua": baseSpec("5"),
	})
	want := `gulch/grit.lua:4: module gulch.grit (gulch/grit.lua) requires bumsp, which is not a module of ruleset twtw; did you mean "bumps"?`
	if rep.Errors != 1 || !strings.Contains(out, want) {
		t.Errorf("%d errors; want 1, and %q in:\n%s", rep.Errors, want, out)
	}
}
