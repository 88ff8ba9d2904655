package tests

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/twtw/twtw/host"
)

// exampleFolders lists every example house-rule folder of every ruleset —
// scripts/houserules, scripts/rulesets/NAME/houserules — and each folder
// below one that holds specs of its own (scripts/houserules/gentle_bleeding),
// as paths from this package.
func exampleFolders(t *testing.T) []string {
	t.Helper()
	roots, err := filepath.Glob("../scripts/rulesets/*/houserules")
	if err != nil {
		t.Fatal(err)
	}
	roots = append([]string{"../scripts/houserules"}, roots...)
	var out []string
	for _, root := range roots {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || !d.IsDir() {
				return err
			}
			if specs, _ := filepath.Glob(filepath.Join(p, "*_spec.lua")); len(specs) > 0 {
				out = append(out, p)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// The README tells a group to copy an example folder and make it theirs:
// each example house-rule folder's specs pass under another folder name, as
// many as pass where the folder ships. They asserted the folder they ship
// in ("houserules/wound_table.lua:35"), and failed once copied (gulch/: 4 of
// 58; the ticks house rules: 8 of 28); twtw.here names the copy's files.
func TestExampleSpecsPassInACopiedFolder(t *testing.T) {
	folders := exampleFolders(t)
	if len(folders) < 5 {
		t.Fatalf("%d example folders with specs, want 5 or more (houserules, its gentle_bleeding, and the three other rulesets'): %v", len(folders), folders)
	}
	for _, src := range folders {
		t.Run(filepath.ToSlash(strings.TrimPrefix(src, "../scripts/")), func(t *testing.T) {
			ruleset := host.FolderRuleset(src)
			here := runFolderSpecs(t, ruleset, src)
			// a name of the group's own, one a script path cannot hold as is
			// (it loads as my_crew/)
			dst := filepath.Join(t.TempDir(), "my.crew")
			if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
				t.Fatal(err)
			}
			copied := runFolderSpecs(t, ruleset, dst)
			if copied != here || here == 0 {
				t.Errorf("%d specs passed in the copy, %d in %s; want the same, more than 0", copied, here, src)
			}
			// twtw test of the copy, with no --ruleset: the copy is in no
			// ruleset's tree, so its modules' manifests say which game
			// they are for (the other rulesets' failed at (loading))
			out, errs, code := twtw(t, "test", dst)
			if want := fmt.Sprintf("%d passed, 0 failed\n", here); code != 0 || !strings.HasSuffix(out, want) {
				t.Errorf("twtw test %s: exit %d, stdout ends %q, stderr %q; want %q", dst, code, lastLine(out), errs, want)
			}
		})
	}
}

// runFolderSpecs runs the specs of folder dir, mounted as twtw test and an
// embedder mount it (host.FolderLayer), under ruleset (the default when ""),
// fails the test with each spec that did not pass, and returns how many
// passed.
func runFolderSpecs(t *testing.T, ruleset, dir string) int {
	t.Helper()
	l, prefix, err := host.FolderLayer(dir)
	if err != nil {
		t.Fatal(err)
	}
	e, err := host.New(host.Options{Ruleset: ruleset, Layers: []host.Layer{l}, CallTimeout: specCallTimeout})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	paths := e.SpecPaths(prefix)
	if len(paths) == 0 {
		t.Fatalf("%s (loading as %s): no spec files", dir, prefix)
	}
	var out strings.Builder
	rep := e.RunSpecs(context.Background(), paths, &out)
	for _, r := range rep.Results {
		if !r.OK {
			t.Errorf("%s (loading as %s): %s › %s: %s", dir, prefix, r.File, r.Name, r.Err)
		}
	}
	if rep.Failed != 0 {
		t.Logf("%s:\n%s", dir, out.String())
	}
	return rep.Passed
}

// lastLine is s's last line with its newline.
func lastLine(s string) string {
	lines := strings.SplitAfter(strings.TrimSuffix(s, "\n"), "\n")
	return lines[len(lines)-1] + "\n"
}
