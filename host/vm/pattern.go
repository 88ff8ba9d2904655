package vm

import (
	lua "github.com/yuin/gopher-lua"
)

// The Lua 5.1 pattern matcher (lstrlib.c), ported so that matching can be
// stopped: gopher-lua's own matcher runs in Go without looking at the call's
// deadline, and a pattern such as ".-.-.-b" on a few thousand characters
// would run for minutes. This one checks the deadline every few thousand
// steps and caps its recursion.

const (
	maxCaptures   = 32  // LUA_MAXCAPTURES
	maxMatchDepth = 200 // MAXCCALLS of Lua 5.2+; Lua 5.1 had no cap
	capUnfinished = -1
	capPosition   = -2
	tickMask      = 1<<12 - 1
)

type capture struct{ init, len int }

type matchState struct {
	vm      *VM
	l       *lua.LState
	src     string
	pat     string
	level   int
	depth   int
	steps   int
	capture [maxCaptures]capture
}

func (vm *VM) newMatch(l *lua.LState, src, pat string) *matchState {
	return &matchState{vm: vm, l: l, src: src, pat: pat}
}

// pc is the pattern byte at i, or 0 past the end (C's terminating NUL).
func (ms *matchState) pc(i int) byte {
	if i < len(ms.pat) {
		return ms.pat[i]
	}
	return 0
}

// tick counts a step and stops the match once the call's deadline passed.
func (ms *matchState) tick() {
	ms.steps++
	if ms.steps&tickMask == 0 && ms.vm.stopping() {
		ms.l.RaiseError("%v", ms.vm.callCtx.Err())
	}
}

func (ms *matchState) classEnd(p int) int {
	c := ms.pc(p)
	p++
	switch c {
	case '%':
		if ms.pc(p) == 0 {
			ms.l.RaiseError("%s", "malformed pattern (ends with '%')")
		}
		return p + 1
	case '[':
		if ms.pc(p) == '^' {
			p++
		}
		for {
			if ms.pc(p) == 0 {
				ms.l.RaiseError("malformed pattern (missing ']')")
			}
			c := ms.pat[p]
			p++
			if c == '%' && ms.pc(p) != 0 {
				p++
			}
			if ms.pc(p) == ']' {
				return p + 1
			}
		}
	default:
		return p
	}
}

func matchClass(c int, cl byte) bool {
	var res bool
	lower := cl | 0x20
	switch lower {
	case 'a':
		res = isAlpha(c)
	case 'c':
		res = c < 32 || c == 127
	case 'd':
		res = c >= '0' && c <= '9'
	case 'l':
		res = c >= 'a' && c <= 'z'
	case 'p':
		res = c > 32 && c < 127 && !isAlpha(c) && !(c >= '0' && c <= '9')
	case 's':
		res = c == ' ' || (c >= '\t' && c <= '\r')
	case 'u':
		res = c >= 'A' && c <= 'Z'
	case 'w':
		res = isAlpha(c) || (c >= '0' && c <= '9')
	case 'x':
		res = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
	case 'z':
		res = c == 0
	default:
		return int(cl) == c
	}
	if cl >= 'a' && cl <= 'z' {
		return res
	}
	return !res
}

func isAlpha(c int) bool { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }

// matchBracketClass matches c against the class [...] from p (the '[') to
// ec (the ']').
func (ms *matchState) matchBracketClass(c, p, ec int) bool {
	sig := true
	if ms.pc(p+1) == '^' {
		sig = false
		p++
	}
	for p++; p < ec; p++ {
		switch {
		case ms.pat[p] == '%':
			p++
			if matchClass(c, ms.pc(p)) {
				return sig
			}
		case ms.pc(p+1) == '-' && p+2 < ec:
			p += 2
			if int(ms.pat[p-2]) <= c && c <= int(ms.pat[p]) {
				return sig
			}
		case int(ms.pat[p]) == c:
			return sig
		}
	}
	return !sig
}

func (ms *matchState) singleMatch(c, p, ep int) bool {
	switch ms.pc(p) {
	case '.':
		return true
	case '%':
		return matchClass(c, ms.pc(p+1))
	case '[':
		return ms.matchBracketClass(c, p, ep-1)
	default:
		return int(ms.pc(p)) == c
	}
}

func (ms *matchState) matchBalance(s, p int) int {
	if ms.pc(p) == 0 || ms.pc(p+1) == 0 {
		ms.l.RaiseError("unbalanced pattern")
	}
	if s >= len(ms.src) || ms.src[s] != ms.pat[p] {
		return -1
	}
	b, e := ms.pat[p], ms.pat[p+1]
	cont := 1
	for s++; s < len(ms.src); s++ {
		ms.tick()
		switch ms.src[s] {
		case e:
			cont--
			if cont == 0 {
				return s + 1
			}
		case b:
			cont++
		}
	}
	return -1
}

func (ms *matchState) maxExpand(s, p, ep int) int {
	i := 0
	for s+i < len(ms.src) && ms.singleMatch(int(ms.src[s+i]), p, ep) {
		ms.tick()
		i++
	}
	for ; i >= 0; i-- {
		if res := ms.match(s+i, ep+1); res >= 0 {
			return res
		}
	}
	return -1
}

func (ms *matchState) minExpand(s, p, ep int) int {
	for {
		if res := ms.match(s, ep+1); res >= 0 {
			return res
		}
		if s < len(ms.src) && ms.singleMatch(int(ms.src[s]), p, ep) {
			s++
		} else {
			return -1
		}
	}
}

func (ms *matchState) startCapture(s, p, what int) int {
	if ms.level >= maxCaptures {
		ms.l.RaiseError("too many captures")
	}
	ms.capture[ms.level] = capture{init: s, len: what}
	ms.level++
	res := ms.match(s, p)
	if res < 0 {
		ms.level--
	}
	return res
}

func (ms *matchState) endCapture(s, p int) int {
	l := -1
	for i := ms.level - 1; i >= 0; i-- {
		if ms.capture[i].len == capUnfinished {
			l = i
			break
		}
	}
	if l < 0 {
		ms.l.RaiseError("invalid pattern capture")
	}
	ms.capture[l].len = s - ms.capture[l].init
	res := ms.match(s, p)
	if res < 0 {
		ms.capture[l].len = capUnfinished
	}
	return res
}

func (ms *matchState) checkCapture(c byte) int {
	l := int(c) - '1'
	if l < 0 || l >= ms.level || ms.capture[l].len == capUnfinished {
		ms.l.RaiseError("invalid capture index")
	}
	return l
}

func (ms *matchState) matchCapture(s int, c byte) int {
	cp := ms.capture[ms.checkCapture(c)]
	if cp.len < 0 || len(ms.src)-s < cp.len || ms.src[cp.init:cp.init+cp.len] != ms.src[s:s+cp.len] {
		return -1
	}
	return s + cp.len
}

// match returns the end of a match of pattern[p:] at src[s:], or -1.
func (ms *matchState) match(s, p int) int {
	ms.depth++
	if ms.depth > maxMatchDepth {
		ms.l.RaiseError("pattern too complex")
	}
	res := ms.doMatch(s, p)
	ms.depth--
	return res
}

func (ms *matchState) doMatch(s, p int) int {
	for {
		ms.tick()
		c := ms.pc(p)
		switch {
		case c == '(':
			if ms.pc(p+1) == ')' {
				return ms.startCapture(s, p+2, capPosition)
			}
			return ms.startCapture(s, p+1, capUnfinished)
		case c == ')':
			return ms.endCapture(s, p+1)
		case c == '%' && ms.pc(p+1) == 'b':
			if s = ms.matchBalance(s, p+2); s < 0 {
				return -1
			}
			p += 4
			continue
		case c == '%' && ms.pc(p+1) == 'f':
			p += 2
			if ms.pc(p) != '[' {
				ms.l.RaiseError("%s", "missing '[' after '%f' in pattern")
			}
			ep := ms.classEnd(p)
			prev, cur := 0, 0
			if s > 0 {
				prev = int(ms.src[s-1])
			}
			if s < len(ms.src) {
				cur = int(ms.src[s])
			}
			if ms.matchBracketClass(prev, p, ep-1) || !ms.matchBracketClass(cur, p, ep-1) {
				return -1
			}
			p = ep
			continue
		case c == '%' && ms.pc(p+1) >= '0' && ms.pc(p+1) <= '9':
			if s = ms.matchCapture(s, ms.pc(p+1)); s < 0 {
				return -1
			}
			p += 2
			continue
		case c == 0:
			return s
		case c == '$' && ms.pc(p+1) == 0:
			if s == len(ms.src) {
				return s
			}
			return -1
		}
		ep := ms.classEnd(p)
		m := s < len(ms.src) && ms.singleMatch(int(ms.src[s]), p, ep)
		switch ms.pc(ep) {
		case '?':
			if m {
				if res := ms.match(s+1, ep+1); res >= 0 {
					return res
				}
			}
			p = ep + 1
		case '*':
			return ms.maxExpand(s, p, ep)
		case '+':
			if !m {
				return -1
			}
			return ms.maxExpand(s+1, p, ep)
		case '-':
			return ms.minExpand(s, p, ep)
		default:
			if !m {
				return -1
			}
			s++
			p = ep
		}
	}
}

// captureValue is capture i (0-based) of the match src[s:e]: the whole
// match when the pattern has no captures and i is 0, a position capture as
// a number.
func (ms *matchState) captureValue(i, s, e int) lua.LValue {
	if i >= ms.level {
		if i != 0 {
			ms.l.RaiseError("invalid capture index")
		}
		return lua.LString(ms.src[s:e])
	}
	c := ms.capture[i]
	switch c.len {
	case capUnfinished:
		ms.l.RaiseError("unfinished capture")
	case capPosition:
		return lua.LNumber(c.init + 1)
	}
	return lua.LString(ms.src[c.init : c.init+c.len])
}

// pushCaptures pushes the captures (or, with whole set and no captures, the
// whole match) and returns how many it pushed.
func (ms *matchState) pushCaptures(s, e int, whole bool) int {
	n := ms.level
	if n == 0 && whole {
		n = 1
	}
	for i := 0; i < n; i++ {
		ms.l.Push(ms.captureValue(i, s, e))
	}
	return n
}
