package module

import (
	"math"
	"reflect"
	"strings"
	"testing"
)

// An option's Check converts what a campaign file, the command line or Lua
// gives to the option's type, or says why it does not fit.
func TestOptionCheck(t *testing.T) {
	lo, hi := 1.0, 3.0
	for _, tc := range []struct {
		spec OptionSpec
		in   any
		want any
		err  string
	}{
		{OptionSpec{Type: "bool"}, "true", true, ""},
		{OptionSpec{Type: "bool"}, false, false, ""},
		// true, false, 1 or 0, as text or as a value; 0 is false (Lua reads
		// the number 0 as true, and "0" was refused)
		{OptionSpec{Type: "bool"}, 1, true, ""},
		{OptionSpec{Type: "bool"}, int64(0), false, ""},
		{OptionSpec{Type: "bool"}, 0.0, false, ""},
		{OptionSpec{Type: "bool"}, "0", false, ""},
		{OptionSpec{Type: "bool"}, "1", true, ""},
		{OptionSpec{Type: "bool"}, "false", false, ""},
		{OptionSpec{Type: "bool"}, int64(2), nil, "want a bool (true, false, 1 or 0), got 2"},
		{OptionSpec{Type: "bool"}, 0.5, nil, "want a bool (true, false, 1 or 0), got 0.5"},
		{OptionSpec{Type: "bool"}, "yes", nil, `want a bool (true, false, 1 or 0), got "yes"`},
		{OptionSpec{Type: "bool"}, "FALSE", nil, `want a bool (true, false, 1 or 0), got "FALSE"`},
		{OptionSpec{Type: "bool"}, "", nil, `want a bool (true, false, 1 or 0), got ""`},
		{OptionSpec{Type: "bool"}, nil, nil, "want a bool (true, false, 1 or 0), got nothing"},
		{OptionSpec{Type: "int", Min: &lo, Max: &hi}, "2", int64(2), ""},
		{OptionSpec{Type: "int", Min: &lo, Max: &hi}, 2.0, int64(2), ""},
		{OptionSpec{Type: "int"}, "2.5", nil, `want a whole number, got "2.5"`},
		{OptionSpec{Type: "int"}, " 3", nil, `want a number, got " 3"`},
		// the whole text is the number: Sscan read "1abc" as 1 and "2 3" as 2
		{OptionSpec{Type: "int"}, "1abc", nil, `want a number, got "1abc"`},
		{OptionSpec{Type: "int"}, "2 3", nil, `want a number, got "2 3"`},
		{OptionSpec{Type: "number"}, "0.5x", nil, `want a number, got "0.5x"`},
		{OptionSpec{Type: "int"}, "0x1p3", nil, `want a number, got "0x1p3"`},
		{OptionSpec{Type: "int"}, "1_000", nil, `want a number, got "1_000"`},
		{OptionSpec{Type: "int"}, "-2", int64(-2), ""},
		{OptionSpec{Type: "number"}, "1e1", 10.0, ""},
		{OptionSpec{Type: "int", Min: &lo, Max: &hi}, int64(4), nil, "4 is outside 1..3"},
		{OptionSpec{Type: "number", Min: &lo}, 0.5, nil, "0.5 is outside 1..∞"},
		// a whole number is shown as written, not as a float, and kept exact
		{OptionSpec{Type: "int", Min: &lo, Max: &hi}, int64(math.MaxInt64), nil, "9223372036854775807 is outside 1..3"},
		{OptionSpec{Type: "int", Min: &lo, Max: &hi}, "9223372036854775807", nil, "9223372036854775807 is outside 1..3"},
		{OptionSpec{Type: "number", Max: &hi}, 9007199254740993, nil, "9007199254740993 is outside −∞..3"},
		{OptionSpec{Type: "int"}, "9223372036854775807", int64(math.MaxInt64), ""},
		{OptionSpec{Type: "number"}, "7", 7.0, ""},
		// a whole float no int64 holds was converted to -9223372036854775808
		{OptionSpec{Type: "int"}, 1e300, nil, "want a whole number, got 1e+300"},
		{OptionSpec{Type: "int"}, "1e19", nil, `want a whole number, got "1e19"`},
		{OptionSpec{Type: "number"}, nil, nil, "want a number, got nothing"},
		{OptionSpec{Type: "number"}, "0.25", 0.25, ""},
		// NaN fails every comparison, so a range alone let it through
		{OptionSpec{Type: "number", Min: &lo, Max: &hi}, "nan", nil, "want a finite number, got NaN"},
		{OptionSpec{Type: "number", Min: &lo, Max: &hi}, math.NaN(), nil, "want a finite number, got NaN"},
		{OptionSpec{Type: "number"}, "inf", nil, "want a finite number, got +Inf"},
		{OptionSpec{Type: "string"}, "x", "x", ""},
		{OptionSpec{Type: "string"}, true, nil, "want a string, got true"},
		{OptionSpec{Type: "enum", Values: []string{"a", "b"}}, "b", "b", ""},
		{OptionSpec{Type: "enum", Values: []string{"a", "b"}}, "c", nil, `want one of "a", "b", got "c"`},
		{OptionSpec{Type: "enum", Values: []string{`say "hi"`, "ü"}}, 2, nil, `want one of "say \"hi\"", "ü", got 2`},
		{OptionSpec{Type: "enum", Values: []string{"only"}}, nil, nil, `want one of "only", got nothing`},
		{OptionSpec{Type: "enum"}, "x", nil, `want one of , got "x"`},
		{OptionSpec{Type: "date"}, "x", nil, `unknown option type "date"`},
	} {
		got, err := tc.spec.Check(tc.in)
		switch {
		case tc.err != "" && (err == nil || err.Error() != tc.err):
			t.Errorf("%s Check(%#v) = %v, %v; want error %q", tc.spec.Type, tc.in, got, err, tc.err)
		case tc.err == "" && (err != nil || !reflect.DeepEqual(got, tc.want)):
			t.Errorf("%s Check(%#v) = %#v, %v; want %#v", tc.spec.Type, tc.in, got, err, tc.want)
		}
	}
}

// Of several options a module does not declare, Resolve names the first by
// name, whatever order they were given in.
func TestResolveUnknownOptionsInOrder(t *testing.T) {
	c := NewCatalog("twtw", "1.0.0", nil)
	if err := c.Add(&Manifest{Name: "h", Kind: KindHouse, Options: []OptionSpec{{Name: "n", Type: "int", Default: int64(1)}}}); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		_, err := c.Resolve([]Enable{{Name: "h", Options: map[string]any{"zeta": 1, "alpha": 2, "mid": 3}}})
		if want := `module h has no option "alpha" (it has n)`; err == nil || !strings.Contains(err.Error(), want) {
			t.Fatalf("Resolve = %v, want %q", err, want)
		}
	}
}
