package tomltext

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
)

// readKey reads bare, "basic" (TOML 1.0's escapes only) and 'literal'
// parts, blanks around the dots, and stops before "=", a comment or
// anything else; a fault gives the parts before it and where it is.
func TestReadKey(t *testing.T) {
	for _, c := range []struct {
		text  string
		parts []string
		end   int // -1: len(text)
		ok    bool
	}{
		{"name", []string{"name"}, -1, true},
		{"a-b_C9 = 1", []string{"a-b_C9"}, 7, true},
		{" \t a . \"b.c\" . 'd' \r= 1", []string{"a", `"b.c"`, "d"}, 20, true},
		{`"\u0041"`, []string{"A"}, -1, true},
		{`"\U0001F600\t\"\\"`, []string{"\"😀\\t\\\"\\\\\""}, -1, true},
		{`"\b\f\n\r"`, []string{`"\b\f\n\r"`}, -1, true},
		{`'\u0041'`, []string{`"\\u0041"`}, -1, true}, // a literal string keeps its backslash
		{`"" = 1`, []string{`""`}, 3, true},
		{`'' = 1`, []string{`""`}, 3, true},
		{"a # c", []string{"a"}, 2, true},
		{"é", nil, 0, false}, // bare keys are ASCII
		{"= 1", nil, 0, false},
		{"a. = 1", []string{"a"}, 3, false},
		{"a..b", []string{"a"}, 2, false},
		{".a", nil, 0, false},
		{"a.# c", []string{"a"}, 2, false},
		{`"a`, nil, 2, false},
		{"'a\nb' = 1", nil, 2, false},
		{"\"a\\\nb\" = 1", nil, 6, false}, // a backslash does not join lines in a one-line string
		{`"""a""" = 1`, nil, 0, false},
		{`'''a''' = 1`, nil, 0, false},
		{`x."\x41"`, []string{"x"}, -1, false},
		{`"\a"`, nil, -1, false},
		{`"\'"`, nil, -1, false},
		{`"\101"`, nil, -1, false},
		{`"\e"`, nil, -1, false},
		{`"\u004"`, nil, -1, false},
		{`"\u+041"`, nil, -1, false},
		{`"\uD800"`, nil, -1, false},
		{`"\U00110000"`, nil, -1, false},
		{`"\`, nil, 2, false},
	} {
		parts, end, ok := readKey(c.text, 0)
		if c.end < 0 {
			c.end = len(c.text)
		}
		if !reflect.DeepEqual(parts, c.parts) || end != c.end || ok != c.ok {
			t.Errorf("readKey(%q) = %q, %d, %v; want %q, %d, %v", c.text, parts, end, ok, c.parts, c.end, c.ok)
		}
	}
}

// readHeader reads "[" or "[[" (no space between), a key, and "]" or "]]".
func TestReadHeader(t *testing.T) {
	for _, c := range []struct {
		text  string
		parts []string
		array bool
		end   int
		ok    bool
	}{
		{"[a]\n", []string{"a"}, false, 3, true},
		{"[ a . 'b.c' ] # x", []string{"a", `"b.c"`}, false, 13, true},
		{"[[a.b]]", []string{"a", "b"}, true, 7, true},
		{"[a]]", []string{"a"}, false, 3, true}, // the caller refuses what follows
		{"[[a]", []string{"a"}, true, 4, false},
		{"[[a] ]", []string{"a"}, true, 4, false},
		{"[ [a]]", nil, false, 2, false},
		{"[]", nil, false, 1, false},
		{"[a", []string{"a"}, false, 2, false},
		{"[a.]", []string{"a"}, false, 3, false},
	} {
		parts, array, end, ok := readHeader(c.text, 0)
		if !reflect.DeepEqual(parts, c.parts) || array != c.array || end != c.end || ok != c.ok {
			t.Errorf("readHeader(%q) = %q, %v, %d, %v; want %q, %v, %d, %v", c.text, parts, array, end, ok, c.parts, c.array, c.end, c.ok)
		}
	}
}

// A quoted key's \u and \U escapes are read as TOML reads them: the index
// read "\u0041" as 0041, so an error about the field A found no line.
func TestIndexUnicodeEscapes(t *testing.T) {
	got := Index([]byte("[\"\\u0061\"]\n\"\\u0062\".\"\\U00000063\" = 1\n"))
	if want := (Lines{"a": 1, "a.b.c": 2}); !reflect.DeepEqual(got, want) {
		t.Errorf("index %v, want %v", got, want)
	}
}

// An escape TOML 1.0 does not have (Go's \x41, \a, \101) makes a key none:
// Statements read "\x41" as A.
func TestStatementsRefuseOtherEscapes(t *testing.T) {
	for _, text := range []string{`"\x41" = 1`, `x = { "\a" = 1 }`, `["\101"]`, `'a'."\u0041".c = 1`} {
		stmts, _, ok := Statements([]byte(text + "\n"))
		if valid := strings.Contains(text, `\u`); ok != valid || valid && !reflect.DeepEqual(stmts[0].Path, []string{"a", "A", "c"}) {
			t.Errorf("Statements(%q): %v %+v, want ok %v", text, ok, stmts, valid)
		}
	}
}

// FuzzReadKey: a key the decoder reads ("KEY = 1" decodes), readKey reads
// whole and to the same path; one readKey reads whole (valid UTF-8, no
// control characters, which the scan leaves to the decoder) decodes. A
// text's byte order mark, which the decoder drops, is no key.
func FuzzReadKey(f *testing.F) {
	for _, s := range []string{
		"a", "a.b", ` a . "b.c" . 'd' `, `"\u0041"`, `"\x41"`, `"\U0001F600"`, `""`, "''", "a.", `"""a"""`,
		`"a\"b"`, `'a\'`, "é", `"é"`, `"\uD800"`, `"a\` + "\n" + `b"`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, key string) {
		if strings.ContainsAny(key, "\n#") || strings.HasPrefix(key, "\xef\xbb\xbf") || strings.HasPrefix(key, "\xfe\xff") || strings.HasPrefix(key, "\xff\xfe") {
			return // the decoder drops a byte order mark
		}
		parts, end, ok := readKey(key, 0)
		whole := ok && end == len(key)
		var v map[string]any
		_, err := toml.Decode(key+" = 1\n", &v)
		if err == nil {
			var path []string
			for len(v) == 1 {
				for k, e := range v {
					path = append(path, QuoteKey(k))
					v, _ = e.(map[string]any)
				}
			}
			if !whole || !reflect.DeepEqual(parts, path) {
				t.Fatalf("readKey(%q) = %q, %d, %v; the decoder reads %q", key, parts, end, ok, path)
			}
		} else if whole && utf8.ValidString(key) && !strings.ContainsFunc(key, isControl) {
			t.Fatalf("readKey(%q) = %q; the decoder refuses it: %v", key, parts, err)
		}
	})
}

// isControl says whether TOML refuses r raw in a string (a tab it allows).
func isControl(r rune) bool { return r < 0x20 && r != '\t' || r == 0x7f }
