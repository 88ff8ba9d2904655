package damage

import (
	"strings"
	"testing"

	"github.com/twtw/twtw/core/card"
)

// seed 000 "Why Not 3d6?": "(3)6" is always an effect cell, "3d6" cause cells.
func TestParseEffect(t *testing.T) {
	good := []struct {
		in   string
		want EffectRef
	}{
		{"(2)6", EffectRef{Row: 2, Col: card.D6}},
		{"(1)4", EffectRef{Row: 1, Col: card.D4}},
		{"(7)12", EffectRef{Row: 7, Col: card.D12}},
		{"(3)10", EffectRef{Row: 3, Col: card.D10}},
		{"(5)8", EffectRef{Row: 5, Col: card.D8}},
	}
	for _, tc := range good {
		got, err := ParseEffect(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseEffect(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
		if s := got.String(); s != tc.in {
			t.Errorf("%+v.String() = %q, want %q", got, s, tc.in)
		}
	}
	bad := []struct{ in, msg string }{
		{"(0)6", `effect reference "(0)6": row 0 out of 1..7`},
		{"(8)6", `effect reference "(8)6": row 8 out of 1..7`},
		{"(2)5", `effect reference "(2)5": die 5:`},
		{"(2)6x", `effect reference "(2)6x": die "6x" is not a number`},
		{"(02)6", `effect reference "(02)6": row "02" is not a number`},
		{"(2)06", `effect reference "(2)06": die "06" is not a number`},
		{"(+2)6", `row "+2" is not a number`},
		{"( 2)6", `row " 2" is not a number`},
		{"(2)6 ", `die "6 " is not a number`},
		{"2)6", `want (row)die`},
		{"(2", `want (row)die`},
		{"(2 6", `want (row)die`},
		{"()6", `want (row)die`},
		{"()10", `row "" is not a number`},
		{"(2)", `want (row)die`},
		{"3d6", `want (row)die`},
		{"", `effect reference "": want (row)die`},
	}
	for _, tc := range bad {
		_, err := ParseEffect(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("ParseEffect(%q) error = %v, want it to contain %q", tc.in, err, tc.msg)
		}
	}
}

func TestParseCause(t *testing.T) {
	good := []struct {
		in   string
		want CauseRef
	}{
		{"3d6", CauseRef{Dice: 3, Col: card.D6}},
		{"1d4", CauseRef{Dice: 1, Col: card.D4}},
		{"5d12", CauseRef{Dice: 5, Col: card.D12}},
		{"2d10", CauseRef{Dice: 2, Col: card.D10}},
	}
	for _, tc := range good {
		got, err := ParseCause(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseCause(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
		if s := got.String(); s != tc.in {
			t.Errorf("%+v.String() = %q, want %q", got, s, tc.in)
		}
	}
	bad := []struct{ in, msg string }{
		{"2d5", `cause reference "2d5": die 5:`},
		{"d6", `cause reference "d6": want dice and die`},
		{"0d6", `cause reference "0d6": 0 dice out of 1..5`},
		{"6d6", `cause reference "6d6": 6 dice out of 1..5`},
		{"3d6 ", `die "6 " is not a number`},
		{" 3d6", `dice " 3" is not a number`},
		{"03d6", `dice "03" is not a number`},
		{"-3d6", `dice "-3" is not a number`},
		{"3D6", `want dice and die`},
		{"3d", `die "" is not a number`},
		{"3d6d6", `die "6d6" is not a number`},
		{"(3)6", `want dice and die`},
	}
	for _, tc := range bad {
		_, err := ParseCause(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("ParseCause(%q) error = %v, want it to contain %q", tc.in, err, tc.msg)
		}
	}
}

func FuzzParseEffect(f *testing.F) {
	for _, s := range []string{"(2)6", "(7)12", "(0)6", "(8)6", "(2)6x", "(02)6", "()", "(", "(1)4", "(9999)6"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseEffect(s)
		if err != nil {
			if !strings.Contains(err.Error(), "effect reference") {
				t.Fatalf("error %q does not name the reference", err)
			}
			return
		}
		if !r.Valid() {
			t.Fatalf("ParseEffect(%q) = invalid %+v", s, r)
		}
		if r.String() != s {
			t.Fatalf("ParseEffect(%q).String() = %q", s, r.String())
		}
		back, err := ParseEffect(r.String())
		if err != nil || back != r {
			t.Fatalf("reparse of %q = %+v, %v; want %+v", r.String(), back, err, r)
		}
	})
}

func FuzzParseCause(f *testing.F) {
	for _, s := range []string{"3d6", "5d12", "1d4", "2d5", "d6", "6d6", "3d6 ", "03d6", "dd", "9d999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseCause(s)
		if err != nil {
			if !strings.Contains(err.Error(), "cause reference") {
				t.Fatalf("error %q does not name the reference", err)
			}
			return
		}
		if !r.Valid() {
			t.Fatalf("ParseCause(%q) = invalid %+v", s, r)
		}
		if r.String() != s {
			t.Fatalf("ParseCause(%q).String() = %q", s, r.String())
		}
		back, err := ParseCause(r.String())
		if err != nil || back != r {
			t.Fatalf("reparse of %q = %+v, %v; want %+v", r.String(), back, err, r)
		}
	})
}
