package didyoumean

import "testing"

// Best names the closest known name within reach; Close only a near slip.
func TestSuggestions(t *testing.T) {
	known := []string{"bleeding", "bumps", "core.ranged"}
	for _, tc := range []struct {
		name, best, close string
	}{
		{"bleding", `; did you mean "bleeding"?`, `; did you mean "bleeding"?`},
		{"BUMSP", `; did you mean "bumps"?`, `; did you mean "bumps"?`},
		{"core.range", `; did you mean "core.ranged"?`, `; did you mean "core.ranged"?`},
		{"zzz", "", ""},
	} {
		if got := Best(tc.name, known); got != tc.best {
			t.Errorf("Best(%q) = %q, want %q", tc.name, got, tc.best)
		}
		if got := Close(tc.name, known); got != tc.close {
			t.Errorf("Close(%q) = %q, want %q", tc.name, got, tc.close)
		}
	}
	if d := editDistance("ab", "ba"); d != 1 {
		t.Errorf("editDistance(ab, ba) = %d, want 1 (an adjacent swap)", d)
	}
}
