package tomltext

import (
	"errors"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// tomlNest builds TOML text nesting n levels one way or another.
var tomlNest = []struct {
	name  string
	build func(n int) string // n levels in all
}{
	// x = {a = {a = … 1}}: the key x, then a brace and a key per table.
	{"inline tables", func(n int) string {
		k := (n - 1) / 2
		return "x = " + strings.Repeat("{a=", k) + "1" + strings.Repeat("}", k) + "\n"
	}},
	{"arrays", func(n int) string { return "x = " + strings.Repeat("[", n-1) + "1" + strings.Repeat("]", n-1) + "\n" }},
	{"dotted key", func(n int) string { return "a" + strings.Repeat(".a", n-1) + " = 1\n" }},
	{"table header", func(n int) string { return "[a" + strings.Repeat(".a", n-3) + "]\nx = 1\n" }},
	{"array of tables header", func(n int) string { return "[[a" + strings.Repeat(".a", n-4) + "]]\nx = 1\n" }},
	{"empty table header", func(n int) string { return "[a" + strings.Repeat(".a", n-2) + "]\n" }},
}

func TestTOMLShapeNestingLimit(t *testing.T) {
	for _, c := range tomlNest {
		t.Run(c.name, func(t *testing.T) {
			ok := c.build(MaxNesting)
			if err := CheckShape("f.toml", []byte(ok)); err != nil {
				t.Errorf("%d levels refused: %v", MaxNesting, err)
			}
			var v map[string]any
			if _, err := toml.Decode(ok, &v); err != nil {
				t.Errorf("the test's own TOML does not parse: %v", err)
			}
			for _, n := range []int{MaxNesting + 2, 10_000} {
				err := CheckShape("f.toml", []byte(c.build(n)))
				var ie *InputError
				if !errors.As(err, &ie) || !strings.HasPrefix(err.Error(), "f.toml:1: tables and arrays nest more than 64 levels deep") {
					t.Errorf("%d levels: error %v, want an *InputError f.toml:1: ... nest more than 64 levels", n, err)
				}
			}
		})
	}
}

// The header's levels hold for the keys below it, until the next header;
// a refusal names the line it happens on.
func TestTOMLShapeHeaderDepthAndLine(t *testing.T) {
	deep := "[a" + strings.Repeat(".a", 40) + "]\nx = 1\n"
	err := CheckShape("h.toml", []byte(deep+"y = "+strings.Repeat("[", 30)+strings.Repeat("]", 30)+"\n"))
	if err == nil || !strings.HasPrefix(err.Error(), "h.toml:3: ") {
		t.Errorf("error %v, want h.toml:3: ...", err)
	}
	if err := CheckShape("h.toml", []byte(deep+"[b]\ny = "+strings.Repeat("[", 30)+strings.Repeat("]", 30)+"\n")); err != nil {
		t.Errorf("a new header resets the depth: %v", err)
	}
}

func TestTOMLShapeSkipsStringsAndComments(t *testing.T) {
	text := `a = "[[[[{{{{ \" {{{{"  # [[[[{{{{
b = '[[[[{{{{'
c = """
[[[[{{{{ \"""
"""
d = '''
{{{{[[[[
'''
"q.u.o.t.e.d" = 1
` + "x = " + strings.Repeat("[", 70) + strings.Repeat("]", 70) + "\n"
	err := CheckShape("s.toml", []byte(text))
	if err == nil || !strings.HasPrefix(err.Error(), "s.toml:10: ") {
		t.Errorf("error %v, want s.toml:10: ... (the line of the deep array)", err)
	}
	head := text[:strings.Index(text, "x = ")]
	if err := CheckShape("s.toml", []byte(head)); err != nil {
		t.Errorf("strings and comments alone refused: %v", err)
	}
}

func TestTOMLShapeSize(t *testing.T) {
	text := []byte("x = \"" + strings.Repeat("a", MaxSize) + "\"\n")
	err := CheckShape("big.toml", text)
	if err == nil || err.Error() != "big.toml: the file is 524295 bytes, over the limit of 524288 bytes" {
		t.Errorf("error %v", err)
	}
}

// decodedDepth is how deep a decoded TOML value nests.
func decodedDepth(v any) int {
	d := 0
	switch x := v.(type) {
	case map[string]any:
		for _, e := range x {
			d = max(d, decodedDepth(e))
		}
		return d + 1
	case []map[string]any:
		for _, e := range x {
			d = max(d, decodedDepth(e))
		}
		return d + 1
	case []any:
		for _, e := range x {
			d = max(d, decodedDepth(e))
		}
		return d + 1
	}
	return 0
}

// FuzzCheckTOMLShape: the scan never panics, and what it accepts and the
// parser reads nests no deeper than MaxNesting (the scan counts at least
// what the parser nests). Its seeds run with go test.
func FuzzCheckTOMLShape(f *testing.F) {
	for _, c := range tomlNest {
		f.Add([]byte(c.build(MaxNesting)))
		f.Add([]byte(c.build(MaxNesting + 2)))
	}
	for _, s := range []string{
		"", "#", "'", `"\`, `"""`, "'''", "[", "]]", "[[a]]\n[[a.b]]\nc.d = {e = [1, {f = 2}]}",
		"a = [\n[1],\n[2]\n]\n", "x = {a = 1, b.c = {d = 2}}", `"a.b".c = 1`, "[ a . b ]\nx=1",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) > 4096 {
			return
		}
		if err := CheckShape("fuzz.toml", b); err != nil {
			return
		}
		var v map[string]any
		if _, err := toml.Decode(string(b), &v); err != nil {
			return
		}
		if d := decodedDepth(v); d > MaxNesting {
			t.Fatalf("accepted text nests %d levels: %q", d, b)
		}
	})
}
