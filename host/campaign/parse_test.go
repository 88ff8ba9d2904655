package campaign

import (
	"strings"
	"testing"
)

// A misspelt field gets the same "did you mean" as every other field of a
// twtw file (didyoumean.Close), with no help from the Checker.
func TestParseUnknownFieldSuggests(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"name = \"x\"\nmodule = [\"test.a\"]\n", `; did you mean "modules"?`},
		{"name = \"x\"\nrulset = \"twtw\"\n", `; did you mean "ruleset"?`},
		{"name = \"x\"\ncolour = \"red\"\n", ""},
	} {
		_, err := Parse("camp.toml", []byte(tc.text), fakeChecker{})
		if err == nil {
			t.Fatalf("%q: no error", tc.text)
		}
		msg := err.Error()
		if tc.want == "" && strings.Contains(msg, "did you mean") || tc.want != "" && !strings.HasSuffix(msg, tc.want) {
			t.Errorf("%q: got %q, want it to end %q", tc.text, msg, tc.want)
		}
	}
}
