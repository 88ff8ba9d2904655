package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A script of a folder that does not compile is located in --json at its
// file on disk, which an editor opens: it was named by its load name
// (my_rules/x.lua for a folder my.rules), a path that does not exist.
func TestSyntaxErrorJSONNamesTheFileOnDisk(t *testing.T) {
	dir, file := myRulesModule(t, "  setup = function(api) end end }\n")
	for _, args := range [][]string{
		{"test", dir, "--json"},
		{"sim", "duel", "--runs", "2", "--compare", dir, "--json"},
	} {
		_, errs, code := campaignRun(t, args...)
		want := `"kind":"script","file":"` + file + `","line":2,`
		if code != exitBadUsed || !strings.Contains(errs, want) || !strings.Contains(errs, "my_rules/x.lua:2: syntax error near 'end'") {
			t.Errorf("twtw %s: exit %d, %q; want 2, the message by load name and %s", strings.Join(args, " "), code, errs, want)
		}
	}
}

// A manifest fault of a folder's module is located the same way: at the
// file on disk, the message by load name.
func TestManifestErrorJSONNamesTheFileOnDisk(t *testing.T) {
	dir, file := myRulesModule(t, "  requries = {},\n  setup = function(api) end }\n")
	_, errs, code := campaignRun(t, "test", dir, "--json")
	want := `{"error":{"message":"my_rules/x.lua:2: requries: unknown field; did you mean \"requires\"?","kind":"script","file":"` + file + `","line":2,"field":"requries"}}` + "\n"
	if code != exitBadUsed || errs != want {
		t.Errorf("exit %d, %q; want 2 and %q", code, errs, want)
	}
}

// myRulesModule writes module g.x, whose manifest goes on from its second
// line with rest, into a folder my.rules (which loads as my_rules) and
// returns the folder and the file.
func myRulesModule(t *testing.T, rest string) (dir, file string) {
	t.Helper()
	dir = filepath.Join(t.TempDir(), "my.rules")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	file = filepath.Join(dir, "x.lua")
	if err := os.WriteFile(file, []byte("return { name = \"g.x\", version = \"1.0.0\", summary = \"s\", source = \"t\",\n"+rest), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, file
}
