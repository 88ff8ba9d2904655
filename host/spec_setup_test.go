package host

import (
	"strings"
	"testing"
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
// the spec file's): it is refused, failing the block's tests.
func TestSpecUseInSetupIsRefused(t *testing.T) {
	rep, out := specOutput(t, drawSpec(`setup(function() twtw.use{ "bleeding" } end)`))
	if rep.Failed != 2 || !strings.Contains(out, "gulch/s_spec.lua:3: twtw.use in a setup or teardown") {
		t.Errorf("%d failed; want 2, naming line 3:\n%s", rep.Failed, out)
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
	if rep.Failed != 1 || rep.Passed != 1 || !strings.Contains(out, want) {
		t.Errorf("%d passed, %d failed; want 1, 1 and %q:\n%s", rep.Passed, rep.Failed, want, out)
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
