package dice

import "testing"

// FuzzParse checks that Parse never panics, that what it accepts is within the
// limits, and that the spec's String parses back to the same spec.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"2d6+1", "d8", "D100", "3d6-2", "", "2d", "0d6", "2d6+1001", "99999999999999999999d6", "d6+", "1d2-1000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := Parse(text)
		if err != nil {
			if s != (Spec{}) {
				t.Fatalf("Parse(%q) returned %+v with error %v", text, s, err)
			}
			return
		}
		if err := s.Check(); err != nil {
			t.Fatalf("Parse(%q) accepted %+v outside the limits: %v", text, s, err)
		}
		back, err := Parse(s.String())
		if err != nil || back != s {
			t.Fatalf("Parse(%q) = %+v, but its String %q parses to %+v, %v", text, s, s.String(), back, err)
		}
	})
}
