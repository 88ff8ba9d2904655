package tests

import (
	"os"
	"path/filepath"
	"testing"
)

// countFiles counts the files under dir (0 when it does not exist).
func countFiles(dir string) int {
	n := 0
	_ = filepath.WalkDir(dir, func(_ string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			n++
		}
		return nil
	})
	return n
}

// README "Start-up": compiled scripts are kept in the user cache folder
// (XDG_CACHE_HOME/twtw here), or in $TWTW_CACHE, or nowhere with
// TWTW_CACHE=off; a fight reads the same with a cold cache, a warm one and
// none.
func TestScriptCacheFolder(t *testing.T) {
	xdg := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", xdg)
	t.Setenv("TWTW_CACHE", "off")
	off := mustTwtw(t, "fight", "--seed", "4")
	if n := countFiles(xdg); n != 0 {
		t.Fatalf("TWTW_CACHE=off wrote %d files under the cache folder", n)
	}
	t.Setenv("TWTW_CACHE", "")
	cold := mustTwtw(t, "fight", "--seed", "4")
	n := countFiles(filepath.Join(xdg, "twtw"))
	if n < 50 {
		t.Fatalf("%d files in XDG_CACHE_HOME/twtw after a fight, want the compiled scripts (50 or more)", n)
	}
	warm := mustTwtw(t, "fight", "--seed", "4")
	if cold != off || warm != off {
		t.Fatalf("the fight differs with the cache: cold equal %v, warm equal %v", cold == off, warm == off)
	}
	if got := countFiles(filepath.Join(xdg, "twtw")); got != n {
		t.Fatalf("a warm run changed the cache: %d files, then %d", n, got)
	}
	own := filepath.Join(t.TempDir(), "chunks")
	t.Setenv("TWTW_CACHE", own)
	mustTwtw(t, "rulesets")
	if countFiles(own) <= n {
		t.Fatalf("TWTW_CACHE=%s: %d files after rulesets (every ruleset's scripts), want more than twtw's %d", own, countFiles(own), n)
	}
}
