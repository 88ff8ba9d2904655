package tests

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// citation is a credit quoted in the docs' transcript examples: "[core.called
// rules/called.lua:78", a module and the file:line of its rule that added
// the term.
var citation = regexp.MustCompile(`\[[a-z_.]+ ((?:rules|optional)/[a-z_/]+\.lua):(\d+)`)

// Every file:line the docs quote from a built-in rule's credit points at a
// line that adds a term (terms(…), :add(…)), so that a judge who follows it
// finds the number: two went stale when code moved (ranged.lua:110 for 125,
// ticks' attack.lua:71 for 86). A doc of a ruleset quotes that ruleset's
// scripts; README.md and scripts/README.md quote TWTW's.
func TestDocCitationsPointAtTheirTerms(t *testing.T) {
	_, here, _, _ := runtime.Caller(0)
	root := filepath.Join(filepath.Dir(here), "..")
	docs := map[string]string{"README.md": "scripts", "scripts/README.md": "scripts"}
	games, _ := filepath.Glob(filepath.Join(root, "scripts", "rulesets", "*", "README.md"))
	for _, g := range games {
		rel, _ := filepath.Rel(root, g)
		docs[filepath.ToSlash(rel)] = filepath.Dir(rel)
	}
	found := 0
	for doc, tree := range docs {
		text, err := os.ReadFile(filepath.Join(root, doc))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range citation.FindAllStringSubmatch(string(text), -1) {
			found++
			src, err := os.ReadFile(filepath.Join(root, tree, m[1]))
			if err != nil {
				t.Errorf("%s quotes %s:%s: %v", doc, m[1], m[2], err)
				continue
			}
			n, _ := strconv.Atoi(m[2])
			lines := strings.Split(string(src), "\n")
			if n < 1 || n > len(lines) || !(strings.Contains(lines[n-1], "terms(") || strings.Contains(lines[n-1], "add(")) {
				line := ""
				if n >= 1 && n <= len(lines) {
					line = strings.TrimSpace(lines[n-1])
				}
				t.Errorf("%s quotes %s:%s, which adds no term: %q", doc, m[1], m[2], line)
			}
		}
	}
	if found < 8 {
		t.Errorf("found %d quoted credits in the docs; want the 8 or more they hold", found)
	}
}
