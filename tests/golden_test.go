package tests

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/twtw/twtw/host"
)

// update rewrites the golden transcripts after a deliberate rule change:
// go test ./tests -run Golden -update (then review the diff like code).
var update = flag.Bool("update", false, "rewrite the golden transcripts in testdata/golden")

// goldenSeeds are the seeds every built-in scenario is pinned at.
var goldenSeeds = []uint64{1, 7}

// TestGoldenTranscripts runs every built-in scenario of every ruleset at a
// few seeds, as text and as JSON lines, and compares each transcript byte for
// byte with testdata/golden/RULESET/SCENARIO-seedN.{txt,jsonl}. A change to a
// rule or a log message fails exactly the transcripts it changes, with the
// first differing line.
func TestGoldenTranscripts(t *testing.T) {
	all, err := host.Rulesets()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	defer func() {
		// Every golden file belongs to a built-in scenario: a renamed or
		// removed scenario leaves no stale transcript behind.
		files, _ := filepath.Glob(filepath.Join("testdata", "golden", "*", "*"))
		for _, f := range files {
			if !want[f] {
				t.Errorf("%s belongs to no built-in scenario at the golden seeds (remove it)", f)
			}
		}
	}()
	for _, rs := range all {
		e, err := host.New(host.Options{Ruleset: rs.Name})
		if err != nil {
			t.Fatalf("ruleset %s: %v", rs.Name, err)
		}
		for _, name := range rs.Scenarios {
			sc, err := host.BuiltinScenario(rs.Name, name)
			if err != nil {
				t.Fatal(err)
			}
			for _, seed := range goldenSeeds {
				for _, ext := range []string{"txt", "jsonl"} {
					file := filepath.Join("testdata", "golden", rs.Name, fmt.Sprintf("%s-seed%d.%s", name, seed, ext))
					want[file] = true
					t.Run(file, func(t *testing.T) {
						var out bytes.Buffer
						if _, err := e.Fight(context.Background(), sc, host.FightOptions{Seed: seed, Out: &out, JSON: ext == "jsonl"}); err != nil {
							t.Fatal(err)
						}
						compareGolden(t, file, out.Bytes())
					})
				}
			}
		}
		e.Close()
	}
}

func compareGolden(t *testing.T, file string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run go test ./tests -run Golden -update to write it)", err)
	}
	if bytes.Equal(got, want) {
		return
	}
	gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < max(len(gl), len(wl)); i++ {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w {
			t.Fatalf("%s differs from line %d:\n  want: %s\n  got:  %s\n(a deliberate change: go test ./tests -run Golden -update, then review the diff)", file, i+1, w, g)
		}
	}
}
