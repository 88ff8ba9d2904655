package module

import "testing"

// Versions are semver.org's MAJOR.MINOR.PATCH[-PRE]; ranges are terms such
// as ">= 1.2", "< 2", "^1.2", "~1.2" and "= 1.0.0".
func TestVersionRanges(t *testing.T) {
	for _, bad := range []string{"1", "1.2", "1.2.3.4", "01.2.3", "1.2.x", "", "1.2.3-", "v1.2.3"} {
		if _, err := ParseVersion(bad); err == nil {
			t.Errorf("ParseVersion(%q) accepted it", bad)
		}
	}
	for _, tc := range []struct {
		rng  string
		in   []string
		out  []string
		text string
	}{
		{">= 1.2", []string{"1.2.0", "1.10.0", "2.0.0"}, []string{"1.1.9", "1.2.0-rc.1"}, ">= 1.2"},
		{">= 1.2, < 2", []string{"1.2.0", "1.99.0"}, []string{"2.0.0", "1.1.0"}, ">= 1.2, < 2"},
		{">=1.2 <2", []string{"1.5.0"}, []string{"2.0.0"}, ">=1.2 <2"},
		{"^1.2", []string{"1.2.0", "1.9.9"}, []string{"2.0.0", "1.1.0"}, "^1.2"},
		{"^0.3", []string{"0.3.0", "0.3.9"}, []string{"0.4.0"}, "^0.3"},
		{"~1.2", []string{"1.2.0", "1.2.9"}, []string{"1.3.0"}, "~1.2"},
		{"= 1.0.0", []string{"1.0.0"}, []string{"1.0.1"}, "= 1.0.0"},
		{"> 1.0.0-alpha", []string{"1.0.0-beta", "1.0.0-alpha.1", "1.0.0"}, []string{"1.0.0-alpha"}, "> 1.0.0-alpha"},
	} {
		r, err := parseRange(tc.rng)
		if err != nil {
			t.Fatalf("parseRange(%q): %v", tc.rng, err)
		}
		if r.String() != tc.text {
			t.Errorf("parseRange(%q).String() = %q", tc.rng, r.String())
		}
		for _, s := range tc.in {
			if v, err := ParseVersion(s); err != nil || !r.Allows(v) {
				t.Errorf("%q does not allow %s (%v)", tc.rng, s, err)
			}
		}
		for _, s := range tc.out {
			if v, err := ParseVersion(s); err != nil || r.Allows(v) {
				t.Errorf("%q allows %s (%v)", tc.rng, s, err)
			}
		}
	}
	for _, bad := range []string{"", "1.2", ">= one", "!= 1.0", ">= 1.2.3.4"} {
		if _, err := parseRange(bad); err == nil {
			t.Errorf("parseRange(%q) accepted it", bad)
		}
	}
	name, r, err := ParseConstraint("bleeding >= 1.2")
	if err != nil || name != "bleeding" || r.String() != ">= 1.2" {
		t.Errorf("ParseConstraint = %q, %q, %v", name, r, err)
	}
}
