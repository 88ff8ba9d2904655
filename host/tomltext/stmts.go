package tomltext

import "strings"

// Stmt is one statement of a TOML text with where its bytes are: a [table]
// or [[table]] header, or a key = value. An editor rewrites what it changes
// and keeps every other byte (see Statements).
type Stmt struct {
	// Header says it is a [table] header; Array that it is a [[table]] one.
	Header, Array bool
	// Path is the statement's whole key: a header's parts, or those of the
	// table it is in followed by its key's, each quoted as QuoteKey quotes
	// it ([options."a.b"] then n = 1: options, "a.b", n).
	Path []string
	// Start and End are its whole lines: from the start of the line it
	// begins on to past the newline of the line its value, and any comment
	// after it, ends on (or the end of the text).
	Start, End int
	// Key is where a key = value's own key begins in Path (after the parts
	// of the table it is in).
	Key int
	// ValStart and ValEnd are a key = value's value.
	ValStart, ValEnd int
	// Elems are the elements of an array value, in order.
	Elems []Span
}

// Span is a run of a text's bytes, from Start to before End.
type Span struct{ Start, End int }

// Statements reads a TOML text's statements in order, with its comments
// (each from its # to the end of its line, a carriage return left out),
// those inside values and after them too. ok is false when the text has a
// statement it does not read as TOML; it checks no more than structure:
// the decoder has the last word.
func Statements(text []byte) (stmts []Stmt, comments []Span, ok bool) {
	skip := bom(text) // a statement's span never takes it in: a patch keeps it
	x := &stmtScanner{s: string(text), i: skip}
	var table []string
	for {
		x.blank(true)
		if x.i >= len(x.s) {
			return stmts, x.comments, true
		}
		st := Stmt{Start: max(strings.LastIndexByte(x.s[:x.i], '\n')+1, skip)}
		if x.s[x.i] == '[' {
			var ok bool
			st.Header = true
			st.Path, st.Array, x.i, ok = readHeader(x.s, x.i)
			if !ok {
				return nil, nil, false
			}
			table = st.Path
		} else {
			key, end, ok := readKey(x.s, x.i)
			if x.i = end; !ok || x.peek() != '=' {
				return nil, nil, false
			}
			x.i++
			x.blank(false)
			st.ValStart = x.i
			st.Elems = x.value(0)
			st.ValEnd = x.i
			st.Path = append(append([]string(nil), table...), key...)
			st.Key = len(table)
		}
		x.blank(false)
		if x.bad || st.Path == nil || x.i < len(x.s) && x.s[x.i] != '\n' {
			return nil, nil, false
		}
		if x.i < len(x.s) {
			x.i++
		}
		st.End = x.i
		stmts = append(stmts, st)
	}
}

// stmtScanner reads statements (see Statements).
type stmtScanner struct {
	s        string
	i        int
	comments []Span
	bad      bool
}

func (x *stmtScanner) peek() byte {
	if x.i < len(x.s) {
		return x.s[x.i]
	}
	return 0
}

// blank skips spaces, tabs, comments (noting them) and, when newlines, line
// ends.
func (x *stmtScanner) blank(newlines bool) {
	for x.i < len(x.s) {
		switch c := x.s[x.i]; {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n' && newlines:
			x.i++
		case c == '#':
			start := x.i
			for x.i < len(x.s) && x.s[x.i] != '\n' {
				x.i++
			}
			x.comments = append(x.comments, Span{start, start + len(strings.TrimRight(x.s[start:x.i], "\r"))})
		default:
			return
		}
	}
}

// value skips a value and returns the elements of an array.
func (x *stmtScanner) value(depth int) []Span {
	if depth > MaxNesting {
		x.bad = true
		return nil
	}
	switch c := x.peek(); {
	case c == '[':
		x.i++
		var elems []Span
		for !x.bad {
			x.blank(true)
			if x.peek() == ']' {
				x.i++
				return elems
			}
			start := x.i
			x.value(depth + 1)
			elems = append(elems, Span{start, x.i})
			x.blank(true)
			if x.peek() == ',' {
				x.i++
			} else if x.peek() != ']' {
				x.bad = true
			}
		}
	case c == '{':
		x.i++
		for !x.bad {
			x.blank(false)
			if x.peek() == '}' {
				x.i++
				return nil
			}
			x.blank(false)
			_, end, ok := readKey(x.s, x.i)
			if x.i = end; !ok || x.peek() != '=' {
				x.bad = true
				return nil
			}
			x.i++
			x.blank(false)
			x.value(depth + 1)
			x.blank(false)
			if x.peek() == ',' {
				x.i++
			} else if x.peek() != '}' {
				x.bad = true
			}
		}
	case strings.HasPrefix(x.s[x.i:], `"""`) || strings.HasPrefix(x.s[x.i:], `'''`):
		q := x.s[x.i : x.i+3]
		x.i += 3
		for x.i < len(x.s) && !strings.HasPrefix(x.s[x.i:], q) {
			if x.s[x.i] == '\\' && q == `"""` {
				x.i++
			}
			x.i++
		}
		if x.i >= len(x.s) {
			x.bad = true
			return nil
		}
		x.i += 3
		for n := 0; n < 2 && x.peek() == q[0]; n++ { // """a"""" ends with a quote
			x.i++
		}
	case c == '"' || c == '\'':
		end, closed := scanString(x.s, x.i)
		if x.i = end; !closed {
			x.bad = true
		}
	default:
		start := x.i
		for x.i < len(x.s) && !strings.ContainsRune(",]}\n#", rune(x.s[x.i])) {
			x.i++
		}
		x.i = start + len(strings.TrimRight(x.s[start:x.i], " \t\r"))
		if x.i == start {
			x.bad = true
		}
	}
	return nil
}
