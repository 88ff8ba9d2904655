package protocache_test

import (
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"github.com/twtw/twtw/host/vm/protocache"
)

// entries lists the files under dir.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			out = append(out, p)
		}
		return nil
	})
	return out
}

// A stored chunk loads back equal; another text or path is another key; a
// damaged entry is a miss.
func TestCacheStoreLoad(t *testing.T) {
	dir := t.TempDir()
	c := protocache.Open(dir)
	src := []byte("return 1 + 2\n")
	p := compile(t, "rules/a.lua", src)
	key := protocache.Key("rules/a.lua", src)
	if _, ok := c.Load(key); ok {
		t.Fatal("a hit in an empty cache")
	}
	if err := c.Store(key, p); err != nil {
		t.Fatal(err)
	}
	got, ok := c.Load(key)
	if !ok || !reflect.DeepEqual(got, p) {
		t.Fatalf("Load after Store: ok %v, equal %v", ok, reflect.DeepEqual(got, p))
	}
	if protocache.Key("rules/a.lua", []byte("return 1 + 3\n")) == key || protocache.Key("rules/b.lua", src) == key {
		t.Fatal("another text or path gives the same key")
	}
	files := entries(t, dir)
	if len(files) != 1 {
		t.Fatalf("files %v, want one entry and no temporary file", files)
	}
	b, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	b[len(b)/2] ^= 1
	if err := os.WriteFile(files[0], b, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Load(key); ok {
		t.Fatal("a damaged entry loaded")
	}
}

// A nil cache never hits and stores nothing; a cache in a folder that
// cannot be created fails to store and misses.
func TestCacheUnusable(t *testing.T) {
	p := compile(t, "x.lua", []byte("return 1\n"))
	var none *protocache.Cache
	if err := none.Store("ab12", p); err != nil {
		t.Fatal(err)
	}
	if _, ok := none.Load("ab12"); ok {
		t.Fatal("a nil cache hit")
	}
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	c := protocache.Open(filepath.Join(file, "cache")) // under a file: cannot exist
	if err := c.Store("ab12", p); err == nil {
		t.Fatal("a store under a file succeeded")
	}
	if _, ok := c.Load("ab12"); ok {
		t.Fatal("a hit in a cache that cannot exist")
	}
}

// Concurrent stores of one key (two commands compiling the same script)
// leave one whole entry.
func TestCacheConcurrentStores(t *testing.T) {
	dir := t.TempDir()
	c := protocache.Open(dir)
	src := []byte("local t = {} for i = 1, 10 do t[i] = i end return t\n")
	p := compile(t, "c.lua", src)
	key := protocache.Key("c.lua", src)
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := c.Store(key, p); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if files := entries(t, dir); len(files) != 1 {
		t.Fatalf("files %v, want one entry", files)
	}
	if got, ok := c.Load(key); !ok || !reflect.DeepEqual(got, p) {
		t.Fatal("the entry does not load back whole")
	}
}
