package campaigntest

import (
	"os"
	"path/filepath"
	"testing"
)

// recorder is a testing.TB that records failures instead of failing.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }

func TestHelpers(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "camp.toml")
	if err := os.WriteFile(path, []byte("name = \"G\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := ReadText(t, path); got != "name = \"G\"\n" {
		t.Errorf("ReadText = %q", got)
	}
	r := &recorder{TB: t}
	if NoTempFiles(r, dir); r.failed {
		t.Error("NoTempFiles flagged a folder with no temporary file")
	}
	if err := os.WriteFile(filepath.Join(dir, "camp.toml.tmp-123"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if NoTempFiles(r, dir); !r.failed {
		t.Error("NoTempFiles missed a temporary file")
	}
}
