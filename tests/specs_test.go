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
