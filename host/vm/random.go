package vm

import (
	"math"

	lua "github.com/yuin/gopher-lua"
)

// maxExactInt is the largest integer a Lua number (float64) holds exactly.
const maxExactInt = 1 << 53

// mathRandom is math.random with Lua 5.1 semantics, drawing from the VM's
// generator (SetRand): random() is a float in [0,1), random(m) an integer in
// [1,m], random(m,n) an integer in [m,n]. Arguments are truncated to integers
// as Lua 5.1 does.
func (vm *VM) mathRandom(l *lua.LState) int {
	r := vm.rng
	if r == nil {
		l.RaiseError("math.random: no random source is set (the host binds one to the fight's seed with SetRand)")
	}
	switch l.GetTop() {
	case 0:
		l.Push(lua.LNumber(r.Float64()))
	case 1:
		m := randomArg(l, 1)
		if m < 1 {
			l.ArgError(1, "interval is empty")
		}
		l.Push(lua.LNumber(r.Int64N(m) + 1))
	case 2:
		m, n := randomArg(l, 1), randomArg(l, 2)
		if m > n {
			l.ArgError(2, "interval is empty")
		}
		l.Push(lua.LNumber(m + r.Int64N(n-m+1)))
	default:
		l.RaiseError("wrong number of arguments")
	}
	return 1
}

func randomArg(l *lua.LState, n int) int64 {
	f := float64(l.CheckNumber(n))
	if math.IsNaN(f) || f > maxExactInt || f < -maxExactInt {
		l.ArgError(n, "number out of range")
	}
	return int64(f)
}

// mathRandomseed refuses reseeding: the fight's seed decides every draw.
func (vm *VM) mathRandomseed(l *lua.LState) int {
	l.RaiseError("math.randomseed: randomness comes from the fight's seed; scripts cannot reseed it")
	return 0
}
