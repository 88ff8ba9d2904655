package tomltext

import (
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// FuzzScanners: Statements and Index never panic; the spans Statements
// gives are in order and in the text; and on text the decoder reads, every
// key that holds a value has a line in the index (its own or its table's).
func FuzzScanners(f *testing.F) {
	for _, s := range []string{
		"", "a = 1\n", "[a]\nb = [1, {c = 2}]\n", "[[a]]\nb.c = 'x'\n[[a]]\n", `"\u0041" = 1`, "x = { ]\n", "x = [ }\n",
		"s = \"\"\"\n[x]\n\"\"\"\n# c\n", "[ a . \"b.c\" ]\n'd' = \"e # f\" # g\n", "a = \"\\\n\"\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) > 4096 {
			return
		}
		stmts, comments, ok := Statements(b)
		if ok {
			at := 0
			for _, st := range stmts {
				if st.Start < at || st.End < st.Start || st.End > len(b) || !st.Header && (st.ValStart < st.Start || st.ValEnd < st.ValStart || st.ValEnd > st.End) {
					t.Fatalf("%q: statement %+v out of order", b, st)
				}
				at = st.End
			}
			for _, c := range comments {
				if c.Start < 0 || c.End < c.Start || c.End > len(b) || b[c.Start] != '#' {
					t.Fatalf("%q: comment %+v", b, c)
				}
			}
		}
		lines := Index(b)
		s := string(b)
		if strings.HasPrefix(s, "\xfe\xff") || strings.HasPrefix(s, "\xff\xfe") {
			return // a UTF-16 byte order mark: not UTF-8, which TOML is
		}
		var v map[string]any
		md, err := toml.Decode(s, &v)
		if err != nil {
			return
		}
		for _, k := range md.Keys() {
			if typ := md.Type(k...); typ == "Hash" || typ == "ArrayHash" {
				continue
			}
			var field string
			for _, p := range k {
				field = JoinField(field, QuoteKey(p))
			}
			if lines.Line(field) == 0 {
				t.Fatalf("%q: the decoder has %s, the index %v", b, field, lines)
			}
		}
	})
}
