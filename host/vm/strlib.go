package vm

import (
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// specials are the characters that make string.find use a pattern.
const specials = "^$*+?.([%-"

// strFind is string.find(s, pattern [, init [, plain]]) (Lua 5.1).
func (vm *VM) strFind(l *lua.LState) int { return vm.findAux(l, true) }

// strMatch is string.match(s, pattern [, init]) (Lua 5.1).
func (vm *VM) strMatch(l *lua.LState) int { return vm.findAux(l, false) }

func (vm *VM) findAux(l *lua.LState, find bool) int {
	s := l.CheckString(1)
	p := l.CheckString(2)
	init := l.OptInt(3, 1)
	if init < 0 {
		init += len(s) + 1
	}
	init--
	if init < 0 {
		init = 0
	} else if init > len(s) {
		init = len(s)
	}
	if find && (lua.LVAsBool(l.Get(4)) || !strings.ContainsAny(p, specials)) {
		if i := strings.Index(s[init:], p); i >= 0 {
			l.Push(lua.LNumber(init + i + 1))
			l.Push(lua.LNumber(init + i + len(p)))
			return 2
		}
		l.Push(lua.LNil)
		return 1
	}
	anchor := strings.HasPrefix(p, "^")
	if anchor {
		p = p[1:]
	}
	ms := vm.newMatch(l, s, p)
	for s1 := init; ; s1++ {
		ms.level = 0
		if e := ms.match(s1, 0); e >= 0 {
			if find {
				l.Push(lua.LNumber(s1 + 1))
				l.Push(lua.LNumber(e))
				return ms.pushCaptures(0, 0, false) + 2
			}
			return ms.pushCaptures(s1, e, true)
		}
		if s1 >= len(s) || anchor {
			break
		}
	}
	l.Push(lua.LNil)
	return 1
}

// strGmatch is string.gmatch(s, pattern) (Lua 5.1: "^" is not an anchor).
func (vm *VM) strGmatch(l *lua.LState) int {
	s := l.CheckString(1)
	p := l.CheckString(2)
	pos := 0
	l.Push(l.NewFunction(func(l *lua.LState) int {
		ms := vm.newMatch(l, s, p)
		for src := pos; src <= len(s); src++ {
			ms.level = 0
			if e := ms.match(src, 0); e >= 0 {
				pos = e
				if e == src {
					pos++
				}
				return ms.pushCaptures(src, e, true)
			}
		}
		pos = len(s) + 1
		return 0
	}))
	return 1
}

// strGsub is string.gsub(s, pattern, repl [, n]) (Lua 5.1), built in one
// pass and refusing a result over Options.MaxString before allocating it.
func (vm *VM) strGsub(l *lua.LState) int {
	src := l.CheckString(1)
	p := l.CheckString(2)
	repl := l.Get(3)
	switch repl.Type() {
	case lua.LTNumber, lua.LTString, lua.LTTable, lua.LTFunction:
	default:
		l.ArgError(3, "string/function/table expected")
	}
	maxN := len(src) + 1
	if l.Get(4) != lua.LNil {
		maxN = l.CheckInt(4)
	}
	anchor := strings.HasPrefix(p, "^")
	if anchor {
		p = p[1:]
	}
	limit := vm.opts.MaxString
	var b strings.Builder
	add := func(s string) {
		if b.Len()+len(s) > limit {
			l.RaiseError("string.gsub: the result would exceed the %d-byte string limit", limit)
		}
		b.WriteString(s)
	}
	ms := vm.newMatch(l, src, p)
	s, n := 0, 0
	for n < maxN {
		ms.level = 0
		e := ms.match(s, 0)
		if e >= 0 {
			n++
			vm.addValue(ms, repl, s, e, add)
		}
		switch {
		case e > s:
			s = e
		case s < len(src):
			add(src[s : s+1])
			s++
		default:
			s = len(src) + 1
		}
		if s > len(src) || anchor {
			break
		}
	}
	if s < len(src) {
		add(src[s:])
	}
	l.Push(lua.LString(b.String()))
	l.Push(lua.LNumber(n))
	return 2
}

// addValue adds the replacement for the match src[s:e].
func (vm *VM) addValue(ms *matchState, repl lua.LValue, s, e int, add func(string)) {
	l := ms.l
	var v lua.LValue
	switch r := repl.(type) {
	case lua.LString:
		addRepl(ms, string(r), s, e, add)
		return
	case lua.LNumber:
		addRepl(ms, r.String(), s, e, add)
		return
	case *lua.LTable:
		v = l.GetTable(r, ms.captureValue(0, s, e))
	default:
		l.Push(repl)
		l.Call(ms.pushCaptures(s, e, true), 1)
		v = l.Get(-1)
		l.Pop(1)
	}
	switch x := v.(type) {
	case *lua.LNilType:
		add(ms.src[s:e])
	case lua.LBool:
		if x {
			l.RaiseError("invalid replacement value (a boolean)")
		}
		add(ms.src[s:e])
	case lua.LString:
		add(string(x))
	case lua.LNumber:
		add(x.String())
	default:
		l.RaiseError("invalid replacement value (a %s)", v.Type().String())
	}
}

// addRepl expands a replacement string: %0 is the whole match, %1..%9 the
// captures, and % before any other character is that character (Lua 5.1).
func addRepl(ms *matchState, repl string, s, e int, add func(string)) {
	for i := 0; i < len(repl); i++ {
		c := repl[i]
		if c != '%' {
			j := strings.IndexByte(repl[i:], '%')
			if j < 0 {
				j = len(repl) - i
			}
			add(repl[i : i+j])
			i += j - 1
			continue
		}
		i++
		switch {
		case i == len(repl):
			// A trailing lone % adds nothing (Lua 5.1 adds its terminating NUL).
		case repl[i] == '0':
			add(ms.src[s:e])
		case repl[i] >= '1' && repl[i] <= '9':
			add(lua.LVAsString(ms.captureValue(int(repl[i]-'1'), s, e)))
		default:
			add(repl[i : i+1])
		}
	}
}
