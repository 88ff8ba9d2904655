package tomltext

import (
	"reflect"
	"testing"
)

// Statements gives each statement's whole lines, its value and an array's
// elements, with every comment (none inside a string), keys quoted as
// QuoteKey quotes them.
func TestStatements(t *testing.T) {
	text := "# top\nname = \"a # not a comment\"  # trailing\r\nlist = [\n  \"x\",  # one\n  'y#',\n]\n\n" +
		"[options . 'a.b']\nn = { k = [1, 2] }  # inline\nm = \"\"\"\nq # no\n\"\"\"\n"
	stmts, comments, ok := Statements([]byte(text))
	if !ok {
		t.Fatal("not read")
	}
	at := func(s Span) string { return text[s.Start:s.End] }
	var got []string
	for _, c := range comments {
		got = append(got, at(c))
	}
	if want := []string{"# top", "# trailing", "# one", "# inline"}; !reflect.DeepEqual(got, want) {
		t.Errorf("comments %q, want %q", got, want)
	}
	type row struct {
		path       []string
		header     bool
		lines, val string
		elems      []string
	}
	var rows []row
	for _, st := range stmts {
		r := row{path: st.Path, header: st.Header, lines: text[st.Start:st.End]}
		if !st.Header {
			r.val = text[st.ValStart:st.ValEnd]
		}
		for _, e := range st.Elems {
			r.elems = append(r.elems, at(e))
		}
		rows = append(rows, r)
	}
	want := []row{
		{path: []string{"name"}, lines: "name = \"a # not a comment\"  # trailing\r\n", val: `"a # not a comment"`},
		{path: []string{"list"}, lines: "list = [\n  \"x\",  # one\n  'y#',\n]\n", val: "[\n  \"x\",  # one\n  'y#',\n]", elems: []string{`"x"`, `'y#'`}},
		{path: []string{"options", `"a.b"`}, header: true, lines: "[options . 'a.b']\n"},
		{path: []string{"options", `"a.b"`, "n"}, lines: "n = { k = [1, 2] }  # inline\n", val: "{ k = [1, 2] }"},
		{path: []string{"options", `"a.b"`, "m"}, lines: "m = \"\"\"\nq # no\n\"\"\"\n", val: "\"\"\"\nq # no\n\"\"\""},
	}
	if !reflect.DeepEqual(rows, want) {
		t.Errorf("statements\n%+v\nwant\n%+v", rows, want)
	}
	for _, bad := range []string{"x = [1, 2\n", "x = \"open\n", "= 1\n", "x 1\n", "x = 1 ]\n", "[a\n"} {
		if _, _, ok := Statements([]byte(bad)); ok {
			t.Errorf("%q read as TOML", bad)
		}
	}
}

// A text that begins with a byte order mark (which the decoder reads past)
// is read from after it: the index finds its first key on line 1, and no
// statement's span takes the mark in, so a patch of the first statement
// keeps it.
func TestByteOrderMark(t *testing.T) {
	text := []byte("\xef\xbb\xbfname = \"c\" # ours\n[options]\nx = 1\n")
	if got := Index(text)["name"]; got != 1 {
		t.Errorf("Index: name on line %d, want 1", got)
	}
	if got := Index(text)["options.x"]; got != 3 {
		t.Errorf("Index: options.x on line %d, want 3", got)
	}
	stmts, comments, ok := Statements(text)
	if !ok || len(stmts) != 3 {
		t.Fatalf("Statements: ok %v, %d statements, want 3", ok, len(stmts))
	}
	if s := stmts[0]; s.Start != 3 || string(text[s.ValStart:s.ValEnd]) != `"c"` {
		t.Errorf("first statement starts at %d with value %q, want 3 and \"c\"", s.Start, text[s.ValStart:s.ValEnd])
	}
	if len(comments) != 1 || string(text[comments[0].Start:comments[0].End]) != "# ours" {
		t.Errorf("comments %v, want the one \"# ours\"", comments)
	}
}
