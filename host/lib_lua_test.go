package host

import (
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

// luaRun runs code and returns what it returns, as Lua values.
func luaRun(t *testing.T, L *lua.LState, code string) []lua.LValue {
	t.Helper()
	top := L.GetTop()
	if err := L.DoString(code); err != nil {
		t.Fatalf("%s\n%v", code, err)
	}
	out := make([]lua.LValue, L.GetTop()-top)
	for i := range out {
		out[i] = L.Get(top + i + 1)
	}
	L.SetTop(top)
	return out
}

// luaWant fails unless code returns exactly the values want, compared as
// strings (numbers print as integers: 9 not 9.0).
func luaWant(t *testing.T, L *lua.LState, code string, want ...string) {
	t.Helper()
	got := luaRun(t, L, code)
	ok := len(got) == len(want)
	for i := 0; ok && i < len(got); i++ {
		ok = got[i].String() == want[i]
	}
	if !ok {
		t.Errorf("%s\nreturned %v, want %v", code, got, want)
	}
}

// luaErr fails unless code raises an error whose message contains want.
func luaErr(t *testing.T, L *lua.LState, code, want string) {
	t.Helper()
	err := L.DoString(code)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("%s\nraised %v, want an error containing %q", code, err, want)
	}
}

// luaAllocsPerIteration runs code (a loop of n iterations) and returns the
// allocations per iteration.
func luaAllocsPerIteration(t *testing.T, L *lua.LState, code string, n int) float64 {
	t.Helper()
	fn, err := L.LoadString(code)
	if err != nil {
		t.Fatal(err)
	}
	a := testing.AllocsPerRun(20, func() {
		L.Push(fn)
		L.Call(0, 0)
	})
	return a / float64(n)
}
