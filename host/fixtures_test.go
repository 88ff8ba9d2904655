package host

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/twtw/twtw/host/vm"
)

// fixtureFiles reads the files under testdata/NAME as path → text, paths
// relative to that folder and slash-separated: Lua fixtures live as files
// a reader can open, not as Go strings.
func fixtureFiles(t testing.TB, name string) map[string]string {
	t.Helper()
	root := filepath.Join("testdata", name)
	out := map[string]string{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		out[filepath.ToSlash(rel)] = string(b)
		return nil
	})
	if err != nil || len(out) == 0 {
		t.Fatalf("fixture %s: %v (%d files)", name, err, len(out))
	}
	return out
}

// duelEngine builds an engine with o, closed when the test ends, and returns
// it with the built-in duel, the scenario most tests fight.
func duelEngine(tb testing.TB, o Options) (*Engine, *Scenario) {
	tb.Helper()
	e, err := New(o)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(e.Close)
	sc, err := BuiltinScenario("", "duel")
	if err != nil {
		tb.Fatal(err)
	}
	return e, sc
}

// pooledAPI takes a VM from e's pool, put back when the test ends, and
// returns it with its API.
func pooledAPI(tb testing.TB, e *Engine) (*vm.VM, *api) {
	tb.Helper()
	v, err := e.pool.Get()
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { e.pool.Put(v) })
	return v, apiOf(v)
}
