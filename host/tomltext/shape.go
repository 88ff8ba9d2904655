package tomltext

// Limits on the TOML files twtw reads (scenarios and campaigns), checked
// before the TOML parser sees them. BurntSushi/toml v1.5.0 is quadratic in
// nesting: 4,000 nested inline tables (16 KB) took 15 s and 1.2 GB, a
// 4,000-segment dotted key 4.5 s, and 80 KB of nesting ran out of memory.
// Within these limits the slowest file parses in about a second.
const (
	// MaxSize caps a scenario or campaign file, in bytes.
	MaxSize = 512 << 10
	// MaxNesting caps how deep a file nests tables and arrays: every open
	// "[" or "{" counts one level, and so does every segment of a dotted
	// key or table header ([a.b.c] is four levels for what follows: three
	// segments and the table). The built-in scenarios nest seven levels at
	// most.
	MaxNesting = 64
)

// Depth scans TOML text (skipping strings and comments) until it ends,
// stops making sense, or nests deeper than MaxNesting, and returns the line
// it stopped at, the depth there and the deepest depth it saw. On text that
// is not TOML it stops quietly and leaves the error to the parser.
func Depth(b []byte) (line, depth, deepest int) {
	s := tomlScan{src: b, line: 1, levels: []tomlLevel{{key: true}}}
	line, depth = s.run()
	return line, depth, max(s.maxDepth, s.depth)
}

// tomlLevel is the top level or one open "[" or "{".
type tomlLevel struct {
	close byte // the byte that closes it (0 at the top level)
	key   bool // a key is being read (top level at a line's start; after "{" or ",")
	segs  int  // the segments of the key being read or defined here
}

type tomlScan struct {
	src    []byte
	i      int
	line   int
	levels []tomlLevel
	base   int // the levels of the current [table] header
	header bool
	array  bool // the header is [[an array of tables]], a level more
	depth  int  // base + open brackets + Σ segs
	// maxDepth is the deepest depth seen.
	maxDepth int
}

// run scans until the text ends, stops making sense, or nests too deep; it
// returns the line it stopped at and the depth reached there.
func (s *tomlScan) run() (line, depth int) {
	for s.i < len(s.src) && s.depth <= MaxNesting {
		s.maxDepth = max(s.maxDepth, s.depth)
		c := s.src[s.i]
		s.i++
		top := &s.levels[len(s.levels)-1]
		switch c {
		case '\n':
			s.line++
			if len(s.levels) == 1 {
				s.endKey(top)
				top.key = true
			}
		case '#':
			for s.i < len(s.src) && s.src[s.i] != '\n' {
				s.i++
			}
		case '"', '\'':
			if !s.str(c) {
				return s.line, s.depth
			}
			s.segment(top)
		case '=':
			top.key = false
		case ',':
			if top.close == '}' {
				s.endKey(top)
				top.key = true
			}
		case '.':
			if top.key {
				top.segs++
				s.depth++
			}
		case '[', '{':
			if c == '[' && len(s.levels) == 1 && top.key && !s.header {
				s.startHeader()
				continue
			}
			close := byte(']')
			if c == '{' {
				close = '}'
			}
			s.levels = append(s.levels, tomlLevel{close: close, key: c == '{'})
			s.depth++
		case ']', '}':
			if s.header && c == ']' {
				s.endHeader()
				continue
			}
			if top.close != c {
				return s.line, s.depth
			}
			s.depth -= 1 + top.segs
			s.levels = s.levels[:len(s.levels)-1]
		default:
			if top.key && c != ' ' && c != '\t' && c != '\r' {
				s.segment(top)
			}
		}
	}
	return s.line, s.depth
}

// segment notes that a key has a first segment (a dot adds the others).
func (s *tomlScan) segment(top *tomlLevel) {
	if top.key && top.segs == 0 {
		top.segs = 1
		s.depth++
	}
}

// endKey ends the key-value pair read at a level.
func (s *tomlScan) endKey(top *tomlLevel) {
	s.depth -= top.segs
	top.segs = 0
}

// startHeader starts a [table] or [[array of tables]] header: its segments
// become the base depth of the keys below it.
func (s *tomlScan) startHeader() {
	s.array = s.i < len(s.src) && s.src[s.i] == '['
	if s.array {
		s.i++
	}
	s.header = true
	s.depth -= s.base
	s.base = 0
	s.levels[0].segs = 0
}

// endHeader ends a header: the segments read become the new base.
func (s *tomlScan) endHeader() {
	if s.i < len(s.src) && s.src[s.i] == ']' {
		s.i++
	}
	s.header = false
	top := &s.levels[0]
	s.base = top.segs + 1 // the table itself, even with no key below it
	s.depth++
	if s.array {
		s.base++
		s.depth++
	}
	top.segs = 0
	top.key = false
}

// str skips a string starting with quote q (basic or literal, one-line or
// multi-line); false when it does not end.
func (s *tomlScan) str(q byte) bool {
	multi := s.i+1 < len(s.src) && s.src[s.i] == q && s.src[s.i+1] == q
	if multi {
		s.i += 2
	}
	for s.i < len(s.src) {
		c := s.src[s.i]
		s.i++
		switch {
		case c == '\n':
			if !multi {
				return false
			}
			s.line++
		case c == '\\' && q == '"':
			if s.i < len(s.src) {
				if s.src[s.i] == '\n' {
					s.line++
				}
				s.i++
			}
		case c == q && !multi:
			return true
		case c == q && s.i+1 < len(s.src) && s.src[s.i] == q && s.src[s.i+1] == q:
			s.i += 2
			for s.i < len(s.src) && s.src[s.i] == q { // up to two quotes may end the string
				s.i++
			}
			return true
		}
	}
	return false
}
