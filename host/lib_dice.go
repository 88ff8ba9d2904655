package host

import (
	"fmt"

	lua "github.com/yuin/gopher-lua"

	"github.com/twtw/twtw/core/dice"
)

// openDice is the library "dice", seeded dice for any ruleset: api.dice.roll,
// d, d100, parse, stack and stacked. Each fight and each spec has its own Roller.
func openDice(a *api) *lua.LTable {
	return diceLib(a.L, func(L *lua.LState) *dice.Roller { return a.roller(L, "dice") })
}

// roller returns the session's dice, or raises an error naming fn.
func (a *api) roller(L *lua.LState, fn string) *dice.Roller {
	s := a.needSession(L, fn)
	if s.dice == nil {
		L.RaiseError("%s: this ruleset does not use dice", fn)
	}
	return s.dice
}

// diceLib returns the table api.dice (see scripts/README.md), bound by hand.
// roller returns the running fight's Roller, raising a Lua error itself when
// none is running; parse needs none.
//
//	dice.roll(spec)       -> total, rec   rec = {spec, n, sides, mod, faces, total, text}
//	dice.d(sides)         -> one face 1..sides (builds no table: the hot path's form)
//	dice.d100()           -> total 1..100, tens 0..9, units 0..9 (tens 0, units 0 = 100)
//	dice.parse(spec)      -> n, sides, mod
//	dice.stack(f1, ...)   the next dice rolled show these faces, in order
//	dice.stacked()        -> how many stacked faces are still to be rolled
//
// Bad arguments raise "bad argument #n to dice.fn (…)"; a stacked face larger
// than the die rolled raises "dice.fn: …" naming both.
func diceLib(L *lua.LState, roller func(L *lua.LState) *dice.Roller) *lua.LTable {
	var faces [dice.MaxDice]int
	var stacked [dice.MaxStacked]int
	t := L.CreateTable(0, 6)
	L.SetFuncs(t, map[string]lua.LGFunction{
		"roll": func(L *lua.LState) int {
			spec := diceSpecArg(L, "dice.roll", 1)
			total, err := roller(L).TryRoll(spec, faces[:spec.N])
			if err != nil {
				libRaise(L, "dice.roll", err)
			}
			L.Push(lua.LNumber(total))
			L.Push(diceRecord(L, dice.Roll{Spec: spec, Faces: faces[:spec.N], Total: total}))
			return 2
		},
		"d": func(L *lua.LState) int {
			sides := libInt(L, "dice.d", 1)
			if sides < dice.MinSides || sides > dice.MaxSides {
				libArgError(L, "dice.d", 1, fmt.Sprintf("d%d: want %d..%d sides", sides, dice.MinSides, dice.MaxSides))
			}
			f, err := roller(L).TryD(sides)
			if err != nil {
				libRaise(L, "dice.d", err)
			}
			L.Push(lua.LNumber(f))
			return 1
		},
		"d100": func(L *lua.LState) int {
			total, tens, units, err := roller(L).TryD100()
			if err != nil {
				libRaise(L, "dice.d100", err)
			}
			L.Push(lua.LNumber(total))
			L.Push(lua.LNumber(tens))
			L.Push(lua.LNumber(units))
			return 3
		},
		"parse": func(L *lua.LState) int {
			spec := diceSpecArg(L, "dice.parse", 1)
			L.Push(lua.LNumber(spec.N))
			L.Push(lua.LNumber(spec.Sides))
			L.Push(lua.LNumber(spec.Mod))
			return 3
		},
		"stack": func(L *lua.LState) int {
			n := L.GetTop()
			if n > len(stacked) {
				L.RaiseError("dice.stack: %d faces: want at most %d", n, len(stacked))
			}
			for i := range n {
				stacked[i] = libInt(L, "dice.stack", i+1)
			}
			if err := roller(L).Stack(stacked[:n]...); err != nil {
				libRaise(L, "dice.stack", err)
			}
			return 0
		},
		"stacked": func(L *lua.LState) int {
			L.Push(lua.LNumber(roller(L).Stacked()))
			return 1
		},
	})
	return t
}

// diceSpecArg reads argument n as a dice spec string such as "2d6+1".
func diceSpecArg(L *lua.LState, fn string, n int) dice.Spec {
	s, ok := L.Get(n).(lua.LString)
	if !ok {
		libArgError(L, fn, n, "a dice spec such as \"2d6+1\" expected, got "+L.Get(n).Type().String())
	}
	spec, err := dice.Parse(string(s))
	if err != nil {
		libArgError(L, fn, n, err.Error())
	}
	return spec
}

// diceRecord renders a roll as the rec table of dice.roll.
func diceRecord(L *lua.LState, r dice.Roll) *lua.LTable {
	rec := L.CreateTable(0, 7)
	rec.RawSetString("spec", lua.LString(r.Spec.String()))
	rec.RawSetString("n", lua.LNumber(r.Spec.N))
	rec.RawSetString("sides", lua.LNumber(r.Spec.Sides))
	rec.RawSetString("mod", lua.LNumber(r.Spec.Mod))
	faces := L.CreateTable(len(r.Faces), 0)
	for _, f := range r.Faces {
		faces.Append(lua.LNumber(f))
	}
	rec.RawSetString("faces", faces)
	rec.RawSetString("total", lua.LNumber(r.Total))
	rec.RawSetString("text", lua.LString(r.Text()))
	return rec
}
