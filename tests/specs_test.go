package tests

import (
	"context"
	"strings"
	"testing"

	"github.com/twtw/twtw/host"
)

// TestScriptSpecs runs every Lua spec file embedded in the binary, as
// `twtw test` does, and fails with each failing spec's file:line.
func TestScriptSpecs(t *testing.T) {
	e, err := host.New(host.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	paths := e.SpecPaths()
	if len(paths) == 0 {
		t.Fatal("no spec files found in the embedded scripts")
	}
	var out strings.Builder
	rep := e.RunSpecs(context.Background(), paths, &out)
	for _, r := range rep.Results {
		if !r.OK {
			t.Errorf("%s › %s: %s", r.File, r.Name, r.Err)
		}
	}
	if rep.Passed == 0 {
		t.Errorf("no spec passed:\n%s", out.String())
	}
	t.Logf("%d spec files: %d passed, %d failed", len(paths), rep.Passed, rep.Failed)
}

// TestEveryScriptHasSpecs keeps the rule that every module script — core,
// optional and house — has a spec file beside it.
func TestEveryScriptHasSpecs(t *testing.T) {
	e, err := host.New(host.Options{})
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
	if n < 30 {
		t.Errorf("only %d scripts found; the embedded scripts tree looks incomplete", n)
	}
}
