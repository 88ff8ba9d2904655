package tests

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/twtw/twtw/host"
)

// rulesetNames lists every built-in ruleset.
func rulesetNames(t *testing.T) []string {
	t.Helper()
	all, err := host.Rulesets()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range all {
		out = append(out, r.Name)
	}
	return out
}

// TestScriptSpecs runs every Lua spec file embedded in the binary, ruleset by
// ruleset, as `twtw test --ruleset NAME` does, each file as its own subtest
// (go test -run 'TestScriptSpecs/twtw/rules/ranged_spec.lua'), and fails with each failing
// spec's file:line.
func TestScriptSpecs(t *testing.T) {
	for _, name := range rulesetNames(t) {
		t.Run(name, func(t *testing.T) { runRulesetSpecs(t, name) })
	}
}

// specCallTimeout is the deadline of one spec here. The product's 2 s guards
// a user's runaway script; CI runs these specs beside the race detector on a
// shared 2-core machine, where one spec has been seen to run ten times slower
// than alone, so the suite gives each spec more room. A spec that loops
// forever still stops, and the runner's own deadline is tested in host.
const specCallTimeout = 30 * time.Second

func runRulesetSpecs(t *testing.T, ruleset string) {
	e, err := host.New(host.Options{Ruleset: ruleset, CallTimeout: specCallTimeout})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	paths := e.SpecPaths()
	if want := map[string]int{"twtw": 40}[ruleset]; len(paths) < max(want, 3) {
		t.Fatalf("%d spec files found in ruleset %s, want %d or more", len(paths), ruleset, max(want, 3))
	}
	passed := 0
	for _, p := range paths {
		t.Run(p, func(t *testing.T) {
			var out strings.Builder
			rep := e.RunSpecs(context.Background(), []string{p}, &out)
			for _, r := range rep.Results {
				if !r.OK {
					t.Errorf("%s › %s: %s", r.File, r.Name, r.Err)
				}
			}
			if rep.Passed == 0 {
				t.Errorf("no spec passed:\n%s", out.String())
			}
			passed += rep.Passed
		})
	}
	if want := map[string]int{"twtw": 450}[ruleset]; passed < max(want, 25) {
		t.Errorf("ruleset %s: %d specs passed, want %d or more", ruleset, passed, max(want, 25))
	}
	t.Logf("%d spec files: %d passed", len(paths), passed)
}

// TestEveryScriptHasSpecs keeps the rule that every module script — core,
// optional and house, of every ruleset — has a spec file beside it.
func TestEveryScriptHasSpecs(t *testing.T) {
	for _, name := range rulesetNames(t) {
		t.Run(name, func(t *testing.T) { checkSpecsBeside(t, name) })
	}
}

func checkSpecsBeside(t *testing.T, ruleset string) {
	e, err := host.New(host.Options{Ruleset: ruleset})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	have := map[string]bool{}
	for _, p := range e.Scripts().Paths() {
		have[p] = true
	}
	n := 0
	for _, p := range e.Scripts().Paths() {
		if strings.HasSuffix(p, "_spec.lua") || strings.Contains(p, "/lib/") {
			continue
		}
		n++
		if spec := strings.TrimSuffix(p, ".lua") + "_spec.lua"; !have[spec] {
			t.Errorf("%s has no spec file %s", p, spec)
		}
	}
	if n < 5 {
		t.Errorf("only %d scripts found in ruleset %s; its scripts tree looks incomplete", n, ruleset)
	}
}

// `twtw test` on a user's spec file: failures report file:line, the last line
// is "N passed, N failed", and any failure exits 1.
func TestTwtwTestReportsFailures(t *testing.T) {
	dir := t.TempDir()
	spec := writeFile(t, dir, "mine/sums_spec.lua", `-- mine/sums_spec.lua
describe("sums", function()
  it("adds", function() assert.equal(4, 2 + 2) end)
  it("is wrong on purpose", function() assert.equal(5, 2 + 2) end)
  it("checks errors", function() assert.error(function() error("boom") end, "boom") end)
end)
`)
	out, _, code := twtw(t, "test", spec)
	if code != 1 {
		t.Errorf("exit %d, want 1 on a failing spec", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if last := lines[len(lines)-1]; last != "2 passed, 1 failed" {
		t.Errorf("last line %q, want \"2 passed, 1 failed\"", last)
	}
	if !strings.Contains(out, "mine/sums_spec.lua:4: expected 5, got 4") {
		t.Errorf("the failure does not name file:line:\n%s", out)
	}
	writeFile(t, dir, "mine/sums_spec.lua", "describe(\"ok\", function() it(\"adds\", function() assert.equal(4, 2 + 2) end) end)\n")
	out, _, code = twtw(t, "test", spec)
	if code != 0 || !strings.HasSuffix(strings.TrimSpace(out), "1 passed, 0 failed") {
		t.Errorf("a passing spec: exit %d, output %q", code, out)
	}
}
