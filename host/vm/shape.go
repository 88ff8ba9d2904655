package vm

import (
	"fmt"
	"strconv"
)

// Limits on one script's shape, checked by a single linear scan before
// gopher-lua parses it. gopher-lua's compiler recurses once per nesting level
// (a file of 800,000 nested "{" ends the process with a Go stack overflow,
// which recover cannot catch), and several of its steps are quadratic: it
// looks constants up by a linear search, patches elseif chains and nested
// blocks level by level and spends about 15 KB per function (a 1 MB file
// of 70,000 closures took 11 s and 1 GB; 100,000 "t.kN = N" lines took
// 149 s; 100,000 elseifs 75 s). Within these limits the slowest script
// compiles in under a second and 40 MB (a file at every limit at once:
// 0.6 s), and MaxTotalSource bounds a whole Compile to about ten seconds;
// the built-in scripts use less than a sixth of each limit.
const (
	// MaxSourceSize caps one script file, in bytes (ten times the largest
	// built-in script).
	MaxSourceSize = 256 << 10
	// MaxNesting caps how deep a script nests: every open bracket, block
	// (function, do, if, repeat) and elseif counts one level, and so does
	// every operator, "." or ":" in an expression, since gopher-lua's syntax
	// tree nests "a + b + c" as ((a + b) + c). 200 is Lua 5.1's own limit on
	// syntax levels (LUAI_MAXCCALLS).
	MaxNesting = 200
	// MaxFunctions caps the functions one script file defines.
	MaxFunctions = 1000
	// MaxConstants caps the distinct names, numbers and strings the body of
	// one function uses (nested functions count on their own).
	MaxConstants = 2000
	// MaxTotalSource caps the scripts one Compile reads, all layers together
	// (seven times the built-in scripts).
	MaxTotalSource = 4 << 20
	// MaxScriptFiles caps the script files one Compile reads (twenty times
	// the built-in scripts).
	MaxScriptFiles = 2000
)

// shapeLevel is one open bracket or block while a script is scanned.
type shapeLevel struct {
	// kind is '(', '[', '{', 'p' (a parameter list), 'f' (function), 'b'
	// (do, if), 'r' (repeat) or 'm' (the main chunk).
	kind  byte
	ops   int // operators in the expression running at this level
	extra int // elseif branches of an if
	// consts are the distinct constants of the function this level opened
	// (nil unless kind is 'f' or 'm').
	consts map[string]struct{}
}

// shapeScan checks a script's shape (see MaxNesting and the limits beside
// it) without parsing it: it skips comments and strings and counts brackets,
// block keywords and operators. It errs on the side of counting more than
// the parser nests; on text that is not valid Lua it stops quietly and lets
// the parser report the syntax error.
type shapeScan struct {
	src      []byte
	i        int
	line     int
	levels   []shapeLevel
	depth    int // Σ over the open levels of 1 + ops + extra
	funcs    int
	prevEnds bool // the previous token can end an expression
	funcHead bool // between "function" and its parameter list

	maxDepth, maxConsts int    // the largest depth and constant count seen
	msg                 string // why the script is refused ("" when it is not)
}

// checkShape returns a *ScriptError naming the file and line when text is
// too large, nests too deep, defines too many functions or uses too many
// constants in one function; nil otherwise.
func checkShape(name string, text []byte) error {
	if len(text) > MaxSourceSize {
		return sizeError(name, int64(len(text)))
	}
	if msg, line := scanShape(text).refused(); msg != "" {
		return &ScriptError{Path: name, Line: line, Msg: msg}
	}
	return nil
}

// scanShape scans text and returns the finished scan.
func scanShape(text []byte) *shapeScan {
	s := &shapeScan{src: text, line: 1, depth: 1, maxDepth: 1}
	s.levels = []shapeLevel{{kind: 'm', consts: map[string]struct{}{}}}
	s.msg = s.run()
	return s
}

// refused returns why the scan refused the script and the line, or "".
func (s *shapeScan) refused() (string, int) { return s.msg, s.line }

// run scans the whole text and returns why it is refused, or "".
func (s *shapeScan) run() string {
	for s.i < len(s.src) {
		c := s.src[s.i]
		switch {
		case c == '\n':
			s.line++
			s.i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			s.i++
		case c == '-' && s.peek(1) == '-':
			if !s.comment() {
				return ""
			}
		case c == '"' || c == '\'':
			start := s.i
			if !s.quoted(c) {
				return ""
			}
			if msg := s.literal(s.src[start:s.i]); msg != "" {
				return msg
			}
		case c == '[' && (s.peek(1) == '[' || s.peek(1) == '='):
			start := s.i
			if level, ok := s.longOpen(); ok {
				if !s.longBody(level) {
					return ""
				}
				if msg := s.literal(s.src[start:s.i]); msg != "" {
					return msg
				}
				continue
			}
			if msg := s.open('['); msg != "" {
				return msg
			}
		case isDigit(c) || c == '.' && isDigit(s.peek(1)):
			if msg := s.constant(s.number()); msg != "" {
				return msg
			}
		case isNameStart(c):
			start := s.i
			for s.i < len(s.src) && isNameChar(s.src[s.i]) {
				s.i++
			}
			if msg := s.word(s.src[start:s.i]); msg != "" {
				return msg
			}
		default:
			msg, ok := s.punct(c)
			if msg != "" || !ok {
				return msg
			}
		}
	}
	return ""
}

func (s *shapeScan) peek(n int) byte {
	if s.i+n < len(s.src) {
		return s.src[s.i+n]
	}
	return 0
}

// comment skips a "--" comment (short or long); false when a long comment
// does not end.
func (s *shapeScan) comment() bool {
	s.i += 2
	if s.i < len(s.src) && s.src[s.i] == '[' {
		if level, ok := s.longOpen(); ok {
			return s.longBody(level)
		}
	}
	for s.i < len(s.src) && s.src[s.i] != '\n' {
		s.i++
	}
	return true
}

// longOpen reads "[", "="*level, "[" at s.i and reports the level; on
// anything else it leaves s.i where it was.
func (s *shapeScan) longOpen() (int, bool) {
	j := s.i + 1
	for j < len(s.src) && s.src[j] == '=' {
		j++
	}
	if j < len(s.src) && s.src[j] == '[' {
		level := j - s.i - 1
		s.i = j + 1
		return level, true
	}
	return 0, false
}

// longBody skips to the "]", "="*level, "]" that closes a long string or
// comment; false when it does not end.
func (s *shapeScan) longBody(level int) bool {
	for s.i < len(s.src) {
		c := s.src[s.i]
		s.i++
		if c == '\n' {
			s.line++
			continue
		}
		if c != ']' {
			continue
		}
		j := s.i
		for j < len(s.src) && s.src[j] == '=' {
			j++
		}
		if j-s.i == level && j < len(s.src) && s.src[j] == ']' {
			s.i = j + 1
			return true
		}
	}
	return false
}

// quoted skips a quoted string; false when it does not end on its line.
func (s *shapeScan) quoted(q byte) bool {
	s.i++
	for s.i < len(s.src) {
		c := s.src[s.i]
		s.i++
		switch c {
		case q:
			return true
		case '\n':
			return false
		case '\\':
			if s.i < len(s.src) {
				if s.src[s.i] == '\n' {
					s.line++
				}
				s.i++
			}
		}
	}
	return false
}

// number skips a numeric literal and returns its text.
func (s *shapeScan) number() []byte {
	start := s.i
	for s.i < len(s.src) {
		c := s.src[s.i]
		switch {
		case isNameChar(c) || c == '.':
			s.i++
		case (c == '+' || c == '-') && (s.src[s.i-1] == 'e' || s.src[s.i-1] == 'E') && !isHex(s.src[start:s.i]):
			s.i++
		default:
			return s.src[start:s.i]
		}
	}
	return s.src[start:s.i]
}

func isHex(b []byte) bool { return len(b) > 1 && b[0] == '0' && (b[1] == 'x' || b[1] == 'X') }

// word handles a name or keyword.
func (s *shapeScan) word(w []byte) string {
	switch string(w) {
	case "function":
		s.statement()
		s.funcs++
		if s.funcs > MaxFunctions {
			return fmt.Sprintf("the script defines more than %d functions", MaxFunctions)
		}
		msg := s.openLevel(shapeLevel{kind: 'f', consts: map[string]struct{}{}})
		s.funcHead = true
		return msg
	case "do", "if":
		s.reset()
		return s.open('b')
	case "repeat":
		s.reset()
		return s.open('r')
	case "end":
		s.reset()
		if k := s.top().kind; k == 'f' || k == 'b' {
			s.pop()
		}
		s.prevEnds = true
		return ""
	case "until":
		s.reset()
		if s.top().kind == 'r' {
			s.pop()
		}
		s.reset()
		return ""
	case "elseif":
		s.reset()
		top := s.top()
		if top.kind == 'b' {
			top.extra++
			s.depth++
		}
		return s.checkDepth()
	case "then", "else", "local", "return", "break", "for", "while", "in":
		s.reset()
		return ""
	case "and", "or", "not":
		s.prevEnds = false
		return s.op()
	case "nil", "true", "false":
		s.statement()
		s.prevEnds = true
		return ""
	}
	return s.constant(w)
}

// punct handles an operator or bracket; ok is false when the text stops
// making sense (a closing bracket that does not match), to let the parser
// report it.
func (s *shapeScan) punct(c byte) (msg string, ok bool) {
	s.i++
	switch c {
	case '(', '{', '[':
		if c == '(' && s.funcHead {
			s.funcHead = false
			return s.open('p'), true
		}
		return s.open(c), true
	case ')', '}', ']':
		want := map[byte]byte{')': '(', '}': '{', ']': '['}[c]
		if c == ')' && s.top().kind == 'p' {
			s.pop() // a parameter list: no call follows
			s.prevEnds = true
			return "", true
		}
		if s.top().kind != want {
			return "", false
		}
		s.pop()
		s.prevEnds = true
		return s.op(), true
	case ',', ';':
		s.reset()
	case '=':
		if s.i < len(s.src) && s.src[s.i] == '=' {
			s.i++
			s.prevEnds = false
			return s.op(), true
		}
		s.reset()
	case '.':
		if s.i < len(s.src) && s.src[s.i] == '.' {
			s.i++
			if s.i < len(s.src) && s.src[s.i] == '.' { // "...": a value
				s.i++
				s.prevEnds = true
				return "", true
			}
		}
		s.prevEnds = false
		return s.op(), true
	case '~', '<', '>':
		if s.i < len(s.src) && s.src[s.i] == '=' {
			s.i++
		}
		s.prevEnds = false
		return s.op(), true
	case '+', '-', '*', '/', '%', '^', '#', ':':
		s.prevEnds = false
		return s.op(), true
	}
	return "", true
}

func (s *shapeScan) top() *shapeLevel { return &s.levels[len(s.levels)-1] }

// statement starts a new statement when a name or value follows one that
// could have ended ("f(a) g(b)", "x = y z = w"): the running expression ends.
func (s *shapeScan) statement() {
	if s.prevEnds {
		s.reset()
	}
}

// reset ends the expression running at the innermost level.
func (s *shapeScan) reset() {
	top := s.top()
	s.depth -= top.ops
	top.ops = 0
	s.prevEnds = false
}

// op counts an operator in the running expression.
func (s *shapeScan) op() string {
	s.top().ops++
	s.depth++
	return s.checkDepth()
}

func (s *shapeScan) open(kind byte) string { return s.openLevel(shapeLevel{kind: kind}) }

func (s *shapeScan) openLevel(l shapeLevel) string {
	s.levels = append(s.levels, l)
	if l.kind != 'p' { // a parameter list nests nothing
		s.depth++
	}
	s.prevEnds = false
	return s.checkDepth()
}

func (s *shapeScan) pop() {
	top := s.top()
	s.depth -= top.ops + top.extra
	if top.kind != 'p' {
		s.depth--
	}
	s.levels = s.levels[:len(s.levels)-1]
}

func (s *shapeScan) checkDepth() string {
	s.maxDepth = max(s.maxDepth, s.depth)
	if s.depth > MaxNesting {
		return fmt.Sprintf("the script nests more than %d levels deep (brackets, blocks, elseifs and operators in one expression count); split it into smaller expressions or functions", MaxNesting)
	}
	return ""
}

// literal handles a string: right after a value it is a call argument
// (f "text"), which nests the call like an operator.
func (s *shapeScan) literal(text []byte) string {
	if s.prevEnds {
		if msg := s.op(); msg != "" {
			return msg
		}
		s.prevEnds = false
	}
	return s.constant(text)
}

// constant records a name, number or string in the innermost function.
func (s *shapeScan) constant(text []byte) string {
	s.statement()
	s.prevEnds = true
	for i := len(s.levels) - 1; i >= 0; i-- {
		consts := s.levels[i].consts
		if consts == nil {
			continue
		}
		if _, ok := consts[string(text)]; !ok {
			consts[string(text)] = struct{}{}
			s.maxConsts = max(s.maxConsts, len(consts))
			if len(consts) > MaxConstants {
				return "one function uses more than " + strconv.Itoa(MaxConstants) + " distinct names, numbers and strings; split it or move data to smaller functions"
			}
		}
		return ""
	}
	return ""
}

func isDigit(c byte) bool     { return c >= '0' && c <= '9' }
func isNameStart(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }
func isNameChar(c byte) bool  { return isNameStart(c) || isDigit(c) }
