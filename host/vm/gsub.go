package vm

import (
	"strings"

	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/pm"
)

// strGsub is string.gsub(s, pattern, repl [, n]) with Lua 5.1 semantics,
// built in one pass (gopher-lua's own copies the whole string per match) and
// refusing a result over Options.MaxString before it is allocated.
func (vm *VM) strGsub(l *lua.LState) int {
	str := l.CheckString(1)
	pat := l.CheckString(2)
	l.CheckTypes(3, lua.LTString, lua.LTTable, lua.LTFunction)
	repl := l.Get(3)
	limit := -1
	if l.Get(4) != lua.LNil {
		limit = l.CheckInt(4)
		if limit <= 0 {
			l.Push(lua.LString(str))
			l.Push(lua.LNumber(0))
			return 2
		}
	}
	mds, err := pm.Find(pat, []byte(str), 0, limit)
	if err != nil {
		l.RaiseError("%s", err.Error())
	}
	max := vm.opts.MaxString
	var b strings.Builder
	last := 0
	add := func(s string) {
		if b.Len()+len(s) > max {
			l.RaiseError("string.gsub: the result would exceed the %d-byte string limit", max)
		}
		b.WriteString(s)
	}
	for _, md := range mds {
		start, end := md.Capture(0), md.Capture(1)
		add(str[last:start])
		var piece lua.LValue
		switch r := repl.(type) {
		case lua.LString:
			piece = lua.LString(expandRepl(l, string(r), md, str, max))
		case *lua.LTable:
			piece = l.GetTable(r, captureValue(l, md, str, 1))
		case *lua.LFunction:
			l.Push(r)
			n := md.CaptureLength()/2 - 1
			if n == 0 {
				l.Push(lua.LString(str[start:end]))
				n = 1
			} else {
				for i := 1; i <= n; i++ {
					l.Push(captureValue(l, md, str, i))
				}
			}
			l.Call(n, 1)
			piece = l.Get(-1)
			l.Pop(1)
		}
		switch p := piece.(type) {
		case *lua.LNilType:
			add(str[start:end])
		case lua.LBool:
			if p {
				l.RaiseError("invalid replacement value (a boolean)")
			}
			add(str[start:end])
		case lua.LString:
			add(string(p))
		case lua.LNumber:
			add(p.String())
		default:
			l.RaiseError("invalid replacement value (a %s)", piece.Type().String())
		}
		last = end
	}
	add(str[last:])
	l.Push(lua.LString(b.String()))
	l.Push(lua.LNumber(len(mds)))
	return 2
}

// captureValue is capture i (1-based) of md, or the whole match when the
// pattern has no captures and i is 1; a position capture is a number.
func captureValue(l *lua.LState, md *pm.MatchData, str string, i int) lua.LValue {
	n := md.CaptureLength()/2 - 1
	if n == 0 && i == 1 {
		return lua.LString(str[md.Capture(0):md.Capture(1)])
	}
	if i < 1 || i > n {
		l.RaiseError("invalid capture index")
	}
	if md.IsPosCapture(2 * i) {
		return lua.LNumber(md.Capture(2 * i))
	}
	return lua.LString(str[md.Capture(2*i):md.Capture(2*i+1)])
}

// expandRepl expands a replacement string: %0 is the whole match, %1..%9 the
// captures, %% a single %, and % before any other character that character
// (as Lua 5.1 does).
func expandRepl(l *lua.LState, repl string, md *pm.MatchData, str string, max int) string {
	if strings.IndexByte(repl, '%') < 0 {
		return repl
	}
	var b strings.Builder
	for i := 0; i < len(repl); i++ {
		c := repl[i]
		if c != '%' || i+1 == len(repl) {
			b.WriteByte(c)
			continue
		}
		i++
		c = repl[i]
		switch {
		case c == '0':
			b.WriteString(str[md.Capture(0):md.Capture(1)])
		case c >= '1' && c <= '9':
			b.WriteString(lua.LVAsString(captureValue(l, md, str, int(c-'0'))))
		default:
			b.WriteByte(c)
		}
		if b.Len() > max {
			l.RaiseError("string.gsub: the result would exceed the %d-byte string limit", max)
		}
	}
	return b.String()
}
