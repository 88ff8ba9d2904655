package host

import (
	"context"
	"strings"
	"testing"

	"github.com/twtw/twtw/host/vm"
)

// drawSpec prints the card each of two tests draws, after setup (Lua, may be
// empty) ran in their block.
func drawSpec(setup string) string {
	return `local twtw = require("twtw")
describe("blk", function()
  ` + setup + `
  it("first", function() print("first " .. twtw.action.draw().number) end)
  it("second", function() print("second " .. twtw.action.draw().number) end)
end)
`
}

// specOutput runs gulch/s_spec.lua with text and filter and returns the
// report and what it wrote, a line per test.
func specOutput(t *testing.T, text string, filter ...string) (*SpecReport, string) {
	t.Helper()
	return runFolderSpecs(t, map[string]string{"gulch/s_spec.lua": text}, SpecOptions{Filter: filter, Verbose: true})
}

// printed is the line of out that begins with name.
func printed(out, name string) string {
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, name+" ") {
			return l
		}
	}
	return ""
}

// A block's setup draws from a deck of its own: each test draws the cards
// of its own deck whether a setup drew before it and whichever tests
// --filter runs.
func TestSpecSetupDrawsFromItsOwnDeck(t *testing.T) {
	_, plain := specOutput(t, drawSpec(""))
	withSetup := drawSpec(`setup(function() twtw.action.draw(); twtw.action.draw() end)`)
	_, all := specOutput(t, withSetup)
	_, second := specOutput(t, withSetup, "second")
	for _, name := range []string{"first", "second"} {
		if want, got := printed(plain, name), printed(all, name); want == "" || got != want {
			t.Errorf("with a setup, %q printed %q; without, %q", name, got, want)
		}
	}
	if want, got := printed(plain, "second"), printed(second, "second"); got != want {
		t.Errorf("--filter second: %q; the whole file: %q", got, want)
	}
}

// twtw.use in a setup would switch the rules of no test (each starts with
// the spec file's): it is refused, the error of the block's tests.
func TestSpecUseInSetupIsRefused(t *testing.T) {
	rep, out := specOutput(t, drawSpec(`setup(function() twtw.use{ "bleeding" } end)`))
	if rep.Errors != 2 || !strings.Contains(out, "gulch/s_spec.lua:3: twtw.use in a setup or teardown") {
		t.Errorf("%d errors; want 2, naming line 3:\n%s", rep.Errors, out)
	}
}

// A name a library of the API does not have is refused where it is read,
// with the nearest name: calling the nil it gave said only "attempt to
// call a non-function object".
func TestUnknownAPIFunctionIsNamed(t *testing.T) {
	rep, out := specOutput(t, `local twtw = require("twtw")
describe("x", function()
  it("stak", function() twtw.action.stak(40) end)
  it("stack", function() twtw.action.stack(40) assert.equal(40, twtw.action.draw().number) end)
end)
`)
	want := `gulch/s_spec.lua:3: api.action.stak: no such function in api.action; did you mean "stack"?`
	if rep.Errors != 1 || rep.Passed != 1 || !strings.Contains(out, want) {
		t.Errorf("%d passed, %d errors; want 1, 1 and %q:\n%s", rep.Passed, rep.Errors, want, out)
	}
}

// A block's setup runs with the spec file's rules, not the ones the test
// before it switched to with twtw.use (bleeding's rules leaked into the
// next block's setup).
func TestSpecSetupRunsWithTheFilesRules(t *testing.T) {
	rep, out := specOutput(t, `local twtw = require("twtw")
describe("a", function()
  it("uses bleeding", function() twtw.use{ "bleeding" } assert.truthy(twtw.has("bleeding.rate")) end)
end)
describe("b", function()
  local seen
  setup(function() seen = twtw.has("bleeding.rate") end)
  it("its setup saw the file's rules", function() assert.equal(false, seen) end)
end)
`)
	if rep.Passed != 2 || rep.Failed != 0 {
		t.Errorf("%d passed, %d failed; want 2, 0:\n%s", rep.Passed, rep.Failed, out)
	}
}

// A folder outside a scripts tree loads under its own name, but its specs
// draw the same cards under any name (a CI workspace's copy, gulch@2): the
// decks were seeded from the whole load path, folder name and all.
func TestSpecDecksDoNotDependOnTheFoldersName(t *testing.T) {
	spec := drawSpec("")
	draws := func(folder string) string {
		e, err := New(Options{Layers: []vm.Layer{fakeLayer(map[string]string{folder + "/s_spec.lua": spec})}})
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		var out strings.Builder
		if _, err := e.RunSpecsWith(context.Background(), e.SpecPaths(folder), &out, SpecOptions{Verbose: true}); err != nil {
			t.Fatal(err)
		}
		return printed(out.String(), "first") + "; " + printed(out.String(), "second")
	}
	a, b := draws("gulch"), draws("gulch_2")
	if a == "; " || a != b {
		t.Errorf("gulch/ drew %q, gulch_2/ drew %q; want the same cards", a, b)
	}
	// a folder of a scripts tree keeps its path: rules/s_spec.lua is not
	// s_spec.lua, as gulch/s_spec.lua is
	if c := draws("rules"); c == "; " || c == a {
		t.Errorf("rules/ drew %q, gulch/ %q; want cards, others: its seed is its path in the tree", c, a)
	}
}

// A folder's module and spec reach the folder's own helpers through the
// name require gives them (...), so the folder works under any name: a spec
// got no name and had to write the folder's ("gulch.lib.h"), which broke in
// a copy of the folder named otherwise.
func TestSpecRequiresItsFoldersHelpersUnderAnyName(t *testing.T) {
	const mine = `local h = require((...):match("^(.*)%.[^.]+$") .. ".lib.h")`
	for _, folder := range []string{"gulch", "gulch_2"} {
		e, err := New(Options{Layers: []vm.Layer{fakeLayer(map[string]string{
			folder + "/lib/h.lua": "return { two = function() return 2 end }\n",
			folder + "/grit.lua": mine + `
return { name = "gulch.grit", version = "1.0.0", summary = "s", source = "house rule",
  setup = function(api) api.set("ranged.table", function(t) t.base = t.base + h.two() return t end) end }
`,
			folder + "/grit_spec.lua": `local twtw = require("twtw")
` + mine + `
describe("grit", function()
  it("Standard 5 + 2", function() assert.equal(5 + h.two(), twtw.rules["ranged.table"].base) end)
end)
`,
		})}})
		if err != nil {
			t.Fatal(err)
		}
		var out strings.Builder
		rep, err := e.RunSpecsWith(context.Background(), e.SpecPaths(folder), &out, SpecOptions{})
		e.Close()
		if err != nil {
			t.Fatal(err)
		}
		if rep.Passed != 1 || rep.Failed != 0 {
			t.Errorf("%s/: %d passed, %d failed; want 1, 0:\n%s", folder, rep.Passed, rep.Failed, out.String())
		}
	}
}
