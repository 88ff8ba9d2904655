package dice

import (
	"errors"
	"strings"
	"testing"
)

func TestParseValid(t *testing.T) {
	cases := []struct {
		text string
		want Spec
		str  string
	}{
		{"2d6+1", Spec{2, 6, 1}, "2d6+1"},
		{"d8", Spec{1, 8, 0}, "d8"},
		{"D8", Spec{1, 8, 0}, "d8"},
		{"1d6", Spec{1, 6, 0}, "d6"},
		{"3d6-2", Spec{3, 6, -2}, "3d6-2"},
		{"d100", Spec{1, 100, 0}, "d100"},
		{"2D10+0", Spec{2, 10, 0}, "2d10"},
		{"d30", Spec{1, 30, 0}, "d30"}, // seed 004 "Expertise": Neophyte d30
		{"d2", Spec{1, 2, 0}, "d2"},
		{"100d1000+1000", Spec{100, 1000, 1000}, "100d1000+1000"},
		{"100d1000-1000", Spec{100, 1000, -1000}, "100d1000-1000"},
		{"007d06+01", Spec{7, 6, 1}, "7d6+1"},
	}
	for _, c := range cases {
		got, err := Parse(c.text)
		if err != nil || got != c.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", c.text, got, err, c.want)
			continue
		}
		if s := got.String(); s != c.str {
			t.Errorf("Parse(%q).String() = %q, want %q", c.text, s, c.str)
		}
		if err := got.Check(); err != nil {
			t.Errorf("Parse(%q).Check() = %v", c.text, err)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	cases := []struct{ text, reason string }{
		{"", "want NdM, NdM+K or NdM-K"},
		{"6", "want NdM"},
		{"x", "want NdM"},
		{"-1d6", "want NdM"},
		{" 2d6", "want NdM"},
		{"2x6", "want NdM"},
		{"d", "no number of sides after the d"},
		{"2d", "no number of sides after the d"},
		{"dd6", "no number of sides after the d"},
		{"2d6+", `no number after the +`},
		{"2d6-", `no number after the -`},
		{"2d6++1", `no number after the +`},
		{"2d6 + 1", `" + 1" after the sides`},
		{"2d6d6", `"d6" after the sides`},
		{"2d6+1x", `"x" after the modifier`},
		{"2d6+1-1", `"-1" after the modifier`},
		{"0d6", "0 dice: want 1..100"},
		{"101d6", "101 dice: want 1..100"},
		{"99999999999999999999d6", "too many dice: want 1..100"},
		{"2d1", "1 sides: want 2..1000"},
		{"2d0", "0 sides: want 2..1000"},
		{"2d1001", "1001 sides: want 2..1000"},
		{"d99999999999999", "too many sides: want 2..1000"},
		{"2d6+1001", "modifier +1001: want -1000..+1000"},
		{"2d6-1001", "modifier -1001: want -1000..+1000"},
		{"2d6-99999999999", "modifier too large: want -1000..+1000"},
	}
	for _, c := range cases {
		s, err := Parse(c.text)
		var se *SpecError
		if err == nil || !errors.As(err, &se) || se.Text != c.text {
			t.Errorf("Parse(%q) = %+v, %v; want a *SpecError naming the text", c.text, s, err)
			continue
		}
		if s != (Spec{}) {
			t.Errorf("Parse(%q) returned %+v with its error", c.text, s)
		}
		want := `dice: spec "` + c.text + `": `
		if msg := err.Error(); !strings.HasPrefix(msg, want) || !strings.Contains(msg, c.reason) {
			t.Errorf("Parse(%q) error %q, want it to start %q and say %q", c.text, msg, want, c.reason)
		}
	}
}

func TestSpecCheckMinMax(t *testing.T) {
	s := Spec{2, 6, 1}
	if s.Min() != 3 || s.Max() != 13 {
		t.Fatalf("2d6+1: min %d max %d, want 3 and 13", s.Min(), s.Max())
	}
	cases := map[Spec]string{
		{0, 6, 0}:     "dice: 0d6: 0 dice: want 1..100",
		{2, 1, 0}:     "dice: 2d1: 1 sides: want 2..1000",
		{1, 6, -1001}: "dice: d6-1001: modifier -1001: want -1000..+1000",
	}
	for s, want := range cases {
		if err := s.Check(); err == nil || err.Error() != want {
			t.Errorf("%+v.Check() = %v, want %q", s, err, want)
		}
	}
}

func TestParseAllocs(t *testing.T) {
	if a := testing.AllocsPerRun(1000, func() { _, _ = Parse("2d6+1") }); a != 0 {
		t.Fatalf("Parse of a valid spec allocates %v times, want 0", a)
	}
}
