package tests

import (
	"os"
	"path/filepath"
	"testing"
)

// fixtureText returns the text of testdata/NAME (a slash path), read from the
// package folder: call it before t.Chdir.
func fixtureText(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", filepath.FromSlash(name)))
	if err != nil {
		t.Fatalf("fixture: %v", err)
	}
	return string(b)
}

// copyFixture copies the folder testdata/NAME (a slash path) to dst, which it
// creates: scripts the tests edit or enable live as files, not Go strings.
// Call it before t.Chdir.
func copyFixture(t *testing.T, name, dst string) {
	t.Helper()
	src := filepath.Join("testdata", filepath.FromSlash(name))
	err := filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		to := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(to, 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(to, b, 0o644)
	})
	if err != nil {
		t.Fatalf("copying fixture %s to %s: %v", name, dst, err)
	}
}
