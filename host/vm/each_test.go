package vm

import (
	"strings"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

// Each visits the keys in pairs' order: the array part, then the other keys
// in the order they were first set, the same on every run (ForEach's order
// follows Go's maps and changes from run to run).
func TestEachFollowsInsertionOrder(t *testing.T) {
	l := lua.NewState()
	defer l.Close()
	want := "1=a 2=b zeta=1 alpha=2 mid=3 k09=4 k01=5 k05=6 k03=7 k07=8 k02=9 true=10"
	for run := 0; run < 20; run++ {
		tb := l.NewTable()
		tb.Append(lua.LString("a"))
		tb.Append(lua.LString("b"))
		for i, k := range []string{"zeta", "alpha", "gone", "mid", "k09", "k01", "k05", "k03", "k07", "k02"} {
			tb.RawSetString(k, lua.LNumber(i+1))
		}
		tb.RawSetString("gone", lua.LNil)
		for i, k := range []string{"mid", "k09", "k01", "k05", "k03", "k07", "k02"} {
			tb.RawSetString(k, lua.LNumber(i+3))
		}
		tb.RawSet(lua.LTrue, lua.LNumber(10))
		var got []string
		Each(tb, func(k, v lua.LValue) { got = append(got, k.String()+"="+v.String()) })
		if s := strings.Join(got, " "); s != want {
			t.Fatalf("run %d: %s\nwant %s", run, s, want)
		}
	}
}
