package didyoumean

import "testing"

// Best names the closest known name within reach.
func TestSuggestions(t *testing.T) {
	known := []string{"bleeding", "bumps", "core.ranged"}
	for _, tc := range []struct {
		name, best string
	}{
		{"bleding", `; did you mean "bleeding"?`},
		{"BUMSP", `; did you mean "bumps"?`},
		{"core.range", `; did you mean "core.ranged"?`},
		{"zzz", ""},
	} {
		if got := Best(tc.name, known); got != tc.best {
			t.Errorf("Best(%q) = %q, want %q", tc.name, got, tc.best)
		}
	}
	if d := editDistance("ab", "ba"); d != 1 {
		t.Errorf("editDistance(ab, ba) = %d, want 1 (an adjacent swap)", d)
	}
}

// Best's reach is a third of the name's letters, counted in runes and
// rounded down, plus one: a name of 6 letters reaches a distance of 3 and
// no further, and so does one of 6 two-byte letters (12 bytes, which would
// reach 5); equally close names go to the first in known. Beyond it, a name
// of three letters or more that begins a known one names the shortest.
func TestBestReach(t *testing.T) {
	for _, tc := range []struct {
		name  string
		known []string
		want  string
	}{
		{"abcdef", []string{"abcxyz"}, `; did you mean "abcxyz"?`},
		{"abcdef", []string{"abwxyz"}, ""},
		{"ab", []string{"xy"}, ""},
		{"ab", []string{"ax"}, `; did you mean "ax"?`},
		{"éééééé", []string{"éééxyz"}, `; did you mean "éééxyz"?`},
		{"éééééé", []string{"ééxxxx"}, ""},
		{"bumpz", []string{"bumpy", "bumps"}, `; did you mean "bumpy"?`},
		{"bumpz", []string{"bumps", "bumpy"}, `; did you mean "bumps"?`},
		{"x", nil, ""},
		{"pos", []string{"player", "positioned", "position"}, `; did you mean "position"?`},
		{"POS", []string{"position"}, `; did you mean "position"?`},
		{"po", []string{"position"}, ""},
	} {
		if got := Best(tc.name, tc.known); got != tc.want {
			t.Errorf("Best(%q, %q) = %q, want %q", tc.name, tc.known, got, tc.want)
		}
	}
}

// Slip finds a key one edit from a field, or the same but for case, at any
// length; the field itself and a key two edits away are no slips.
func TestSlip(t *testing.T) {
	known := []string{"name", "side"}
	for name, want := range map[string]string{
		"sid": "side", "Side": "side", "sdie": "side", "sides": "side", "Name": "name", "nam": "name",
		"side": "", "code": "", "size": "side", "si": "", "tag": "",
	} {
		if got := Slip(name, known); got != want {
			t.Errorf("Slip(%q) = %q, want %q", name, got, want)
		}
	}
}
