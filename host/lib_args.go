package host

import (
	"fmt"
	"math"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// libArgError raises "bad argument #n to fn (msg)". Unlike L.ArgError it names
// the function as the API spells it (poker.card), whatever the Lua code called
// it through (a local, pcall).
func libArgError(L *lua.LState, fn string, n int, msg string) {
	L.RaiseError("bad argument #%d to %s (%s)", n, fn, msg)
}

// libRaise raises "fn: err", dropping what fn already says: the Go package's
// own prefix ("dice: ", "poker: ") and the verb before "argument n", so that
// "poker: discard argument 2: KH is not held" reads "poker.discard: argument
// 2: KH is not held".
func libRaise(L *lua.LState, fn string, err error) {
	pkg, verb, _ := strings.Cut(fn, ".")
	msg := strings.TrimPrefix(err.Error(), pkg+": ")
	if strings.HasPrefix(msg, verb+" argument ") {
		msg = msg[len(verb)+1:]
	}
	L.RaiseError("%s: %s", fn, msg)
}

// libInt reads argument n as a whole number.
func libInt(L *lua.LState, fn string, n int) int {
	v, ok := L.Get(n).(lua.LNumber)
	if !ok {
		libArgError(L, fn, n, "number expected, got "+L.Get(n).Type().String())
	}
	f := float64(v)
	if f != math.Trunc(f) || math.Abs(f) > 1<<53 {
		libArgError(L, fn, n, fmt.Sprintf("whole number expected, got %v", v))
	}
	return int(f)
}
