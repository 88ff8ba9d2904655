package tomltext

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The key reading Statements and Index share: a dotted key (bare, "basic"
// and 'literal' parts, blanks around the dots) and a [table] or [[array of
// tables]] header, read as TOML 1.0 reads them, and QuoteKey, which writes
// a key's part back.

// readKey reads the dotted key at s[i:], after any blanks (spaces, tabs,
// carriage returns): its parts, each quoted as QuoteKey quotes it, and end,
// past the key and the blanks after it (a comment is left to the caller).
// ok is false when the text there is not a TOML 1.0 key: no key at all, a
// missing part ("a." or "a..b"), a multi-line string, a quoted part that
// does not end on its line, or an escape TOML does not have ("\x41", "\a",
// "\'"); parts are then those read before the fault and end is where
// reading stopped (past a quoted part it did not take).
func readKey(s string, i int) (parts []string, end int, ok bool) {
	for {
		i = skipBlanks(s, i)
		var p string
		switch c := byteAt(s, i); {
		case c == '"' || c == '\'':
			if strings.HasPrefix(s[i:], `"""`) || strings.HasPrefix(s[i:], `'''`) {
				return parts, i, false // a multi-line string is no key
			}
			j, closed := scanString(s, i)
			if !closed {
				return parts, j, false
			}
			p = s[i+1 : j-1]
			if c == '"' {
				if p, ok = unescape(p); !ok {
					return parts, j, false
				}
			}
			i = j
		default:
			j := i
			for j < len(s) && isBareKey(s[j]) {
				j++
			}
			if j == i {
				return parts, i, false
			}
			p, i = s[i:j], j
		}
		parts = append(parts, QuoteKey(p))
		i = skipBlanks(s, i)
		if byteAt(s, i) != '.' {
			return parts, i, true
		}
		i++
	}
}

// readHeader reads the [table] or [[array of tables]] header whose "[" is
// at s[i]: its key's parts (as readKey reads them), whether it is an array
// of tables, and end, past its last "]". ok is false when its key is not
// one (see readKey) or it is not closed by "]" (or "]]", no space between);
// parts and array are then what was read and end is where reading stopped.
func readHeader(s string, i int) (parts []string, array bool, end int, ok bool) {
	i++
	if array = byteAt(s, i) == '['; array {
		i++
	}
	if parts, i, ok = readKey(s, i); !ok {
		return parts, array, i, false
	}
	for range 1 + btoi(array) {
		if byteAt(s, i) != ']' {
			return parts, array, i, false
		}
		i++
	}
	return parts, array, i, true
}

// scanString finds the end of the one-line "basic" or 'literal' string
// whose quote is at s[i]: past its closing quote, and true; or where its
// line or the text ends, and false. In a basic string a backslash takes
// the byte after it, whatever it is (a newline too: the decoder, not the
// scan, refuses that).
func scanString(s string, i int) (end int, closed bool) {
	q := s[i]
	for i++; i < len(s) && s[i] != '\n'; i++ {
		switch s[i] {
		case '\\':
			if q == '"' {
				i++
			}
		case q:
			return i + 1, true
		}
	}
	return min(i, len(s)), false
}

// unescape returns the text of a basic string from what is between its
// quotes, with TOML 1.0's escapes (\b \t \n \f \r \" \\ \uXXXX \UXXXXXXXX,
// a Unicode scalar value); false for any other escape or a newline.
func unescape(raw string) (string, bool) {
	if !strings.ContainsAny(raw, "\\\n") {
		return raw, true
	}
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if c == '\n' {
			return "", false
		}
		if c != '\\' {
			b.WriteByte(c)
			continue
		}
		if i++; i >= len(raw) {
			return "", false
		}
		if r, ok := shortEscapes[raw[i]]; ok {
			b.WriteByte(r)
			continue
		}
		n := 4
		if raw[i] == 'U' {
			n = 8
		}
		if raw[i] != 'u' && raw[i] != 'U' || i+n >= len(raw) {
			return "", false
		}
		v, err := strconv.ParseUint(raw[i+1:i+1+n], 16, 32) // no sign, no _
		if err != nil || !utf8.ValidRune(rune(v)) {
			return "", false
		}
		b.WriteRune(rune(v))
		i += n
	}
	return b.String(), true
}

// shortEscapes are TOML 1.0's one-letter escapes.
var shortEscapes = map[byte]byte{'b': '\b', 't': '\t', 'n': '\n', 'f': '\f', 'r': '\r', '"': '"', '\\': '\\'}

// skipBlanks skips spaces, tabs and carriage returns from s[i].
func skipBlanks(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r') {
		i++
	}
	return i
}

// byteAt is s[i], or 0 past its end.
func byteAt(s string, i int) byte {
	if i < len(s) {
		return s[i]
	}
	return 0
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// isBareKey says whether c may stand in a bare TOML key (A-Z a-z 0-9 _ -).
func isBareKey(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// QuoteKey returns a TOML key: bare when it may be, else a basic string.
func QuoteKey(k string) string {
	if k == "" {
		return `""`
	}
	for i := 0; i < len(k); i++ {
		if !isBareKey(k[i]) {
			return QuoteString(k)
		}
	}
	return k
}

// QuoteString returns a TOML basic string (the text must be UTF-8).
func QuoteString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\b':
			b.WriteString(`\b`)
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\f':
			b.WriteString(`\f`)
		case '\r':
			b.WriteString(`\r`)
		default:
			if r < 0x20 || r == 0x7f {
				fmt.Fprintf(&b, `\u%04X`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}

// bom is the length of the byte order mark text begins with (the decoder
// reads past one; so do the scanners): 3, or 0 when it has none.
func bom(text []byte) int {
	if len(text) >= 3 && text[0] == 0xEF && text[1] == 0xBB && text[2] == 0xBF {
		return 3
	}
	return 0
}
