// Package campaigntest holds helpers for the tests of campaign files, in
// package host/campaign and in package host. Only tests import it.
package campaigntest

import (
	"os"
	"strings"
	"testing"
)

// ReadText returns a file's text, failing the test if it cannot be read.
func ReadText(t testing.TB, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// NoTempFiles fails the test if an atomic write left a temporary file behind
// in dir.
func NoTempFiles(t testing.TB, dir string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}
}
