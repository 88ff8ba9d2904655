package vm

import (
	"math"
	"strconv"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// strRep is string.rep(s, n), refusing results over Options.MaxString before
// allocating anything.
func (vm *VM) strRep(l *lua.LState) int {
	s := l.CheckString(1)
	n := float64(l.CheckNumber(2))
	if !(n >= 1) || s == "" {
		l.Push(lua.LString(""))
		return 1
	}
	if n > float64(vm.opts.MaxString/len(s)) {
		l.RaiseError("string.rep: the result (%d bytes × %.0f) would exceed the %d-byte string limit", len(s), n, vm.opts.MaxString)
	}
	l.Push(lua.LString(strings.Repeat(s, int(n))))
	return 1
}

// strFormat is string.format with Lua 5.1's cap of two digits on widths and
// precisions, and a refusal when the result could exceed Options.MaxString
// (estimated per directive from its width, precision and argument).
func (vm *VM) strFormat(l *lua.LState) int {
	f := l.CheckString(1)
	bound, arg := len(f), 2
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		i++
		if i < len(f) && f[i] == '%' {
			continue
		}
		for i < len(f) && strings.IndexByte("-+ #0", f[i]) >= 0 {
			i++
		}
		width, prec := 0, 6
		width, i = twoDigits(l, f, i)
		if i < len(f) && f[i] == '.' {
			prec, i = twoDigits(l, f, i+1)
		}
		var conv byte
		if i < len(f) {
			conv = f[i]
		}
		if conv == 0 || strings.IndexByte("cdiouxXeEfgGqs", conv) < 0 {
			l.RaiseError("invalid option '%%%s' to 'format'", strings.TrimRight(string(conv), "\x00"))
		}
		vm.nameArg(l, arg)
		bound += max(width, directiveSize(conv, l.Get(arg), prec))
		arg++
	}
	if bound > vm.opts.MaxString {
		l.RaiseError("string.format: the result could reach %d bytes, over the %d-byte string limit", bound, vm.opts.MaxString)
	}
	return vm.baseFormat(l)
}

// nameArg replaces a table, function, userdata or thread argument of
// string.format by its tostring (gopher-lua formats it with Go's fmt, which
// prints its address).
func (vm *VM) nameArg(l *lua.LState, arg int) {
	if arg > l.GetTop() {
		return
	}
	switch v := l.Get(arg); v.(type) {
	case lua.LString, lua.LNumber, lua.LBool, *lua.LNilType:
	default:
		l.Replace(arg, vm.tostring(l, v))
	}
}

// twoDigits reads an optional number of at most two digits at f[i:].
func twoDigits(l *lua.LState, f string, i int) (n, next int) {
	start := i
	for i < len(f) && f[i] >= '0' && f[i] <= '9' {
		n = n*10 + int(f[i]-'0')
		i++
	}
	if i-start > 2 {
		l.RaiseError("invalid format (width or precision too long)")
	}
	return n, i
}

// directiveSize bounds the length of one formatted argument before padding.
func directiveSize(conv byte, v lua.LValue, prec int) int {
	switch conv {
	case 's':
		return len(v.String())
	case 'q':
		return 4*len(v.String()) + 2
	case 'f', 'F':
		if n, ok := v.(lua.LNumber); ok {
			return len(strconv.FormatFloat(math.Abs(float64(n)), 'f', 0, 64)) + prec + 2
		}
	case 'e', 'E', 'g', 'G':
		return prec + 32
	}
	return 32
}

// tableConcat is table.concat(t [, sep [, i [, j]]]) with Lua 5.1 semantics,
// measuring the result before building it and refusing one over
// Options.MaxString.
func (vm *VM) tableConcat(l *lua.LState) int {
	t := l.CheckTable(1)
	sep := l.OptString(2, "")
	i := l.OptInt(3, 1)
	j := t.Len()
	if l.Get(4) != lua.LNil {
		j = l.CheckInt(4)
	}
	if i > j {
		l.Push(lua.LString(""))
		return 1
	}
	size := 0
	for k := i; k <= j; k++ {
		switch v := t.RawGetInt(k).(type) {
		case lua.LString:
			size += len(v)
		case lua.LNumber:
			size += len(v.String())
		default:
			l.RaiseError("invalid value (at index %d) in table for 'concat'", k)
		}
		if k < j {
			size += len(sep)
		}
		if size > vm.opts.MaxString {
			l.RaiseError("table.concat: the result would exceed the %d-byte string limit", vm.opts.MaxString)
		}
	}
	var b strings.Builder
	b.Grow(size)
	for k := i; k <= j; k++ {
		b.WriteString(lua.LVAsString(t.RawGetInt(k)))
		if k < j {
			b.WriteString(sep)
		}
	}
	l.Push(lua.LString(b.String()))
	return 1
}
