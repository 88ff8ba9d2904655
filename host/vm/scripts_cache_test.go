package vm

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/twtw/twtw/host/vm/protocache"
)

// cacheEntries counts the entries under a cache folder.
func cacheEntries(t *testing.T, dir string) int {
	t.Helper()
	n := 0
	_ = filepath.WalkDir(dir, func(_ string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			n++
		}
		return nil
	})
	return n
}

// With a cache, the first compile stores every script that compiles (specs
// when first loaded), the next one loads them, and both run the same; an
// edited script is compiled afresh; a syntax error is never stored and is
// reported the same way each time.
func TestCompileWithCache(t *testing.T) {
	dir := t.TempDir()
	o := CompileOptions{Cache: protocache.Open(dir)}
	files := map[string]string{
		"rules/a.lua":      "return { n = 6 * 7, name = 'a' }\n",
		"rules/lib/b.lua":  "local x = 'b'\nreturn function() return x .. '!' end\n",
		"rules/a_spec.lua": "return 1\n",
	}
	run := func() (string, string) {
		s, err := CompileWith(o, Layer{Name: "test", FS: mapFS(files)})
		if err != nil {
			t.Fatal(err)
		}
		v, err := NewVM(s, Options{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer v.Close()
		a, err := v.Require("rules.a")
		if err != nil {
			t.Fatal(err)
		}
		b, err := v.Require("rules.lib.b")
		if err != nil {
			t.Fatal(err)
		}
		rets, err := v.Call(t.Context(), b, 1)
		if err != nil {
			t.Fatal(err)
		}
		return v.State().GetField(a, "n").String(), rets[0].String()
	}
	n1, s1 := run()
	if got := cacheEntries(t, dir); got != 2 {
		t.Fatalf("%d entries after the first compile, want 2 (the spec is compiled only when loaded)", got)
	}
	n2, s2 := run()
	if n1 != "42" || n2 != "42" || s1 != "b!" || s2 != "b!" {
		t.Fatalf("runs gave %v %q and %v %q, want 42 \"b!\" both times", n1, s1, n2, s2)
	}
	files["rules/lib/b.lua"] = "local x = 'c'\nreturn function() return x .. '?' end\n"
	if _, s3 := run(); s3 != "c?" {
		t.Fatalf("the edited script gave %q, want c?", s3)
	}
	if got := cacheEntries(t, dir); got != 3 {
		t.Fatalf("%d entries after an edit, want 3", got)
	}
	files["rules/bad.lua"] = "local a = = 1\n"
	for range 2 {
		_, err := CompileWith(o, Layer{Name: "test", FS: mapFS(files)})
		if se := scriptError(t, err); se.Path != "rules/bad.lua" || se.Line != 1 {
			t.Fatalf("error at %s:%d, want rules/bad.lua:1", se.Path, se.Line)
		}
	}
	if got := cacheEntries(t, dir); got != 3 {
		t.Fatalf("%d entries after a syntax error, want 3 (nothing stored)", got)
	}
}
