package tomltext

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// Lines maps the fields of a TOML text to the lines they start on, named
// as error messages name them: "name", "combatant[2]" (the second
// [[combatant]]), "combatant[2].weapons[1]" (an array's first element),
// `options."gulch.last_stand".rounds` (keys quoted as QuoteKey quotes them).
// It reads only the text's structure — headers, keys, arrays, inline tables
// and strings — so that an error found after decoding can name its line;
// text the decoder refused gives what could be read.
type Lines map[string]int

// Index builds the field → line index of a TOML text.
func Index(text []byte) Lines {
	ix := &tomlIndexer{s: string(text), i: bom(text), line: 1, out: Lines{}, arrays: map[string]int{}}
	ix.top()
	return ix.out
}

// line returns the line of field, or of the nearest enclosing field the
// text has (0 when none): "combatant[1].traits.dexterity" falls back to
// "combatant[1].traits", then "combatant[1]".
func (t Lines) Line(field string) int {
	for f := field; f != ""; f = ParentField(f) {
		if n, ok := t[f]; ok {
			return n
		}
	}
	return 0
}

// ParentField strips a field's last part: "a.b[2]" → "a.b", "a.b" → "a".
func ParentField(f string) string {
	if strings.HasSuffix(f, "]") {
		if i := strings.LastIndexByte(f, '['); i > 0 {
			return f[:i]
		}
	}
	if i := strings.LastIndexByte(f, '.'); i > 0 {
		return f[:i]
	}
	return ""
}

type tomlIndexer struct {
	s      string
	i      int
	line   int
	out    Lines
	arrays map[string]int // [[header]] → how many seen
}

func (x *tomlIndexer) peek() byte {
	if x.i < len(x.s) {
		return x.s[x.i]
	}
	return 0
}

func (x *tomlIndexer) next() byte {
	c := x.peek()
	if c == '\n' {
		x.line++
	}
	if x.i < len(x.s) {
		x.i++
	}
	return c
}

// blank skips spaces, tabs, comments and (when newlines) line ends.
func (x *tomlIndexer) blank(newlines bool) {
	for x.i < len(x.s) {
		switch c := x.peek(); {
		case c == ' ' || c == '\t' || c == '\r':
			x.i++
		case c == '\n' && newlines:
			x.next()
		case c == '#':
			for x.i < len(x.s) && x.peek() != '\n' {
				x.i++
			}
		default:
			return
		}
	}
}

// skipTo moves on to s[end], counting the lines it passes.
func (x *tomlIndexer) skipTo(end int) {
	x.line += strings.Count(x.s[x.i:end], "\n")
	x.i = end
}

func (x *tomlIndexer) record(field string, line int) {
	if _, ok := x.out[field]; !ok && field != "" {
		x.out[field] = line
	}
}

// top reads the text's statements: headers and key = value lines.
func (x *tomlIndexer) top() {
	prefix := ""
	for x.i < len(x.s) {
		x.blank(true)
		switch x.peek() {
		case 0:
			return
		case '[':
			prefix = x.header()
		default:
			x.keyValue(prefix)
		}
		// anything left on the line (a stray token) is skipped
		for x.i < len(x.s) && x.peek() != '\n' {
			x.next()
		}
	}
}

// header reads [a.b] or [[a.b]] and returns the prefix of its keys (what
// it could read of them when it is not a header TOML reads).
func (x *tomlIndexer) header() string {
	line := x.line
	parts, array, end, _ := readHeader(x.s, x.i)
	x.skipTo(end)
	if len(parts) == 0 {
		return ""
	}
	path := ""
	for i, p := range parts {
		path = JoinField(path, p)
		if n, ok := x.arrays[path]; ok && (i < len(parts)-1 || !array) {
			path += "[" + strconv.Itoa(n) + "]"
		}
	}
	if array {
		x.record(path, line)
		x.arrays[path]++
		path += "[" + strconv.Itoa(x.arrays[path]) + "]"
	}
	x.record(path, line)
	return path
}

// keyValue reads key = value under prefix.
func (x *tomlIndexer) keyValue(prefix string) {
	line := x.line
	path := prefix
	parts, end, _ := readKey(x.s, x.i) // what could be read of a key that is none
	x.skipTo(end)
	for _, p := range parts {
		path = JoinField(path, p)
	}
	x.record(path, line)
	x.blank(false)
	if x.peek() != '=' {
		return
	}
	x.next()
	x.blank(false)
	x.value(path)
}

// value skips a value, indexing the elements of arrays and the keys of
// inline tables under path.
func (x *tomlIndexer) value(path string) {
	switch c := x.peek(); {
	case c == '[':
		x.next()
		for n := 1; ; n++ {
			x.blank(true)
			if c := x.peek(); c == ']' || c == 0 {
				x.next()
				return
			}
			at := x.i
			el := path + "[" + strconv.Itoa(n) + "]"
			x.record(el, x.line)
			x.value(el)
			x.blank(true)
			if x.peek() == ',' {
				x.next()
			}
			if x.i == at { // a byte no value starts with ("}"): give up here
				return
			}
		}
	case c == '{':
		x.next()
		for {
			x.blank(true)
			if c := x.peek(); c == '}' || c == 0 {
				x.next()
				return
			}
			at := x.i
			x.keyValue(path)
			x.blank(true)
			if x.peek() == ',' {
				x.next()
			}
			if x.i == at { // a byte no key starts with ("]"): give up here
				return
			}
		}
	case strings.HasPrefix(x.s[x.i:], `"""`) || strings.HasPrefix(x.s[x.i:], `'''`):
		q := x.s[x.i : x.i+3]
		x.i += 3
		for x.i < len(x.s) && !strings.HasPrefix(x.s[x.i:], q) {
			if x.next() == '\\' && q == `"""` {
				x.next()
			}
		}
		x.i = min(x.i+3, len(x.s))
	case c == '"' || c == '\'':
		end, _ := scanString(x.s, x.i)
		x.skipTo(end)
	default:
		for x.i < len(x.s) && !strings.ContainsRune(",]}\n#", rune(x.peek())) {
			x.i++
		}
	}
}

// JoinField is the dotted field name of part inside prefix ("" for a top-level part).
func JoinField(prefix, part string) string {
	if prefix == "" {
		return part
	}
	return prefix + "." + part
}

// ErrorAt is the line and last key a TOML decoding error gives (0 and
// "" when it gives none): a toml.ParseError's position, or the "toml: line
// N (last key "K")" a type mismatch starts with.
func ErrorAt(err error) (int, string) {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return pe.Position.Line, pe.LastKey
	}
	if m := tomlLineRE.FindStringSubmatch(err.Error()); m != nil {
		n, _ := strconv.Atoi(m[1])
		return n, m[2]
	}
	return 0, ""
}

// LocateError returns the line and last key of a TOML decoding error of
// text (0 and "" when it gives none, as ErrorAt), and the error without the
// line the decoder wrote into its message, for the caller to put after the
// file's name: "toml: MESSAGE (last key "K")" (errors.As still finds the
// decoder's error). A syntax error's line (a toml.ParseError's) is the one
// it is on, read off its byte offset in text: the decoder counts lines to
// where it stopped, so "[[combatant]" with no "]" was line 3, the line
// after, when the newline that ended it was what the decoder met.
func LocateError(text []byte, err error) (int, string, error) {
	line, key := ErrorAt(err)
	var pe toml.ParseError
	if !errors.As(err, &pe) {
		if m := tomlLineRE.FindStringSubmatchIndex(err.Error()); m != nil && m[0] == 0 {
			msg := err.Error()
			lastKey := msg[strings.Index(msg, "(last key "):m[1]] // as the decoder quoted it
			return line, key, lineless{"toml: " + strings.TrimPrefix(msg[m[1]:], ": ") + " " + lastKey, err}
		}
		return line, key, err
	}
	if at := pe.Position.Start; at > 0 || line <= 1 {
		if n := 1 + strings.Count(string(text[:max(0, min(at, len(text)))]), "\n"); n < line || line == 0 {
			line = n
		}
	}
	if pe.LastKey == "" {
		return line, key, lineless{"toml: " + pe.Message, err}
	}
	return line, key, lineless{fmt.Sprintf("toml: %s (last key %q)", pe.Message, pe.LastKey), err}
}

// lineless is a decoder's error with a message that leaves out its line.
type lineless struct {
	msg string
	err error
}

// Error returns the message.
func (e lineless) Error() string { return e.msg }

// Unwrap returns the decoder's error.
func (e lineless) Unwrap() error { return e.err }

var tomlLineRE = regexp.MustCompile(`toml: line (\d+) \(last key "((?:[^"\\]|\\.)*)"\)`)
